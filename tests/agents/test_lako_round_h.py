"""What the never-seen puzzles of round H found (session 30), played out as a judge would:
a text change that turns a landwalk into one the defender can't stop, chosen again word by
word as it resolves, and a blocker that may block two attackers only where it survives both."""

from __future__ import annotations

from lako_tables import first_answer, in_play, play_on, sources, to_decision

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


PROTECTED_ATTACKER = """
    active: Boris
    step: napadači
    priority: Ana
    combat:
      attackers: [Pošast Šuma]
    players:
      - name: Ana
        life: {life}
        hand: [Prevrtljivi Um]
        play: [{blocker}, {{card: Rečni Vodenjak, as_source: true}}]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 100
        play: [{{card: Pošast Šuma, tapped: true}}]
        library: [Severnjak, Severnjak]
    """


def test_colour_word_change_opens_the_block_that_saves_us() -> None:
    """D19.60, D19.61, E3.25, E3.26 (the puzzle prevrtljivi-um-otvara-blok, open since round
    H): Pošast Šuma (30/30, Anti-Zeleno) attacks Ana at 30; her only creature, Red Svete Šume
    (40/30), is green and can't block it. Prevrtljivi Um on the Pošast, "zelena" → a colour
    none of her creatures has: Red blocks, its 40 kill the Pošast and Ana stays at 30."""
    game = setup(card_pool(), PROTECTED_ATTACKER.format(life=30, blocker="Red Svete Šume"))
    play_on(game)
    assert game.result is None and game.players[0].life == 30
    assert "Pošast Šuma" not in in_play(game)  # destroyed by the block (C11)


def test_colour_word_change_for_a_blocker_that_kills_and_lives() -> None:
    """E3.25, E3.26, D19.61: not lethal (Ana at 100), but Porodica Vrhova (30/50, green)
    kills the 30/30 Pošast and lives once its Anti-Zeleno names another colour: the Um is a
    removal spell for one blue mana. With Red Svete Šume (40/30) the block would be a trade,
    and Ana keeps the card."""
    game = setup(card_pool(), PROTECTED_ATTACKER.format(life=100, blocker="Porodica Vrhova"))
    first = first_answer(game)
    assert first.answer.kind == "cast"
    assert "Anti-Zeleno" in first.reason and "Pošast Šuma" in first.reason
    play_on(game)
    assert "Pošast Šuma" not in in_play(game)  # destroyed by the block (C11)
    assert game.players[0].life == 100
    game = setup(card_pool(), PROTECTED_ATTACKER.format(life=100, blocker="Red Svete Šume"))
    assert first_answer(game).answer.kind == "pass"


def test_colour_word_change_on_our_attacker_for_the_win() -> None:
    """D19.61, E3.25 (C10): Ana's Pošast Šuma (Anti-Zeleno) attacks Boris at 30, whose only
    creature is a red Vatreni Vuk. Anti-Zeleno → Anti-Crveno: nothing can block it."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: napadači
    combat:
      attackers: [Pošast Šuma]
    players:
      - name: Ana
        hand: [Prevrtljivi Um]
        play: [{card: Pošast Šuma, tapped: true}, {card: Rečni Vodenjak, as_source: true}]
        library: [Severnjak]
      - name: Boris
        life: 30
        play: [Vatreni Vuk]
        library: [Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0
