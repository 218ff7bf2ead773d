"""The MQTT carrier (issue 16) against a real Mosquitto on 127.0.0.1 (tests/net/mqtt_broker.py):
messages both ways, sealed messages that the broker and a spy on it cannot read, a broker
restarted mid-exchange with nothing lost, a last will, and plain words when there is no broker or
it lets nobody in. Every wait is on a signal or a condition, with generous timeouts.
"""

from __future__ import annotations

import os
import socket
import ssl
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from popout_desktop.net.internet_link import new_client_id, new_link, new_mqtt_client_id
from popout_desktop.net.mqtt_carrier import (
    MAX_CA_FILE_BYTES,
    MAX_PACKET_BYTES,
    MAX_PENDING_BYTES,
    Broker,
    CaFileError,
    MqttCarrier,
    Will,
    tls_context,
)
from popout_desktop.net.room_crypto import Opened, Opener, Refused, Sealer, room_key
from tests.net.mqtt_broker import MqttBroker, free_tcp_port, make_certificates, running_broker

CONNECT_MS = 30_000
ARRIVE_MS = 30_000
RESTART_MS = 90_000

MakeCarrier = Callable[..., MqttCarrier]


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


@pytest.fixture
def make_carrier(qtbot: QtBot) -> Iterator[MakeCarrier]:
    """Makes carriers (plain TCP, quick retries); stops them all at the end."""
    made: list[MqttCarrier] = []

    def make(
        target: MqttBroker | Broker, subscriptions: list[str], **options: object
    ) -> MqttCarrier:
        where = (
            target if isinstance(target, Broker) else Broker(target.host, target.port, tls=False)
        )
        options.setdefault("retry_ms", 100)
        options.setdefault("max_retry_ms", 1_000)
        carrier = MqttCarrier(where, new_mqtt_client_id(), subscriptions, **options)  # type: ignore[arg-type]
        made.append(carrier)
        return carrier

    yield make
    for carrier in made:
        carrier.stop()
        carrier.deleteLater()


class Inbox:
    """Everything a carrier received, in order."""

    def __init__(self, carrier: MqttCarrier) -> None:
        self.messages: list[tuple[str, bytes]] = []
        carrier.message_received.connect(
            lambda topic, payload: self.messages.append((topic, payload))
        )

    @property
    def payloads(self) -> list[bytes]:
        return [payload for _topic, payload in self.messages]


def start_all(qtbot: QtBot, *carriers: MqttCarrier) -> None:
    with qtbot.waitSignals([carrier.connected for carrier in carriers], timeout=CONNECT_MS):
        for carrier in carriers:
            carrier.start()
    assert all(carrier.is_connected for carrier in carriers)


