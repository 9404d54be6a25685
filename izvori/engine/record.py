"""A game as data: (decks, seed, starting player, names, answers) — ARCHITECTURE §4.

`game_record` turns a game into a JSON-able dict; `replay` rebuilds the identical game from one
by submitting the same answers. No file I/O here: saving and loading files is the caller's job
(`izvori.persist` wraps a record in the versioned save format, docs/saves.md).

A record carries a fingerprint of every card definition its decks use (`card_fingerprint`), so
a record made with a different card set — a card changed since — is refused naming the card
instead of replaying into a different game. Every refusal is a `ReplayError` whose `index` is
the first bad answer (or -1 when the problem is not in one answer).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game

RECORD_VERSION = 1

#: CardDef fields that never change how a game plays (left out of the fingerprint, so fixing
#: a typo in flavour text does not make old saves unloadable).
_NOT_RULES = frozenset({"flavor", "rarity", "origin"})
#: Definition fields added after saves existed: left out while they have their default value, so
#: the fingerprints of the cards that don't use them (and the saves made with them) stay valid.
#: Add every new field of a definition class here.
_NEWER_FIELDS: dict[str, frozenset[str]] = {
    "CardDef": frozenset(
        {
            "copy_keeps",
            "copy_grants",
            "as_enters_choice",
            "color_override",
            "modes",
            "mode_chooser",
            "cant_be_countered",
        }
    ),
    "TargetSpec": frozenset({"chooser"}),
    "Cost": frozenset({"discard_self", "reveal"}),
    "ActivatedAbility": frozenset({"zone", "per_turn", "only_during", "modes", "mode_chooser"}),
    "TriggeredAbility": frozenset({"zone", "cost"}),
}


class ReplayError(ValueError):
    """A record that can't be replayed; `index` is the first bad entry (or -1).

    `key` is a message key in `izvori.strings` (``replay.*``), `args_` fill its placeholders.
    """

    def __init__(self, key: str, index: int = -1, **args: Any) -> None:
        self.key = key
        self.index = index
        self.args_ = args
        super().__init__(f"{key} at {index}: {args}")


# ------------------------------------------------------------------ fingerprints
def _canonical(value: Any) -> Any:
    """A JSON-able, process-independent form of a definition (sets sorted, enums by value)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"@": type(value).__name__}
        for f in dataclasses.fields(value):
            if isinstance(value, CardDef) and f.name in _NOT_RULES:
                continue
            if f.name in _NEWER_FIELDS.get(type(value).__name__, ()) and getattr(
                value, f.name
            ) == _default(f):
                continue
            if isinstance(value, CardDef) and f.name == "enchant":
                # one "Promeni" was a plain word before E3.133 allowed several: same hash
                words = value.enchant
                out[f.name] = None if not words else words[0] if len(words) == 1 else list(words)
                continue
            out[f.name] = _canonical(getattr(value, f.name))
        return out
    if isinstance(value, enum.Enum):
        return _canonical(value.value)
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (set, frozenset)):
        return sorted((_canonical(v) for v in value), key=_sort_key)
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    if isinstance(value, dict):
        return sorted(([_canonical(k), _canonical(v)] for k, v in value.items()), key=_sort_key)
    return f"{type(value).__name__}:{value!r}"


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return f.default


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def card_fingerprint(card: CardDef) -> str:
    """A short hash of everything in a card's definition that can change how a game plays."""
    text = json.dumps(_canonical(card), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def deck_fingerprints(decks: Sequence[Sequence[CardDef]]) -> dict[str, str]:
    """`{card name: fingerprint}` for every distinct card of the decks, sorted by name."""
    cards = {c.name: c for deck in decks for c in deck}
    return {name: card_fingerprint(cards[name]) for name in sorted(cards)}


# ------------------------------------------------------------------------ records
def game_record(game: Game) -> dict[str, Any]:
    return {
        "version": RECORD_VERSION,
        "seed": game.seed,
        "starting_player": game.starting_player_arg,
        "names": [p.name for p in game.players],
        "decks": [[c.name for c in deck] for deck in game.decks],
        "cards": deck_fingerprints(game.decks),
        "answers": [h.to_json() for h in game.history],
    }


def record_decks(record: dict[str, Any], pool: dict[str, CardDef]) -> list[list[CardDef]]:
    """The decks of a record from a card pool; unknown or changed cards are refused.

    Fingerprints are checked when the record has them (`cards`); older records without
    them replay unchecked.
    """
    fingerprints = record.get("cards")
    decks: list[list[CardDef]] = []
    checked: set[str] = set()
    for deck in record["decks"]:
        cards = []
        for name in deck:
            if not isinstance(name, str):
                raise ReplayError("replay.bad_card_name", name=repr(name)[:40])
            card = pool.get(name)
            if card is None:
                raise ReplayError("replay.unknown_card", name=name)
            if isinstance(fingerprints, dict) and name not in checked:
                checked.add(name)
                saved = fingerprints.get(name)
                if saved is None:
                    raise ReplayError("replay.no_fingerprint", name=name)
                if saved != card_fingerprint(card):
                    raise ReplayError("replay.card_changed", name=name)
            cards.append(card)
        decks.append(cards)
    return decks


def start_game(record: dict[str, Any], pool: dict[str, CardDef]) -> Game:
    """The game of a record before any answer (decks shuffled, opening hands drawn)."""
    if record.get("version") != RECORD_VERSION:
        raise ReplayError("replay.version", version=record.get("version"))
    decks = record_decks(record, pool)
    names = tuple(record.get("names", ("Igrač 1", "Igrač 2")))
    return Game(
        decks,
        (str(names[0]), str(names[1])),
        seed=int(record["seed"]),
        starting_player=record.get("starting_player"),
    )


def apply_entry(game: Game, index: int, entry: Any) -> None:
    """Submit one recorded answer (or concession); a bad one raises `ReplayError(index)`.

    Anything the engine raises while taking the answer is a refusal of that entry too
    (`replay.engine_error`, with the original exception chained), so a hand-edited answer can
    never escape as a traceback.
    """
    if not isinstance(entry, dict):
        raise ReplayError("replay.bad_entry", index)
    player = entry.get("player")
    if player not in (0, 1) or isinstance(player, bool) or "answer" not in entry:
        raise ReplayError("replay.bad_entry", index)
    try:
        if entry.get("concede") is True:
            game.concede(int(player))
            return
        if game.result is not None:
            raise ReplayError("replay.illegal", index, reason="game.over")
        if game.pending is None or game.pending.player != player:
            expected = game.pending.player if game.pending is not None else -1
            raise ReplayError("replay.wrong_player", index, player=player, expected=expected)
        game.submit(entry["answer"])
    except ReplayError:
        raise
    except IllegalAnswer as e:
        raise ReplayError("replay.illegal", index, reason=e.key, reason_args=e.args_) from None
    except Exception as e:
        error = f"{type(e).__name__}: {e}"[:200]
        raise ReplayError("replay.engine_error", index, error=error) from e


def replay(
    record: dict[str, Any],
    pool: dict[str, CardDef],
    *,
    on_answer: Callable[[Game, int, Any], None] | None = None,
) -> Game:
    """Rebuild a game from its record.

    `on_answer(game, index, entry)`, if given, is called before each entry is applied (a
    turn-by-turn viewer uses it).
    """
    game = start_game(record, pool)
    for i, entry in enumerate(record["answers"]):
        if on_answer is not None:
            on_answer(game, i, entry)
        apply_entry(game, i, entry)
    return game
