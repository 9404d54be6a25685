"""Issue 11 item 6 (session 7): what a key's frame costs, counted, and that the cuts change
nothing on the screen.

- A frame renders only the widgets that overlap a changed region (`SpanCompositor`), and
  what it sends to the terminal is exactly what Textual's compositor would send.
- A marked card's background is the colour CSS "$accent 12%" gave, in the current theme
  (drawn by its zone, widgets/zone.py).
- The prompt list keeps the rows it drew; a row drawn again in another place carries its
  new place (the click's meta: OptionList picks the row a click's meta names).
- A panel shown again with the same view and the same marks on its cards changes nothing.
- A full update (a screen's first frame) is what Textual would draw, with fewer lines rendered
  (session 11: the start screen's first frame).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from driver import game_screen, press, settle, to_decision
from rich.console import Console
from textual._compositor import ChopsUpdate, Compositor
from textual.app import App, ComposeResult
from textual.color import Color
from textual.geometry import Region
from textual.pilot import Pilot
from textual.screen import Screen
from textual.style import Style
from textual.widget import Widget
from textual.widgets.option_list import Option

from izvori.engine import DecisionKind
from izvori.tools.screenshots import _game_app, full_board_game
from izvori.tui.app import IzvoriApp
from izvori.tui.prompts.base import PromptList
from izvori.tui.prompts.priority import PriorityPrompt
from izvori.tui.screens.game import GameScreen
from izvori.tui.screens.start import StartScreen
from izvori.tui.widgets.board import PlayerPanel
from izvori.tui.widgets.frame import SpanCompositor, shown_lines
from izvori.tui.widgets.zone import CardZone


@asynccontextmanager
async def full_board() -> AsyncIterator[tuple[Pilot[Any], GameScreen]]:
    app = _game_app(full_board_game())
    async with app.run_test(size=(100, 30)) as pilot:
        await to_decision(pilot, 0)
        yield pilot, game_screen(app)


# a cursor move followed by another move, a new line or the end: it draws nothing (Textual's
# update sends one for a piece that ends where a changed span begins; a widget hidden behind
# others there is not asked for it, so its empty piece — and the move — is not sent)
IDLE_MOVE = re.compile(r"\x1b\[\d+;\d+H(?=\x1b\[\d+;\d+H|\r?\n|$)")


def drawn(update: str) -> str:
    """What a frame's update draws: its text without cursor moves that draw nothing."""
    return IDLE_MOVE.sub("", update)


def cast_key(screen: GameScreen, name: str) -> str:
    assert isinstance(screen.prompt, PriorityPrompt)
    for n, action in enumerate(screen.prompt.numbered(), start=1):
        card = screen.gview.find_card(action.obj)
        if action.kind == "cast" and card is not None and card.name == name:
            return str(n)
    raise AssertionError(name)


async def test_a_frame_sends_what_textual_would_and_renders_fewer_widgets(
    monkeypatch: Any,
) -> None:
    """Every partial frame of a few keys (a target prompt marking the board, Esc, a cursor
    move, a payment, an attacker toggled) is rendered both ways; the terminal gets the same
    characters."""
    console = Console(width=100, height=30, force_terminal=True, color_system="truecolor")
    frames: list[tuple[str, str, int, int]] = []
    rendered = [0]
    original_render_lines = Widget.render_lines

    def counted(self: Widget, crop: Any) -> Any:
        rendered[0] += 1
        return original_render_lines(self, crop)

    monkeypatch.setattr(Widget, "render_lines", counted)
    ours_update = SpanCompositor.render_partial_update

    def both(self: SpanCompositor) -> ChopsUpdate | None:
        regions = set(self._dirty_regions)
        rendered[0] = 0
        ours = ours_update(self)
        ours_count = rendered[0]
        self._dirty_regions.update(regions)
        rendered[0] = 0
        with monkeypatch.context() as textuals:  # Textual's own rendering of the update
            textuals.setattr(SpanCompositor, "_get_renders", Compositor._get_renders)
            theirs = Compositor.render_partial_update(self)
        if ours is not None and theirs is not None:
            frames.append(
                (
                    ours.render_segments(console),
                    theirs.render_segments(console),
                    ours_count,
                    rendered[0],
                )
            )
        return ours

    monkeypatch.setattr(SpanCompositor, "render_partial_update", both)
    async with full_board() as (pilot, screen):
        assert isinstance(screen._compositor, SpanCompositor)
        await press(pilot, cast_key(screen, "Grom"))
        assert screen.decision is not None and screen.decision.kind == DecisionKind.TARGETS
        await press(pilot, "escape", "down", "up")
        # a payment (a source tapped and untapped), then the attack (an attacker toggled)
        await press(pilot, cast_key(screen, "Vatrene Strele"), "2", "enter", "1")
        assert screen.decision is not None and screen.decision.kind == DecisionKind.PAY
        await press(pilot, "1", "u", "escape", "d")
        assert screen.decision is not None and screen.decision.kind == DecisionKind.ATTACKERS
        await press(pilot, "1", "1")
        await settle(pilot)
    assert frames
    for ours, theirs, _, _ in frames:
        assert drawn(ours) == drawn(theirs)
    assert sum(n for *_, n, _ in frames) < sum(n for *_, n in frames)


