"""Why an activated ability, a mana ability or an attacker is refused (izvori/engine/explain.py):
each reason with its message key, its arguments and the Serbian sentence a player reads.

Issue 11: every refused answer names the rule that forbids it. `tests/engine/test_refusals.py`
walks the refusal paths by key; these tests pin the arguments too (the card's name, the count,
the cost), one per branch of `action_reason`, so a refusal can't name the wrong card, the wrong
number or the wrong rule. Written for the mutants of explain.py that the rules scenarios and
test_refusals.py let through (docs/mutation.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.explain import Refusal, action_reason, check
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.table import ANA, BORIS, card_pool, obj, setup
from izvori.scenario.table import refusal as refused_answer
from izvori.strings import t

EXTRA = """
cards:
  - name: Probni Druid
    cost: "Z"
    type: Biće
    subtypes: [Druid]
    power: 10
    toughness: 10
    rarity: obična
    text: "@: Dodaj Z. 1, @: vuci kartu."
    abilities:
      - activated:
          cost: {tap: true}
          effects: [{add_mana: {kind: zelena, amount: 1}}]
      - activated:
          text: "1, @: vuci kartu."
          cost: {tap: true, mana: "1"}
          effects: [{draw: {who: you}}]
  - name: Probni Čarobnjak
    cost: "1C"
    type: Biće
    subtypes: [Čarobnjak]
    power: 10
    toughness: 10
    rarity: obična
    text: "Probne osobine."
    abilities:
      - activated:
          text: "Samo kao vradžbina: dobijaš 10 života."
          cost: {mana: "1"}
          sorcery_speed: true
          effects: [{gain_life: {who: you, amount: 10}}]
      - activated:
          text: "Samo tokom svoje pripreme: dobijaš 10 života."
          cost: {mana: "1"}
          only_during: your_upkeep
          effects: [{gain_life: {who: you, amount: 10}}]
      - activated:
          text: "Samo tokom svog poteza: dobijaš 10 života."
          cost: {mana: "1"}
          only_during: your_turn
          effects: [{gain_life: {who: you, amount: 10}}]
      - activated:
          text: "Jednom u potezu: dobijaš 10 života."
          cost: {mana: "1"}
          per_turn: 1
          effects: [{gain_life: {who: you, amount: 10}}]
      - activated:
          text: "Plati 30 života: vuci kartu."
          cost: {life: 30}
          effects: [{draw: {who: you}}]
      - activated:
          text: "5CC, odbaci tri karte: vuci kartu."
          cost: {discard: 3, mana: "5CC"}
          effects: [{draw: {who: you}}]
      - activated:
          text: "Žrtvuj artefakt: vuci kartu."
          cost: {sacrifice: artifact}
          effects: [{draw: {who: you}}]
      - activated:
          text: "Poništi odabranu magiju."
          cost: {mana: "1"}
          targets: [{kind: spell}]
          effects: [{counter: {what: target}}]
      - activated:
          text: "5CC, plati 20 života: vuci kartu."
          cost: {mana: "5CC", life: 20}
          effects: [{draw: {who: you}}]
      - activated:
          text: "1: Izaberi jedno — poništi odabranu magiju; ili vrati odabranu magiju u ruku."
          cost: {mana: "1"}
          modes:
            - text: "Poništi odabranu magiju."
              targets: [{kind: spell}]
              effects: [{counter: {what: target}}]
            - text: "Vrati odabranu magiju u ruku vlasnika."
              targets: [{kind: spell}]
              effects: [{counter: {what: target}}]
      - activated:
          text: "Samo tokom svog poteza, @: vuci kartu."
          cost: {tap: true}
          only_during: your_turn
          effects: [{draw: {who: you}}]
  - name: Probni Lovac
    cost: "1R"
    type: Biće
    subtypes: [Lovac]
    power: 10
    toughness: 10
    rarity: obična
    text: "Probne osobine s metama."
    abilities:
      - activated:
          text: "1: Probni Lovac nanosi 10 štete odabranom biću protivnika."
          cost: {mana: "1"}
          targets: [{kind: creature, controller: opponent}]
          effects: [{damage: {to: target, amount: 10}}]
      - activated:
          text: "1: Probni Lovac nanosi 10 štete drugom odabranom biću."
          cost: {mana: "1"}
          targets: [{kind: creature, not_self: true}]
          effects: [{damage: {to: target, amount: 10}}]
      - activated:
          text: "1: Izaberi jedno — 10 štete odabranom biću protivnika; ili drugom odabranom biću."
          cost: {mana: "1"}
          modes:
            - text: "Probni Lovac nanosi 10 štete odabranom biću protivnika."
              targets: [{kind: creature, controller: opponent}]
              effects: [{damage: {to: target, amount: 10}}]
            - text: "Probni Lovac nanosi 10 štete drugom odabranom biću."
              targets: [{kind: creature, not_self: true}]
              effects: [{damage: {to: target, amount: 10}}]
      - activated:
          text: "1, žrtvuj biće: vuci kartu."
          cost: {mana: "1", sacrifice: creature}
          effects: [{draw: {who: you}}]
  - name: Probni Šapat
    cost: "3R"
    type: Biće
    subtypes: [Duh]
    power: 10
    toughness: 10
    rarity: obična
    text: "1: Dobijaš 10 života. Igra se samo dok je Probni Šapat u tvojoj ruci."
    abilities:
      - activated:
          text: "1: Dobijaš 10 života."
          zone: ruka
          cost: {mana: "1"}
          effects: [{gain_life: {who: you, amount: 10}}]
  - name: Probni Progon
    cost: "R"
    type: Iznenađenje
    rarity: obična
    text: "Probni Progon nanosi 30 štete odabranom biću protivnika."
    targets: [{kind: creature, controller: opponent}]
    effects: [{damage: {to: target, amount: 30}}]
  - name: Probni Dvojni Progon
    cost: "R"
    type: Iznenađenje
    rarity: obična
    text: "Izaberi jedno — 30 štete odabranom biću protivnika; ili 20 njemu i 10 tebi."
    modes:
      - text: "Probni Dvojni Progon nanosi 30 štete odabranom biću protivnika."
        targets: [{kind: creature, controller: opponent}]
        effects: [{damage: {to: target, amount: 30}}]
      - text: "Probni Dvojni Progon nanosi 20 štete odabranom biću protivnika i 10 tebi."
        targets: [{kind: creature, controller: opponent}]
        effects:
          - damage: {to: target, amount: 20}
          - damage: {to: you, amount: 10}
