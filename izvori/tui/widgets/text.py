"""Updating text widgets without needless work."""

from __future__ import annotations

from textual.widgets import Static


def set_text(widget: Static, text: str, layout: bool = True) -> None:
    """Update a Static unless it already shows `text`. An update repaints the widget; it
    re-lays out the screen only when the new text may change the widget's size: `layout=False`
    says it cannot (a fixed height), and otherwise the new text's height is measured at the
    widget's width (issue 11 item 6: a layout of the whole screen costs a key ~25 ms of CPU;
    a prompt's title or hint, or the card panel, keeps its number of lines on most keys)."""
    if widget.content == text:
        return
    width, height = widget.content_size
    steady = (
        widget.is_mounted
        and width > 0
        and height > 0
        and not (widget.styles.width is not None and widget.styles.width.is_auto)
    )
    widget.update(text, layout=layout and not steady)
    if layout and steady and widget.visual.get_height(widget.styles, width) != height:
        widget.refresh(layout=True)
