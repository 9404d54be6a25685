"""A scripted game through the autosaving session, for the kill test.

    python -m izvori.tools.selfplay --seed S [--save PATH] [--decks A B] [--concede-at N]

Random agents play one game with `SavedGame` autosaving to PATH (default: a new file in the
saves folder, printed as ``path P``) after every answer. After each answer's save returns, the
number of answers saved so far is printed (``saved N``, flushed), so a test that kills this
process knows which answers were confirmed on disk. The game is fully determined by the seed:
`scripted_answers` gives the same answers without saving.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game
from izvori.persist.session import SavedGame

NAMES = ("Ana", "Boris")
DECKS = ("demo-crvena", "demo-zelena")


def load_decks(names: tuple[str, str] = DECKS) -> tuple[dict[str, CardDef], list[list[CardDef]]]:
    from izvori.cards.library import load_cards_or_raise, load_deck_by_name

    pool = load_cards_or_raise()
    return pool, [load_deck_by_name(n, pool).cards for n in names]


def scripted_answers(
    decks: list[list[CardDef]],
    seed: int,
    concede_at: int = -1,
    turn_cap: int = 200,
    first: int | None = None,
) -> list[dict[str, Any]]:
    """The answers `main` submits for this seed, in order; only the `first` ones if given (the
    kill test compares a save's answers with the start of the game, not the whole game)."""
    game = Game(decks, NAMES, seed=seed)
    agent = RandomAgent(seed)
    n = 0
    while game.result is None and game.turn <= turn_cap and (first is None or n < first):
        if n == concede_at:
            game.concede(1)
        else:
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
        n += 1
    return [h.to_json() for h in game.history]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m izvori.tools.selfplay")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--save", type=Path, default=None)
    parser.add_argument("--decks", nargs=2, default=list(DECKS))
    parser.add_argument("--concede-at", type=int, default=-1)
    parser.add_argument("--turn-cap", type=int, default=200)
    args = parser.parse_args(argv)
    _pool, decks = load_decks((args.decks[0], args.decks[1]))
    session = SavedGame.create(
        decks, NAMES, seed=args.seed, deck_names=(args.decks[0], args.decks[1]), path=args.save
    )
    agent = RandomAgent(args.seed)
    out = sys.stdout
    out.write(f"path {session.path}\n")
    out.write("saved 0\n")
    out.flush()
    n = 0
    game = session.game
    while game.result is None and game.turn <= args.turn_cap:
        if n == args.concede_at:
            session.concede(1)
        else:
            assert game.pending is not None
            session.submit(agent.choose(game.pending))
        n += 1
        if session.save_error is not None:
            print(session.save_error, file=sys.stderr)
            return 1
        out.write(f"saved {len(session.answers)}\n")
        out.flush()
    out.write("done\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
