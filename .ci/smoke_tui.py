"""CI smoke test of an installed game: the TUI starts headless, offers the bundled decks and
begins a game (run from a fresh venv outside the checkout, see .ci/run and docs/packaging.md).

Exits 0 on success; on failure prints one line saying what was wrong and exits 1.
"""

from __future__ import annotations

import asyncio
import sys

from textual.widgets import Button, Select

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup

#: The decks a new player must be offered (README: "the demo decks ready").
DEMO = ("demo-crvena", "demo-zelena")


async def smoke() -> str | None:
    """None if the game starts as a new player would see it, else what went wrong."""
    from izvori.cli.opponents import AgentOpponents

    # wired as the `izvori` command wires it (issue 15: the TUI gets its computer players)
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0, opponents=AgentOpponents())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, StartScreen):
            return f"start screen missing (got {type(app.screen).__name__})"
        select = app.screen.query_one("#deck-0", Select)
        offered = {str(value) for _, value in select._options}
        if not set(DEMO) <= offered:
            return f"start screen offers {sorted(offered)}, not the demo decks"
        # "Počni partiju" (every field has a default); a new player's Enter opens the
        # tutorial, which is focused first for him
        app.screen.query_one("#begin", Button).focus()
        await pilot.pause()
        await pilot.press("enter")
        for _ in range(50):
            await pilot.pause(0.1)
            if app.game_screen is not None:
                return None
        return f"no game started (screen: {type(app.screen).__name__})"


def main() -> int:
    problem = asyncio.run(smoke())
    if problem is not None:
        print(f"smoke TUI: {problem}", file=sys.stderr)
        return 1
    print("smoke TUI: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
