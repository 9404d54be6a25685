"""Where saves live: the user's data directory (platformdirs), or $IZVORI_DATA_DIR.

Layout under the data directory::

    saves/    games in progress, one JSON file each (partija-….json), and bug reports
              (greska-….json) written next to the save they belong to
    replays/  finished games, moved here from saves/ when the game ends
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

APP_NAME = "izvori"
ENV_DATA_DIR = "IZVORI_DATA_DIR"
SAVE_PREFIX = "partija-"
REPORT_PREFIX = "greska-"


def data_dir() -> Path:
    """$IZVORI_DATA_DIR if set (tests use temporary folders), else the user data dir."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    return Path(user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def replays_dir() -> Path:
    return data_dir() / "replays"


def is_default_save(path: Path) -> bool:
    """Whether a save lives in the default saves folder (then a finished game moves on)."""
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False
