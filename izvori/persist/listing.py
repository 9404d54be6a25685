"""The saves to offer for resuming, read from each file's header without replaying a game.

Kept apart from `session` (which replays saves through the engine) so that the start screen
lists saves without importing the engine: issue 11 item 6, the first frame.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from izvori.persist.format import SaveError, read_save
from izvori.persist.paths import REPORT_PREFIX, replays_dir, saves_dir


@dataclass(frozen=True)
class SaveInfo:
    """One save for the start screen's "resume" list (read without replaying)."""

    path: Path
    names: tuple[str, str] | None
    deck_names: tuple[str, str] | None
    turn: int
    answers: int
    updated: str
    finished: bool
    result: dict[str, Any] | None
    problem: str | None  # the refusal message if the file can't be read


def _info(path: Path) -> SaveInfo:
    try:
        mtime = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        fallback = mtime.isoformat(timespec="seconds")
    except OSError:
        fallback = ""
    try:
        d = read_save(path)
    except SaveError as e:
        return SaveInfo(path, None, None, 0, 0, fallback, False, None, e.message)
    return SaveInfo(
        path,
        d.names,
        d.deck_names,
        d.turn,
        len(d.answers),
        d.updated or fallback,
        d.finished,
        d.result,
        None,
    )


def _scan(folder: Path) -> list[SaveInfo]:
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    out = []
    for name in names:
        if name.startswith(".") or name.startswith(REPORT_PREFIX) or not name.endswith(".json"):
            continue
        path = folder / name
        if path.is_file():
            out.append(_info(path))
    out.sort(key=lambda s: s.updated, reverse=True)
    return out


def list_saves(folder: Path | None = None, *, include_finished: bool = False) -> list[SaveInfo]:
    """Games to resume, newest first (files that can't be read are listed with `problem`)."""
    infos = _scan(folder if folder is not None else saves_dir())
    return [s for s in infos if include_finished or not s.finished]


def list_replays(folder: Path | None = None) -> list[SaveInfo]:
    """Finished games kept as replays, newest first."""
    return _scan(folder if folder is not None else replays_dir())


def latest_save(folder: Path | None = None) -> Path | None:
    """The newest readable unfinished save, or None."""
    for info in list_saves(folder):
        if info.problem is None:
            return info.path
    return None
