"""Two app processes, each with its own main window, finish a game over an internet invite
link: the host opens a room on a real Mosquitto on 127.0.0.1 (tests/net/mqtt_broker.py) through
the window's Host flow, the guest joins with the link the host printed, as a friend pastes it."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from popout_desktop.net.internet_link import parse_link
from tests.net.mqtt_broker import MqttBroker, running_broker

DRIVER = Path(__file__).with_name("lan_driver.py")
#: Only catches a true hang; the drivers give up by themselves when the game stops moving.
HANG_SECONDS = 900


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


@pytest.mark.slow
def test_two_processes_finish_a_game_over_an_internet_link(
    python: str, subprocess_env: dict[str, str], tmp_path: Path, broker: MqttBroker
) -> None:
    host = subprocess.Popen(
        [python, str(DRIVER), "host", "d1 d1 d1 d1", "--broker", str(broker.port)],
        env={**subprocess_env, "POPOUT_HOME": str(tmp_path / "host")},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()  # the host's own watchdog ends it if it never opens
        if not first.startswith("link "):
            host.kill()
            pytest.fail(f"the host opened no room: {first!r}\n{host.communicate()[1]}")
        link = first.split(maxsplit=1)[1].strip()
        parsed = parse_link(link)
        assert (parsed.host, parsed.port, parsed.tls) == ("127.0.0.1", broker.port, False)
        guest = subprocess.run(
            [python, str(DRIVER), "join", "d2 d2 d2", link],
            env={**subprocess_env, "POPOUT_HOME": str(tmp_path / "guest")},
            capture_output=True,
            text=True,
            timeout=HANG_SECONDS,
        )
        host_out, host_err = host.communicate(timeout=HANG_SECONDS)
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate()
    both = f"guest:\n{guest.stderr}\nhost:\n{host_err}"
    assert guest.returncode == 0, both
    assert host.returncode == 0, both
    host_report = json.loads(host_out.strip().splitlines()[-1])
    guest_report = json.loads(guest.stdout.strip().splitlines()[-1])
    assert host_report == guest_report, both
    assert host_report["moves"] == "d1 d2 d1 d2 d1 d2 d1"
    assert host_report["winner"] == 1
