"""TUI benchmark (not a test): launch → first interactive frame, and key press → redrawn screen.

    .venv/bin/python benchmarks/tui_bench.py

1. Cold launch in a fresh interpreter (imports included): `izvori` start screen ready to take
   keys, headless, 100×30. Target < 1 s.
2. Key press that submits an answer → the game screen redrawn, on a board with ~30 permanents
   (a real position from `izvori.tui.screenshots`). Target < 50 ms. Measured as wall time from
   the key press until the app is idle again (answer validated, engine run, screen rebuilt).
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time

COLD = r"""
import time, asyncio
t0 = time.perf_counter()
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
async def main():
    app = IzvoriApp()
    async with app.run_test(size=(100, 30)) as pilot:
        while not isinstance(app.screen, StartScreen):
            await pilot.pause()
        await pilot.pause()
        print(time.perf_counter() - t0)
asyncio.run(main())
"""


def cold_launch(runs: int = 5) -> list[float]:
    out = []
    for _ in range(runs):
        res = subprocess.run(
            [sys.executable, "-c", COLD], capture_output=True, text=True, check=True
        )
        out.append(float(res.stdout.strip().splitlines()[-1]))
    return out


class Clock:
    """Key arrival (App.on_event) and the last frame the screen rendered after it."""

    def __init__(self) -> None:
        self.key_at = 0.0
        self.frame_at = 0.0


def instrument(app: object, clock: Clock) -> None:
    from textual import events

    original_event = app.on_event  # type: ignore[attr-defined]

    async def on_event(event: events.Event) -> None:
        if isinstance(event, events.Key):
            clock.key_at = time.perf_counter()
        await original_event(event)

    app.on_event = on_event  # type: ignore[attr-defined]


def watch_frames(screen: object, clock: Clock) -> None:
    original = screen._compositor_refresh  # type: ignore[attr-defined]

    def refresh() -> None:
        original()
        clock.frame_at = time.perf_counter()

    screen._compositor_refresh = refresh  # type: ignore[attr-defined]


async def key_to_redraw(rounds: int = 30) -> tuple[int, list[float], list[float], list[float]]:
    from izvori.tui.app import IzvoriApp
    from izvori.tui.screenshots import full_board_game

    game = full_board_game()
    permanents = len(game.battlefield)
    app = IzvoriApp(show_start=False, game=game, autopass_delay=0, coin_flips=0)
    clock = Clock()
    instrument(app, clock)
    latencies: list[float] = []
    presses: list[float] = []
    redraws: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # coin
        await pilot.pause()
        await pilot.press("enter")  # hand-over
        await pilot.pause()
        screen = app.game_screen
        assert screen is not None and screen.prompt is not None
        watch_frames(screen, clock)
        for _ in range(rounds):
            # "4": cast Vatrene Strele → the X prompt (an answer is submitted, a new prompt
            # is shown); Esc: "cancel" → the cast is undone, back to the priority prompt.
            for key in ("4", "escape"):
                t0 = time.perf_counter()
                await pilot.press(key)
                await pilot.pause()
                await pilot.pause()
                presses.append(time.perf_counter() - t0)
                latencies.append(clock.frame_at - clock.key_at)
            t0 = time.perf_counter()
            screen.redraw()
            redraws.append(time.perf_counter() - t0)
        assert screen.decision is not None
    return permanents, latencies, presses, redraws


def ms(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[int(0.95 * (len(xs) - 1))]
    return f"median {statistics.median(xs) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, n={len(xs)}"


def main() -> int:
    cold = cold_launch()
    print(
        f"launch → first interactive frame (cold, imports included): {ms(cold)}  [target < 1000 ms]"
    )
    permanents, latencies, presses, redraws = asyncio.run(key_to_redraw())
    print(f"board: {permanents} permanents")
    print(
        f"key arrives → answer submitted → last frame rendered: {ms(latencies)}  [target < 50 ms]"
    )
    print(f"  Pilot round trip (press + settle, includes test-harness waits): {ms(presses)}")
    print(f"  GameScreen.redraw() alone: {ms(redraws)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