"""

SORCERY, UPKEEP, OWN_TURN, PER_TURN, LIFE, DISCARD, SACRIFICE, TARGETS, COST, MODES, TAP = range(11)


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


POSITION = """
active: {active}
step: {step}
priority: {priority}
players:
  - name: Ana
    life: 20
    hand: [Grom, Kostolomac]
    library: [Grom, Grom]
    play:
      - Probni Čarobnjak
      - {{card: Grom, as_source: true}}
      - {{card: Kavgadžija, as_source: true, tapped: true}}
      - {{card: Severnjak, sick: true, as_source: true}}
  - name: Boris
    library: [Grom, Grom]
    play: [Kostolomac]
"""


def position(pool: dict[str, CardDef], active: str = "Ana", step: str = "glavna1") -> Game:
    return setup(pool, POSITION.format(active=active, step=step, priority="Ana"))


def refused(game: Game, answer: Any) -> tuple[str, dict[str, Any], str]:
    """Submit a forbidden answer: key, arguments and the sentence (the state stays unchanged
    and `Game.check` predicts the same refusal: scenario.table.refusal)."""
    exc = refused_answer(game, answer)
    return exc.key, dict(exc.args_), t(exc.key, **exc.args_)


def resolve_all(game: Game) -> None:
    """Both players pass until the niz is empty and Ana has prednost again."""
    while game.stack or (game.pending is not None and game.pending.player != ANA):
        assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
        game.submit(Action("pass"))


def activate(game: Game, index: int) -> Action:
    return Action("activate", obj(game, "Probni Čarobnjak"), index)


def test_d4_50_an_ability_played_only_as_a_sorcery(pool: dict[str, CardDef]) -> None:
    """D4.50: an ability "played only as a sorcery" waits for its controller's main phase with
    an empty niz."""
    g = position(pool, step="priprema")
    key, args, text = refused(g, activate(g, SORCERY))
    assert (key, args) == ("activate.sorcery_speed", {"name": "Probni Čarobnjak"})
    assert "Probni Čarobnjak" in text and "D4.50" in text
    assert position(pool).check(activate(position(pool), SORCERY)) is None


def test_d4_30_abilities_limited_to_your_upkeep_or_your_turn(pool: dict[str, CardDef]) -> None:
    """D4.30: "samo tokom svoje pripreme" — not in the main phase, not in the opponent's
    upkeep; "samo tokom svog poteza" — not in the opponent's turn."""
    g = position(pool)
    key, args, text = refused(g, activate(g, UPKEEP))
    assert (key, args) == ("activate.only_upkeep", {"name": "Probni Čarobnjak"})
    assert "D4.30" in text and "pripreme" in text
    assert position(pool, step="priprema").check(activate(g, UPKEEP)) is None
    boris_upkeep = position(pool, active="Boris", step="priprema")
    key, args, _ = refused(boris_upkeep, activate(boris_upkeep, UPKEEP))
    assert (key, args) == ("activate.only_upkeep", {"name": "Probni Čarobnjak"})
    boris_turn = position(pool, active="Boris")
    key, args, text = refused(boris_turn, activate(boris_turn, OWN_TURN))
    assert (key, args) == ("activate.only_your_turn", {"name": "Probni Čarobnjak"})
    assert "D4.30" in text and "potezu" in text
    assert g.check(activate(g, OWN_TURN)) is None


