"""The condition words of an intervening "if" (D11.80), each declared once on its implementation.

A condition is `(game, controller, source, value) → bool`: `controller` is the controller of
the ability, `source` the object it comes from (None when it has none), `value` what the card
wrote (`your_life_at_most: 50`). triggers.intervening_if_holds checks all of an ability's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.vocabulary.conditions import CONDITIONS
from izvori.engine.zones import only_creature_card_in_graveyard

if TYPE_CHECKING:
    from izvori.engine.game import Game


@CONDITIONS.word(
    "you_control_creatures_at_least",
    doc="You control at least N creatures.",
)
def you_control_creatures_at_least(
    game: Game, controller: int, source: int | None, value: Any
) -> bool:
    return len(game.creatures(controller)) >= int(value)


@CONDITIONS.word("your_life_at_most", doc="You have at most N life.")
def your_life_at_most(game: Game, controller: int, source: int | None, value: Any) -> bool:
    return game.players[controller].life <= int(value)


@CONDITIONS.word("your_life_at_least", doc="You have at least N life.")
def your_life_at_least(game: Game, controller: int, source: int | None, value: Any) -> bool:
    return game.players[controller].life >= int(value)


@CONDITIONS.word(
    "only_creature_card_in_your_graveyard",
    values=(True,),
    doc='`true`: "ako je [ova karta] jedino biće na tvom odlagalištu" — this card is the only '
    "creature card in your odlagalište.",
)
def only_creature_card_in_your_graveyard(
    game: Game, controller: int, source: int | None, value: Any
) -> bool:
    return not value or only_creature_card_in_graveyard(game, controller, source)
