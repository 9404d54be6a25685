"""Prepared games for the TUI tests, screenshots and benchmark."""

from __future__ import annotations

from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game


def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def demo_game(seed: int = 3, first: int | None = 0) -> Game:
    p = pool()
    decks = [load_deck_by_name(n, p).cards for n in ("demo-crvena", "demo-zelena")]
    return Game(decks, ("Ana", "Boris"), seed=seed, starting_player=first)
