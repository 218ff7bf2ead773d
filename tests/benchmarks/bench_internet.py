"""Sealed round trips through a real MQTT broker on loopback (run by hand, not by pytest).

Two carriers (:class:`popout_desktop.net.mqtt_carrier.MqttCarrier`), a "guest" and a "host", on
a room's topics. The guest seals a move-sized protocol line (``{"type":"move","ply":12,
"move":"d4"}``) for the host's inbox and publishes it (QoS 1); the host opens it, seals it again
for the guest and publishes it back; the round trip ends when the guest has opened the answer.
One round trip at a time, N of them (default 1,000), after 20 not counted (warm-up).

In the same run, for comparison: the same round trips with paho's own network thread
(``loop_start``) handing each message to Qt's event loop by a queued signal, instead of the
carrier's notifiers on the event loop; a burst (the guest publishes 10,000 sealed lines at once,
the host opens them: messages a second, flat out, and the broker's processor time per message,
in and out); what the broker's memory grows by per idle session (2,000 of them by default,
each as a waiting player holds it: a persistent session and one subscription); the cost of
sealing and opening one message; and, beside these, the LAN game's own figure from
``bench_net.py`` (1,000 move round trips between a real host and guest over TCP, run as a child
process), unless ``--no-lan``. The LAN figure is a whole game's round trip (the host checks and
applies each move); ours is the carrier's and the sealing's, the transport the game is to run on.

It starts its own ``mosquitto`` on 127.0.0.1 (a free port, a config of its own in a temporary
folder, stopped at the end) unless ``--broker HOST:PORT`` names one, which must be on loopback.
Run it in a loopback-only network namespace, e.g.::

    unshare -n -- bash -c "ip link set lo up && .venv/bin/python tests/benchmarks/bench_internet.py"

Prints one JSON line: ``{"round_trips": N, "p50_ms": ..., "p99_ms": ..., "max_ms": ...,
"thread_p50_ms": ..., "thread_p99_ms": ..., "thread_max_ms": ..., "burst_messages": ...,
"burst_per_s": ..., "broker_cpu_us_per_message": ..., "sessions": ...,
"broker_bytes_per_session": ..., "seal_us": ..., "open_us":
..., "sealed_bytes": ..., "target_p99_ms": 20, "lan_game_p50_ms": ..., "lan_game_p99_ms": ...,
"lan_raw_echo_p50_ms": ..., "lan_raw_echo_p99_ms": ..., "broker": ...}``.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QObject, Signal

LINE = b'{"type":"move","ply":12,"move":"d4"}'
WARM_UP = 20
TIMEOUT_MS = 120_000


def p99_of(samples: list[float]) -> float:
    """The 99th percentile (the nearest rank) of non-empty samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def loopback_broker(text: str) -> tuple[str, int]:
    """``HOST:PORT`` of a broker on loopback, else exit with a message."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]")
    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
        number = int(port)
    except ValueError:
        raise SystemExit(f"--broker wants HOST:PORT on loopback, not {text!r}") from None
    if not loopback or not 1 <= number <= 65535:
        raise SystemExit(f"--broker must be on loopback (127.0.0.1, ::1): {text!r}")
    return host, number


def sealing_cost(count: int = 20_000) -> tuple[float, float, int]:
    """Microseconds to seal, and to open, one move-sized line; and the sealed size."""
    from popout_desktop.net.internet_link import new_client_id, new_link
    from popout_desktop.net.room_crypto import Opener, Sealer, room_key

    link = new_link("127.0.0.1")
    key = room_key(link.secret_bytes, link.room)
    topic = link.topics.to_host(new_client_id())
    sealer, opener = Sealer(key), Opener(key)
    start = time.perf_counter()
    sealed = [sealer.seal(topic, LINE) for _ in range(count)]
    seal_us = (time.perf_counter() - start) / count * 1e6
    start = time.perf_counter()
    for data in sealed:
        opener.open(topic, data)
    open_us = (time.perf_counter() - start) / count * 1e6
    return seal_us, open_us, len(sealed[0])


class ThreadCarrier(QObject):
    """The alternative measured: paho's network thread (``loop_start``), each message handed
    to the Qt thread by a queued signal. Only what the benchmark needs."""

    connected = Signal()
    message_received = Signal(str, bytes)

    def __init__(self, host: str, port: int, subscriptions: list[str]) -> None:
        super().__init__()
        import paho.mqtt.client as mqtt
        from paho.mqtt.enums import CallbackAPIVersion, MQTTProtocolVersion

        from popout_desktop.net.internet_link import new_mqtt_client_id

        self._client = mqtt.Client(
            CallbackAPIVersion.VERSION2,
            client_id=new_mqtt_client_id(),
            protocol=MQTTProtocolVersion.MQTTv5,
        )
        self._host, self._port = host, port

        def on_connect(client: Any, _u: Any, _f: Any, _r: Any, _p: Any) -> None:
            client.subscribe([(topic, 1) for topic in subscriptions])

        def on_subscribe(_c: Any, _u: Any, _m: Any, _r: Any, _p: Any) -> None:
            self.connected.emit()  # from paho's thread: queued to the Qt thread

        def on_message(_c: Any, _u: Any, message: Any) -> None:
            self.message_received.emit(message.topic, bytes(message.payload))

        def on_socket_open(_c: Any, _u: Any, sock: Any) -> None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # as the carrier does

        self._client.on_socket_open = on_socket_open
        self._client.on_connect = on_connect
        self._client.on_subscribe = on_subscribe
        self._client.on_message = on_message

    def start(self) -> None:
        self._client.connect_async(self._host, self._port, keepalive=15, clean_start=True)
        self._client.loop_start()

    def publish(self, topic: str, payload: bytes) -> bool:
        return bool(self._client.publish(topic, payload, qos=1).rc == 0)

    def stop(self) -> None:
        self._client.disconnect()
        self._client.loop_stop()


def round_trips(make: Callable[[list[str]], Any], count: int) -> list[float]:
    """Milliseconds of ``count`` sealed round trips between two carriers that ``make`` makes
    (after WARM_UP more, not counted)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from popout_desktop.net.internet_link import new_client_id, new_link
    from popout_desktop.net.room_crypto import Opened, Opener, Sealer, room_key

    link = new_link("127.0.0.1")
    key = room_key(link.secret_bytes, link.room)
    topics = link.topics
    guest_id = new_client_id()
    to_host, to_guest = topics.to_host(guest_id), topics.to_guest(guest_id)
    host = make([topics.host_inbox])
    guest = make([to_guest])
    host_sealer, guest_sealer = Sealer(key), Sealer(key)
    host_opener, guest_opener = Opener(key), Opener(key)
    loop = QEventLoop()
    state: dict[str, Any] = {"up": 0, "sent_at": 0.0, "failed": ""}
    samples: list[float] = []

    def on_up() -> None:
        state["up"] += 1
        if state["up"] == 2:
            loop.quit()

    def at_host(topic: str, payload: bytes) -> None:
        result = host_opener.open(topic, payload)
        if isinstance(result, Opened):
            host.publish(to_guest, host_sealer.seal(to_guest, result.payload))

    def at_guest(topic: str, payload: bytes) -> None:
        result = guest_opener.open(topic, payload)
        if not isinstance(result, Opened):
            return
        samples.append((time.perf_counter() - state["sent_at"]) * 1000)
        if len(samples) >= count + WARM_UP:
            loop.quit()
        else:
            send()

    def send() -> None:
        state["sent_at"] = time.perf_counter()
        guest.publish(to_host, guest_sealer.seal(to_host, LINE))

    def on_failed(text: str) -> None:
        state["failed"] = text
        loop.quit()

    host.connected.connect(on_up)
    guest.connected.connect(on_up)
    host.message_received.connect(at_host)
    guest.message_received.connect(at_guest)
    for carrier in (host, guest):
        if hasattr(carrier, "failed"):
            carrier.failed.connect(on_failed)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: on_failed("timed out"))
    watchdog.start(TIMEOUT_MS)
    host.start()
    guest.start()
    loop.exec()
    if state["up"] == 2 and not state["failed"]:
        send()
        loop.exec()
    watchdog.stop()
    host.stop()
    guest.stop()
    if state["failed"] or len(samples) < count + WARM_UP:
        raise SystemExit(f"the round trips did not finish: {state['failed'] or 'no answer'}")
    return samples[WARM_UP:]


