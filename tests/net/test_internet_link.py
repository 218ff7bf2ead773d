"""The internet invite link (issue 16): its form, strict parsing, the room's topics, and that the
secret stays in the link's fragment. Pure: no Qt, no network.
"""

from __future__ import annotations

import base64
import ipaddress
import subprocess
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from popout_desktop.net import internet_link
from popout_desktop.net.internet_link import (
    DEFAULT_PLAIN_PORT,
    DEFAULT_TLS_PORT,
    MAX_LINK_LENGTH,
    ROOM_BYTES,
    SECRET_BYTES,
    InternetLink,
    LinkError,
    LinkProblem,
    RoomTopics,
    is_internet_link,
    new_client_id,
    new_link,
    new_mqtt_client_id,
    parse_link,
)
from popout_desktop.net.protocol import parse_invite

ROOM = "AAECAwQFBgcICQoLDA0ODw"  # bytes 0..15
SECRET = "ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8"  # bytes 32..63


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def test_the_ids_above_are_what_they_say() -> None:
    assert b64(bytes(range(16))) == ROOM
    assert b64(bytes(range(32, 64))) == SECRET


def test_a_link_is_parsed_into_broker_room_and_secret() -> None:
    link = parse_link(f"popout://broker.example.org/r/{ROOM}#{SECRET}")
    assert link == InternetLink("broker.example.org", DEFAULT_TLS_PORT, True, ROOM, SECRET)
    assert link.secret_bytes == bytes(range(32, 64))
    plain = parse_link(f"  POPOUT://Broker.Example.ORG:1884/r/{ROOM}?tls=0#{SECRET}\n")
    assert (plain.host, plain.port, plain.tls) == ("broker.example.org", 1884, False)
    assert parse_link(f"popout://10.0.0.1/r/{ROOM}?tls=0#{SECRET}").port == DEFAULT_PLAIN_PORT
    assert parse_link(f"popout://10.0.0.1/r/{ROOM}?tls=1#{SECRET}").tls is True


def test_ipv6_brokers_are_in_brackets() -> None:
    link = parse_link(f"popout://[2001:DB8:0::1]:8884/r/{ROOM}#{SECRET}")
    assert (link.host, link.port) == ("2001:db8::1", 8884)
    assert link.format() == f"popout://[2001:db8::1]:8884/r/{ROOM}#{SECRET}"
    assert link.broker_address() == "[2001:db8::1]:8884"
    with pytest.raises(LinkError) as raised:
        parse_link(f"popout://2001:db8::1/r/{ROOM}#{SECRET}")
    assert raised.value.code is LinkProblem.BAD_BROKER  # "2001" is no IPv4 address


