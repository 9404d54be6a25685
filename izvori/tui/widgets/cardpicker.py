"""Search and filter the card pool: a search line, four filters, the list and the card's text.

The card browser is this widget on a screen of its own; the deck builder puts it beside the
deck. Filtering runs on every key press over the catalog's precomputed folded text
(izvori/cards/catalog.py), so the list follows typing without a visible lag.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Input, OptionList, Select, Static
from textual.widgets.option_list import Option

from izvori.cards.catalog import TOP_COST, CardEntry, CardFilter, Catalog
from izvori.engine import CardType, printed_face
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.widgets.inspector import card_text
from izvori.tui.widgets.select import LeanSelect

MANA_KINDS = ("Ž", "P", "C", "R", "Z", "B")


def origin_text(e: CardEntry) -> str:
    origin = getattr(e.card, "origin", None)
    return t(f"tui.cards.origin.{origin}") if origin else ""


def card_line(e: CardEntry) -> str:
    cost = symbols.cost(str(e.card.cost)) if e.card.cost is not None else ""
    types = "/".join(t_.value for t_ in e.card.types)
    return f"{symbols.name(e.name)}  {cost}  [dim]{symbols.name(types)}[/]"


class CardPicker(Vertical):
    """Emits `CardPicker.Chosen` on Enter; `current` is the highlighted card."""

    class Chosen(Message):
        def __init__(self, name: str) -> None:
            self.name = name
            super().__init__()

    def __init__(self, catalog: Catalog, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="card-picker")
        self.catalog = catalog
        self.shown: list[CardEntry] = []

    def compose(self) -> ComposeResult:
        yield Input(placeholder=t("tui.cards.search"), id="cards-search")
        with Horizontal(classes="card-filters"):
            yield LeanSelect(
                [(t(f"mana.{k}"), k) for k in MANA_KINDS],
                prompt=t("tui.cards.any_color"),
                id="cards-color",
            )
            yield LeanSelect(
                [(ct.value, ct.value) for ct in self.catalog.types()],
                prompt=t("tui.cards.any_type"),
                id="cards-type",
            )
            yield LeanSelect(
                [(str(v) if v < TOP_COST else f"{v}+", v) for v in range(TOP_COST + 1)],
                prompt=t("tui.cards.any_cost"),
                id="cards-cost",
            )
            yield LeanSelect(
                [(k, k) for k in self.catalog.keywords()],
                prompt=t("tui.cards.any_keyword"),
                id="cards-keyword",
            )
        with Horizontal(classes="card-picker-body"):
            yield OptionList(id="cards-list")
            with VerticalScroll(id="cards-detail-scroll"):
                yield Static("", id="cards-detail", markup=True)
        yield Static("", id="cards-count")

    def on_mount(self) -> None:
        self.refilter()

    def current_filter(self) -> CardFilter:
        def value(sel_id: str) -> str | None:
            select = self.query_one(sel_id, Select)
            return None if select.is_blank() else str(select.value)

        cost = value("#cards-cost")
        ctype = value("#cards-type")
        return CardFilter(
            text=self.query_one("#cards-search", Input).value,
            color=value("#cards-color"),
            card_type=CardType(ctype) if ctype else None,
            cost=int(cost) if cost is not None else None,
            keyword=value("#cards-keyword"),
        )

    def refilter(self) -> None:
        self.shown = self.catalog.find(self.current_filter())
        lst = self.query_one("#cards-list", OptionList)
        lst.clear_options()
        lst.add_options([Option(card_line(e), id=e.name) for e in self.shown])
        if self.shown:
            lst.highlighted = 0
        self.query_one("#cards-count", Static).update(
            t("tui.cards.count", shown=len(self.shown), total=len(self.catalog.entries))
        )
        self.show_detail()

    @property
    def current(self) -> CardEntry | None:
        idx = self.query_one("#cards-list", OptionList).highlighted
        if idx is None or not 0 <= idx < len(self.shown):
            return None
        return self.shown[idx]

    def show_detail(self) -> None:
        e = self.current
        detail = self.query_one("#cards-detail", Static)
        if e is None:
            detail.update(t("tui.cards.none"))
            return
        text = card_text(printed_face(e.card))
        origin = origin_text(e)
        detail.update(text + (f"\n[dim]{symbols.name(origin)}[/]" if origin else ""))

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "cards-search":
            event.stop()
            self.refilter()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "cards-search":
            event.stop()
            self.query_one("#cards-list", OptionList).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        self.refilter()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.show_detail()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "cards-list" and event.option.id is not None:
            event.stop()
            self.post_message(self.Chosen(event.option.id))

    def focus_search(self) -> None:
        self.query_one("#cards-search", Input).focus()
