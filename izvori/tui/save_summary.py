"""One line about a save (who plays what, the turn, when), read from its header.

The start screen's hint names the latest save with it, and the list of saves shows it: kept out
of the resume screen so the start screen shows it without importing that screen (which resumes
games through the engine) — issue 11 item 6, the first frame.
"""

from __future__ import annotations

from datetime import datetime

from izvori.persist.listing import SaveInfo
from izvori.strings import t


def when_text(stamp: str) -> str:
    """An ISO 8601 time as the start screen shows it (local time, Serbian date format)."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is not None:
        when = when.astimezone()
    return when.strftime("%d.%m.%Y. %H:%M")


def players_text(info: SaveInfo) -> str:
    names = info.names or ("?", "?")
    decks = info.deck_names
    if decks is None:
        return t("tui.resume.players", p0=names[0], p1=names[1])
    return t("tui.resume.players_decks", p0=names[0], p1=names[1], d0=decks[0], d1=decks[1])


def summary_text(info: SaveInfo) -> str:
    """One line about a readable save (plain text)."""
    return t(
        "tui.resume.entry",
        players=players_text(info),
        turn=info.turn,
        answers=info.answers,
        when=when_text(info.updated),
    )