def test_d4_30_an_ability_once_per_turn(pool: dict[str, CardDef]) -> None:
    """D4.30: "jednom u potezu" — the second activation in a turn is refused with the count."""
    g = position(pool)
    g.submit(activate(g, PER_TURN))
    while g.pending is not None and g.pending.kind == DecisionKind.PAY:
        g.submit(Action("auto"))
    resolve_all(g)
    key, args, text = refused(g, activate(g, PER_TURN))
    assert (key, args) == ("activate.per_turn", {"name": "Probni Čarobnjak", "count": 1})
    assert "D4.30" in text


def test_d10_18_costs_that_cant_be_paid(pool: dict[str, CardDef]) -> None:
    """D10.18: a cost in life above the life you have, a discard of more cards than the rest
    of your hand, a sacrifice with nothing to sacrifice, a mana cost above your sources: each
    refusal names what the cost asks."""
    g = position(pool)
    key, args, text = refused(g, activate(g, LIFE))
    assert (key, args) == ("activate.life", {"name": "Probni Čarobnjak", "life": 30})
    assert "30" in text and "D10.18" in text
    key, args, text = refused(g, activate(g, DISCARD))
    assert (key, args) == ("activate.discard", {"name": "Probni Čarobnjak", "count": 3})
    assert "3" in text and "D10.18" in text
    key, args, text = refused(g, activate(g, SACRIFICE))
    assert (key, args) == ("activate.sacrifice", {"name": "Probni Čarobnjak"})
    assert "D10.18" in text
    key, args, text = refused(g, activate(g, COST))  # 20 life she has: the mana she hasn't
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Čarobnjak", "cost": "5CC"})
    assert "5CC" in text and "D10.18" in text
    # a limited ability not yet played this turn, refused for its cost
    poor = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [Probni Čarobnjak]
          - name: Boris
            library: [Grom]
        """,
    )
    key, args, _ = refused(poor, activate(poor, PER_TURN))
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Čarobnjak", "cost": "1"})
    # exactly enough life and cards is enough
    rich = setup(
        pool,
        POSITION.format(active="Ana", step="glavna1", priority="Ana").replace(
            "life: 20\n    hand: [Grom, Kostolomac]",
            "life: 30\n    hand: [Grom, Kostolomac, Oluja]",
        ),
    )
    assert rich.check(activate(rich, LIFE)) is None
    # three other cards are enough to discard (the ability's own card is not one of them):
    # what she can't pay is the mana
    key, args, _ = refused(rich, activate(rich, DISCARD))
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Čarobnjak", "cost": "5CC"})


def test_d10_13_an_ability_without_a_legal_target(pool: dict[str, CardDef]) -> None:
    """D10.13: "counter target spell" with an empty niz has no target; D10.12: nor has a modal
    ability whose every mode targets a spell."""
    g = position(pool)
    key, args, text = refused(g, activate(g, TARGETS))
    assert (key, args) == ("activate.no_targets", {"name": "Probni Čarobnjak"})
    assert "D10.13" in text
    key, args, text = refused(g, activate(g, MODES))
    assert (key, args) == ("activate.no_targets", {"name": "Probni Čarobnjak"})


def test_a5_40_d4_40_a_tapped_or_sick_permanent_cant_pay_the_tap_symbol(
    pool: dict[str, CardDef],
) -> None:
    """A5.40: a tapped permanent can't pay @ again; D4.40: a creature not controlled since the
    start of the turn can't pay @ (a source is not a creature: it can)."""
    g = position(pool)
    assert g.check(activate(g, TAP)) is None
    g.submit(activate(g, TAP))
    resolve_all(g)
    key, args, text = refused(g, activate(g, TAP))
    assert (key, args) == ("activate.tapped", {"name": "Probni Čarobnjak"})
    assert "A5.40" in text and "Probni Čarobnjak" in text
    # tapped, its abilities without @ are refused for their own reasons
    key, args, _ = refused(g, activate(g, LIFE))
    assert (key, args) == ("activate.life", {"name": "Probni Čarobnjak", "life": 30})


