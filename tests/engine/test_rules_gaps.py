"""Rules of chapters A, C, D and E that were listed as "not yet" in docs/rules-coverage.md and
that a scenario file can't express well: deck files, the game loop itself, the shape of a
decision, the turn plan and the moment a card becomes a spell.

Scenarios for the same gaps are in tests/scenarios/pravila/.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from izvori.cards.library import Report, load_deck
from izvori.cards.schema import CardError, build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.frames import Frame
from izvori.engine.game import Game
from izvori.engine.mana import ManaCost, ManaPool
from izvori.engine.objects import StackKind, Zone, player_ref
from izvori.engine.steps import STEP_PHASE, TURN_STEPS, Phase, Step
from izvori.scenario.table import card_pool, obj, setup

ANA, BORIS = 0, 1


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


# ------------------------------------------------------------------ A1, A3
def test_a1_40_there_is_no_maximum_deck_size(pool: dict[str, CardDef], tmp_path: Path) -> None:
    """A1.40: no maximum deck size — a 120-card deck loads and a game starts with it."""
    names = sorted(n for n, c in pool.items() if c.cost is not None)[:30]
    path = tmp_path / "veliki.yaml"
    path.write_text(
        "name: Veliki\ncards:\n" + "".join(f"  {n}: 4\n" for n in names), encoding="utf-8"
    )
    report = Report()
    deck = load_deck(path, pool, report)
    assert deck is not None, report.problems
    assert report.problems == []
    assert len(deck.cards) == 120
    game = Game([deck.cards, deck.cards], seed=1, starting_player=0)
    assert len(game.players[ANA].hand) == 7
    assert len(game.players[ANA].library) == 113
    assert game.result is None


@dataclass
class _EndlessFrame(Frame):
    """A procedure that never finishes and never asks anything: a loop nobody can stop."""

    def run(self, game: Game) -> Decision | None:
        return None


@dataclass
class _ChoiceLoopFrame(Frame):
    """A long mandatory stretch that always ends in a choice (a loop with an optional action)."""

    spins: int = 0
    answered: int = 0

    def run(self, game: Game) -> Decision | None:
        self.spins += 1
        if self.spins < 150_000:
            return None
        return Decision(ANA, DecisionKind.YES_NO, "test.loop", (True, False))

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        self.spins = 0
        self.answered += 1


QUIET = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        library: [Grom]
      - name: Boris
        library: [Grom]
"""


def test_a3_42_d22_40_a_loop_nobody_can_stop_is_a_draw(pool: dict[str, CardDef]) -> None:
    """A3.42, D22.40: a loop of mandatory actions with no way to stop it ends the game in a
    draw (the engine's game loop gives up on a procedure that never reaches a decision)."""
    game = setup(pool, QUIET)
    assert game.result is None
    game.frames.append(_EndlessFrame())
    game._advance()
    assert game.result is not None
    assert game.result.winner is None
    assert game.result.reason == "loop"
    assert game.pending is None


def test_a3_42_a_loop_with_a_choice_is_not_a_draw(pool: dict[str, CardDef]) -> None:
    """A3.42: loops that contain an optional action don't end in a draw — a player's choice
    comes round again and again (here 300 000 mandatory steps in all), and the game goes on."""
    game = setup(pool, QUIET)
    frame = _ChoiceLoopFrame()
    game.frames.append(frame)
    game._advance()
    for _ in range(2):
        assert game.pending is not None and game.pending.prompt == "test.loop"
        game.submit(True)
    assert frame.answered == 2
    assert game.result is None
    assert game.pending is not None and game.pending.prompt == "test.loop"


def test_a3_50_a_player_who_loses_leaves_the_game(pool: dict[str, CardDef]) -> None:
    """A3.50: a player who loses leaves the game; in a two-player game that ends it — nobody is
    asked anything any more and no answer is accepted."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            play:
              - {card: Oluja, as_source: true}
          - name: Boris
            life: 20
        """,
    )
    grom = obj(game, "Grom", Zone.HAND)
    game.submit(Action("cast", grom))
    assert game.pending is not None and game.pending.kind == DecisionKind.TARGETS
    game.submit([player_ref(BORIS)])
    while game.pending is not None and game.result is None:
        if game.pending.kind == DecisionKind.PAY:
            game.submit(Action("auto"))
        else:
            game.submit(Action("pass"))
    assert game.players[BORIS].lost
    assert game.result is not None and game.result.winner == ANA
    assert game.pending is None
    with pytest.raises(IllegalAnswer):
        game.submit(Action("pass"))


def test_a3_50_a_player_who_leaves_the_game_loses(pool: dict[str, CardDef]) -> None:
    """A3.50: leaving the game (conceding, A3.31) loses it."""
    game = setup(pool, QUIET)
    game.concede(BORIS)
    assert game.players[BORIS].lost
    assert game.result is not None
    assert game.result.winner == ANA
    assert game.result.reason == "concede"


