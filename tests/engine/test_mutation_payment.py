"""What paying mana costs (izvori/engine/payment.py) answers besides the scenarios' outcomes:
the mana udar warning before "dalje" (C1.30) and the colours auto-pay keeps for the hand.

Written for the mutants of payment.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import asked, played

from izvori.engine import payment
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import ManaAdded
from izvori.engine.game import Game
from izvori.engine.mana import MANA_KINDS, ManaCost, ManaPool
from izvori.engine.steps import Step
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def at(step: str, mana: str, hand: str = "[]") -> str:
    """Ana's turn at `step`, her pool holding `mana`."""
    return f"""
name: Ana ima manu u izvorištu
rules: [C1.30]
setup:
  active: Ana
  step: {step}
  players:
    - name: Ana
      library: [Grom, Grom]
      hand: {hand}
      pool: {mana}
    - name: Boris
      library: [Grom, Grom]
script: []
"""


def test_c1_30_mana_left_at_the_end_of_the_main_phase_costs_ten_life_each(pool) -> None:
    """C1.30: the first main phase is a phase of one step; two mana left as it ends burn 20."""
    game = played(pool, at("glavna1", "{R: 2}"))
    assert payment.burn_if_step_ends(game, 0) == 20
    assert payment.burn_if_step_ends(game, 1) == 0  # Boris's pool is empty


def test_c1_30_no_burn_when_the_next_step_is_of_the_same_phase(pool) -> None:
    """C1.30: mana empties at the end of a phase; upkeep is followed by the draw step of the
    same (beginning) phase, so nothing is lost when upkeep ends."""
    game = played(pool, at("priprema", "{R: 1}"))
    assert game.turn_plan[game.plan_index + 1][0] == Step.DRAW
    assert payment.burn_if_step_ends(game, 0) == 0


def test_c1_30_the_last_step_of_the_turn_ends_its_phase(pool) -> None:
    """C1.30: the last step of the turn ends the ending phase: 10 life per mana."""
    game = played(pool, at("glavna1", "{B: 1, Z: 2}"))
    game.go_to_step(len(game.turn_plan) - 1)
    assert payment.burn_if_step_ends(game, 0) == 30


def test_c1_20_no_warning_while_the_niz_is_not_empty(pool) -> None:
    """C1.20: with something on the niz, both passing resolves it: the step doesn't end."""
    game = played(pool, at("glavna1", "{R: 1}"))
    assert payment.burn_if_step_ends(game, 0) == 10
    game.stack.append(object())  # type: ignore[arg-type]
    assert payment.burn_if_step_ends(game, 0) == 0


def test_auto_pay_keeps_the_most_of_each_colour_one_card_in_hand_needs(pool) -> None:
    """Issue 11 item 5: the hand's demand is per colour the most any one card needs (the next
    spell is cast alone), cards without a cost (sources) skipped, whatever their place."""
    hand = "[Kavgadžija, Crvena Ala, Rečna Ravnica, Grom, Vitez Tame, Opčinjavajuća Utvara]"
    game = played(pool, at("glavna1", "{}", hand))
    assert payment.hand_demand(game, 0) == {"Ž": 1, "R": 2, "C": 2}


def cost(text: str) -> ManaCost:
    return ManaCost.parse(text)


#: a source making one red (perm 1), one making red or green (perm 2)
RED = payment.ManaSource(1, 0, ("R",))
RED_OR_GREEN = payment.ManaSource(2, 0, ("R", "Z"))


def test_d12_30_extra_mana_of_the_same_kind_or_a_named_kind() -> None:
    """D12.30: a triggered mana ability adds mana when the source is tapped: "one more of the
    same kind" follows the kind chosen, a named kind is that kind."""
    same = payment.ManaSource(3, 0, ("R", "Z"), 1, (("same_kind", 1),))
    green = payment.ManaSource(4, 0, ("R",), 1, (("Z", 1),))
    assert same.produces("Z") == {"Z": 2}
    assert green.produces("R") == {"R": 1, "Z": 1}
    assert green.total == 2
    assert payment._with({}, [(green, "R")]) == {"R": 1, "Z": 1}
    assert payment._with({"Z": 1}, [(same, "R")]) == {"Z": 1, "R": 2}


def test_d10_17_what_the_pool_still_lacks() -> None:
    """D10.17: coloured pips are paid by their colour only, generic mana by any."""
    assert payment._deficit({"R": 1}, cost("R")) == 0
    assert payment._deficit({}, cost("RZ")) == 2
    assert payment._deficit({}, cost("1R")) == 2
    assert payment._deficit({"Z": 5}, cost("R")) == 1
    assert payment._deficit({"Z": 1}, cost("2R")) == 2


