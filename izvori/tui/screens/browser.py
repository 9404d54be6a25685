"""The card browser: every card of the pool, searchable and filtered, with its full text."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static

from izvori.cards.catalog import Catalog
from izvori.strings import t
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.cardpicker import CardPicker
from izvori.tui.widgets.keyfooter import KeyFooter


class CardBrowserScreen(DismissOnce, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", t("tui.bind.back"), key_display="Esc"),
        Binding("slash", "search", t("tui.bind.search"), key_display="/"),
    ]

    def __init__(self, catalog: Catalog) -> None:
        super().__init__()
        self.catalog = catalog

    def compose(self) -> ComposeResult:
        yield Static(f"[b]{t('tui.cards.title')}[/]", markup=True, classes="screen-title")
        yield CardPicker(self.catalog, id="browser-picker")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(CardPicker).focus_search()

    def action_search(self) -> None:
        self.query_one(CardPicker).focus_search()

    def action_close(self) -> None:
        self.dismiss(None)
