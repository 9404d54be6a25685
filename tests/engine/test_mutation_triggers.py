"""What putting triggered abilities on the niz (izvori/engine/triggers.py) shows besides the
outcome: its questions (what the prompts and the computer players read), the niz entry it makes
and the event it sends (what the log and a replay read).

Written for the mutants of triggers.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind, IllegalAnswer
from izvori.engine.events import AbilityTriggered
from izvori.engine.objects import StackKind, Zone
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana casts Kavgadžija with Onostrano Zlo in her hand and a red source untapped (D3.95)
ZLO = """
name: Onostrano Zlo u ruci, Ana igra biće
rules: [D3.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Onostrano Zlo, Kavgadžija]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
script:
  - {cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}
"""

#: Ognjeni Šaman enters play: its ability's target is chosen as it goes on the niz (D11.40)
SAMAN = """
name: Ognjeni Šaman ulazi u igru
rules: [D11.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Ognjeni Šaman]
      play:
        - {card: Grom, as_source: true}
        - {card: Oluja, as_source: true}
        - {card: Piromanija, as_source: true}
    - name: Boris
      play: [Orkozlob]
script:
  - {cast: Ognjeni Šaman, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d3_95_the_question_of_a_triggers_cost(pool: dict[str, CardDef]) -> None:
    """D3.95: Ana is asked whether she pays R and reveals Onostrano Zlo — yes or no, naming the
    card and the cost; anything but yes or no is refused (the game unchanged)."""
    game = asked(pool, ZLO, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "trigger.pay_reveal"
    assert d.options == (True, False)
    zlo = obj(game, "Onostrano Zlo", Zone.HAND)
    assert d.context == {"card": zlo, "cost": "R"}
    before = game.digest()
    with pytest.raises(IllegalAnswer) as exc:
        game.submit("da")
    assert exc.value.key == "answer.not_yes_no"
    assert game.digest() == before


def test_d3_95_the_paid_ability_on_the_niz(pool: dict[str, CardDef]) -> None:
    """D3.95: paying asks for R for Onostrano Zlo; once paid the ability goes on the niz with the
    card revealed, looked at as the card in the hand (name, colours, controller: the source is
    not in play, B16.13), and the log's event names who, which card and which niz entry."""
    game = asked(pool, ZLO, DecisionKind.YES_NO)
    zlo = obj(game, "Onostrano Zlo", Zone.HAND)
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.context["card"] == zlo
    grom = obj(game, "Grom")
    game.submit(next(a for a in d.options if getattr(a, "obj", None) == grom))
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == zlo
    assert item.revealed is True
    assert item.source_lki == {"name": "Onostrano Zlo", "colors": ["R"], "controller": 0}
    (ev,) = [e for e in game.log if isinstance(e, AbilityTriggered)]
    assert (ev.player, ev.card, ev.item, ev.name) == (0, zlo, item.id, "Onostrano Zlo")
    # a spell's trigger is not revealed (only a cost that says so reveals, D3.95)
    assert game.stack[0].revealed is False


def test_d11_40_the_target_question_of_a_trigger(pool: dict[str, CardDef]) -> None:
    """D11.40: Ognjeni Šaman's controller chooses its target as the ability goes on the niz;
    the question names the card, the target's place in the ability and its kind."""
    game = asked(pool, SAMAN, DecisionKind.TARGETS)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "trigger.targets"
    saman = obj(game, "Ognjeni Šaman")
    spec = game.objects[saman].card.triggered[0].targets[0]
    assert d.context == {"card": saman, "spec": spec.ref, "kind": "creature_or_player"}
    assert obj(game, "Orkozlob") in d.options and (d.min, d.max) == (1, 1)