def test_c1_30_a_plan_makes_no_mana_the_cost_does_not_need() -> None:
    """C1.30: mana left unused burns; of two red sources for one red, one is tapped — the
    first the planner chose."""
    other_red = payment.ManaSource(5, 0, ("R",))
    plan = [(RED, "R"), (other_red, "R")]
    assert payment._trim({}, cost("R"), plan) == [(RED, "R")]
    assert payment._trim({"R": 1}, cost("R"), plan) == []


def test_auto_pay_taps_a_source_before_a_creature_even_a_more_flexible_one() -> None:
    """Issue 11 item 5: a creature tapped for mana can't attack or block, so auto-pay taps a
    source that makes red or green before a creature that makes only red."""
    creature = payment.ManaSource(1, 0, ("R",))  # perm 1 is a creature
    assert payment._plan_greedy({}, cost("R"), [creature, RED_OR_GREEN], {1: 1}) == [
        (RED_OR_GREEN, "R")
    ]
    # with no other source the creature is tapped
    assert payment._plan_greedy({}, cost("R"), [creature], {1: 1}) == [(creature, "R")]


def test_auto_pay_of_two_equal_sources_taps_the_first() -> None:
    """Two sources alike: the planner taps the one it meets first (the lower permanent)."""
    other_red = payment.ManaSource(5, 0, ("R",))
    assert payment._plan_greedy({}, cost("R"), [other_red, RED]) == [(RED, "R")]


def test_d7_10_a_source_that_names_no_amount_makes_one_mana(pool) -> None:
    """D7.10: "@: dodaj Ž ili P" adds one mana; its kinds are the two it names."""
    game = played(
        pool,
        """
name: Ana ima Rečnu Ravnicu
rules: [D7.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Rečna Ravnica]
    - name: Boris
script: []
""",
    )
    (oid,) = game.battlefield
    assert game.chars(oid).mana_templates == ((0, True, "Ž|P", 1, False, ("Ž", "P")),)
    assert payment._fixed_kinds("any") == ("Ž", "P", "C", "R", "Z")  # colours, not colourless


def test_d7_10_the_opponents_sources_changing_keep_the_players_sources() -> None:
    """D7.10: a player plays only the mana abilities of permanents he controls: states of the
    same permanents (controller, tapped, sick) that differ only in the opponent's permanents
    leave his sources as they were (nothing newly tapped); one of his own tapped is named; any
    other change in one of his own, or one changing hands, is not kept."""
    templates: list[tuple[int, tuple[payment.ManaTemplate, ...]]] = [(7, ()), (8, ())]
    old = ((0, False, False), (1, False, False))
    assert payment._tapped_since(0, old, ((0, False, False), (1, True, False)), templates) == []
    assert payment._tapped_since(0, old, ((0, True, False), (1, True, False)), templates) == [
        (7, ())
    ]
    assert payment._tapped_since(0, ((0, True, False),) * 2, old, templates) is None  # untapped
    assert payment._tapped_since(0, old, ((0, True, True), (1, False, False)), templates) is None
    assert payment._tapped_since(0, old, ((0, False, False), (0, False, False)), templates) is None
    assert payment._tapped_since(1, old, ((1, False, False), (1, False, False)), templates) is None
    assert payment._tapped_since(1, old, ((0, False, False), (0, True, False)), templates) is None


#: test-only: an artifact with a mana ability and an ability whose cost is Z and @ (like Frulaš's
#: "Z, @", but on a permanent that makes green mana itself)
BUNAR = """
- name: Probni Bunar
  cost: "2"
  type: Artefakt
  text: >-
    @: Dodaj 1 zelenu manu u svoje izvorište. Z, @: Dobijaš 10 života. XZ, @: Probni Bunar
    nanosi X puta 10 štete odabranom biću ili igraču.
  abilities:
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: zelena, amount: 1}
    - activated:
        cost: {mana: "Z", tap: true}
        effects:
          - gain_life: {who: you, amount: 10}
    - activated:
        cost: {mana: "XZ", tap: true}
        targets: [{kind: creature_or_player}]
        effects: [{damage: {to: target, amount: X*10}}]
"""


@pytest.fixture(scope="module")
def bunar_pool() -> dict[str, CardDef]:
    return card_pool(BUNAR)


