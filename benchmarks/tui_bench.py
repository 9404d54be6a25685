"""TUI benchmark (not a test): launch → first interactive frame, and key press → redrawn screen.

    .venv/bin/python benchmarks/tui_bench.py

1. Cold launch in a fresh interpreter (imports included): `izvori` start screen ready to take
   keys, headless, 100×30. Target < 0.3 s (issue 11 item 6).
2. Key press that submits an answer → the game screen redrawn, on a board with ~30 permanents
   (a real position from `izvori.tools.screenshots`). Target < 16 ms, one 60 Hz frame (issue 11
   item 6). The key is delivered the way
   the terminal driver delivers it, and the app runs on its own (its frame timer, nothing forced):
   measured from the key's arrival to the last frame the screen renders before it goes quiet
   (answer validated, engine run, screen updated and painted). Pilot's `press`/`pause` are not
   used while measuring: they sleep in 20 ms steps and force a repaint at the end of each pause,
   which would be counted as part of the redraw.

Besides time, each key kind reports counts that do not depend on how loaded the machine is:
frames and layouts of the whole screen, widgets rendered and their lines, the characters a
terminal would be sent, and with `--calls` the Python function calls from the key to its last
frame (about 1 200 calls take 1 ms of CPU here); `--launch --calls` counts the first frame the
same way (calls, widgets, CSS applications, layouts, paints, and the modules loaded beyond an
empty Textual app's). `--profile KIND` runs one kind's keys under cProfile; `--only KIND ...`
prints only those kinds; `--widgets` names the widgets each kind's keys rendered (with
`--calls`, and the calls each cost); `--fresh` keeps no rendered lines between keys
(widgets/kept.py): every look is drawn as if never seen, the worst case for a key (the keys
here go back and forth between two screens, whose looks are otherwise kept).
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
from collections import Counter
from typing import Any, ClassVar

from textual.binding import BindingType

# The app imported, started headless at 100×30 and run to the start screen's first interactive
# frame; then `shown(app)` (the timed launch and the counted one below share it).
FIRST_FRAME = r"""
import asyncio
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
async def first_frame(shown):
    app = IzvoriApp()
    async with app.run_test(size=(100, 30)) as pilot:
        while not isinstance(app.screen, StartScreen):
            await pilot.pause()
        await pilot.pause()
        shown(app)
"""

# When each screen was first painted: `App._display` writes a rendered update to the terminal
# (Textual's private method, textual pinned < 9; nothing is written while updates are batched).
PAINTED = r"""
from textual.app import App as _App
_painted = {}
_display = _App._display
def _timed_display(self, screen, renderable):
    painting = renderable is not None and not self._batch_count
    _display(self, screen, renderable)
    if painting and screen not in _painted:
        _painted[screen] = (time.perf_counter() - t0, time.process_time() - c0)
_App._display = _timed_display
def _times(app):
    settled = (time.perf_counter() - t0, time.process_time() - c0)
    return " ".join(map(str, (*settled, *_painted[app.screen])))
"""

COLD = (
    r"""
import time
t0, c0 = time.perf_counter(), time.process_time()
from izvori.collector import start_up_begins
start_up_begins()  # as `izvori` does before it imports the TUI (izvori.cli.main)
"""
    + FIRST_FRAME
    + PAINTED
    + r"""
asyncio.run(first_frame(lambda app: print(_times(app))))
"""
)

# The floor: an (almost) empty Textual app — one line of text and a footer — measured the same
# way, so the figures show what Textual itself costs on this machine.
EMPTY = (
    r"""
import time, asyncio
t0, c0 = time.perf_counter(), time.process_time()
from textual.app import App
from textual.widgets import Footer, Static
class Empty(App[None]):
    def compose(self):
        yield Static("Izvori magije")
        yield Footer()
"""
    + PAINTED
    + r"""
async def main():
    app = Empty()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        print(_times(app))
