"""Short and long versions of the suite's soaks, fuzzers and many-game walks (docs/testing.md).

The README's `pytest` runs the short version of each: the seeds, decks, trials and examples
that still reach every code path the long version reaches. `IZVORI_SOAK=1 pytest -m soak` runs
the same tests (marked `soak`) at their long size; a test's own knob (IZVORI_KILL_TRIALS,
IZVORI_FUZZ_EXAMPLES, IZVORI_SOAK_GAMES_PER_PAIRING) still overrides either size.
A module of its own, not the conftest: `conftest` is a name several test folders use.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: the long versions are asked for by the soak command (README)
SOAK = os.environ.get("IZVORI_SOAK", "") not in ("", "0")


def size(short: int, long: int, knob: str | None = None) -> int:
    """How many games, trials or examples: the knob if set, else the mode's size."""
    if knob is not None and os.environ.get(knob):
        return int(os.environ[knob])
    return long if SOAK else short


def cases(short: Sequence[T], long: Sequence[T]) -> list[T]:
    """Which seeds or cases a parametrized test runs: the short ones are among the long."""
    assert set(short) <= set(long), "the short run must be part of the long one"
    return list(long if SOAK else short)
