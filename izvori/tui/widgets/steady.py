"""Scroll views that do not re-announce an unchanged size.

Textual's `ScrollView` (the base of OptionList, SelectionList, Input and RichLog) compares the
virtual size the layout passes it with the one it keeps for its own content, which differ; so on
every layout of the screen each of them refreshes its scrollbars and gets a Resize event (an
OptionList then drops its render cache and paints all its lines again). On the game screen that
meant a second frame after nearly every key press. `SteadyScroll` passes a layout on only when
the widget's size, its content's size or its gutter changed.

Nor does a change of the content's size (options replaced, a log line written) lay out the
screen again: these widgets get their size from the layout (a share of a fixed-height area),
never from their content, so only their scroll range and scrollbars change — and a scrollbar
that appears or goes asks for its own layout (`_refresh_scrollbars`). Issue 11 item 6: a
layout of the whole screen costs a key about 25 ms of CPU.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Self

from textual import events
from textual.containers import VerticalScroll
from textual.dom import NoScreen
from textual.geometry import Region, Size, Spacing
from textual.reactive import Reactive
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Input, OptionList, RichLog, Static

from izvori.tui.widgets.cursor import CursorRows
from izvori.tui.widgets.kept import KeptLines


class DrawnByLayout:
    """Mixin: a repaint that the widget asked for and that a layout's frame then drew is not
    sent again after that frame.

    A layout sets the new size, scroll range and scrollbar window of the scrolling widgets it
    resized (the niz, the card panel, the scrollbars of those and of the prompt's list); each
    then asks for a repaint, which Textual sends when the widget next goes idle — after the
    layout's frame, which has already drawn it: a second frame with the same picture (issue
    11 item 6: every key that lays out the screen was two frames). So the widget reports a
    repaint it asks for to the screen (`asked_to_repaint`), notes when it is drawn, and after
    a layout's frame the screen (`GameScreen._refresh_layout`) drops the repaints of those
    drawn since they asked."""

    _asked = False
    _drawn_since_asked = False

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> Self:
        if repaint:  # any repaint asked for after the widget was last drawn counts
            try:
                screen = self.screen  # type: ignore[attr-defined]
            except NoScreen:
                screen = None
            asked = getattr(screen, "asked_to_repaint", None)
            if isinstance(asked, set):
                self._asked = True
                self._drawn_since_asked = False
                asked.add(self)
        return super().refresh(  # type: ignore[misc, no-any-return]
            *regions, repaint=repaint, layout=layout, recompose=recompose
        )

    def render_lines(self, crop: Region) -> list[Strip]:
        if self._asked:
            self._drawn_since_asked = True
        return super().render_lines(crop)  # type: ignore[misc, no-any-return]

    def drawn_by_layout(self) -> None:
        """After a layout's frame: forget the repaint if that frame drew the widget."""
        if self._asked and self._drawn_since_asked:
            self._repaint_required = False
        self._asked = self._drawn_since_asked = False