#: Ana activates Probni Bunar's "Z, @" and pays by hand; her other source, Goruća Šuma, makes
#: red or green
PAYING_FOR_BUNAR = """
name: Ana plaća Z za Probni Bunar
rules: [D10.17, D23.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Bunar, Goruća Šuma]
    - name: Boris
script:
  - {activate: Probni Bunar, ability: 1, pay: manual}
"""


def test_d10_17_paying_for_an_at_ability_its_own_mana_is_not_offered(bunar_pool) -> None:
    """D10.17, A5.40: the @ of the cost is paid with the rest, so while Ana pays the Z of
    Probni Bunar's "Z, @" the Bunar's own mana ability is not offered; Goruća Šuma's is (red
    or green), and so are auto-pay and backing out. The decision shows the cost and the pool."""
    game = asked(bunar_pool, PAYING_FOR_BUNAR, DecisionKind.PAY)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "pay.mana"
    suma = obj(game, "Goruća Šuma")
    assert set(d.options) == {
        Action("auto"),
        Action("mana", suma, 0, "R"),
        Action("mana", suma, 0, "Z"),
        Action("cancel"),
    }
    assert d.can_cancel is True
    assert d.context["cost"] == "Z" and d.context["pool"] == game.players[0].pool.amounts
    assert not any(d.context["pool"].values())


def test_d23_10_the_last_mana_ability_played_while_paying_can_be_taken_back(bunar_pool) -> None:
    """D23.10: Ana taps Goruća Šuma for red, which can't pay Z. Only the Bunar could still
    make green, and it is not offered (its @ is part of the cost): no auto-pay, no mana
    ability — only taking back the red mana or backing out. Taking it back untaps Goruća
    Šuma, empties the pool and the log of it, and asks the payment again as at first."""
    game = asked(bunar_pool, PAYING_FOR_BUNAR, DecisionKind.PAY)
    first = game.pending
    assert first is not None
    suma = obj(game, "Goruća Šuma")
    log_len = len(game.log)
    pool_before = dict(game.players[0].pool.amounts)
    game.submit(Action("mana", suma, 0, "R"))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.player == 0
    assert game.objects[suma].tapped
    assert set(d.options) == {Action("undo"), Action("cancel")}
    assert {k: n for k, n in d.context["pool"].items() if n} == {"R": 1}
    game.submit(Action("undo"))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert not game.objects[suma].tapped
    assert game.players[0].pool.amounts == pool_before and not any(pool_before.values())
    assert len(game.log) == log_len
    assert set(d.options) == set(first.options)
    # paid with the green of Goruća Šuma, the ability is played: the Bunar is tapped (@)
    game.submit(Action("mana", suma, 0, "Z"))
    assert game.objects[suma].tapped and game.objects[obj(game, "Probni Bunar")].tapped
    assert game.stack and game.stack[-1].source == obj(game, "Probni Bunar")


def sources_position(play: str, mana: str = "{}") -> str:
    """Ana's first main phase with the permanents `play` and `mana` in her pool."""
    return f"""
name: Ana plaća
rules: [D10.17]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      pool: {mana}
      play: {play}
    - name: Boris
script: []
"""


def planned(game: Game, text: str, keep: dict[str, int] | None = None) -> list[tuple[str, str]]:
    """What auto-pay taps for `text` (card name, mana kind), with the hand's demand `keep`."""
    plan = payment.auto_pay_plan(game, 0, cost(text), keep=keep)
    assert plan is not None
    return [(game.objects[s.perm].card.name, k) for s, k in plan]


RED_GREEN_GREEN = (
    "[{card: Grom, as_source: true}, {card: Mladi Vuk, as_source: true},"
    " {card: Prirodna Transformacija, as_source: true}]"
)


def test_auto_pay_for_generic_mana_spares_the_colour_the_hand_needs(pool) -> None:
    """Issue 11 item 5: one red source and two green; generic mana comes from the colour with
    the most sources to spare beyond what the hand needs — and of equal spares, from the colour
    with more sources (the other may be the hand's only one of its kind)."""
    game = played(pool, sources_position(RED_GREEN_GREEN))
    assert planned(game, "1", {"Z": 2}) == [("Grom", "R")]  # 1 red to spare, 0 green
    assert planned(game, "1", {"R": 1}) == [("Mladi Vuk", "Z")]  # 0 red to spare, 2 green
    assert planned(game, "1", {"Z": 1}) == [("Mladi Vuk", "Z")]  # 1 and 1: green, it has two


def test_auto_pay_taps_a_two_colour_source_for_the_colour_the_hand_needs_less(pool) -> None:
    """Issue 11 item 5: Goruća Šuma makes red or green; for generic mana it makes the colour
    the hand needs less (the mana made is in the log)."""
    game = played(pool, sources_position("[Goruća Šuma]"))
    assert planned(game, "1", {"Z": 1}) == [("Goruća Šuma", "R")]
    assert planned(game, "1", {"R": 1}) == [("Goruća Šuma", "Z")]