def card_background(zone: CardZone, card_id: int) -> Color:
    """The background a zone draws under its card (its first cell)."""
    index = [spec[1] for spec in zone.cards].index(card_id)
    row = next(r for r in zone._rows if any(c.index == index for c in r.cells))
    cell = next(c for c in row.cells if c.index == index)
    strip = zone.render_line(row.y - int(zone.scroll_y)).crop(cell.x, cell.x + 1)
    colour = strip._segments[0].style.bgcolor
    assert colour is not None
    return Color.from_rich_color(colour)


async def test_marked_cards_have_the_css_colour_of_the_current_theme() -> None:
    """A legal target's background is the colour CSS "$accent 12%" gave the chip, over the
    zone's own; it follows a theme change; unmarked cards keep the zone's background (the
    cards of a zone are drawn by the zone: widgets/zone.py)."""
    async with full_board() as (pilot, screen):
        await press(pilot, cast_key(screen, "Grom"))
        app = screen.app
        zones = list(screen.query(CardZone))
        legal = [(z, spec[1]) for z in zones for spec in z.cards if spec[1] in screen.marks().legal]
        assert legal
        others = [
            (z, spec[1])
            for z in zones
            for spec in z.cards
            if spec[1] and spec[1] not in screen.marks().legal and not spec[3] - {"creature"}
        ]
        assert others

        def expected(zone: CardZone) -> Color:
            accent = Color.parse(app.get_css_variables()["accent"]).multiply_alpha(0.12)
            return zone.visual_style.background + accent

        accent = expected(zones[0])
        assert all(card_background(z, cid) == expected(z) for z, cid in legal)
        assert all(card_background(z, cid) == z.visual_style.background for z, cid in others)
        app.theme = "nord" if app.theme != "nord" else "dracula"
        await settle(pilot)
        assert expected(zones[0]) != accent
        assert all(card_background(z, cid) == expected(z) for z, cid in legal)
        await press(pilot, "escape")  # back to prednost: nothing marked
        assert all(
            card_background(z, spec[1]) == z.visual_style.background
            for z in zones
            for spec in z.cards
            if spec[1] and not spec[3] - {"creature", "playable"}
        )


class ListApp(App[None]):
    def compose(self) -> ComposeResult:
        yield PromptList()


async def test_the_prompt_list_draws_a_row_once_and_keeps_its_place() -> None:
    app = ListApp()
    async with app.run_test(size=(40, 10)) as pilot:
        lst = app.query_one(PromptList)
        lst.set_options([Option("prvi", id="a"), Option("drugi", id="b")])
        await pilot.pause()
        first = lst.options[0]
        style = Style()
        drawn = lst._get_option_render(first, style)
        lst.set_options([Option("prvi", id="a"), Option("drugi", id="b")])
        assert lst.options[0] is first  # the same row in the same place: the same option
        assert lst._get_option_render(lst.options[0], style) is drawn
        # the rows swap places: each is drawn for its new place (the click's meta)
        lst.set_options([Option("drugi", id="b"), Option("prvi", id="a")])
        row = lst._get_option_render(lst.options[0], style)
        assert "drugi" in row[0].text
        # a row whose text was replaced in place (a toggled row's ✔) is not reused as the
        # row it was
        lst.set_options([Option("prvi", id="a")])
        lst.replace_option_prompt_at_index(0, "✔ prvi")
        lst.set_options([Option("prvi", id="a")])
        assert str(lst.options[0].prompt) == "prvi"
        lst.set_options([Option("drugi", id="b"), Option("prvi", id="a")])
        # OptionList takes a clicked row from its strip's meta
        assert all(seg.style is not None and seg.style.meta["option"] == 0 for seg in row[0])