def test_d3_92_an_ability_of_a_card_in_the_hand(pool: dict[str, CardDef]) -> None:
    """D3.92: Kostolomac's ability works only in play, not from the hand."""
    g = position(pool)
    key, args, text = refused(g, Action("activate", obj(g, "Kostolomac", Zone.HAND), 0))
    assert (key, args) == ("activate.zone", {"name": "Kostolomac"})
    assert "D3.92" in text
    key, _, _ = refused(g, Action("activate", obj(g, "Probni Čarobnjak"), -1))
    assert key == "activate.no_ability"
    key, _, _ = refused(g, Action("activate", 999, 0))
    assert key == "activate.no_ability"


def test_d7_10_a_mana_ability_is_not_activated_at_prednost(pool: dict[str, CardDef]) -> None:
    """D7.10: a mana ability is played for mana (the "mana" action), not put on the niz; the
    refusals of the mana action name the source: tapped (A5.40), sick (D4.40), not yours
    (D4.20)."""
    g = position(pool)
    grom = obj(g, "Grom")
    key, args, text = refused(g, Action("activate", grom, 0))
    assert (key, args) == ("activate.mana_ability", {"name": "Vatra"})
    assert "D7.10" in text
    key, args, text = refused(g, Action("mana", obj(g, "Kavgadžija"), 0, "Ž"))
    assert (key, args) == ("mana.tapped", {"name": "Zemlja"})
    assert "A5.40" in text
    key, args, text = refused(g, Action("mana", obj(g, "Kostolomac"), 0, "R"))
    assert (key, args) == ("mana.not_yours", {})
    assert "D4.20" in text
    key, args, _ = refused(g, Action("mana", obj(g, "Grom", Zone.HAND), 0, "R"))
    assert key == "mana.not_yours"
    key, args, text = refused(g, Action("mana", grom, 0, "Ž"))  # Vatra makes only R
    assert (key, args) == ("mana.not_legal", {"name": "Vatra"})
    assert "D7.10" in text


