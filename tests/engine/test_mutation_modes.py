"""Changing a spell's target and choosing a mode (izvori/engine/modes.py) as a judge reads
them: what the log's event names (D15.71), what a refused mode answer says (D10.12), which modes
are offered (D15.72, D15.60, "drugo odabrano biće"), who chooses an ability's mode (D10.20) and
for whom a changed target must be legal (D15.71).

Written for the mutants of modes.py that the rules scenarios let through (docs/mutation.md).
No bundled card has a modal activated ability, and the only modal card (Voda Adžijazma) has no
target that depends on who plays it or that a spell could be: the cards of EXTRA are written
for this module only.
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import SpellCast, TargetChanged
from izvori.engine.modes import mode_index
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj

EXTRA = """
- name: Dvojni Čuvar
  cost: "1Ž"
  type: Biće
  power: 10
  toughness: 10
  text: "@: Izaberi jedno — drugo odabrano biće dobija +10/+10; ili dobijaš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        modes:
          - text: "Drugo odabrano biće dobija +10/+10 do kraja poteza."
            targets: [{kind: creature, not_self: true}]
            effects: [{pump: {what: target, power: 10, toughness: 10}}]
          - text: "Dobijaš 10 života."
            effects: [{gain_life: {who: you, amount: 10}}]
- name: Hiroviti Čuvar
  cost: "1Ž"
  type: Biće
  power: 10
  toughness: 10
  text: "@: Protivnik bira jedno — dobijaš 10 života; ili gubiš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        mode_chosen_by: opponent
        modes:
          - text: "Dobijaš 10 života."
            effects: [{gain_life: {who: you, amount: 10}}]
          - text: "Gubiš 10 života."
            effects: [{lose_life: {who: you, amount: 10}}]
- name: Dvosekla Odluka
  cost: "1"
  type: Iznenađenje
  text: "Izaberi jedno — uništi odabrano biće protivnika; ili poništi odabranu magiju."
  modes:
    - text: "Uništi odabrano biće koje kontroliše protivnik."
      targets: [{kind: creature, controller: opponent}]
      effects: [{destroy: {what: target}}]
    - text: "Poništi odabranu magiju."
      targets: [{kind: spell}]
      effects: [{counter: {what: target}}]
