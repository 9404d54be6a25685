"""The whole log (Ctrl+P → Zapis partije): a dialog that shows every line of the log panel."""

from __future__ import annotations

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.dialogs import LogScreen
from izvori.tui.setup import GameSetup


async def test_the_whole_log_wraps_long_lines_at_80_columns() -> None:
    """A long line of the whole log (a computer's reason) is wrapped inside the dialog at
    80×24, not cut at the dialog's edge."""
    long = "Boris: Pretraga 12 mogućih svetova: Snaga Bivola kao izvor: karta koja najmanje treba"
    app = IzvoriApp(GameSetup(decks=("crvena", "zelena"), seed=4), show_start=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(LogScreen(["kratko", long]))
        await pilot.pause()
        log = app.screen.query_one("#full-log")
        shown = " ".join(strip.text.strip() for strip in log.lines)  # type: ignore[attr-defined]
        assert long in shown
        assert max(strip.cell_length for strip in log.lines) <= log.size.width  # type: ignore[attr-defined]
