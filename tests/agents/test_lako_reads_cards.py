"""`lako` reads what a card really does (session 29, the never-seen puzzles of round E):
damage equal to power, the opponent's open regeneration mana, damage doubled, a static that
kills our own creatures, "becomes 0/10 with no abilities", an ability an Aura gives, a spell's
new target, a copy from the odlagalište and the permanent that keeps a player alive at 0.

Each is played as a judge would: the position, the answer, and where it matters the turn
played out to what the rules make of it."""

from __future__ import annotations

from pathlib import Path

from lako_tables import first_answer, in_play, play_on, sources

from izvori.agents.abilities import as_dealt, killed_by_statics, regeneration_ready
from izvori.agents.combat_plan import _stop_the_most, fight
from izvori.agents.knowledge import disarms, spell_facts
from izvori.agents.lako import HeuristicAgent
from izvori.engine.decisions import PASS, Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import player_ref
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup
from izvori.tools.puzzles import build_game, load_file

PUZZLES = Path(__file__).parents[1] / "puzzles"


def _puzzle(name: str) -> Game:
    data = load_file(PUZZLES / f"{name}.yaml")
    return build_game(data.get("setup"), card_pool(), data.line_of("setup"))


def test_damage_equal_to_power_is_that_power() -> None:
    """Besomar: "@: nanosi štetu jednaku svojoj snazi odabranom biću" — read as its power
    (30), so it kills a 20/20 (before: 0, the ability was never used)."""
    pool = card_pool()
    besomar = pool["Besomar"]
    ab = besomar.activated[0]
    assert spell_facts(besomar, ab.effects, 30).damage == 30
    assert spell_facts(besomar, ab.effects).damage == 0  # (no source: no power)
    game = _puzzle("besomar-ne-na-vampira")
    play_on(game)
    assert "Vatreni Zmajolik" not in in_play(game)  # D20: 30 damage on a 20/20
    assert "Noćni Vampir" in in_play(game)


def _trol_table(boris_sources: str) -> Game:
    return setup(
        card_pool(),
        f"""
    active: Boris
    step: kraj_poteza
    priority: Ana
    players:
      - name: Ana
        hand: [Grom]
        play: [{sources("Vatreni Vuk", 1)}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [Mahovinasti Trol, {boris_sources}]
        library: [Severnjak, Severnjak]
    """,
    )


def test_burn_is_not_aimed_where_the_opponent_can_regenerate() -> None:
    """D19: Mahovinasti Trol (30/20, "1Z: Regeneracija") with two green sources open
    regenerates from Grom's 20 — the card would be wasted, so Grom waits. With only red
    sources open (no Z) or none untapped, the Trol dies to it."""
    green = _trol_table(sources("Mladi Vuk", 2))
    trol = next(p for p in view(green, 0).permanents_of(1) if p.card.name == "Mahovinasti Trol")
    assert regeneration_ready(card_pool(), view(green, 0), trol)
    assert first_answer(green).answer == PASS  # type: ignore[attr-defined]
    for open_mana in (
        sources("Vatreni Vuk", 2),
        "{card: Mladi Vuk, as_source: true, tapped: true}",
    ):
        game = _trol_table(open_mana)
        answer = first_answer(game)
        assert isinstance(answer.answer, Action) and answer.answer.kind == "cast"  # type: ignore[attr-defined]
        play_on(game)
        assert "Mahovinasti Trol" not in in_play(game), open_mana


