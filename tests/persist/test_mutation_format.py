"""The save file's checks, field by field: what is refused, where, and with which words.

A save is read from a file a player may have edited, copied half-way or received from someone
else (docs/saves.md). Every refusal names the file, the first bad entry (its JSON path) and what
is wrong in Serbian; everything else is accepted as written. These tests pin each check of
`izvori.persist.format` with the exact message a player reads (found untested by session 16's
mutation run of izvori/persist: most of `check_save`'s branches were reached only by the
fuzzer, which asserts that a file is refused, not why).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from izvori import limits
from izvori.persist.format import (
    FORMAT,
    MAX_ANSWER_ITEMS,
    MAX_ANSWERS,
    MAX_BYTES,
    MAX_CRASH_TEXT,
    SaveData,
    SaveError,
    check_entry,
    check_save,
    parse_json,
    parse_save,
)
from izvori.strings import t

Obj = dict[str, Any]
FP = "0123456789abcdef"


def minimal() -> Obj:
    """The smallest save `check_save` accepts: the required keys only."""
    return {
        "format": FORMAT,
        "version": 1,
        "seed": 7,
        "starting_player": 0,
        "names": ["Ana", "Boris"],
        "decks": [["Medved"], ["Vuk", "Medved"]],
        "cards": {"Medved": FP, "Vuk": "fedcba9876543210"},
        "answers": [],
    }


def refusal(change: Callable[[Obj], object]) -> tuple[str, str]:
    """(where, problem) of the save `minimal()` changed by `change`."""
    obj = minimal()
    change(obj)
    with pytest.raises(SaveError) as err:
        check_save(obj, Path("s.json"))
    assert err.value.path == Path("s.json") and err.value.message.startswith("s.json: ")
    return err.value.where, err.value.problem


def wrong(expected: str, actual: str) -> str:
    return t("save.wrong_type", expected=t(expected), actual=t(actual))


def setter(key: str, value: Any) -> Callable[[Obj], None]:
    def change(obj: Obj) -> None:
        obj[key] = value

    return change


def crash(value: Any) -> Callable[[Obj], None]:
    return setter("crash", value)


# ---------------------------------------------------------------- a good save
def test_a_save_with_only_the_required_keys_is_read_with_every_default() -> None:
    data = check_save(minimal(), Path("s.json"))
    assert data == SaveData(
        seed=7,
        starting_player=0,
        names=("Ana", "Boris"),
        decks=[["Medved"], ["Vuk", "Medved"]],
        cards={"Medved": FP, "Vuk": "fedcba9876543210"},
        answers=[],
        path=Path("s.json"),
    )
    assert data.settings == {} and data.deck_names is None and data.finished is False
    assert data.result is None and data.turn == 0 and data.digest is None
    assert (data.created, data.updated, data.written_by, data.crash) == ("", "", "", None)


def test_every_optional_key_is_read_as_written() -> None:
    obj = minimal()
    crash_section = {
        "error": "KeyError: 3",
        "traceback": "Traceback ...",
        "answer_index": 1,
        "failing_answer": {"player": 0, "answer": 2},
        "when": "2026-11-27T12:00:00+01:00",
        "written_by": "izvori 1.0",
        "python": "3.11.9",
        "platform": "Linux",
    }
    obj.update(
        deck_names=["Zeleni", "Crveni"],
        settings={"stops": ["napad"]},
        finished=True,
        result={"winner": 1, "reason": "život"},
        turn=12,
        digest="ab" * 32,
        created="2026-11-27T11:00:00+01:00",
        updated="2026-11-27T12:00:00+01:00",
        written_by="izvori 1.0",
        crash=crash_section,
        answers=[{"player": 0, "answer": 1}],
    )
    data = check_save(obj)
    assert data.deck_names == ("Zeleni", "Crveni")
    assert data.settings == {"stops": ["napad"]}
    assert data.finished is True
    assert data.result == {"winner": 1, "reason": "život"}
    assert data.turn == 12 and data.digest == "ab" * 32
    assert data.created == "2026-11-27T11:00:00+01:00"
    assert data.updated == "2026-11-27T12:00:00+01:00"
    assert data.written_by == "izvori 1.0"
    assert data.crash == crash_section and data.crash is not crash_section
    assert data.answers == [{"player": 0, "answer": 1}]
    assert data.path is None


def test_a_result_without_a_winner_is_a_draw_and_settings_null_are_none() -> None:
    obj = minimal()
    obj.update(result={"reason": "nerešeno"}, settings=None, starting_player=None)
    data = check_save(obj)
    assert data.result == {"winner": None, "reason": "nerešeno"}
    assert data.settings == {} and data.starting_player is None


def test_a_refusal_quotes_letters_as_written() -> None:
    """č stays č in a message, in a quoted value and in the JSON path of a card."""
    where, problem = refusal(setter("cards", {"Šuma": "0"}))
    assert (where, problem) == ('cards["Šuma"]', t("save.bad_fingerprint"))
    _where, problem = refusal(setter("version", ["č"]))
    assert problem == t("save.bad_version", version='["č"]')


def test_the_largest_deck_answers_and_texts_are_allowed() -> None:
    obj = minimal()
    obj.update(
        decks=[["Medved"] * limits.MAX_DECK, []],
        answers=[None] * MAX_ANSWERS,
        updated="u" * 64,
        written_by="w" * 64,
        crash={"failing_answer": {"answer": "a" * (MAX_CRASH_TEXT - 14)}},
    )
    assert len(json.dumps(obj["crash"]["failing_answer"])) == MAX_CRASH_TEXT
    data = check_save(obj)
    assert len(data.decks[0]) == limits.MAX_DECK and len(data.answers) == MAX_ANSWERS
    assert data.updated == "u" * 64 and data.written_by == "w" * 64
    for key in ("updated", "written_by"):
        obj[key] = "x" * 65
        with pytest.raises(SaveError) as err:
            check_save(obj)
        assert (err.value.where, err.value.problem) == (key, t("save.too_long", max=64))
        obj[key] = ""


def test_the_bounds_themselves_are_allowed() -> None:
    obj = minimal()
    obj.update(
        seed=limits.SEED_MAX,
        starting_player=1,
        turn=10**9,
        names=["A" * limits.MAX_PLAYER_NAME, "B"],
        deck_names=["D" * limits.MAX_DECK_NAME, "E"],
        created="c" * 64,
        crash={"answer_index": 2, "error": "e" * MAX_CRASH_TEXT},
        answers=[None, None],
    )
    data = check_save(obj)
    assert data.seed == limits.SEED_MAX and data.turn == 10**9
    obj.update(seed=limits.SEED_MIN, turn=0, crash={"answer_index": 0})
    assert check_save(obj).seed == limits.SEED_MIN


# ---------------------------------------------------------------- refusals
REFUSALS: list[tuple[str, Callable[[Obj], object], str, str]] = [
    # what the file is
    ("wrong format", setter("format", "izvori-deck"), "", t("save.not_a_save", format=FORMAT)),
    ("no format", lambda o: o.pop("format"), "", t("save.not_a_save", format=FORMAT)),
    ("no version", lambda o: o.pop("version"), "version", t("save.missing_key", key="version")),
    ("version text", setter("version", "1"), "version", t("save.bad_version", version="1")),
    ("version bool", setter("version", True), "version", t("save.bad_version", version="true")),
    ("version 0", setter("version", 0), "version", t("save.bad_version", version="0")),
    ("version 2", setter("version", 2), "", t("save.future_version", version=2, known=1)),
    # the keys
    ("no seed", lambda o: o.pop("seed"), "seed", t("save.missing_key", key="seed")),
    ("no answers", lambda o: o.pop("answers"), "answers", t("save.missing_key", key="answers")),
    ("unknown key", setter("zvuk", 1), "zvuk", t("save.unknown_key", key="zvuk")),
    # numbers
    ("seed text", setter("seed", "7"), "seed", wrong("save.type.int", "save.type.str")),
    ("seed bool", setter("seed", False), "seed", wrong("save.type.int", "save.type.bool")),
    ("seed float", setter("seed", 7.0), "seed", wrong("save.type.int", "save.type.float")),
    (
        "seed negative",
        setter("seed", -1),
        "seed",
        t("save.out_of_range", value="-1", lo=limits.SEED_MIN, hi=limits.SEED_MAX),
    ),
    (
        "seed too big",
        setter("seed", limits.SEED_MAX + 1),
        "seed",
        t(
            "save.out_of_range",
            value=str(limits.SEED_MAX + 1),
            lo=limits.SEED_MIN,
            hi=limits.SEED_MAX,
        ),
    ),
    (
        "starting player 2",
        setter("starting_player", 2),
        "starting_player",
        t("save.out_of_range", value="2", lo=0, hi=1),
    ),
    (
        "starting player -1",
        setter("starting_player", -1),
        "starting_player",
        t("save.out_of_range", value="-1", lo=0, hi=1),
    ),
    (
        "turn negative",
        setter("turn", -1),
        "turn",
        t("save.out_of_range", value="-1", lo=0, hi=10**9),
    ),
    (
        "turn too big",
        setter("turn", 10**9 + 1),
        "turn",
        t("save.out_of_range", value=str(10**9 + 1), lo=0, hi=10**9),
    ),
    ("turn null", setter("turn", None), "turn", wrong("save.type.int", "save.type.null")),
    # names
    ("names object", setter("names", {}), "names", wrong("save.type.list", "save.type.dict")),
    ("one name", setter("names", ["Ana"]), "names", t("save.two_items", count=1)),
    ("three names", setter("names", ["A", "B", "C"]), "names", t("save.two_items", count=3)),
    ("first name blank", setter("names", [" ", "B"]), "names[0]", t("save.empty_text")),
    ("second name empty", setter("names", ["A", ""]), "names[1]", t("save.empty_text")),
    (
        "name a number",
        setter("names", ["A", 5]),
        "names[1]",
        wrong("save.type.str", "save.type.int"),
    ),
    (
        "name too long",
        setter("names", ["A" * (limits.MAX_PLAYER_NAME + 1), "B"]),
        "names[0]",
        t("save.too_long", max=limits.MAX_PLAYER_NAME),
    ),
    (
        "name with escape",
        setter("names", ["A\x1b[2J", "B"]),
        "names[0]",
        t("save.control_chars", value="A\\x1b[2J"),
    ),
    (
        "one deck name",
        setter("deck_names", ["Zeleni"]),
        "deck_names",
        t("save.two_items", count=1),
    ),
    (
        "deck name too long",
        setter("deck_names", ["D" * (limits.MAX_DECK_NAME + 1), "E"]),
        "deck_names[0]",
        t("save.too_long", max=limits.MAX_DECK_NAME),
    ),
    # decks and cards
    ("decks text", setter("decks", "x"), "decks", wrong("save.type.list", "save.type.str")),
    ("one deck", setter("decks", [[]]), "decks", t("save.two_items", count=1)),
    (
        "deck an object",
        setter("decks", [[], {}]),
        "decks[1]",
        wrong("save.type.list", "save.type.dict"),
    ),
    (
        "deck too big",
        setter("decks", [["Medved"] * (limits.MAX_DECK + 1), []]),
        "decks[0]",
        t("save.deck_too_big", count=limits.MAX_DECK + 1, max=limits.MAX_DECK),
    ),
    (
        "card name empty",
        setter("decks", [["Medved"], ["Vuk", ""]]),
        "decks[1][1]",
        t("save.empty_text"),
    ),
    (
        "card name too long",
        setter("decks", [["M" * (limits.MAX_CARD_NAME + 1)], []]),
        "decks[0][0]",
        t("save.too_long", max=limits.MAX_CARD_NAME),
    ),
    ("cards a list", setter("cards", []), "cards", wrong("save.type.dict", "save.type.list")),
    ("card key blank", setter("cards", {" ": FP}), "cards", t("save.empty_text")),
    (
        "fingerprint short",
        setter("cards", {"Medved": "0123"}),
        'cards["Medved"]',
        t("save.bad_fingerprint"),
    ),
    (
        "fingerprint upper case",
        setter("cards", {"Medved": FP.upper()}),
        'cards["Medved"]',
        t("save.bad_fingerprint"),
    ),
    (
        "fingerprint a number",
        setter("cards", {"Medved": 12}),
        'cards["Medved"]',
        t("save.bad_fingerprint"),
    ),
    # answers, settings, the end of the game
    ("answers object", setter("answers", {}), "answers", wrong("save.type.list", "save.type.dict")),
    (
        "too many answers",
        setter("answers", [None] * (MAX_ANSWERS + 1)),
        "answers",
        t("save.too_many_answers", count=MAX_ANSWERS + 1, max=MAX_ANSWERS),
    ),
    (
        "settings list",
        setter("settings", []),
        "settings",
        wrong("save.type.dict", "save.type.list"),
    ),
    (
        "finished text",
        setter("finished", "da"),
        "finished",
        wrong("save.type.bool", "save.type.str"),
    ),
    ("finished 1", setter("finished", 1), "finished", wrong("save.type.bool", "save.type.int")),
    ("result list", setter("result", []), "result", wrong("save.type.dict", "save.type.list")),
    (
        "result unknown key",
        setter("result", {"winner": 0, "reason": "x", "score": 2}),
        "result",
        t("save.unknown_key", key="score"),
    ),
    (
        "result winner 2",
        setter("result", {"winner": 2, "reason": "x"}),
        "result.winner",
        t("save.out_of_range", value="2", lo=0, hi=1),
    ),
    (
        "result without reason",
        setter("result", {"winner": 0}),
        "result.reason",
        wrong("save.type.str", "save.type.null"),
    ),
    (
        "result reason empty",
        setter("result", {"winner": 0, "reason": ""}),
        "result.reason",
        t("save.empty_text"),
    ),
    (
        "result reason too long",
        setter("result", {"winner": 0, "reason": "r" * 41}),
        "result.reason",
        t("save.too_long", max=40),
    ),
    ("digest short", setter("digest", "ab"), "digest", t("save.bad_digest")),
    ("digest a number", setter("digest", 5), "digest", t("save.bad_digest")),
    ("created too long", setter("created", "c" * 65), "created", t("save.too_long", max=64)),
    ("updated a number", setter("updated", 5), "updated", wrong("save.type.str", "save.type.int")),
    (
        "written_by a list",
        setter("written_by", []),
        "written_by",
        wrong("save.type.str", "save.type.list"),
    ),
    # the crash section of a bug report
    ("crash text", crash("boom"), "crash", wrong("save.type.dict", "save.type.str")),
    ("crash unknown key", crash({"stack": "x"}), "crash", t("save.unknown_key", key="stack")),
    (
        "crash error a list",
        crash({"error": []}),
        "crash.error",
        wrong("save.type.str", "save.type.list"),
    ),
    (
        "crash traceback a number",
        crash({"traceback": 3}),
        "crash.traceback",
        wrong("save.type.str", "save.type.int"),
    ),
    (
        "crash platform too long",
        crash({"platform": "p" * (MAX_CRASH_TEXT + 1)}),
        "crash.platform",
        t("save.too_long", max=MAX_CRASH_TEXT),
    ),
    (
        "crash python a lone surrogate",
        crash({"python": "3.11\ud800"}),
        "crash.python",
        t("save.control_chars", value="\\ud800"),
    ),
    (
        "crash when null",
        crash({"when": None}),
        "crash.when",
        wrong("save.type.str", "save.type.null"),
    ),
    (
        "crash written_by a bool",
        crash({"written_by": True}),
        "crash.written_by",
        wrong("save.type.str", "save.type.bool"),
    ),
    (
        "crash answer index past the answers",
        crash({"answer_index": 1}),
        "crash.answer_index",
        t("save.out_of_range", value="1", lo=0, hi=0),
    ),
    (
        "crash answer index negative",
        crash({"answer_index": -1}),
        "crash.answer_index",
        t("save.out_of_range", value="-1", lo=0, hi=0),
    ),
    (
        "crash failing answer a list",
        crash({"failing_answer": [1]}),
        "crash.failing_answer",
        wrong("save.type.dict", "save.type.list"),
    ),
    (
        "crash failing answer not JSON",
        crash({"failing_answer": {"answer": float("nan")}}),
        "crash.failing_answer",
        t("save.answer_shape"),
    ),
    (
        "crash failing answer a lone surrogate",
        crash({"failing_answer": {"answer": "\ud800"}}),
        "crash.failing_answer",
        t("save.answer_shape"),
    ),
    (
        "crash failing answer too long",
        crash({"failing_answer": {"answer": "a" * MAX_CRASH_TEXT}}),
        "crash.failing_answer",
        t("save.too_long", max=MAX_CRASH_TEXT),
    ),
]


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [pytest.param(c, w, p, id=name) for name, c, w, p in REFUSALS],
)
def test_a_bad_field_is_refused_where_it_is_with_what_is_wrong(
    change: Callable[[Obj], object], where: str, problem: str
) -> None:
    assert refusal(change) == (where, problem)


def test_the_first_unknown_key_is_named_even_among_good_ones() -> None:
    """The optional keys are all allowed; the one that is not is named."""
    obj = minimal()
    obj.update(deck_names=None, settings={}, finished=False, turn=0, digest=None, crash=None)
    check_save(obj)
    obj["Turn"] = 1
    with pytest.raises(SaveError) as err:
        check_save(obj)
    assert (err.value.where, err.value.problem) == ("Turn", t("save.unknown_key", key="Turn"))


def test_a_required_key_missing_is_named_before_an_unknown_one() -> None:
    obj = minimal()
    del obj["cards"]
    obj["zvuk"] = 1
    with pytest.raises(SaveError) as err:
        check_save(obj)
    assert (err.value.where, err.value.problem) == ("cards", t("save.missing_key", key="cards"))


def test_a_long_value_in_a_message_is_cut_to_sixty_characters() -> None:
    _where, problem = refusal(setter("version", "9" * 100))
    assert problem == t("save.bad_version", version="9" * 57 + "...")
    _where, problem = refusal(setter("version", [1] * 40))
    assert problem == t("save.bad_version", version=json.dumps([1] * 40)[:57] + "...")
    _where, problem = refusal(setter("version", [1] * 20))
    assert len(json.dumps([1] * 20)) == 60
    assert problem == t("save.bad_version", version=json.dumps([1] * 20))


def test_a_value_of_exactly_sixty_characters_is_shown_whole() -> None:
    _where, problem = refusal(setter("version", "v" * 60))
    assert problem == t("save.bad_version", version="v" * 60)


def test_an_unknown_key_with_a_control_character_is_shown_escaped() -> None:
    where, problem = refusal(setter("a\x07", 1))
    assert (where, problem) == ("a\\x07", t("save.unknown_key", key="a\\x07"))


def test_a_text_found_good_once_is_not_checked_again_but_other_limits_still_are() -> None:
    """The checker remembers good texts with their limit: a deck name of 81 letters is good
    as a deck name (200) and still refused as a card name (80)."""
    long_name = "K" * (limits.MAX_CARD_NAME + 1)
    where, problem = refusal(
        lambda o: o.update(deck_names=[long_name, "E"], decks=[[long_name], []])
    )
    assert (where, problem) == ("decks[0][0]", t("save.too_long", max=limits.MAX_CARD_NAME))
    where, problem = refusal(lambda o: o.update(created="", names=["", "B"]))
    assert (where, problem) == ("names[0]", t("save.empty_text"))


# ---------------------------------------------------------------- the message
def test_a_refusal_names_the_file_the_entry_and_the_problem() -> None:
    e = SaveError(Path("a/s.json"), "loše", where="seed")
    assert e.message == t("save.at_key", path="a/s.json", where="seed", problem="loše")
    assert str(e) == e.message and e.path == Path("a/s.json") and e.index is None
    e = SaveError("s.json", "loše")
    assert e.message == t("save.at_file", path="s.json", problem="loše") and e.where == ""
    e = SaveError(None, "loše")
    assert e.message == t("save.at_file", path=t("save.no_path"), problem="loše")
    assert e.path is None


def test_a_refusal_of_an_answer_names_it_by_number_from_one() -> None:
    e = SaveError("s.json", "loše", index=4)
    assert e.message == t(
        "save.at_answer", path="s.json", where="answers[4]", number=5, problem="loše"
    )
    e = SaveError("s.json", "loše", where="answers[4].answer", index=4)
    assert e.message == t(
        "save.at_answer", path="s.json", where="answers[4].answer", number=5, problem="loše"
    )
    assert e.problem == "loše" and e.where == "answers[4].answer" and e.index == 4


def test_a_file_name_with_a_terminal_escape_is_shown_escaped() -> None:
    e = SaveError("s\x1b[2J.json", "loše")
    assert "\x1b" not in e.message and "\\x1b" in e.message


# ---------------------------------------------------------------- one answer
ENTRY_REFUSALS: list[tuple[str, Any, str]] = [
    ("a list", [0, 1], t("save.entry_not_object", actual=t("save.type.list"))),
    ("a number", 3, t("save.entry_not_object", actual=t("save.type.int"))),
    ("null", None, t("save.entry_not_object", actual=t("save.type.null"))),
    ("unknown key", {"player": 0, "answer": 1, "why": 2}, t("save.unknown_key", key="why")),
    ("no player", {"answer": 1}, t("save.missing_key", key="player")),
    ("no answer", {"player": 0}, t("save.missing_key", key="answer")),
    ("player 2", {"player": 2, "answer": 1}, t("save.bad_player", value="2")),
    ("player true", {"player": True, "answer": 1}, t("save.bad_player", value="true")),
    ("player text", {"player": "0", "answer": 1}, t("save.bad_player", value="0")),
    ("player float", {"player": 1.0, "answer": 1}, t("save.bad_player", value="1.0")),
    ("concede false", {"player": 0, "answer": None, "concede": False}, t("save.bad_concede")),
    ("concede 1", {"player": 0, "answer": None, "concede": 1}, t("save.bad_concede")),
    ("concede answer", {"player": 0, "answer": 3, "concede": True}, t("save.concede_answer")),
    ("number 2**31", {"player": 0, "answer": 2**31}, t("save.answer_number")),
    ("number -2**31", {"player": 0, "answer": -(2**31)}, t("save.answer_number")),
    ("float", {"player": 0, "answer": 1.5}, t("save.answer_shape")),
    ("object", {"player": 0, "answer": {"a": 1}}, t("save.answer_shape")),
    (
        "text too long",
        {"player": 1, "answer": "x" * (limits.MAX_PLAYER_NAME + 1)},
        t("save.answer_text", value="x" * 57 + "..."),
    ),
    ("text escape", {"player": 1, "answer": "a\x1b"}, t("save.answer_text", value="a\\x1b")),
    ("list too deep", {"player": 0, "answer": [[[[1]]]]}, t("save.answer_shape")),
    (
        "list too long",
        {"player": 0, "answer": [0] * (MAX_ANSWER_ITEMS + 1)},
        t("save.answer_shape"),
    ),
    ("bad item", {"player": 0, "answer": [1, [2, 2**40]]}, t("save.answer_number")),
]


@pytest.mark.parametrize(
    ("entry", "problem"), [pytest.param(e, p, id=name) for name, e, p in ENTRY_REFUSALS]
)
def test_a_bad_answer_is_refused_by_its_number(entry: Any, problem: str) -> None:
    with pytest.raises(SaveError) as err:
        check_entry(entry, 6, Path("s.json"))
    assert (err.value.problem, err.value.index, err.value.where) == (problem, 6, "")
    assert "(odgovor br. 7)" in err.value.message


@pytest.mark.parametrize(
    "entry",
    [
        {"player": 0, "answer": None},
        {"player": 1, "answer": True},
        {"player": 0, "answer": 2**31 - 1},
        {"player": 0, "answer": -(2**31) + 1},
        {"player": 1, "answer": "x" * limits.MAX_PLAYER_NAME},
        {"player": 0, "answer": [[[1, "a", None]]]},
        {"player": 0, "answer": [0] * MAX_ANSWER_ITEMS},
        {"player": 1, "answer": None, "concede": True},
    ],
    ids=[
        "null",
        "bool",
        "largest",
        "smallest",
        "longest text",
        "three deep",
        "most items",
        "concede",
    ],
)
def test_a_good_answer_passes(entry: Any) -> None:
    check_entry(entry, 0, None)


# ---------------------------------------------------------------- the bytes
def parse_refusal(data: bytes) -> str:
    with pytest.raises(SaveError) as err:
        parse_json(data, Path("s.json"))
    assert err.value.where == "" and err.value.index is None
    assert err.value.path == Path("s.json") and err.value.message.startswith("s.json: ")
    return err.value.problem


def test_a_file_over_the_size_limit_is_refused_before_it_is_read() -> None:
    assert parse_refusal(b" " * (MAX_BYTES + 1)) == t(
        "save.too_big", size=MAX_BYTES + 1, max=MAX_BYTES
    )


def test_bytes_that_are_not_utf8_are_refused_at_their_position() -> None:
    assert parse_refusal(b'{"a": "\xff"}') == t("save.not_utf8", pos=7)


@pytest.mark.parametrize(
    "data", [b"", b"  \n\t ", "\ufeff".encode()], ids=["empty", "blank", "bom"]
)
def test_an_empty_file_is_refused(data: bytes) -> None:
    assert parse_refusal(data) == t("save.empty")


def test_a_byte_order_mark_is_accepted() -> None:
    assert parse_json('\ufeff{"a": 1}'.encode(), None) == {"a": 1}


def test_a_key_given_twice_is_refused_by_name() -> None:
    assert parse_refusal(b'{"a": 1, "b": {"x": 1, "c": 1, "c": 2}}') == t(
        "save.duplicate_key", key="c"
    )


def test_a_file_of_exactly_the_size_limit_is_read() -> None:
    assert parse_refusal(b" " * MAX_BYTES) == t("save.empty")


def test_a_number_python_cannot_read_is_refused_with_the_start_of_the_reason() -> None:
    """Python refuses integers of more than 4,300 digits; its reason is cut to 80 characters."""
    with pytest.raises(ValueError) as err:
        json.loads("1" * 5000)
    assert len(str(err.value)) > 80
    assert parse_refusal(b'{"a": ' + b"1" * 5000 + b"}") == t(
        "save.bad_number", error=str(err.value)[:80]
    )


def test_distinct_keys_are_kept_in_order() -> None:
    assert list(parse_json(b'{"b": 1, "a": 2}', None)) == ["b", "a"]


@pytest.mark.parametrize(
    ("text", "line", "col"),
    [
        ('{"a": [1,\n 2', 2, 3),
        ('{"a": "tekst', 1, 13),
        ('{"a": "\\"}', 1, 11),
        ('{"a": {"b": 1}', 1, 15),
        ('[[{"a": "]"}\n\n', 1, 13),
        ('"tekst', 1, 7),
        ("[X", 1, 3),
    ],
    ids=[
        "open list",
        "open string",
        "escaped quote",
        "open object",
        "bracket in a string",
        "open string alone",
        "open list of nonsense",
    ],
)
def test_a_file_cut_off_inside_a_value_says_so_at_its_end(text: str, line: int, col: int) -> None:
    assert parse_refusal(text.encode()) == t("save.truncated", line=line, col=col)


@pytest.mark.parametrize(
    ("text", "line", "col"),
    [
        ('{"a": 1,}', 1, 9),
        ('{"a": 1}\n]', 2, 1),
        ('{"a": 1 "b": 2}', 1, 9),
        ('{"a": "\\\\"}}', 1, 12),
    ],
    ids=["trailing comma", "closed too often", "missing comma", "escaped backslash"],
)
def test_a_file_that_is_not_json_names_the_line_and_column(text: str, line: int, col: int) -> None:
    assert parse_refusal(text.encode()) == t("save.bad_json", line=line, col=col)


@pytest.mark.parametrize(
    ("text", "line", "col"),
    [("X", 1, 1), ("{}X", 1, 3)],
    ids=["nonsense", "nonsense after the object"],
)
def test_nonsense_outside_a_value_is_not_json_not_a_cut(text: str, line: int, col: int) -> None:
    assert parse_refusal(text.encode()) == t("save.bad_json", line=line, col=col)


def test_json_nested_too_deep_is_refused() -> None:
    assert parse_refusal(b"[" * 100_000 + b"]" * 100_000) == t("save.too_deep")


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
def test_numbers_json_does_not_have_are_refused(word: str) -> None:
    assert parse_refusal(f'{{"a": {word}}}'.encode()) == t("save.bad_number", error=word)


def test_a_whole_file_is_parsed_and_checked() -> None:
    data = json.dumps(minimal()).encode()
    read = parse_save(data, Path("s.json"))
    assert read.names == ("Ana", "Boris") and read.path == Path("s.json")
    for bad in (b'{"format": "x"}', b"{"):
        with pytest.raises(SaveError) as err:
            parse_save(bad, Path("s.json"))
        assert err.value.path == Path("s.json")
    assert err.value.problem == t("save.truncated", line=1, col=2)


def test_a_save_names_the_program_and_its_version(monkeypatch: pytest.MonkeyPatch) -> None:
    """`written_by` (kept for the process: it is cleared here, before and after)."""
    from importlib import metadata

    from izvori.persist.format import written_by

    written_by.cache_clear()
    assert written_by() == f"izvori {metadata.version('izvori')}"

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    written_by.cache_clear()
    monkeypatch.setattr(metadata, "version", missing)
    assert written_by() == "izvori"  # run from a checkout that was never installed
    written_by.cache_clear()
