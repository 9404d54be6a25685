"""SVG snapshots of the key screens, from the same real positions as `screenshots/`."""

from __future__ import annotations

import pytest
from snapshots import snap_compare

from izvori.tools.screenshots import SHOTS, Shot, capture, start_app

EXTRA = (
    Shot("help", SHOTS[1].make, ("enter", "enter", "f1")),
    Shot("settings", SHOTS[1].make, ("enter", "enter", "s")),
    Shot("resume", start_app, ("f2",)),
)


@pytest.mark.parametrize("shot", SHOTS + EXTRA, ids=lambda s: s.name)
async def test_snapshot(shot: Shot) -> None:
    snap_compare(shot.name, await capture(shot))


#: the smallest supported terminal and a large one (issue 11 item 6); the rest at 100×30
SIZES = ((80, 24), (160, 50))
SIZED = [
    (shot, size) for shot in (SHOTS[1], SHOTS[3], SHOTS[4], SHOTS[5], EXTRA[1]) for size in SIZES
]


@pytest.mark.parametrize(("shot", "size"), SIZED, ids=[f"{s.name}-{w}x{h}" for s, (w, h) in SIZED])
async def test_snapshot_sized(shot: Shot, size: tuple[int, int]) -> None:
    svg = await capture(shot, size)
    snap_compare(f"{shot.name}-{size[0]}x{size[1]}", svg)