def test_d10_17_mana_in_the_pool_pays_its_colour_first_then_sources_the_rest(pool) -> None:
    """D10.17: with Z in the pool, 1Z needs one more mana of any kind: the red source."""
    game = played(pool, sources_position("[{card: Grom, as_source: true}]", "{Z: 1}"))
    assert planned(game, "1Z") == [("Grom", "R")]
    assert planned(game, "Z") == []


#: test-only: a mana ability that makes two mana (no bundled card has one) and a creature with
#: Ubrzanje whose mana ability names no amount (one mana, docs/cards.md)
ABUNDANCE = """
- name: Probni Izvor Obilja
  cost: "2"
  type: Artefakt
  text: "@: Dodaj 2 crvene mane u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: crvena, amount: 2}
- name: Probni Vilenjak Brzine
  cost: "Z"
  type: Biće
  power: 10
  toughness: 10
  keywords: [Ubrzanje]
  text: "Ubrzanje. @: Dodaj zelenu manu u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: zelena}
"""


@pytest.fixture(scope="module")
def abundance_pool() -> dict[str, CardDef]:
    return card_pool(ABUNDANCE)


NEW_THIS_TURN = sources_position(
    "[Probni Izvor Obilja, {card: Probni Vilenjak Brzine, sick: true},"
    " {card: Gajski Druid, sick: true}, {card: Mladi Vuk, as_source: true, sick: true}]"
)


def test_a5_40_a_creature_new_this_turn_taps_for_mana_only_with_ubrzanje(abundance_pool) -> None:
    """A5.40, D4.40: a creature Ana has not controlled since her turn began can't use @ —
    unless it has Ubrzanje; a source (not a creature) can, whenever it came."""
    game = played(abundance_pool, NEW_THIS_TURN)
    names = {game.objects[s.perm].card.name for s in payment.mana_sources(game, 0)}
    assert names == {"Probni Izvor Obilja", "Probni Vilenjak Brzine", "Mladi Vuk"}


def test_d7_10_a_mana_ability_makes_the_amount_it_names_or_one(abundance_pool) -> None:
    """D7.10: "@: Dodaj 2 crvene mane" adds two red, an ability naming no amount adds one; the
    log says who added which mana, from which permanent, how much."""
    game = played(abundance_pool, NEW_THIS_TURN)
    for name, kind, amount in (("Probni Izvor Obilja", "R", 2), ("Probni Vilenjak Brzine", "Z", 1)):
        oid = obj(game, name)
        game.submit(Action("mana", oid, 0, kind))
        assert game.players[0].pool.amounts[kind] == amount
        ev = game.log[-1]
        assert isinstance(ev, ManaAdded)
        assert (ev.player, ev.card, ev.mana, ev.amount) == (0, oid, kind, amount)


def test_d10_17_two_mana_from_one_ability_pay_two_pips_and_no_more_is_made(abundance_pool) -> None:
    """D10.17, C1.30: the two red of Probni Izvor Obilja pay RR or 1R alone (tapping another
    source too would make mana nobody needs, which burns); 2R needs one more source."""
    game = played(abundance_pool, NEW_THIS_TURN)
    assert payment.can_afford(game, 0, cost("RR"))
    assert planned(game, "RR") == [("Probni Izvor Obilja", "R")]
    assert planned(game, "1R") == [("Probni Izvor Obilja", "R")]
    two_r = planned(game, "2R")
    assert len(two_r) == 2 and two_r[0] == ("Probni Izvor Obilja", "R")


def test_a5_33_the_most_x_an_at_ability_can_have_leaves_out_its_own_mana(bunar_pool) -> None:
    """A5.33, D10.17: Ana announces X for Probni Bunar's "XZ, @". Its own mana can't pay (the
    @ is part of the cost), so Goruća Šuma's one mana pays the Z and X can be at most 0."""
    game = played(bunar_pool, PAYING_FOR_BUNAR.replace(", ability: 1, pay: manual", ", ability: 2"))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.NUMBER and d.prompt == "cast.x"
    assert (d.min, d.max) == (0, 0)


