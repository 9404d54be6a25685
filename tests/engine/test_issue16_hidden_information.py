"""Issue 16: what the view shows for the rulebook cards that reveal hands or search them.

Vidovitost (K07): "Tvoji protivnici igraju sa otkrivenim rukama" — the opponent's hand is in the
view of both players while Vidovitost is in play, never in a spectator's, and hidden again once
it leaves play. Tabuisanje (K115, Gl. "Naći"): the searcher sees the cards of that name in the
opponent's hand and library — the options of his choice — and nothing else of those zones.
"""

from __future__ import annotations

import textwrap

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.builder import build_game, find_object


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def make(pool: dict[str, CardDef], setup: str) -> Game:
    return build_game(load_text(textwrap.dedent(setup)), pool, 1)


def names(hand: object) -> list[str]:
    assert isinstance(hand, tuple)
    return sorted(c.name for c in hand)


def test_vidovitost_reveals_the_opponents_hand_to_both_players_only(
    pool: dict[str, CardDef],
) -> None:
    g = make(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            hand: [Grom]
            play: [Vidovitost]
          - name: Boris
            hand: [Severnjak, Kavgadžija]
        """,
    )
    ana, boris, nobody = view(g, 0), view(g, 1), view(g, None)
    assert names(ana.players[1].hand) == ["Kavgadžija", "Severnjak"]
    assert names(boris.players[1].hand) == ["Kavgadžija", "Severnjak"]
    assert nobody.players[1].hand is None  # a spectator is no player
    # Ana's own hand is not revealed: only her opponents play with revealed hands
    assert ana.players[0].hand is not None and boris.players[0].hand is None
    assert nobody.players[0].hand is None


def test_the_hand_is_hidden_again_when_vidovitost_leaves_play(pool: dict[str, CardDef]) -> None:
    g = make(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            play: [Vidovitost]
          - name: Boris
            hand: [Severnjak]
        """,
    )
    assert view(g, 0).players[1].hand is not None
    g.move(find_object(g, "Vidovitost", 1, (Zone.PLAY,)), Zone.GRAVEYARD)
    assert view(g, 0).players[1].hand is None


def test_the_controller_of_vidovitost_decides_whose_hand(pool: dict[str, CardDef]) -> None:
    g = make(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            hand: [Grom]
          - name: Boris
            hand: [Severnjak]
            play: [{card: Vidovitost, controller: Ana}]
        """,
    )
    # owned by Boris, controlled by Ana: Boris is her opponent, so his hand is revealed
    assert view(g, 0).players[1].hand is not None
    assert view(g, 1).players[0].hand is None


def test_tabuisanje_shows_the_searcher_only_the_cards_of_that_name(
    pool: dict[str, CardDef],
) -> None:
    g = make(
        pool,
        """
        active: Boris
        players:
          - name: Ana
            hand: [Tabuisanje]
            pool: {P: 2, B: 2}
          - name: Boris
            hand: [Grom, Grom, Kavgadžija]
            library: [Grom, Severnjak]
            pool: {R: 1}
        """,
    )
    grom = find_object(g, "Grom", 1, (Zone.HAND,))
    g.submit(Action("cast", grom))
    assert g.pending is not None
    g.submit([g.pending.options[0]])  # Grom's target: any
    while g.pending is not None and g.pending.player == 1:
        g.submit(Action("pass"))
    tab = find_object(g, "Tabuisanje", 1, (Zone.HAND,))
    g.submit(Action("cast", tab))
    assert g.pending is not None
    spell = next(o for o in g.pending.options if g.find_stack_item(o) is not None)
    g.submit([spell])
    while g.pending is not None and g.pending.prompt != "resolve.remove_named":
        g.submit(Action("pass"))
    d = g.pending
    assert d is not None and d.player == 0
    shown = view(g, 0).revealed
    assert sorted(c.name for c in shown) == ["Grom", "Grom"]  # one in hand, one in the library
    assert view(g, 1).revealed == ()  # Boris's view gets nothing new