def test_d9_28_d9_29_actions_that_are_not_for_prednost(pool: dict[str, CardDef]) -> None:
    """D9.28, D9.29: "stop" and "ignore" belong to a loop and a trigger, not to prednost; D10.17:
    paying, auto-paying and cancelling only while a cost is paid."""
    g = position(pool)
    assert refused(g, Action("stop"))[0] == "stop.not_legal"
    assert refused(g, Action("ignore"))[0] == "ignore.not_legal"
    for kind in ("pay", "auto", "cancel"):
        assert refused(g, Action(kind))[0] == "priority.nothing_to_pay"
    assert action_reason(g, ANA, Action("nonsense")) == Refusal("priority.not_legal")


def test_check_changes_nothing_and_names_a_finished_game(pool: dict[str, CardDef]) -> None:
    """A3: no answer after the game; `check` tries an answer on a copy only (D23)."""
    g = position(pool)
    before = g.digest()
    assert check(g, activate(g, LIFE)) == Refusal(
        "activate.life", {"name": "Probni Čarobnjak", "life": 30}
    )
    assert check(g, Action("pass")) is None
    assert g.digest() == before
    assert Refusal("activate.life", {"life": 30}).error().args_ == {"life": 30}
    assert Refusal("activate.life", {"life": 30}).error().key == "activate.life"
    g.result = None
    g.pending = None
    assert check(g, Action("pass")) == Refusal("game.no_decision")


def test_b12_71_a_source_or_a_spell_only_from_the_own_hand(pool: dict[str, CardDef]) -> None:
    """B12.71, D10.11: a source is played and a spell cast from your own hand: not from play,
    not Boris's card, not an id nobody has."""
    g = position(pool)
    assert refused(g, Action("cast", obj(g, "Kostolomac", controller=BORIS)))[0] == (
        "play.not_in_hand"
    )
    assert refused(g, Action("source", 999))[0] == "play.not_in_hand"


def test_d10_12_a_modal_spell_with_no_mode_that_has_targets(pool: dict[str, CardDef]) -> None:
    """D10.12, D10.13: Voda Adžijazma's two modes both need a creature: with none in play,
    neither mode can be chosen and the spell can't be cast."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Voda Adžijazma]
            library: [Grom]
            play: [{card: Kavgadžija, as_source: true}, {card: Kavgadžija, as_source: true}]
          - name: Boris
            library: [Grom]
        """,
    )
    key, args, text = refused(g, Action("cast", obj(g, "Voda Adžijazma", Zone.HAND)))
    assert (key, args) == ("cast.no_targets", {"name": "Voda Adžijazma"})
    assert "Voda Adžijazma" in text


def test_d10_18_the_cost_named_is_the_cost_with_its_increase(pool: dict[str, CardDef]) -> None:
    """D10.18, Dvorana Tišine: in Boris's turn Ana's spells cost 3 more; with one R source she
    can't pay Grom, and the refusal names the cost she would have to pay."""
    g = setup(
        pool,
        """
        active: Boris
        priority: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom]
            play: [{card: Grom, as_source: true}]
          - name: Boris
            library: [Grom]
            play: [Dvorana Tišine]
        """,
    )
    key, args, text = refused(g, Action("cast", obj(g, "Grom", Zone.HAND)))
    assert (key, args) == ("cast.cant_pay", {"name": "Grom", "cost": "3R"})
    assert "3R" in text


