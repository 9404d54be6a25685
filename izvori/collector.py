"""When Python's cycle collector runs: never inside a computer player's answer (issue 14 §5).

CPython frees most objects at once by reference counting; objects in reference cycles wait for
the cycle collector, which runs whenever allocations pass a threshold — inside whatever code is
allocating at that moment. Its full (generation 2) passes walk every object the program holds:
34–59 ms of CPU each on our loaded test machine. Landing inside a computer player's trivial
answer, one made that answer 146 ms long, above the issue's 20 ms (docs/ai.md, eighth
session). So:

* `held()` — no automatic collection while a computer player works out an answer. The
  collection that came due runs at the next allocation after the answer, in the engine's work
  or while the screen shows the move. A search makes few cycles (measured: ~15,600 objects
  in a whole teško game of 13 s of CPU), so holding the collector for an answer, even one
  cut at the 3 s cap, costs little memory.
* `collect()` — a full collection at a moment nobody waits on (the pause after the computer's
  move on screen), so fewer come due in the middle of anything.
* `freeze_loaded()` — after start-up, what is loaded for the whole run (modules, the card pool)
  is moved out of the collector's sight (`gc.freeze`): full passes walk only the game's own
  objects (measured: 11–35 ms instead of 34–59 ms each).
* `start_up_begins()` … `start_up_done()` — no automatic collection from before the TUI's
  modules are imported until its first screen is painted, then `freeze_loaded()` (issue 11
  item 6, the first frame). Start-up makes hardly any garbage cycles, but its allocations pass
  the threshold again and again, and each full pass walks everything imported so far: the
  passes cost ~25 ms of the ~320 ms from launch to the start screen (eleventh session,
  launches of both versions taken in turn, `benchmarks/tui_bench.py --launch`).

Holding is counted, so nested and concurrent holders (the screen's thread and the computer's
worker) release the collector only when the last one is done; a collector the program itself
had switched off stays off.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_holders = 0
_we_disabled = False
_starting_up = False


def _hold() -> None:
    global _holders, _we_disabled
    with _lock:
        if _holders == 0:
            _we_disabled = gc.isenabled()
            gc.disable()
        _holders += 1


def _release() -> None:
    global _holders, _we_disabled
    with _lock:
        _holders -= 1
        if _holders == 0 and _we_disabled:
            gc.enable()
            _we_disabled = False


@contextmanager
def held() -> Iterator[None]:
    """No automatic cycle collection inside the block (see the module docstring)."""
    _hold()
    try:
        yield
    finally:
        _release()


def start_up_begins() -> None:
    """No automatic cycle collection until `start_up_done()` (the TUI's start-up)."""
    global _starting_up
    if not _starting_up:
        _starting_up = True
        _hold()


def start_up_done() -> None:
    """The first screen is on: what start-up made lives all run (`freeze_loaded`), and the
    collector runs again. Does nothing unless `start_up_begins()` came first (an app made by
    a test or a benchmark leaves the collector alone); a second call does nothing either."""
    global _starting_up
    if _starting_up:
        _starting_up = False
        freeze_loaded()
        _release()


def collect() -> None:
    """A full collection now, unless someone holds the collector (a worker is thinking)."""
    with _lock:
        busy = _holders > 0
    if not busy:
        gc.collect()


def freeze_loaded() -> None:
    """Everything alive now lives for the whole run: keep it out of every later collection."""
    gc.freeze()
