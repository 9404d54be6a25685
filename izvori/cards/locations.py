"""Where the user's own files live: one data folder, shared by saves, cards and decks.

The folder is $IZVORI_DATA_DIR when set (tests use temporary folders), else the platform's
user data directory (`~/.local/share/izvori` on Linux). Under it::

    karte/     the player's own card files (YAML), found beside the bundled pool
    spilovi/   the player's own decks (YAML, the format of cards/decks), written by the builder
    saves/     games in progress (izvori.persist)
    replays/   finished games (izvori.persist)

It lives in the cards layer because the card library needs it and sits below persist.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

APP_NAME = "izvori"
ENV_DATA_DIR = "IZVORI_DATA_DIR"


def data_dir() -> Path:
    """$IZVORI_DATA_DIR if set, else the user data dir."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    return Path(user_data_dir(APP_NAME, appauthor=False))


def user_cards_dir() -> Path:
    """The player's own card files."""
    return data_dir() / "karte"


def user_decks_dir() -> Path:
    """The player's own decks."""
    return data_dir() / "spilovi"
