"""The visible coin toss (A2.20): the engine already tossed; this shows it happen."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.keyfooter import KeyFooter


class CoinScreen(DismissOnce, Screen[bool]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "done", t("tui.bind.confirm"))]

    def __init__(self, names: tuple[str, str], first: int, tossed: bool, flips: int = 7) -> None:
        super().__init__()
        self.names = names
        self.first = first
        self.tossed = tossed
        self.flips = flips if tossed else 0
        self.timer: Timer | None = None
        self.shown = (first + flips) % 2

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="coin-box"):
            title = t("tui.coin.title") if self.tossed else t("tui.start.first")
            yield Static(f"[b]{title}[/]", markup=True)
            yield Static("", id="coin-face", markup=True)
            yield Static("", id="coin-result", markup=True)
            yield Static(t("tui.coin.rule" if self.tossed else "tui.coin.rule_chosen"), markup=True)
            yield Static(f"[dim]{t('tui.continue')}[/]", markup=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        if self.flips:
            self._show_face(spinning=True)
            self.timer = self.set_interval(0.12, self._flip)
        else:
            self._finish()

    def _show_face(self, spinning: bool) -> None:
        name = symbols.name(self.names[self.shown])
        face = f"[b reverse] ◐ {name} [/]" if spinning else f"[b reverse $success] ● {name} [/]"
        self.query_one("#coin-face", Static).update(face)
        if spinning:
            self.query_one("#coin-result", Static).update(t("tui.coin.flipping"))

    def _flip(self) -> None:
        self.flips -= 1
        self.shown = 1 - self.shown
        if self.flips <= 0:
            self._finish()
        else:
            self._show_face(spinning=True)

    def _finish(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.flips = 0
        self.shown = self.first
        self._show_face(spinning=False)
        key = "tui.coin.result" if self.tossed else "tui.coin.chosen"
        who = f"[b]{symbols.name(self.names[self.first])}[/]"
        self.query_one("#coin-result", Static).update(t(key, player=who))

    def action_done(self) -> None:
        if self.flips:
            self._finish()
            return
        self.dismiss(True)