def _at_declare_attackers(pool: dict[str, CardDef]) -> Game:
    """Ana's Kavgadžija and Kostolomac against Boris's Dugina Vila, at Ana's question which
    creatures attack (both passed in the beginning of combat)."""
    g = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            library: [Grom]
            play: [Kavgadžija, Kostolomac]
          - name: Boris
            library: [Grom]
            play: [Dugina Vila]
        """,
    )
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    return g


def test_c10_21_blocking_with_the_attackers_creature_twice(pool: dict[str, CardDef]) -> None:
    """C10.21: the defender blocks with his own creatures — the attacker's Kostolomac is refused
    as not his; the same blocker twice is a duplicate; a refusal never carries the ids of the
    blocker or the attacker."""
    g = _at_declare_attackers(pool)
    assert g.pending is not None and g.pending.kind == DecisionKind.ATTACKERS
    g.submit([obj(g, "Kavgadžija")])
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS
    kav, kost = obj(g, "Kavgadžija"), obj(g, "Kostolomac")
    vila = obj(g, "Dugina Vila")
    key, args, _ = refused(g, [[kost, kav]])
    assert key == "block.not_yours"
    key, args, _ = refused(g, [[vila, kav], [vila, kav]])
    assert key == "answer.duplicate"
    key, args, _ = refused(g, [[vila, kost]])
    assert "blocker" not in args and "attacker" not in args and "option" not in args


def test_a3_no_answer_is_checked_after_the_game(pool: dict[str, CardDef]) -> None:
    """A3: once the game is over, `check` answers "the game is over" for any answer."""
    g = setup(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            library: [Grom]
          - name: Boris
            life: 0
            library: [Grom]
        """,
    )
    assert g.result is not None
    assert check(g, Action("pass")) == Refusal("game.over")


def test_c10_21_odd_blocker_answers(pool: dict[str, CardDef]) -> None:
    """C10.21: a malformed pair does not hide a later blocker that is not the defender's; an
    answer that is no list is refused as such."""
    g = _at_declare_attackers(pool)
    g.submit([obj(g, "Kavgadžija")])
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS
    kav, kost = obj(g, "Kavgadžija"), obj(g, "Kostolomac")
    assert refused(g, [[], [kost, kav]])[0] == "block.not_yours"
    assert refused(g, ["x", [kost, kav]])[0] == "block.not_yours"
    assert refused(g, 5)[0] == "answer.not_a_list"


def test_d4_40_a_sick_creature_gives_no_mana(pool: dict[str, CardDef]) -> None:
    """D4.40: Šumski Vilenjak's "@: add Z" can't be used the turn it came under Ana's control;
    the refusal names it. An ability index one past the last is no ability (D4.10)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [{card: Šumski Vilenjak, sick: true}, Probni Čarobnjak]
          - name: Boris
            library: [Grom]
        """,
    )
    key, args, text = refused(g, Action("mana", obj(g, "Šumski Vilenjak"), 0, "Z"))
    assert (key, args) == ("mana.sick", {"name": "Šumski Vilenjak"})
    assert "D4.40" in text
    assert refused(g, activate(g, TAP + 1))[0] == "activate.no_ability"


def test_d10_18_a_permanent_cant_pay_its_own_tap_ability_with_its_own_mana(
    pool: dict[str, CardDef],
) -> None:
    """D10.18, A5.40: "1, @" taps Probni Druid, so its own "@: add Z" can't pay the 1 — with no
    other source the refusal is the mana that can't be paid."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [Probni Druid]
          - name: Boris
            library: [Grom]
        """,
    )
    druid = obj(g, "Probni Druid")
    key, args, text = refused(g, Action("activate", druid, 1))
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Druid", "cost": "1"})
    assert "D10.18" in text


HUNTER_OPPONENT, HUNTER_OTHER, HUNTER_MODES, HUNTER_SACRIFICE = range(4)


def _hunter_alone(pool: dict[str, CardDef], boris_play: str = "[]") -> Game:
    """Ana's Probni Lovac alone in play (her only creature, no source), in her main phase."""
    return setup(
        pool,
        f"""
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [Probni Lovac]
          - name: Boris
            library: [Grom]
            play: {boris_play}
        """,
    )


