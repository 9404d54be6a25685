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

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from driver import game_screen, press, settle, to_decision
from textual._compositor import Compositor
from textual.pilot import Pilot
from textual.widget import Widget

from izvori.engine import DecisionKind
from izvori.tools.screenshots import _game_app, full_board_game
from izvori.tui.prompts.choice import SingleChoicePrompt
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


async def test_cursor_toggle_and_payment_keys_lay_out_nothing(monkeypatch: Any) -> None:
    app = _game_app(full_board_game())
    with counting_layouts(monkeypatch) as layouts:
        async with app.run_test(size=(100, 30)) as pilot:
            await to_decision(pilot, 0)
            screen = game_screen(app)
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
