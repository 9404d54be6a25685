"""Every kind of decision the engine can pend has a prompt that builds a legal answer."""

from __future__ import annotations

from typing import Any

import pytest
from games import demo_game
from prompt_host import Host

from izvori.engine.casting import check_division, check_subset
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import player_ref
from izvori.engine.requirements import Rules
from izvori.engine.view import view
from izvori.tui.prompts import PROMPTS, prompt_for
from izvori.tui.prompts.base import PromptBase
from izvori.tui.prompts.blockers import BlockersPrompt


def board_game() -> tuple[Game, list[int], list[int]]:
    """A demo game with three creatures a side put into play directly."""
    g = demo_game(seed=4, first=0)
    from izvori.engine.objects import Zone

    mine: list[int] = []
    theirs: list[int] = []
    for p, out in ((0, mine), (1, theirs)):
        creatures = [i for i in g.players[p].library if g.objects[i].card.power is not None][:3]
        for oid in creatures:
            g.move(oid, Zone.PLAY, controller=p)
            out.append(oid)
    return g, mine, theirs


def decision_for(kind: DecisionKind, g: Game, mine: list[int], theirs: list[int]) -> Decision:
    hand = g.players[0].hand
    if kind == DecisionKind.PRIORITY:
        return Decision(0, kind, "priority", (PASS, Action("source", hand[0])))
    if kind == DecisionKind.PAY:
        return Decision(
            0,
            kind,
            "pay.mana",
            (Action("auto"), Action("cancel")),
            context={"cost": "1R", "pool": {}},
            can_cancel=True,
        )
    if kind == DecisionKind.TARGETS:
        return Decision(0, kind, "cast.targets", (player_ref(1), *theirs), 1, 2)
    if kind == DecisionKind.CHOOSE_ONE:
        return Decision(0, kind, "cast.sacrifice", tuple(mine))
    if kind == DecisionKind.CHOOSE_SOME:
        return Decision(0, kind, "cleanup.discard", tuple(hand), 2, 2, {"count": 2})
    if kind == DecisionKind.ATTACKERS:
        return Decision(0, kind, "combat.attackers", tuple(mine), 0, len(mine))
    if kind == DecisionKind.BLOCKERS:
        pairs = tuple((b, a) for b in theirs for a in mine[:2])
        return Decision(1, kind, "combat.blockers", pairs, 0, len(theirs), {"attackers": mine[:2]})
    if kind == DecisionKind.DIVIDE:
        return Decision(
            0, kind, "cast.divide", (player_ref(1), theirs[0]), 2, 2, {"total": 40, "minimum": 5}
        )
    if kind == DecisionKind.ORDER:
        return Decision(0, kind, "triggers.order", (0, 1, 2), context={"triggers": mine})
    if kind == DecisionKind.YES_NO:
        return Decision(0, kind, "cast.kicker", (True, False), context={"cost": "2"})
    if kind == DecisionKind.NUMBER:
        return Decision(0, kind, "cast.x", (), 0, 4)
    raise AssertionError(kind)


def board_prompt(kind: DecisionKind) -> PromptBase:
    """The prompt Ana (player 0) would see for a decision of `kind` on the test board."""
    g, mine, theirs = board_game()
    return prompt_for(decision_for(kind, g, mine, theirs), view(g, 0))


KEYS: dict[DecisionKind, list[str]] = {
    DecisionKind.PRIORITY: ["1"],
    DecisionKind.PAY: ["enter"],
    DecisionKind.TARGETS: ["space", "down", "space", "enter"],
    DecisionKind.CHOOSE_ONE: ["down", "enter"],
    DecisionKind.CHOOSE_SOME: ["space", "down", "space", "enter"],
    DecisionKind.ATTACKERS: ["space", "down", "down", "space", "enter"],
    DecisionKind.BLOCKERS: [
        "down",
        "enter",
        "enter",
        "down",
        "down",
        "enter",
        "down",
        "enter",
        "home",
        "enter",
    ],
    DecisionKind.DIVIDE: ["enter"],
    DecisionKind.ORDER: ["down", "enter", "enter", "enter"],
    DecisionKind.YES_NO: ["n"],
    DecisionKind.NUMBER: ["down", "enter"],
}