asyncio.run(main())
"""
)


# The first frame counted (`--launch --calls`): what the app does from its creation to the
# start screen's first interactive frame, after the imports, in counts that do not depend on
# how loaded the machine is — Python calls (also those to the start screen's first frame
# painted, as `PAINTED` times it), the start screen's widgets, CSS applications, layouts of the
# start screen and frames painted (full and partial).
COUNT = (
    FIRST_FRAME
    + r"""
import json, sys
from textual._compositor import Compositor
from textual.css.stylesheet import Stylesheet
n = {"calls": 0, "css applied": 0, "layouts": 0, "full paints": 0, "partial paints": 0}
from textual.app import App as _App
_display = _App._display
def _counted_display(self, screen, renderable):
    if isinstance(screen, StartScreen) and renderable is not None and not self._batch_count:
        n.setdefault("calls to the first frame painted", n["calls"])
    _display(self, screen, renderable)
_App._display = _counted_display
def hook(frame, event, arg):
    if event == "call":
        n["calls"] += 1
def counting(cls, name, key, only=None):
    original = getattr(cls, name)
    def counted(self, *args, **kwargs):
        if only is None or only(args):
            n[key] += 1
        return original(self, *args, **kwargs)
    setattr(cls, name, counted)
counting(Stylesheet, "apply", "css applied")
counting(Compositor, "reflow", "layouts", lambda args: isinstance(args[0], StartScreen))
counting(Compositor, "render_full_update", "full paints")
counting(Compositor, "render_partial_update", "partial paints")
def shown(app):
    sys.setprofile(None)
    n["widgets"] = len(list(app.screen.walk_children()))
    n["modules"] = sorted(sys.modules)
    print(json.dumps(n))
sys.setprofile(hook)
asyncio.run(first_frame(shown))
"""
)

# The modules an empty Textual app has loaded at its first interactive frame (`--launch
# --calls`: the start screen's are counted beyond these).
EMPTY_MODULES = EMPTY.replace(
    "print(_times(app))", "import json, sys; print(json.dumps(sorted(sys.modules)))"
)


def launch_counts() -> dict[str, int]:
    """`COUNT` in a fresh interpreter (bytecode written by the timed runs before it), and the
    modules loaded by then beyond an empty Textual app's (`EMPTY_MODULES`): all of them, and
    izvori's own."""
    import json
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def last_line(script: str) -> Any:
        res = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env
        )
        return json.loads(res.stdout.strip().splitlines()[-1])

    counts = last_line(COUNT)
    extra = set(counts.pop("modules")) - set(last_line(EMPTY_MODULES))
    counts["modules beyond an empty app's"] = len(extra)
    counts["of them izvori's"] = sum(1 for m in extra if m.split(".")[0] == "izvori")
    return counts


