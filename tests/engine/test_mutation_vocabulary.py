"""The vocabulary's small effect words as a judge reads them (izvori/engine/aura_moves.py, ...):
what a player is asked when an effect of one card family resolves, and which answers are refused.

Written for the mutants of the decorated vocabulary words that the rules suite lets through
(docs/mutation.md, "Decorated functions"). Most of them are pinned by scenarios
(`tests/scenarios/**/*vocab*.yaml`); the tests here look where a scenario can't — an answer the
scenario runner itself would refuse before the engine sees it. The cards of EXTRA are written for
these tests only, in the vocabulary of docs/cards.md.
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.scenario.table import card_pool, obj, refusal
from izvori.strings import t

EXTRA = """
- name: Seoba Oreola
  cost: "P"
  type: Iznenađenje
  text: "Premesti odabrani Oreol na drugi permanent koji može promeniti."
  targets: [{kind: enchantment, aura: true}]
  effects: [{move_aura: {what: target}}]
- name: Divovska Snaga
  cost: "Z"
  type: Promena
  enchant: biće
  text: "Promeni biće. Promenjeno biće je 50/50."
  abilities:
    - static: {op: set_pt, affects: enchanted, power: 50, toughness: 50}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


#: Ana's Seoba Oreola moves her Divovska Snaga off Mladi Vuk; she is asked where to
MOVING = """
name: Seoba Oreola pita kuda
rules: [B12.69]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Seoba Oreola]
      play:
        - Mladi Vuk
        - {card: Divovska Snaga, attached_to: Mladi Vuk}
        - Kavgadžija
        - {card: Rečni Vodenjak, as_source: true}
    - name: Boris
      play: [Vatreni Vuk]
script:
  - {cast: Seoba Oreola, player: Ana, targets: [Divovska Snaga]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_b12_69_the_aura_is_moved_to_another_permanent_not_where_it_is(
    pool: dict[str, CardDef],
) -> None:
    """B12.69, D23.10: "premesti ga na DRUGI permanent koji može promeniti" — the creature the
    Aura is on is not one of the answers: the engine refuses it ("not one of the options") and
    nothing changes; Kavgadžija and Boris's Vatreni Vuk are the choices, and the Aura is then
    moved to the one chosen."""
    game = asked(pool, MOVING, DecisionKind.CHOOSE_ONE)
    assert game.pending is not None and game.pending.prompt == "resolve.move_aura"
    wolf, aura = obj(game, "Mladi Vuk"), obj(game, "Divovska Snaga")
    assert set(game.pending.options) == {obj(game, "Kavgadžija"), obj(game, "Vatreni Vuk")}
    exc = refusal(game, wolf)
    assert exc.key == "answer.not_an_option"
    assert t(exc.key, **exc.args_).startswith("To nije jedna od ponuđenih mogućnosti")
    assert game.objects[aura].attached_to == wolf
    game.submit(obj(game, "Vatreni Vuk"))
    assert game.objects[aura].attached_to == obj(game, "Vatreni Vuk")
    assert game.chars(obj(game, "Vatreni Vuk")).power == 50
    assert game.chars(wolf).power == 20
