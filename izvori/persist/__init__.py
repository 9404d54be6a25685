"""Saving, resuming and replaying games (docs/saves.md).

The API a user interface needs:

* `SavedGame.create(decks, names, seed, starting_player)` / `SavedGame.wrap(game)` — a new game
  that autosaves after every `submit(answer)` / `concede(player)`.
* `SavedGame.load(path, pool)` — resume (replays to the identical state); `SaveError` if refused.
* `list_saves()` / `latest_save()` — games to offer for resuming; `list_replays()` — finished.
* `write_bug_report(session, exc)` — after an unexpected exception: save + bug report paths.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from izvori.persist.format import FORMAT, VERSION, SaveData, SaveError, read_save
from izvori.persist.listing import SaveInfo, latest_save, list_replays, list_saves
from izvori.persist.paths import data_dir, replays_dir, saves_dir

if TYPE_CHECKING:
    from izvori.persist.crash import CrashReport, write_bug_report, write_game_report
    from izvori.persist.lock import SaveInUse
    from izvori.persist.session import SavedGame, SessionBroken

#: Imported on first use (PEP 562): a session replays games through the engine and the lock
#: needs filelock, while listing saves needs neither — the start screen lists them without
#: loading the engine (issue 11 item 6, the first frame).
_LAZY = {
    "CrashReport": "izvori.persist.crash",
    "write_bug_report": "izvori.persist.crash",
    "write_game_report": "izvori.persist.crash",
    "SaveInUse": "izvori.persist.lock",
    "SavedGame": "izvori.persist.session",
    "SessionBroken": "izvori.persist.session",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once: later lookups do not come here
    return value


__all__ = [
    "FORMAT",
    "VERSION",
    "CrashReport",
    "SaveData",
    "SaveError",
    "SaveInUse",
    "SaveInfo",
    "SavedGame",
    "SessionBroken",
    "data_dir",
    "latest_save",
    "list_replays",
    "list_saves",
    "read_save",
    "replays_dir",
    "saves_dir",
    "write_bug_report",
    "write_game_report",
]
