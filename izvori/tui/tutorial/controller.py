"""The hot-seat controller, taught: Ana decides, Boris is answered from the tutorial file.

* Boris never gets the keyboard: each of his decisions is an invisible automatic step
  (`next_step` → AutoPass) that `auto_pass` answers with his scripted move when one matches,
  else "dalje", no attack, no block, or (any other decision) the random agent's legal answer.
  So there is no hand-over screen, and his hand stays hidden (the screen shows Ana's view).
* Ana is asked whenever the normal stops would ask her, and also whenever the next lesson
  matches her decision — the lesson must be on screen at the moment it matters.
* After every change the progress (lesson, Boris's moves made, the game's history) is saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from izvori.engine import PASS, CardDef, Decision, DecisionKind, IllegalAnswer
from izvori.scenario.builder import ScenarioError
from izvori.scenario.runner import Runner
from izvori.tui.computer import Picker
from izvori.tui.controller import Ask, AutoPass, Controller, Next
from izvori.tui.tutorial.progress import Progress, clear_progress, mark_done, save_progress
from izvori.tui.tutorial.script import FILE_NAME, Lesson, Tutorial, matches

ANA, BORIS = 0, 1


class ReplayFailed(Exception):
    """The saved answers don't replay on this tutorial (it changed): start afresh."""


@dataclass
class TutorialController(Controller):
    tutorial: Tutorial | None = None
    progress: Progress = field(default_factory=Progress)
    folder: Path | None = None  # the data folder (None: the user's, `data_dir()`)
    runner: Runner | None = None
    agent: Picker | None = None  # Boris's legal answer off the script (the command line's)
    finished: bool = False

    @classmethod
    def new(
        cls,
        tutorial: Tutorial,
        pool: dict[str, CardDef],
        opponent: Picker,
        progress: Progress | None = None,
        folder: Path | None = None,
    ) -> TutorialController:
        """The tutorial's game, replayed to the saved progress when there is one.

        Raises ReplayFailed when a saved answer is refused (the file changed since)."""
        game = tutorial.new_game(pool)
        if progress is not None:
            for entry in progress.answers:
                try:
                    if entry.get("concede"):
                        game.concede(int(entry["player"]))
                    else:
                        game.submit(entry.get("answer"))
                except (IllegalAnswer, AssertionError, KeyError, TypeError, ValueError) as e:
                    raise ReplayFailed(str(e)) from None
        ctl = cls(
            game, tutorial=tutorial, progress=progress or Progress(), folder=folder, agent=opponent
        )
        ctl.runner = Runner(Path(FILE_NAME), tutorial.data, pool)
        ctl.runner.game = game
        ctl.last_human = ANA  # Ana has the keyboard from the start: no hand-over screen
        return ctl

    # ------------------------------------------------------------ lessons
    @property
    def lessons(self) -> tuple[Lesson, ...]:
        assert self.tutorial is not None
        return self.tutorial.lessons

    def upcoming(self, decision: Decision) -> int | None:
        """The first lesson not shown yet that fits this decision of Ana's.

        Not only the next one in the file: when Ana plays differently (the engine allows it),
        the lesson about what she is doing now still appears, and the ones she skipped wait
        for their moment."""
        shown = self.progress.shown
        for i, lesson in enumerate(self.lessons):
            if i not in shown and matches(lesson.when, self.game, decision):
                return i
        return None

    def lesson_for(self, decision: Decision) -> Lesson | None:
        """The lesson to show at this decision: a new one when one fits, else the last one."""
        i = self.upcoming(decision)
        if i is not None:
            self.progress.lesson = i
            self.progress.shown.append(i)
            self.save()
        if self.progress.lesson < 0:
            return None
        return self.lessons[self.progress.lesson]

    # ------------------------------------------------------------ flow
    def next_step(self) -> Next:
        g = self.game
        d = g.pending
        if g.result is None and d is not None:
            if d.player == BORIS:
                return AutoPass(BORIS)
            if self.upcoming(d) is not None:
                return Ask(d)
        return super().next_step()

    def needs_handover(self, player: int) -> bool:
        return False  # only Ana ever has the keyboard

    def auto_pass(self) -> None:
        d = self.game.pending
        assert d is not None
        if d.player != BORIS:
            super().auto_pass()
        else:
            self.auto_passes += 1
            self.boris_moves(d)
        self.save()

    def boris_moves(self, d: Decision) -> None:
        assert self.tutorial is not None and self.runner is not None
        for i, move in enumerate(self.tutorial.moves):
            if i in self.progress.moves_done or not matches(move.when, self.game, d):
                continue
            self.progress.moves_done.append(i)
            try:
                self.runner.step(move.step, move.line)
                return
            except ScenarioError:
                # the position is not the one the move was written for (Ana played
                # differently): Boris plays on by the simple rule below
                break
        d = self.game.pending or d
        if d.player != BORIS:
            return
        self.game.submit(self.default_answer(d))

    def default_answer(self, d: Decision) -> Any:
        if d.kind == DecisionKind.PRIORITY:
            return PASS
        if d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
            return []
        assert self.agent is not None, "a tutorial is built with its opponent (new)"
        return self.agent.choose(d)

    def submit(self, answer: Any) -> None:
        super().submit(answer)
        self.save()

    def concede(self, player: int) -> None:
        super().concede(player)
        self.save()

    # ------------------------------------------------------------ keeping it
    def save(self) -> None:
        g = self.game
        if g.result is not None:
            if g.result.winner == ANA and not self.finished:
                self.finished = True
                mark_done(self.folder)  # also clears the progress
            elif g.result.winner != ANA:
                clear_progress(self.folder)  # lost or conceded: next time from the start
            return
        self.progress.answers = [h.to_json() for h in g.history]
        save_progress(self.progress, self.folder)
