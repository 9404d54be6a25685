"""A deck being built: its cards, the deck rules checked as it changes, and its file.

The deck builder edits a `DeckDraft`; `rule_problems` says what A1.20 forbids about it right
now (at least 40 cards, at most four of one name), and `save_draft` writes it in the same YAML
format as the bundled decks (cards/decks/, docs/decks.md) into the player's own deck folder.
A file is never overwritten unless the caller says so, and the text written is read back
through the same loader as every deck before the file is replaced — a deck the builder saves
is always a deck the game can load.

A deck that does not yet follow A1.20 can't be a deck file (the game and check-cards would
refuse it), but an unfinished edit is never lost: `save_unfinished` keeps it, in the same
format, in a folder of its own (`unfinished_dir()`) that only the builder reads.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from izvori.cards.catalog import fold
from izvori.cards.library import MAX_COPIES, MIN_DECK, Report, load_deck_data, yaml_message
from izvori.cards.locations import data_dir, user_decks_dir
from izvori.cards.yamlsafe import YamlProblem, load_file, load_text
from izvori.engine.carddef import CardDef
from izvori.strings import t


def unfinished_dir() -> Path:
    """Decks still being built (not yet legal by A1.20): the builder's own folder."""
    return data_dir() / "spilovi-u-izradi"


class DeckExists(Exception):
    """Saving would replace a file that is not this draft's own."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(str(path))


class DeckInvalid(Exception):
    """The text to be written would not load back (a message per problem)."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass
class DeckDraft:
    name: str
    counts: dict[str, int] = field(default_factory=dict)
    description: str = ""
    #: the player's file this draft was loaded from or saved to (None: never saved)
    path: Path | None = None

    @property
    def size(self) -> int:
        return sum(self.counts.values())

    def add(self, card: str, n: int = 1) -> None:
        self.counts[card] = self.counts.get(card, 0) + n

    def remove(self, card: str, n: int = 1) -> None:
        left = self.counts.get(card, 0) - n
        if left > 0:
            self.counts[card] = left
        else:
            self.counts.pop(card, None)

    def copy(self, name: str) -> DeckDraft:
        return DeckDraft(name, dict(self.counts), self.description, None)


def rule_problems(draft: DeckDraft) -> list[str]:
    """What the deck rules (A1.20) forbid about the draft now, one Serbian sentence each."""
    out: list[str] = []
    if draft.size < MIN_DECK:
        out.append(t("err.deck_size", count=draft.size, min=MIN_DECK))
    for card, n in sorted(draft.counts.items(), key=lambda kv: fold(kv[0])):
        if n > MAX_COPIES:
            out.append(t("err.deck_copies", name=card, count=n, max=MAX_COPIES))
    return out


def slug(name: str) -> str:
    """A file name for a deck name: folded letters and digits joined by dashes."""
    s = re.sub(r"[^a-z0-9]+", "-", fold(name)).strip("-")
    return s[:60] or "spil"


def deck_yaml(draft: DeckDraft) -> str:
    data: dict[str, object] = {"name": draft.name}
    if draft.description:
        data["description"] = draft.description
    data["cards"] = {card: n for card, n in draft.counts.items() if n > 0}
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def target_path(draft: DeckDraft, folder: Path) -> Path:
    return draft.path if draft.path is not None else folder / f"{slug(draft.name)}.yaml"


def save_draft(
    draft: DeckDraft, folder: Path, pool: dict[str, CardDef], *, overwrite: bool = False
) -> Path:
    """Write the draft into `folder` (its own file if it has one). Raises DeckExists when that
    would replace another file and `overwrite` is false, DeckInvalid when the text would not
    load back; the file on disk is untouched in both cases."""
    path = target_path(draft, folder)
    if path.exists() and path != draft.path and not overwrite:
        raise DeckExists(path)
    text = deck_yaml(draft)
    report = Report()
    deck = load_deck_data(path, load_text(text), pool, report)
    if deck is None or report.problems:
        raise DeckInvalid(report.problems or [t("deck.unreadable")])
    _write(path, text)
    draft.path = path
    return path


def save_unfinished(draft: DeckDraft) -> Path:
    """Keep a deck that isn't legal yet in `unfinished_dir()` (same format, same name rules);
    the draft keeps pointing at its real deck file, if it has one."""
    path = unfinished_dir() / f"{slug(draft.name)}.yaml"
    _write(path, deck_yaml(draft))
    return path


def load_draft(path: Path) -> DeckDraft:
    """A deck file (the player's, a bundled one or an unfinished one) as a draft to edit. Only
    the player's own deck file stays the draft's file; saving any other writes a new one."""
    try:
        data = load_file(path)
    except YamlProblem as e:
        raise DeckInvalid([f"{path}:{e.line}: {yaml_message(e)}"]) from None
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise DeckInvalid([f"{path}:1: {t('err.deck_shape')}"])
    counts = {
        str(k): v
        for k, v in data["cards"].items()
        if isinstance(v, int) and not isinstance(v, bool)
    }
    name = data.get("name") if isinstance(data.get("name"), str) else path.stem
    desc = data.get("description") if isinstance(data.get("description"), str) else ""
    own = path.resolve().parent == user_decks_dir().resolve()
    return DeckDraft(str(name), counts, str(desc), path if own else None)


def _write(path: Path, text: str) -> None:
    """Write the whole text or nothing (temp file, fsync, rename): a crash never leaves half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def rename_draft(draft: DeckDraft, new_name: str, folder: Path, pool: dict[str, CardDef]) -> Path:
    """Give the deck a new name and file; the old file is removed only once the new one is
    written (DeckExists when the new name's file belongs to another deck)."""
    old = draft.path
    renamed = draft.copy(new_name)
    path = save_draft(renamed, folder, pool)
    if old is not None and old != path:
        old.unlink(missing_ok=True)
    draft.name, draft.path = new_name, path
    return path


def delete_deck(path: Path, folder: Path) -> None:
    """Remove one of the player's own deck files (never a bundled one)."""
    if path.resolve().parent != folder.resolve():
        raise ValueError(f"{path} is not in {folder}")
    path.unlink()
