"""A zone of cards (a side's permanents, the hand) drawn by one widget.

Issue 11 item 6: a card drawn as its own widget costs a key ~800 Python calls of Textual's
styling, content and line pipeline whenever it is repainted, and a card leaving the hand
re-arranged the whole screen. A `CardZone` draws its cards' lines itself (`render_line`) from
strips kept per card text, state and width, repaints only the rows whose cards changed, and
asks for a layout only when its height changes. It looks exactly as the grid of chips (one
`Static` per card) it replaced (the same cells, gutter, colours and segments: the SVG
snapshots are unchanged): the chip's CSS rules are its component classes (izvori.tcss,
`CardZone > .chip--*`).

The keyboard focus is the zone's; the card under the cursor is an index inside it (Tab and
Shift+Tab step through the cards before leaving the zone), clicks are mapped to the card under
the pointer, and it posts `CardChip.Focused`/`CardChip.Picked` (the chips' messages).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual import events
from textual._resolve import resolve
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.css.query import QueryType
from textual.css.scalar import Scalar
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual
from textual.widget import Widget

from izvori.strings import t
from izvori.tui.widgets.chips import CardChip, chip_content, mark_colour
from izvori.tui.widgets.cursor import CURSOR
from izvori.tui.widgets.kept import KeptLines

ChipSpec = tuple[str, int, str, frozenset[str]]  # key, card id, text, classes

_FR = Scalar.parse("1fr")


@dataclass(frozen=True)
class Cell:
    """Where a card stands: its row's top line and height, its column's x and width."""

    index: int
    x: int
    y: int
    width: int
    height: int  # the card's own lines (its row may be taller)


@dataclass(frozen=True)
class Row:
    y: int
    height: int
    cells: tuple[Cell, ...]


class CardZone(KeptLines, ScrollView, can_focus=True, inherit_bindings=False):
    """One zone of cards in a grid (`grid-size` columns, `grid-gutter` between them), each
    card as many lines as its text wraps to, a row as tall as its tallest card. The lines of
    a look it showed before are kept (`KeptLines`): the niz empty again after a cancelled
    cast, the hand whole again, the board's marks of the prompt before."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", t("tui.bind.confirm"), show=False),
        Binding("tab", "step(1)", show=False),
        Binding("shift+tab", "step(-1)", show=False),
    ]
    # the chip's rules (izvori.tcss), in the order of the `.chip` block: a later background
    # wins, as the later CSS rule did; a mark's background wins over all (MARK_BACKGROUNDS)
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "chip--focus",
        "chip--hover",
        "chip--tapped",
        "chip--attacking",
        "chip--blocking",
        "chip--playable",
        "chip--niz-top",
    }
    # first present wins (`.niz-top`, a class alone, is less specific than `.chip:focus`)
    _BACKGROUNDS = ("blocking", "attacking", "hover", "focus", "niz-top")

    def __init__(self, zone: str, classes: str, id: str | None = None) -> None:
        super().__init__(classes=f"{classes} card-zone", id=id)
        self.zone = zone
        self.cards: list[ChipSpec] = []
        self.cursor = 0
        self._hover: int | None = None
        self._rows: list[Row] = []
        self._laid_for = (-1, -1)  # the width and columns the rows were laid out for
        self._strips: dict[tuple[object, ...], list[Strip]] = {}
        self._styles_key: object = None
        self._blank = RichStyle()  # the zone's own background (`_check_styles`)
        self._widths_key: object = None
        self._widths_now = (0, 0)
        self.can_focus = False

    def look(self) -> Hashable:
        # what `render_line` draws from: the cards (their text and marks), the cursor while
        # the zone has the focus, the card under the pointer, the scroll position and
        # whether the scrollbar's gutter is drawn
        return (
            tuple(self.cards),
            self.cursor if self.has_focus else -1,
            self._hover,
            self.scroll_offset,
            self.show_vertical_scrollbar,
        )

    # ------------------------------------------------------------------ cards
    @property
    def card_id(self) -> int:
        """The card under the cursor (0: none)."""
        if 0 <= self.cursor < len(self.cards):
            return self.cards[self.cursor][1]
        return 0

    def focusable_indexes(self) -> list[int]:
        return [i for i, spec in enumerate(self.cards) if spec[1]]

    def show(self, specs: list[ChipSpec]) -> None:
        """Show these cards, in order; repaint only the rows whose cards changed, lay out the
        screen only if the zone's height changed. The cursor stays on its card; if that card
        left, on the card now in its place."""
        old = self.cards
        if specs == old:
            return
        key = old[self.cursor][0] if 0 <= self.cursor < len(old) else None
        self.cards = list(specs)
        keys = [spec[0] for spec in specs]
        cursor = keys.index(key) if key in keys else self.cursor
        focusable = self.focusable_indexes()
        if focusable and cursor not in focusable:
            cursor = next((i for i in focusable if i >= cursor), focusable[-1])
        moved = self.card_id != (old[self.cursor][1] if 0 <= self.cursor < len(old) else 0)
        self.cursor = cursor
        if self._hover is not None and self._hover >= len(specs):
            self._hover = None
        self.can_focus = bool(focusable)
        if not self.is_attached or not self.size.width:
            return
        before = [(r.y, r.height, [c.width for c in r.cells]) for r in self._rows]
        height = self._layout(self._width())
        after = [(r.y, r.height, [c.width for c in r.cells]) for r in self._rows]
        if height != self.virtual_size.height or self._width() != self.virtual_size.width:
            self._resize_to(Size(self._width(), height))
        elif before != after or len(old) != len(specs):
            self.refresh()
        else:
            for row in self._rows:
                if any(old[c.index] != specs[c.index] for c in row.cells):
                    self._refresh_row(row)
        if self.has_focus and (moved or cursor != self.cursor):
            self._cursor_changed()
        elif self.has_focus and not focusable:
            self.screen.set_focus(None)

    # ----------------------------------------------------------------- layout
    def _width(self) -> int:
        return self.scrollable_content_region.width

    def _columns(self, width: int) -> list[tuple[int, int]]:
        count = max(1, self.styles.grid_size_columns)
        gutter = self.styles.grid_gutter_vertical
        size = Size(width, 0)
        spans = resolve([_FR] * count, width, gutter, size, size)
        return [(int(x), int(w)) for x, w in spans]

    def _layout(self, width: int) -> int:
        """Place the cards (as Textual's grid layout placed the chips); the zone's height.
        In a zone that keeps names whole (`long_cards_span`), a card whose line is wider
        than its column takes a row of its own, the zone's whole width, in its place."""
        columns = self._columns(width)
        whole = (columns[0][0], columns[-1][0] + columns[-1][1] - columns[0][0])
        rows: list[Row] = []
        y = 0
        pending: list[int] = []

        def close(indexes: list[int], spans: list[tuple[int, int]]) -> None:
            nonlocal y
            cells = [
                Cell(index, x, y, w, len(self._card_strips(index, w)))
                for index, (x, w) in zip(indexes, spans, strict=True)
            ]
            height = max(c.height for c in cells)
            rows.append(Row(y, height, tuple(cells)))
            y += height

        for index in range(len(self.cards)):
            if self.long_cards_span and len(columns) > 1 and self._too_wide(index, columns[0][1]):
                if pending:
                    close(pending, columns[: len(pending)])
                    pending = []
                close([index], [whole])
                continue
            pending.append(index)
            if len(pending) == len(columns):
                close(pending, columns)
                pending = []
        if pending:
            close(pending, columns[: len(pending)])
        self._rows = rows
        self._laid_for = (width, len(columns))
        return y

    # a hand's zone: a long name is never cut (issue 11 item 6); off for the board
    long_cards_span = False

    def _too_wide(self, index: int, width: int) -> bool:
        """Whether the card's one line (the cursor's cell included) is wider than `width`."""
        _key, cid, text, _classes = self.cards[index]
        return chip_content(text).cell_length + (1 if cid else 0) > width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._layout(width)

    def on_resize(self) -> None:
        self.relayout()

    def relayout(self) -> None:
        """Lay the cards out again for the zone's width and columns (a resize, a new column
        count); the virtual size follows (the hand scrolls in it)."""
        width = self._width()
        height = self._layout(width)
        if self.virtual_size != Size(width, height):
            self._resize_to(Size(width, height))
        self.refresh()

    def _resize_to(self, size: Size) -> None:
        """A new height of the cards. A zone sized by its cards (a side of the board) asks
        for a layout of the screen; a zone of a fixed height (the hand, which scrolls) only
        scrolls further or less: a card leaving the hand repaints the hand and nothing else
        (issue 11 item 6). Its scrollbar appearing or going still lays out (Textual's)."""
        height = self.styles.height
        if height is None or height.is_auto:
            self.virtual_size = size
            self.refresh(layout=True)
            return
        self.set_reactive(CardZone.virtual_size, size)
        self._scroll_update(size)  # the scrollbar and the scroll position (Textual's)
        self.refresh()

    def set_columns(self, columns: int) -> None:
        if self.styles.grid_size_columns != columns:
            self.styles.grid_size_columns = columns
            if self.size.width:
                self.relayout()

    def _refresh_row(self, row: Row) -> None:
        self.refresh(Region(0, row.y - int(self.scroll_y), self.size.width, row.height))

    def _row_of(self, index: int) -> Row | None:
        return next((r for r in self._rows if any(c.index == index for c in r.cells)), None)

    # ------------------------------------------------------------------ drawing
    def _state(self, index: int) -> tuple[str, ...]:
        _key, _cid, _text, classes = self.cards[index]
        state = set(classes)
        if index == self.cursor and self.has_focus:
            state.add("focus")
        if index == self._hover:
            state.add("hover")
        return tuple(sorted(state))

    def _card_strips(self, index: int, width: int) -> list[Strip]:
        _key, cid, text, _classes = self.cards[index]
        state = self._state(index)
        self._check_styles()
        key = (text, bool(cid), state, width)
        strips = self._strips.get(key)
        if strips is None:
            if len(self._strips) > 512:
                self._strips.clear()
            strips = self._strips[key] = self._draw(text, bool(cid), state, width)
        return strips

    def _check_styles(self) -> None:
        """Forget the strips drawn in other styles (a theme change); the zone's background,
        looked up once (Textual walks the ancestors for it)."""
        key = (self.app.theme, self.styles._cache_key)
        if key != self._styles_key:
            self._styles_key = key
            self._strips.clear()
            base, background = self.background_colors
            self._blank = Style(background=base + background).rich_style

    def _widths(self) -> tuple[int, int]:
        """The cards' width (without the scrollbar's gutter) and the whole line's, looked
        up once per size (each is a walk through Textual's geometry)."""
        key = (self.size, self.show_vertical_scrollbar)
        if key != self._widths_key:
            self._widths_key = key
            self._widths_now = (self._width(), self.content_region.width)
        return self._widths_now

    def _draw(self, text: str, focusable: bool, state: tuple[str, ...], width: int) -> list[Strip]:
        """A card's lines, as the chip (a `Static`) drew them: its text in its style, each
        line padded to the cell with its background."""
        if focusable:  # the cursor cell (a monochrome terminal shows no focus colour)
            text = (f"[b]{CURSOR}[/]" if "focus" in state else " ") + text
        style, pad = self._chip_style(state)
        strips = Visual.to_strips(self, chip_content(text), width, None, style)
        return [strip.adjust_cell_length(width, pad) for strip in strips]

    def _chip_style(self, state: tuple[str, ...]) -> tuple[Style, RichStyle]:
        """The style a chip in this state had: the zone's own (what the chip inherited), then
        the winning background, the tapped colour, the bold of focus and playable."""
        base = self.visual_style
        background = base.background or Color(0, 0, 0, 0)
        layer: Color | None = None
        mark = "chosen" if "chosen" in state else "legal" if "legal" in state else None
        if mark is not None:
            layer = mark_colour(self.app, mark)
        else:
            for name in self._BACKGROUNDS:
                if name in state:
                    layer = self.get_component_styles(f"chip--{name}").background
                    break
        text_background = background if layer is None else background + layer
        colour = base.foreground
        if "tapped" in state:
            muted = self.get_component_styles("chip--tapped")
            colour = muted.color
            if muted.has_rule("auto_color") and muted.auto_color:
                colour = text_background.get_contrast_text(colour.a)
        bold = base.bold
        for name in ("focus", "playable"):
            if name in state and self.get_component_styles(f"chip--{name}").text_style.bold:
                bold = True
        style = Style(
            text_background,
            colour,
            bold=bold,
            dim=base.dim,
            italic=base.italic,
            reverse=base.reverse,
            underline=base.underline,
            strike=base.strike,
        )
        _zone_base, zone_background = self.background_colors
        return style, Style(background=zone_background + text_background).rich_style

    def render_line(self, y: int) -> Strip:
        # the scrollbar's gutter, when no scrollbar is shown, is the zone's background too:
        # one segment with the cells before it (`full`), as a container drew it
        width, full = self._widths()
        if (width, max(1, self.styles.grid_size_columns)) != self._laid_for:
            self._layout(width)
        line = y + int(self.scroll_y)
        self._check_styles()
        blank = self._blank
        row = next((r for r in self._rows if r.y <= line < r.y + r.height), None)
        if row is None:
            return Strip.blank(full, blank)
        segments: list[Segment] = []
        x = 0
        gap = 0  # blank cells not yet written: runs of the zone's background are one segment
        for cell in row.cells:
            inside = line - row.y
            if inside >= cell.height:
                continue  # the card is shorter than its row: the zone shows through
            gap += cell.x - x
            if gap:
                segments.append(Segment(" " * gap, blank))
                gap = 0
            segments.extend(self._card_strips(cell.index, cell.width)[inside])
            x = cell.x + cell.width
        gap += full - x
        if gap:
            segments.append(Segment(" " * gap, blank))
        return Strip(segments, full)

    # ------------------------------------------------------------------ focus
    def _cursor_changed(self) -> None:
        self.refresh_cards()
        self._scroll_to_cursor()
        if self.card_id:
            self.post_message(CardChip.Focused(self.card_id))

    def refresh_cards(self) -> None:
        """Repaint every row (focus gained or lost, the cursor moved)."""
        self.refresh()

    def focus_card(self, index: int) -> bool:
        """Put the cursor on the `index`th card that can take it (the last if fewer); False
        if none can."""
        focusable = self.focusable_indexes()
        if not focusable:
            return False
        self.cursor = focusable[min(index, len(focusable) - 1)]
        if self.has_focus:
            self._cursor_changed()
        else:
            self.focus(scroll_visible=False)
        return True

    def cursor_position(self) -> int:
        """The cursor's place among the cards that can take it."""
        focusable = self.focusable_indexes()
        return focusable.index(self.cursor) if self.cursor in focusable else 0

    def on_focus(self) -> None:
        self._cursor_changed()

    def on_blur(self) -> None:
        self.refresh_cards()

    def _scroll_to_cursor(self) -> None:
        row = self._row_of(self.cursor)
        if row is None:
            return
        region = Region(0, row.y, self.size.width, row.height)
        if self.max_scroll_y:
            self.scroll_to_region(region, animate=False, immediate=True)
        parent = self.parent
        if isinstance(parent, Widget) and parent.max_scroll_y:
            inside = region.translate(self.virtual_region.offset)
            parent.scroll_to_region(inside, animate=False, immediate=True)

    def action_step(self, step: int) -> None:
        """Tab and Shift+Tab: the next (previous) card, then out of the zone."""
        focusable = self.focusable_indexes()
        at = focusable.index(self.cursor) if self.cursor in focusable else -1
        if 0 <= at + step < len(focusable) and at >= 0:
            self.cursor = focusable[at + step]
            self._cursor_changed()
        elif step > 0:
            self.app.action_focus_next()
        else:
            self.app.action_focus_previous()

    def action_pick(self) -> None:
        if self.card_id:
            self.post_message(CardChip.Picked(self.card_id))

    # ------------------------------------------------------------------ mouse
    def card_at(self, x: int, y: int) -> int | None:
        """The index of the card drawn at this offset inside the zone, if any."""
        line = y + int(self.scroll_y)
        for row in self._rows:
            if row.y <= line < row.y + row.height:
                for cell in row.cells:
                    if cell.x <= x < cell.x + cell.width and line < row.y + cell.height:
                        return cell.index
        return None

    def on_click(self, event: events.Click) -> None:
        index = self.card_at(event.x, event.y)
        if index is None or not self.cards[index][1]:
            return
        event.stop()
        self.cursor = index
        if self.has_focus:
            self._cursor_changed()
        else:
            self.focus(scroll_visible=False)
        self.post_message(CardChip.Picked(self.cards[index][1]))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._set_hover(self.card_at(event.x, event.y))

    def on_leave(self, event: events.Leave) -> None:
        self._set_hover(None)

    def _set_hover(self, index: int | None) -> None:
        if index == self._hover:
            return
        for old in (self._hover, index):
            row = self._row_of(old) if old is not None else None
            if row is not None:
                self._refresh_row(row)
        self._hover = index


def focused_card(widget: Widget | None) -> int | None:
    """The card a focused widget stands for: the card under a zone's cursor."""
    if isinstance(widget, CardZone):
        return widget.card_id or None
    return None


class ZoneScreen(Screen[None]):
    """A screen with zones of cards: Tab into a zone starts at its first card, Shift+Tab at
    its last (`enter_zone`)."""

    def focus_next(self, selector: str | type[QueryType] = "*") -> Widget | None:
        return enter_zone(super().focus_next(selector), first=True)

    def focus_previous(self, selector: str | type[QueryType] = "*") -> Widget | None:
        return enter_zone(super().focus_previous(selector), first=False)


def enter_zone(widget: Widget | None, first: bool) -> Widget | None:
    """Tab into a zone puts its cursor on the first card, Shift+Tab on the last, as the
    focus chain of one widget per card did."""
    if isinstance(widget, CardZone):
        focusable = widget.focusable_indexes()
        if focusable:
            widget.cursor = focusable[0 if first else -1]
    return widget
