"""Issue 11 item 2 (session 4): at 80×24 the prompt list has five rows, fewer than the options
of a full main phase. What is out of sight is signalled ("više ↓ N" on the last row, "više ↑ N"
on the first, in reverse video so a monochrome terminal shows it) and every option can be
reached with the arrow keys; the rows in sight always carry their keys."""

from __future__ import annotations

import re

from driver import press, settle
from svgtext import svg_text
from textual.widgets import OptionList

from izvori.strings import t
from izvori.tools.screenshots import _game_app, full_board_game
from izvori.tui.screens.game import GameScreen
from izvori.tui.widgets.cursor import CURSOR

SMALL = (80, 24)


def prompt_rows(app: object) -> list[str]:
    """The prompt list's rows as the screen shows them (title and hint left out)."""
    text = svg_text(app.export_screenshot())  # type: ignore[attr-defined]
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if "Imaš prednost" in line)
    return lines[first + 1 : first + 6]


def label(row: str) -> str:
    """A row's option text without the cursor, the key and the marker."""
    row = row.replace(CURSOR, " ")
    row = re.sub(r"više [↑↓] \d+", "", row)
    return re.sub(r"^\s*(\d|D|A|U|Esc)?\s+", "", row).rstrip("▁▂▃▄▅▆▇█ ").strip()


async def test_options_out_of_sight_are_signalled_and_all_reachable() -> None:
    app = _game_app(full_board_game())
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await press(pilot, "enter", "enter")  # the coin, the hand-over
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.prompt is not None
        lst = screen.prompt.query_one(OptionList)
        total = lst.option_count
        rows = prompt_rows(app)
        assert len(rows) == 5 and total > 5  # the case of the issue: more options than rows
        below = t("tui.list.more_below", n=total - 5).strip()
        assert below in rows[-1] and "više ↑" not in rows[0]
        # every row in sight carries its key (D, then the digits 1, 2, …)
        keys = [row.replace(CURSOR, " ").split()[0] for row in rows]
        assert keys == ["D", "1", "2", "3", "4"]
        seen = {label(row) for row in rows}
        for _ in range(total - 1):  # Down to the last option: it is always in sight
            await press(pilot, "down")
            rows = prompt_rows(app)
            assert sum(CURSOR in row for row in rows) == 1
            seen |= {label(row) for row in rows}
        assert lst.highlighted == total - 1
        assert "više ↓" not in rows[-1]
        assert t("tui.list.more_above", n=total - 5).strip() in rows[0]
        wanted = {
            label("  " + re.sub(r"\[[^\]]*\]", "", str(lst.get_option_at_index(i).prompt)))
            for i in range(total)
        }
        # every option was on the screen at some point (a marker may cover a row's end)
        for option in wanted:
            assert any(option.startswith(s) or s.startswith(option) for s in seen if s), option


async def test_no_marker_when_everything_fits() -> None:
    app = _game_app(full_board_game())
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot)
        await press(pilot, "enter", "enter")
        text = svg_text(app.export_screenshot())
        assert "više ↓" not in text and "više ↑" not in text


async def test_game_over_fits_80x24_with_wrapped_board_lines() -> None:
    """Played by hand at 80×24 (session 4): two final-board lines that wrap scrolled the title
    out of sight. Under 30 rows the box has no blank rows and no top/bottom border."""
    from pathlib import Path, PurePath
    from typing import ClassVar

    from textual.app import App

    import izvori.tui
    from izvori.tui.app import ALL_STYLES
    from izvori.tui.screens.game_over import GameOverScreen

    board = [
        "Ana: život 30, ruka 0, izvori 8 — u igri: Ork Jurišnik, Besomar, Gorski Razbojnik",
        "Boris: život -10, ruka 0, izvori 7 — u igri: Šumski Vilenjak, Mladi Vuk, Duh Prirode, "
        "Šumski Vilenjak",
    ]
    last = ["Borbena šteta je raspoređena.", "Ork Jurišnik nanosi 30 štete: Boris.", "Kraj."]

    class Host(App[None]):
        # the app's styles: those every screen shares, then the other screens' (IzvoriApp)
        CSS_PATH: ClassVar[list[str | PurePath]] = [
            Path(izvori.tui.__file__).parent / "start.tcss",
            ALL_STYLES,
        ]

        def on_mount(self) -> None:
            self.push_screen(
                GameOverScreen(("Ana", "Boris"), 0, "life", 15, lambda: None, board, last)
            )

    app = Host()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        text = svg_text(app.export_screenshot())
        for wanted in (t("tui.over.title"), "Pobednik", "Sto na kraju", "Kraj.", "Izlaz"):
            assert wanted in text, wanted
        assert app.screen.query_one("#over-box").max_scroll_y == 0
