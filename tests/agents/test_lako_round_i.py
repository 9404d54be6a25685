"""What the never-seen puzzles of round I found (session 31), played out as a judge would: a
pump by shared creature type counted for both sides, sources animated by a permanent, the
token an entry trigger makes counted as a blocker, an Aura taken and moved, and an Aura that
makes a Grob a Šuma too."""

from __future__ import annotations

from lako_tables import first_answer, in_play, play_on

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.engine.decisions import PASS
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup


def test_shared_type_pump_makes_three_wolves_lethal() -> None:
    """F2.110, C10: Simbol Zajedništva makes three Mladi Vukovi 40/40 (+10/+10 for each of
    the other two); Talanski Pauk blocks one, 80 reach Boris at 60."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Simbol Zajedništva]
        sources_played: 1
        play: [Mladi Vuk, Mladi Vuk, Mladi Vuk, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Severnjak, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 60
        play: [Talanski Pauk]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_shared_type_pump_not_cast_for_his_soldiers() -> None:
    """F2.110, C10: with three Vojnik tokens against two Vukovi, the Simbol grows his side
    more (+20/+20 each against +10/+10): his next attack, blocked twice, kills Ana at 30."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna2
    players:
      - name: Ana
        life: 30
        hand: [Simbol Zajedništva]
        sources_played: 1
        play: [Mladi Vuk, Mladi Vuk, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Severnjak, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Vojnik, token: true, power: 10, toughness: 10},
               {card: Vojnik, token: true, power: 10, toughness: 10},
               {card: Vojnik, token: true, power: 10, toughness: 10}]
        library: [Severnjak, Severnjak]
    """,
    )
    assert first_answer(game).answer.kind == "pass"


def test_the_token_of_an_entry_trigger_is_a_blocker_too() -> None:
    """D11, C10: against three attackers next turn, Vučica (20/20, and its Mladunče 10/10)
    is two blockers where Red Svete Šume (40/30) is one: Vučica is cast."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna2
    players:
      - name: Ana
        life: 30
        hand: [Vučica, Red Svete Šume]
        sources_played: 1
        play: [{card: Severnjak, as_source: true}, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Severnjak, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [Vatreni Vuk, Vatreni Vuk, Mladi Vuk]
        library: [Severnjak, Severnjak]
    """,
    )
    answer = first_answer(game)
    assert answer.answer.kind == "cast" and "Vučica" in answer.reason


def test_an_aura_taken_gives_the_flyer_its_win() -> None:
    """B12.69, E3.71, C10: Trajna Pozajmica takes Krila off Boris's Mladi Vuk onto Ana's
    Kavgadžija: nothing of his flies, and Boris at 20 is dead."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Trajna Pozajmica]
        play: [Kavgadžija, {card: Rečni Vodenjak, as_source: true},
               {card: Rečni Vodenjak, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 20
        play: [Mladi Vuk, {card: Krila, attached_to: Mladi Vuk}, Red Svete Šume,
               {card: Sveta Moć, attached_to: Red Svete Šume}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_an_aura_moved_onto_the_blocker_that_then_wins() -> None:
    """B12.69, C11: Sveta Moć (+10/+20) taken off Boris's attacking Kavgadžija goes onto
    Ana's Mladi Vuk that blocks it — 30/40 against 20/20: the Kavgadžija dies, the Vuk
    lives — not onto her bigger Red Svete Šume, which isn't fighting."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: blokeri
    priority: Boris
    combat:
      attackers: [Kavgadžija]
      blocks: {Mladi Vuk: Kavgadžija}
    stack:
      - {spell: Trajna Pozajmica, controller: Ana, targets: [Sveta Moć]}
    players:
      - name: Ana
        life: 40
        play: [Red Svete Šume, Mladi Vuk, {card: Rečni Vodenjak, as_source: true, tapped: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Kavgadžija, tapped: true}, {card: Sveta Moć, attached_to: Kavgadžija}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert "Kavgadžija" not in in_play(game) and "Mladi Vuk" in in_play(game)
    assert game.players[0].life == 40


def test_an_aura_that_makes_his_grob_a_suma_opens_the_forestwalk() -> None:
    """B12.64, E3.42, C10: Puzavica ("Promenjeni izvor je i Šuma") on Boris's Grob: Ana's
    Šumski Skaut can't be blocked, and Boris at 10 is dead."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Puzavica]
        play: [Šumski Skaut, {card: Severnjak, as_source: true},
               {card: Severnjak, as_source: true}, {card: Sluga Tame, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 10
        play: [Kavgadžija, {card: Noćna Avet, as_source: true}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


LORD_IN_COMBAT = """
    active: Boris
    step: blokeri
    priority: Ana
    combat:
      attackers: [Kavgadžija]
      blocks: {{Mladi Vuk: Kavgadžija}}
    players:
      - name: Ana
        life: 40
        hand: [{hand}]
        play: [Mladi Vuk, {extra}{{card: Rečni Vodenjak, as_source: true}},
               {{card: Rečni Vodenjak, as_source: true}}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [Kapetan Straže, {{card: Kavgadžija, tapped: true}}]
        library: [Severnjak, Severnjak]
    """


def test_a_type_changed_takes_the_lords_pump_and_the_fight() -> None:
    """B12.12, C6.30, C11.40: Boris's Kavgadžija (a Vojnik, 30/30 with Kapetan Straže's
    +10/+10) is blocked by Ana's Mladi Vuk (20/20). Iluzionista makes it another type for the
    turn: 20/20, and both die — where without it only the Vuk would."""
    game = setup(card_pool(), LORD_IN_COMBAT.format(hand="Severnjak", extra="Iluzionista, "))
    play_on(game)
    assert "Kavgadžija" not in in_play(game)


def test_the_lords_type_word_changed_for_the_fight() -> None:
    """D19.60, D19.61, C11.40: Preobražaj Roda on Kapetan Straže ("Vojnici" → a type nothing
    in play has): the Kavgadžija loses its +10/+10 and trades with the Vuk."""
    game = setup(card_pool(), LORD_IN_COMBAT.format(hand="Preobražaj Roda", extra=""))
    first = first_answer(game)
    assert first.answer.kind == "cast" and "Kapetan Straže" in first.reason
    play_on(game)
    assert "Kavgadžija" not in in_play(game)


def test_a_search_for_sources_finds_the_colour_the_hand_needs() -> None:
    """B12.74, A3.32: Pošumljavanje resolving with Grom in hand and no red source: of Sveti
    Gaj, Goruća Šuma (red or green), Severnjak and Mladi Vuk it puts Goruća Šuma into play,
    and the Grom kills Boris at 20."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    priority: Boris
    stack:
      - {spell: Pošumljavanje, controller: Ana}
    players:
      - name: Ana
        hand: [Grom]
        play: [{card: Severnjak, as_source: true, tapped: true}]
        library: [Mladi Vuk, Severnjak, Sveti Gaj, Goruća Šuma]
      - name: Boris
        life: 20
        play: [Kavgadžija]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_the_type_named_as_it_enters_is_that_of_our_creatures() -> None:
    """E4.50 (Lažni Vođa: "Dok ulazi u igru, izaberi tip bića ... Bića biranog tipa dobijaju
    +10/+10"): with two Orkozlobi (Ork Ratnik) of Ana's in play and Boris's Vukovi, the type
    is one of theirs — not the first of the list, and never the type of his creatures."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Lažni Vođa]
        play: [Orkozlob, Orkozlob, {card: Anđeo Čuvar, as_source: true},
               {card: Anđeo Čuvar, as_source: true}, {card: Anđeo Čuvar, as_source: true},
               {card: Anđeo Čuvar, as_source: true}, {card: Anđeo Čuvar, as_source: true}]
        library: [Severnjak, Severnjak, Severnjak, Severnjak]
      - name: Boris
        life: 200
        play: [Mladi Vuk, Mladi Vuk, Mladi Vuk]
        library: [Severnjak, Severnjak]
    """,
    )
    pool = card_pool()
    ana = HeuristicAgent(pool, seed=1)
    for _ in range(200):
        d = game.pending
        if d is None or game.result is not None:
            break
        if d.prompt == "enters.creature_type":
            assert ana.decide(view(game, 0), d).answer in ("Ork", "Ratnik")  # (both hers)
            return
        game.submit(ask(ana, game).choice.answer if d.player == 0 else PASS)
    raise AssertionError("Lažni Vođa was not cast")


def test_a_tutor_takes_the_card_that_wins_now() -> None:
    """Gl. "Naći", A3.32: Demonski Mentor resolving, one Vatra left untapped, Boris at 20:
    of Zmaj Plamena, Kameni Golem and Grom it takes the Grom, and the Grom wins — not the
    dearest card (what `lako` took before)."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    priority: Boris
    stack:
      - {spell: Demonski Mentor, controller: Ana}
    players:
      - name: Ana
        play: [{card: Orkozlob, as_source: true}]
        library: [Zmaj Plamena, Kameni Golem, Grom, Severnjak]
      - name: Boris
        life: 20
        play: [Kavgadžija]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0