def test_damage_doubled_counts_toward_the_win() -> None:
    """Opsada ("umesto toga nanosi duplu štetu", D20): Grom's 20 is 40 — Boris's last 40."""
    game = _puzzle("grom-pod-opsadom-za-pobedu")
    seen = view(game, 0)
    grom = card_pool()["Grom"]
    assert as_dealt(card_pool(), seen, spell_facts(grom)).damage == 40
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_a_creature_whose_static_kills_our_own_is_not_cast() -> None:
    """Pakosnik ("Ostala crna bića dobijaju -10/-10"): over our three black 20/10s it
    would kill all three (C11) — not cast; over the opponent's black 20/10s alone it is."""
    pool = card_pool()
    table = f"""
    active: Ana
    step: glavna2
    players:
      - name: Ana
        hand: [Pakosnik]
        play: [{sources("Sluga Tame", 2)}, MINE]
        library: [Severnjak]
      - {{name: Boris, play: [THEIRS], library: [Severnjak]}}
    """

    def answer(mine: str, theirs: str) -> object:
        game = setup(pool, table.replace("MINE", mine).replace("THEIRS", theirs))
        return first_answer(game).answer  # type: ignore[attr-defined]

    ours_die = "Noćna Avet, Noćna Avet, Grobni Skelet"
    game = setup(pool, table.replace("MINE", ours_die).replace("THEIRS", "Mladi Vuk"))
    ours, theirs = killed_by_statics(pool["Pakosnik"], view(game, 0), 0)
    assert [p.card.name for p in ours] == ["Noćna Avet", "Noćna Avet", "Grobni Skelet"]
    assert theirs == []
    assert answer(ours_die, "Mladi Vuk") == PASS
    cast = answer("Mladi Vuk", "Noćna Avet, Noćna Avet")
    assert isinstance(cast, Action) and cast.kind == "cast"


def test_an_attacker_made_0_10_with_no_abilities_saves_us_and_dies() -> None:
    """Jednakost ("gubi sve osobine i postaje 0/10 biće"): Sila Šumskih Dubina (50/40,
    Razbijač) and Mladi Vuk attack Ana at 20 — no block alone saves her. Jednakost on the
    Sila: Severnjak kills the 0/10, Stražar Zore kills the Vuk, Ana takes nothing."""
    assert disarms(card_pool()["Jednakost"].spell_effects)
    game = _puzzle("jednakost-na-razbijaca")
    play_on(game)
    assert game.players[0].life == 20
    assert not {"Sila Šumskih Dubina", "Mladi Vuk"} & in_play(game)
    assert {"Severnjak", "Stražar Zore"} <= in_play(game)


def test_jednakost_is_held_when_the_attack_does_not_kill() -> None:
    """The same attack against 100 life: nothing to save, Jednakost is kept."""
    game = setup(
        card_pool(),
        f"""
    active: Boris
    step: napadači
    priority: Ana
    combat: {{attackers: [Mladi Vuk]}}
    players:
      - name: Ana
        life: 100
        hand: [Jednakost]
        play: [Severnjak, {sources("Monah Zemlje", 2)}]
        library: [Severnjak]
      - {{name: Boris, play: [{{card: Mladi Vuk, tapped: true}}], library: [Severnjak]}}
    """,
    )
    assert first_answer(game).answer == PASS  # type: ignore[attr-defined]


