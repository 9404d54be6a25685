"""A game as data (izvori/engine/record.py, ARCHITECTURE §4): what a record holds, how it
replays, and how a bad or foreign record is refused — naming the entry, the card or the version.

Written for the mutants of record.py that the round-trip tests let through (docs/mutation.md).
A save is a record: whatever the record loses or a replay gets wrong, a resumed game gets wrong.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.record import (
    RECORD_VERSION,
    ReplayError,
    _canonical,
    apply_entry,
    card_fingerprint,
    deck_fingerprints,
    game_record,
    record_decks,
    replay,
    start_game,
)


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


@pytest.fixture(scope="module")
def decks(pool: dict[str, CardDef]) -> list[list[CardDef]]:
    return [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]


def played(decks: list[list[CardDef]], answers: int, **kw: Any) -> Game:
    """A game of the demo decks after `answers` answers of a seeded random agent."""
    game = Game(decks, ("Ana", "Boris"), **kw)
    agent = RandomAgent(3)
    for _ in range(answers):
        assert game.pending is not None and game.result is None
        game.submit(agent.choose(game.pending))
    return game


def refusal(record: dict[str, Any], pool: dict[str, CardDef]) -> ReplayError:
    with pytest.raises(ReplayError) as err:
        replay(record, pool)
    return err.value


# ------------------------------------------------------------------ the refusal itself
def test_a_replay_error_keeps_its_key_entry_and_arguments() -> None:
    """The message shown for a refused save is built from the key and its arguments."""
    err = ReplayError("replay.unknown_card", 4, name="Grom")
    assert (err.key, err.index, err.args_) == ("replay.unknown_card", 4, {"name": "Grom"})
    assert str(err) == "replay.unknown_card at 4: {'name': 'Grom'}"
    assert ReplayError("replay.version").index == -1


# -------------------------------------------------------------------------- records
def test_a_record_holds_decks_seed_starting_player_names_fingerprints_and_answers(
    decks: list[list[CardDef]],
) -> None:
    game = played(decks, 6, seed=7, starting_player=1)
    assert game_record(game) == {
        "version": RECORD_VERSION,
        "seed": 7,
        "starting_player": 1,
        "names": ["Ana", "Boris"],
        "decks": [[c.name for c in deck] for deck in decks],
        "cards": deck_fingerprints(decks),
        "answers": [h.to_json() for h in game.history],
    }
    assert len(game_record(game)["answers"]) == 6


def test_deck_fingerprints_name_every_distinct_card_once_sorted(
    decks: list[list[CardDef]],
) -> None:
    fps = deck_fingerprints(decks)
    cards = {c.name: c for deck in decks for c in deck}
    assert list(fps) == sorted(cards)
    assert fps == {name: card_fingerprint(card) for name, card in cards.items()}


def test_a_record_replays_to_the_same_game_with_the_same_names_seed_and_first_player(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = played(decks, 40, seed=7, starting_player=1)
    again = replay(json.loads(json.dumps(game_record(game))), pool)
    assert again.digest() == game.digest()
    assert [p.name for p in again.players] == ["Ana", "Boris"]
    assert (again.seed, again.starting_player_arg, again.starting_player) == (7, 1, 1)
    assert again.decks == decks and again.decks[0][0] is pool[decks[0][0].name]
    assert [h.to_json() for h in again.history] == [h.to_json() for h in game.history]


def test_a_record_without_names_replays_with_the_default_names(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    record = game_record(played(decks, 0, seed=3))
    del record["names"]
    assert [p.name for p in start_game(record, pool).players] == ["Igrač 1", "Igrač 2"]


def test_on_answer_sees_each_entry_before_it_is_applied(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """A turn-by-turn viewer is shown the game as it stood when each answer was given."""
    game = played(decks, 5, seed=9)
    record = game_record(game)
    seen: list[tuple[int, int, Any]] = []
    replay(record, pool, on_answer=lambda g, i, e: seen.append((len(g.history), i, e)))
    assert seen == [(i, i, e) for i, e in enumerate(record["answers"])]


# --------------------------------------------------------------- refused records
def test_a_record_of_another_version_is_refused_naming_the_version(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    record = game_record(played(decks, 0))
    record["version"] = 2
    err = refusal(record, pool)
    assert (err.key, err.index, err.args_) == ("replay.version", -1, {"version": 2})
    del record["version"]
    assert refusal(record, pool).args_ == {"version": None}


def test_a_card_name_that_is_not_text_is_refused_shortened(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    record = game_record(played(decks, 0))
    record["decks"][1][2] = ["x" * 60]
    err = refusal(record, pool)
    assert err.key == "replay.bad_card_name"
    assert err.args_ == {"name": repr(["x" * 60])[:40]} and len(err.args_["name"]) == 40


def test_an_unknown_card_is_refused_by_name(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    record = game_record(played(decks, 0))
    record["decks"][0][3] = "Nepostojeća Karta"
    err = refusal(record, pool)
    assert (err.key, err.args_) == ("replay.unknown_card", {"name": "Nepostojeća Karta"})


def test_a_card_changed_since_the_record_is_refused_by_name(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """The record's fingerprint of a card no longer matches the pool's card."""
    record = game_record(played(decks, 0))
    name = record["decks"][1][-1]
    record["cards"][name] = "0" * 16
    err = refusal(record, pool)
    assert (err.key, err.index, err.args_) == ("replay.card_changed", -1, {"name": name})
    del record["cards"][name]
    err = refusal(record, pool)
    assert (err.key, err.args_) == ("replay.no_fingerprint", {"name": name})


def test_a_record_without_fingerprints_replays_unchecked(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """Records older than fingerprints have no `cards`: their cards are taken as they are."""
    game = played(decks, 8, seed=4)
    record = game_record(game)
    del record["cards"]
    assert record_decks(record, pool) == [list(d) for d in decks]
    assert replay(record, pool).digest() == game.digest()


# ------------------------------------------------------------------ refused entries
def test_an_entry_of_the_wrong_shape_is_refused_naming_it(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = played(decks, 0, seed=2)
    player = game.pending.player if game.pending else -1
    for entry in (
        ["pass"],
        {"answer": ["pass"]},
        {"player": 2, "answer": ["pass"]},
        {"player": -1, "answer": ["pass"]},
        {"player": bool(player), "answer": ["pass"]},
        {"player": player},
    ):
        with pytest.raises(ReplayError) as err:
            apply_entry(game, 7, entry)
        assert (err.value.key, err.value.index) == ("replay.bad_entry", 7), entry
    assert game.history == []


def test_an_answer_by_the_player_not_deciding_is_refused_naming_both(
    decks: list[list[CardDef]],
) -> None:
    game = played(decks, 3, seed=2)
    assert game.pending is not None
    decider = game.pending.player
    with pytest.raises(ReplayError) as err:
        apply_entry(game, 3, {"player": 1 - decider, "answer": ["pass"]})
    assert (err.value.key, err.value.index) == ("replay.wrong_player", 3)
    assert err.value.args_ == {"player": 1 - decider, "expected": decider}
    assert len(game.history) == 3


def test_an_illegal_answer_is_refused_with_the_engines_reason(
    decks: list[list[CardDef]],
) -> None:
    game = played(decks, 2, seed=2)
    assert game.pending is not None
    answer = ["cast", 987654, 0, ""]
    with pytest.raises(IllegalAnswer) as direct:
        game.copy().submit(answer)
    with pytest.raises(ReplayError) as err:
        apply_entry(game, 2, {"player": game.pending.player, "answer": answer})
    e = err.value
    assert (e.key, e.index) == ("replay.illegal", 2)
    assert e.args_ == {"reason": direct.value.key, "reason_args": direct.value.args_}
    assert e.args_["reason"] == "play.not_in_hand"
    assert e.__cause__ is None and e.__suppress_context__
    assert len(game.history) == 2


def test_a3_31_a_concession_replays_and_nothing_after_it(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """A3.31: a recorded concession ends the replayed game the same way; an answer after the
    end of the game is refused as illegal (game.over)."""
    game = played(decks, 4, seed=6)
    game.concede(1)
    record = game_record(game)
    assert record["answers"][-1] == {"player": 1, "answer": None, "concede": True}
    again = replay(record, pool)
    assert again.result == game.result and again.result is not None
    assert (again.result.winner, again.result.reason) == (0, "concede")
    record["answers"].append({"player": 0, "answer": ["pass"]})
    err = refusal(record, pool)
    assert (err.key, err.index, err.args_) == ("replay.illegal", 5, {"reason": "game.over"})


def test_an_engine_crash_on_an_entry_is_a_refusal_of_that_entry(
    decks: list[list[CardDef]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the engine raises while taking a (hand-edited) answer is refused, not a
    traceback: the error's type and text, at most 200 characters, with the original chained."""
    game = played(decks, 1, seed=2)
    assert game.pending is not None
    crash = KeyError("y" * 300)

    def boom(answer: Any) -> None:
        raise crash

    monkeypatch.setattr(game, "submit", boom)
    with pytest.raises(ReplayError) as err:
        apply_entry(game, 1, {"player": game.pending.player, "answer": ["pass"]})
    e = err.value
    assert (e.key, e.index) == ("replay.engine_error", 1)
    assert e.args_ == {"error": f"KeyError: {crash}"[:200]} and len(e.args_["error"]) == 200
    assert e.__cause__ is crash


