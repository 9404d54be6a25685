"""Costs to attack (izvori/engine/combat_costs.py, C9.20–C9.26) as a judge reads them: which
creatures a cost counts, what may be tapped or sacrificed to pay it, when a declaration is
refused and why, what the player is asked, and what backing out undoes.

Written for the mutants of combat_costs.py that the rules scenarios let through
(docs/mutation.md). The cost cards of EXTRA are written for this module only, in the vocabulary
of docs/cards.md (`op: attack_cost`), like the scenarios' (c9_23_*.yaml).
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import LifeChanged
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj, refusal
from izvori.strings import t

EXTRA = """
- name: Carina Šume
  cost: "2C"
  type: Promena
  text: >-
    Bića ne mogu da te blokiraju osim ako onaj ko ih kontroliše plati 1 za svako od njih. Vukovi
    ne mogu da te napadnu osim ako onaj ko ih kontroliše plati 10 života za svakog od njih.
    Zelena bića ne mogu da te napadnu osim ako onaj ko ih kontroliše plati 5 života za svako od
    njih.
  abilities:
    - static: {op: block_cost, affects: opponent_creatures, mana: "1"}
    - static: {op: attack_cost, affects: opponent_creatures, subtype: Vuk, life: 10}
    - static: {op: attack_cost, affects: opponent_creatures, color: zelena, life: 5}
- name: Straža na Kapiji
  cost: "2Ž"
  type: Promena
  text: >-
    Bića ne mogu da te napadnu osim ako onaj ko ih kontroliše aktivira po jedno neaktivirano
    biće za svako od njih.
  abilities:
    - static: {op: attack_cost, affects: opponent_creatures, tap: creature}
- name: Danak u Zemlji
  cost: "2C"
  type: Promena
  text: >-
    Bića ne mogu da te napadnu osim ako onaj ko ih kontroliše žrtvuje po jedan izvor za svako
    od njih.
  abilities:
    - static: {op: attack_cost, affects: opponent_creatures, sacrifice: source}
- name: Dvostruki Danak
  cost: "3C"
  type: Promena
  text: >-
    Bića ne mogu da te napadnu osim ako onaj ko ih kontroliše žrtvuje po jedan izvor i aktivira
    po jedno neaktivirano biće za svako od njih.
  abilities:
    - static: {op: attack_cost, affects: opponent_creatures, sacrifice: source, tap: creature}
- name: Krvava Cena
  cost: "2C"
  type: Promena
  text: >-
    Bića ne mogu da te napadnu osim ako onaj ko ih kontroliše plati 20 života za svako od njih.
  abilities:
    - static: {op: attack_cost, affects: opponent_creatures, life: 20}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _attack(boris: str, ana: str, life: int = 200) -> str:
    """Ana's beginning of combat; both pass, so Ana is asked for her attackers."""
    return f"""
name: cena napada
rules: [C9.23]
setup:
  active: Ana
  step: početak_borbe
  players:
    - name: Ana
      life: {life}
      library: [Grom]
      play: [{ana}]
    - name: Boris
      library: [Grom]
      play: [{boris}]
script:
  - {{pass: Ana}}
  - {{pass: Boris}}
"""