def test_d10_13_targets_that_depend_on_who_plays_the_ability(pool: dict[str, CardDef]) -> None:
    """D10.13, D15: "an opponent's creature" — Boris has none, and Ana's own Probni Lovac is not
    one; "another creature" — the Lovac can't choose itself; D10.12: a modal ability whose two
    modes want those two. Each is refused for its target, not for the mana Ana lacks."""
    g = _hunter_alone(pool)
    lovac = obj(g, "Probni Lovac")
    for index in (HUNTER_OPPONENT, HUNTER_OTHER, HUNTER_MODES):
        key, args, text = refused(g, Action("activate", lovac, index))
        assert (key, args) == ("activate.no_targets", {"name": "Probni Lovac"}), index
        assert "D10.1" in text


def test_e3_22_a_creature_the_abilitys_colour_cant_target_is_no_target(
    pool: dict[str, CardDef],
) -> None:
    """E3.22, D10.13: Boris's only creature, Ledeni Div, has Anti-Crveno; the red Probni
    Lovac's "another creature" can't choose it — as an ability or as a mode (D10.12): no
    target."""
    g = _hunter_alone(pool, "[Ledeni Div]")
    lovac = obj(g, "Probni Lovac")
    for index in (HUNTER_OTHER, HUNTER_MODES):
        key, args, _ = refused(g, Action("activate", lovac, index))
        assert (key, args) == ("activate.no_targets", {"name": "Probni Lovac"}), index


def test_d10_18_a_sacrifice_ana_can_make_and_mana_she_cant_pay(pool: dict[str, CardDef]) -> None:
    """D10.18: "1, žrtvuj biće" — Ana can sacrifice the Lovac itself, so what she can't pay is
    the 1."""
    g = _hunter_alone(pool)
    key, args, _ = refused(g, Action("activate", obj(g, "Probni Lovac"), HUNTER_SACRIFICE))
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Lovac", "cost": "1"})


def test_d3_92_an_ability_from_the_hand_with_nothing_in_play(pool: dict[str, CardDef]) -> None:
    """D3.92, D10.18: Probni Šapat's "1: dobijaš 10 života" works from Ana's hand; with nothing
    in play and no mana, it is refused for the 1 she can't pay."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Šapat]
            library: [Grom]
          - name: Boris
            library: [Grom]
        """,
    )
    key, args, _ = refused(g, Action("activate", obj(g, "Probni Šapat", Zone.HAND), 0))
    assert (key, args) == ("activate.cant_pay", {"name": "Probni Šapat", "cost": "1"})


def test_d10_13_a_spell_for_an_opponents_creature_with_none(pool: dict[str, CardDef]) -> None:
    """D10.13, D10.12: "an opponent's creature" — Ana's own Kavgadžija is not one: Probni Progon
    and both modes of Probni Dvojni Progon have no target while Boris has no creature."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Progon, Probni Dvojni Progon]
            library: [Grom]
            play: [Kavgadžija]
          - name: Boris
            library: [Grom]
        """,
    )
    for name in ("Probni Progon", "Probni Dvojni Progon"):
        key, args, _ = refused(g, Action("cast", obj(g, name, Zone.HAND)))
        assert (key, args) == ("cast.no_targets", {"name": name})


def test_e3_22_a_modal_spell_whose_only_target_is_protected_from_it(
    pool: dict[str, CardDef],
) -> None:
    """E3.22, D10.12: Voda Adžijazma's first mode wants a black creature — Boris's Vitez Tame is
    one, but Anti-Žuto: the yellow spell can't choose it; the second mode wants a creature that
    is not black: none. The spell can't be cast."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Voda Adžijazma]
            library: [Grom]
            play: [{card: Kavgadžija, as_source: true}, {card: Kavgadžija, as_source: true}]
          - name: Boris
            library: [Grom]
            play: [Vitez Tame]
        """,
    )
    key, args, _ = refused(g, Action("cast", obj(g, "Voda Adžijazma", Zone.HAND)))
    assert (key, args) == ("cast.no_targets", {"name": "Voda Adžijazma"})


