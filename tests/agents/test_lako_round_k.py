"""What the never-seen puzzles of round K found (session 31), played out as a judge would: the
dead card discarded first, a creature whose toughness holds only untapped kept home, and the
attacker whose damage kills us removed rather than our blocker shielded."""

from __future__ import annotations

from lako_tables import first_answer, play_on, to_decision

from izvori.engine.decisions import DecisionKind
from izvori.scenario.table import card_pool, setup


def test_the_dead_card_is_discarded_first() -> None:
    """B16.41, D15: Opčinjavajuća Utvara (black) connects and Ana discards a card: Teror
    Mraka ("biće koje nije crno") can't be aimed at Boris's only creature, so it goes, and
    the Grom that kills the Utvara next turn stays."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: blokeri
    combat:
      attackers: [Opčinjavajuća Utvara]
    players:
      - name: Ana
        life: 200
        hand: [Grom, Teror Mraka]
        play: [{card: Gorski Razbojnik, as_source: true, tapped: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Opčinjavajuća Utvara, tapped: true}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert [game.objects[c].card.name for c in game.players[0].hand] == ["Grom"]


def test_toughness_that_holds_only_untapped_is_not_counted_in_an_attack() -> None:
    """C9.22, C6.30 (Utvrđenje: "deaktivirana bića koja kontrolišeš imaju +0/+20"): the
    Kavgadžija is 20/40 at home but 20/20 attacking, and Boris's untapped Ork Jurišnik (30/10,
    first strike) would block and kill it: it stays home."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        life: 100
        play: [Kavgadžija, Utvrđenje]
        library: [Severnjak, Severnjak]
      - name: Boris
        life: 200
        play: [Ork Jurišnik]
        library: [Severnjak, Severnjak]
    """,
    )
    to_decision(game, DecisionKind.ATTACKERS)
    assert first_answer(game).answer == []


def test_the_attacker_whose_damage_kills_us_is_removed() -> None:
    """C11.22, E3.102: Noćna Avet (20/10) unblocked and a trampling Vatreni Div (50/50)
    blocked by Red Svete Šume bring Ana at 40 exactly 40. Voda Adžijazma kills the black Avet
    (its first mode) and she lives at 20; shielding the Red (the second) changes nothing of
    the Div's 20 through."""
    game = setup(
        card_pool(),
        """
    active: Boris
    step: blokeri
    priority: Ana
    combat:
      attackers: [Noćna Avet, Vatreni Div]
      blocks: {Red Svete Šume: Vatreni Div}
    players:
      - name: Ana
        life: 40
        hand: [Voda Adžijazma]
        play: [Red Svete Šume, {card: Kavgadžija, as_source: true},
               {card: Kavgadžija, as_source: true}]
        library: [Severnjak, Severnjak]
      - name: Boris
        play: [{card: Noćna Avet, tapped: true}, {card: Vatreni Div, tapped: true}]
        library: [Severnjak, Severnjak]
    """,
    )
    play_on(game)
    assert game.result is None and game.players[0].life == 20
