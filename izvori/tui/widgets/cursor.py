"""The cursor drawn as a symbol, not only as a colour (issue 11 item 5).

Textual shows the highlighted row of a list only by its background, which a monochrome
terminal (`NO_COLOR=1`, `TERM=xterm-mono`) does not show at all. Every prompt list keeps a
two-cell gutter on its left and draws `CURSOR` in it on the first line of the highlighted row
while the list has the keyboard; a focused card chip starts with the same symbol. So exactly
one place on the screen carries the cursor.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from izvori.strings import t

CURSOR = t("tui.cursor")
GUTTER = 2  # the symbol and a space


class CursorRows:
    """Mixin for OptionList (and SelectionList): the highlighted row carries `CURSOR`."""

    def _get_left_gutter_width(self) -> int:
        return super()._get_left_gutter_width() + GUTTER  # type: ignore[misc, no-any-return]

    def render_line(self, y: int) -> Strip:
        strip: Strip = super().render_line(y)  # type: ignore[misc]
        row = self.scroll_offset.y + y  # type: ignore[attr-defined]
        try:
            index, offset = self._lines[row]  # type: ignore[attr-defined]
        except IndexError:
            return strip  # a blank line below the options is already full width
        # only on the top screen: a list under a dialog keeps its focus, not the cursor
        on = (
            offset == 0
            and index == self.highlighted  # type: ignore[attr-defined]
            and self.has_focus  # type: ignore[attr-defined]
            and self.screen.is_active  # type: ignore[attr-defined]
        )
        first = next(iter(strip), None)
        base = first.style if first is not None and first.style is not None else Style()
        mark = Segment(f"{CURSOR} " if on else " " * GUTTER, base + Style(bold=True))
        return Strip([mark, *strip], strip.cell_length + GUTTER)

    def on_focus(self) -> None:
        self.refresh()  # type: ignore[attr-defined]

    def on_blur(self) -> None:
        self.refresh()  # type: ignore[attr-defined]
