"""Changing a spell's target and choosing a mode (izvori/engine/modes.py) as a judge reads
them: what the log's event names (D15.71) and what a refused mode answer says (D10.12).

Written for the mutants of modes.py that the rules scenarios let through (docs/mutation.md).
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


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


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