# ------------------------------------------------------------------- fingerprints
def test_a_fingerprint_is_16_hex_digits_of_the_sha256_of_the_cards_canonical_json(
    pool: dict[str, CardDef],
) -> None:
    card = pool["Kavgadžija"]
    text = json.dumps(_canonical(card), sort_keys=True, ensure_ascii=False)
    assert card_fingerprint(card) == hashlib.sha256(text.encode()).hexdigest()[:16]


def test_flavour_rarity_and_origin_do_not_change_a_fingerprint_the_rest_does(
    pool: dict[str, CardDef],
) -> None:
    card = pool["Kavgadžija"]
    same = dataclasses.replace(card, flavor="drugo", rarity="zlatna", origin="drugo")
    assert card_fingerprint(same) == card_fingerprint(card)
    canon = _canonical(card)
    assert canon["@"] == "CardDef"
    assert set(canon) == {"@"} | {f.name for f in dataclasses.fields(card)} - {
        "flavor",
        "rarity",
        "origin",
        "copy_keeps",
        "copy_grants",
        "as_enters_choice",
        "color_override",
        "modes",
        "mode_chooser",
        "cant_be_countered",
    }
    assert card_fingerprint(pool["Grom"]) != card_fingerprint(card)


def test_enchant_is_a_word_when_it_is_one_word_as_before_e3_133(
    pool: dict[str, CardDef],
) -> None:
    card = pool["Kavgadžija"]
    assert _canonical(dataclasses.replace(card, enchant=()))["enchant"] is None
    assert _canonical(dataclasses.replace(card, enchant=("Šuma",)))["enchant"] == "Šuma"
    both = _canonical(dataclasses.replace(card, enchant=("Šuma", "Planina")))
    assert both["enchant"] == ["Šuma", "Planina"]


class _Boja(enum.Enum):
    CRNA = "C"


@dataclasses.dataclass(frozen=True)
class _Par:
    b: int
    a: int


def test_the_canonical_form_does_not_depend_on_the_process() -> None:
    """Sets and dicts are sorted by their JSON text (keys sorted, letters as they are), enums
    are their values, tuples lists; anything else is its type and repr."""
    assert _canonical(_Boja.CRNA) == "C"
    assert _canonical(("a", 1, None, True, 2.5)) == ["a", 1, None, True, 2.5]
    assert _canonical(frozenset({2, 10})) == [10, 2]
    assert _canonical(frozenset({"Ž", "a"})) == ["a", "Ž"]
    assert _canonical({_Par(1, 2), _Par(2, 1)}) == [
        {"@": "_Par", "b": 2, "a": 1},
        {"@": "_Par", "b": 1, "a": 2},
    ]
    assert _canonical({"b": _Boja.CRNA, "a": (1,)}) == [["a", [1]], ["b", "C"]]
    assert _canonical({2: "x", 10: "y"}) == [[10, "y"], [2, "x"]]
    assert _canonical(range(2)) == "range:range(0, 2)"
