"""Loading card definition files and decks from disk, with `file:line:` problem reports."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from izvori import limits

# the folders and the deck list live in izvori.cards.decklist (no engine: the start screen
# lists decks with it); named here too for the callers that load cards and decks
from izvori.cards.decklist import (  # noqa: F401  (re-exported)
    BUNDLED_CARDS,
    ENV_CARDS,
    DeckEntry,
    DeckListing,
    LoadError,
    Source,
    bundled_dir,
    card_paths,
    cards_dir,
    deck_paths,
    list_decks,
    searched_folders,
    sources,
)
from izvori.cards.schema import CardError, build_card, card_name
from izvori.cards.yamlsafe import LineDict, YamlProblem, load_file
from izvori.engine.carddef import CardDef
from izvori.strings import t

#: Characters a one-line message must not contain (newlines, tabs, other control characters).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
MAX_MESSAGE = 400
#: "Did you mean" hints per deck: finding them is slow, and after a few they stop helping.
MAX_HINTS = 20
MIN_DECK = 40  # A1.20
MAX_COPIES = 4  # A1.20


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)
    cards_checked: int = 0
    decks_checked: int = 0
    #: Lines that inform or warn without failing the check (check-cards' deck summaries).
    notes: list[str] = field(default_factory=list)

    def add(self, path: Path | str, line: int, message: str) -> None:
        """Record `file:line: message`, always one line of readable length."""
        message = _CONTROL.sub(lambda m: repr(m.group())[1:-1], message)
        if len(message) > MAX_MESSAGE:
            message = message[: MAX_MESSAGE - 3] + "..."
        self.problems.append(f"{path}:{line}: {message}")


@dataclass
class Deck:
    name: str
    path: Path
    cards: list[CardDef]
    counts: dict[str, int]


def yaml_message(e: YamlProblem) -> str:
    """The Serbian message for a YAML problem (without the file and line)."""
    return _yaml_message(e)


def _yaml_message(e: YamlProblem) -> str:
    key, _, arg = e.message.partition(":")
    return t(f"err.{key}", arg=arg)


def internal_message(e: BaseException) -> str:
    """The message for an unexpected exception while checking a file (a bug in the checker)."""
    return t("err.internal", arg=f"{type(e).__name__}: {e}"[:200])


def read_yaml(path: Path, report: Report) -> tuple[bool, Any]:
    """Parse a file with the strict loader: (True, data), or (False, None) after reporting."""
    try:
        return True, load_file(path)
    except YamlProblem as e:
        report.add(path, e.line, _yaml_message(e))
    except Exception as e:  # never a traceback for a user's file
        report.add(path, 1, internal_message(e))
    return False, None


def load_card_file(path: Path, report: Report) -> dict[str, tuple[CardDef, int]]:
    ok, data = read_yaml(path, report)
    return load_card_data(path, data, report) if ok else {}


def load_card_data(path: Path, data: Any, report: Report) -> dict[str, tuple[CardDef, int]]:
    """Build the cards of an already parsed card file, reporting every problem."""
    out: dict[str, tuple[CardDef, int]] = {}
    if data is None:
        report.add(path, 1, t("err.file.empty"))
        return out
    if not isinstance(data, LineDict) or "cards" not in data:
        report.add(path, getattr(data, "line", 1), t("err.card_file_shape"))
        return out
    for k in data:
        if k != "cards":
            report.add(
                path,
                data.line_of(k),
                t("err.card.unknown_key", key=k, where="fajl", allowed="cards"),
            )
    cards = data["cards"]
    if not isinstance(cards, list):
        report.add(path, data.line_of("cards"), t("err.card.list", key="cards"))
        return out
    lines = getattr(cards, "item_lines", None) or [data.line_of("cards")] * len(cards)
    for node, line in zip(cards, lines, strict=False):
        name = card_name(node)
        who = t("err.card_prefix", name=name) if name is not None else ""
        report.cards_checked += 1
        try:
            card = build_card(node, line)
        except CardError as e:
            report.add(path, e.line, who + t(f"err.{e.key}", **e.args_))
            continue
        except Exception as e:  # a hole in the schema must not hide the other cards
            report.add(path, line, who + internal_message(e))
            continue
        if card.name in out:
            report.add(path, line, t("err.card_duplicate", name=card.name, first=out[card.name][1]))
            continue
        out[card.name] = (card, line)
    return out


def load_cards(paths: list[Path] | None = None, report: Report | None = None) -> dict[str, CardDef]:
    """Load every card file (all *.yaml directly in cards/, not decks)."""
    report = report if report is not None else Report()
    if paths is None:
        paths = card_paths()
    pool: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for path in paths:
        merge_cards(pool, where, path, load_card_file(path, report), report)
    return pool


def merge_cards(
    pool: dict[str, CardDef],
    where: dict[str, str],
    path: Path,
    cards: dict[str, tuple[CardDef, int]],
    report: Report,
) -> None:
    """Add one file's cards to a pool; a name defined twice is a problem (the first one wins)."""
    for name, (card, line) in cards.items():
        if name in pool:
            report.add(path, line, t("err.card_duplicate_file", name=name, other=where[name]))
            continue
        pool[name] = card
        where[name] = f"{path}:{line}"


