"""Casting and playing sources (izvori/engine/casting.py) as a judge reads them: what a player
is asked and shown when an Istočnik card is played as a source (E3.52).

Written for the mutants of casting.py's first (partial) run that the rules scenarios let
through (docs/mutation.md, session 13).
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj
from izvori.strings import t


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana plays Vila Studenca ("Letač. Istočnik 1") as a source with a source of her own untapped
ISTOCNIK = """
name: Istočnik
rules: [E3.52]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vila Studenca]
      library: [Grom, Grom]
      play: [{card: Mladi Vuk, as_source: true}]
    - name: Boris
script:
  - {play_source: Vila Studenca}
"""


def test_e3_52_the_question_names_the_card_and_its_cost(pool: dict[str, CardDef]) -> None:
    """E3.52: played as a source, an Istočnik card enters tapped and its controller is asked —
    yes or no — whether she pays its cost; the question names the card and the cost."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0
    assert d.prompt == "istocnik.pay"
    assert d.options == (True, False)
    vila = obj(game, "Vila Studenca", Zone.PLAY)
    assert d.context == {"card": vila, "cost": "1"}
    assert t(d.prompt, **d.context).strip() != d.prompt  # a sentence, not the bare key


def test_e3_52_paying_is_asked_as_the_istocnik_payment(pool: dict[str, CardDef]) -> None:
    """E3.52: "yes" asks for the payment of that cost, named as the Istočnik's, about the card."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.player == 0
    assert d.prompt == "pay.istocnik"
    assert d.context.get("card") == obj(game, "Vila Studenca", Zone.PLAY)
