"""Textual's own words a player can meet, in Serbian (issue 11 item 8: everything a player
reads is Serbian): Ctrl+C, pressed by reflex to quit, answers with a note ("Do you want to
quit? Press ctrl+q to quit the app" in Textual) naming the key that quits; the command
palette's "No matches found"; the theme list's "Search for themes…"."""

from __future__ import annotations

from textual.command import CommandInput, CommandList

from izvori.strings import MESSAGES, t
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.dialogs import SafeCommandPalette


async def test_ctrl_c_says_in_serbian_which_key_quits() -> None:
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        notes = list(app._notifications)
        assert [n.title for n in notes] == [t("tui.quit_title")]
        assert notes[0].message == t("tui.quit_hint", key="Ctrl+Q")  # as the help writes it
        assert "quit" not in notes[0].message.lower()
        assert app.is_running  # Ctrl+C doesn't quit


async def test_a_palette_search_that_finds_nothing_says_so_in_serbian() -> None:
    """Textual's palette writes "No matches found" half a second after a search that finds
    nothing; ours (`SafeCommandPalette`) writes it in Serbian."""
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"qqqx")
        await pilot.pause(0.8)  # past the palette's half-second wait
        commands = app.screen.query_one(CommandList)
        shown = [str(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)]
        assert any(t("tui.cmd.no_matches") in line for line in shown), shown
        assert not any("No matches" in line for line in shown), shown


async def test_the_theme_list_is_searched_in_serbian() -> None:
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_change_theme()  # "Tema boja" in the palette
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)
        assert app.screen.query_one(CommandInput).placeholder == t("tui.cmd.theme_placeholder")


def test_every_command_help_in_the_palette_is_written_alike() -> None:
    """The palette lists each command with a line of help under it; they are written alike,
    lower case, as "pregled odbačenih karata" (four began with a capital)."""
    helps = {k: v for k, v in MESSAGES.items() if k.startswith("tui.cmd.") and k.endswith("_help")}
    assert len(helps) >= 10
    for key, text in helps.items():
        assert not text[0].isupper(), (key, text)