- name: Tuđa Presuda
  cost: "C"
  type: Iznenađenje
  text: "Uništi odabrano biće koje kontroliše protivnik."
  targets: [{kind: creature, controller: opponent}]
  effects: [{destroy: {what: target}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


#: Ana's Preusmeravanje changes the target of Boris's Antimagija (D15.71)
PREUSMERAVANJE = """
name: Preusmeravanje menja metu Antimagije
rules: [D15.71]
setup:
  active: Ana
  step: glavna1
  priority: Ana
  stack:
    - {spell: Kavgadžija, controller: Ana}
    - {spell: Mladi Vuk, controller: Boris}
    - {spell: Antimagija, controller: Boris, targets: [Kavgadžija]}
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      hand: [Preusmeravanje]
      play:
        - {card: Rečni Vodenjak, as_source: true}
        - {card: Rečni Vodenjak, as_source: true}
        - {card: Rečni Vodenjak, as_source: true}
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
script:
  - {cast: Preusmeravanje, targets: [Antimagija]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d15_71_the_log_names_the_spell_whose_target_changed(pool: dict[str, CardDef]) -> None:
    """D15.71: Antimagija's target becomes Mladi Vuk; the event the log reads names the spell
    (Antimagija) and its new target."""
    game = asked(pool, PREUSMERAVANJE, DecisionKind.TARGETS)
    vuk = obj(game, "Mladi Vuk", Zone.STACK)
    (item,) = [i.id for i in game.stack if i.source == vuk]
    assert game.pending is not None and game.pending.options == (item,)
    game.submit([item])
    (ev,) = [e for e in game.log if isinstance(e, TargetChanged)]
    assert ev.name == "Antimagija"
    assert ev.target == item


def test_d10_12_a_mode_not_offered_is_refused_and_named() -> None:
    """D10.12: the mode is one of the offered texts; any other answer is refused, and the refusal
    names the answer given (what the player reads)."""
    d = Decision(0, DecisionKind.CHOOSE_ONE, "cast.mode", ("A", "B"), 1, 1, {"modes": ["A", "B"]})
    assert mode_index(d, "B") == 1
    with pytest.raises(IllegalAnswer) as exc:
        mode_index(d, "C")
    assert exc.value.key == "answer.not_an_option"
    assert exc.value.args_ == {"option": "C"}


#: Ana casts Voda Adžijazma, choosing its second mode (D10.12)
ADZIJAZMA = """
name: Voda Adžijazma, drugi mod
rules: [D10.12]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      hand: [Voda Adžijazma]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      play: [Noćna Avet, Mladi Vuk]
script:
  - {cast: Voda Adžijazma}
  - {mode: 2}
  - {targets: [Mladi Vuk]}
  - {pay: auto}
"""


def test_d10_12_the_cast_announces_the_chosen_mode(pool: dict[str, CardDef]) -> None:
    """D10.12: the mode is announced for everybody to see: the cast event (the log line) carries
    the chosen mode's text."""
    game = asked(pool, ADZIJAZMA, DecisionKind.PRIORITY)
    (ev,) = [e for e in game.log if isinstance(e, SpellCast)]
    assert ev.name == "Voda Adžijazma"
    assert ev.mode == pool["Voda Adžijazma"].modes[1].text


def _mode_texts(pool: dict[str, CardDef], name: str) -> list[str]:
    (ability,) = pool[name].activated
    return [m.text for m in ability.modes]


def _guard(with_other: bool) -> str:
    other = ", Kavgadžija" if with_other else ""
    return f"""
name: Dvojni Čuvar bira mod
rules: [D10.12, D15.72]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      play: [Dvojni Čuvar{other}]
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
script:
  - {{activate: Dvojni Čuvar}}
"""


def test_d15_72_another_creature_mode_of_an_ability_needs_a_creature_besides_its_source(
    pool: dict[str, CardDef],
) -> None:
    """D10.12, D15.72: an activated ability's modes are asked for as it is played, and a mode is
    offered only if its targets can be chosen. Dvojni Čuvar's first mode targets "drugo odabrano
    biće": alone in play the Čuvar is no target for it, so only "Dobijaš 10 života." is offered;
    with Kavgadžija beside it, both are."""
    first, second = _mode_texts(pool, "Dvojni Čuvar")
    alone = asked(pool, _guard(False), DecisionKind.CHOOSE_ONE)
    assert alone.pending is not None and alone.pending.prompt == "cast.mode"
    assert alone.pending.options == (second,)
    two = asked(pool, _guard(True), DecisionKind.CHOOSE_ONE)
    assert two.pending is not None and two.pending.options == (first, second)


def test_d10_20_the_opponent_chooses_an_abilitys_mode_when_the_card_says_so(
    pool: dict[str, CardDef],
) -> None:
    """D10.20: "Protivnik bira jedno" on an activated ability: Ana activates Hiroviti Čuvar, and
    Boris is the one asked which mode."""
    game = asked(
        pool,
        """
name: Hiroviti Čuvar
rules: [D10.20]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      play: [Hiroviti Čuvar]
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
script:
  - {activate: Hiroviti Čuvar}
""",
        DecisionKind.CHOOSE_ONE,
    )
    assert game.pending is not None and game.pending.prompt == "cast.mode"
    assert game.pending.player == 1
    assert game.pending.options == tuple(_mode_texts(pool, "Hiroviti Čuvar"))


def test_d15_72_a_mode_whose_target_must_be_the_opponents_is_judged_for_the_caster(
    pool: dict[str, CardDef],
) -> None:
    """D15.72: Ana controls the only creature and Boris's Grom is on the niz. Dvosekla Odluka's
    first mode ("biće koje kontroliše protivnik") has no legal target for Ana, so only the second
    ("Poništi odabranu magiju", Grom) is offered."""
    modes = [m.text for m in pool["Dvosekla Odluka"].modes]
    game = asked(
        pool,
        """
name: Dvosekla Odluka, samo drugi mod
rules: [D15.72]
setup:
  active: Ana
  step: glavna1
  priority: Ana
  stack:
    - {spell: Grom, controller: Boris, targets: [Ana]}
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      hand: [Dvosekla Odluka]
      play: [Kavgadžija, {card: Kavgadžija, as_source: true}]
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
script:
  - {cast: Dvosekla Odluka}
""",
        DecisionKind.CHOOSE_ONE,
    )
    assert game.pending is not None and game.pending.prompt == "cast.mode"
    assert game.pending.options == (modes[1],)


def test_d15_60_a_modal_spell_is_no_target_for_its_own_mode(pool: dict[str, CardDef]) -> None:
    """D15.60, D15.72: with the niz empty but for Dvosekla Odluka itself, its second mode
    ("Poništi odabranu magiju") has no legal target — a spell can't target itself — so only the
    first mode (Boris's Mladi Vuk) is offered."""
    modes = [m.text for m in pool["Dvosekla Odluka"].modes]
    game = asked(
        pool,
        """
name: Dvosekla Odluka, samo prvi mod
rules: [D15.60, D15.72]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      hand: [Dvosekla Odluka]
      play: [{card: Kavgadžija, as_source: true}]
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      play: [Mladi Vuk]
script:
  - {cast: Dvosekla Odluka}
""",
        DecisionKind.CHOOSE_ONE,
    )
    assert game.pending is not None and game.pending.prompt == "cast.mode"
    assert game.pending.options == (modes[0],)


def test_d15_71_the_new_target_is_judged_for_the_changed_spells_controller(
    pool: dict[str, CardDef],
) -> None:
    """D15.71: Boris's Tuđa Presuda ("biće koje kontroliše protivnik") targets Ana's Kavgadžija;
    Ana's Preusmeravanje changes its target. The new target must be legal for Tuđa Presuda as
    Boris plays it: Ana's other creature (Mladi Vuk), not Boris's own Noćna Avet."""
    game = asked(
        pool,
        """
name: Preusmeravanje menja metu Tuđe Presude
rules: [D15.71]
setup:
  active: Ana
  step: glavna1
  priority: Ana
  stack:
    - {spell: Tuđa Presuda, controller: Boris, targets: [Kavgadžija]}
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      hand: [Preusmeravanje]
      play:
        - Kavgadžija
        - Mladi Vuk
        - {card: Rečni Vodenjak, as_source: true}
        - {card: Rečni Vodenjak, as_source: true}
        - {card: Rečni Vodenjak, as_source: true}
    - name: Boris
      library: [Kavgadžija, Kavgadžija, Kavgadžija]
      play: [Noćna Avet]
script:
  - {cast: Preusmeravanje, targets: [Tuđa Presuda]}
  - {pass: Boris}
  - {pass: Ana}
""",
        DecisionKind.TARGETS,
    )
    assert game.pending is not None and game.pending.prompt == "resolve.change_target"
    assert game.pending.options == (obj(game, "Mladi Vuk"),)
