"""The parts both LAN roles are built from, without sockets: the offers of a
:class:`NetworkPeer`, the host's chat rules (``host_chat``) and its checks of a hello or resume
(``host_door``)."""

from __future__ import annotations

import json
from collections import deque
from types import SimpleNamespace
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.net.host_chat import (
    CHAT_KEPT_BYTES,
    MAX_CHAT_LOG,
    chat_line,
    chat_to_keep,
    latest_within,
    saved_chat,
    seated,
    within_rate,
)
from popout_desktop.net.host_door import (
    MAX_SPECTATORS,
    Refusal,
    hello_refusal,
    token_fits,
    version_refusal,
)
from popout_desktop.net.peer import MAX_CHAT_TEXT, NetworkPeer, chat_text
from popout_desktop.net.protocol import PROTOCOL_VERSION, is_chat_line

# -- offers ------------------------------------------------------------------------------------


class Peer(NetworkPeer):
    """A peer that records what it sends and what was agreed."""

    def __init__(self) -> None:
        self.model = SimpleNamespace(result=None)
        super().__init__(cast(Any, self.model), cast(Any, None), cast(Any, None))
        self.sent: list[dict[str, Any]] = []
        self.agreed: list[tuple[str, int]] = []
        self.can_send = True

    def _send_other(self, message: dict[str, Any]) -> bool:
        if self.can_send:
            self.sent.append(message)
        return self.can_send

    def _agreed(self, kind: str, to_ply: int) -> None:
        self.agreed.append((kind, to_ply))


def test_our_offers_are_sent_once_and_answered_once() -> None:
    peer = Peer()
    answers: list[tuple[str, bool]] = []
    peer.answer_received.connect(lambda kind, accept: answers.append((kind, accept)))
    assert peer.request_undo(3)
    assert not peer.request_undo(2)  # one of a kind at a time
    assert peer.offer_draw() and peer.offer_rematch()
    assert peer.sent == [
        {"type": "undo_request", "to_ply": 3},
        {"type": "draw_offer"},
        {"type": "rematch"},
    ]
    peer._on_answer("undo", True)
    peer._on_answer("undo", True)  # no offer open any more: ignored
    peer._on_answer("draw", False)
    assert answers == [("undo", True), ("draw", False)]
    assert peer.agreed == [("undo", 3)]
    assert peer.request_undo(1)  # answered, so a new one may be made


def test_a_draw_is_offered_only_while_the_game_goes_on_and_a_failed_send_opens_nothing() -> None:
    peer = Peer()
    peer.model.result = object()
    assert not peer.offer_draw()
    peer.model.result = None
    peer.can_send = False
    assert not peer.offer_draw()
    peer.can_send = True
    assert peer.offer_draw()


def test_their_offers_are_shown_and_answered_once() -> None:
    peer = Peer()
    shown: list[object] = []
    peer.undo_requested.connect(shown.append)
    peer.draw_offered.connect(lambda: shown.append("draw"))
    peer.rematch_offered.connect(lambda: shown.append("rematch"))
    peer._offered("undo", 4)
    peer._offered("draw")
    peer._offered("rematch")
    assert shown == [4, "draw", "rematch"]
    peer.answer_undo(True)
    peer.answer_undo(True)  # answered already: nothing sent
    peer.answer_draw(False)
    assert peer.sent == [
        {"type": "undo_answer", "accept": True},
        {"type": "draw_answer", "accept": False},
    ]
    assert peer.agreed == [("undo", 4)]
    peer._close_offers()
    peer.answer_rematch(True)
    assert len(peer.sent) == 2


def test_chat_text_is_trimmed_and_cut() -> None:
    assert chat_text("  hi  ") == "hi"
    assert len(chat_text("x" * (MAX_CHAT_TEXT + 10))) == MAX_CHAT_TEXT


# -- the host's chat -------------------------------------------------------------------------


def test_chat_lines_kept_and_sent_are_the_latest_that_fit() -> None:
    lines = [
        {"from": "a", "text": f"{i:04} " + "x" * 200, "time": "t", "seat": 0} for i in range(600)
    ]
    sent = latest_within(lines, 2000)
    assert sent == lines[-len(sent) :] and 0 < len(sent) < 10
    size = sum(len(json.dumps(line, separators=(",", ":"))) + 1 for line in sent)
    assert size <= 2000
    kept = chat_to_keep(lines)
    assert kept == lines[-len(kept) :]
    assert sum(len(json.dumps(line)) + 2 for line in kept) <= CHAT_KEPT_BYTES
    assert len(latest_within(lines, 10**9)) == MAX_CHAT_LOG


def test_saved_chat_keeps_the_valid_latest_lines() -> None:
    line = chat_line("Ann", "hello", 1)
    assert line["type"] == "chat" and line["from"] == "Ann" and line["seat"] == 1
    entry = {k: v for k, v in line.items() if k != "type"}
    assert saved_chat(None) == []
    # Read with its author (``by``): here the host, its seat not the guest's (2 by default).
    assert saved_chat([entry, "junk", {"text": 3}]) == [{**entry, "by": "host"}]
    assert len(saved_chat([entry] * (MAX_CHAT_LOG + 5))) == MAX_CHAT_LOG


