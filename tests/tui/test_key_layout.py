"""Issue 11 item 6: keys that change no layout lay out nothing.

A layout of the whole screen (Textual's `Compositor.reflow`) costs a key ~20–25 ms of CPU on
the game screen; these keys must not cause one: toggling an attacker, tapping a source while
paying (and taking it back). A prompt of the same list shape (prednost → a target → prednost,
a payment) is shown by the same widget, re-classed and refilled. Counted, not timed: the count
does not depend on the machine's load. (A cursor move lays out the screen only when the card
panel's text gets another number of lines: tui_bench's "cursor" key measures one that does
not.)
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from driver import game_screen, press, settle, to_decision
from textual._compositor import Compositor
from textual.pilot import Pilot
from textual.widget import Widget

from izvori.engine import Decision, DecisionKind, player_ref
from izvori.tools.screenshots import _game_app, full_board_game
from izvori.tui.prompts import PromptBase, prompt_class
from izvori.tui.prompts.choice import SingleChoicePrompt
from izvori.tui.prompts.number import NumberPrompt
from izvori.tui.prompts.priority import PayPrompt, PriorityPrompt
from izvori.tui.screens.game import GameScreen


class Layouts:
    count = 0


@contextmanager
def counting_layouts(monkeypatch: Any) -> Iterator[Layouts]:
    layouts = Layouts()
    original = Compositor.reflow

    def reflow(self: Compositor, parent: Widget, size: Any) -> Any:
        layouts.count += 1
        return original(self, parent, size)

    monkeypatch.setattr(Compositor, "reflow", reflow)
    yield layouts


async def keys_layouts(pilot: Pilot[Any], layouts: Layouts, *keys: str) -> int:
    await settle(pilot)
    before = layouts.count
    await press(pilot, *keys)
    return layouts.count - before


def option_key(screen: GameScreen, kind: str, name: str) -> str:
    assert isinstance(screen.prompt, PriorityPrompt)
    for n, action in enumerate(screen.prompt.numbered(), start=1):
        card = screen.gview.find_card(action.obj)
        if action.kind == kind and card is not None and card.name == name:
            return str(n)
    raise AssertionError(f"no {kind} of {name}")


@asynccontextmanager
async def full_board(monkeypatch: Any) -> AsyncIterator[tuple[Pilot[Any], GameScreen, Layouts]]:
    """The full board's game at Ana's prednost, its layouts counted."""
    app = _game_app(full_board_game())
    with counting_layouts(monkeypatch) as layouts:
        async with app.run_test(size=(100, 30)) as pilot:
            await to_decision(pilot, 0)
            yield pilot, game_screen(app), layouts


async def test_cursor_toggle_and_payment_keys_lay_out_nothing(monkeypatch: Any) -> None:
    async with full_board(monkeypatch) as (pilot, screen, layouts):
        # cast Grom: its target prompt is the prednost prompt's widget, refilled
        prompt = screen.prompt
        await press(pilot, option_key(screen, "cast", "Grom"))
        assert screen.decision is not None and screen.decision.kind == DecisionKind.TARGETS
        assert screen.prompt is prompt and isinstance(prompt, SingleChoicePrompt)
        await press(pilot, "escape")
        assert screen.prompt is prompt and isinstance(prompt, PriorityPrompt)
        # paying: a source tapped by its digit, and taken back (U), change the board only
        await press(pilot, option_key(screen, "cast", "Vatrene Strele"), "2", "enter", "1")
        assert screen.decision is not None and screen.decision.kind == DecisionKind.PAY
        assert screen.prompt is prompt and isinstance(prompt, PayPrompt)
        pool = screen.ctl.game.players[0].pool.total()
        assert await keys_layouts(pilot, layouts, "1") == 0
        assert screen.ctl.game.players[0].pool.total() == pool + 1
        assert await keys_layouts(pilot, layouts, "u") == 0
        assert screen.ctl.game.players[0].pool.total() == pool
        # the attack: toggling an attacker marks it on the board, with no layout
        await press(pilot, "escape", "d")
        assert screen.decision is not None and screen.decision.kind == DecisionKind.ATTACKERS
        assert await keys_layouts(pilot, layouts, "1") == 0
        assert screen.prompt is not None and len(screen.prompt.chosen()) == 1
        assert await keys_layouts(pilot, layouts, "1") == 0
        assert not screen.prompt.chosen()


def made_up(game: Any) -> dict[DecisionKind, Decision]:
    """Decisions for Ana of the kinds no key on this board brings (on its own objects)."""
    mine = [o for o in game.battlefield if game.objects[o].controller == 0]
    theirs = [o for o in game.battlefield if game.objects[o].controller == 1]
    mine = [o for o in mine if game.objects[o].card.power is not None]
    theirs = [o for o in theirs if game.objects[o].card.power is not None]
    pairs = tuple((b, a) for b in mine[:3] for a in theirs[:2])
    return {
        DecisionKind.BLOCKERS: Decision(
            0, DecisionKind.BLOCKERS, "combat.blockers", pairs, 0, 3, {"attackers": theirs[:2]}
        ),
        DecisionKind.DIVIDE: Decision(
            0,
            DecisionKind.DIVIDE,
            "cast.divide",
            (player_ref(1), *theirs[:2]),
            1,
            3,
            {"total": 40, "minimum": 5},
        ),
        DecisionKind.ORDER: Decision(
            0, DecisionKind.ORDER, "triggers.order", (0, 1, 2), context={"triggers": mine}
        ),
        DecisionKind.TARGETS: Decision(
            0, DecisionKind.TARGETS, "cast.targets", (player_ref(1), *theirs[:4]), 1, 3
        ),
        DecisionKind.CHOOSE_SOME: Decision(
            0, DecisionKind.CHOOSE_SOME, "cleanup.discard", tuple(mine[:3]), 1, 1, {"count": 1}
        ),
    }


async def test_every_kind_of_prompt_is_the_one_widget_and_its_keys_lay_out_nothing(
    monkeypatch: Any,
) -> None:
    """X, blockers, a division, an ordering, several targets, cards to choose: the same
    widget as prednost, re-classed and refilled (nothing mounted or removed); a key that
    changes an uncommitted choice in them lays out nothing."""
    async with full_board(monkeypatch) as (pilot, screen, layouts):
        prompt = screen.prompt
        await press(pilot, option_key(screen, "cast", "Vatrene Strele"))
        assert screen.decision is not None and screen.decision.kind == DecisionKind.NUMBER
        assert screen.prompt is prompt and isinstance(prompt, NumberPrompt)
        x = prompt.value()
        assert await keys_layouts(pilot, layouts, "down") == 0
        assert prompt.value() == x - 1 and f"Broj: {x - 1}" in prompt.title()
        await press(pilot, "escape")
        real = screen.decision
        assert real is not None and real.kind == DecisionKind.PRIORITY
        keys = {
            DecisionKind.BLOCKERS: ("1", "1"),
            DecisionKind.DIVIDE: ("right", "left", "2"),
            DecisionKind.ORDER: ("1",),
            DecisionKind.TARGETS: ("1",),  # (another row: the card panel follows)
            DecisionKind.CHOOSE_SOME: ("1",),
        }
        for kind, decision in made_up(screen.ctl.game).items():
            screen.present(decision)
            await settle(pilot)
            assert screen.prompt is prompt and type(prompt) is prompt_class(decision)
            assert await keys_layouts(pilot, layouts, *keys[kind]) == 0, kind
            assert prompt.chosen() or kind in (DecisionKind.DIVIDE, DecisionKind.ORDER)
            screen.present(real)
            await settle(pilot)
        assert len(screen.query(PromptBase)) == 1