def burst(make: Callable[[list[str]], Any], count: int) -> float:
    """Messages a second when the guest seals and publishes ``count`` move lines at once and
    the host opens them all: what one process and the broker carry flat out (the Python
    client is the bottleneck here, not Mosquitto)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from popout_desktop.net.internet_link import new_client_id, new_link
    from popout_desktop.net.room_crypto import Opened, Opener, Sealer, room_key

    link = new_link("127.0.0.1")
    key = room_key(link.secret_bytes, link.room)
    guest_id = new_client_id()
    to_host = link.topics.to_host(guest_id)
    host, guest = make([link.topics.host_inbox]), make([])
    sealer, opener = Sealer(key), Opener(key)
    loop = QEventLoop()
    state: dict[str, Any] = {"up": 0, "opened": 0, "start": 0.0, "end": 0.0, "failed": ""}

    def on_up() -> None:
        state["up"] += 1
        if state["up"] == 2:
            loop.quit()

    def at_host(topic: str, payload: bytes) -> None:
        if isinstance(opener.open(topic, payload), Opened):
            state["opened"] += 1
            if state["opened"] == count:
                state["end"] = time.perf_counter()
                loop.quit()

    host.connected.connect(on_up)
    guest.connected.connect(on_up)
    host.message_received.connect(at_host)
    watchdog = QTimer()
    watchdog.setSingleShot(True)

    def timed_out() -> None:
        state.update(failed="timed out")
        loop.quit()

    watchdog.timeout.connect(timed_out)
    watchdog.start(TIMEOUT_MS)
    host.start()
    guest.start()
    loop.exec()
    state["start"] = time.perf_counter()
    for _ in range(count):
        guest.publish(to_host, sealer.seal(to_host, LINE))
    loop.exec()
    watchdog.stop()
    host.stop()
    guest.stop()
    if state["failed"] or state["opened"] < count:
        raise SystemExit(f"the burst did not finish: {state['failed'] or 'no answer'}")
    return float(count / (state["end"] - state["start"]))


def _remaining_length(size: int) -> bytes:
    out = bytearray()
    while True:
        byte, size = size % 128, size // 128
        out.append(byte | (0x80 if size else 0))
        if not size:
            return bytes(out)


def _mqtt_string(text: str) -> bytes:
    data = text.encode()
    return len(data).to_bytes(2, "big") + data


def idle_sessions(host: str, port: int, count: int) -> list[socket.socket]:
    """``count`` MQTT 5 connections as a game's peers hold them (a persistent session of 600
    s, one QoS 1 subscription to a room topic), made with bare sockets: what a broker keeps per
    waiting player. The caller closes them."""
    from popout_desktop.net.internet_link import (
        RoomTopics,
        new_client_id,
        new_link,
        new_mqtt_client_id,
    )

    topics = RoomTopics(new_link("127.0.0.1").room)
    sockets: list[socket.socket] = []
    for _ in range(count):
        sock = socket.create_connection((host, port), timeout=30)
        properties = b"\x11" + (600).to_bytes(4, "big")  # session expiry interval
        variable = _mqtt_string("MQTT") + bytes([5, 0x00]) + (60).to_bytes(2, "big")
        variable += bytes([len(properties)]) + properties
        body = variable + _mqtt_string(new_mqtt_client_id())
        sock.sendall(b"\x10" + _remaining_length(len(body)) + body)
        if sock.recv(64)[:1] != b"\x20":
            raise SystemExit("the broker did not accept a session")
        topic = _mqtt_string(topics.to_guest(new_client_id())) + b"\x01"
        body = (1).to_bytes(2, "big") + b"\x00" + topic
        sock.sendall(b"\x82" + _remaining_length(len(body)) + body)
        if sock.recv(64)[:1] != b"\x90":
            raise SystemExit("the broker did not accept a subscription")
        sockets.append(sock)
    return sockets


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--round-trips", type=int, default=1000)
    parser.add_argument("--broker", help="HOST:PORT of a broker on loopback (default: our own)")
    parser.add_argument("--burst", type=int, default=10_000, help="messages of the burst")
    parser.add_argument(
        "--no-lan", action="store_true", help="without bench_net.py's LAN figure beside ours"
    )
    parser.add_argument(
        "--sessions", type=int, default=2_000, help="idle sessions to weigh (0: none)"
    )
    parser.add_argument(
        "--broker-nagle",
        action="store_true",
        help="our own broker without set_tcp_nodelay (to see what the option is worth)",
    )
    options = parser.parse_args()
    from PySide6.QtCore import QCoreApplication

    from popout_desktop.net.internet_link import new_mqtt_client_id
    from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    broker_process = None
    if options.broker:
        host, port = loopback_broker(options.broker)
        where = f"{host}:{port}"
    else:
        from tests.net.mqtt_broker import MqttBroker, mosquitto_available

        if not mosquitto_available():
            raise SystemExit("no /usr/sbin/mosquitto: install Debian's mosquitto or use --broker")
        folder = Path(tempfile.mkdtemp(prefix="popout-bench-mqtt-"))
        broker_process = MqttBroker(folder, persistence=False, nodelay=not options.broker_nagle)
        broker_process.start()
        host, port = broker_process.host, broker_process.port
        nagle = "off" if not options.broker_nagle else "on"
        where = f"own mosquitto on {host}:{port}, Nagle {nagle} (set_tcp_nodelay)"
    try:

        def qt_carrier(subscriptions: list[str]) -> MqttCarrier:
            return MqttCarrier(Broker(host, port, tls=False), new_mqtt_client_id(), subscriptions)

        def thread_carrier(subscriptions: list[str]) -> ThreadCarrier:
            return ThreadCarrier(host, port, subscriptions)

        per_session = None
        if broker_process is not None and options.sessions:  # first: a broker fresh from start
            before = broker_process.resident_bytes()
            held = idle_sessions(host, port, options.sessions)
            per_session = (broker_process.resident_bytes() - before) / options.sessions
            for sock in held:
                sock.close()
        samples = round_trips(qt_carrier, options.round_trips)
        thread_samples = round_trips(thread_carrier, options.round_trips)
        cpu_before = broker_process.cpu_seconds() if broker_process else 0.0
        burst_per_s = burst(qt_carrier, options.burst)
        broker_cpu_us = (
            (broker_process.cpu_seconds() - cpu_before) / options.burst * 1e6
            if broker_process
            else None
        )

    finally:
        if broker_process is not None:
            broker_process.stop()
            shutil.rmtree(broker_process.folder, ignore_errors=True)
    seal_us, open_us, sealed_bytes = sealing_cost()
    lan: dict[str, Any] = {}
    if not options.no_lan:  # the LAN game's figure, in the same run (tests/benchmarks/bench_net.py)
        done = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("bench_net.py")), "--moves", "1000"],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if done.returncode or not lines:
            raise SystemExit("bench_net.py failed:\n" + done.stdout + done.stderr)
        figures = json.loads(lines[-1])
        lan = {
            "lan_game_p50_ms": figures["p50_ms"],
            "lan_game_p99_ms": figures["p99_ms"],
            "lan_raw_echo_p50_ms": figures["raw_echo_p50_ms"],
            "lan_raw_echo_p99_ms": figures["raw_echo_p99_ms"],
        }
    del app
    print(
        json.dumps(
            {
                "round_trips": len(samples),
                "p50_ms": round(statistics.median(samples), 3),
                "p99_ms": round(p99_of(samples), 3),
                "max_ms": round(max(samples), 3),
                "thread_p50_ms": round(statistics.median(thread_samples), 3),
                "thread_p99_ms": round(p99_of(thread_samples), 3),
                "thread_max_ms": round(max(thread_samples), 3),
                "burst_messages": options.burst,
                "burst_per_s": round(burst_per_s),
                "broker_cpu_us_per_message": None
                if broker_cpu_us is None
                else round(broker_cpu_us, 1),
                "sessions": options.sessions if per_session is not None else 0,
                "broker_bytes_per_session": None if per_session is None else round(per_session),
                "seal_us": round(seal_us, 2),
                "open_us": round(open_us, 2),
                "plain_bytes": len(LINE),
                "sealed_bytes": sealed_bytes,
                "target_p99_ms": 20,
                **lan,
                "threads": threading.active_count(),
                "broker": where,
            }
        )
    )


if __name__ == "__main__":
    main()
