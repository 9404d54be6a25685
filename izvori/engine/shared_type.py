"""A bonus counted per creature sharing a creature type (Simbol Zajedništva, F2.110).

"Svako biće dobija +10/+10 za svako drugo biće u igri koje deli tip bića sa njim": a static
ability of level 6 (power and toughness, D19.51), applied with the other static
modifications (sublevel 4). The count is taken from the values the objects have at that level —
after type-changing effects of level 4 — so a creature that became a Vuk counts as a Vuk.
"""

from __future__ import annotations

from typing import Any

from izvori.engine.carddef import CardType

OP = "pump_per_shared_type"


def shared_type_bonus(
    chars: dict[int, dict[str, Any]], in_play: list[int], oid: int, params: dict[str, Any]
) -> dict[str, Any]:
    """`power`/`toughness` times the other creatures in play sharing a creature type with
    `oid` (its subtypes as a creature are creature types)."""
    mine = set(chars[oid]["subtypes"])
    n = sum(
        1
        for other in in_play
        if other != oid
        and CardType.CREATURE in chars[other]["types"]
        and mine.intersection(chars[other]["subtypes"])
    )
    return {"power": params.get("power", 0) * n, "toughness": params.get("toughness", 0) * n}
