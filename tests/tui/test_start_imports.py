"""The start screen's first frame does not load the engine (issue 11 item 6: the first frame).

It lists decks by file name (izvori.cards.decklist) and saves by their header
(izvori.persist.listing); the card loader, the engine and the save sessions are loaded when a
game starts or a save is resumed; the other screens, the game's controller and prompts, the
computer players and the tutorial's script when they are first shown or used. Run in a fresh
interpreter: this test process has long imported the engine.
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
        # session 17: nor what only a game, a save's replay or another screen uses
        later = ("izvori.engine", "izvori.agents", "izvori.cards.library", "izvori.gamelog",
                 "izvori.persist.session", "izvori.persist.lock", "izvori.scenario",
                 "izvori.tui.controller", "izvori.tui.computer", "izvori.tui.prompts",
                 "izvori.tui.replay", "izvori.tui.stops", "izvori.tui.commands",
                 "izvori.tui.tutorial.controller", "izvori.tui.tutorial.script")
        loaded = sorted(
            m for m in sys.modules
            if m.startswith(later) or (m.startswith("izvori.tui.screens.")
                                       and m != "izvori.tui.screens.start")
        )
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


COMMAND_LINE = r"""
import sys
from izvori.cli import main as cli
from izvori.cli.opponents import AgentOpponents
import izvori.tui.app

args = cli.build_parser().parse_args(["igraj"])
assert cli._names_problem(args) is None and cli.prepare_resume(args) is None
assert cli._decks_found()
assert AgentOpponents().levels == ("lako", "srednje", "tesko")
light = ("izvori.agents", "izvori.agents.levels")
loaded = sorted(m for m in sys.modules
                if m.startswith(("izvori.engine", "izvori.cards.schema"))
                or (m.startswith("izvori.agents") and m not in light))
assert not loaded, f"`izvori igraj` loads {loaded[:5]} before the start screen"
print("ok")
"""


def test_the_play_command_reaches_the_app_without_the_engine(data_dir: object) -> None:
    """`izvori igraj`: the argument parser, the deck check and the computer's levels load
    neither the engine nor the agents (they load when a game starts)."""
    res = subprocess.run(
        [sys.executable, "-c", COMMAND_LINE], capture_output=True, text=True, timeout=120
    )
    assert res.returncode == 0 and res.stdout.strip().endswith("ok"), res.stderr[-2000:]
