"""A side's izvorište and sources, in one row, drawn by one widget (issue 11 item 6).

The row was a horizontal line of `CardChip`s, each as wide as its text, a cell between them,
the izvorište at least as wide as "Izvorište: prazno" (so that mana coming and going moves
nothing). Each chip repainted cost a key ~800 Python calls of Textual's pipeline, and a payment
repaints two or three of them. `SourcesZone` is a `CardZone` whose cells are laid out as that
row was: left to right, each as wide as its text (and its cursor cell), the gap the zone's
`grid-gutter`, the izvorište's least width its `chip--pool` component style; a card past the
right edge is cut there, as the row's edge cut the chip.
"""

from __future__ import annotations

from typing import ClassVar

from textual.strip import Strip

from izvori.tui.widgets.chips import chip_content
from izvori.tui.widgets.zone import CardZone, Cell, Row


class SourcesZone(CardZone):
    COMPONENT_CLASSES: ClassVar[set[str]] = CardZone.COMPONENT_CLASSES | {"chip--pool"}

    def _text_width(self, index: int) -> int:
        _key, cid, text, classes = self.cards[index]
        content = chip_content(text)
        width = content.cell_length if cid == 0 else 1 + content.cell_length  # the cursor cell
        if "pool" in classes:
            least = self.get_component_styles("chip--pool").min_width
            if least is not None and least.is_cells:
                width = max(width, int(least.value))
        return width

    def _layout(self, width: int) -> int:
        """One row, the cards side by side at their own widths (as Textual's horizontal
        layout placed the chips); the zone's height."""
        gap = self.styles.grid_gutter_vertical
        cells: list[Cell] = []
        x = 0
        for index in range(len(self.cards)):
            if x >= width:
                break  # past the edge: not drawn, as the row clipped the chip
            w = self._text_width(index)
            cells.append(Cell(index, x, 0, w, len(self._card_strips(index, w))))
            x += w + gap
        height = max((c.height for c in cells), default=0)
        self._rows = [Row(0, height, tuple(cells))] if cells else []
        self._laid_for = (width, max(1, self.styles.grid_size_columns))
        return height

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        full = self._widths()[1]
        cells = self._rows[0].cells if self._rows else ()
        if cells and cells[-1].x + cells[-1].width > full:  # the last card passes the edge
            line = Strip(line._segments).crop(0, full)
        return line

    def card_at(self, x: int, y: int) -> int | None:
        index = super().card_at(x, y)
        return index if x < self._widths()[1] else None
