"""The stops dialog at every supported size (issue 11 item 6: at 80×24 nothing cut).

At 80×24 and 100×30 the danger stops sat in a third column a dozen cells wide ("pro…", "met…",
"me …") and the steps' labels were cut too ("Početak bo…"). Now the danger stops span the
dialog above the steps' two lists; the lists scroll, and every label shown is whole."""

from __future__ import annotations

import pytest
from driver import make_app, screen_text

from izvori.strings import t
from izvori.tools.screenshots import full_board_game
from izvori.tui.screens.settings import SettingsScreen
from izvori.tui.stops import DANGERS, PRIORITY_STEPS
from izvori.tui.widgets.marked import MarkedSelectionList


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
async def test_every_stop_label_shown_is_whole(size: tuple[int, int]) -> None:
    app = make_app(full_board_game())
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter", "enter", "s")  # the hand-over, then the stops
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        text = screen_text(app)
        for danger in DANGERS:
            assert t(f"tui.settings.danger.{danger}") in text, text
        steps = app.screen.query_one("#stops-own", MarkedSelectionList)
        rows = steps.scrollable_content_region.height
        # at 80×24 most of the steps show; the last row shown says how many are below
        # ("↓ 4" where "više ↓ 4" would cover its label) and its label stays whole
        assert rows >= 7 if size == (80, 24) else rows >= 8
        for step in PRIORITY_STEPS[:rows]:
            label = t(f"step.{step.value}")
            assert text.count(label) >= 2, (label, text)  # whole, in both lists
        if rows < len(PRIORITY_STEPS):
            hidden = len(PRIORITY_STEPS) - rows
            assert text.count(f"↓ {hidden}") >= 2, text  # both lists say what is below
        assert "…" not in "\n".join(line for line in text.splitlines() if "▐X▌" in line), text
