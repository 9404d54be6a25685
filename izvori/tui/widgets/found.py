"""The game screen's fixed parts, looked up once instead of on every key.

Issue 11 item 6 (a key < 16 ms). Every redraw asked Textual's `query_one` for the same
widgets — the status lines, both sides' panels and their header, sources and permanents, the
hand, the niz, the log, the card panel, the prompt's title, progress line, list and hint:
about 18 look-ups a key, each a walk of the widget tree and a selector match, because
Textual's own cache of them is dropped whenever a child is added or moved. They are mounted
once and never replaced, so `part` remembers each one for its owner while it stays mounted.
"""

from __future__ import annotations

from typing import TypeVar

from textual.dom import DOMNode
from textual.widget import Widget

W = TypeVar("W", bound=Widget)


def part(owner: DOMNode, selector: str, kind: type[W]) -> W:
    """`owner.query_one(selector, kind)`, remembered while the widget is mounted."""
    found: dict[str, Widget] = vars(owner).setdefault("_found_parts", {})
    widget = found.get(selector)
    if widget is None or widget.parent is None:  # removed: look it up again
        widget = found[selector] = owner.query_one(selector, kind)
    assert isinstance(widget, kind)
    return widget
