"""A compositor that renders, for a frame, only the widgets that the frame changes.

Textual's partial update (`Compositor.render_partial_update`) takes the smallest rectangle
around every region that changed and asks every widget inside that rectangle for its lines
there. A key that marks an attacker on the board (top of the screen) and a row of the prompt
(bottom) so renders nearly every widget of the screen, though only the changed regions are
sent to the terminal (issue 11 item 6: a key's CPU time).

`SpanCompositor` asks only the widgets that overlap a changed region, and each only for the
lines that the changed regions cover — the whole width of those lines, so that every piece
of a line sent to the terminal still comes from the widget in front there: a piece is sent
only where a changed region is, and the widget in front there overlaps that region, so it
is asked for that line. What is sent is the same as before.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip


class SpanCompositor(Compositor):
    _changed: list[Region] | None = None  # the regions of the partial update being rendered

    def render_partial_update(self) -> ChopsUpdate | None:
        self._changed = list(self._dirty_regions)
        try:
            return super().render_partial_update()
        finally:
            self._changed = None

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        changed = self._changed
        if changed is None or crop is None:  # a full update: everything, as Textual does
            yield from super()._get_renders(crop)
            return
        for widget, (region, clip) in self.visible_widgets.items():
            shown = region.intersection(clip)
            top, bottom = shown.bottom, shown.y  # the lines some changed region covers
            for r in changed:
                if r.overlaps(shown):
                    top = min(top, max(r.y, shown.y))
                    bottom = max(bottom, min(r.bottom, shown.bottom))
            if top >= bottom:
                continue
            lines = Region(shown.x, top, shown.width, bottom - top)
            crop_in_widget = Region(shown.x - region.x, top - region.y, shown.width, bottom - top)
            yield region, lines, widget.render_lines(crop_in_widget)
