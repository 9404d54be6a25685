"""A small vendored snapshot comparer for SVG screenshots (no pytest plugin needed).

`IZVORI_SNAPSHOT_UPDATE=1 pytest tests/tui/test_snapshots.py` rewrites the expected files in
tests/tui/snapshots/. Comparison ignores the random ids Rich puts in CSS class names.
"""

from __future__ import annotations

import difflib
import os
import re
from pathlib import Path

from svgtext import svg_text
from textual.app import App
from textual.widgets import Input

SNAPSHOTS = Path(__file__).parent / "snapshots"
_IDS = re.compile(r"terminal-\d+")


def normalize(svg: str) -> str:
    return _IDS.sub("terminal", svg)


def screenshot(app: App[object], title: str) -> str:
    """The screen as SVG with every field's cursor shown and its blink stopped: a snapshot taken
    more than a blink (0.5 s) after the last key, as on a loaded machine, is then the same."""
    for field in app.screen.query(Input):
        field.cursor_blink = False
    return app.export_screenshot(title=title)


def snap_compare(name: str, svg: str) -> None:
    """Assert `svg` equals the stored snapshot `name` (or store it when updating)."""
    path = SNAPSHOTS / f"{name}.svg"
    if os.environ.get("IZVORI_SNAPSHOT_UPDATE") or not path.exists():
        if not os.environ.get("IZVORI_SNAPSHOT_UPDATE") and os.environ.get("CI"):
            raise AssertionError(f"missing snapshot {path}")
        SNAPSHOTS.mkdir(parents=True, exist_ok=True)
        path.write_text(svg, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if normalize(expected) == normalize(svg):
        return
    diff = "\n".join(
        difflib.unified_diff(
            svg_text(expected).splitlines(),
            svg_text(svg).splitlines(),
            "expected",
            "actual",
            lineterm="",
        )
    )
    raise AssertionError(
        f"snapshot {name} differs (IZVORI_SNAPSHOT_UPDATE=1 to accept):\n{diff or '(styles only)'}"
    )
