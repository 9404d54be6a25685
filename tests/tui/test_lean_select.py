"""Issue 11 item 6 (session 10, the first frame): the start screen's `LeanSelect`s
(izvori/tui/widgets/select.py) look and behave as Textual's `Select`s they replace, with two
widgets each instead of six until a list is first opened."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from snapshots import normalize
from textual.app import App, ComposeResult
from textual.widgets import Button, Select
from textual.widgets._select import SelectOverlay

import izvori.tui.screens.start as start
from izvori.tools.screenshots import start_app
from izvori.tui.widgets.select import LeanSelect

KEYS: tuple[tuple[str, ...], ...] = (
    (),  # the start screen as it opens (the "Počni" button focused)
    ("shift+tab", "shift+tab"),  # the last list (the second player's deck) focused
    ("shift+tab", "shift+tab", "enter"),  # ... and opened over the buttons
    ("shift+tab", "shift+tab", "enter", "down"),  # ... its cursor moved
    # another one (the first player's deck) chosen: the value shown
    ("shift+tab",) * 5 + ("space", "down", "enter"),
)


async def start_screen_svg(
    select: type[Select[Any]], size: tuple[int, int], keys: Sequence[str]
) -> tuple[str, Any]:
    app = start_app()
    async with app.run_test(size=size) as pilot:
        start.LeanSelect = select  # type: ignore[misc]
        try:
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            await pilot.pause()
            # focusing a list out of view scrolls the form to it, animated (Screen.set_focus →
            # scroll_to_center): the picture is taken once the scroll has arrived, for both
            await pilot.wait_for_scheduled_animations()
            focused = app.focused
            assert focused is not None
            return normalize(app.export_screenshot(title="x")), (focused.id, focused.parent.id)
        finally:
            start.LeanSelect = LeanSelect  # type: ignore[misc]


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
@pytest.mark.parametrize("keys", KEYS, ids=lambda k: "-".join(k) or "opened")
async def test_the_start_screen_looks_the_same_with_textual_selects(
    size: tuple[int, int], keys: tuple[str, ...]
) -> None:
    theirs, their_focus = await start_screen_svg(Select, size, keys)
    ours, our_focus = await start_screen_svg(LeanSelect, size, keys)
    assert our_focus == their_focus
    assert ours == theirs


OPTIONS = [("Prva", 1), ("Druga [b]jaka[/]", 2), ("Treća, s dugim imenom koje se lomi", 3)]


class Form(App[None]):
    def __init__(self, select: type[Select[int]], width: int = 30, blank: bool = False) -> None:
        super().__init__()
        self.select_type = select
        self.width = width
        self.blank = blank  # a list that may stay unchosen (the card browser's filters)
        self.changes: list[object] = []

    def compose(self) -> ComposeResult:
        yield Button("pre", id="pre")
        if self.blank:  # no value given: nothing chosen yet
            select = self.select_type(OPTIONS, allow_blank=True, id="s")
        else:
            select = self.select_type(OPTIONS, value=2, allow_blank=False, id="s")
        select.styles.width = self.width
        yield select
        yield Button("post", id="post")

    def on_select_changed(self, event: Select.Changed) -> None:
        self.changes.append(event.value)


def cells(app: App[None]) -> list[list[tuple[str, object]]]:
    """The screen cell by cell: each character and its style. (Where a frame's segments are
    split can differ: the screen's lines are cut at every widget's edge, and an open list
    covers the three widgets of Textual's current-value line but one widget of ours.)"""
    return [
        [(ch, seg.style) for seg in strip for ch in seg.text]
        for strip in app.screen._compositor.render_strips()
    ]


async def drive(
    select: type[Select[int]], steps: Sequence[object], width: int, blank: bool = False
) -> list[object]:
    """What a player sees after each step: the screen, the value, the focus, the open list."""
    app = Form(select, width, blank)
    seen: list[object] = []
    async with app.run_test(size=(50, 20)) as pilot:
        await pilot.pause()
        for step in steps:
            if isinstance(step, tuple):  # a click at an offset of the select
                await pilot.click("#s", offset=step)
            else:
                await pilot.press(str(step))
            await pilot.pause()
            await pilot.pause()
            s = app.query_one("#s", Select)
            seen.append(
                (
                    cells(app),
                    s.value,
                    s.expanded,
                    app.focused.id if app.focused is not None else None,
                    isinstance(app.focused, SelectOverlay),
                    list(app.changes),
                )
            )
    return seen


STEPS: dict[str, tuple[object, ...]] = {
    "keys": ("tab", "enter", "down", "enter", "space", "up", "up", "escape", "down", "escape"),
    "search": ("tab", "up", "t", "enter", "tab", "shift+tab", "down", "p", "r", "enter"),
    "clicks": ((3, 1), (3, 4), (3, 1), (3, 6), (3, 1), (3, 1), (3, 5)),
    "leaving an open list": ("tab", "enter", "tab", "shift+tab", "enter", "down", "tab"),
}


@pytest.mark.parametrize("steps", STEPS.values(), ids=STEPS.keys())
@pytest.mark.parametrize("width", [30, 14])
@pytest.mark.parametrize("blank", [False, True], ids=["chosen", "blank"])
async def test_a_lean_select_behaves_and_looks_as_textuals_select(
    steps: tuple[object, ...], width: int, blank: bool
) -> None:
    theirs = await drive(Select, steps, width, blank)
    ours = await drive(LeanSelect, steps, width, blank)
    for n, (mine, textual) in enumerate(zip(ours, theirs, strict=True)):
        assert mine == textual, f"step {n}: {steps[n]!r}"
    if not (blank and steps == STEPS["leaving an open list"]):  # those steps choose nothing
        assert ours[-1][5], "the steps chose something"


async def test_its_list_is_made_when_first_opened() -> None:
    app = Form(LeanSelect)
    async with app.run_test(size=(50, 20)) as pilot:
        s = app.query_one("#s", LeanSelect)
        assert [type(w).__name__ for w in s.children] == ["SelectLine"]
        await pilot.press("tab", "enter")
        await pilot.pause()
        assert [type(w).__name__ for w in s.children] == ["SelectLine", "ListOverlay"]
        # new options reach the list made from the old ones
        s.set_options([("Jedna", 7), ("Dve", 8)])
        await pilot.pause()
        assert s.value == 7
        assert [str(o.prompt) for o in s.query_one("SelectOverlay").options] == ["Jedna", "Dve"]  # type: ignore[attr-defined]
