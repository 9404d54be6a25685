"""What a new game needs: names, decks (from cards/decks or any YAML path), seed, who starts."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from izvori import limits
from izvori.cards.decklist import LoadError, deck_paths

if TYPE_CHECKING:
    from izvori.engine import Game


def default_decks() -> tuple[str, str]:
    stems = [p.stem for p in deck_paths()]
    if not stems:
        return ("", "")
    first = "demo-crvena" if "demo-crvena" in stems else stems[0]
    rest = [s for s in stems if s != first]
    second = "demo-zelena" if "demo-zelena" in rest else (rest[0] if rest else first)
    return (first, second)


@dataclass(frozen=True)
class GameSetup:
    names: tuple[str, str] = ("Ana", "Boris")
    decks: tuple[str, str] = ("", "")
    seed: int | None = None  # None: a fresh random seed per game
    starting_player: int | None = None  # None: coin toss (A2.20)
    computer: str | None = None  # issue 14: the second player is this computer level

    def with_defaults(self) -> GameSetup:
        decks = self.decks
        if not all(decks):
            d = default_decks()
            decks = (decks[0] or d[0], decks[1] or d[1])
        return replace(self, decks=decks)

    def build_game(self) -> Game:
        """Load both decks and start the game; raises LoadError with `file:line:` problems."""
        # lazy: the card loader and the engine are loaded when a game starts, not for the
        # start screen, which only names the decks (issue 11 item 6, the first frame)
        from izvori.cards.library import load_cards_or_raise, load_deck_by_name
        from izvori.engine import Game

        setup = self.with_defaults()
        pool = load_cards_or_raise()
        decks = [load_deck_by_name(name, pool).cards for name in setup.decks]
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        # issue 12: refuse up front what the save could not hold (izvori/limits.py)
        problems = limits.game_problems(setup.names, [[c.name for c in d] for d in decks], seed)
        if problems:
            raise LoadError(problems)
        return Game(decks, setup.names, seed=seed, starting_player=setup.starting_player)
