"""The start screen's first frame does not load the engine (issue 11 item 6: the first frame).

It lists decks by file name (izvori.cards.decklist) and saves by their header
(izvori.persist.listing); the card loader, the engine and the save sessions are loaded when a
game starts or a save is resumed. Run in a fresh interpreter: this test process has long
imported the engine.
"""

from __future__ import annotations

import subprocess
import sys

FIRST_FRAME = r"""
import asyncio, sys
import izvori.tui.app, izvori.tui.screens.start
assert "izvori.engine" not in sys.modules, "importing the app loads the engine"
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen

async def main():
    app = IzvoriApp()
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, StartScreen):
            await pilot.pause()
        await pilot.pause()
        loaded = sorted(m for m in ("izvori.engine", "izvori.cards.schema", "filelock")
                        if m in sys.modules)
        assert not loaded, f"the start screen's first frame loads {loaded}"
        assert app.screen.query_one("#deck-0").value == "demo-crvena"

asyncio.run(main())
print("ok")
"""


def test_the_start_screen_does_not_load_the_engine(data_dir: object) -> None:
    res = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, timeout=120
    )
    assert res.returncode == 0 and res.stdout.strip().endswith("ok"), res.stderr[-2000:]
