"""Creatures dealing damage by an effect, outside combat (D14.24, D20.72, D11.70).

"Svako biće [koje kontrolišeš] nanosi štetu jednaku svojoj snazi odabranom igraču": each
creature is the source of its own damage (it is not the spell that deals it), and all of it is
dealt at once, as one event (D14.24). So when a prevention shield of the recipient can cover only
part of it, the recipient (or the controller of the recipient creature) chooses which creature's
damage the shield prevents first (D20.72) — as in combat (C11.40), the damage.py procedure asks —
and that choice decides which creatures' "deals damage" abilities trigger (D11.70).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.damage import DamageResult, Share, start_damage
from izvori.engine.decisions import Decision
from izvori.engine.instructions import objects_of, refs_of
from izvori.engine.objects import StackItem
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


@effect(
    "each_deals_damage",
    params={"what": "what", "to": "to"},
    required=("what",),
    doc=(
        "Each of the creatures (`what`, a group such as `creatures_you_control`) deals damage "
        "equal to its power to the recipient (`to`, default `target`); each creature is the "
        "source of its own damage and all of it is dealt at once (D14.24), so a partial "
        "prevention shield asks the affected player which damage it prevents (D20.72)."
    ),
)
def each_deals_damage(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    result = fr.scratch.get("damage")
    if isinstance(result, DamageResult):
        # back after the affected player chose (D20.72, D20.91)
        it.damage_dealt = result.total
        return None
    creatures = [
        o for o in objects_of(game, it, str(eff.get("what")), eff) if game.chars(o).is_creature
    ]
    recipients = refs_of(game, it, eff.get("to", "target"), eff)
    shares: list[Share] = []
    for r in recipients:
        for c in creatures:
            power = game.chars(c).power or 0
            if power > 0:  # D20.51: no damage at all
                shares.append((c, game.lki(c), r, power))
    result = start_damage(game, shares, combat=False)
    fr.scratch["damage"] = result
    it.damage_dealt = result.total
    return None
