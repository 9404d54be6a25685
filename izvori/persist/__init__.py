"""Saving, resuming and replaying games (docs/saves.md).

The API a user interface needs:

* `SavedGame.create(decks, names, seed, starting_player)` / `SavedGame.wrap(game)` — a new game
  that autosaves after every `submit(answer)` / `concede(player)`.
* `SavedGame.load(path, pool)` — resume (replays to the identical state); `SaveError` if refused.
* `list_saves()` / `latest_save()` — games to offer for resuming; `list_replays()` — finished.
* `write_bug_report(session, exc)` — after an unexpected exception: save + bug report paths.
"""

from __future__ import annotations

from izvori.persist.crash import CrashReport, write_bug_report, write_game_report
from izvori.persist.format import FORMAT, VERSION, SaveData, SaveError, read_save
from izvori.persist.lock import SaveInUse
from izvori.persist.paths import data_dir, replays_dir, saves_dir
from izvori.persist.session import (
    SavedGame,
    SaveInfo,
    SessionBroken,
    latest_save,
    list_replays,
    list_saves,
)

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
