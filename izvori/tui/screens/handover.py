"""The hot-seat hand-over: hides everything private until the next player presses Enter.

It says who takes the keyboard and why (a public event), and recaps the public events since
that player last held it (issue 11 item 2): never anything from a hand or a library."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.keyfooter import KeyFooter


class HandOverScreen(DismissOnce, Screen[bool]):
    """Opaque: nothing of the game screen shows through."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "take", t("tui.bind.confirm")),
        Binding("f9", "app.ask_concede", t("tui.bind.concede")),
        Binding("f1", "app.show_help", t("tui.bind.help")),
    ]

    def __init__(
        self,
        player: str,
        other: str,
        why: str,
        when: str,
        recap: list[str] | None = None,
        note: str = "",
    ) -> None:
        super().__init__()
        self.player = player
        self.other = other
        self.why = why  # the public event that hands the keyboard over
        self.when = when
        self.recap = recap or []  # public log lines since this player last held the keyboard
        self.note = note

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="handover-box"):
            if self.note:
                yield Static(self.note, id="handover-note", markup=True)
            yield Static(
                t("tui.handover.title", player=f"[b]{symbols.name(self.player)}[/]"),
                id="handover-title",
                markup=True,
            )
            yield Static(t("tui.handover.hint", other=symbols.name(self.other)), markup=True)
            yield Static(f"[b]{self.why}[/] [dim]({self.when})[/]", id="handover-why", markup=True)
            if self.recap:
                lines = "\n".join(f"• {symbols.name(line)}" for line in self.recap)
                yield Static(
                    f"[dim]{t('tui.handover.recap')}[/]\n{lines}", id="handover-recap", markup=True
                )
            else:
                yield Static(
                    f"[dim]{t('tui.handover.recap_none')}[/]", id="handover-recap", markup=True
                )
        yield KeyFooter()

    def action_take(self) -> None:
        self.dismiss(True)

    def on_click(self) -> None:
        self.dismiss(True)
