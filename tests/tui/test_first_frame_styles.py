"""Issue 11 item 6 (session 9, the first frame): the start screen is not styled a second time
when it is first shown (`StartScreen._on_screen_resume`) — and every widget on it has the
styles that a second styling gives, at 80×24 and 100×30, newcomer or not; a later resume
styles it again as Textual asks."""

from __future__ import annotations

from typing import Any

import pytest
from driver import start_screen
from textual import events
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widgets import Button

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup


def styles_of(screen: StartScreen) -> dict[DOMNode, dict[str, Any]]:
    return {node: dict(node.styles.base._rules) for node in screen.walk_children(with_self=True)}


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("newcomer", [True, False])
async def test_the_start_screen_first_shown_has_the_styles_a_second_styling_gives(
    size: tuple[int, int], newcomer: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not newcomer:
        monkeypatch.setattr("izvori.tui.screens.start.is_done", lambda: True)
    applied: list[DOMNode] = []
    apply = Stylesheet.apply

    def counted(self: Stylesheet, node: DOMNode, *args: Any, **kwargs: Any) -> None:
        applied.append(node)
        apply(self, node, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "apply", counted)
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        assert screen.query_one("#tutorial" if newcomer else "#begin").has_focus
        # styled once as mounted (a Select showing its value is styled again by Textual:
        # its classes changed; the focused button too, as it takes the focus)
        boxes = [screen, *screen.query("Center, #start-box, #start-form, .start-player")]
        assert all(applied.count(node) == 1 for node in boxes)
        # session 11: a button is born with the class its `flat` watcher gives it
        # (SettledButton), so that watcher does not style it again
        buttons = [b for b in screen.query(Button) if not b.has_focus]
        assert len(buttons) >= 4
        assert all(applied.count(b) == 1 for b in buttons), [applied.count(b) for b in buttons]
        first = styles_of(screen)
        screen.update_node_styles(animate=False)
        await pilot.pause()
        assert styles_of(screen) == first

        # shown again later: Textual's resume styles it as it asks
        applied.clear()
        resume = events.ScreenResume()
        screen.post_message(resume)
        await pilot.pause()
        assert resume.refresh_styles and screen in applied
