"""Issue 12 item 5: keys that used to crash or blank the TUI."""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.dialogs import HelpScreen, SafeCommandPalette
from izvori.tui.setup import GameSetup


@pytest.fixture(autouse=True)
def _data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))


async def test_ctrl_p_then_page_down_does_not_crash() -> None:
    """Textual 8.2.8: PageDown in a fresh palette raised KeyError in OptionList._move_page."""
    app = IzvoriApp(GameSetup(seed=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)
        await pilot.press("pagedown", "pageup", "pagedown")
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code in (None, 0)


async def test_page_down_while_the_result_list_has_no_size_is_ignored() -> None:
    """The KeyError's exact cause: a hidden list has no lines laid out (`_update_lines` returns
    early), so `_move_page` finds no line for the highlighted option."""
    from textual.command import CommandList, CommandPalette

    app = IzvoriApp(GameSetup(seed=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)
        commands = palette.query_one(CommandList)
        commands.display = False
        await pilot.pause()
        commands._clear_caches()
        commands.highlighted = 0
        with pytest.raises(KeyError):  # Textual's own action: the bug is still there
            CommandPalette._action_command_list(palette, "page_down")
        palette._action_command_list("page_down")  # ours: ignored
        palette._action_command_list("page_up")


async def test_a_second_dismiss_does_not_pop_the_screen_underneath() -> None:
    app = IzvoriApp(GameSetup(seed=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        under = app.screen
        depth = len(app.screen_stack)
        help_screen = HelpScreen()
        app.push_screen(help_screen)
        await pilot.pause()
        help_screen.dismiss(None)
        help_screen.dismiss(None)  # a late second Esc, before the first was processed
        await pilot.pause()
        assert app.screen is under and len(app.screen_stack) == depth