def test_an_aura_that_gives_a_ping_goes_on_a_creature_that_can_use_it() -> None:
    """Dar Predaka ("@: Ovo biće nanosi 10 štete odabranom biću ili igraču") with Boris at
    10: on Severnjak, in play since before the turn, whose "@" wins at once — not on Red
    Svete Šume, which came this turn (D10.18). Played out: Boris loses this turn."""
    game = _puzzle("dar-predaka-na-spremno-bice")
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_a_redirected_spell_goes_where_it_wins() -> None:
    """D15.71: Preusmeravanje's controller picks the new target of Boris's Grom (20) —
    Boris at 20: his own face, the win."""
    game = _puzzle("preusmeravanje-groma-na-protivnika")
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_preusmeravanje_is_cast_on_the_burn_that_kills_us() -> None:
    """Boris's Grom at Ana (20 life) on the niz: Ana casts Preusmeravanje on it, and the
    new target is Boris (20 life) — she wins instead of losing."""
    game = setup(
        card_pool(),
        f"""
    active: Boris
    step: glavna1
    priority: Ana
    stack:
      - {{spell: Grom, controller: Boris, targets: [Ana]}}
    players:
      - name: Ana
        life: 20
        hand: [Preusmeravanje]
        play: [{sources("Rečni Vodenjak", 3)}]
        library: [Severnjak]
      - {{name: Boris, life: 20, play: [Vatreni Vuk], library: [Severnjak]}}
    """,
    )
    cast = first_answer(game).answer  # type: ignore[attr-defined]
    assert isinstance(cast, Action) and cast.kind == "cast"
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_a_copy_from_the_odlagaliste_is_the_best_spell_there() -> None:
    """Živo Sećanje (E4.90): the copy of Dodir Smrti on Boris at 40 wins; the copy's own
    target follows the plan that chose it. With no instant or sorcery in the odlagalište
    it is not cast."""
    game = _puzzle("zivo-secanje-vraca-dodir-smrti")
    play_on(game)
    assert game.result is not None and game.result.winner == 0
    empty = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna2
    players:
      - name: Ana
        hand: [Živo Sećanje]
        graveyard: [Severnjak]
        play: [{sources("Rečni Vodenjak", 5)}]
        library: [Severnjak]
      - {{name: Boris, play: [Mladi Vuk], library: [Severnjak]}}
    """,
    )
    assert first_answer(empty).answer == PASS  # type: ignore[attr-defined]


def test_the_permanent_that_keeps_him_alive_at_0_is_destroyed_first() -> None:
    """Senoviti Kamen ("Ne gubiš partiju ako ti je ukupan život 0 ili manje"), Boris at 0:
    Netrpeljivost on the Kamen ends the game (A3.32); at 20 life it goes on his artifact
    creature instead."""
    game = _puzzle("netrpeljivost-na-senoviti-kamen")
    play_on(game)
    assert game.result is not None and game.result.winner == 0
    alive = _puzzle("netrpeljivost-na-senoviti-kamen")
    alive.players[1].life = 20
    d = alive.pending
    assert d is not None
    choice = HeuristicAgent(card_pool(), seed=1).decide(view(alive, 0), d)
    assert choice.answer != PASS and "Senoviti Kamen" not in (choice.reason or "")
    assert player_ref(1) != choice.answer


def _zmaj_attack(red: int) -> Game:
    """Ana's first main phase passed: the declare-attackers decision (C10)."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        life: 30
        play: [Zmaj Plamena, Mladi Vuk, {sources("Vatreni Vuk", red)}]
        library: [Severnjak]
      - name: Boris
        life: 60
        play: [Severnjak, Kavgadžija]
        library: [Severnjak]
    """,
    )
    while game.pending is not None and game.pending.kind == DecisionKind.PRIORITY:
        game.submit(PASS)
    return game


def test_a_creatures_own_pump_counts_toward_a_lethal_attack() -> None:
    """Zmaj Plamena (40/40, Letač, "R: +10/+0") and Mladi Vuk against Boris at 60 with two
    creatures that can't block a flier: the Vuk is chumped, the Zmaj gets through, and two
    red sources make it 60 — lethal, so both attack (the blunder scan found the Zmaj kept
    home, seed 1, game 56). With one red source it is 50: not a lethal attack."""
    for red, lethal in ((2, True), (1, False)):
        game = _zmaj_attack(red)
        d = game.pending
        assert d is not None and d.kind == DecisionKind.ATTACKERS
        choice = HeuristicAgent(card_pool(), seed=1).decide(view(game, 0), d)
        assert ("dovoljno za pobedu" in (choice.reason or "")) == lethal, red
    game = _zmaj_attack(2)
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_rusalka_takes_the_blocker_before_a_lethal_attack_and_the_lethal_attacker() -> None:
    """Rusalka Virova ("@: Stekni kontrolu nad odabranim bićem dok god je Rusalka Virova
    aktivirana"): before our attack, the one blocker between it and a win is taken (C10);
    in his attack, his biggest attacker (a creature that changes control leaves combat),
    rather than Rusalka chumping it. Else it is held."""
    pool = card_pool()
    ours = setup(
        pool,
        """
    active: Ana
    step: glavna1
    players:
      - {name: Ana, play: [Rusalka Virova, Vatreni Div], library: [Severnjak]}
      - {name: Boris, life: 40, play: [Stražar Zore], library: [Severnjak]}
    """,
    )
    choice = first_answer(ours)
    assert isinstance(choice.answer, Action) and choice.answer.kind == "activate"  # type: ignore[attr-defined]
    play_on(ours)
    assert ours.result is not None and ours.result.winner == 0
    theirs = setup(
        pool,
        """
    active: Boris
    step: napadači
    priority: Ana
    combat: {attackers: [Sila Šumskih Dubina]}
    players:
      - {name: Ana, life: 40, play: [Rusalka Virova], library: [Severnjak]}
      - {name: Boris, play: [{card: Sila Šumskih Dubina, tapped: true}], library: [Severnjak]}
    """,
    )
    play_on(theirs)
    assert theirs.players[0].life == 40
    calm = setup(
        pool,
        """
    active: Ana
    step: glavna1
    players:
      - {name: Ana, play: [Rusalka Virova, Vatreni Div], library: [Severnjak]}
      - {name: Boris, life: 100, play: [Stražar Zore], library: [Severnjak]}
    """,
    )
    assert first_answer(calm).answer == PASS  # type: ignore[attr-defined]


def test_a_blocker_of_any_number_blocks_each_trampler_once() -> None:
    """Neprolazna Vila ("može da blokira bilo koji broj bića") against a Razbijač: the
    one-pair-at-a-time survival blocks (`combat_plan._stop_the_most`, a big board's) once
    paired a damaged one with the same Vatreni Div again and again — its toughness counted once more
    against the trample each time — and the engine refused the declaration (C10.21; blunder
    scan, seed 3, game 46). Each pair is declared once."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: glavna1
    players:
      - {name: Ana, play: [{card: Neprolazna Vila, damage: 30}], library: [Severnjak]}
      - {name: Boris, play: [Vatreni Div], library: [Severnjak]}
    """,
    )
    seen = view(game, 0)
    perms = {p.id: p for p in seen.battlefield}
    vila = next(p.id for p in seen.permanents_of(0))
    div = next(p.id for p in seen.permanents_of(1))
    pairs, through = _stop_the_most(perms, [div], {div: [vila]}, 1)
    assert pairs == [[vila, div]]
    assert through == 30  # (0/50 with 30 damage: 20 more kill it) C11.50: the rest tramples on


def _attack_under(opsada: bool) -> object:
    """Ana's declare-attackers decision: Mladi Vuk and Vatreni Vuk (20 each) against Boris at
    70 with one Severnjak to chump; Opsada in play or not."""
    extra = ", Opsada" if opsada else ""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        life: 100
        play: [Mladi Vuk, Vatreni Vuk, Vatreni Vuk{extra}]
        library: [Severnjak]
      - {{name: Boris, life: 70, play: [Severnjak], library: [Severnjak]}}
    """,
    )
    while game.pending is not None and game.pending.kind == DecisionKind.PRIORITY:
        game.submit(PASS)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.ATTACKERS
    return HeuristicAgent(card_pool(), seed=1).decide(view(game, 0), d)


def test_an_attack_under_opsada_deals_double() -> None:
    """Opsada (D20: all damage dealt twice over): three 20-power attackers, one chumped, put
    40 through — 80 under Opsada, Boris's last 70: the attack is lethal, and `lako` says so."""
    assert "dovoljno za pobedu" in (_attack_under(True).reason or "")  # type: ignore[attr-defined]
    assert "dovoljno za pobedu" not in (_attack_under(False).reason or "")  # type: ignore[attr-defined]


def test_protection_keeps_the_blocker_alive() -> None:
    """E3.20: Vatreni Zmajolik (20/20, Anti-Zeleno) blocking Mladi Vuk (20/20, green) takes
    none of its damage — the Vuk dies, the Zmajolik lives (before, a trade was assumed)."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: glavna1
    players:
      - {name: Ana, play: [Vatreni Zmajolik], library: [Severnjak]}
      - {name: Boris, play: [Mladi Vuk], library: [Severnjak]}
    """,
    )
    seen = view(game, 0)
    zmajolik = next(iter(seen.permanents_of(0)))
    vuk = next(iter(seen.permanents_of(1)))
    assert fight(vuk, zmajolik) == (True, False)


def test_the_card_taken_back_is_the_one_that_wins() -> None:
    """Učenjak ("možeš vratiti odabrano iznenađenje iz svog odlagališta u svoju ruku"): with
    Boris at 20, Grom (20 to the face) comes back rather than the dearer Tabuisanje or Snaga
    Bivola. Played out: Ana casts it at once and wins."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna2
    players:
      - name: Ana
        hand: [Učenjak]
        graveyard: [Tabuisanje, Grom, Snaga Bivola]
        play: [{sources("Rečni Vodenjak", 5)}, {sources("Vatreni Vuk", 1)}]
        library: [Severnjak]
      - {{name: Boris, life: 20, play: [Stražar Zore], library: [Severnjak]}}
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0
