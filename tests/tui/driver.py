"""Driving the real app in tests: press keys, pass hand-overs, read the screen as text."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.pilot import Pilot

from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.coin import CoinScreen
from izvori.tui.screens.game import GameScreen
from izvori.tui.screens.handover import HandOverScreen
from izvori.tui.screens.start import StartScreen

SIZE = (100, 30)


def make_app(game: Game, **kwargs: Any) -> IzvoriApp:
    kwargs.setdefault("coin_flips", 0)
    return IzvoriApp(show_start=False, game=game, **kwargs)


def screen_text(app: IzvoriApp) -> str:
    """The screen's rows as plain text: what `App.export_screenshot` prints, read back as text
    instead of drawn as SVG and parsed (`svg_text`): the same rows without the SVG's window
    title, a quarter of the CPU (the TUI tests read thousands of screens)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system=None,
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    # the render export_screenshot prints (Textual's own private names, as it uses them)
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    rows = [row.rstrip() for row in console.export_text().split("\n")]
    return "\n".join(rows).rstrip("\n")


def game_screen(app: IzvoriApp) -> GameScreen:
    assert app.game_screen is not None
    return app.game_screen


def game(app: IzvoriApp) -> Game:
    return game_screen(app).ctl.game


async def start_screen(pilot: Pilot[Any]) -> StartScreen:
    """The start screen, once it is up and has painted its first frame."""
    app = pilot.app
    while not isinstance(app.screen, StartScreen):
        await pilot.pause()
    await pilot.pause()
    assert isinstance(app.screen, StartScreen)
    return app.screen


async def settle(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.pause()


async def settled_text(pilot: Pilot[Any], app: IzvoriApp) -> str:
    """The screen's text once two frames in a row agree: a scrollbar or a scroll that
    Textual draws a refresh later must not make one read differ from another by timing
    (the CI failure of session 12: a list's scrollbar drawn in one run, not yet in the other)."""
    await pilot.pause()
    text = screen_text(app)
    for _ in range(20):
        await pilot.pause()
        again = screen_text(app)
        if again == text:
            return text
        text = again
    raise AssertionError("the screen did not settle in 20 frames")


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


async def to_decision(pilot: Pilot[Any], player: int | None = None) -> Decision:
    """Pass the coin and hand-over screens until the game screen shows a decision."""
    app = pilot.app
    assert isinstance(app, IzvoriApp)
    for _ in range(10):
        await settle(pilot)
        if isinstance(app.screen, (CoinScreen, HandOverScreen)):
            await press(pilot, "enter")
            continue
        break
    screen = game_screen(app)
    assert app.screen is screen, type(app.screen)
    assert screen.decision is not None
    if player is not None:
        assert screen.decision.player == player, screen.decision
    return screen.decision


async def pick(pilot: Pilot[Any], text: str) -> None:
    """Highlight the prompt option whose label contains `text` and press Enter on it."""
    from textual.widgets import OptionList

    screen = game_screen(pilot.app)  # type: ignore[arg-type]
    assert screen.prompt is not None
    lst = screen.prompt.query(OptionList).first()
    labels = [str(lst.get_option_at_index(i).prompt) for i in range(lst.option_count)]
    matches = [i for i, label in enumerate(labels) if text in label]
    assert matches, f"{text!r} not in {labels}"
    lst.focus()
    lst.highlighted = matches[0]
    await settle(pilot)
    await press(pilot, "enter")