# ------------------------------------------------------------------ A5
def test_a5_10_only_whole_numbers_can_be_chosen(pool: dict[str, CardDef]) -> None:
    """A5.10: the game uses whole numbers only — X can't be 1.5, and a card can't print a
    decimal power or damage."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Vatrene Strele]
            play:
              - {card: Grom, as_source: true}
              - {card: Oluja, as_source: true}
              - {card: Piromanija, as_source: true}
          - name: Boris
        """,
    )
    game.submit(Action("cast", obj(game, "Vatrene Strele", Zone.HAND)))
    assert game.pending is not None and game.pending.kind == DecisionKind.NUMBER
    before = game.digest()
    for bad in (1.5, "2", True):
        with pytest.raises(IllegalAnswer) as exc:
            game.submit(bad)
        assert exc.value.key == "answer.not_a_number"
        assert game.digest() == before
    game.submit(2)
    assert game.stack[-1].x == 2

    for power, toughness in ((25.5, 20), (20, 1.5)):
        card = load_text(
            f"name: Pola\ncost: '1Z'\ntype: Biće\npower: {power}\ntoughness: {toughness}\n"
        )
        with pytest.raises(CardError):
            build_card(card, 1)
    dmg = load_text(
        "name: Pola Groma\ncost: R\ntype: Iznenađenje\ntargets: [{kind: player}]\n"
        "effects: [{damage: {to: target, amount: 12.5}}]\n"
    )
    with pytest.raises(CardError):
        build_card(dmg, 1)


def test_a5_32_numbers_give_how_much_mana_of_each_kind(pool: dict[str, CardDef]) -> None:
    """A5.32: a cost says how many mana of each kind to pay. "3ZZ" is two green and three of
    any kind: two green and three red pay it, so do five green; one green and four red don't,
    and neither do four mana in all."""
    cost = ManaCost.parse("3ZZ")
    assert cost.generic == 3
    assert dict(cost.colored) == {"Z": 2}
    assert cost.total() == 5
    assert str(cost) == "3ZZ"
    assert ManaPool({"Ž": 0, "P": 0, "C": 0, "R": 3, "Z": 2, "B": 0}).can_pay(cost)
    assert ManaPool({"Ž": 0, "P": 0, "C": 0, "R": 0, "Z": 5, "B": 0}).can_pay(cost)
    assert not ManaPool({"Ž": 0, "P": 0, "C": 0, "R": 4, "Z": 1, "B": 0}).can_pay(cost)
    assert not ManaPool({"Ž": 0, "P": 0, "C": 0, "R": 2, "Z": 2, "B": 0}).can_pay(cost)
    assert pool["Lesni Trol"].cost == ManaCost.parse("2ZZ")
    pay = ManaPool({"Ž": 0, "P": 0, "C": 0, "R": 3, "Z": 3, "B": 0})
    pay.pay(cost)
    assert pay.total() == 1  # exactly five mana were taken


# ------------------------------------------------------------------ C6
def test_c6_10_two_main_phases_separated_by_combat(pool: dict[str, CardDef]) -> None:
    """C6.10: every turn has two main phases, the first before combat and the second after it,
    separated by the combat phase."""
    phases = [STEP_PHASE[s] for s in TURN_STEPS]
    order = [p for i, p in enumerate(phases) if i == 0 or phases[i - 1] != p]
    assert order == [Phase.BEGINNING, Phase.MAIN1, Phase.COMBAT, Phase.MAIN2, Phase.ENDING]
    game = setup(pool, QUIET)
    plan = [s for s, _ in game.turn_plan]
    main1, main2 = plan.index(Step.MAIN1), plan.index(Step.MAIN2)
    between = plan[main1 + 1 : main2]
    assert between and all(STEP_PHASE[s] == Phase.COMBAT for s in between)
    assert Step.BEGIN_COMBAT in between and Step.END_COMBAT in between
    # a sorcery (Magične Reči) can be cast in both main phases of the active player
    game = setup(
        pool,
        """
        active: Ana
        step: glavna2
        players:
          - name: Ana
            hand: [Magične Reči]
            library: [Grom, Grom]
            play:
              - {card: Rosna Vila, as_source: true}
              - {card: Magične Reči, as_source: true}
              - {card: Maglovita Prikaza, as_source: true}
          - name: Boris
        """,
    )
    assert game.step == Step.MAIN2
    assert game.pending is not None
    assert Action("cast", obj(game, "Magične Reči", Zone.HAND)) in game.pending.options


# ------------------------------------------------------------------ D2
def test_d2_10_the_card_becomes_a_spell_on_the_niz_first(pool: dict[str, CardDef]) -> None:
    """D2.10: as the first step of casting, the card becomes a spell and moves to the niz from
    the zone it was cast from (the hand) — before targets are chosen and costs are paid."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            play:
              - {card: Oluja, as_source: true}
          - name: Boris
        """,
    )
    grom = obj(game, "Grom", Zone.HAND)
    game.submit(Action("cast", grom))
    assert game.pending is not None and game.pending.kind == DecisionKind.TARGETS
    assert game.objects[grom].zone == Zone.STACK
    assert grom not in game.players[ANA].hand
    assert len(game.stack) == 1
    assert game.stack[0].kind == StackKind.SPELL and game.stack[0].source == grom
    assert not game.objects[obj(game, "Oluja")].tapped  # nothing is paid yet