def test_d12_30_whether_a_cost_can_be_paid_follows_the_extra_mana_of_each_source(pool) -> None:
    """D12.30: Glava Zmaja adds two green when its source is tapped. On a green source that is
    three green (ZZZ can be paid); on a red source it is one red and two green (it can't) —
    two positions whose sources differ only in what they make, answered each for itself."""
    green = played(
        pool,
        sources_position(
            "[{card: Mladi Vuk, as_source: true}, {card: Glava Zmaja, attached_to: Mladi Vuk}]"
        ),
    )
    red = played(
        pool,
        sources_position("[{card: Grom, as_source: true}, {card: Glava Zmaja, attached_to: Grom}]"),
    )
    assert payment.can_afford(green, 0, cost("ZZZ"))
    assert not payment.can_afford(red, 0, cost("ZZZ"))
    assert payment.can_afford(red, 0, cost("RZZ"))


def test_d23_10_a_payment_that_cannot_be_backed_out_of_offers_no_esc() -> None:
    """E4.90, D23.10: paying for a copy Ana must play (Probna Prisila) offers no cancel — and
    the question says so (no Esc "Nazad" that would be refused); an ordinary cast's payment
    can be backed out of, and the question says that too."""
    text = (
        Path(__file__).parents[1]
        / "scenarios/efekti/e4_90_pay_obavezna_kopija_bez_odustajanja.yaml"
    ).read_text(encoding="utf-8")
    pool = card_pool()
    script = text.index("  - {pay: auto}")
    game = played(pool, text[:script])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert Action("cancel") not in d.options and d.can_cancel is False
    with_grom = text.replace("hand: [Probna Prisila]", "hand: [Probna Prisila, Grom]")
    ordinary = played(
        pool,
        with_grom[: with_grom.index("script:")]
        + "script:\n  - {cast: Grom, targets: [Boris], pay: manual}\n",
    )
    d = ordinary.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert Action("cancel") in d.options and d.can_cancel is True


def test_d7_10_a_mana_ability_that_sacrifices_its_permanent_is_not_paid_by_tapping() -> None:
    """D4.10, D7.10: "Žrtvuj Krhki Kristal: dodaj C" was offered as if it cost only `@` — the
    mana was added and the Kristal never sacrificed. A mana ability whose cost is more than
    `@` is not offered (the engine pays only `@` for one): the Kristal stays, unused."""
    text = """
name: Krhki Kristal
rules: [D7.10]
cards:
  - name: Krhki Kristal
    cost: "1"
    type: Artefakt
    text: "Žrtvuj Krhki Kristal: dodaj C u svoje izvorište."
    abilities:
      - activated:
          cost: {sacrifice_self: true}
          effects: [{add_mana: {kind: crna, amount: 1}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      play: [Krhki Kristal, {card: Oluja, as_source: true}]
      library: [Grom]
    - name: Boris
script:
  - {cast: Grom, targets: [Boris], pay: manual}
"""
    game = played(card_pool(), text)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    kristal = obj(game, "Krhki Kristal")
    assert not [a for a in d.options if isinstance(a, Action) and a.obj == kristal]
    assert kristal in game.battlefield


# --- session 16: the answers remembered by `Funds.plan_key` (process-wide `_PLAN_EXISTS`) ---

#: test-only: a permanent with two mana abilities, each paid with `@` (no bundled card has two);
#: sources whose ability makes two or three mana of one colour (as Probni Izvor Obilja); an
#: Aura giving two more mana of the kind its source made (D12.31, like Glava Zmaja's two green)
PLAN_KEY_CARDS = """
- name: Probni Dvostruki Kamen
  cost: "2"
  type: Artefakt
  text: "@: Dodaj crvenu manu u svoje izvorište. @: Dodaj zelenu manu u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 1}}]
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: zelena, amount: 1}}]
- name: Probni Crveni Dvostruki Kamen
  cost: "2"
  type: Artefakt
  text: "@: Dodaj crvenu manu u svoje izvorište. @: Dodaj crvenu manu u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 1}}]
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 1}}]
- name: Probni Izvor Obilja
  cost: "2"
  type: Artefakt
  text: "@: Dodaj 2 crvene mane u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 2}}]
- name: Probni Crveni Trostruki Izvor
  cost: "3"
  type: Artefakt
  text: "@: Dodaj 3 crvene mane u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 3}}]
- name: Probni Zeleni Trostruki Izvor
  cost: "3"
  type: Artefakt
  text: "@: Dodaj 3 zelene mane u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: zelena, amount: 3}}]
- name: Probni Zeleni Dvostruki Izvor
  cost: "2"
  type: Artefakt
  text: "@: Dodaj 2 zelene mane u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: zelena, amount: 2}}]
- name: Probna Glava Plamena
  cost: "2R"
  type: Promena
  enchant: izvor
  text: >-
    Promeni izvor. Kad god je promenjeni izvor aktiviran za manu, igrač koji ga kontroliše
    dodaje još dve mane iste vrste u svoje izvorište.
  abilities:
    - triggered:
        when: tapped_for_mana
        who: enchanted
        effects: [{add_mana: {kind: same_kind, amount: 2, who: trigger_player}}]
"""


