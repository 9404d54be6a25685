"""The error screen after an engine bug: where the game is saved, where the bug report is, and
a choice to go on from the last good answer or to quit. It shows no hand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from izvori.safetext import clean
from izvori.strings import t
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.steady import CursorOptionList


class CrashScreen(Screen[None]):
    """`resume()` goes on from the last good answer; it returns a problem text if it can't."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit_game", t("tui.bind.quit")),
    ]

    def __init__(
        self,
        error: str,
        save_path: Path | None,
        report_path: Path | None,
        *,
        save_problem: str | None = None,
        report_problem: str | None = None,
        resume: Callable[[], str | None] | None = None,
        repeated: bool = False,
    ) -> None:
        super().__init__()
        self.error = error
        self.save_path = save_path
        self.report_path = report_path
        self.save_problem = save_problem
        self.report_problem = report_problem
        self.resume = resume
        self.repeated = repeated  # not the first crash of this run

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="crash-box"):
            yield Static(f"[b]{t('tui.crash.title')}[/]", id="crash-title", markup=True)
            yield Static(t("tui.crash.intro"))
            if self.repeated:
                yield Static(t("tui.crash.repeated"), classes="crash-problem")
            yield Static(
                clean(t("tui.crash.error", error=self.error)), id="crash-error", markup=False
            )
            if self.save_path is not None and self.save_problem is None:
                yield Static(clean(t("tui.crash.saved", path=self.save_path)), markup=False)
            else:
                yield Static(
                    clean(t("tui.crash.not_saved", problem=self.save_problem or "?")),
                    classes="crash-problem",
                    markup=False,
                )
            if self.report_path is not None:
                yield Static(clean(t("tui.crash.report", path=self.report_path)), markup=False)
            else:
                yield Static(
                    clean(t("tui.crash.no_report", problem=self.report_problem or "?")),
                    classes="crash-problem",
                    markup=False,
                )
            problem = Static("", id="crash-resume-problem", classes="crash-problem", markup=False)
            problem.display = False
            yield problem
            options = []
            if self.resume is not None:
                options.append(Option(t("tui.crash.continue"), id="continue"))
            options.append(Option(t("tui.crash.quit"), id="quit"))
            yield CursorOptionList(*options, id="crash-options")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#crash-options", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "continue" and self.resume is not None:
            problem = self.resume()
            if problem is not None:  # the game could not be rebuilt: only quitting is left
                line = self.query_one("#crash-resume-problem", Static)
                line.update(clean(t("tui.crash.resume_failed", problem=problem)))
                line.display = True
                options = self.query_one("#crash-options", OptionList)
                options.disable_option("continue")
                options.highlighted = 1
            return
        self.action_quit_game()

    def action_quit_game(self) -> None:
        self.app.exit()
