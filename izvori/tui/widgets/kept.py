"""Widgets that keep the lines they rendered for each of the few looks they go back and forth
between.

A key that brings a new prompt repaints the prompt's title and hint, the key bar, a player's
header line, the hand's border and a scrollbar — each one or a few lines, and each costs
Textual's line pipeline 500–1 100 Python calls (the markup's content to strips, then the
styles' padding, border and background), though most of them only go back to something
they showed a key or two before (the prednost title and hint after a cancelled cast, the
key bar of the prompt before). Issue 11 item 6: ~1 200 calls are a millisecond here, and a
key has 16.

`KeptLines` keeps a widget's rendered lines by what it shows (`look()`, said by each widget)
and by everything else its lines depend on: the part asked for, its size, its styles (their
update count: a theme change, a class, focus or hover restyle them; and the text style and
colours made from them and its ancestors', `visual_style`) and the background under it (its
ancestors' colours: a parent restyled does not restyle the child). A look not seen before
is rendered as Textual renders it.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

KEEP = 16  # looks kept per widget: a few prompts' titles and hints, a few key bars


class KeptLines:
    """Mixin for a widget (before it in the bases): render a look once, show it from then on."""

    _kept: dict[Hashable, list[Strip]] | None = None

    def look(self) -> Hashable:
        """What the widget shows (its text, its keys, its window), as a key."""
        raise NotImplementedError

    def render_lines(self, crop: Region) -> list[Strip]:
        widget = self
        assert isinstance(widget, Widget)
        key = (
            self.look(),
            crop,
            widget.size,
            widget.styles._cache_key,  # any style of its own changed (a border's colour)
            widget.visual_style,
            widget.background_colors,
        )
        kept = self._kept
        if kept is None:
            kept = self._kept = {}
        lines = kept.get(key)
        if lines is None:
            if len(kept) >= KEEP:
                kept.clear()
            lines = kept[key] = super().render_lines(crop)  # type: ignore[misc]
        return lines
