"""D22.40, A3.42 (issue 13 item 4): a loop of mandatory actions only ends the game in a draw,
even with priority passed between the repetitions; no such game runs without bound."""

from __future__ import annotations

import dataclasses
import textwrap

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.damage import DamageFrame, DamageResult
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.instructions import InstructionsFrame
from izvori.engine.loops import choice_breaks_loop, mandatory_position
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
- name: Tiha Senka
  cost: "1"
  type: Biće
  power: 0
  toughness: 0
  text: ""
- name: Zvono Žalosti
  cost: "1C"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, dobijaš 1 život."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{gain_life: {who: you, amount: 1}}]
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
- name: Oko Noći
  cost: "1C"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, izaberi boju. Protivnik otkriva svoju ruku i
    odbacuje sve karte te boje."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{discard_by_color: {who: opponent}}]
- name: Točak Zaborava
  cost: "1P"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, stavi sve karte iz svoje ruke na dno svoje
    biblioteke bilo kojim redosledom, pa vuci toliko karata."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{hand_to_bottom_and_draw: {who: you}}]
- name: Ruka Grobara
  cost: "1C"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, vrati odabranu kartu bića iz svog
    odlagališta u ruku."
  abilities:
    - triggered:
        when: dies
        who: any
        targets: [{kind: card_in_your_graveyard, type: Biće}]
        effects: [{return_from_graveyard: {what: target}}]
- name: Kapija Prizivanja
  cost: "1Z"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, ubaci kartu bića iz svoje ruke u igru."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{put_from_hand: {type: Biće}}]
- name: Srebrni Pehar
  cost: "2"
  type: Artefakt
  text: "Ako bi dobio život, umesto toga dobijaš 1 život."
  abilities:
    - static:
        op: replace_life_gain
        instead: [{gain_life: {who: you, amount: 1}}]
- name: Bakarni Pehar
  cost: "2"
  type: Artefakt
  text: "Ako bi dobio život, umesto toga dobijaš 2 života."
  abilities:
    - static:
        op: replace_life_gain
        instead: [{gain_life: {who: you, amount: 2}}]
- name: Vrelo Zaborava
  cost: "1P"
  type: Promena
  text: "Kad god nemaš kartu u ruci, vuci kartu, pa odbaci kartu."
  abilities:
    - triggered:
        when: state_holds
        state: your_hand_empty
        effects: [{draw: {who: you}}, {discard: {who: you, count: 1}}]
- name: Kruna Vrha
  cost: "2"
  type: Artefakt
  text: "Ako bi karta otišla na odlagalište, umesto toga je stavi na vrh biblioteke vlasnika."
  abilities:
    - static: {op: replace_to_graveyard, which: any, goes_to: library_top}
- name: Žezlo Vrha
  cost: "2"
  type: Artefakt
  text: "Ako bi karta otišla na odlagalište, umesto toga je stavi na vrh biblioteke vlasnika."
  abilities:
    - static: {op: replace_to_graveyard, which: any, goes_to: library_top}
- name: Štit Žalosti
  cost: "1Ž"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, spreči idućih 10 štete koji bi bili naneti
    tebi u ovom potezu."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{prevent_damage: {to: you, amount: 10}}]
- name: Trn Žalosti
  cost: "1C"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, Trn Žalosti nanosi 10 štete tebi."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{damage: {to: you, amount: 10}}]
- name: Dvolični Kamen
  cost: "2"
  type: Artefakt
  text: "1: Dobijaš 1 život. 1: Gubiš 1 život."
  abilities:
    - activated:
        cost: "1"
        effects: [{gain_life: {who: you, amount: 1}}]
    - activated:
        cost: "1"
        effects: [{lose_life: {who: you, amount: 1}}]
- name: Milost Vrela
  cost: "1Ž"
  type: Promena
  text: "Kad god biće ode na odlagalište iz igre, možeš da dobiješ 1 život."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{may: {effects: [{gain_life: {who: you, amount: 1}}]}}]
