"""Issue 11 item 6: a repaint that a layout's frame already drew is not sent again after it
(`DrawnByLayout`: it was a second frame for every key that lays out the game screen); one
asked for after the widget was drawn is kept."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region

from izvori.tui.widgets.steady import DrawnByLayout, SteadyOptionList


class Host(App[None]):
    def compose(self) -> ComposeResult:
        yield SteadyOptionList("jedan", "dva", id="rows")


async def test_a_repaint_drawn_after_it_was_asked_is_dropped_one_asked_later_is_kept() -> None:
    async with Host().run_test(size=(30, 6)) as pilot:
        await pilot.pause()
        rows = pilot.app.query_one("#rows", SteadyOptionList)
        assert isinstance(rows, DrawnByLayout)
        asked: set[DrawnByLayout] = set()
        pilot.app.screen.asked_to_repaint = asked  # type: ignore[attr-defined]
        whole = Region(0, 0, rows.size.width, rows.size.height)

        rows.refresh()
        assert rows in asked and rows._repaint_required
        rows.render_lines(whole)  # the layout's frame draws it
        rows.drawn_by_layout()
        assert not rows._repaint_required  # nothing left to send: no second frame

        rows.refresh()
        rows.render_lines(whole)
        rows.refresh(Region(0, 0, 3, 1))  # asked again after it was drawn
        rows.drawn_by_layout()
        assert rows._repaint_required  # kept: the next frame draws it

        rows._repaint_required = False
        rows.refresh()  # never drawn since: kept
        rows.drawn_by_layout()
        assert rows._repaint_required
