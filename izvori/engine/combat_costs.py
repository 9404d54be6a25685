"""Costs to attack and to block (C9.23–C9.25, C10.22–C10.24).

A static ability "[these creatures] can't attack (block) unless their controller pays [cost]"
(`attack_cost`, `block_cost`) adds its cost once for every creature it affects in the
declaration. The total is fixed ("locked") when the declaration is made (C9.23, C10.22); the
player may then play mana abilities (C9.24, C10.23) and pays everything at once — no partial
payment (C9.25, C10.24). Backing out of the payment makes the declaration illegal: the game
returns to the moment before it, the mana abilities played for it undone (C9.20, C10.20, D23),
and the player declares again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.layers import static_applies
from izvori.engine.mana import ManaCost
from izvori.engine.payment import PayFrame, PayResult, undo_mana_abilities

if TYPE_CHECKING:
    from izvori.engine.game import Game


def combat_cost(game: Game, op: str, creatures: Iterable[int]) -> ManaCost:
    """The total cost `op` ("attack_cost" or "block_cost") puts on these creatures."""
    total = ManaCost.parse("0")
    chosen = list(dict.fromkeys(creatures))  # a blocker of two attackers pays once
    for holder_id in game.battlefield:
        holder = game.objects[holder_id]
        for st in game.chars(holder_id).statics:
            if st.op != op:
                continue
            for oid in chosen:
                c = game.chars(oid)
                values = {"types": c.types, "subtypes": c.subtypes, "colors": c.colors}
                if static_applies(game, holder, st, game.objects[oid], values):
                    total = total.plus(ManaCost.parse(str(st.get("mana"))))
    return total


@dataclass
class CombatPayment:
    """A declaration waiting for its locked cost to be paid."""

    player: int
    declared: list[Any]
    result: PayResult = field(default_factory=PayResult)
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: frozenset[int] = frozenset()


def start_payment(
    game: Game, player: int, cost: ManaCost, declared: list[Any], prompt: str
) -> CombatPayment:
    """Lock the cost (C9.23, C10.22) and let the player pay it with mana abilities."""
    pay = CombatPayment(
        player,
        declared,
        pool_before=dict(game.players[player].pool.amounts),
        tapped_before=frozenset(i for i in game.battlefield if game.objects[i].tapped),
    )
    game.frames.append(PayFrame(player, cost, pay.result, prompt=prompt))
    return pay


def undo_payment(game: Game, pay: CombatPayment) -> None:
    """C9.20, C10.20, D23: the declaration was not paid for — as if it had never been made."""
    undo_mana_abilities(game, pay.player, pay.pool_before, pay.tapped_before)