def test_d10_16_no_increase_in_the_casters_own_turn(pool: dict[str, CardDef]) -> None:
    """D10.16, Dvorana Tišine: other players' spells cost 3 more — in Ana's own turn hers don't:
    without a source she can't pay Grom, and the cost named is its own R."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom]
          - name: Boris
            library: [Grom]
            play: [Dvorana Tišine]
        """,
    )
    key, args, text = refused(g, Action("cast", obj(g, "Grom", Zone.HAND)))
    assert (key, args) == ("cast.cant_pay", {"name": "Grom", "cost": "R"})
    assert "D10.18" in text


def test_c10_21_a_duplicate_is_named_before_a_later_blocker_that_isnt_his(
    pool: dict[str, CardDef],
) -> None:
    """C10.21: Boris names Dugina Vila on Kavgadžija twice, then Ana's Kostolomac: the first
    thing wrong, the same block twice, is what he is told."""
    g = _at_declare_attackers(pool)
    g.submit([obj(g, "Kavgadžija")])
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS
    kav, kost, vila = obj(g, "Kavgadžija"), obj(g, "Kostolomac"), obj(g, "Dugina Vila")
    key, args, _ = refused(g, [[vila, kav], [vila, kav], [kost, kav]])
    assert (key, args) == ("answer.duplicate", {"rule": "C10.21"})


def test_d9_14_an_action_with_parts_its_kind_has_no_use_for_is_not_legal(
    pool: dict[str, CardDef],
) -> None:
    """D9.14: Ana may play Grom as her source, cast it, and play Probni Čarobnjak's @ ability —
    but an answer that adds an ability number to the card played or cast, or a mana kind to the
    ability, is none of the actions she is offered: refused as not legal now, not as something
    an effect forbids (B12.72, D10.40)."""
    g = position(pool)
    grom = obj(g, "Grom", Zone.HAND)
    for legal in (Action("source", grom), Action("cast", grom), activate(g, TAP)):
        assert g.check(legal) is None
    for answer in (
        Action("source", grom, 1),
        Action("source", grom, 0, "R"),
        Action("cast", grom, 2),
        Action("cast", grom, 0, "R"),
        Action("activate", obj(g, "Probni Čarobnjak"), TAP, "R"),
    ):
        key, args, text = refused(g, answer)
        assert (key, args) == ("priority.not_legal", {"rule": "D9.14"}), answer
        assert "D9.14" in text


def _at_cleanup_with(pool: dict[str, CardDef], cards: int) -> Game:
    """Ana's cleanup step with `cards` cards in her hand: asked what to discard (C15.10)."""
    hand = ", ".join(["Grom"] * cards)
    g = setup(
        pool,
        f"""
        active: Ana
        step: kraj_poteza
        players:
          - name: Ana
            hand: [{hand}]
            library: [Grom]
          - name: Boris
            library: [Grom]
        """,
    )
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.prompt == "cleanup.discard"
    return g


def test_c15_10_a_discard_of_the_wrong_number_says_how_many(pool: dict[str, CardDef]) -> None:
    """C15.10: with nine cards Ana discards exactly two; one or three cards is refused with the
    cleanup's own reason and the number (`cleanup.discard_count`), two is legal."""
    g = _at_cleanup_with(pool, 9)
    options = list(g.pending.options) if g.pending is not None else []
    for answer in (options[:1], options[:3]):
        key, args, text = refused(g, answer)
        assert (key, args) == ("cleanup.discard_count", {"min": 2, "max": 2})
        assert "2 (C15.10)" in text
    assert check(g, options[:2]) is None


def test_c15_10_a_card_not_in_the_hand_is_no_option_of_the_discard(
    pool: dict[str, CardDef],
) -> None:
    """C15.10: a discard naming a card that is not in Ana's hand is the generic refusal with the
    cleanup's rule, not the count's (the count is right)."""
    g = _at_cleanup_with(pool, 9)
    options = list(g.pending.options) if g.pending is not None else []
    key, args, _ = refused(g, [options[0], max(g.objects) + 1])
    assert (key, args) == ("answer.not_an_option", {"rule": "C15.10"})
