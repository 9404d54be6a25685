"""Textual's `Select` in two widgets instead of six, for the start screen's first frame.

Issue 11 item 6 (the first frame < 0.3 s). Textual's `Select` is a container of a current-value
line (`SelectCurrent`: a horizontal row of three `Static`s — the label, a ▼ and a hidden ▲)
and a hidden pop-up list (`SelectOverlay`, an `OptionList`). The start screen has four of
them: 24 of its 55 widgets, each composed, mounted, styled (the line restyles its three
children once more as it learns it has a value), laid out and painted before the first frame.

`LeanSelect` is a `Select` (same keys, messages, value checks and CSS) whose current-value
line is one widget, `SelectLine`, drawing the label and the arrow itself exactly as the three
`Static`s draw them (tests/tui/test_lean_select.py compares the screens), and whose pop-up
list is mounted the first time it opens. What a player sees and does is the same: Enter,
Space, ↑/↓ or a click open the list; in it ↑/↓, typing to search, Enter or a click choose,
Esc or leaving it close it.

It overrides Textual's private `Select` methods that reach the two parts (`_watch_value`,
`_watch_expanded`, `_watch_prompt`, `_setup_options_renderables`); Textual is pinned below 9
(pyproject.toml) and the test above fails if a new Textual draws or behaves otherwise.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, ClassVar, TypeVar

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.css.query import NoMatches
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectOverlay

from izvori.strings import t
from izvori.tui.widgets.settled import SettledSize

if TYPE_CHECKING:
    from textual.app import ComposeResult

T = TypeVar("T", bound=Hashable)

ARROW_WIDTH = 2  # the arrow's padding cell and the arrow (`SelectCurrent .arrow`)


class ListOverlay(SelectOverlay):
    """Textual's pop-up list, its one key shown in the key bar in Serbian (Textual's reads
    "Dismiss menu"; issue 11 item 8: everything a player reads is Serbian)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", t("tui.bind.close_list"), key_display="Esc"),
    ]


class SelectLine(SettledSize, Widget):
    """`SelectCurrent` as one widget: the label (wrapped, as a `Static` of width 1fr wraps it)
    and, on its first line, a cell of padding and ▼ (▲ while the list is open)."""

    # SelectCurrent's CSS, its children's rules as component classes
    DEFAULT_CSS = """
    SelectLine {
        border: tall $border-blurred;
        color: $foreground;
        background: $surface;
        width: 1fr;
        height: auto;
        padding: 0 2;
        pointer: pointer;

        &.-textual-compact {
            border: none !important;
        }

        &:ansi {
            border: tall $border-blurred;
            color: ansi_default;
            background: ansi_default;
            &:focus {
                border: tall $border;
            }
        }

        & > .select-line--label {
            color: $foreground 50%;
            background: transparent;
        }

        &.-has-value > .select-line--label {
            color: $foreground;
        }

        & > .select-line--arrow {
            color: $foreground 50%;
            background: transparent;
        }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"select-line--label", "select-line--arrow"}
    ALLOW_SELECT = False

    class Toggle(Message):
        """The line was clicked: open or close the list."""

    def __init__(self, placeholder: str, *, has_value: bool) -> None:
        # has_value given from the start: a class set after mounting restyles the widget
        super().__init__(classes="-has-value" if has_value else None)
        self.placeholder = placeholder
        self.label: RenderableType | NoSelection = Select.NULL
        self.arrow = "▼"
        self._visual: Visual | None = None
        self._lines: tuple[tuple[object, ...], list[Strip]] | None = None

    @property
    def has_value(self) -> bool:
        return self.has_class("-has-value")

    @has_value.setter
    def has_value(self, value: bool) -> None:
        self.set_class(value, "-has-value")

    def update(self, label: RenderableType | NoSelection) -> None:
        """Show `label` (`Select.NULL`: the placeholder), as `SelectCurrent.update` does."""
        self.label = label
        self.has_value = not isinstance(label, NoSelection)
        self._visual = None
        self.refresh(layout=True)

    def set_arrow(self, up: bool) -> None:
        arrow = "▲" if up else "▼"
        if arrow != self.arrow:
            self.arrow = arrow
            self.refresh()

    def _label_visual(self) -> Visual:
        if self._visual is None:
            shown = self.placeholder if isinstance(self.label, NoSelection) else self.label
            # a Static's content: a string is markup
            self._visual = visualize(self, shown, markup=True)
        return self._visual

    def _label_strips(self, width: int) -> list[Strip]:
        """The label's lines at the width the `Static` of width 1fr had, each as long."""
        style = self.get_visual_style("select-line--label")
        key = (width, style, self.label, self.placeholder, self.styles._cache_key)
        if self._lines is None or self._lines[0] != key:
            visual = self._label_visual()
            strips = Visual.to_strips(self, visual, width, None, style)
            under = self._under()  # a transparent Static pads with the colour under it
            lines = [s.adjust_cell_length(width, under) for s in strips]
            self._lines = (key, lines or [Strip.blank(width, under)])
        return self._lines[1]

    def _under(self) -> RichStyle:
        """The style a transparent child's padding has over this widget: its background."""
        base, own = self.background_colors
        return RichStyle.from_color(bgcolor=(base + own).rich_color)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # the row is as tall as the label (the arrow is one line)
        return max(1, len(self._label_strips(max(0, width - ARROW_WIDTH))))

    def render_line(self, y: int) -> Strip:
        width = self.content_region.width
        label_width = max(0, width - ARROW_WIDTH)
        lines = self._label_strips(label_width)
        under = self._under()
        line = lines[y] if y < len(lines) else Strip.blank(label_width, under)
        if y == 0:
            arrow = self.get_visual_style("select-line--arrow")
            drawn = Visual.to_strips(self, visualize(self, self.arrow), 1, 1, arrow)[0]
            tail = Strip([Segment(" ", under), *drawn], ARROW_WIDTH)
        else:
            tail = Strip.blank(ARROW_WIDTH, under)
        return Strip.join([line, tail]).crop(0, width)

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Toggle())