def test_c9_23_each_static_counts_only_the_creatures_it_affects(
    pool: dict[str, CardDef],
) -> None:
    """C9.23: Boris's Carina Šume has three statics — a cost to block first (it doesn't touch
    an attack), then 10 life for each Vuk and 5 life for each green creature. Ana attacks with
    Mladi Vuk (a green Vuk) and Kavgadžija (yellow, a Čovek): the locked total is 15 life,
    paid at once; both attack."""
    game = asked(pool, _attack("Carina Šume", "Mladi Vuk, Kavgadžija"), DecisionKind.ATTACKERS)
    game.submit([obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")])
    assert game.players[0].life == 185
    assert game.combat is not None
    assert set(game.combat.attackers) == {obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")}


TAP = "Kavgadžija, Stražar Zore, Mladi Vuk"


def test_c9_22_an_attacker_without_opreznost_cant_be_tapped_to_pay(
    pool: dict[str, CardDef],
) -> None:
    """C9.22 before C9.23: attackers are tapped as they are declared, so an attacker without
    Opreznost can't be tapped to pay a cost of tapping; Stražar Zore (Opreznost) can, and so
    can a creature that doesn't attack. Ana attacks with Kavgadžija and Stražar Zore past
    Straža na Kapiji: she is asked to choose exactly two creatures to tap, Stražar Zore and
    Mladi Vuk; the question names the count and the kind. All three attacking would need three
    creatures to tap, and only Stražar Zore could be: refused, with the reason."""
    game = asked(pool, _attack("Straža na Kapiji", TAP), DecisionKind.ATTACKERS)
    kavga, strazar, vuk = (obj(game, n) for n in ("Kavgadžija", "Stražar Zore", "Mladi Vuk"))
    exc = refusal(game, [kavga, strazar, vuk])
    assert (exc.key, exc.args_) == ("combat.cost_tap", {"count": 3, "name": "Biće"})
    game.submit([kavga, strazar])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_SOME and d.player == 0
    assert d.prompt == "combat.cost_tap_choose"
    assert set(d.options) == {strazar, vuk}
    assert (d.min, d.max) == (2, 2)
    assert t(d.prompt, **d.context) == (
        "Cena najave (C9.23): izaberi 2 za aktiviranje (Biće); ako odustaneš, najava se poništava."
    )
    game.submit([strazar, vuk])
    assert game.combat is not None and set(game.combat.attackers) == {kavga, strazar}
    assert all(game.objects[o].tapped for o in (kavga, strazar, vuk))


SAC = (
    "Kavgadžija, Mladi Vuk, {card: Grom, as_source: true},"
    " {card: Oluja, as_source: true, tapped: true}"
)


def test_c9_23_a_sacrifice_needs_enough_permanents_of_its_kind(
    pool: dict[str, CardDef],
) -> None:
    """C9.23: Danak u Zemlji asks for one source for each attacker. Ana has two sources (one of
    them tapped: a sacrifice doesn't care) and attacks with two creatures: exactly enough, so
    the declaration is legal, and she is asked to choose exactly two sources — both."""
    game = asked(pool, _attack("Danak u Zemlji", SAC), DecisionKind.ATTACKERS)
    kavga, vuk = obj(game, "Kavgadžija"), obj(game, "Mladi Vuk")
    game.submit([kavga, vuk])
    d = game.pending
    assert d is not None and d.prompt == "combat.cost_sacrifice_choose"
    assert set(d.options) == {obj(game, "Grom"), obj(game, "Oluja")}
    assert (d.min, d.max) == (2, 2)


def test_c9_23_too_few_permanents_to_sacrifice_is_refused_with_the_reason(
    pool: dict[str, CardDef],
) -> None:
    """C9.23: Ana has one source and two creatures; attacking with both past Danak u Zemlji
    needs two sources: refused, saying how many of which kind. With one attacker one source
    is exactly enough."""
    game = asked(
        pool,
        _attack("Danak u Zemlji", "Kavgadžija, Mladi Vuk, {card: Grom, as_source: true}"),
        DecisionKind.ATTACKERS,
    )
    kavga, vuk = obj(game, "Kavgadžija"), obj(game, "Mladi Vuk")
    exc = refusal(game, [kavga, vuk])
    assert (exc.key, exc.args_) == ("combat.cost_sacrifice", {"count": 2, "name": "Izvor"})
    game.submit([kavga])
    d = game.pending
    assert d is not None and d.prompt == "combat.cost_sacrifice_choose"
    assert d.options == (obj(game, "Grom"),)
    game.submit([obj(game, "Grom")])
    assert game.objects[obj(game, "Grom", Zone.GRAVEYARD)].zone == Zone.GRAVEYARD
    assert game.combat is not None and game.combat.attackers == [kavga]


def test_c9_25_both_parts_of_a_cost_are_chosen_then_paid_at_once(
    pool: dict[str, CardDef],
) -> None:
    """C9.25: Dvostruki Danak asks for a source to sacrifice and a creature to tap. Ana is asked
    first which source, then which creature; answers that are not an option, name one twice or
    choose too few are refused (D14.23, C9.25). Backing out of the second choice pays nothing
    (no partial payment): the source is still in play, and Oluja, tapped before the
    declaration, stays tapped (only what was tapped for the declaration is untapped, D23)."""
    game = asked(pool, _attack("Dvostruki Danak", SAC), DecisionKind.ATTACKERS)
    kavga, vuk = obj(game, "Kavgadžija"), obj(game, "Mladi Vuk")
    grom, oluja = obj(game, "Grom"), obj(game, "Oluja")
    game.submit([kavga])
    d = game.pending
    assert d is not None and d.prompt == "combat.cost_sacrifice_choose"
    assert set(d.options) == {grom, oluja}
    other = 10_000
    exc = refusal(game, [other])
    assert (exc.key, exc.args_) == ("answer.not_an_option", {"rule": "D14.23"})
    exc = refusal(game, [grom, grom])
    assert (exc.key, exc.args_) == ("answer.duplicate", {"rule": "D14.23"})
    exc = refusal(game, [])
    assert (exc.key, exc.args_) == ("combat.cost_count", {"count": 1})
    game.submit([grom])
    d = game.pending
    assert d is not None and d.prompt == "combat.cost_tap_choose"
    assert d.options == (vuk,)
    game.submit("cancel")
    d = game.pending
    assert d is not None and d.kind == DecisionKind.ATTACKERS
    assert game.objects[grom].zone == Zone.PLAY and not game.objects[grom].tapped
    assert game.objects[oluja].tapped and not game.objects[vuk].tapped


def test_c9_23_life_equal_to_the_cost_can_be_paid(pool: dict[str, CardDef]) -> None:
    """C9.23 and the glossary's "Plaćanje" (no more life than one has — so all of it may be
    paid). Ana, at 20 life, attacks with Kavgadžija past Krvava Cena (20 life for each
    attacker): the declaration is legal, she pays 20 life — a cost, not damage or an effect —
    and then loses the game for being at 0 (D21)."""
    game = asked(pool, _attack("Krvava Cena", "Kavgadžija", life=20), DecisionKind.ATTACKERS)
    game.submit([obj(game, "Kavgadžija")])
    (ev,) = [e for e in game.log if isinstance(e, LifeChanged)]
    assert (ev.player, ev.amount, ev.reason) == (0, -20, "cost")
    assert game.players[0].life == 0
    assert game.result is not None and game.result.winner == 1
