"""The start screen at 80×24 and 100×30 (issue 11 item 6): every button whole on the screen with
its label readable, and the title shown when the screen opens — with and without a saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from driver import start_screen
from rich.cells import cell_len
from test_saves import played_save
from textual.widgets import Button, Static

from izvori.tui.app import IzvoriApp
from izvori.tui.setup import GameSetup


async def check_start_screen(size: tuple[int, int]) -> None:
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        width, height = size
        buttons = list(screen.query(Button))
        assert buttons
        for button in buttons:
            region = button.region
            # whole and on screen (the footer is the last row)
            assert region.width > 0 and region.height == 3, button.id
            assert region.x >= 0 and region.right <= width, button.id
            assert region.y >= 0 and region.bottom <= height - 1, button.id
            label = str(button.label)
            assert cell_len(label) <= button.content_region.width, (button.id, label)
        title = screen.query_one("#start-title", Static).region
        assert title.height == 1 and 0 <= title.y < height, "the title is scrolled away"


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_start_screen_fits_without_a_save(data_dir: Path, size: tuple[int, int]) -> None:
    await check_start_screen(size)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_start_screen_fits_with_a_save(data_dir: Path, size: tuple[int, int]) -> None:
    played_save(seed=23, answers=10)
    await check_start_screen(size)