class LeanSelect(SettledSize, Select[T]):
    """A `Select` drawn by itself and a `SelectLine`, its list mounted when first opened."""

    DEFAULT_CSS = """
    LeanSelect:focus > SelectLine {
        border: tall $border;
        background-tint: $foreground 5%;
    }
    LeanSelect.-textual-compact > SelectLine {
        padding: 0 1 0 0;
        border: none !important;
    }
    """

    _overlay: SelectOverlay | None = None

    def compose(self) -> ComposeResult:
        has_value = not self._allow_blank or not isinstance(self._value, NoSelection)
        yield SelectLine(self.prompt, has_value=has_value)

    @property
    def line(self) -> SelectLine:
        return self.query_one(SelectLine)

    def _setup_options_renderables(self) -> None:
        overlay = self._overlay
        if overlay is None:
            return  # made when first opened, from the options then
        overlay.clear_options()
        overlay.add_options(
            [
                Text(self.prompt, style="dim") if isinstance(value, NoSelection) else prompt
                for prompt, value in self._options
            ]
        )

    def _index_of(self, value: object) -> int | None:
        return next((i for i, (_p, v) in enumerate(self._options) if v == value), None)

    def _watch_value(self, value: T | NoSelection) -> None:
        self._value = value
        try:
            line = self.line
        except NoMatches:  # not composed yet, or removed: as Select ignores it
            return
        if isinstance(value, NoSelection):
            line.update(self.NULL)
        else:
            index = self._index_of(value)
            if index is not None:
                if self._overlay is not None:
                    self._overlay.highlighted = index
                line.update(self._options[index][0])
        self.post_message(self.Changed(self, value))

    async def _ensure_overlay(self) -> SelectOverlay:
        if self._overlay is None:
            overlay = ListOverlay(type_to_search=self._type_to_search)
            overlay.compact = self.compact  # Select binds it: `watch_compact`
            self._overlay = overlay
            await self.mount(overlay)
            self._setup_options_renderables()
            index = self._index_of(self.value)
            if index is not None:
                overlay.highlighted = index
        return self._overlay

    # async (Textual awaits watchers and actions that are coroutines): the list is mounted
    # before it is focused
    async def _watch_expanded(self, expanded: bool) -> None:  # type: ignore[override]
        self.set_class(expanded, "-expanded")
        self.line.set_arrow(expanded)
        if not expanded:
            return
        overlay = await self._ensure_overlay()
        if not self.expanded:  # closed while the list was being mounted
            return
        overlay.focus(scroll_visible=False)
        if isinstance(self.value, NoSelection):
            overlay.select(None)
            self.line.has_value = False
        else:
            overlay.select(self._index_of(self.value))
            self.line.has_value = True

    def watch_compact(self, compact: bool) -> None:
        if self._overlay is not None:
            self._overlay.compact = compact

    def _watch_prompt(self, prompt: str) -> None:
        if not self.is_mounted:
            return
        line = self.line
        line.placeholder = prompt
        if not self._allow_blank:
            return
        if isinstance(self.value, NoSelection):
            line.update(self.NULL)
        if self._overlay is not None:
            self._overlay.replace_option_prompt_at_index(0, Text(prompt, style="dim"))

    def on_select_line_toggle(self, event: SelectLine.Toggle) -> None:
        event.stop()
        self.expanded = not self.expanded

    async def action_show_overlay(self) -> None:  # type: ignore[override]
        self.line.has_value = True
        overlay = await self._ensure_overlay()
        self.expanded = True
        # `_watch_expanded` is a coroutine, which Textual runs next: it selects the value's
        # option (none while the value is blank). Then, as Select does, the first option is
        # highlighted if none is — before it, a blank list's "down" would land on the blank.
        self.call_next(self._highlight_first, overlay)

    @staticmethod
    def _highlight_first(overlay: SelectOverlay) -> None:
        if overlay.highlighted is None:
            overlay.action_first()