def load_deck(path: Path, pool: dict[str, CardDef], report: Report) -> Deck | None:
    ok, data = read_yaml(path, report)
    return load_deck_data(path, data, pool, report) if ok else None


def load_deck_data(path: Path, data: Any, pool: dict[str, CardDef], report: Report) -> Deck | None:
    """Check an already parsed deck file against a card pool; the Deck if it has no problem."""
    if data is None:
        report.add(path, 1, t("err.file.empty"))
        return None
    if not isinstance(data, LineDict) or "cards" not in data:
        report.add(path, getattr(data, "line", 1), t("err.deck_shape"))
        return None
    report.decks_checked += 1
    ok = True
    for k in data:
        if k not in ("name", "cards", "description"):
            report.add(
                path,
                data.line_of(k),
                t("err.card.unknown_key", key=k, where="špil", allowed="name, cards, description"),
            )
            ok = False
    name: Any = data.get("name", path.stem)
    for k in ("name", "description"):
        if k not in data:
            continue
        value = data[k]
        if not isinstance(value, str) or (k == "name" and not value.strip()):
            report.add(path, data.line_of(k), _text_message(k, value, data.raw_of(k)))
            ok = False
            if k == "name":
                name = path.stem
    entries = data["cards"]
    if not isinstance(entries, LineDict):
        report.add(path, data.line_of("cards"), t("err.deck_cards_shape"))
        return None
    cards: list[CardDef] = []
    counts: dict[str, int] = {}
    unknown = 0
    for cname, n in entries.items():
        line = entries.line_of(cname)
        if cname not in pool:
            unknown += 1
            close = _suggest(cname, pool) if unknown <= MAX_HINTS else ""
            report.add(path, line, t("err.deck_unknown_card", name=cname, hint=close))
            ok = False
            continue
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            shown = entries.raw_of(cname) or ("" if n is None else str(n)[:40])
            report.add(path, line, t("err.deck_count", name=cname, value=shown))
            ok = False
            continue
        if n > MAX_COPIES:
            report.add(path, line, t("err.deck_copies", name=cname, count=n, max=MAX_COPIES))
            ok = False
            n = MAX_COPIES  # count on, but never build a deck of a billion cards
        counts[cname] = n
        cards.extend([pool[cname]] * n)
    if len(cards) < MIN_DECK:
        report.add(path, data.line_of("cards"), t("err.deck_size", count=len(cards), min=MIN_DECK))
        ok = False
    elif len(cards) > limits.MAX_DECK:  # a save refuses it, so no game may start with it
        report.add(
            path, data.line_of("cards"), t("limits.deck_big", count=len(cards), max=limits.MAX_DECK)
        )
        ok = False
    if not ok:
        return None
    return Deck(str(name), path, cards, counts)


def _text_message(key: str, value: Any, raw: str | None) -> str:
    if isinstance(value, bool):
        return t("err.card.yaml_bool", key=key, value=raw or str(value).lower())
    if value is None or (isinstance(value, str) and not value.strip()):
        return t("err.card.empty", key=key)
    return t("err.card.str", key=key, value=str(value)[:60])


def _suggest(name: str, pool: dict[str, Any]) -> str:
    import difflib

    close = difflib.get_close_matches(name, list(pool), n=1)
    return t("err.did_you_mean", name=close[0]) if close else ""


def deck_clashes() -> list[str]:
    """One `file:1: problem` per deck name that two files give: never silently shadowed."""
    first: dict[str, Path] = {}
    problems: list[str] = []
    for entry in list_decks().all:
        if entry.name in first:
            report = Report()
            report.add(entry.path, 1, t("err.deck_clash", name=entry.name, other=first[entry.name]))
            problems.extend(report.problems)
        else:
            first[entry.name] = entry.path
    return problems


def load_deck_by_name(name_or_path: str, pool: dict[str, CardDef] | None = None) -> Deck:
    """A deck by file stem (bundled or the player's), or from a path."""
    pool = pool if pool is not None else load_cards_or_raise()
    path = Path(name_or_path)
    if not path.exists():
        entries = list_decks().all
        candidates = [e.path for e in entries if e.name == name_or_path]
        if not entries:  # say where we looked, not "exists: (nothing)" (issue 20)
            where = ", ".join(str(src.decks) for src in sources())
            raise LoadError([t("err.no_decks_found", where=where)])
        if not candidates:
            allowed = ", ".join(dict.fromkeys(e.name for e in entries))
            raise LoadError([t("err.deck_not_found", name=name_or_path, allowed=allowed)])
        if len(candidates) > 1:
            raise LoadError(
                [
                    t(
                        "err.deck_ambiguous",
                        name=name_or_path,
                        files=", ".join(str(c) for c in candidates),
                    )
                ]
            )
        path = candidates[0]
    report = Report()
    deck = load_deck(path, pool, report)
    if deck is None:
        raise LoadError(report.problems)
    return deck


def load_cards_or_raise() -> dict[str, CardDef]:
    report = Report()
    pool = load_cards(report=report)
    if report.problems:
        raise LoadError(report.problems)
    return pool
