"""Legal targets (izvori/engine/targeting.py, D15) for the target filters no bundled card uses
in that combination yet, but the card vocabulary offers (docs/cards.md §7): a player target
limited to one side, a spell target of one colour, "drugo odabrano biće" (`not_self`) and a
permanent target of one card type. The cards are written for this module only.

Written for the mutants of targeting.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef, TargetSpec
from izvori.engine.decisions import DecisionKind
from izvori.engine.objects import Zone, player_ref
from izvori.engine.targeting import enough_targets, legal_targets
from izvori.scenario.table import card_pool, obj, refusal, setup
from izvori.strings import t

EXTRA = """
- name: Kletva Suparniku
  cost: "C"
  type: Vradžbina
  text: "Odabrani protivnik gubi 10 života."
  targets: [{kind: player, controller: opponent}]
  effects: [{lose_life: {who: target, amount: 10}}]
- name: Zavet Sebi
  cost: "Ž"
  type: Vradžbina
  text: "Odabrani igrač (ti) dobija 10 života."
  targets: [{kind: player, controller: you}]
  effects: [{gain_life: {who: target, amount: 10}}]
- name: Gašenje Plamena
  cost: "P"
  type: Iznenađenje
  text: "Poništi odabranu crvenu magiju."
  targets: [{kind: spell, color: crvena}]
  effects: [{counter: {what: target}}]
- name: Gvozdena Kazna
  cost: "C"
  type: Iznenađenje
  text: "Uništi odabrani Artefakt."
  targets: [{kind: permanent, type: Artefakt}]
  effects: [{destroy: {what: target}}]
- name: Vođa Straže
  cost: "1Ž"
  type: Biće
  power: 10
  toughness: 10
  text: "@: Drugo odabrano biće dobija +10/+10 do kraja poteza."
  abilities:
    - activated:
        cost: {tap: true}
        targets: [{kind: creature, not_self: true}]
        effects: [{pump: {what: target, power: 10, toughness: 10}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _spec(pool: dict[str, CardDef], name: str) -> TargetSpec:
    (spec,) = pool[name].spell_targets
    return spec


NOBODY = """
active: Ana
step: glavna1
players:
  - name: Ana
  - name: Boris
"""


@pytest.mark.parametrize("controller", [0, 1])
def test_d15_player_target_of_the_opponent_side(pool: dict[str, CardDef], controller: int) -> None:
    """`{kind: player, controller: opponent}` ("odabrani protivnik"): whoever plays it, Ana
    (player 0, listed first) or Boris, the only legal target is the other player."""
    game = setup(pool, NOBODY)
    spec = _spec(pool, "Kletva Suparniku")
    assert legal_targets(game, spec, controller, frozenset()) == [player_ref(1 - controller)]


@pytest.mark.parametrize("controller", [0, 1])
def test_d15_player_target_of_your_own_side(pool: dict[str, CardDef], controller: int) -> None:
    """`{kind: player, controller: you}`: the only legal target is the player who plays it."""
    game = setup(pool, NOBODY)
    spec = _spec(pool, "Zavet Sebi")
    assert legal_targets(game, spec, controller, frozenset()) == [player_ref(controller)]


#: on the niz, bottom up: Ana's Kavgadžija (žuta), Boris's Grom (crvena) at Ana
TWO_SPELLS = """
name: žuta magija ispod crvene
rules: [D15.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kavgadžija, Gašenje Plamena]
      pool: {Ž: 1, B: 1, P: 1}
    - name: Boris
      hand: [Grom]
      pool: {R: 1}
script:
  - {cast: Kavgadžija}
  - {cast: Grom, player: Boris, targets: [Ana]}
"""


def test_d15_spell_target_of_one_colour(pool: dict[str, CardDef]) -> None:
    """`{kind: spell, color: crvena}` ("odabranu crvenu magiju"): of a yellow creature spell and
    a red Grom above it on the niz, only Grom is a legal target — the yellow spell below it
    neither counts nor hides it."""
    game = asked(pool, TWO_SPELLS, DecisionKind.PRIORITY)
    assert [item.source for item in game.stack] == [
        obj(game, "Kavgadžija", Zone.STACK),
        obj(game, "Grom", Zone.STACK),
    ]
    grom = game.stack[1].id
    spec = _spec(pool, "Gašenje Plamena")
    assert legal_targets(game, spec, 0, frozenset()) == [grom]


def test_d15_permanent_target_of_one_card_type(pool: dict[str, CardDef]) -> None:
    """`{kind: permanent, type: Artefakt}` ("odabrani Artefakt"): Kameni Golem (Artefakt Biće)
    and Dete iz Kamena (Artefakt) are legal targets; Kavgadžija (Biće) and a source are not."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Kavgadžija, {card: Grom, as_source: true}]
          - name: Boris
            play: [Kameni Golem, Dete iz Kamena]
        """,
    )
    spec = _spec(pool, "Gvozdena Kazna")
    assert sorted(legal_targets(game, spec, 0, frozenset())) == sorted(
        [obj(game, "Kameni Golem"), obj(game, "Dete iz Kamena")]
    )


def test_d10_13_another_creature_needs_a_creature_besides_itself(pool: dict[str, CardDef]) -> None:
    """D10.13 with `not_self` ("drugo odabrano biće"): Vođa Straže alone in play has no legal
    target for its ability, so it can't be activated; with Kavgadžija beside it, it can."""
    alone = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Vođa Straže]
          - name: Boris
        """,
    )
    (ability,) = pool["Vođa Straže"].activated
    (spec,) = ability.targets
    vodja = obj(alone, "Vođa Straže")
    assert legal_targets(alone, spec, 0, frozenset(), vodja) == []
    assert not enough_targets(alone, spec, 0, frozenset(), vodja)
    two = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Vođa Straže, Kavgadžija]
          - name: Boris
        """,
    )
    vodja = obj(two, "Vođa Straže")
    assert legal_targets(two, spec, 0, frozenset(), vodja) == [obj(two, "Kavgadžija")]
    assert enough_targets(two, spec, 0, frozenset(), vodja)


#: Diletator (K26) deals 30 combat damage to Boris, who controls four permanents
DILETATOR = """
name: Diletator nanosi 30 borbene štete
rules: [D11.40, D10.13]
setup:
  active: Ana
  players:
    - name: Ana
      library: [Kavgadžija]
      play: [Diletator, Severnjak]
    - name: Boris
      library: [Kavgadžija]
      play: [Kavgadžija, Pegaz, Vitez Svetlosti, {card: Grom, as_source: true}]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Diletator]}
  - {pass_until: {step: borbena_šteta}}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d10_13_one_target_per_10_damage_is_a_whole_number(pool: dict[str, CardDef]) -> None:
    """D10.13, D11.40: "za svakih 10 tako nanete štete ... po jedan odabrani" — after 30 damage
    Ana may choose at most 3 targets, and the question and its refusal of four say "3", a
    whole number of targets (what the player reads), not "3.0"."""
    game = asked(pool, DILETATOR, DecisionKind.TARGETS)
    assert game.pending is not None
    assert (game.pending.min, game.pending.max) == (0, 3)
    assert type(game.pending.max) is int
    four = [obj(game, n) for n in ("Kavgadžija", "Pegaz", "Vitez Svetlosti", "Grom")]
    exc = refusal(game, four)
    assert t(exc.key, **exc.args_) == "Treba odabrati najmanje 0, a najviše 3 meta (D11.40)."
