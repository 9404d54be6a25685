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

Nor does it ask a widget for lines on which widgets in front of it cover all of it (a
container behind its children, a prompt behind its title, list and hint): every cell of such
a line inside a changed region has a widget in front that overlaps that region, so that
widget is asked for the line and its piece is the one sent. Each container asked costs a key
~140 Python calls of Textual's line pipeline for nothing it shows. A full update (a screen's
first frame, a resize) skips those lines too: the start screen's containers (the screen, the
box, the form, its rows and columns) were a third of the lines its first frame rendered.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip


def shown_lines(
    widgets: Mapping[object, tuple[Region, Region]],
) -> dict[object, tuple[int, int]]:
    """For each widget (front to back, as the compositor keeps them), the first and last+1
    screen line on which some of it is not covered by widgets in front of it; a widget
    covered everywhere is left out."""
    covered: dict[int, list[tuple[int, int]]] = {}  # per line: merged spans, sorted
    shown: dict[object, tuple[int, int]] = {}
    for widget, (region, clip) in widgets.items():
        x, y, width, height = region.intersection(clip)
        if not (width and height):
            continue
        end = x + width
        first = last = -1
        for line in range(y, y + height):
            spans = covered.setdefault(line, [])
            if not any(a <= x and end <= b for a, b in spans):
                if first < 0:
                    first = line
                last = line
            merged: list[tuple[int, int]] = []
            start, stop = x, end
            for a, b in spans:
                if b < start or a > stop:
                    merged.append((a, b))
                else:
                    start, stop = min(a, start), max(b, stop)
            merged.append((start, stop))
            merged.sort()
            covered[line] = merged
        if first >= 0:
            shown[widget] = (first, last + 1)
    return shown


class SpanCompositor(Compositor):
    _changed: list[Region] | None = None  # the regions of the partial update being rendered
    # `shown_lines` of the visible widgets it was computed for (a new layout or scroll
    # makes a new mapping)
    _shown_for: object = None
    _shown: Mapping[object, tuple[int, int]] = MappingProxyType({})

    def render_partial_update(self) -> ChopsUpdate | None:
        self._changed = list(self._dirty_regions)
        try:
            return super().render_partial_update()
        finally:
            self._changed = None

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        if crop is None:
            yield from super()._get_renders(crop)
            return
        # a full update (a screen's first frame, a resize, a screenshot) changes the whole
        # crop: every widget is asked, but not for the lines its front widgets cover
        changed = self._changed if self._changed is not None else [crop]
        widgets = self.visible_widgets
        if widgets is not self._shown_for:
            self._shown_for, self._shown = widgets, shown_lines(widgets)
        uncovered = self._shown
        for widget, (region, clip) in widgets.items():
            lines_shown = uncovered.get(widget)
            if lines_shown is None:
                continue  # covered by the widgets in front of it wherever it is
            shown = region.intersection(clip)
            top, bottom = shown.bottom, shown.y  # the lines some changed region covers
            for r in changed:
                if r.overlaps(shown):
                    top = min(top, max(r.y, shown.y))
                    bottom = max(bottom, min(r.bottom, shown.bottom))
            # ... on which some of it shows
            top, bottom = max(top, lines_shown[0]), min(bottom, lines_shown[1])
            if top >= bottom:
                continue
            lines = Region(shown.x, top, shown.width, bottom - top)
            crop_in_widget = Region(shown.x - region.x, top - region.y, shown.width, bottom - top)
            yield region, lines, widget.render_lines(crop_in_widget)
