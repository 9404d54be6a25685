"""The key bar at the bottom of every screen: one widget, redrawn in place.

Textual's Footer mounts one widget per key and recomposes all of them (after the next frame)
whenever the bindings *might* have changed: every focus move, every new prompt. On the game
screen that cost more than everything else a key press does. This bar renders the same keys
(greyed when `check_action` says so, the command palette on the right) as one line of text,
recomputed synchronously and repainted only when what it shows changes. A click on a key works
like pressing it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

from rich.cells import cell_len
from textual import events
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget

from izvori.tui.symbols import escape
from izvori.tui.widgets.kept import KeptLines


class _Key(NamedTuple):
    key: str
    display: str
    description: str
    enabled: bool


class KeyFooter(KeptLines, Widget, can_focus=False):
    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    """

    def __init__(self, compact: bool = False) -> None:
        super().__init__()
        self.compact = compact
        self._keys: tuple[_Key, ...] = ()
        self._palette: _Key | None = None
        # (first cell, last cell + 1, key, enabled) of each key as last rendered
        self._spans: list[tuple[int, int, str, bool]] = []
        # what was shown (keys, palette key, width) → its text and key positions
        self._rendered: dict[object, tuple[Content, list[tuple[int, int, str, bool]]]] = {}

    def on_mount(self) -> None:
        # immediate: the bar is updated in the same frame as the change that caused it
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed, immediate=True)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[object]) -> None:
        if not self.is_attached or screen is not self.screen:
            return
        app = self.app
        active = screen.active_bindings
        keys: list[_Key] = []
        actions: set[str] = set()
        for _node, binding, enabled, _tip in active.values():
            if not binding.show or binding.action in actions:
                continue
            actions.add(binding.action)
            keys.append(
                _Key(binding.key, app.get_key_display(binding), binding.description, enabled)
            )
        palette = None
        if app.ENABLE_COMMAND_PALETTE and app.COMMAND_PALETTE_BINDING in active:
            _node, binding, enabled, _tip = active[app.COMMAND_PALETTE_BINDING]
            palette = _Key(binding.key, app.get_key_display(binding), binding.description, enabled)
        shown = tuple(keys)
        if shown == self._keys and palette == self._palette:
            return
        self._keys = shown
        self._palette = palette
        self.refresh()

    def look(self) -> Hashable:
        # each prompt's keys are rendered once (`KeptLines`); the key positions for a click
        # are those of the keys shown (`render` sets them when it renders)
        return (self._keys, self._palette)

    def _part(self, k: _Key, x: int, spans: list[tuple[int, int, str, bool]]) -> tuple[str, int]:
        """Markup for one key at cell `x`; returns it and the cell after it."""
        key = f"[b $footer-key-foreground]{escape(k.display)}[/]"
        text = f"{key} {escape(k.description)}" if k.description else key
        if not k.enabled:
            text = f"[dim]{text}[/]"
        width = cell_len(k.display) + (cell_len(k.description) + 1 if k.description else 0)
        spans.append((x, x + width, k.key, k.enabled))
        return text, x + width

    def render(self) -> Content:
        state = (self._keys, self._palette, self.size.width)
        cached = self._rendered.get(state)
        if cached is None:
            cached = self._rendered[state] = self._build(self.size.width)
        content, self._spans = cached
        return content

    def _build(self, width: int) -> tuple[Content, list[tuple[int, int, str, bool]]]:
        gap = 1 if self.compact else 2
        palette = self._palette
        room = width - 1 - (self._width(palette) + 2 + gap if palette is not None else 0)
        keys = list(self._keys)
        if self._fits(keys, gap) > room:
            keys = [k for k in keys if k.enabled]  # greyed keys give way first
        while keys and self._fits(keys, gap) > room:
            keys.pop()
        spans: list[tuple[int, int, str, bool]] = []
        parts: list[str] = []
        x = 1
        for k in keys:
            text, end = self._part(k, x, spans)
            parts.append(text)
            x = end + gap
        line = " " + (" " * gap).join(parts)
        if palette is not None:
            used = x - gap if parts else 1
            start = max(used + gap, width - self._width(palette) - 2)
            text, _end = self._part(palette, start + 1, spans)
            line += " " * (start - used) + f"[dim]▏[/]{text}"
        return Content.from_markup(line), spans

    @staticmethod
    def _width(k: _Key) -> int:
        return cell_len(k.display) + (cell_len(k.description) + 1 if k.description else 0)

    def _fits(self, keys: list[_Key], gap: int) -> int:
        """Cells the keys take in a row."""
        return sum(self._width(k) for k in keys) + gap * max(0, len(keys) - 1)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.render()  # the keys shown now and where (their lines may have been kept)
        for start, end, key, enabled in self._spans:
            if start <= event.x < end:
                if enabled:
                    self.app.simulate_key(key)
                else:
                    self.app.bell()
                return
