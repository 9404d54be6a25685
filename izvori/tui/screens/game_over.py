"""Game over: winner, reason, turn count, the final board and how it ended; the loser chooses
who starts the rematch ("revanš"), or a new game ("nova partija").

The finished game is kept as a replay (izvori.persist); it can be watched from here, with both
hands visible (the viewer says so)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.steady import CursorOptionList

#: dismiss values: ("rematch", starting player or None for a coin toss), ("new", None),
#: ("quit", None)
Choice = tuple[str, int | None]


class GameOverScreen(DismissOnce, Screen[Choice]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "quit_game", t("tui.bind.quit"))]

    def __init__(
        self,
        names: tuple[str, str],
        winner: int | None,
        reason: str,
        turns: int,
        replay: Callable[[], None] | None = None,
        board: list[str] | None = None,
        last_events: list[str] | None = None,
    ) -> None:
        """`board`: one line per player (life, cards, what is in play), public only;
        `last_events`: the last lines of the game log, how it ended."""
        super().__init__()
        self.names = names
        self.winner = winner
        self.reason = reason
        self.turns = turns
        self.replay = replay
        self.board = board or []
        self.last_events = last_events or []

    def compose(self) -> ComposeResult:
        names = self.names
        with Middle(), Center(), Vertical(id="over-box"):
            yield Static(f"[b]{t('tui.over.title')}[/]", markup=True)
            if self.winner is None:
                yield Static(f"[b $warning]{t('tui.over.draw')}[/]", id="over-winner", markup=True)
                yield Static(t("tui.over.reason_draw", reason=t(f"reason.{self.reason}")))
            else:
                loser = 1 - self.winner
                yield Static(
                    "★ " + t("tui.over.winner", player=f"[b]{symbols.name(names[self.winner])}[/]"),
                    id="over-winner",
                    markup=True,
                )
                yield Static(
                    t(
                        "tui.over.reason",
                        player=symbols.name(names[loser]),
                        reason=t(f"reason.{self.reason}"),
                    ),
                    markup=True,
                )
            yield Static(t("tui.over.turns", turns=self.turns))
            if self.board:
                yield Static(
                    f"[b]{t('tui.over.board')}[/]\n" + "\n".join(self.board),
                    id="over-board",
                    markup=True,
                )
            if self.last_events:
                lines = "\n".join(f"• {symbols.name(line)}" for line in self.last_events)
                yield Static(f"[dim]{t('tui.over.last')}[/]\n{lines}", id="over-last", markup=True)
            if self.winner is None:
                yield Static(t("tui.over.draw_chooses"))
                options = [Option(t("tui.over.coin"), id="coin")]
            else:
                loser = 1 - self.winner
                yield Static(t("tui.over.loser_chooses", player=symbols.name(names[loser])))
                options = [
                    Option(
                        t("tui.over.me_first", player=symbols.name(names[loser])), id=f"p{loser}"
                    ),
                    Option(
                        t("tui.over.me_first", player=symbols.name(names[self.winner])),
                        id=f"p{self.winner}",
                    ),
                    Option(t("tui.over.coin"), id="coin"),
                ]
            if self.replay is not None:
                options.append(Option(t("tui.over.replay"), id="replay"))
            options += [Option(t("tui.over.new"), id="new"), Option(t("tui.over.quit"), id="quit")]
            yield CursorOptionList(*options, id="over-options")
        yield KeyFooter()

    def on_resize(self, event: events.Resize) -> None:
        """A short terminal (80×24) drops the blank rows: nothing is scrolled out of sight."""
        self.query_one("#over-box").set_class(event.size.height < 30, "small")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        oid = event.option.id or ""
        if oid.startswith("p"):
            self.dismiss(("rematch", int(oid[1:])))
        elif oid == "coin":
            self.dismiss(("rematch", None))
        elif oid == "replay" and self.replay is not None:
            self.replay()
        elif oid == "new":
            self.dismiss(("new", None))
        else:
            self.dismiss(("quit", None))

    def action_quit_game(self) -> None:
        self.dismiss(("quit", None))
