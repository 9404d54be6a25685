"""What a static ability affects (`affects:`, D6): each word declared once with its test.

`layers.static_applies` asks whether a static ability of `holder` affects `obj`, judged on the
object's current values `c` (D19.51): first the filters the word `reads` — `subtype` ("ostali
vilenjaci"), `chosen_type` (E4.50, E4.60), `color`, `untapped` (Utvrđenje) — then the word's own
test below. Words that name one permanent (`self`, `enchanted`, `equipped`) read no filter: they
affect that permanent whatever it is.
"""

from __future__ import annotations

from typing import Any

from izvori.engine.carddef import CardType
from izvori.engine.objects import GameObject
from izvori.engine.vocabulary.statics import STATIC_AFFECTS

#: the filters a word affecting creatures reads
_CREATURE_FILTERS = ("subtype", "chosen_type", "color", "untapped")


@STATIC_AFFECTS.word("self", doc="This permanent (the default).")
def this_permanent(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return obj.id == holder.id


@STATIC_AFFECTS.word("enchanted", doc="The creature this aura is on.")
def enchanted(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return holder.attached_to == obj.id


@STATIC_AFFECTS.word(
    "creatures_you_control", reads=_CREATURE_FILTERS, doc="Every creature you control."
)
def creatures_you_control(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return CardType.CREATURE in c["types"] and obj.controller == holder.controller


@STATIC_AFFECTS.word(
    "other_creatures_you_control",
    reads=_CREATURE_FILTERS,
    doc='Every other creature you control ("ostali vilenjaci" with `subtype`).',
)
def other_creatures_you_control(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return (
        CardType.CREATURE in c["types"]
        and obj.controller == holder.controller
        and obj.id != holder.id
    )


@STATIC_AFFECTS.word("other_creatures", reads=_CREATURE_FILTERS, doc="Every creature but this one.")
def other_creatures(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return CardType.CREATURE in c["types"] and obj.id != holder.id


@STATIC_AFFECTS.word("all_creatures", reads=_CREATURE_FILTERS, doc="Every creature in play.")
def all_creatures(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return CardType.CREATURE in c["types"]


@STATIC_AFFECTS.word(
    "opponent_creatures", reads=_CREATURE_FILTERS, doc="Every creature your opponent controls."
)
def opponent_creatures(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return CardType.CREATURE in c["types"] and obj.controller != holder.controller


@STATIC_AFFECTS.word("equipped", doc="The creature this Oprema is on.")
def equipped(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return holder.attached_to == obj.id


@STATIC_AFFECTS.word(
    "all_sources",
    reads=("subtype",),
    doc='Every source in play; with `subtype`, only sources of that source type ("Sve Šume '
    'su Vode").',
)
def all_sources(holder: GameObject, obj: GameObject, c: dict[str, Any]) -> bool:
    return CardType.SOURCE in c["types"]
