"""Updating text widgets without needless work."""

from __future__ import annotations

from textual.widgets import Static


def set_text(widget: Static, text: str, layout: bool = True) -> None:
    """Update a Static unless it already shows `text`. An update repaints the widget and, unless
    `layout=False` says its size cannot change (a fixed height), re-lays out the screen."""
    if widget.content != text:
        widget.update(text, layout=layout)