"""

#: The worst cases: one player's loop, both players' loops at once (their triggers alternate on
#: the niz), a loop with a life loss on one side and a gain on the other, a gain with a
#: library that the loop never touches, and loops whose niz grows by one item every round (two
#: Večni Povratak triggers on every death, one of which stays below: scenarios grow17; one
#: Zmijsko Gnezdo trigger that resolves into two of itself: scenario loop3_17), and
#: loops in which a player makes a choice inside a mandatory action every round (ord17): he
#: orders his two triggers (D11.30), in one order or the other (the niz grows), or chooses the
#: target of his trigger among two cards (Tiha Senka starts in his odlagalište, `GRAVEYARD`);
#: and (rch17) loops with a choice the resolving trigger forces every round, a choice inside a
#: mandatory action too: a colour to name (Oko Noći), the order of his hand put on the bottom
#: of his library (Točak Zaborava: he starts with two cards in hand, `HAND`), which creature
#: card of his hand to put into play (Kapija Prizivanja, a choice of exactly one card, with Ruka
#: Grobara's trigger returning the dead one to his hand; Tiha Senka starts in his hand), and
#: which of two replacement effects applies first to a draw, a life gain or a card going to the
#: odlagalište in every round (D20.91: two Zlatna Česma; Srebrni and Bakarni Pehar on the life
#: Zlatna Česma gives; Kruna and Žezlo Vrha on the card Vrelo Zaborava draws and discards);
#: and which of two effects applies first to damage (D20.91, `DamageFrame`: Opsada doubles the
#: 10 of Trn Žalosti, the shield of Štit Žalosti prevents 10 — asked whenever the order changes
#: the outcome; shield first, nothing is dealt and the loop is a draw).
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
    "order_each_round": ("[Večni Povratak, Zvono Žalosti, Prazna Ljuštura]", "[]"),
    "order_each_round_reversed": ("[Večni Povratak, Zvono Žalosti, Prazna Ljuštura]", "[]"),
    "targets_each_round": ("[Večni Povratak, Prazna Ljuštura]", "[]"),
    "growing_from_the_top": ("[Zmijsko Gnezdo, Prazna Ljuštura]", "[]"),
    "color_each_round": ("[Večni Povratak, Oko Noći, Prazna Ljuštura]", "[]"),
    "bottom_order_each_round": ("[Večni Povratak, Točak Zaborava, Prazna Ljuštura]", "[]"),
    "draw_replacement_each_round": ("[Vrelo Utehe, Zlatna Česma, Zlatna Česma]", "[]"),
    "life_replacement_each_round": (
        "[Vrelo Utehe, Zlatna Česma, Srebrni Pehar, Bakarni Pehar]",
        "[]",
    ),
    "zone_replacement_each_round": ("[Vrelo Zaborava, Kruna Vrha, Žezlo Vrha]", "[]"),
    "damage_replacement_each_round": (
        "[Večni Povratak, Štit Žalosti, Trn Žalosti, Opsada, Prazna Ljuštura]",
        "[]",
    ),
    "put_from_hand_each_round_reversed": (
        "[Ruka Grobara, Kapija Prizivanja, Prazna Ljuštura]",
        "[]",
    ),
}
GRAVEYARD = {"targets_each_round": "[Tiha Senka]"}
HAND = {
    "bottom_order_each_round": "[Grom, Oluja]",
    "put_from_hand_each_round_reversed": "[Tiha Senka]",
}


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    extra = {c.name: c for c in (build_card(d, 1) for d in load_text(CARDS))}
    return {**load_cards_or_raise(), **extra}


def _game(
    pool: dict[str, CardDef], ana: str, boris: str, graveyard: str = "[]", hand: str = "[]"
) -> Game:
    setup = f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: {hand}
        library: [Grom, Oluja]
        play: {ana}
        graveyard: {graveyard}
      - name: Boris
        hand: [{"" if boris != "[]" else "Grom"}]
        library: [Grom]
        play: {boris}
    """
    return build_game(load_text(textwrap.dedent(setup)), pool, 1)


def _pass_forever(game: Game, limit: int = 2_000, *, reverse: bool = False) -> int:
    """Both players only ever pass (or take the first option; order triggers as offered, or
    `reverse`d; choose the first targets): the worst a loop can meet."""
    answers = 0
    while game.result is None:
        assert answers < limit, "the game did not end"
        d = game.pending
        assert d is not None
        if d.kind == DecisionKind.PRIORITY:
            game.submit(next(a for a in d.options if isinstance(a, Action) and a.kind == "pass"))
        elif d.kind == DecisionKind.ORDER:
            game.submit(list(reversed(d.options)) if reverse else list(d.options))
        elif d.kind in (DecisionKind.TARGETS, DecisionKind.CHOOSE_SOME):
            game.submit(list(d.options[: d.min]))
        else:
            game.submit(d.options[0])
        answers += 1
    return answers


@pytest.mark.parametrize("case", sorted(WORST))
def test_d22_40_a3_42_worst_mandatory_loops_end(pool: dict[str, CardDef], case: str) -> None:
    game = _game(pool, *WORST[case], GRAVEYARD.get(case, "[]"), HAND.get(case, "[]"))
    _pass_forever(game, reverse=case.endswith("_reversed"))
    assert game.result is not None
    if case == "loss_only":
        # A3.42: a loop that takes life away stops by itself (A3.31), it is not a draw
        assert game.result.winner == 1 and game.result.reason == "life"
    elif case == "gain_and_loss":
        assert game.result.winner == 0 and game.result.reason == "life"
    else:
        assert game.result.winner is None and game.result.reason == "loop"


