"""What the never-seen puzzles of round J found (session 31), played out as a judge would: a
blocker kept for the trade worth more than a free kill, a shot that finishes what its fight
leaves, several blockers told they can't block, and a discard by colour aimed at the
opponent's shown hand."""

from __future__ import annotations

from lako_tables import first_answer, in_play, play_on, to_decision

from izvori.engine.decisions import DecisionKind
from izvori.scenario.table import card_pool, setup


def test_a_blocker_trades_for_the_big_attacker_rather_than_kill_the_small() -> None:
    """D11.92, C11: Pećinski Bazilisk (20/20; "blokiran od bića koje nije crno ... uništi to
    biće na kraju borbe") blocks the 50/50 Vatreni Div and trades with it, rather than kill
    the 10/10 Orkozlob and live: Ana at 100 loses the Bazilisk and 40 life, Boris the Div."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: napadači
    combat:
      attackers: [Orkozlob, Vatreni Div]
    players:
      - name: Ana
        life: 100
        play: [Pećinski Bazilisk]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Orkozlob, tapped: true}, {card: Vatreni Div, tapped: true}]
        library: [Severnjak, Severnjak]
    """,
    )
    to_decision(game, DecisionKind.BLOCKERS)
    play_on(game)
    assert "Vatreni Div" not in in_play(game)


def test_a_shot_finishes_what_the_fight_leaves() -> None:
    """D21.53, C11.24: Grobočuvarka (20/20) blocks Pošast Šuma (30/30); Streličarka's 10 on
    the Pošast and the block's 20 kill it — better than the 10/10 Orkozlob her shot kills
    alone, with the Pošast left alive."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: blokeri
    priority: Ana
    combat:
      attackers: [Orkozlob, Pošast Šuma]
      blocks: {Grobočuvarka: Pošast Šuma}
    players:
      - name: Ana
        life: 100
        play: [Grobočuvarka, Streličarka]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Orkozlob, tapped: true}, {card: Pošast Šuma, tapped: true}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert "Pošast Šuma" not in in_play(game) and "Orkozlob" in in_play(game)


def test_three_blockers_told_they_cant_block_for_the_win() -> None:
    """D15, C10.21: Hodnik Senki on Boris's three untapped creatures — not on his tapped
    Demon, which can't block anyway: the 60 of Ana's attack kill him at 50."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        sources_played: 1
        hand: [Hodnik Senki]
        play: [Kameni Golem, Vatreni Vuk, Orkozlob, {card: Gorski Razbojnik, as_source: true},
               {card: Gorski Razbojnik, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 50
        play: [{card: Demon Bezdana, tapped: true}, Mladi Vuk, Vila Studenca, Grobočuvarka]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_a_discard_by_colour_at_his_shown_hand() -> None:
    """D15.50 (Pogled kroz Noć, Vidovitost): Boris's hand, shown, is three red cards; Ana
    casts the Pogled at him, names red, and he discards all three — her own red cards stay."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        sources_played: 1
        hand: [Pogled kroz Noć, Grom, Vatrene Strele]
        play: [Vidovitost, {card: Vitez Tame, as_source: true}, {card: Vitez Tame, as_source: true},
               {card: Vitez Tame, as_source: true}, {card: Vitez Tame, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        hand: [Grom, Oluja, Varnica]
        library: [Severnjak, Severnjak]
    """,
    )
    assert first_answer(game).answer.kind == "cast"
    play_on(game)
    assert len(game.players[1].hand) == 0 and len(game.players[0].hand) == 2
