"""The amount words (`amount: X`, ...): each declared once with how it is worked out.

`resolve.amount_of` reads a whole number as itself and an amount word through this registry
(izvori/engine/vocabulary/amounts.py); the card loader takes the list of words from it too.
Remember the ×10 scale (docs/cards.md §8.3): a "2 damage" card of other games is `amount: 20`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.instructions import source_info
from izvori.engine.vocabulary.amounts import AMOUNTS

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.objects import StackItem


@AMOUNTS.word("X", doc='The X announced when casting (Gl. "X", D10).')
def x(game: Game, it: StackItem) -> int:
    return it.x


@AMOUNTS.word("X*10", doc="X times 10 (the ×10 scale of damage and life).")
def x_times_ten(game: Game, it: StackItem) -> int:
    return it.x * 10


@AMOUNTS.word(
    "power",
    doc="The power of this permanent, as it is now or as it last existed in play (D3.60); "
    "never below 0.",
)
def source_power(game: Game, it: StackItem) -> int:
    return max(0, source_info(game, it).get("power") or 0)


@AMOUNTS.word(
    "trigger_amount",
    doc="The damage that caused the trigger (of a damage trigger or a delayed one, D5.44).",
)
def trigger_amount(game: Game, it: StackItem) -> int:
    return int(it.trigger_data.get("amount", 0))


@AMOUNTS.word(
    "sacrificed_power_tenth",
    doc="A tenth of the power of the creature sacrificed as a cost (its last known power, "
    "D3.60), i.e. the number of tens.",
)
def sacrificed_power_tenth(game: Game, it: StackItem) -> int:
    return max(0, (it.trigger_data.get("sacrificed_lki", {}).get("power") or 0)) // 10


@AMOUNTS.word(
    "damage_dealt",
    doc="The damage the previous `damage` instruction of this spell or ability really dealt, "
    'after prevention, doubling and redirection ("you gain life equal to the damage dealt '
    'this way").',
)
def damage_dealt(game: Game, it: StackItem) -> int:
    return it.damage_dealt
