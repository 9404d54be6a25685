"""What the never-seen puzzles of round H found (session 30), played out as a judge would:
a text change that turns a landwalk into one the defender can't stop, chosen again word by
word as it resolves, and a blocker that may block two attackers only where it survives both."""

from __future__ import annotations

from lako_tables import first_answer, play_on, sources, to_decision

from izvori.engine.decisions import DecisionKind
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup


def test_varka_predela_turns_firewalk_into_waterwalk_and_wins() -> None:
    """D19.60, D19.61, E3.42: Vatreni Ratnik attacks Boris (30), who has Ledeni Div and
    two Vode. Varka Predela on the Ratnik, Vatra → Voda: Vodeni, and nothing blocks it."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: napadači
    combat:
      attackers: [Vatreni Ratnik]
    players:
      - name: Ana
        hand: [Varka Predela]
        play: [{{card: Vatreni Ratnik, tapped: true}}, {sources("Rečni Vodenjak", 1)}]
        library: [Severnjak]
      - name: Boris
        life: 30
        play: [Ledeni Div, {sources("Rečni Vodenjak", 2)}]
        library: [Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_a_blocker_of_two_only_where_it_lives_through_both() -> None:
    """C10.25, C11.24, C11.25 (Šanac: "može da blokira dodatno biće"): Porodica Vrhova
    (30/50) blocks both Vatreni Vukovi (20/10): it takes 40 and kills both. Against two
    Kameni Golemi (30/30) it would take 60 and die, and its 30 kill only one: it blocks one."""
    table = """
    active: Boris
    step: napadači
    combat:
      attackers: [{a}, {a}#2]
    players:
      - {{name: Ana, life: 100, play: [Porodica Vrhova, Šanac], library: [Severnjak]}}
      - name: Boris
        play: [{{card: {a}, tapped: true}}, {{card: {a}, tapped: true}}]
        library: [Severnjak]
    """
    for attacker, blocked in (("Vatreni Vuk", 2), ("Kameni Golem", 1)):
        game = setup(card_pool(), table.format(a=attacker))
        to_decision(game, DecisionKind.BLOCKERS)
        blocks = first_answer(game).answer
        assert len(blocks) == blocked, (attacker, blocks)  # type: ignore[arg-type]
        assert view(game, 0).player(0).life == 100


def test_the_control_aura_destroyed_gives_the_creature_back() -> None:
    """D19.41, D19.42: Razumno Objašnjenje (Boris's, "Kontrolišeš promenjeno biće") resolves
    on Ana's Stihija Plavih Talasa; Ana destroys that Aura with Čišćenje Gaja — not Šanac —
    before Boris's turn, and the Stihija is hers again."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna1
    priority: Ana
    stack:
      - {{spell: Razumno Objašnjenje, controller: Boris, targets: [Stihija Plavih Talasa]}}
    players:
      - name: Ana
        life: 40
        hand: [Čišćenje Gaja]
        play: [Stihija Plavih Talasa, {sources("Mladi Vuk", 2)}]
        library: [Severnjak]
      - name: Boris
        play: [Šanac]
        library: [Severnjak]
    """,
    )
    play_on(game)
    stihija = next(o for o in game.objects.values() if o.card.name == "Stihija Plavih Talasa")
    assert stihija.controller == 0
    sanac = next(o for o in game.objects.values() if o.card.name == "Šanac")
    assert sanac.zone == Zone.PLAY
