"""The timing words of activated abilities (`only_during:`, D4.30), each with its check.

`casting.timing_allows` asks the word's function whether the player may play the ability now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.steps import Step
from izvori.engine.vocabulary.timing import ONLY_DURING

if TYPE_CHECKING:
    from izvori.engine.game import Game


@ONLY_DURING.word("your_turn", doc='"Samo tokom svog poteza": only during your turn (D4.30).')
def during_your_turn(game: Game, player: int) -> bool:
    return game.active == player


@ONLY_DURING.word(
    "your_upkeep", doc='"Samo tokom svoje pripreme": only during your upkeep step (D4.30).'
)
def during_your_upkeep(game: Game, player: int) -> bool:
    return game.active == player and game.step == Step.UPKEEP
