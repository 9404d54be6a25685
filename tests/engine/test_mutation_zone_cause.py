"""Which spell or ability made a permanent leave play (izvori/engine/zone_cause.py, D14.10,
C11, D11.60) as a judge reads it: while combat damage is being dealt, no spell or ability is
the cause of what happens, even though the damage is an object on the niz.

Written for the mutant of `cause_controller` that the rules scenarios let through
(docs/mutation.md). No card today moves a permanent out of play in the middle of combat damage
(creatures dealt lethal damage die by a state-based effect, after the damage has resolved), so
the test puts the game where the engine is while the damage resolves — the resolving frame of
the combat damage on top of the frames, as turn.py pushes it — and has a permanent leave play
there, as a future card ("whenever ... is dealt damage, ..." inline) would.
"""

from __future__ import annotations

from positions import asked

from izvori.engine.decisions import DecisionKind
from izvori.engine.events import ZoneChanged
from izvori.engine.objects import StackKind, Zone
from izvori.engine.resolve import ResolveFrame
from izvori.engine.zone_cause import cause_controller
from izvori.scenario.table import card_pool, obj

#: Ana's Kavgadžija attacks, Boris doesn't block; the combat damage is on the niz
DAMAGE_ON_THE_NIZ = """
name: borbena šteta na nizu
rules: [C11.10, D11.60]
setup:
  active: Ana
  step: blokeri
  combat:
    attackers: [Kavgadžija]
  players:
    - name: Ana
      library: [Grom]
      play: [{card: Kavgadžija, tapped: true}]
    - name: Boris
      library: [Grom]
      play: [Sveto Tlo, {card: Pegaz, as_source: true}]
script:
  - {pass: Ana}
  - {pass: Boris}
"""


def test_c11_combat_damage_is_no_spell_or_ability_that_causes_a_zone_change() -> None:
    """C11, D14.10, D11.60: the combat damage on the niz is controlled by Ana, the active
    player, but it is no spell or ability. If Boris's source left play while that damage is
    being dealt, nobody's spell or ability caused it: the zone change records no cause (and
    Boris's Sveto Tlo, "magija ili osobina koju kontroliše protivnik", would not see it)."""
    game = asked(card_pool(""), DAMAGE_ON_THE_NIZ, DecisionKind.PRIORITY)
    (damage,) = game.stack
    assert damage.kind == StackKind.COMBAT_DAMAGE and damage.controller == 0
    game.frames.append(ResolveFrame(damage.id))  # the damage resolving (turn.py)
    assert cause_controller(game) is None
    pegaz = obj(game, "Pegaz")
    game.destroy(pegaz)
    (ev,) = [e for e in game.log if isinstance(e, ZoneChanged) and e.card == pegaz]
    assert (ev.from_zone, ev.to_zone, ev.owner) == (Zone.PLAY.value, Zone.GRAVEYARD.value, 1)
    assert ev.cause_controller is None
