"""Resume a saved game: the saves in the data folder, newest first.

A save that can't be read is listed greyed (✗) with the reason and can't be chosen. The chosen
one is loaded (replayed to its saved state) here, so a refusal is shown in the dialog.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from izvori.cards.library import LoadError, load_cards_or_raise
from izvori.persist import SavedGame, SaveError, SaveInfo
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.save_summary import players_text, when_text
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.steady import CursorOptionList


def problem_text(info: SaveInfo) -> str:
    """Why a save can't be read, without the path in front (the entry names the file)."""
    problem = info.problem or ""
    prefix = f"{info.path}: "
    return problem[len(prefix) :] if problem.startswith(prefix) else problem


def entry_prompt(info: SaveInfo) -> str:
    """Who plays what; where the game stands; the file."""
    # file names and reasons quote the folder's contents: escaped, control characters shown
    name = symbols.name(info.path.name)
    if info.problem is not None:
        reason = symbols.name(problem_text(info))
        return f"✗ {name}\n{t('tui.resume.unreadable', problem=reason)}"
    when = t("tui.resume.when", turn=info.turn, answers=info.answers, when=when_text(info.updated))
    return f"[b]{symbols.name(players_text(info))}[/]\n{when}\n[dim]{name}[/]"


class ResumeScreen(DismissOnce, ModalScreen[SavedGame | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", t("tui.bind.close"), key_display="Esc"),
    ]

    def __init__(self, saves: list[SaveInfo]) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide", id="resume-box"):
            yield Static(f"[b]{t('tui.resume.title')}[/]", markup=True)
            yield Static(t("tui.resume.intro"))
            entries: list[Option | None] = []
            for i, info in enumerate(self.saves):
                if i:
                    entries.append(None)  # a separator line
                entries.append(
                    Option(entry_prompt(info), id=f"s{i}", disabled=info.problem is not None)
                )
            yield CursorOptionList(*entries, id="resume-list")
            error = Static("", id="resume-error", markup=False)
            error.display = False
            yield error
        yield KeyFooter()

    def on_mount(self) -> None:
        lst = self.query_one("#resume-list", OptionList)
        lst.focus()
        for i in range(lst.option_count):
            if not lst.get_option_at_index(i).disabled:
                lst.highlighted = i
                break

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        index = int((event.option.id or "s0")[1:])
        info = self.saves[index]
        if info.problem is not None:
            return
        error = self.query_one("#resume-error", Static)
        error.display = True
        try:
            session = SavedGame.open(info.path, load_cards_or_raise())
        except SaveError as e:
            error.update(e.message)
            return
        except LoadError as e:
            error.update("\n".join([t("save.unreadable_cards"), *e.problems[:4]]))
            return
        if session.game.result is not None:
            error.update(t("save.already_finished", path=info.path))
            return
        for warning in session.warnings:
            self.app.notify(warning, severity="warning", timeout=8)
        self.dismiss(session)

    def action_close(self) -> None:
        self.dismiss(None)
