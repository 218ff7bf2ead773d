"""What a saved game that loads had repaired, with a note for the player (issue 29, point 8): an
empty ``created`` or ``saved`` (unknown, written back without it) and fields this version does
not know (left out, whatever they hold); an unknown table setting is refused."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from popout_desktop.savefile import (
    KNOWN_FIELDS,
    RULE_FIELDS,
    LoadNote,
    SavedGame,
    SaveFileError,
    dumps,
    loads,
)
from popout_desktop.savefile.format import EXCERPT_LENGTH
from tests.savefile.test_savefile_hostile import assert_same, document, refused, wild

TIME = "2026-11-29T13:10:00+00:00"


def written(saved: SavedGame) -> dict[str, Any]:
    """What the game writes for ``saved``, as JSON data; the text has a UTF-8 form."""
    text = dumps(saved)
    text.encode("utf-8")  # what atomic_write does first
    data: dict[str, Any] = json.loads(text)
    return data


def reads_back_without_a_note(saved: SavedGame) -> SavedGame:
    """``saved`` written and read again: the same game, and nothing left to repair."""
    back = loads(dumps(saved))
    assert back.notes == ()
    assert_same(back, saved)
    return back


# -- an empty time ------------------------------------------------------------------------------


def test_an_empty_created_loads_as_unknown_with_a_note_and_is_written_back_without_it() -> None:
    saved = loads(json.dumps(document(created="")))
    assert saved.created == ""
    assert saved.notes == (LoadNote("time_unknown", ("created",)),)
    assert "'created' is empty" in saved.notes[0].message
    data = written(saved)
    assert "created" not in data  # a file without it: unknown, no empty field
    assert data["saved"]  # the time of writing, as always
    reads_back_without_a_note(saved)


def test_an_empty_saved_loads_as_unknown_with_a_note_and_gets_the_time_of_writing() -> None:
    saved = loads(json.dumps(document(saved="")))
    assert saved.notes == (LoadNote("time_unknown", ("saved",)),)
    assert saved.created == TIME
    data = written(saved)
    assert data["created"] == TIME and data["saved"]
    reads_back_without_a_note(saved)


def test_both_times_empty_give_two_notes_and_absent_times_none() -> None:
    both = loads(json.dumps(document(created="", saved="")))
    assert [note.details for note in both.notes] == [("created",), ("saved",)]
    data = document()
    del data["created"], data["saved"]
    assert loads(json.dumps(data)).notes == ()  # the format allows a file without them


@settings(max_examples=300, deadline=None)
@given(
    wild(st.sampled_from(["", TIME, "2026-11-29 13:10", "yesterday", " "])),
    wild(st.sampled_from(["", TIME])),
)
def test_any_time_loads_with_a_note_exactly_when_empty_or_is_refused(
    created: object, saved_at: object
) -> None:
    try:
        saved = loads(json.dumps(document(created=created, saved=saved_at)))
    except SaveFileError as error:
        problem = error
    else:
        expected = [key for key, value in (("created", created), ("saved", saved_at)) if not value]
        assert [note.details[0] for note in saved.notes] == expected
        assert all(note.kind == "time_unknown" for note in saved.notes)
        assert ("created" in written(saved)) == (created != "")
        reads_back_without_a_note(saved)
        return
    assert problem.kind in ("damaged", "number")  # "number": NaN, Infinity
    assert created not in ("", TIME) or saved_at not in ("", TIME)


# -- fields this version does not know ----------------------------------------------------------


def test_an_unknown_field_with_a_lone_surrogate_is_left_out_with_a_note() -> None:
    text = json.dumps(document(comment="\ud800 left by hand"))
    assert '"\\ud800' in text  # valid JSON for a text no UTF-8 file can hold
    saved = loads(text)
    assert saved.notes == (LoadNote("unknown_fields", ("'comment'",)),)
    assert "will not be saved" in saved.notes[0].message
    assert "comment" not in written(saved)  # nothing of it written: no UnicodeEncodeError
    reads_back_without_a_note(saved)
    assert saved.game.notation() == "d4 d4 d3"  # the game itself is all there


def test_unknown_fields_in_a_player_or_the_result_are_named_where_they_are() -> None:
    players = [{"name": "Ann", "colour": "red"}, {"name": "Bob", "kind": "human", "age": 9}]
    data = document(players=players, moves="d1 d2 d1 d2 d1 d2 d1", redo="")
    data["result"] = {"winner": 1, "reason": "line", "when": TIME}
    saved = loads(json.dumps(data))
    assert saved.notes == (
        LoadNote("unknown_fields", ("players[1].'colour'", "players[2].'age'", "result.'when'")),
    )
    out = written(saved)
    assert out["players"] == [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    assert out["result"] == {"winner": 1, "reason": "line"}
    reads_back_without_a_note(saved)


def test_a_note_names_at_most_three_fields_each_quoted_short() -> None:
    long_name = "x" * 5000
    saved = loads(json.dumps(document(a=1, b=2, c=3, d=4, **{long_name: 5})))
    (note,) = saved.notes
    assert note.details == ("'a'", "'b'", "'c'", "+2")
    saved = loads(json.dumps(document(**{long_name: 5, "\x00\ud800": 6})))
    (note,) = saved.notes
    assert all(len(detail) <= EXCERPT_LENGTH for detail in note.details)
    assert note.details[1] == repr("\x00\ud800")  # escaped: printable, with a UTF-8 form
    note.message.encode("utf-8")


def test_an_unknown_table_setting_is_refused_not_left_out() -> None:
    error = refused(json.dumps(document(rules={"columns": 7, "gravity": False})), "damaged")
    assert "the table setting 'gravity' is unknown to this version" in str(error)
    error = refused(json.dumps(document(rules={"x" * 5000: 1})), "damaged")
    assert len(str(error)) < 300


def test_the_known_fields_are_what_the_game_writes_and_get_no_note() -> None:
    saved = loads(json.dumps(document(network={"role": "guest", "anything": [1]})))
    assert saved.notes == ()  # what is inside 'network' is stored as given
    data = written(saved)
    assert data["network"] == {"role": "guest", "anything": [1]}
    assert set(data) <= set(KNOWN_FIELDS[""])
    assert set(data["rules"]) <= set(RULE_FIELDS)
    for player in data["players"]:
        assert set(player) <= set(KNOWN_FIELDS["players"])


field_names = st.text(max_size=12).filter(lambda name: name not in KNOWN_FIELDS[""])
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(exclude_categories=()), max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(field_names, json_values, max_size=5),
    st.dictionaries(
        st.text(max_size=8).filter(lambda name: name not in KNOWN_FIELDS["players"]),
        json_values,
        max_size=2,
    ),
    st.booleans(),
)
def test_any_unknown_fields_are_left_out_with_one_note_and_the_game_kept(
    extra: dict[str, Any], in_player: dict[str, Any], ascii_only: bool
) -> None:
    data = document(**extra)
    data["players"][1].update(in_player)
    text = json.dumps(data, ensure_ascii=ascii_only)
    if not ascii_only:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            assume(False)  # a lone surrogate as itself: no file holds that
    saved = loads(text)
    places = [repr(name) for name in extra] + [f"players[2].{name!r}" for name in in_player]
    if not places:
        assert saved.notes == ()
        return
    (note,) = saved.notes
    assert note.kind == "unknown_fields"
    if len(places) <= 3 and all(len(place) <= EXCERPT_LENGTH for place in places):
        assert note.details == tuple(places)
    else:
        assert len(note.details) <= 4
    assert (len(places) > 3) == note.details[-1].startswith("+")
    out = written(saved)
    assert not set(out) - set(KNOWN_FIELDS[""])
    assert not set(out["players"][1]) - set(KNOWN_FIELDS["players"])
    back = reads_back_without_a_note(saved)
    assert back.game.notation() == "d4 d4 d3" and [str(m) for m in back.redo] == ["d5"]