def test_d22_40_a3_42_a_refused_answer_does_not_break_the_loop(pool: dict[str, CardDef]) -> None:
    """A refused answer changes nothing (issue 11), the D22.40 memory included: a player who
    tries something illegal at each of his priorities and then passes, in issue 13's loop,
    still draws (before the fix the refusal emptied the memory and the game never ended)."""
    game = _game(pool, "[Vrelo Utehe, Zlatna Česma]", "[]")
    answers = 0
    while game.result is None:
        assert answers < 2_000, "the game did not end"
        d = game.pending
        assert d is not None and d.kind == DecisionKind.PRIORITY
        if d.player == 0:
            memory = game.loops and (dict(game.loops.passed), set(game.loops.outlines))
            with pytest.raises(IllegalAnswer):
                game.submit(Action("cast", 9_999).to_json())  # no such card
            assert (game.loops and (game.loops.passed, game.loops.outlines)) == memory
        game.submit(Action("pass").to_json())
        answers += 1
    assert game.result.winner is None and game.result.reason == "loop"


@pytest.mark.parametrize("answer", [True, False])
def test_d22_40_a3_42_a_may_answered_every_round_is_an_optional_action(
    pool: dict[str, CardDef], answer: bool
) -> None:
    """A3.42, D22.40 (rch17): "možeš da dobiješ 1 život" asked as Milost Vrela's trigger
    resolves is an optional action, "yes" or "no" alike: it ends the stretch every round, so
    the loop of Večni Povratak and Prazna Ljuštura goes on by the player's choice (he can't
    stop the deaths, but nothing of it is a draw; D22.20: he decides each iteration) and no
    round is a repetition. The same loop with a choice the trigger forces (`WORST`,
    "color_each_round") is a draw."""
    game = _game(pool, "[Večni Povratak, Milost Vrela, Prazna Ljuštura]", "[]")
    asked = 0
    for _ in range(600):
        d = game.pending
        assert game.result is None and d is not None
        if d.kind == DecisionKind.PRIORITY:
            game.submit(next(a for a in d.options if isinstance(a, Action) and a.kind == "pass"))
        elif d.kind == DecisionKind.YES_NO:
            asked += 1
            game.submit(answer)
        else:
            game.submit(list(d.options))  # the order of the two triggers (D11.30)
    assert game.result is None and asked > 20


@pytest.mark.parametrize(
    ("low", "high", "breaks"),
    [(1, 1, False), (2, 2, False), (0, 1, True), (0, 2, True), (1, 2, True)],
)
def test_d22_40_a3_42_choosing_some_cards_is_optional_only_when_fewer_may_be_chosen(
    low: int, high: int, breaks: bool
) -> None:
    """A3.42, D22.40 (rch17): a choice of exactly N cards as an effect resolves ("odbaci
    kartu", "ubaci kartu bića iz svoje ruke u igru") is forced, a choice inside a mandatory
    action; "up to N" ("do N", "možeš da izabereš biće": copies, a search that may fail to find)
    lets the player choose fewer, and so decline: an optional action, which ends the stretch."""
    d = Decision(0, DecisionKind.CHOOSE_SOME, "resolve.discard", (11, 12), low, high)
    assert choice_breaks_loop(InstructionsFrame(item_id=1), d) is breaks


@pytest.mark.parametrize(
    ("kind", "prompt"),
    [
        (DecisionKind.CHOOSE_ONE, "damage.which_share"),
        (DecisionKind.ORDER, "damage.order"),
        (DecisionKind.CHOOSE_ONE, "damage.mode"),
    ],
)
def test_d22_40_a3_42_the_choices_of_a_damage_event_are_inside_a_mandatory_action(
    kind: DecisionKind, prompt: str
) -> None:
    """A3.42, D22.40: which damage a shield covers (D20.72), which effect applies first (D20.91)
    and a modal replacement's mode (D20.67) are forced on a player while damage is dealt: they
    don't end a stretch of a mandatory loop (`WORST`, "damage_replacement_each_round")."""
    frame = DamageFrame(shares=[], result=DamageResult())
    assert choice_breaks_loop(frame, Decision(1, kind, prompt, (0, 1))) is False


def test_d22_40_b16_63_two_abilities_of_one_source_on_the_niz_are_different_positions(
    pool: dict[str, CardDef],
) -> None:
    """D22.40, B16.63: an ability on the niz has the text of the ability that made it, so the
    same source's "gain 1 life" and "lose 1 life" on the niz are different positions — a loop
    is a repetition of the same events, and these are not."""
    setup = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        play: [Dvolični Kamen]
      - name: Boris
    stack:
      - {ability: Dvolični Kamen}
    """
    gain = build_game(load_text(textwrap.dedent(setup)), pool, 1)
    lose = gain.copy()
    other = lose.objects[lose.stack[0].source].card.activated[1]
    lose.stack[0] = dataclasses.replace(lose.stack[0], ability=other, effects=other.effects)
    assert gain.stack[0].ability != other
    assert mandatory_position(gain)[0] != mandatory_position(lose)[0]
    # the same ability is the same position, whatever the niz item's id
    again = gain.copy()
    again.stack[0] = dataclasses.replace(again.stack[0], id=again.new_stack_id())
    assert mandatory_position(again)[0] == mandatory_position(gain)[0]