@pytest.fixture(scope="module")
def plan_key_pool() -> dict[str, CardDef]:
    return card_pool(PLAN_KEY_CARDS)


RED_SOURCE = "{card: Grom, as_source: true}"
GREEN_SOURCE = "{card: Mladi Vuk, as_source: true}"


def test_d7_10_a_permanent_with_two_mana_abilities_is_tapped_for_one_of_them(
    plan_key_pool,
) -> None:
    """D7.10, A5.40: both mana abilities of Probni Dvostruki Kamen cost `@`, so it makes one
    mana, red or green: 1R can't be paid from it alone — though a red source and a green
    source, which offer the same kinds, pay it. The two answers are asked in one process, the
    second after the first is remembered."""
    two = played(plan_key_pool, sources_position(f"[{RED_SOURCE}, {GREEN_SOURCE}]"))
    kamen = played(plan_key_pool, sources_position("[Probni Dvostruki Kamen]"))
    assert [s.kinds for s in payment.mana_sources(kamen, 0)] == [("R",), ("Z",)]
    assert payment.can_afford(two, 0, cost("1R"))
    assert not payment.can_afford(kamen, 0, cost("1R"))
    assert payment.can_afford(kamen, 0, cost("R")) and payment.can_afford(kamen, 0, cost("1"))
    assert not payment.can_afford(kamen, 0, cost("RZ"))
    assert not payment.can_afford(kamen, 0, cost("2"))


def test_d7_10_auto_pay_taps_a_permanent_with_two_mana_abilities_once(plan_key_pool) -> None:
    """D7.10, A5.40: auto-pay never plays both `@` abilities of Probni Dvostruki Kamen — the
    second would be one mana more from one `@`. RZ beside a green source: the Kamen's red and
    the source's green; 1R beside a red source: one mana from each; with Probni Izvor Obilja
    (two red, so the planner of extra mana) RRZ is the Obilja's two red and the Kamen's green,
    and RRRZ (four mana from three) can't be paid."""
    green = played(plan_key_pool, sources_position(f"[Probni Dvostruki Kamen, {GREEN_SOURCE}]"))
    assert planned(green, "RZ") == [("Probni Dvostruki Kamen", "R"), ("Mladi Vuk", "Z")]
    red = played(plan_key_pool, sources_position(f"[Probni Dvostruki Kamen, {RED_SOURCE}]"))
    assert sorted(planned(red, "1R")) == [("Grom", "R"), ("Probni Dvostruki Kamen", "R")]
    assert not payment.can_afford(red, 0, cost("RRZ"))
    obilja = played(
        plan_key_pool, sources_position("[Probni Dvostruki Kamen, Probni Izvor Obilja]")
    )
    assert sorted(planned(obilja, "RRZ")) == [
        ("Probni Dvostruki Kamen", "Z"),
        ("Probni Izvor Obilja", "R"),
    ]
    assert not payment.can_afford(obilja, 0, cost("RRRZ"))
    assert payment.auto_pay_plan(obilja, 0, cost("RRRZ")) is None


def test_d7_10_which_permanent_has_the_two_abilities_decides_what_rr_costs(plan_key_pool) -> None:
    """D7.10: red, red and green from three abilities either way — but Probni Dvostruki Kamen
    (red or green) beside a red source pays RR, and Probni Crveni Dvostruki Kamen (red, red on
    one permanent) beside a green source does not."""
    kamen = played(plan_key_pool, sources_position(f"[Probni Dvostruki Kamen, {RED_SOURCE}]"))
    crveni = played(
        plan_key_pool, sources_position(f"[Probni Crveni Dvostruki Kamen, {GREEN_SOURCE}]")
    )
    assert payment.can_afford(kamen, 0, cost("RR"))
    assert not payment.can_afford(crveni, 0, cost("RR"))
    assert payment.can_afford(kamen, 0, cost("RR"))
    # generic mana: one of the Crveni Kamen's abilities, then the green source (not the other)
    assert payment.can_afford(crveni, 0, cost("2"))
    assert sorted(planned(crveni, "2")) == [
        ("Mladi Vuk", "Z"),
        ("Probni Crveni Dvostruki Kamen", "R"),
    ]


