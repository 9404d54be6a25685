"""Combat rules (C7–C12, E1–E3) that the scenario files can't express directly.

Scenario files (tests/scenarios/borba/) cover the visible behaviour; these tests look at the
decisions the engine offers (options, limits, context), at answers a scenario can't name (an
opponent's creature as an attacker, the attacking player's creature as a blocker) and at the
combat bookkeeping (blocked status, turn plan, the combat damage object).
"""

from __future__ import annotations

from typing import Any

import pytest

from izvori.engine.carddef import CardDef
from izvori.engine.combat import block_problem, lethal_for
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, player_ref
from izvori.engine.steps import Step
from izvori.scenario.table import card_pool, obj, pass_priority, refusal, setup

ANA, BORIS = 0, 1


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def to_attackers(game: Game) -> None:
    """From the beginning of combat, both players pass: the attackers decision."""
    pass_priority(game, 2)
    assert game.pending is not None
    assert game.pending.kind == DecisionKind.ATTACKERS


def to_blockers(game: Game) -> None:
    """From the declare-attackers step, both players pass: the blockers decision."""
    pass_priority(game, 2)
    assert game.pending is not None
    assert game.pending.kind == DecisionKind.BLOCKERS


def refused(game: Game, answer: Any) -> str:
    """Submit an answer that must be refused; the state must be unchanged (D23)."""
    return refusal(game, answer).key


BEGIN_COMBAT = """
    active: Ana
    step: početak_borbe
    players:
      - name: Ana
        play:
          - Kavgadžija
          - {card: Red Svete Šume, tapped: true}
          - {card: Mladi Vuk, sick: true}
          - {card: Vatreni Vuk, sick: true}
          - {card: Pegaz, tapped: true}
          - {card: Grom, as_source: true}
      - name: Boris
        play: [Porodica Vrhova]
"""


