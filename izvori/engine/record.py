"""A game as data: (decks, seed, starting player, names, answers) — ARCHITECTURE §4.

`game_record` turns a game into a JSON-able dict; `replay` rebuilds the identical game from one
by submitting the same answers. No file I/O here: saving and loading files is the caller's job.
"""

from __future__ import annotations

from typing import Any

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game

RECORD_VERSION = 1


class ReplayError(ValueError):
    """A record that can't be replayed; `index` is the first bad entry (or -1)."""

    def __init__(self, key: str, index: int = -1, **args: Any) -> None:
        self.key = key
        self.index = index
        self.args_ = args
        super().__init__(f"{key} at {index}: {args}")


def game_record(game: Game) -> dict[str, Any]:
    return {
        "version": RECORD_VERSION,
        "seed": game.seed,
        "starting_player": game.starting_player_arg,
        "names": [p.name for p in game.players],
        "decks": [[c.name for c in deck] for deck in game.decks],
        "answers": [h.to_json() for h in game.history],
    }


def replay(record: dict[str, Any], pool: dict[str, CardDef], upto: int | None = None) -> Game:
    """Rebuild a game from its record (optionally only its first `upto` answers)."""
    if record.get("version") != RECORD_VERSION:
        raise ReplayError("replay.version", version=record.get("version"))
    decks: list[list[CardDef]] = []
    for deck in record["decks"]:
        cards = []
        for name in deck:
            if name not in pool:
                raise ReplayError("replay.unknown_card", name=name)
            cards.append(pool[name])
        decks.append(cards)
    names = tuple(record.get("names", ("Igrač 1", "Igrač 2")))
    game = Game(
        decks,
        (names[0], names[1]),
        seed=int(record["seed"]),
        starting_player=record.get("starting_player"),
    )
    answers = record["answers"]
    if upto is not None:
        answers = answers[:upto]
    for i, entry in enumerate(answers):
        try:
            if entry.get("concede"):
                game.concede(int(entry["player"]))
                continue
            if game.pending is None or game.pending.player != entry["player"]:
                raise ReplayError("replay.wrong_player", i)
            game.submit(entry["answer"])
        except IllegalAnswer as e:
            raise ReplayError("replay.illegal", i, reason=e.key) from None
    return game