def test_d7_10_two_mana_from_one_source_pay_rr_two_sources_of_one_red_and_green_do_not(
    plan_key_pool,
) -> None:
    """D7.10, D10.17: a red and a green source can't pay RR; Probni Izvor Obilja (two red)
    beside a green source can — the same kinds of mana, a different answer."""
    ones = played(plan_key_pool, sources_position(f"[{RED_SOURCE}, {GREEN_SOURCE}]"))
    two_red = played(plan_key_pool, sources_position(f"[Probni Izvor Obilja, {GREEN_SOURCE}]"))
    assert not payment.can_afford(ones, 0, cost("RR"))
    assert payment.can_afford(two_red, 0, cost("RR"))
    assert not payment.can_afford(ones, 0, cost("RR"))


def test_d12_31_extra_mana_of_the_same_kind_or_of_green_pays_different_costs(
    plan_key_pool,
) -> None:
    """D12.30, D12.31: a red source with Glava Zmaja makes R and two Z; with Probna Glava
    Plamena ("two more of the same kind") R and two R. Each pays its own three pips only —
    two positions whose one source makes the same kind, answered each for itself."""
    zmaj = played(
        plan_key_pool,
        sources_position(f"[{RED_SOURCE}, {{card: Glava Zmaja, attached_to: Grom}}]"),
    )
    plamen = played(
        plan_key_pool,
        sources_position(f"[{RED_SOURCE}, {{card: Probna Glava Plamena, attached_to: Grom}}]"),
    )
    assert payment.can_afford(zmaj, 0, cost("RZZ"))
    assert not payment.can_afford(plamen, 0, cost("RZZ"))
    assert payment.can_afford(plamen, 0, cost("RRR"))
    assert not payment.can_afford(zmaj, 0, cost("RRR"))


def test_d7_10_three_red_and_two_green_pay_rrr_two_red_and_three_green_do_not(
    plan_key_pool,
) -> None:
    """D7.10: two sources each, one making red and one green, five mana in all: RRR is paid
    by the one making three red, not by the one making two — the same kinds, other amounts."""
    two_red = played(
        plan_key_pool, sources_position("[Probni Izvor Obilja, Probni Zeleni Trostruki Izvor]")
    )
    three_red = played(
        plan_key_pool,
        sources_position("[Probni Crveni Trostruki Izvor, Probni Zeleni Dvostruki Izvor]"),
    )
    assert not payment.can_afford(two_red, 0, cost("RRR"))
    assert payment.can_afford(three_red, 0, cost("RRR"))
    assert not payment.can_afford(two_red, 0, cost("RRR"))


def test_d10_17_two_red_sources_and_a_green_one_cannot_pay_zz(plan_key_pool) -> None:
    """D10.17: each green pip needs a source of its own that makes green; two red sources and
    one green source pay RZ and RR, not ZZ."""
    game = played(plan_key_pool, sources_position(f"[{RED_SOURCE}, {RED_SOURCE}, {GREEN_SOURCE}]"))
    assert payment.can_afford(game, 0, cost("RZ")) and payment.can_afford(game, 0, cost("RR"))
    assert not payment.can_afford(game, 0, cost("ZZ"))


#: Goruća Šuma (red or green) and Rečna Ravnica (yellow or blue) with Probna Glava Plamena
#: (two more mana of the kind it made)
SUMA_AND_RAVNICA = sources_position(
    "[Goruća Šuma, Rečna Ravnica, {card: Probna Glava Plamena, attached_to: Rečna Ravnica}]"
)


def test_d12_31_auto_pay_finds_a_plan_the_most_mana_first_misses(plan_key_pool) -> None:
    """D12.31, D10.17: for 1Z the planner of extra mana taps the Šuma first (for red: its one
    mana pays the generic as well as green would) and then nothing makes green — but the
    Šuma's green and the Ravnica's mana (three of one kind) pay it: auto-pay finds that plan,
    making the Ravnica's kind the one the hand needs less."""
    game = played(plan_key_pool, SUMA_AND_RAVNICA)
    assert payment.can_afford(game, 0, cost("1Z"))
    assert planned(game, "1Z", {"Ž": 1}) == [("Goruća Šuma", "Z"), ("Rečna Ravnica", "P")]
    assert planned(game, "1Z", {"P": 1}) == [("Goruća Šuma", "Z"), ("Rečna Ravnica", "Ž")]


# --- session 17: `Funds.most` counts each permanent once (the Puzavica bug) ---


