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
