"""Per-player stops: which steps ask a player, and the danger stops.

Private: the screen shows and changes only the stops of the player at the keyboard (the other
player's are not one button away any more — issue 11 item 1)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import SelectionList, Static

from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.stops import DANGERS, PRIORITY_STEPS, Stops
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.marked import MarkedSelectionList


class SettingsScreen(DismissOnce, ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", t("tui.bind.close"), key_display="Esc"),
    ]
    # Below 30 rows the dialog takes the whole height without blank rows, so that at 80×24
    # seven of the steps show (the lists scroll) under the danger stops (izvori.tcss)
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-short"), (30, "-tall")]

    def __init__(self, names: tuple[str, str], stops: list[Stops], player: int) -> None:
        super().__init__()
        self.names = names
        self.stops = stops
        self.player = player

    def compose(self) -> ComposeResult:
        st = self.stops[self.player]
        with Vertical(classes="dialog wide tall", id="settings-box"):
            yield Static(self._title(), id="settings-title", markup=True)
            yield Static(t("tui.settings.intro"))
            # the danger stops first, across the dialog: their labels are long, and at 80×24
            # a third column left them a dozen cells ("pro…"); the steps' two lists below
            with Vertical(classes="settings-dangers"):
                yield Static(f"[b]{t('tui.settings.dangers')}[/]", markup=True)
                yield MarkedSelectionList[str](
                    *[(t(f"tui.settings.danger.{d}"), d, d in st.dangers) for d in DANGERS],
                    id="stops-danger",
                )
            with Horizontal(classes="settings-cols"):
                with Vertical(classes="settings-steps"):
                    yield Static(f"[b]{t('tui.settings.own')}[/]", markup=True)
                    yield MarkedSelectionList[str](
                        *[
                            (t(f"step.{s.value}"), s.value, s.value in st.own)
                            for s in PRIORITY_STEPS
                        ],
                        id="stops-own",
                    )
                with Vertical(classes="settings-steps"):
                    yield Static(f"[b]{t('tui.settings.opponent')}[/]", markup=True)
                    yield MarkedSelectionList[str](
                        *[
                            (t(f"step.{s.value}"), s.value, s.value in st.opponent)
                            for s in PRIORITY_STEPS
                        ],
                        id="stops-opp",
                    )
        yield KeyFooter()

    def _title(self) -> str:
        return f"[b]{t('tui.settings.title', player=symbols.name(self.names[self.player]))}[/]"

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[str]) -> None:
        st = self.stops[self.player]
        chosen = set(event.selection_list.selected)
        lid = event.selection_list.id
        if lid == "stops-own":
            st.own = chosen
        elif lid == "stops-opp":
            st.opponent = chosen
        elif lid == "stops-danger":
            st.dangers = chosen

    def action_close(self) -> None:
        self.dismiss(None)