def test_a5_40_the_most_mana_counts_each_permanent_once_at_its_best_ability() -> None:
    """A5.40, D7.10, D12.30, A5.33: the most mana the sources make together (the bound of
    `can_afford` and of the X offered) counts each permanent once, at its best mana ability,
    as they all cost its one `@`: "@: two red" or "@: one green" makes two, whichever is
    listed first; a source with Glava Zmaja (two more green) makes three; permanents add up."""
    two_or_one = [payment.ManaSource(1, 0, ("R",), 2), payment.ManaSource(1, 1, ("Z",))]
    one_or_two = [payment.ManaSource(1, 0, ("Z",)), payment.ManaSource(1, 1, ("R",), 2)]
    glava = payment.ManaSource(2, 0, ("R", "Z"), 1, (("Z", 2),))
    assert payment.Funds(two_or_one).most == 2
    assert payment.Funds(one_or_two).most == 2
    assert payment.Funds([glava]).most == 3
    blue = payment.ManaSource(3, 0, ("P",))
    assert payment.Funds([*one_or_two, glava, blue]).most == 2 + 3 + 1
    assert payment.Funds([]).most == 0


#: a source whose mana ability makes no mana (the loader accepts any amount ≥ 0)
EMPTY_STONE = """
- name: Probni Prazni Kamen
  cost: "1"
  type: Artefakt
  text: "@: Dodaj 0 crvenih mana u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 0}}]
"""


def test_a5_33_a_mana_ability_that_makes_no_mana_adds_nothing_to_the_most() -> None:
    """A5.33, D7.10: Probni Prazni Kamen's mana ability makes no mana, so beside a red source
    Ana can make one mana at most: X of an XR spell can only be 0."""
    game = played(card_pool(EMPTY_STONE), sources_position(f"[Probni Prazni Kamen, {RED_SOURCE}]"))
    assert [s.amount for s in payment.mana_sources(game, 0)] == [0, 1]
    assert payment.potential_mana(game, 0) == 1


#: test-only: an artifact with a mana ability that costs nothing and one that costs `@`
IZVORCE = """
- name: Probno Izvorče
  cost: "2"
  type: Artefakt
  text: >-
    0: Dodaj 1 zelenu manu u svoje izvorište. @: Dodaj 1 crvenu manu u svoje izvorište.
  abilities:
    - activated:
        cost: {mana: "0"}
        effects:
          - add_mana: {kind: zelena, amount: 1}
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: crvena, amount: 1}
"""


def test_a5_40_tapping_a_source_keeps_its_mana_ability_without_tap() -> None:
    """A5.40: the kept sources of a player who tapped one of his permanents lose only that
    permanent's mana abilities with `@` (payment._after_tapping): the one that costs nothing
    is still offered, as `_mana_sources` works out now."""
    game = played(
        card_pool(IZVORCE),
        """
name: Ana toči Probno Izvorče
rules: [A5.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probno Izvorče, Goruća Šuma]
    - name: Boris
script: []
""",
    )
    izvorce = obj(game, "Probno Izvorče")
    before = payment.mana_sources(game, 0)
    assert {(s.perm, s.index) for s in before if s.perm == izvorce} == {(izvorce, 0), (izvorce, 1)}
    game.tap(izvorce)
    after = payment.mana_sources(game, 0)
    assert after == payment._mana_sources(game, 0, frozenset())
    assert [(s.perm, s.index) for s in after if s.perm == izvorce] == [(izvorce, 0)]
    assert game.kept_sources[0][2].sources is not before  # worked out by difference, not again


def test_d10_17_a_pool_pays_a_cost_it_holds_and_is_left_as_it_was_otherwise() -> None:
    """D10.17: `ManaPool.pay_if_enough` pays a cost the pool holds (the plan of
    `plan_payment`: pips by colour, the generic part from colourless first, then the colour
    with most left) and says so; a cost it doesn't hold leaves the pool as it was, and `pay`
    refuses it."""
    pool = ManaPool(dict.fromkeys(MANA_KINDS, 0) | {"R": 2, "C": 1, "Z": 1})
    assert not pool.pay_if_enough(ManaCost.parse("RRR"))
    assert pool.amounts == dict.fromkeys(MANA_KINDS, 0) | {"R": 2, "C": 1, "Z": 1}
    with pytest.raises(ValueError):
        pool.pay(ManaCost.parse("ŽR"))
    assert pool.pay_if_enough(ManaCost.parse("2R"))
    assert pool.amounts == dict.fromkeys(MANA_KINDS, 0) | {"R": 0, "C": 0, "Z": 1}
    assert pool.pay_if_enough(ManaCost.parse("0"))
    assert pool.amounts["Z"] == 1
