"""Where saves live: the user's data directory (platformdirs), or $IZVORI_DATA_DIR.

Layout under the data directory::

    saves/    games in progress, one JSON file each (partija-….json), and bug reports
              (greska-….json) written next to the save they belong to
    replays/  finished games, moved here from saves/ when the game ends
"""

from __future__ import annotations

from pathlib import Path

# re-exported: the data folder is defined once, in the cards layer
from izvori.cards.locations import ENV_DATA_DIR as ENV_DATA_DIR
from izvori.cards.locations import data_dir as data_dir

SAVE_PREFIX = "partija-"
REPORT_PREFIX = "greska-"


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
