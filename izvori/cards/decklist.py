"""Where cards and decks are found, and the decks a player can choose — without reading a card.

The start screen lists the decks by name (file stems) and must not pay for the card loader
(`izvori.cards.schema`, which builds cards out of the engine's vocabulary and so imports the
engine): issue 11 item 6, the first frame. The full check of a deck (every card, file:line
problems) happens when a game starts (`library.load_deck_by_name`).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from izvori.cards.locations import user_cards_dir, user_decks_dir


class LoadError(Exception):
    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


#: Where the build hook puts the bundled cards inside the package (setup.py TARGET).
BUNDLED_CARDS = ("data", "cards")


def bundled_dir() -> Path:
    """The cards and decks that ship with the game.

    An installed package (wheel, pip, pipx) carries them as package data `izvori/data/cards/`,
    copied there from the repository's `cards/` by the build hook (setup.py); a checkout or
    an editable install has no such copy and reads `cards/` beside the package.
    """
    packaged = resources.files("izvori").joinpath(*BUNDLED_CARDS)
    if packaged.is_dir():
        return _on_disk(packaged)
    return Path(__file__).resolve().parents[2] / "cards"


def _on_disk(folder: Traversable) -> Path:
    """A package folder as a path. pip and pipx install unzipped, so files() is a real path;
    a package imported from a zip is copied out once, since the loader reads files by path."""
    if isinstance(folder, Path):
        return folder
    return _extracted(folder)


#: Zipped package folders already copied out, by their str() (one copy per process).
_EXTRACTED: dict[str, Path] = {}


def _extracted(folder: Traversable) -> Path:
    key = str(folder)
    if key not in _EXTRACTED:
        target = Path(tempfile.mkdtemp(prefix="izvori-karte-"))
        _copy_tree(folder, target)
        _EXTRACTED[key] = target
    return _EXTRACTED[key]


def _copy_tree(folder: Traversable, target: Path) -> None:
    for entry in folder.iterdir():
        if entry.is_dir():
            (target / entry.name).mkdir()
            _copy_tree(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())


def cards_dir() -> Path:
    """The bundled card folder (kept for callers that name one folder: docs, tests)."""
    return bundled_dir()


ENV_CARDS = "IZVORI_CARDS"


@dataclass(frozen=True)
class Source:
    """One place cards and decks are found: its card files directly in `cards`, its decks
    directly in `decks`. `user` is False only for the pool that ships with the game."""

    cards: Path
    decks: Path
    user: bool


def sources() -> list[Source]:
    """Every place cards and decks are read from, bundled first.

    Beside the bundled pool: the player's folders in the data dir (`karte/`, `spilovi/`) and
    `$IZVORI_CARDS` (card files, decks in its `decks/`). A folder named twice counts once.
    """
    bundled = bundled_dir()
    found = [Source(bundled, bundled / "decks", user=False)]
    found.append(Source(user_cards_dir(), user_decks_dir(), user=True))
    env = os.environ.get(ENV_CARDS)
    if env:
        found.append(Source(Path(env), Path(env) / "decks", user=True))
    out: list[Source] = []
    seen: set[Path] = set()
    for src in found:
        key = _resolved(src.cards)
        if key not in seen:
            seen.add(key)
            out.append(src)
    return out


def searched_folders() -> list[Path]:
    """Every folder the default pool and decks are looked for in (for "nothing found")."""
    return [folder for src in sources() for folder in (src.cards, src.decks)]


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path


def _yaml_in(folder: Path) -> list[Path]:
    """The *.yaml files directly in a folder; none when it does not exist or can't be read."""
    try:
        return sorted(p for p in folder.glob("*.yaml") if p.is_file())
    except OSError:
        return []


def card_paths() -> list[Path]:
    """The card files: every *.yaml directly in each source's card folder, bundled first."""
    return [p for src in sources() for p in _yaml_in(src.cards)]


def deck_paths() -> list[Path]:
    """The deck files: every *.yaml directly in each source's deck folder, bundled first."""
    return [p for src in sources() for p in _yaml_in(src.decks)]


@dataclass(frozen=True)
class DeckEntry:
    """A deck file the player can choose by name (its file stem)."""

    name: str
    path: Path
    user: bool


@dataclass(frozen=True)
class DeckListing:
    """The choosable decks, the bundled and the player's own apart (the start screen shows
    them as two groups)."""

    bundled: list[DeckEntry]
    user: list[DeckEntry]

    @property
    def all(self) -> list[DeckEntry]:
        return [*self.bundled, *self.user]


def list_decks() -> DeckListing:
    """Every deck file by source; a name used twice is listed twice (see `deck_clashes`)."""
    bundled: list[DeckEntry] = []
    user: list[DeckEntry] = []
    for src in sources():
        for path in _yaml_in(src.decks):
            (user if src.user else bundled).append(DeckEntry(path.stem, path, src.user))
    return DeckListing(bundled, user)