# ----------------------------------------------------------- declare attackers (C9)
def test_c9_10_attackers_are_declared_by_the_active_player(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    assert game.pending is not None
    assert game.pending.player == ANA
    assert game.pending.min == 0  # C9.21: he may decide not to attack


def test_c9_21_tapped_creature_is_not_offered_as_attacker(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    assert game.pending is not None
    options = set(game.pending.options)
    assert obj(game, "Kavgadžija") in options
    assert obj(game, "Red Svete Šume") not in options
    assert obj(game, "Pegaz") not in options  # even with Opreznost (E3.82)
    assert refused(game, [obj(game, "Red Svete Šume")]) == "attack.tapped"


def test_c9_21_sick_creature_is_not_offered_unless_it_has_ubrzanje(
    pool: dict[str, CardDef],
) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    assert game.pending is not None
    options = set(game.pending.options)
    assert obj(game, "Mladi Vuk") not in options
    assert obj(game, "Vatreni Vuk") in options  # E3.92
    assert refused(game, [obj(game, "Mladi Vuk")]) == "attack.sick"


def test_c9_21_a_source_is_not_a_creature_and_cannot_attack(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    assert refused(game, [obj(game, "Grom")]) == "attack.not_creature"  # C9.21


def test_c7_30_the_opponents_creature_cannot_be_declared_as_attacker(
    pool: dict[str, CardDef],
) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    assert game.pending is not None
    porodica = obj(game, "Porodica Vrhova")
    assert porodica not in game.pending.options
    assert refused(game, [porodica]) == "attack.not_yours"  # C9.21
    assert refused(game, [obj(game, "Kavgadžija"), porodica]) == "attack.not_yours"


def test_c9_20_an_illegal_declaration_taps_nothing(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    kav = obj(game, "Kavgadžija")
    refused(game, [kav, obj(game, "Mladi Vuk")])
    assert not game.objects[kav].tapped
    assert game.combat is not None and game.combat.attackers == []


def test_c9_20_the_same_attacker_twice_is_refused(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    kav = obj(game, "Kavgadžija")
    assert refused(game, [kav, kav]) == "answer.duplicate"


def test_c9_22_attacking_taps_but_not_with_opreznost(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            play: [Kavgadžija, Pegaz]
          - name: Boris
            play: []
        """,
    )
    to_attackers(game)
    kav, pegaz = obj(game, "Kavgadžija"), obj(game, "Pegaz")
    game.submit([kav, pegaz])
    assert game.objects[kav].tapped
    assert not game.objects[pegaz].tapped  # E3.82
    assert game.combat is not None and game.combat.attackers == [kav, pegaz]


def test_c9_40_no_attackers_removes_blockers_and_damage_steps(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    game.submit([])
    steps = [s for s, _ in game.turn_plan]
    assert Step.DECLARE_BLOCKERS not in steps
    assert Step.COMBAT_DAMAGE not in steps
    assert Step.END_COMBAT in steps  # C7.10: end of combat still happens


def test_c9_40_attackers_keep_the_blockers_and_damage_steps(pool: dict[str, CardDef]) -> None:
    game = setup(pool, BEGIN_COMBAT)
    to_attackers(game)
    game.submit([obj(game, "Kavgadžija")])
    steps = [s for s, _ in game.turn_plan]
    assert steps.count(Step.DECLARE_BLOCKERS) == 1
    assert steps.count(Step.COMBAT_DAMAGE) == 1


def test_c9_40_with_no_eligible_creature_nothing_is_asked(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            play:
              - {card: Kavgadžija, tapped: true}
          - name: Boris
            play: [Mladi Vuk]
        """,
    )
    pass_priority(game, 2)
    assert game.pending is not None
    assert game.pending.kind == DecisionKind.PRIORITY
    assert game.step == Step.DECLARE_ATTACKERS
    assert Step.DECLARE_BLOCKERS not in [s for s, _ in game.turn_plan]


# ----------------------------------------------------------- declare blockers (C10)
DECLARED = """
    active: Ana
    step: napadači
    combat:
      attackers: [Kavgadžija, Zmaj Plamena]
    players:
      - name: Ana
        play:
          - {card: Kavgadžija, tapped: true}
          - {card: Zmaj Plamena, tapped: true}
          - Red Svete Šume
      - name: Boris
        play:
          - Mladi Vuk
          - {card: Pegaz, tapped: true}
          - Porodica Vrhova
          - {card: Šumski Vilenjak, sick: true}
"""


def pairs_of(game: Game) -> set[tuple[int, int]]:
    assert game.pending is not None
    return {tuple(p) for p in game.pending.options}  # type: ignore[misc]


def test_c10_10_blockers_are_declared_by_the_defending_player(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    assert game.pending is not None
    assert game.pending.player == BORIS
    assert game.pending.min == 0


def test_c10_21_tapped_creature_is_not_offered_as_blocker(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    pegaz = obj(game, "Pegaz")
    assert not any(b == pegaz for b, _ in pairs_of(game))
    assert refused(game, [[pegaz, obj(game, "Kavgadžija")]]) == "block.tapped"


def test_c10_21_a_creature_that_just_entered_can_block(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    assert (obj(game, "Šumski Vilenjak"), obj(game, "Kavgadžija")) in pairs_of(game)


def test_c10_21_the_attacking_players_creature_cannot_block(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    red = obj(game, "Red Svete Šume")
    assert not any(b == red for b, _ in pairs_of(game))
    refused(game, [[red, obj(game, "Kavgadžija")]])


def test_c10_21_a_non_attacking_creature_cannot_be_blocked(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    refused(game, [[obj(game, "Mladi Vuk"), obj(game, "Red Svete Šume")]])


def test_c10_25_blocker_limit_is_one_attacker_each(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    assert game.pending is not None
    blockers = {b for b, _ in pairs_of(game)}
    assert game.pending.max == len(blockers)
    porodica = obj(game, "Porodica Vrhova")
    answer = [[porodica, obj(game, "Kavgadžija")], [porodica, obj(game, "Zmaj Plamena")]]
    assert refused(game, answer) == "block.one_attacker"


def test_c10_25_several_blockers_on_one_attacker(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    kav = obj(game, "Kavgadžija")
    vuk, porodica = obj(game, "Mladi Vuk"), obj(game, "Porodica Vrhova")
    game.submit([[vuk, kav], [porodica, kav]])
    c = game.combat
    assert c is not None
    assert c.blocked_by[kav] == [vuk, porodica]
    assert c.blocks == {vuk: [kav], porodica: [kav]}
    assert kav in c.blocked  # C10.26
    assert obj(game, "Zmaj Plamena") not in c.blocked  # unblocked
    assert not game.objects[vuk].tapped  # C10.21: blocking doesn't tap


def test_c10_20_illegal_block_is_refused_whole(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    kav, zmaj = obj(game, "Kavgadžija"), obj(game, "Zmaj Plamena")
    vuk, porodica = obj(game, "Mladi Vuk"), obj(game, "Porodica Vrhova")
    assert refused(game, [[porodica, zmaj], [vuk, zmaj]]) == "block.flying"
    assert game.combat is not None and game.combat.blocks == {}
    game.submit([[porodica, zmaj], [vuk, kav]])
    assert game.combat.blocks == {porodica: [zmaj], vuk: [kav]}


def test_c10_26_attacker_stays_blocked_when_its_blocker_leaves(pool: dict[str, CardDef]) -> None:
    game = setup(pool, DECLARED)
    to_blockers(game)
    kav, vuk = obj(game, "Kavgadžija"), obj(game, "Mladi Vuk")
    game.submit([[vuk, kav]])
    game.destroy(vuk)
    c = game.combat
    assert c is not None
    assert kav in c.blocked
    assert c.blocked_by[kav] == []
    assert vuk not in c.blocks  # C7.20


# -------------------------------------------------------------- evasion (E2, E3)
EVASION = """
    active: Ana
    step: napadači
    combat:
      attackers: [Zmaj Plamena, Gorski Razbojnik, Šumski Skaut, Vitez Tame, Maglovita Prikaza]
    players:
      - name: Ana
        play:
          - {card: Zmaj Plamena, tapped: true}
          - {card: Gorski Razbojnik, tapped: true}
          - {card: Šumski Skaut, tapped: true}
          - {card: Vitez Tame, tapped: true}
          - {card: Maglovita Prikaza, tapped: true}
      - name: Boris
        play:
          - Mladi Vuk
          - Porodica Vrhova
          - Kameni Golem
          - Grobni Skelet
          - Kavgadžija
          - Pegaz
          - Šumski Skaut
          - {card: Snaga Bivola, as_source: true}
"""


@pytest.mark.parametrize(
    ("blocker", "attacker", "problem"),
    [
        ("Mladi Vuk", "Zmaj Plamena", "block.flying"),  # E3.72
        ("Porodica Vrhova", "Zmaj Plamena", None),  # Gl. "Kao da"
        ("Pegaz", "Zmaj Plamena", None),  # E3.72
        ("Mladi Vuk", "Gorski Razbojnik", "block.fear"),  # E3.32
        ("Kameni Golem", "Gorski Razbojnik", None),  # artifact creature
        ("Grobni Skelet", "Gorski Razbojnik", None),  # black creature
        ("Mladi Vuk", "Šumski Skaut", "block.landwalk"),  # E3.42
        ("Šumski Skaut", "Šumski Skaut", "block.landwalk"),  # E3.43
        ("Kavgadžija", "Vitez Tame", "block.protection"),  # E3.26
        ("Mladi Vuk", "Vitez Tame", None),
        ("Pegaz", "Maglovita Prikaza", "block.unblockable"),  # Gl. "Ne može biti blokirano"
    ],
)
def test_e2_10_evasion_restricts_only_who_may_block(
    pool: dict[str, CardDef], blocker: str, attacker: str, problem: str | None
) -> None:
    game = setup(pool, EVASION)
    to_blockers(game)
    b, a = obj(game, blocker, controller=BORIS), obj(game, attacker, controller=ANA)
    assert block_problem(game, b, a) == problem
    assert ((b, a) in pairs_of(game)) == (problem is None)
    if problem is not None:
        assert refused(game, [[b, a]]) == problem


def test_e3_26_anti_creature_can_block_creatures_of_that_colour(
    pool: dict[str, CardDef],
) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: napadači
        combat:
          attackers: [Gladne Zmije]
        players:
          - name: Ana
            play:
              - {card: Gladne Zmije, tapped: true}
          - name: Boris
            play: [Vitez Svetlosti]
        """,
    )
    to_blockers(game)
    assert block_problem(game, obj(game, "Vitez Svetlosti"), obj(game, "Gladne Zmije")) is None


# ------------------------------------------------------------- combat damage (C11)
def at_damage(
    pool: dict[str, CardDef], attacker: str, blockers: list[str], boris: str = ""
) -> Game:
    """At the combat damage step: `attacker` (Ana's) is blocked by Boris's `blockers`."""
    blocks = ", ".join(f"{b}: {attacker}" for b in blockers)
    lines = [
        "active: Ana",
        "step: blokeri",
        "combat:",
        f"  attackers: [{attacker}]",
        f"  blocks: {{{blocks}}}",
        "players:",
        "  - name: Ana",
        f"    play: [{{card: {attacker}, tapped: true}}]",
        "  - name: Boris",
        f"    play: [{', '.join(blockers)}]",
    ]
    lines += [f"    {x}" for x in boris.splitlines() if x.strip()]
    game = setup(pool, "\n".join(lines))
    pass_priority(game, 2)
    return game


def test_c11_23_blocked_attacker_divides_only_among_its_blockers(
    pool: dict[str, CardDef],
) -> None:
    game = at_damage(pool, "Red Svete Šume", ["Mladi Vuk", "Kavgadžija"])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.DIVIDE and d.player == ANA
    assert set(d.options) == {obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")}
    assert player_ref(BORIS) not in d.options
    assert d.context["total"] == 40
    assert d.context["minimum"] == 5
    assert refused(game, [[player_ref(BORIS), 40]]) == "divide.bad_recipient"


def test_c11_25_a_share_below_five_is_refused(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Red Svete Šume", ["Mladi Vuk", "Kavgadžija"])
    vuk, kav = obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")
    assert refused(game, [[vuk, 36], [kav, 4]]) == "divide.minimum"
    assert refused(game, [[vuk, 20], [kav, 10]]) == "divide.total"
    assert refused(game, [[vuk, 50], [kav, -10]]) == "divide.negative"
    assert refused(game, [[vuk, 20], [vuk, 20]]) == "divide.bad_recipient"
    game.submit([[vuk, 35], [kav, 5]])


def test_c11_10_all_combat_damage_is_one_object_on_the_niz(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Red Svete Šume", ["Mladi Vuk", "Kavgadžija"])
    vuk, kav = obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")
    game.submit([[vuk, 20], [kav, 20]])
    assert len(game.stack) == 1
    item = game.stack[0]
    assert item.kind == StackKind.COMBAT_DAMAGE
    red = obj(game, "Red Svete Šume")
    shares = sorted((a.source, a.recipient, a.amount) for a in item.combat_damage)
    assert shares == sorted([(red, vuk, 20), (red, kav, 20), (vuk, red, 20), (kav, red, 20)])
    assert game.pending is not None
    assert (game.pending.player, game.pending.kind) == (ANA, DecisionKind.PRIORITY)


def test_c11_22_unblocked_attacker_needs_no_decision(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Kavgadžija", [])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    (a,) = game.stack[0].combat_damage
    assert (a.recipient, a.amount) == (player_ref(BORIS), 20)


def test_c11_30_combat_damage_cannot_be_countered(pool: dict[str, CardDef]) -> None:
    game = at_damage(
        pool,
        "Kavgadžija",
        [],
        "hand: [Ometanje]\npool: {P: 2}",
    )
    pass_priority(game, 1)
    assert game.pending is not None and game.pending.player == BORIS
    ometanje = game.players[BORIS].hand[0]
    assert Action("cast", ometanje) not in game.pending.options


def test_c11_41_assigned_amount_is_locked(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Zmaj Plamena]
          blocks: {}
        players:
          - name: Ana
            pool: {R: 1}
            play:
              - {card: Zmaj Plamena, tapped: true}
          - name: Boris
            play: []
        """,
    )
    pass_priority(game, 2)
    zmaj = obj(game, "Zmaj Plamena")
    game.submit(Action("activate", zmaj, 0))  # R: +10/+0, after the assignment
    while game.pending is not None and game.pending.kind == DecisionKind.PAY:
        game.submit(Action("auto"))
    pass_priority(game, 2)
    assert game.chars(zmaj).power == 50
    (a,) = game.stack[0].combat_damage
    assert (a.recipient, a.amount) == (player_ref(BORIS), 40)
    pass_priority(game, 2)
    assert game.players[BORIS].life == 160


# ------------------------------------------------------------------ Razbijač (E3.100)
def test_e3_102_lethal_counts_damage_already_marked(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Vatreni Div", ["Mladi Vuk", "Kavgadžija"])
    vuk, kav = obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")
    assert lethal_for(game, vuk, 0) == 20
    game.objects[kav].damage = 10
    assert lethal_for(game, kav, 0) == 10
    assert lethal_for(game, kav, 10) == 0  # E3.105: damage assigned at the same time


def test_e3_102_trample_offers_the_player_and_lists_lethal(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Vatreni Div", ["Mladi Vuk", "Kavgadžija"])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.DIVIDE
    vuk, kav = obj(game, "Mladi Vuk"), obj(game, "Kavgadžija")
    assert set(d.options) == {vuk, kav, player_ref(BORIS)}
    assert d.context["trample"] is True
    assert {int(k): v for k, v in d.context["lethal"].items()} == {vuk: 20, kav: 20}
    assert refused(game, [[vuk, 20], [kav, 15], [player_ref(BORIS), 15]]) == (
        "divide.trample_lethal"
    )
    game.submit([[vuk, 20], [kav, 20], [player_ref(BORIS), 10]])


def test_e3_101_trample_blocker_deals_damage_only_to_its_attacker(
    pool: dict[str, CardDef],
) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Kavgadžija]
          blocks: {Divlji Vepar: Kavgadžija}
        players:
          - name: Ana
            play:
              - {card: Kavgadžija, tapped: true}
          - name: Boris
            play: [Divlji Vepar]
        """,
    )
    pass_priority(game, 2)
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    recipients = {a.recipient for a in game.stack[0].combat_damage}
    assert player_ref(ANA) not in recipients


# ------------------------------------------------------------------ Jurišnik (E3.60)
def test_e3_62_first_strike_adds_a_second_damage_step(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Ork Jurišnik", ["Mladi Vuk"])
    steps = [s for s, _ in game.turn_plan]
    assert steps.count(Step.COMBAT_DAMAGE) == 2
    item = game.stack[0]
    assert item.first_strike_step
    ork = obj(game, "Ork Jurišnik")
    assert [a.source for a in item.combat_damage] == [ork]  # Mladi Vuk waits


def test_c7_10_without_first_strike_there_is_one_damage_step(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Kavgadžija", ["Mladi Vuk"])
    steps = [s for s, _ in game.turn_plan]
    assert steps.count(Step.COMBAT_DAMAGE) == 1
    assert not game.stack[0].first_strike_step


def test_e3_62_a_first_striker_does_not_assign_again(pool: dict[str, CardDef]) -> None:
    game = at_damage(pool, "Ork Jurišnik", ["Porodica Vrhova"])
    pass_priority(game, 2)  # first-strike damage resolves
    pass_priority(game, 2)  # the second combat damage step begins
    assert game.step == Step.COMBAT_DAMAGE
    porodica = obj(game, "Porodica Vrhova")
    assert [a.source for a in game.stack[0].combat_damage] == [porodica]


# -------------------------------------------------------------- end of combat (C12)
def test_c12_20_end_of_combat_removes_every_creature_from_combat(
    pool: dict[str, CardDef],
) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: kraj_borbe
        combat:
          attackers: [Kavgadžija]
          blocks: {Mladi Vuk: Kavgadžija}
        players:
          - name: Ana
            play:
              - {card: Kavgadžija, tapped: true}
          - name: Boris
            play: [Mladi Vuk]
        """,
    )
    assert game.combat is not None
    pass_priority(game, 2)
    assert game.step == Step.MAIN2
    assert game.combat is None


def test_c7_20_regeneration_removes_a_creature_from_combat(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Lesni Trol]
          blocks: {Mladi Vuk: Lesni Trol}
        players:
          - name: Ana
            play:
              - {card: Lesni Trol, tapped: true}
          - name: Boris
            play: [Mladi Vuk]
        """,
    )
    trol, vuk = obj(game, "Lesni Trol"), obj(game, "Mladi Vuk")
    game.objects[trol].regen_shields = 1
    assert not game.destroy(trol)
    c = game.combat
    assert c is not None
    assert trol not in c.attackers
    assert c.blocks == {vuk: [trol]}  # the blocker stays a blocking creature (C10.25)