def test_a_saved_chat_line_keeps_its_author_whatever_seat_it_was_said_in() -> None:
    """Issue 32 point 4: lines name their author by role; a line kept without one (an older
    saved game) gets it from the names saved, else from the seat."""
    ann = {"from": "Ann", "text": "hello", "time": "", "seat": 1}
    bob = {"from": "Bob", "text": "hi", "time": "", "seat": 2}
    eve = {"from": "Eve", "text": "go", "time": "", "seat": 0}

    def read(value: object, guest_name: str = "Bob") -> list[dict[str, object]]:
        return saved_chat(value, host_name="Ann", guest_name=guest_name, guest_seat=1)

    assert [line["by"] for line in read([ann, bob, eve])] == [
        "host",
        "guest",
        "spectator",
    ]
    # Both named alike: the seat then (right unless a rematch swapped the colours since).
    assert [line["by"] for line in read([ann, bob], guest_name="Ann")] == ["guest", "host"]
    # A line's own ``by`` wins; an unknown one drops the line.
    kept = read([{**ann, "by": "guest"}, {**bob, "by": "nobody"}])
    assert kept == [{**ann, "by": "guest"}]
    # Sent with the seat its author has now, without ``by``.
    lines = read([ann, bob, eve])
    assert seated(lines, host_seat=2, guest_seat=1) == [{**ann, "seat": 2}, {**bob, "seat": 1}, eve]
    assert seated(lines, host_seat=1, guest_seat=2) == [ann, bob, eve]


def test_chat_rate_counts_the_last_second() -> None:
    times: deque[float] = deque()
    assert [within_rate(times, 2, t) for t in (0.0, 0.5, 0.9)] == [True, True, False]
    assert within_rate(times, 2, 1.6)  # the line at 0.0 and 0.5 are over a second old


# -- the host's door -------------------------------------------------------------------------


def hello(name: str = "Bob", role: str = "player") -> dict[str, Any]:
    return {"type": "hello", "protocol": PROTOCOL_VERSION, "name": name, "role": role}


def test_a_refusal_says_its_reason_and_wait() -> None:
    assert Refusal("full", "no").message() == {
        "type": "refused",
        "reason": "full",
        "message": "no",
        "protocol": PROTOCOL_VERSION,
    }
    assert Refusal("wait", "later", 4).message()["wait"] == 4


def test_another_protocol_version_is_refused() -> None:
    assert version_refusal(hello()) is None
    refusal = version_refusal({**hello(), "protocol": PROTOCOL_VERSION + 1})
    assert refusal is not None and refusal.reason == "version"


@pytest.mark.parametrize(
    ("message", "spectators", "connected", "guest", "reason"),
    [
        (hello(), 0, False, "", None),
        (hello(role="spectator"), MAX_SPECTATORS - 1, True, "Al", None),
        (hello(role="spectator"), MAX_SPECTATORS, False, "", "full"),
        (hello(), 0, True, "Bob", "full"),
        (hello(), 0, False, "Al", "full"),
        (hello(), 0, False, "Bob", "full"),  # kept for its player: resume instead
    ],
)
def test_a_hello_is_let_in_only_to_a_free_seat(
    message: dict[str, Any], spectators: int, connected: bool, guest: str, reason: str | None
) -> None:
    refusal = hello_refusal(
        message, spectators=spectators, guest_connected=connected, guest_name=guest
    )
    assert (refusal.reason if refusal else None) == reason


def test_a_resume_needs_the_token_and_the_name() -> None:
    resume = {"token": "secret", "name": "Bob"}
    assert token_fits(resume, "secret", "Bob")
    assert not token_fits(resume, "other", "Bob")
    assert not token_fits(resume, "secret", "Al")
    assert not token_fits({"token": "secret", "name": ""}, "secret", "")


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_LINE_ITEMS = st.fixed_dictionaries(
    {"from": st.text(max_size=10), "text": st.text(max_size=10), "time": st.text(max_size=6)},
    optional={
        "seat": st.integers(-1, 3) | _JSON,
        "by": st.sampled_from(["host", "guest", "x"]) | _JSON,
    },
)


@settings(max_examples=300, deadline=None)
@given(value=st.lists(_LINE_ITEMS | _JSON, max_size=6) | _JSON, names=st.text(max_size=6))
def test_any_saved_chat_is_read_without_error(value: object, names: str) -> None:
    """Whatever a saved game's chat holds (hostile or damaged), reading it raises nothing and
    gives only valid lines, each with a known author, which the protocol can send."""
    lines = saved_chat(value, host_name=names, guest_name="Bob", guest_seat=1)
    assert len(lines) <= MAX_CHAT_LOG
    for line in lines:
        assert line["by"] in ("host", "guest", "spectator")
        assert is_chat_line({k: v for k, v in line.items() if k != "by"})
    for sent in seated(lines, 1, 2):
        assert "by" not in sent
        assert is_chat_line(sent)