async def test_a_panel_shown_again_unchanged_changes_nothing(monkeypatch: Any) -> None:
    async with full_board() as (_pilot, screen):
        shown: list[str] = []
        original = CardZone.show

        def spy(self: CardZone, *args: Any) -> None:
            shown.append(self.zone)
            original(self, *args)

        monkeypatch.setattr(CardZone, "show", spy)
        top = screen.query_one("#top", PlayerPanel)
        top.show(screen.gview, screen.marks(), top.index)
        assert shown == []
        screen.redraw()  # a new view: shown again
        assert shown


def test_a_widget_is_asked_only_for_lines_where_widgets_in_front_leave_some_of_it() -> None:
    """`shown_lines`: front to back, a widget covered on every line is left out, and the
    others keep the first and last line on which some of them shows."""
    screen = Region(0, 0, 10, 6)
    widgets = {
        "left": (Region(0, 0, 5, 4), screen),  # in front
        "right": (Region(5, 1, 5, 2), screen),
        "behind-both": (Region(0, 1, 10, 2), screen),  # covered on lines 1 and 2
        "container": (Region(0, 0, 10, 6), screen),  # shows on lines 0, 3, 4, 5
        "clipped": (Region(0, 0, 10, 10), Region(0, 0, 10, 6)),  # covered up to the clip
    }
    assert shown_lines(widgets) == {"left": (0, 4), "right": (1, 3), "container": (0, 6)}


def _full_update_both_ways(
    monkeypatch: pytest.MonkeyPatch, screen: Screen[Any]
) -> tuple[str, str, int, int]:
    """A full frame of `screen`, rendered by `SpanCompositor` and by Textual's own
    `_get_renders`: (ours, theirs, widgets' lines rendered by ours, by theirs)."""
    width, height = screen.size
    console = Console(width=width, height=height, force_terminal=True, color_system="truecolor")
    rendered = [0]
    original_render_lines = Widget.render_lines

    def counted(self: Widget, crop: Any) -> Any:
        rendered[0] += crop.height
        return original_render_lines(self, crop)

    with monkeypatch.context() as patched:
        patched.setattr(Widget, "render_lines", counted)
        compositor = screen._compositor
        assert isinstance(compositor, SpanCompositor)
        ours = compositor.render_full_update().render_segments(console)
        ours_lines, rendered[0] = rendered[0], 0
        patched.setattr(SpanCompositor, "_get_renders", Compositor._get_renders)
        theirs = compositor.render_full_update().render_segments(console)
        return ours, theirs, ours_lines, rendered[0]


async def test_the_start_screens_first_frame_is_what_textual_would_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A full update (a screen's first frame) skips the lines that widgets in front cover:
    the start screen at three sizes gives the same characters and styles as Textual's
    compositor, rendering fewer lines (its containers behind the form)."""
    for size in ((80, 24), (100, 30), (160, 50)):
        app = IzvoriApp()
        async with app.run_test(size=size) as pilot:
            while not isinstance(app.screen, StartScreen):
                await pilot.pause()
            await settle(pilot)
            ours, theirs, ours_lines, their_lines = _full_update_both_ways(monkeypatch, app.screen)
        assert ours == theirs, size
        assert ours_lines < their_lines * 0.9, (size, ours_lines, their_lines)


async def test_the_game_screens_full_frame_is_what_textual_would_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with full_board() as (_pilot, screen):
        ours, theirs, ours_lines, their_lines = _full_update_both_ways(monkeypatch, screen)
    assert ours == theirs
    assert ours_lines < their_lines
