"""Where the guided game is kept between sessions: progress while it runs, a marker when done.

Both live in the user's data folder (`data_dir()`). The progress file holds the lesson shown,
Boris's moves already made and every answer so far (the game's history): the game is rebuilt
from the tutorial's setup and replayed (ARCHITECTURE §4), so leaving and coming back resumes
exactly where Ana was. It is written atomically after every answer.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from izvori.cards.locations import data_dir

PROGRESS_FILE = "prva-partija.json"
DONE_FILE = "prva-partija.gotovo"
VERSION = 1


@dataclass
class Progress:
    lesson: int = -1  # index of the lesson on screen (-1: none yet)
    shown: list[int] = field(default_factory=list)  # every lesson shown so far
    moves_done: list[int] = field(default_factory=list)  # Boris's scripted moves made
    answers: list[dict[str, Any]] = field(default_factory=list)  # HistoryEntry.to_json()s

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "lesson": self.lesson,
            "shown": self.shown,
            "moves_done": self.moves_done,
            "answers": self.answers,
        }

    @staticmethod
    def from_json(data: Any) -> Progress | None:
        """None for anything that is not a progress file of this version."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            return None
        lesson, moves, answers = data.get("lesson"), data.get("moves_done"), data.get("answers")
        shown = data.get("shown")
        if (
            not isinstance(lesson, int)
            or not isinstance(moves, list)
            or not isinstance(answers, list)
        ):
            return None
        if not isinstance(shown, list) or not all(isinstance(m, int) for m in moves + shown):
            return None
        if not all(isinstance(a, dict) and isinstance(a.get("player"), int) for a in answers):
            return None
        return Progress(lesson, list(shown), list(moves), list(answers))


def progress_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / PROGRESS_FILE


def done_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / DONE_FILE


def load_progress(folder: Path | None = None) -> Progress | None:
    """The saved progress, or None (none, unreadable or of another version: start afresh)."""
    try:
        data = json.loads(progress_path(folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return Progress.from_json(data)


def save_progress(progress: Progress, folder: Path | None = None) -> None:
    """Atomic: a crash mid-write leaves the previous progress, never half a file."""
    path = progress_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(progress.to_json(), ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def clear_progress(folder: Path | None = None) -> None:
    progress_path(folder).unlink(missing_ok=True)


def is_done(folder: Path | None = None) -> bool:
    return done_path(folder).exists()


def mark_done(folder: Path | None = None) -> None:
    path = done_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("1\n", encoding="utf-8")
    clear_progress(folder)
