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
        line = Strip([mark, *strip], strip.cell_length + GUTTER)
        return self._with_more_marker(line, y, row)

    def _with_more_marker(self, line: Strip, y: int, row: int) -> Strip:
        """Issue 11 item 2: a list with options out of sight says so on its edge rows —
        "više ↓ 3" on the last visible row, "više ↑ 2" on the first — in reverse video, so
        a monochrome terminal shows it too (Down/Up or the mouse wheel scroll to them)."""
        lines = self._lines  # type: ignore[attr-defined]
        height: int = self.scrollable_content_region.height  # type: ignore[attr-defined]
        top: int = self.scroll_offset.y  # type: ignore[attr-defined]
        if height < 2:
            return line
        if y == height - 1 and top + height < len(lines):
            hidden = {index for index, _offset in lines[row + 1 :]}
            if lines[row][1]:  # this row's option starts above: it shows at least partly
                hidden.discard(lines[row][0])
            texts = (
                t("tui.list.more_below", n=len(hidden)),
                t("tui.list.fewer_below", n=len(hidden)),
            )
        elif y == 0 and top > 0:
            hidden = {index for index, _offset in lines[:top]}
            hidden.discard(lines[top][0])  # the option this row belongs to is in sight
            texts = (
                t("tui.list.more_above", n=len(hidden)),
                t("tui.list.fewer_above", n=len(hidden)),
            )
        else:
            return line
        if not hidden:
            return line
        # the marker goes into the row's blank end; the short one ("↓ 3") where the long
        # one would cover the label (a narrow list: the stops dialog's steps at 80×24)
        width = line.cell_length
        used = len("".join(segment.text for segment in line).rstrip())
        text = next((s for s in texts if used + len(s) <= width), texts[-1])
        keep = max(0, width - len(text))
        marker = Segment(text, Style(reverse=True, bold=True))
        return Strip([*line.crop(0, keep), marker], keep + len(text))

    def on_focus(self) -> None:
        self.refresh()  # type: ignore[attr-defined]

    def on_blur(self) -> None:
        self.refresh()  # type: ignore[attr-defined]
