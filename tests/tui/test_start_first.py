"""`izvori play --first 1` starts with the first player (issue 11: the start screen read the
choice "Ana igra prvi", value 0, as the coin toss because Select.BLANK == False == 0)."""

from __future__ import annotations

import pytest

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup


@pytest.mark.parametrize("first", [0, 1, None])
async def test_start_screen_keeps_the_chosen_first_player(first: int | None) -> None:
    app = IzvoriApp(GameSetup(seed=1, starting_player=first), coin_flips=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert app.screen.current_setup().starting_player == first
