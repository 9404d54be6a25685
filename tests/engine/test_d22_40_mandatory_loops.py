"""D22.40, A3.42 (issue 13 item 4): a loop of mandatory actions only ends the game in a draw,
even with priority passed between the repetitions; no such game runs without bound."""

from __future__ import annotations

import textwrap

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.scenario.builder import build_game

CARDS = """
- name: Vrelo Utehe
  cost: "1P"
  type: Promena
  text: "Kad god nemaš kartu u ruci, vuci kartu."
  abilities:
    - triggered:
        when: state_holds
        state: your_hand_empty
        effects: [{draw: {who: you}}]
- name: Zlatna Česma
  cost: "2Ž"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga dobijaš 10 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{gain_life: {who: you, amount: 10}}]
- name: Crna Česma
  cost: "2C"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga gubiš 10 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{lose_life: {who: you, amount: 10}}]
- name: Večni Povratak
  cost: "2C"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, vrati odabranu kartu bića iz svog
    odlagališta u igru."
  abilities:
    - triggered:
        when: dies
        who: any
        targets: [{kind: card_in_your_graveyard, type: Biće}]
        effects: [{return_to_play: {what: target}}]
- name: Prazna Ljuštura
  cost: "1"
  type: Biće
  power: 0
  toughness: 0
  text: ""
- name: Zmijsko Gnezdo
  cost: "2C"
  type: Promena
  text: "Kad god biće koje kontrolišeš ode na odlagalište iz igre, ubaci u igru dva
    simbol-bića Zmija 0/0."
  abilities:
    - triggered:
        when: dies
        who: you_control
        effects: [{create_token: {subtypes: [Zmija], power: 0, toughness: 0, count: 2}}]
"""

#: The worst cases: one player's loop, both players' loops at once (their triggers alternate on
#: the niz), a loop with a life loss on one side and a gain on the other, a gain with a
#: library that the loop never touches, and loops whose niz grows by one item every round (two
#: Večni Povratak triggers on every death, one of which stays below: scenarios grow17; one
#: Zmijsko Gnezdo trigger that resolves into two of itself: scenario loop3_17).
WORST = {
    "one_player": ("[Vrelo Utehe, Zlatna Česma]", "[]"),
    "both_players": ("[Vrelo Utehe, Zlatna Česma]", "[Vrelo Utehe, Zlatna Česma]"),
    "gain_and_loss": ("[Vrelo Utehe, Zlatna Česma]", "[Vrelo Utehe, Crna Česma]"),
    "loss_only": ("[Vrelo Utehe, Crna Česma]", "[]"),
    "growing_niz": ("[Večni Povratak, Večni Povratak, Prazna Ljuštura]", "[]"),
    "growing_niz_both": (
        "[Večni Povratak, Prazna Ljuštura]",
        "[Večni Povratak, Prazna Ljuštura]",
    ),
    "growing_from_the_top": ("[Zmijsko Gnezdo, Prazna Ljuštura]", "[]"),
}


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    extra = {c.name: c for c in (build_card(d, 1) for d in load_text(CARDS))}
    return {**load_cards_or_raise(), **extra}


def _game(pool: dict[str, CardDef], ana: str, boris: str) -> Game:
    setup = f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: []
        library: [Grom, Oluja]
        play: {ana}
      - name: Boris
        hand: [{"" if boris != "[]" else "Grom"}]
        library: [Grom]
        play: {boris}
    """
    return build_game(load_text(textwrap.dedent(setup)), pool, 1)


def _pass_forever(game: Game, limit: int = 2_000) -> int:
    """Both players only ever pass (or take the first option): the worst a loop can meet."""
    answers = 0
    while game.result is None:
        assert answers < limit, "the game did not end"
        d = game.pending
        assert d is not None
        if d.kind == DecisionKind.PRIORITY:
            game.submit(next(a for a in d.options if isinstance(a, Action) and a.kind == "pass"))
        else:
            game.submit(d.options[0])
        answers += 1
    return answers


@pytest.mark.parametrize("case", sorted(WORST))
def test_d22_40_a3_42_worst_mandatory_loops_end(pool: dict[str, CardDef], case: str) -> None:
    game = _game(pool, *WORST[case])
    _pass_forever(game)
    assert game.result is not None
    if case == "loss_only":
        # A3.42: a loop that takes life away stops by itself (A3.31), it is not a draw
        assert game.result.winner == 1 and game.result.reason == "life"
    elif case == "gain_and_loss":
        assert game.result.winner == 0 and game.result.reason == "life"
    else:
        assert game.result.winner is None and game.result.reason == "loop"