def test_format_is_canonical_and_leaves_defaults_out() -> None:
    assert (
        InternetLink("b.example", 8883, True, ROOM, SECRET).format()
        == f"popout://b.example/r/{ROOM}#{SECRET}"
    )
    assert (
        InternetLink("b.example", 1883, False, ROOM, SECRET).format()
        == f"popout://b.example/r/{ROOM}?tls=0#{SECRET}"
    )
    assert (
        InternetLink("b.example", 1883, True, ROOM, SECRET).format()
        == f"popout://b.example:1883/r/{ROOM}#{SECRET}"
    )


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", LinkProblem.NOT_A_LINK),
        ("http://b.example/r/x", LinkProblem.NOT_A_LINK),
        ("popout://" + "a" * MAX_LINK_LENGTH, LinkProblem.TOO_LONG),
        (f"popout://b.example/r/{ROOM}#{SECRET}" + "A" * 400, LinkProblem.TOO_LONG),
        ("x" * (MAX_LINK_LENGTH + 1), LinkProblem.NOT_A_LINK),
        (f"popout://b.ex\u00e4mple/r/{ROOM}#{SECRET}", LinkProblem.NOT_A_LINK),
        (f"popout://b.example/r/{ROOM}#{SECRET}\x00", LinkProblem.NOT_A_LINK),
        ("popout://192.168.1.20:7457/4821", LinkProblem.NOT_A_ROOM),
        (f"popout://b.example/x/{ROOM}#{SECRET}", LinkProblem.NOT_A_ROOM),
        (f"popout://b.example#{SECRET}", LinkProblem.NOT_A_ROOM),
        (f"popout:///r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://-b.example/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://b..example/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://b_x.example/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://300.1.1.1/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://[::g]/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://[fe80::1%25eth0]/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://[fe80::1%eth0]/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://[1.2.3.4]/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
        (f"popout://b.example:0/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
        (f"popout://b.example:65536/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
        (f"popout://b.example:/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
        (f"popout://b.example:+80/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
        (f"popout://b.example/r/{ROOM}/#{SECRET}", LinkProblem.BAD_ROOM),
        (f"popout://b.example/r/{ROOM[:-1]}#{SECRET}", LinkProblem.BAD_ROOM),
        (f"popout://b.example/r/{ROOM}A#{SECRET}", LinkProblem.BAD_ROOM),
        # Non-canonical base64url: the last character's spare bits are not zero.
        (f"popout://b.example/r/{ROOM[:-1]}x#{SECRET}", LinkProblem.BAD_ROOM),
        (f"popout://b.example/r/{ROOM[:-2]}+/#{SECRET}", LinkProblem.BAD_ROOM),
        (f"popout://b.example/r/{ROOM}", LinkProblem.NO_SECRET),
        (f"popout://b.example/r/{ROOM}#", LinkProblem.NO_SECRET),
        (f"popout://b.example/r/{ROOM}#{SECRET[:-1]}", LinkProblem.BAD_SECRET),
        (f"popout://b.example/r/{ROOM}#{SECRET[:-1]}9", LinkProblem.BAD_SECRET),
        (f"popout://b.example/r/{ROOM}#{SECRET}=", LinkProblem.BAD_SECRET),
        (f"popout://b.example/r/{ROOM}?tls=2#{SECRET}", LinkProblem.BAD_OPTION),
        (f"popout://b.example/r/{ROOM}?tls=0&x=1#{SECRET}", LinkProblem.BAD_OPTION),
        (f"popout://b.example/r/{ROOM}?#{SECRET}", LinkProblem.BAD_OPTION),
    ],
)
def test_what_is_not_a_link_is_refused_with_its_reason(text: str, code: LinkProblem) -> None:
    with pytest.raises(LinkError) as raised:
        parse_link(text)
    assert raised.value.code is code
    assert isinstance(raised.value, ValueError)


def test_a_non_text_is_refused_too() -> None:
    with pytest.raises(LinkError):
        parse_link(b"popout://x/r/" + ROOM.encode())  # type: ignore[arg-type]


def test_lan_links_and_internet_links_are_told_apart() -> None:
    link = f"popout://b.example/r/{ROOM}#{SECRET}"
    assert is_internet_link(link)
    assert is_internet_link(" POPOUT://b.example:1/r/broken")
    assert not is_internet_link("popout://192.168.1.20:7457/4821")
    assert not is_internet_link("192.168.1.20")
    with pytest.raises(ValueError, match="not an address"):
        parse_invite(link)  # the LAN parser does not mistake it for an address and code


def test_new_rooms_are_random_and_of_full_strength() -> None:
    links = [new_link("b.example") for _ in range(50)]
    assert len({link.room for link in links}) == 50
    assert len({link.secret for link in links}) == 50
    for link in links:
        assert len(base64.urlsafe_b64decode(link.room + "==")) == ROOM_BYTES
        assert len(link.secret_bytes) == SECRET_BYTES
        assert parse_link(link.format()) == link
    assert new_link("::1", 1884, tls=False).format().startswith("popout://[::1]:1884/r/")
    assert new_link("[::1]").port == DEFAULT_TLS_PORT
    with pytest.raises(LinkError) as raised:
        new_link("b.example", 70000)
    assert raised.value.code is LinkProblem.BAD_PORT
    with pytest.raises(LinkError):
        new_link("not a host")


def test_a_link_cannot_be_built_invalid() -> None:
    with pytest.raises(LinkError):
        InternetLink("b.example", 8883, True, "short", SECRET)
    with pytest.raises(LinkError):
        InternetLink("b.example", 8883, True, ROOM, "short")
    with pytest.raises(LinkError):
        InternetLink("b.example", 0, True, ROOM, SECRET)
    with pytest.raises(LinkError):
        InternetLink("B.example", 8883, True, ROOM, SECRET)


def test_the_secret_is_only_in_the_fragment() -> None:
    """Nothing a peer gives the broker comes from the secret: the topics, the broker's address
    and the client ids; and the link's repr (logs) hides it."""
    link = new_link("b.example")
    before_fragment = link.format().split("#", 1)[0]
    assert link.secret not in before_fragment
    assert link.format().endswith("#" + link.secret)
    client = new_client_id()
    topics = link.topics
    broker_sees = [
        link.broker_address(),
        client,
        topics.host_inbox,
        topics.to_host(client),
        topics.to_guest(client),
        topics.presence(client),
        topics.host_presence,
        topics.presence_filter,
    ]
    for text in broker_sees:
        assert link.secret not in text
        assert link.secret_bytes.hex() not in text
    assert link.secret not in repr(link)
    assert "hidden" in repr(link)


def test_the_rooms_topics() -> None:
    topics = RoomTopics(ROOM)
    client = new_client_id()
    assert len(client) == 22
    assert topics.host_inbox == f"popout/v1/{ROOM}/to-host/+"
    assert topics.to_host(client) == f"popout/v1/{ROOM}/to-host/{client}"
    assert topics.to_guest(client) == f"popout/v1/{ROOM}/to-guest/{client}"
    assert topics.presence(client) == f"popout/v1/{ROOM}/presence/{client}"
    assert topics.host_presence == f"popout/v1/{ROOM}/presence/host"
    assert topics.client_of(topics.to_host(client)) == client
    assert topics.client_of(topics.presence(client)) == client
    assert topics.client_of(topics.host_presence) is None
    assert topics.client_of(topics.to_guest(client)) is None
    assert topics.client_of(RoomTopics(b64(bytes(16))).to_host(client)) is None
    assert topics.client_of(f"popout/v1/{ROOM}/to-host/{client}/x") is None
    for wildcard in ("+", "#", "a/b", ""):
        with pytest.raises(ValueError, match="client id"):
            topics.to_guest(wildcard)
    with pytest.raises(LinkError):
        RoomTopics("+")


def test_mqtt_client_ids_are_random_and_what_every_broker_accepts() -> None:
    ids = {new_mqtt_client_id() for _ in range(200)}
    assert len(ids) == 200
    for session in ids:
        assert len(session) == 23  # MQTT 5, 3.1.5: a broker must accept 1-23 of [0-9a-zA-Z]
        assert session.isascii()
        assert session.isalnum()
        assert session.startswith("pop")
    client = new_client_id()
    assert not any(client in session or session in client for session in ids)


# -- properties --------------------------------------------------------------------------------

_label = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?", fullmatch=True)
_names = (
    st.lists(_label, min_size=1, max_size=4)
    .map(".".join)
    .filter(lambda name: not all(part.isdigit() for part in name.split(".")))
)
_ipv4 = st.ip_addresses(v=4).map(str)
_ipv6 = st.ip_addresses(v=6).map(lambda address: str(ipaddress.IPv6Address(int(address))))
_links = st.builds(
    InternetLink,
    host=st.one_of(_names, _ipv4, _ipv6),
    port=st.integers(1, 65535),
    tls=st.booleans(),
    room=st.binary(min_size=ROOM_BYTES, max_size=ROOM_BYTES).map(b64),
    secret=st.binary(min_size=SECRET_BYTES, max_size=SECRET_BYTES).map(b64),
)


@given(_links)
def test_format_and_parse_round_trip(link: InternetLink) -> None:
    assert parse_link(link.format()) == link
    assert parse_link(f"  {link.format()}\t") == link
    assert is_internet_link(link.format())


def _only_link_errors(text: str) -> None:
    try:
        link = parse_link(text)
    except LinkError as error:
        problem: object = error.code
    else:
        problem = None
    if problem is not None:
        assert isinstance(problem, LinkProblem)
        return
    assert parse_link(link.format()) == link  # whatever is accepted is a valid link


@given(st.text(max_size=500))
@example("popout://")
@example("popout://[")
@example("popout://[]/r/#")
@example("popout://a:99999999999999999999/r/x")
def test_garbage_raises_only_link_errors(text: str) -> None:
    _only_link_errors(text)


@given(_links, st.integers(0, 200), st.text(min_size=0, max_size=3), st.integers(0, 3))
def test_a_damaged_link_raises_only_link_errors(
    link: InternetLink, where: int, insert: str, cut: int
) -> None:
    text = link.format()
    where %= len(text) + 1
    _only_link_errors(text[:where] + insert + text[where + cut :])


def test_the_module_is_pure() -> None:
    code = (
        "import sys; import popout_desktop.net.internet_link; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    assert "PySide6" not in (internet_link.__doc__ or "")
