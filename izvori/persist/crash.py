"""Crash safety: an unexpected exception never loses the game.

`write_bug_report(session, exc)` makes sure the save holds the last good answer, writes a
bug-report file next to it (the same save format — the replay up to the failing answer — plus a
``crash`` section with the failing answer and the traceback) and returns both paths, so the UI
can show them. The report is itself a valid save: `izvori replay greska-….json` replays it.
"""

from __future__ import annotations

import platform
import tempfile
import traceback
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from izvori.engine.game import Game
from izvori.engine.record import deck_fingerprints
from izvori.persist.atomic import atomic_write
from izvori.persist.format import SaveData, dump_save, now_text, written_by
from izvori.persist.paths import REPORT_PREFIX
from izvori.persist.session import SavedGame, json_safe, unique_path


@dataclass(frozen=True)
class CrashReport:
    save_path: Path  # the save to resume from (last good answer)
    report_path: Path  # the bug report (replay up to the failing answer + traceback)
    save_ok: bool  # False if the save itself could not be written (see the session's save_error)


def _crash_section(
    exc: BaseException,
    failing: dict[str, Any] | None,
    answer_index: int,
    tb: str | None = None,
) -> dict[str, Any]:
    if tb is None:
        tb = "".join(traceback.format_exception(exc))
    error = f"{type(exc).__name__}: {exc}"[:500]
    return {
        "error": error,
        "traceback": tb,
        "failing_answer": failing,
        "answer_index": answer_index,
        "when": now_text(),
        "written_by": written_by(),
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
    }


def _write_report(folder: Path, stem: str, data: bytes) -> Path:
    """Write the report beside the save; if that fails, in the temp folder."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    name = f"{REPORT_PREFIX}{stem}-{stamp}"
    try:
        path = unique_path(folder, name)
        atomic_write(path, data)
        return path
    except OSError:
        path = unique_path(Path(tempfile.gettempdir()), name)
        atomic_write(path, data)
        return path


def write_bug_report(session: SavedGame, exc: BaseException) -> CrashReport:
    """Save the last good state and write a bug report; returns both paths.

    Call it with the exception the engine (or the UI driving the game) raised. The session is
    marked broken; resume with `session.recover()` or `SavedGame.load(report.save_path, pool)`.
    """
    session.mark_broken(exc)
    failure = session.failure
    assert failure is not None  # mark_broken keeps the first failure or records this one
    save_ok = session.save()
    data = session.data()
    failing = None
    if failure.player is not None or failure.concede:
        failing = {"player": failure.player, "answer": failure.answer}
        if failure.concede:
            failing["concede"] = True
    # the traceback as it was when the engine raised, not as the exception reads by now
    data.crash = _crash_section(exc, failing, len(data.answers), failure.traceback)
    report = _write_report(session.path.parent, session.path.stem, dump_save(data))
    return CrashReport(session.path, report, save_ok)


def write_game_report(
    game: Game,
    exc: BaseException,
    path: Path,
    *,
    good_answers: int | None = None,
    failing_answer: Any = None,
    failing_player: int | None = None,
) -> Path:
    """A bug report for a game played without a session (simulate, soak).

    `good_answers` is how many of the game's history entries came before the failure (the
    engine may have recorded the failing one already); the failing answer goes into ``crash``.
    """
    history = game.history[:good_answers]  # (None: all of it)
    # not finished and without a result (SaveData's defaults): the game stopped at the bug
    data = SaveData(
        seed=game.seed,
        starting_player=game.starting_player_arg,
        names=(game.players[0].name, game.players[1].name),
        decks=[[c.name for c in deck] for deck in game.decks],
        cards=deck_fingerprints(game.decks),
        answers=[h.to_json() for h in history],
        turn=game.turn,
        created=now_text(),
        updated=now_text(),
    )
    failing = None
    if failing_player is not None:
        failing = {"player": failing_player, "answer": json_safe(failing_answer)}
    data.crash = _crash_section(exc, failing, len(data.answers))
    atomic_write(path, dump_save(data))
    return path
