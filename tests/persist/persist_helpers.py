"""Helpers for the save/resume tests (imported by name; the folder is on sys.path)."""

from __future__ import annotations

from pathlib import Path

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardDef
from izvori.persist.session import SavedGame

NAMES = ("Ana", "Boris")
_POOL: dict[str, CardDef] | None = None


def card_pool() -> dict[str, CardDef]:
    """The card pool, loaded once per test process."""
    global _POOL
    if _POOL is None:
        _POOL = load_cards_or_raise()
    return _POOL


def new_session(decks: list[list[CardDef]], seed: int, path: Path | None = None) -> SavedGame:
    return SavedGame.create(
        decks, NAMES, seed=seed, path=path, deck_names=("demo-crvena", "demo-zelena")
    )


def play(session: SavedGame, agent: RandomAgent, n: int) -> int:
    """Submit up to n random answers through the session; returns how many were submitted."""
    done = 0
    while session.game.result is None and done < n:
        assert session.game.pending is not None
        session.submit(agent.choose(session.game.pending))
        done += 1
    return done