class SteadyScrollBar(DrawnByLayout, KeptLines, ScrollBar):
    """A scrollbar that a new size does not lay out again: it has nothing inside to arrange
    (it draws from its window sizes). Textual lays out the whole screen a second time after
    any layout that resized a widget whose `virtual_size` changes — a scrollbar beside the niz
    whenever the niz grew or shrank. Its lines are kept per window (`KeptLines`): the prompt
    list's bar goes back and forth between the prompts' lengths."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def look(self) -> Hashable:
        # what `ScrollBar.render` draws from: the window, the pointer, and the colours of
        # the widget it scrolls (its styles, not the bar's) and of the screen
        parent = self.parent
        assert isinstance(parent, Widget)
        styles = parent.styles
        return (
            self.window_virtual_size,
            self.window_size,
            self.position,
            self.mouse_over,
            self.grabbed,
            self.vertical,
            self.thickness,
            styles.scrollbar_color,
            styles.scrollbar_color_hover,
            styles.scrollbar_color_active,
            styles.scrollbar_background,
            styles.scrollbar_background_hover,
            styles.scrollbar_background_active,
            parent.background_colors,
            self.screen.styles.scrollbar_color,
        )


class SteadyBars:
    """Mixin for scrolling widgets: their vertical scrollbar is a `SteadyScrollBar`."""

    _vertical_scrollbar: ScrollBar | None

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        if self._vertical_scrollbar is not None:
            return self._vertical_scrollbar
        bar = SteadyScrollBar(
            vertical=True,
            name="vertical",
            thickness=self.scrollbar_size_vertical,  # type: ignore[attr-defined]
        )
        self._vertical_scrollbar = bar
        bar.display = False
        self.app._start_widget(self, bar)  # type: ignore[attr-defined]
        return bar


class SteadyScroll(SteadyBars):
    _steady_key: tuple[Size, Size, Spacing] | None = None
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        key = (size, self.virtual_size, self.styles.gutter)  # type: ignore[attr-defined]
        if key == self._steady_key:
            return False
        self._steady_key = key
        return super()._size_updated(  # type: ignore[misc, no-any-return]
            size, virtual_size, container_size, layout
        )


class SteadyOptionList(DrawnByLayout, KeptLines, SteadyScroll, CursorRows, OptionList):
    """An OptionList for prompts. A list shown again (its prompt was hidden) gets a Resize event
    even at the same size; OptionList would drop its rendered lines and paint them again.
    The lines of the rows in sight are kept per look (`KeptLines`): the prednost list after a
    cancelled cast, the attack prompt after another prompt, draw nothing again."""

    def look(self) -> Hashable:
        # what OptionList's lines are drawn from: the rows (a row's text may be replaced in
        # place: a toggled ✔), the cursor, the pointer, the scroll position and the focus
        # (the cursor's symbol shows only in a focused list on the top screen)
        self._update_lines()  # as OptionList.render_lines does first: the scroll range
        return (
            tuple((o.id, str(o.prompt), o.disabled) for o in self.options),
            self.highlighted,
            self._mouse_hovering_over,
            self.scroll_offset,
            self.virtual_size,
            self.has_focus,
            self.screen.is_active,
        )

    _resized_to: Size | None = None

    def _on_resize(self, event: events.Resize) -> None:  # type: ignore[override]
        before = self._resized_to
        if before is not None and event.size.width == before.width:
            # keep OptionList's caches: its rows are rendered for a width, and a list that
            # only got taller or shorter (a progress line came or went above it) shows the
            # same rows; the layout's frame already drew it (dropping the caches asked for
            # a second frame)
            event.prevent_default()
        self._resized_to = event.size


class CursorOptionList(CursorRows, OptionList):
    """An OptionList for the other screens: the cursor row carries a symbol too."""


class SteadyInput(SteadyScroll, Input):
    """An Input for prompts."""


class SteadyLog(DrawnByLayout, SteadyScroll, RichLog):
    """The game log."""


class SteadyVerticalScroll(DrawnByLayout, SteadyBars, VerticalScroll):
    """A scrolling container (the niz, the card panel) whose content's new size, found by a
    layout of the screen, does not ask for a second layout: the arrangement already used it;
    only the scroll range and scrollbars follow (a scrollbar that appears or goes asks for
    its own layout). A cast that adds an item to the niz was two layouts and two frames."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)


class SteadyStatic(Static):
    """A text whose new height, found by a layout of the screen, asks for no second layout:
    it never scrolls, so its "virtual" size is only the size the layout just gave it (the
    same as `CardChip`). The card panel's text: a cursor move to a card with more lines was
    three layouts (the text, the text's new size, the panel's scrollbar)."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


class KeptStatic(KeptLines, SteadyStatic):
    """A line of text that goes back and forth between a few texts (a prompt's title and
    hint, a player's header, the status lines): each text's lines are rendered once
    (`KeptLines`)."""

    def look(self) -> Hashable:
        return self.content