def cold_launch(
    scripts: tuple[str, ...] = (COLD, EMPTY), runs: int = 5
) -> list[dict[str, list[float]]]:
    """Seconds of each run of each script, from the interpreter's first line: "wall"/"cpu" to
    the first interactive frame (the app settled: two `pilot.pause()`s after the screen is on),
    "painted"/"painted cpu" to the first frame of that screen written to the terminal. The
    scripts take turns, so a slower spell of the machine weighs on each alike. With compiled
    bytecode, as an installed copy has it (pip compiles it at install):
    PYTHONDONTWRITEBYTECODE is dropped and one round first writes the `.pyc` files, so the
    figure is not the one-time compile of every module."""
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    names = ("wall", "cpu", "painted", "painted cpu")
    times: list[dict[str, list[float]]] = [{name: [] for name in names} for _ in scripts]
    for n in range(runs + 1):
        for script, got in zip(scripts, times, strict=True):
            res = subprocess.run(
                [sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env
            )
            values = res.stdout.strip().splitlines()[-1].split()
            if n:  # the first round writes the bytecode
                for name, value in zip(names, values, strict=True):
                    got[name].append(float(value))
    return times


class Clock:
    """Key arrival (App.on_event) and the frames the screen rendered after it, in wall time and
    in CPU time of the process (the CPU figure does not grow when other programs load the
    machine)."""

    def __init__(self) -> None:
        self.key_at = 0.0
        self.frames: list[float] = []
        self.sent_cpu = 0.0
        self.frame_cpu = 0.0
        self.layouts = 0  # layouts of the whole screen (Compositor.reflow) since the key
        # what the frames after the key drew (counts: they do not depend on the machine's load)
        self.rendered = 0  # widgets rendered (`Widget.render_lines` calls)
        self.lines = 0  # lines those calls rendered
        self.by_widget: Counter[str] = Counter()  # widgets rendered since the key, by name
        self.widget_calls: Counter[str] = Counter()  # ... and their Python calls (`--calls`)
        self.updates: list[Any] = []  # the frames' updates since the key
        self.calls = 0  # Python function calls so far (`count_calls`)
        self.sent_calls = 0
        self.frame_calls = 0  # ... at the last frame
        self.swap_to: Any = None  # the decision the SWAP_KEY shows


def count_layouts(clock: Clock) -> None:
    """Count every layout of the whole screen into `clock.layouts` (unlike time, the count
    does not depend on how loaded the machine is)."""
    from textual._compositor import Compositor

    original = Compositor.reflow

    def reflow(self: Compositor, parent: Any, size: Any) -> Any:
        clock.layouts += 1
        return original(self, parent, size)

    Compositor.reflow = reflow  # type: ignore[method-assign]


def count_calls(clock: Clock) -> None:
    """Count every Python function call into `clock.calls` (`--calls`: slow, but the count
    from a key to its last frame does not depend on how loaded the machine is)."""

    def hook(_frame: Any, event: str, _arg: Any) -> None:
        if event == "call":
            clock.calls += 1

    sys.setprofile(hook)


def count_drawing(clock: Clock) -> None:
    """Count the widgets rendered and their lines into `clock`, and keep each frame's update
    (what a frame costs, independent of the machine's load)."""
    from textual.app import App
    from textual.widget import Widget

    render_lines = Widget.render_lines
    display = App._display

    def counted_render_lines(self: Widget, crop: Any) -> Any:
        clock.rendered += 1
        clock.lines += crop.height
        name = widget_name(self)
        clock.by_widget[name] += 1
        before = clock.calls
        lines = render_lines(self, crop)
        clock.widget_calls[name] += clock.calls - before
        return lines

    def kept_display(self: App[Any], screen: Any, renderable: Any) -> None:
        if renderable is not None:
            clock.updates.append(renderable)
        display(self, screen, renderable)

    Widget.render_lines = counted_render_lines  # type: ignore[method-assign]
    App._display = kept_display  # type: ignore[method-assign]


def widget_name(widget: Any) -> str:
    """A widget as `--widgets` names it: its class, and its id or first class."""
    name = type(widget).__name__
    if widget.id:
        return f"{name}#{widget.id}"
    classes = sorted(widget.classes)
    return f"{name}.{classes[0]}" if classes else name


def written_since_key(app: Any, clock: Clock) -> int:
    """The characters the frames since the key would send to a terminal (a headless app
    sends nothing: this is counted after the key's time is taken)."""
    from textual._compositor import CompositorUpdate

    updates, clock.updates = clock.updates, []
    return sum(
        len(u.render_segments(app.console)) for u in updates if isinstance(u, CompositorUpdate)
    )


SWAP_KEY = "f12"  # the bench's own key: the game screen shows `Clock.swap_to` next


def instrument(app: object, clock: Clock) -> None:
    from textual import events

    original_event = app.on_event  # type: ignore[attr-defined]

    async def on_event(event: events.Event) -> None:
        if isinstance(event, events.Key):
            clock.key_at = time.perf_counter()
            clock.frames = []
            if event.key == SWAP_KEY and clock.swap_to is not None:
                # what the game screen does when an answer brings the next decision
                # (GameScreen.present), without the engine: for the decision kinds that no
                # key on the benchmark's board brings
                app.game_screen.present(clock.swap_to)  # type: ignore[attr-defined]
                return
        await original_event(event)

    app.on_event = on_event  # type: ignore[attr-defined]


def watch_frames(screen: object, clock: Clock) -> None:
    original = screen._compositor_refresh  # type: ignore[attr-defined]

    def refresh() -> None:
        original()
        clock.frames.append(time.perf_counter())
        clock.frame_cpu = time.process_time()
        clock.frame_calls = clock.calls

    screen._compositor_refresh = refresh  # type: ignore[attr-defined]


async def send_key(app: object, key: str, clock: Clock, quiet: float = 0.15) -> None:
    """Deliver a key as the terminal driver does and wait until the screen has painted and
    then been quiet (no frame) for `quiet` seconds."""
    from textual import events

    clock.key_at = 0.0
    clock.layouts = clock.rendered = clock.lines = 0
    clock.by_widget = Counter()
    clock.widget_calls = Counter()
    clock.updates = []
    clock.sent_calls = clock.calls
    clock.sent_cpu = time.process_time()
    event = events.Key(key, key if len(key) == 1 else None)
    event.set_sender(app)  # type: ignore[arg-type]
    app._driver.send_message(event)  # type: ignore[attr-defined]
    start = time.perf_counter()
    while True:
        await asyncio.sleep(0.002)
        now = time.perf_counter()
        last = max([clock.key_at, *clock.frames])
        # at least one frame after the key: on a loaded machine the first frame may come
        # later than `quiet` after the key (every key here changes the screen)
        if clock.key_at and clock.frames and now - last > quiet:
            return
        if now - start > 5:
            raise RuntimeError(f"no answer to {key!r}")


def cast_key(screen: Any, name: str) -> str:
    """The number key of the prompt option that casts the card `name`."""
    prompt = screen.prompt
    for n, action in enumerate(prompt.numbered(), start=1):
        card = screen.gview.find_card(action.obj)
        if action.kind == "cast" and card is not None and card.name == name:
            return str(n)
    raise RuntimeError(f"{name} cannot be cast here")


Timing = tuple[list[float], list[float], list[float], list[float], list[float]]
# first frame, last frame, CPU (seconds); frames and layouts of the whole screen per key
Drawing = tuple[list[int], list[int], list[int], list[int], Counter[str], Counter[str]]
# per key: widgets rendered, lines rendered, characters written, Python calls (`--calls`);
# and over all keys of the kind, the widgets rendered by name and their calls (`--widgets`)

KINDS = (
    "prompt",
    "target",
    "cursor",
    "board",
    "toggle",
    "number",
    "blockers",
    "divide",
    "order",
    "to-blockers",
    "to-divide",
    "to-order",
    "to-several",
)


def made_up_decisions(game: Any) -> dict[str, Any]:
    """Decisions of the kinds no key on the benchmark's board brings, made on its objects
    for the player at the keyboard (Ana): several targets, blockers, a division of damage,
    an ordering of triggered abilities. Shown by SWAP_KEY; their keys below only change
    uncommitted choices (nothing is submitted to the engine)."""
    from izvori.engine import Decision, DecisionKind, player_ref

    creatures = [
        oid
        for oid in game.battlefield
        if game.objects[oid].card.power is not None and game.objects[oid].controller == 0
    ]
    theirs = [
        oid
        for oid in game.battlefield
        if game.objects[oid].card.power is not None and game.objects[oid].controller == 1
    ]
    pairs = tuple((b, a) for b in creatures[:4] for a in theirs[:3])
    return {
        "blockers": Decision(
            0, DecisionKind.BLOCKERS, "combat.blockers", pairs, 0, 4, {"attackers": theirs[:3]}
        ),
        "divide": Decision(
            0,
            DecisionKind.DIVIDE,
            "cast.divide",
            (player_ref(1), *theirs[:3]),
            1,
            4,
            {"total": 40, "minimum": 5},
        ),
        "order": Decision(
            0, DecisionKind.ORDER, "triggers.order", (0, 1, 2), context={"triggers": creatures}
        ),
        "several": Decision(
            0, DecisionKind.TARGETS, "cast.targets", (player_ref(1), *theirs[:6]), 1, 3
        ),
    }


async def key_to_redraw(
    rounds: int = 30, profile: str | None = None, calls: bool = False
) -> tuple[int, dict[str, Timing], dict[str, Drawing], list[float]]:
    """Kinds of key on the same board, each `rounds` times after two warm-up rounds:

    - "prompt": an answer that brings another prompt (cast Vatrene Strele → the X prompt, Esc →
      back to prednost, the cast undone) — the figure reported since session 3;
    - "target": the same with a prompt of the same list shape (cast Grom → its target, Esc);
    - "cursor": Down and Up in the prednost list (the inspector follows the cursor);
    - "board": an answer that changes the board (tap a source while paying, `u` takes it back);
    - "toggle": a digit toggling an attacker (the board marks it chosen);
    - "number": ↓ and ↑ in the X prompt;
    - "to-blockers", "to-divide", "to-order", "to-several": the screen shows a made-up
      decision of that kind (blockers, a division of damage, an ordering of triggered
      abilities, several targets) after the attack prompt, then the attack prompt again
      (`made_up_decisions`: no key on this board brings them; GameScreen.present, the
      engine left out);
    - "blockers", "divide", "order": keys inside those prompts (choices not yet submitted).

    `profile`: a kind whose measured keys run under cProfile (the statistics are printed);
    `calls`: count the Python function calls of each key (slow)."""
    import cProfile
    import pstats

    from textual.widgets import Input

    from izvori.engine.decisions import DecisionKind
    from izvori.tools.screenshots import full_board_game
    from izvori.tui.app import IzvoriApp

    game = full_board_game()
    permanents = len(game.battlefield)
    app = IzvoriApp(show_start=False, game=game, coin_flips=0)
    clock = Clock()
    instrument(app, clock)
    count_layouts(clock)
    count_drawing(clock)
    timings: dict[str, Timing] = {k: ([], [], [], [], []) for k in KINDS}
    drawing: dict[str, Drawing] = {k: ([], [], [], [], Counter(), Counter()) for k in KINDS}
    profiler = cProfile.Profile()
    redraws: list[float] = []
    made_up = made_up_decisions(game)

    async def measure(
        kind: str,
        keys: tuple[str, ...],
        wants: tuple[DecisionKind, ...],
        swaps: tuple[Any, ...] = (),
    ) -> None:
        first, last, cpu, frames, layouts = timings[kind]
        for n in range(rounds + 2):
            for i, (key, want) in enumerate(zip(keys, wants, strict=True)):
                clock.swap_to = swaps[i] if swaps else None
                profiling = kind == profile and n >= 2
                if profiling:
                    profiler.enable()
                await send_key(app, key, clock)
                if profiling:
                    profiler.disable()
                assert screen.decision is not None and screen.decision.kind == want, key
                for inp in screen.query(Input):
                    inp.cursor_blink = False  # no blinking cursor frames in the measurement
                if n >= 2 and clock.frames:  # the first rounds mount each prompt once
                    first.append(clock.frames[0] - clock.key_at)
                    last.append(clock.frames[-1] - clock.key_at)
                    cpu.append(clock.frame_cpu - clock.sent_cpu)
                    frames.append(len(clock.frames))
                    layouts.append(clock.layouts)
                    drawing[kind][0].append(clock.rendered)
                    drawing[kind][1].append(clock.lines)
                    drawing[kind][2].append(written_since_key(app, clock))
                    drawing[kind][3].append(clock.frame_calls - clock.sent_calls)
                    drawing[kind][4].update(clock.by_widget)
                    drawing[kind][5].update(clock.widget_calls)
            if kind == "prompt":
                t0 = time.perf_counter()
                screen.redraw()
                redraws.append(time.perf_counter() - t0)

    if calls:
        count_calls(clock)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # coin
        await pilot.pause()
        await pilot.press("enter")  # hand-over
        await pilot.pause()
        screen = app.game_screen
        assert screen is not None and screen.prompt is not None
        watch_frames(screen, clock)
        cast = cast_key(screen, "Vatrene Strele")
        prio, number = DecisionKind.PRIORITY, DecisionKind.NUMBER
        # cast Vatrene Strele → the X prompt (an answer is submitted, a new prompt is
        # shown); Esc: "cancel" → the cast is undone, back to the priority prompt.
        await measure("prompt", (cast, "escape"), (number, prio))
        # the X prompt's own keys: ↓ one less, ↑ one more (the cursor and "Broj" follow)
        await send_key(app, cast, clock)
        await measure("number", ("down", "up"), (number, number))
        await send_key(app, "escape", clock)
        grom = cast_key(screen, "Grom")
        await measure("target", (grom, "escape"), (DecisionKind.TARGETS, prio))
        await measure("cursor", ("down", "up"), (prio, prio))
        # to the payment: X = 2 (typed over the offered largest), the first target
        for key in (cast, "2", "enter", "1"):
            await send_key(app, key, clock)
        pay = DecisionKind.PAY
        assert screen.decision is not None and screen.decision.kind == pay
        await measure("board", ("1", "u"), (pay, pay))
        for key in ("escape", "d"):  # cancel the cast, pass: to the attack
            await send_key(app, key, clock)
        attackers = DecisionKind.ATTACKERS
        await measure("toggle", ("1", "1"), (attackers, attackers))
        real = screen.decision  # the attack: shown again after each made-up decision
        assert real is not None
        for name, kind in (
            ("blockers", DecisionKind.BLOCKERS),
            ("divide", DecisionKind.DIVIDE),
            ("order", DecisionKind.ORDER),
            ("several", DecisionKind.TARGETS),
        ):
            swaps = (made_up[name], real)
            await measure(f"to-{name}", (SWAP_KEY, SWAP_KEY), (kind, attackers), swaps)
        # keys inside each of them (uncommitted choices only): a blocker, then the attacker
        # it blocks, Esc takes the block back; an amount up and down by 5; the first
        # ability put in order, Esc starts again
        inside = {
            "blockers": ("1", "1", "escape"),
            "divide": ("right", "left"),
            "order": ("1", "escape"),
        }
        for name, keys in inside.items():
            clock.swap_to = made_up[name]
            await send_key(app, SWAP_KEY, clock)
            kind = made_up[name].kind
            await measure(name, keys, (kind,) * len(keys))
        clock.swap_to = real
        await send_key(app, SWAP_KEY, clock)
    sys.setprofile(None)
    if profile is not None:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(45)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(90)
    return permanents, timings, drawing, redraws


async def key_floor(rounds: int = 30) -> tuple[list[float], list[float]]:
    """The floor for a key: an almost empty Textual app whose key changes one line of text
    (no layout), timed like `key_to_redraw` — (last frame wall, CPU) seconds per key."""
    from textual.app import App, ComposeResult
    from textual.widgets import Footer, Static

    class Empty(App[None]):
        BINDINGS: ClassVar[list[BindingType]] = [("x", "count", "x")]
        count = 0

        def compose(self) -> ComposeResult:
            yield Static("0", id="line")
            yield Footer()

        def action_count(self) -> None:
            self.count += 1
            self.query_one("#line", Static).update(str(self.count))

    app = Empty()
    clock = Clock()
    instrument(app, clock)
    last: list[float] = []
    cpu: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        watch_frames(app.screen, clock)
        for n in range(rounds + 2):
            await send_key(app, "x", clock)
            if n >= 2 and clock.frames:
                last.append(clock.frames[-1] - clock.key_at)
                cpu.append(clock.frame_cpu - clock.sent_cpu)
    return last, cpu


def ms(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[int(0.95 * (len(xs) - 1))]
    return f"median {statistics.median(xs) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, n={len(xs)}"


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", action="store_true", help="only the keys (no launch)")
    parser.add_argument("--launch", action="store_true", help="only the launch")
    parser.add_argument("--rounds", type=int, default=30, help="rounds of each key kind")
    parser.add_argument("--profile", choices=KINDS, help="run this kind's keys under cProfile")
    parser.add_argument("--calls", action="store_true", help="count Python calls per key")
    parser.add_argument("--only", choices=KINDS, nargs="+", help="print only these kinds")
    parser.add_argument(
        "--widgets", action="store_true", help="name the widgets each kind's keys rendered"
    )
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="keep no rendered lines between keys (KeptLines): every look drawn as if new",
    )
    args = parser.parse_args(argv)
    # Never touch the user's own saves: the benchmark plays in a throwaway data folder
    # (the launch subprocess inherits it).
    os.environ["IZVORI_DATA_DIR"] = tempfile.mkdtemp(prefix="izvori-bench-")
    if not args.keys:
        ours, floor = cold_launch()
        print(
            "launch → the start screen's first frame painted (cold, imports included): "
            f"{ms(ours['painted'])}  [target < 300 ms]"
        )
        print(f"  CPU time: {ms(ours['painted cpu'])}")
        print(
            f"  floor, an empty Textual app's first frame: {ms(floor['painted'])}; "
            f"CPU {ms(floor['painted cpu'])}"
        )
        print(f"launch → first interactive frame (the app settled): {ms(ours['wall'])}")
        print(f"  CPU time: {ms(ours['cpu'])}")
        print(f"  floor, an empty Textual app: {ms(floor['wall'])}; CPU {ms(floor['cpu'])}")
        if args.calls:
            counts = ", ".join(f"{v} {k}" for k, v in launch_counts().items())
            print(f"  counted from the app's creation to the first frame: {counts}")
    if args.launch:
        return 0
    if args.fresh:
        # the keys here go back and forth between two screens, so the widgets that keep
        # their lines per look (widgets/kept.py) draw nothing after the first round; this
        # measures a look never seen before (a new title, header or list each key)
        from izvori.tui.widgets import kept

        kept.KEEP = 0
    permanents, timings, drawing, redraws = asyncio.run(
        key_to_redraw(args.rounds, args.profile, args.calls)
    )
    print(f"board: {permanents} permanents")
    first, last, cpu, frames, layouts = timings["prompt"]
    print(f"key arrives → screen redrawn (last frame painted): {ms(last)}  [target < 16 ms]")
    print(f"  key arrives → first frame painted: {ms(first)}")
    print(f"  CPU time from key to last frame: {ms(cpu)}")
    print(f"  GameScreen.redraw() alone: {ms(redraws)}")
    for kind in args.only or KINDS:
        first, last, cpu, frames, layouts = timings[kind]
        rendered, lines, written, ncalls = (statistics.mean(xs) for xs in drawing[kind][:4])
        print(
            f"  {kind}: last frame {ms(last)}; CPU {ms(cpu)}; per key "
            f"{statistics.mean(frames):.2f} frames, {statistics.mean(layouts):.2f} layouts, "
            f"{rendered:.1f} widgets rendered ({lines:.0f} lines), {written:.0f} characters"
            + (f", {ncalls:.0f} Python calls" if args.calls else "")
        )
        if args.widgets:
            keys = len(drawing[kind][0])
            by_calls = drawing[kind][5]
            for name, n in drawing[kind][4].most_common():
                spent = f" {by_calls[name] / keys:7.0f} calls" if args.calls else ""
                print(f"      {n / keys:5.2f}{spent} {name}")
    floor_last, floor_cpu = asyncio.run(key_floor())
    print(f"  floor, a key in an empty Textual app: {ms(floor_last)}; CPU {ms(floor_cpu)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