def test_two_carriers_exchange_messages_both_ways(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    a = make_carrier(broker, ["test/to-a"])
    b = make_carrier(broker, ["test/to-b"])
    inbox_a, inbox_b = Inbox(a), Inbox(b)
    start_all(qtbot, a, b)
    for i in range(20):
        assert a.publish("test/to-b", f"a{i}".encode())
        assert b.publish("test/to-a", f"b{i}".encode())
    qtbot.waitUntil(
        lambda: len(inbox_a.messages) == 20 and len(inbox_b.messages) == 20, timeout=ARRIVE_MS
    )
    assert inbox_b.payloads == [f"a{i}".encode() for i in range(20)]
    assert inbox_a.payloads == [f"b{i}".encode() for i in range(20)]
    assert {topic for topic, _ in inbox_b.messages} == {"test/to-b"}
    # Any bytes, up to a protocol line sealed.
    large = bytes(range(256)) * 257
    with qtbot.waitSignal(b.message_received, timeout=ARRIVE_MS) as arrived:
        a.publish("test/to-b", large)
    assert arrived.args == ["test/to-b", large]


def test_messages_published_before_the_connection_go_out_after_it(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    b = make_carrier(broker, ["test/to-b"])
    start_all(qtbot, b)
    a = make_carrier(broker, [])
    inbox = Inbox(b)
    assert a.publish("test/to-b", b"early")
    start_all(qtbot, a)
    qtbot.waitUntil(lambda: inbox.payloads == [b"early"], timeout=ARRIVE_MS)


def test_sealed_messages_are_nothing_to_the_broker_and_a_spy(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """A host and a guest exchange sealed protocol lines on the room's topics; a spy on the same
    broker subscribed to everything (``#``) gets every byte and reads nothing: no plaintext, no
    secret, no key; what it publishes into the room (garbage, a replay) is refused."""
    link = new_link("127.0.0.1", broker.port, tls=False)
    key = room_key(link.secret_bytes, link.room)
    topics = link.topics
    guest_id = new_client_id()
    host = make_carrier(broker, [topics.host_inbox])
    guest = make_carrier(broker, [topics.to_guest(guest_id)])
    spy = make_carrier(broker, ["#"])
    host_inbox, guest_inbox, spied = Inbox(host), Inbox(guest), Inbox(spy)
    start_all(qtbot, host, guest, spy)
    host_sealer, guest_sealer = Sealer(key), Sealer(key)
    host_opener, guest_opener = Opener(key), Opener(key)
    lines = [b'{"type":"move","ply":%d,"move":"d4"}' % ply for ply in range(10)]
    for line in lines:
        guest.publish(topics.to_host(guest_id), guest_sealer.seal(topics.to_host(guest_id), line))
        host.publish(topics.to_guest(guest_id), host_sealer.seal(topics.to_guest(guest_id), line))
    qtbot.waitUntil(
        lambda: (
            len(host_inbox.messages) == 10
            and len(guest_inbox.messages) == 10
            and len(spied.messages) == 20
        ),
        timeout=ARRIVE_MS,
    )
    assert [opened_payload(host_opener, *m) for m in host_inbox.messages] == lines
    assert [opened_payload(guest_opener, *m) for m in guest_inbox.messages] == lines
    for topic, payload in spied.messages:
        for secret_thing in (link.secret.encode(), link.secret_bytes, key, b'"move"', b'"ply"'):
            assert secret_thing not in payload
        assert link.secret not in topic
    # The spy publishes into the room: garbage, and a replay of what it captured.
    captured_topic, captured = next(m for m in spied.messages if "/to-host/" in m[0])
    before = len(host_inbox.messages)
    spy.publish(topics.to_host(guest_id), b"garbage" * 10)
    spy.publish(captured_topic, captured)
    spy.publish(topics.to_host(new_client_id()), captured)  # moved to another peer's topic
    qtbot.waitUntil(lambda: len(host_inbox.messages) == before + 3, timeout=ARRIVE_MS)
    results = [host_opener.open(topic, payload) for topic, payload in host_inbox.messages[before:]]
    assert all(isinstance(result, Refused) for result in results)


def opened_payload(opener: Opener, topic: str, payload: bytes) -> bytes:
    result = opener.open(topic, payload)
    assert isinstance(result, Opened), result
    return result.payload


@pytest.mark.slow
def test_a_broker_restart_loses_nothing(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """Mid-exchange, the broker stops (and saves its sessions) and starts again on the same
    port. Both carriers say they lost it, reconnect by themselves, and everything published
    meanwhile, by either side, arrives once, in order, after it is back."""
    a = make_carrier(broker, ["test/to-a"])
    b = make_carrier(broker, ["test/to-b"])
    inbox_a, inbox_b = Inbox(a), Inbox(b)
    start_all(qtbot, a, b)
    for i in range(5):
        a.publish("test/to-b", f"before {i}".encode())
        b.publish("test/to-a", f"before {i}".encode())
    qtbot.waitUntil(
        lambda: len(inbox_a.messages) == 5 and len(inbox_b.messages) == 5, timeout=ARRIVE_MS
    )
    with qtbot.waitSignals([a.disconnected, b.disconnected], timeout=RESTART_MS):
        for i in range(5):  # still on their way when the broker stops
            a.publish("test/to-b", f"in flight {i}".encode())
            b.publish("test/to-a", f"in flight {i}".encode())
        broker.stop()
    assert not a.is_connected
    assert not b.is_connected
    for i in range(5):
        assert a.publish("test/to-b", f"while down {i}".encode())
        assert b.publish("test/to-a", f"while down {i}".encode())
    with qtbot.waitSignals([a.connected, b.connected], timeout=RESTART_MS):
        broker.start()
    for i in range(5):
        a.publish("test/to-b", f"after {i}".encode())
        b.publish("test/to-a", f"after {i}".encode())
    phases = ("before", "in flight", "while down", "after")
    expected = [f"{when} {i}".encode() for when in phases for i in range(5)]
    qtbot.waitUntil(
        lambda: len(set(inbox_a.payloads)) >= 20 and len(set(inbox_b.payloads)) >= 20,
        timeout=RESTART_MS,
    )
    assert dict.fromkeys(inbox_a.payloads) == dict.fromkeys(expected)  # QoS 1 may repeat
    assert dict.fromkeys(inbox_b.payloads) == dict.fromkeys(expected)
    assert list(dict.fromkeys(inbox_b.payloads)) == expected  # and in order
    assert list(dict.fromkeys(inbox_a.payloads)) == expected


def test_a_publish_that_finds_the_broker_gone_closes_nothing_under_the_event_loop(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """The broker goes while no event is handled; publishing then fails to write and paho
    closes its socket inside ``publish``. The carrier's socket notifiers must go with it,
    before the event loop polls the closed descriptor (Qt warned "QSocketNotifier: Invalid
    socket", which fails a test here, and a new socket could get the same number): the loss
    is reported, and the carrier is back, with the messages, once the broker is."""
    a = make_carrier(broker, [])
    b = make_carrier(broker, ["test/to-b"])
    inbox = Inbox(b)
    start_all(qtbot, a, b)
    broker.stop()  # no Qt event is handled meanwhile: the carriers have not noticed yet
    with qtbot.waitSignal(a.disconnected, timeout=RESTART_MS):
        sent = [a.publish("test/to-b", f"while going {i}".encode()) for i in range(50)]
        assert all(sent)
        assert a._client.socket() is None  # a write failed: paho closed the socket
    assert not a.is_connected
    with qtbot.waitSignals([a.connected, b.connected], timeout=RESTART_MS):
        broker.start()
    expected = [f"while going {i}".encode() for i in range(50)]
    qtbot.waitUntil(lambda: set(expected) <= set(inbox.payloads), timeout=RESTART_MS)


@pytest.mark.slow
def test_messages_for_a_carrier_that_is_away_wait_in_its_session(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """The broker restarts; one side comes back and publishes while the other is still away
    (its back-off is long): the broker keeps the messages in the absent side's saved session
    and hands them over when it comes back (here: when asked to, reconnect_now)."""
    a = make_carrier(broker, ["test/to-b"])  # a hears them too: then the broker has them
    b = make_carrier(broker, ["test/to-b"], retry_ms=600_000, max_retry_ms=600_000)
    inbox_a, inbox_b = Inbox(a), Inbox(b)
    start_all(qtbot, a, b)
    with qtbot.waitSignals([a.disconnected, b.disconnected], timeout=RESTART_MS):
        broker.stop()
    with qtbot.waitSignal(a.connected, timeout=RESTART_MS):
        broker.start()
    assert not b.is_connected  # it waits ten minutes before trying again
    for i in range(3):
        a.publish("test/to-b", f"queued {i}".encode())
    qtbot.waitUntil(lambda: len(inbox_a.messages) >= 3, timeout=ARRIVE_MS)
    assert not inbox_b.messages
    with qtbot.waitSignal(b.connected, timeout=RESTART_MS):
        b.reconnect_now()
    qtbot.waitUntil(lambda: len(inbox_b.messages) >= 3, timeout=RESTART_MS)
    assert list(dict.fromkeys(inbox_b.payloads)) == [f"queued {i}".encode() for i in range(3)]


def test_what_no_broker_takes_is_refused_without_an_exception(
    make_carrier: MakeCarrier,
) -> None:
    carrier = make_carrier(Broker("127.0.0.1", free_tcp_port(), tls=False), [])
    for topic in ("", "a/+", "a/#", "a\0b", "\ud800"):
        assert not carrier.publish(topic, b"x")
    assert not carrier.publish("a", bytes(MAX_PACKET_BYTES + 1))
    assert carrier.publish("a", b"waits for the connection")
    # While disconnected at most MAX_PENDING_BYTES wait.
    chunk = bytes(64 * 1024)
    accepted = 0
    while carrier.publish("a", chunk):
        accepted += 1
        assert accepted <= MAX_PENDING_BYTES // len(chunk)
    small = len(b"waits for the connection")
    assert accepted * len(chunk) + small <= MAX_PENDING_BYTES
    assert (accepted + 1) * len(chunk) + small > MAX_PENDING_BYTES
    assert carrier.publish("a", b"small enough still")
    carrier.reconnect_now()  # never connected: start() makes the first connection
    assert not carrier.is_connected


def test_a_lost_connection_publishes_the_last_will(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    watcher = make_carrier(broker, ["test/presence/+"])
    inbox = Inbox(watcher)
    leaver = make_carrier(broker, [], will=Will("test/presence/leaver", b"gone", delay_s=0))
    start_all(qtbot, watcher, leaver)
    sock = leaver._client.socket()
    assert isinstance(sock, socket.socket)  # an ssl.SSLSocket is one too
    with (
        qtbot.waitSignal(watcher.message_received, timeout=ARRIVE_MS) as will,
        qtbot.waitSignal(leaver.disconnected, timeout=ARRIVE_MS),
    ):
        sock.shutdown(socket.SHUT_RDWR)  # the network goes away: no goodbye
    assert will.args == ["test/presence/leaver", b"gone"]
    with qtbot.waitSignal(leaver.connected, timeout=CONNECT_MS):
        pass  # it comes back by itself
    assert inbox.payloads == [b"gone"]


def test_a_silent_broker_is_noticed_and_found_again(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """The broker stops answering (frozen: the connection stays open, as when a laptop sleeps
    or a network dies without a word): the keepalive notices, and once it answers again the
    carrier is back with its session."""
    a = make_carrier(broker, ["test/to-a"], keepalive_s=1)
    b = make_carrier(broker, [])
    inbox = Inbox(a)
    start_all(qtbot, a, b)
    with qtbot.waitSignal(a.disconnected, timeout=RESTART_MS):
        broker.pause()
    with qtbot.waitSignal(a.connected, timeout=RESTART_MS):
        broker.resume()
    b.publish("test/to-a", b"still there")
    qtbot.waitUntil(lambda: b"still there" in inbox.payloads, timeout=ARRIVE_MS)


def test_the_socket_does_not_wait_for_acknowledgements(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    """Nagle's algorithm is off on the carrier's socket (see bench_internet.py: 44 ms a round
    trip with it)."""
    carrier = make_carrier(broker, [])
    start_all(qtbot, carrier)
    sock = carrier._client.socket()
    assert isinstance(sock, socket.socket)
    assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)


def test_no_broker_is_a_clear_failure(qtbot: QtBot, make_carrier: MakeCarrier) -> None:
    port = free_tcp_port()  # nothing listens there
    carrier = make_carrier(Broker("127.0.0.1", port, tls=False), ["test/x"])
    with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
        carrier.start()
    text = failed.args[0]
    assert f"127.0.0.1:{port}" in text
    assert "refused the connection" in text
    assert not carrier.is_connected
    assert not carrier.publish("test/x", b"after the failure")


@pytest.mark.parametrize(("connack_timeout_s", "keepalive_s"), [(0.5, 60), (60, 1)])
def test_an_address_that_is_no_mqtt_broker_says_so(
    qtbot: QtBot, make_carrier: MakeCarrier, connack_timeout_s: float, keepalive_s: int
) -> None:
    """A listener on 127.0.0.1 that accepts the connection and never says a word: not "closed
    the connection" (we closed it) but that it is no MQTT broker (issue 32 point 2); whether the
    carrier's time for a CONNACK ends first or paho's keepalive check."""
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        carrier = make_carrier(
            Broker("127.0.0.1", port, tls=False),
            ["test/x"],
            connack_timeout_s=connack_timeout_s,
            keepalive_s=keepalive_s,
        )
        with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
            carrier.start()
    assert failed.args == [
        f"127.0.0.1:{port} accepted the connection but did not answer as an MQTT broker. "
        "Check that this is the broker's address and port."
    ]
    assert not carrier.is_connected


def test_a_broker_that_lets_nobody_in_is_a_clear_failure(
    qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier
) -> None:
    with running_broker(tmp_path / "closed", anonymous=False) as closed:
        carrier = make_carrier(closed, ["test/x"])
        with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
            carrier.start()
    assert "refused the login" in failed.args[0]


def test_user_and_password(qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier) -> None:
    """A broker for friends only: the right user name and password come in, a wrong password
    is told plainly, and the password is not in the carrier's description."""
    users = {"ann": "s3cret pass"}
    with running_broker(tmp_path / "friends", anonymous=False, users=users) as friends:
        right = Broker(
            friends.host, friends.port, tls=False, username="ann", password="s3cret pass"
        )
        assert "s3cret" not in repr(right)
        member = make_carrier(right, ["test/x"])
        start_all(qtbot, member)
        wrong = Broker(friends.host, friends.port, tls=False, username="ann", password="guess")
        intruder = make_carrier(wrong, ["test/x"])
        with qtbot.waitSignal(intruder.failed, timeout=CONNECT_MS) as failed:
            intruder.start()
        assert "refused the login" in failed.args[0]
        assert member.is_connected


def test_messages_over_tls(qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier) -> None:
    """A broker with TLS and a certificate authority of its own: carriers that trust it talk
    over TLS; a carrier with only the system's authorities is told the certificate is not
    trusted, and one that asks no TLS of a TLS port fails plainly too."""
    with running_broker(tmp_path / "tls", tls=True) as secure:
        trusted = Broker(secure.host, secure.port, tls=True, ca_file=secure.ca_file)
        a = make_carrier(trusted, ["test/to-a"])
        b = make_carrier(trusted, [])
        start_all(qtbot, a, b)
        sock = a._client.socket()
        assert isinstance(sock, ssl.SSLSocket)
        assert sock.version() in ("TLSv1.2", "TLSv1.3")
        with qtbot.waitSignal(a.message_received, timeout=ARRIVE_MS) as arrived:
            b.publish("test/to-a", b"over TLS")
        assert arrived.args == ["test/to-a", b"over TLS"]
        stranger = make_carrier(Broker(secure.host, secure.port, tls=True), [])
        with qtbot.waitSignal(stranger.failed, timeout=CONNECT_MS) as failed:
            stranger.start()
        assert "certificate this computer does not trust" in failed.args[0]
        plain = make_carrier(Broker(secure.host, secure.port, tls=False), [])
        with qtbot.waitSignal(plain.failed, timeout=CONNECT_MS) as failed:
            plain.start()
        assert f"{secure.host}:{secure.port}" in failed.args[0]


def test_an_unreadable_certificate_authority_file_is_a_clear_failure(
    qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier
) -> None:
    (tmp_path / "not-a-ca.pem").write_text("not a certificate", encoding="utf-8")
    for name in ("missing.pem", "not-a-ca.pem"):
        ca_file = str(tmp_path / name)
        carrier = make_carrier(Broker("127.0.0.1", free_tcp_port(), ca_file=ca_file), [])
        with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
            carrier.start()
        assert ca_file in failed.args[0]
        assert "cannot be used" in failed.args[0]


def test_a_certificate_authority_file_in_der_form_is_trusted_too(
    qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier
) -> None:
    """Issue 32 point 8: the authority's file as some tools export it (one DER certificate)."""
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    with running_broker(tmp_path / "tls", tls=True) as secure:
        pem = Path(secure.ca_file).read_bytes()
        der = tmp_path / "ca.der"
        der.write_bytes(x509.load_pem_x509_certificate(pem).public_bytes(Encoding.DER))
        carrier = make_carrier(Broker(secure.host, secure.port, ca_file=str(der)), [])
        start_all(qtbot, carrier)
        assert isinstance(carrier._client.socket(), ssl.SSLSocket)


#: Why a certificate authority file cannot be used, as :func:`tls_context` says it.
NO_CERTIFICATE = "it holds no certificate (PEM or DER)"


def ca_reason(path: Path | str) -> str:
    with pytest.raises(CaFileError) as raised:
        tls_context(str(path))
    return raised.value.reason


def test_certificate_authority_files_that_cannot_be_used_are_said_in_words(
    tmp_path: Path,
) -> None:
    """Issue 32 point 8: each file a player may choose by mistake is named for what it is,
    at once (a pipe or a device is never waited on, nor read whole)."""
    ca, certificate, key = make_certificates(tmp_path)
    assert ca_reason(tmp_path / "missing.pem") == "there is no such file"
    assert ca_reason(tmp_path) == "it is a folder, not a file"
    empty = tmp_path / "empty.pem"
    empty.write_bytes(b"\n  \n")
    assert ca_reason(empty) == "it is empty"
    assert ca_reason(key) == NO_CERTIFICATE  # the server's key, not a certificate
    broken = tmp_path / "broken.pem"
    broken.write_bytes(b"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n")
    assert ca_reason(broken) == NO_CERTIFICATE
    huge = tmp_path / "huge.pem"
    huge.write_bytes(Path(ca).read_bytes() + b"#" * MAX_CA_FILE_BYTES)
    assert ca_reason(huge) == "it is too large to be a certificate authority's file"
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # nobody ever writes: opening or reading it would wait for ever
    assert ca_reason(fifo) == "it is not an ordinary file"
    assert ca_reason("/dev/zero") == "it is not an ordinary file"  # endless: never read
    if os.geteuid() != 0:  # root reads any file
        locked = tmp_path / "locked.pem"
        locked.write_bytes(Path(ca).read_bytes())
        locked.chmod(0)
        assert ca_reason(locked) == "Permission denied"
    # What can be used: the authority's PEM file, with a key or words around its certificate.
    assert tls_context(ca).cert_store_stats()["x509_ca"] == 1
    mixed = tmp_path / "mixed.pem"
    mixed.write_bytes(b"my broker\n" + Path(key).read_bytes() + Path(ca).read_bytes())
    assert tls_context(str(mixed)).cert_store_stats()["x509_ca"] == 1
    assert tls_context("").cert_store_stats() == ssl.create_default_context().cert_store_stats()
    assert tls_context(certificate).verify_mode == ssl.CERT_REQUIRED


@hypothesis_settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    content=st.one_of(
        st.binary(max_size=4_000),
        st.builds(
            lambda head, body, tail: head + b"-----BEGIN CERTIFICATE-----\n" + body + tail,
            st.binary(max_size=40),
            st.binary(max_size=2_000),
            st.sampled_from([b"", b"\n-----END CERTIFICATE-----\n", b"-----END X509 CRL-----"]),
        ),
        st.text(max_size=2_000).map(lambda text: text.encode("utf-8", "surrogatepass")),
    )
)
def test_any_garbage_as_the_certificate_authority_file_is_told_never_raised(
    tmp_path_factory: pytest.TempPathFactory, content: bytes
) -> None:
    """Whatever the chosen file holds, the carrier gets either a context that trusts only the
    certificates in it or :class:`CaFileError` with words; nothing else is raised."""
    path = tmp_path_factory.mktemp("ca") / "chosen.pem"
    path.write_bytes(content)
    reason = ""
    try:
        context = tls_context(str(path))
    except CaFileError as error:
        reason = error.reason
    if reason:
        assert reason in (NO_CERTIFICATE, "it is empty")
    else:
        assert context.cert_store_stats()["x509"] >= 1
        assert context.verify_mode == ssl.CERT_REQUIRED and context.check_hostname


def test_garbage_as_the_certificate_authority_file_fails_the_carrier_in_words(
    qtbot: QtBot, tmp_path: Path, make_carrier: MakeCarrier
) -> None:
    garbage = tmp_path / "garbage.pem"
    garbage.write_bytes(os.urandom(3_000))
    carrier = make_carrier(Broker("127.0.0.1", free_tcp_port(), ca_file=str(garbage)), [])
    with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
        carrier.start()
    assert failed.args[0] == (
        f"The certificate authority file {garbage} cannot be used: {NO_CERTIFICATE}"
    )


def test_tls_to_a_plain_broker_says_so(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    carrier = make_carrier(Broker(broker.host, broker.port, tls=True), ["test/x"])
    with qtbot.waitSignal(carrier.failed, timeout=CONNECT_MS) as failed:
        carrier.start()
    assert "secure connection" in failed.args[0]


def test_stop_during_the_connection_emits_nothing(
    qtbot: QtBot, broker: MqttBroker, make_carrier: MakeCarrier
) -> None:
    carrier = make_carrier(broker, ["test/x"])
    other = make_carrier(broker, [])
    carrier.start()
    carrier.stop()
    with qtbot.assertNotEmitted(carrier.connected), qtbot.assertNotEmitted(carrier.failed):
        start_all(qtbot, other)  # by then the stopped carrier's attempt has come back
    assert not carrier.is_connected


@pytest.mark.parametrize("delete", ["carrier", "timers"])
def test_a_carrier_deleted_while_it_connects_says_nothing(qtbot: QtBot, delete: str) -> None:
    """The worker's outcome arrives after the carrier (or, while it is being deleted, its
    timers) is gone: nothing is raised in the worker or in Qt's event loop."""
    import threading

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QObject

    owner = QObject()
    carrier = MqttCarrier(
        Broker("127.0.0.1", free_tcp_port(), tls=False),  # nothing listens: refused at once
        new_mqtt_client_id(),
        [],
        parent=owner,
    )
    failures: list[BaseException] = []
    hook = threading.excepthook

    def record(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            failures.append(args.exc_value)

    threading.excepthook = record
    try:
        carrier.start()
        if delete == "carrier":
            shiboken6.delete(owner)  # the owner goes, the carrier with it
        else:
            shiboken6.delete(carrier._retry)
            shiboken6.delete(carrier._misc)
        qtbot.waitUntil(
            lambda: not any(t.name == "mqtt-connect" for t in threading.enumerate()),
            timeout=10_000,
        )
        for _ in range(5):
            QCoreApplication.processEvents()
    finally:
        threading.excepthook = hook
    assert failures == []


def test_a_carrier_deleted_with_its_owner_ignores_a_late_step(
    qtbot: QtBot, broker: MqttBroker
) -> None:
    """A step that reaches a carrier whose owner deleted it (a read asked for "at once", the
    misc timer's turn, a grace period's stop) does nothing: CI once saw such a step drive the
    deleted notifiers ("Internal C++ object (QSocketNotifier) already deleted") and a crash."""
    import shiboken6
    from PySide6.QtCore import QObject

    owner = QObject()
    carrier = MqttCarrier(
        Broker(broker.host, broker.port, tls=False), new_mqtt_client_id(), [], retry_ms=100
    )
    carrier.setParent(owner)
    start_all(qtbot, carrier)
    shiboken6.delete(owner)  # the carrier's C++ side goes with it, without stop()
    assert not shiboken6.isValid(carrier)
    carrier._on_readable()
    carrier._on_writable()
    carrier._on_misc()
    carrier.stop()
    carrier._close_socket()
