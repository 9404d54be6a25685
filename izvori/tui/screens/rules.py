"""Rules at hand: the numbered rules, searchable by number and word, from any screen (F3).

Opened from a prompt or after a refusal, it starts at the rule that screen cites (the rule
numbers in what the screen shows, e.g. "Samo bića mogu da napadnu (C9.21)."), so the player
reads the rule behind the question without leaving the game.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Static

from izvori import rulebook
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.keyfooter import KeyFooter


def screen_text(screen: Screen[object]) -> str:
    """Everything the screen shows in its text widgets (for the rule numbers it cites)."""
    parts = []
    for w in screen.query(Static):
        content = getattr(w, "content", "")
        parts.append(str(content))
    return "\n".join(parts)


def focused_card_text(screen: Screen[object]) -> str:
    """The card text the screen's inspector shows (the focused card), or ""."""
    for w in screen.query("#inspector, #cards-detail"):
        if isinstance(w, Static):
            text = str(w.content)
            if text and text not in (t("tui.inspector.empty"), t("tui.cards.none")):
                return text
    return ""


def cited_rule(screen: Screen[object]) -> str:
    """The last rule number the screen cites (a refusal comes after the prompt), or ""."""
    found = rulebook.cited(screen_text(screen))
    return found[-1] if found else ""


class RulesScreen(DismissOnce, ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", t("tui.bind.close"), key_display="Esc"),
        Binding("f3", "close", t("tui.bind.close"), show=False),
    ]

    def __init__(self, query: str = "", card: str = "") -> None:
        super().__init__()
        self.query_text = query
        self.card = card  # the focused card's text (Rich markup), shown above the rules

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide tall"):
            yield Static(f"[b]{t('tui.rules.title')}[/]", markup=True)
            if self.card:
                yield Static(self.card, id="rules-card", markup=True)
            yield Input(self.query_text, placeholder=t("tui.rules.search"), id="rules-search")
            yield Static("", id="rules-count")
            with VerticalScroll(id="rules-scroll"):
                yield Static("", id="rules-text", markup=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.show(self.query_text)
        self.query_one("#rules-search", Input).focus()

    def show(self, query: str) -> None:
        if not rulebook.rules():
            self.query_one("#rules-text", Static).update(t("tui.rules.missing"))
            return
        found = rulebook.search(query)
        self.query_one("#rules-count", Static).update(t("tui.rules.count", n=len(found)))
        body = "\n\n".join(f"[b]{r.number}[/] {symbols.name(r.text)}" for r in found)
        self.query_one("#rules-text", Static).update(body or t("tui.rules.none"))
        self.query_one("#rules-scroll", VerticalScroll).scroll_home(animate=False)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.show(event.value)

    def action_close(self) -> None:
        self.dismiss(None)
