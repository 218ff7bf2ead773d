"""Network tests stay on the loopback network.

Every test here runs with discovery pointed at the loopback broadcast address and a free UDP
port, set before any announcer can exist, so nothing is ever broadcast on a real interface.
"""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket

LOOPBACK_BROADCAST = "127.255.255.255"


def free_udp_port() -> int:
    """A UDP port nobody uses now (the kernel's choice)."""
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.localPort()
    probe.close()
    return port


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch: pytest.MonkeyPatch) -> int:
    """Discovery on the loopback broadcast address and a free port; returns the port."""
    port = free_udp_port()
    monkeypatch.setenv("POPOUT_DISCOVERY_ADDRESS", LOOPBACK_BROADCAST)
    monkeypatch.setenv("POPOUT_DISCOVERY_PORT", str(port))
    return port