def check(kind: DecisionKind, d: Decision, answer: Any) -> None:
    """The answer has the shape the engine accepts and passes its own checks."""
    if kind in (
        DecisionKind.PRIORITY,
        DecisionKind.PAY,
        DecisionKind.CHOOSE_ONE,
        DecisionKind.YES_NO,
    ):
        assert answer in d.options
    elif kind in (DecisionKind.TARGETS, DecisionKind.CHOOSE_SOME, DecisionKind.ATTACKERS):
        check_subset(d, answer)
    elif kind == DecisionKind.BLOCKERS:
        blockers = [b for b, _a in answer]
        assert len(blockers) == len(set(blockers))
        assert all((b, a) in d.options for b, a in answer)
    elif kind == DecisionKind.DIVIDE:
        check_division(d, [tuple(p) for p in answer], d.context["total"])
    elif kind == DecisionKind.ORDER:
        assert sorted(answer) == list(d.options)
    elif kind == DecisionKind.NUMBER:
        assert d.min <= answer <= d.max


def test_every_decision_kind_has_a_prompt() -> None:
    assert set(PROMPTS) == set(DecisionKind)


@pytest.mark.parametrize("kind", list(DecisionKind))
async def test_prompt_answers(kind: DecisionKind) -> None:
    g, mine, theirs = board_game()
    d = decision_for(kind, g, mine, theirs)
    prompt = prompt_for(d, view(g, d.player))
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for key in KEYS[kind]:
            await pilot.press(key)
            await pilot.pause()
        assert app.answers, f"no answer for {kind}"
        answer = app.answers[-1]
        check(kind, d, answer)
        if kind == DecisionKind.ATTACKERS:
            assert len(answer) == 2
        if kind == DecisionKind.BLOCKERS:
            assert len(answer) == 2  # two blockers, both on the first attacker
        if kind == DecisionKind.YES_NO:
            assert answer is False
        if kind == DecisionKind.NUMBER:
            assert answer == 3


async def test_escape_undoes_uncommitted_attackers() -> None:
    prompt = board_prompt(DecisionKind.ATTACKERS)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("space", "down", "space")
        assert len(prompt.chosen()) == 2
        assert prompt.reset() is True
        await pilot.pause()
        assert prompt.chosen() == set()
        await pilot.press("enter")
        assert app.answers == [[]]


async def test_illegal_block_is_explained() -> None:
    g, mine, theirs = board_game()
    d = decision_for(DecisionKind.BLOCKERS, g, mine, theirs)
    prompt = prompt_for(d, view(g, 1))
    assert isinstance(prompt, BlockersPrompt)
    prompt.explain = lambda answer: "Letača mogu blokirati samo letači"
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        prompt.pick_blocker(theirs[0])
        prompt.pick_attacker(mine[2])  # not among the legal pairs
        await pilot.pause()
        hint = str(prompt.query_one("#prompt-hint").render())
        assert "Nije dozvoljeno: Letača mogu blokirati samo letači" in hint
        assert prompt.pairs == []


async def test_a_blocker_that_may_block_two_attackers_is_picked_twice() -> None:
    """C10.25 exceptions (Šanac): the block prompt keeps both attackers of such a blocker; a
    blocker that may block one still replaces its choice when picked again."""
    g, mine, theirs = board_game()
    pairs = tuple((b, a) for b in theirs for a in mine[:2])
    rules = Rules(capacity={theirs[0]: 2}).to_context()
    context = {"attackers": mine[:2], "rules": rules}
    d = Decision(1, DecisionKind.BLOCKERS, "combat.blockers", pairs, 0, 4, context)
    prompt = prompt_for(d, view(g, 1))
    assert isinstance(prompt, BlockersPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        prompt.pick_blocker(theirs[0])
        prompt.pick_attacker(mine[0])
        prompt.pick_blocker(theirs[0])
        prompt.pick_attacker(mine[1])
        prompt.pick_blocker(theirs[1])
        prompt.pick_attacker(mine[0])
        prompt.pick_blocker(theirs[1])
        prompt.pick_attacker(mine[1])
        await pilot.pause()
        assert prompt.pairs == [(theirs[0], mine[0]), (theirs[0], mine[1]), (theirs[1], mine[1])]
