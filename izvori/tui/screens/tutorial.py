"""Prva partija on the real game screen: the board, prompts and keys of a normal game, with a
lesson panel above them that says what the moment is about and what to do now.

Only additions to `GameScreen`: the panel, updated whenever Ana is asked (`present`), and a
key to leave (the progress is saved after every answer, so leaving loses nothing).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Static

from izvori.cards.library import load_cards_or_raise
from izvori.engine import Decision
from izvori.strings import t
from izvori.tui.computer import Picker
from izvori.tui.screens.game import GameScreen
from izvori.tui.tutorial.controller import ReplayFailed, TutorialController
from izvori.tui.tutorial.progress import clear_progress, load_progress
from izvori.tui.tutorial.script import load


def open_tutorial(opponent: Picker, folder: Path | None = None) -> tuple[TutorialController, str]:
    """The tutorial's controller, resumed from the saved progress when there is one, and a
    note for the player (resumed / restarted). Loading problems raise (the caller says so).
    `opponent` answers Boris's decisions the tutorial file has no move for."""
    tutorial = load()
    pool = load_cards_or_raise()
    progress = load_progress(folder)
    if progress is None:
        return TutorialController.new(tutorial, pool, opponent, folder=folder), ""
    try:
        ctl = TutorialController.new(tutorial, pool, opponent, progress, folder=folder)
    except ReplayFailed:
        clear_progress(folder)
        fresh = TutorialController.new(tutorial, pool, opponent, folder=folder)
        return fresh, t("tui.tutorial.restarted")
    return ctl, t("tui.tutorial.resumed")


class TutorialScreen(GameScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f10", "leave", t("tui.tutorial.bind_leave")),
    ]
    DEFAULT_CSS = """
    TutorialScreen #lesson {
        height: auto;
        max-height: 7;  /* the board keeps its rows even at 80×24; no border for the same */
        background: $accent 25%;
        padding: 0 1;
        display: none;
    }
    TutorialScreen #lesson.active {
        display: block;
    }
    """

    def __init__(self, controller: TutorialController, note: str = "") -> None:
        super().__init__(controller)
        self.tctl = controller
        self.start_on_mount = True  # no coin toss, no hand-over: Ana is asked at once
        self.tutorial_note = note

    def on_mount(self) -> None:
        lesson = Static("", id="lesson", markup=False)
        self.mount(lesson, before=self.query_one("#main"))
        super().on_mount()
        if self.tutorial_note:
            self.notify(self.tutorial_note)

    def present(self, decision: Decision) -> None:
        super().present(decision)
        self.show_lesson(decision)

    def show_lesson(self, decision: Decision) -> None:
        panel = self.query_one("#lesson", Static)
        lesson = self.tctl.lesson_for(decision)
        if lesson is None:
            panel.set_class(False, "active")
            return
        n = len(self.tctl.progress.shown)  # how far along she is, whatever the order
        title = t("tui.tutorial.title", n=n, total=len(self.tctl.lessons))
        panel.update(f"{title} — {lesson.text}\n{t('tui.tutorial.do', do=lesson.do)}")
        panel.set_class(True, "active")

    def action_leave(self) -> None:
        self.izvori.leave_tutorial()
