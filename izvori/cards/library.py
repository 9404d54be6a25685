"""Loading card definition files and decks from disk, with `file:line:` problem reports."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from izvori.cards.schema import CardError, build_card
from izvori.cards.yamlsafe import LineDict, YamlProblem, load_file
from izvori.engine.carddef import CardDef
from izvori.strings import t

MIN_DECK = 40  # A1.20
MAX_COPIES = 4  # A1.20


def cards_dir() -> Path:
    """The card data folder: $IZVORI_CARDS, or `cards/` beside the package."""
    env = os.environ.get("IZVORI_CARDS")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "cards"


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)
    cards_checked: int = 0
    decks_checked: int = 0

    def add(self, path: Path | str, line: int, message: str) -> None:
        self.problems.append(f"{path}:{line}: {message}")


@dataclass
class Deck:
    name: str
    path: Path
    cards: list[CardDef]
    counts: dict[str, int]


class LoadError(Exception):
    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def _yaml_message(e: YamlProblem) -> str:
    key, _, arg = e.message.partition(":")
    return t(f"err.{key}", arg=arg)


def load_card_file(path: Path, report: Report) -> dict[str, tuple[CardDef, int]]:
    out: dict[str, tuple[CardDef, int]] = {}
    try:
        data = load_file(path)
    except YamlProblem as e:
        report.add(path, e.line, _yaml_message(e))
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
    lines = getattr(cards, "item_lines", [1] * len(cards))
    for node, line in zip(cards, lines, strict=False):
        name = node.get("name") if isinstance(node, dict) else None
        try:
            card = build_card(node, line)
        except CardError as e:
            who = t("err.card_prefix", name=name) if isinstance(name, str) else ""
            report.add(path, e.line, who + t(f"err.{e.key}", **e.args_))
            continue
        report.cards_checked += 1
        if card.name in out:
            report.add(path, line, t("err.card_duplicate", name=card.name, first=out[card.name][1]))
            continue
        out[card.name] = (card, line)
    return out


def load_cards(paths: list[Path] | None = None, report: Report | None = None) -> dict[str, CardDef]:
    """Load every card file (all *.yaml directly in cards/, not decks)."""
    report = report if report is not None else Report()
    if paths is None:
        paths = sorted(p for p in cards_dir().glob("*.yaml"))
    pool: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for path in paths:
        for name, (card, line) in load_card_file(path, report).items():
            if name in pool:
                report.add(path, line, t("err.card_duplicate_file", name=name, other=where[name]))
                continue
            pool[name] = card
            where[name] = f"{path}:{line}"
    return pool


def load_deck(path: Path, pool: dict[str, CardDef], report: Report) -> Deck | None:
    try:
        data = load_file(path)
    except YamlProblem as e:
        report.add(path, e.line, _yaml_message(e))
        return None
    if not isinstance(data, LineDict) or "cards" not in data:
        report.add(path, getattr(data, "line", 1), t("err.deck_shape"))
        return None
    ok = True
    for k in data:
        if k not in ("name", "cards", "description"):
            report.add(
                path,
                data.line_of(k),
                t("err.card.unknown_key", key=k, where="špil", allowed="name, cards, description"),
            )
            ok = False
    name = data.get("name", path.stem)
    if not isinstance(name, str):
        report.add(path, data.line_of("name"), t("err.card.str", key="name", value=name))
        ok = False
        name = path.stem
    entries = data["cards"]
    if not isinstance(entries, LineDict):
        report.add(path, data.line_of("cards"), t("err.deck_cards_shape"))
        return None
    cards: list[CardDef] = []
    counts: dict[str, int] = {}
    for cname, n in entries.items():
        line = entries.line_of(cname)
        if cname not in pool:
            close = _suggest(cname, pool)
            report.add(path, line, t("err.deck_unknown_card", name=cname, hint=close))
            ok = False
            continue
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            report.add(path, line, t("err.deck_count", name=cname, value=n))
            ok = False
            continue
        if n > MAX_COPIES:
            report.add(path, line, t("err.deck_copies", name=cname, count=n, max=MAX_COPIES))
            ok = False
        counts[cname] = n
        cards.extend([pool[cname]] * n)
    if len(cards) < MIN_DECK:
        report.add(path, data.line_of("cards"), t("err.deck_size", count=len(cards), min=MIN_DECK))
        ok = False
    report.decks_checked += 1
    if not ok:
        return None
    return Deck(name, path, cards, counts)


def _suggest(name: str, pool: dict[str, Any]) -> str:
    import difflib

    close = difflib.get_close_matches(name, list(pool), n=1)
    return t("err.did_you_mean", name=close[0]) if close else ""


def deck_paths() -> list[Path]:
    return sorted((cards_dir() / "decks").glob("*.yaml"))


def load_deck_by_name(name_or_path: str, pool: dict[str, CardDef] | None = None) -> Deck:
    """A deck from `cards/decks/` by file stem or deck name, or from a path."""
    pool = pool if pool is not None else load_cards_or_raise()
    path = Path(name_or_path)
    if not path.exists():
        candidates = [p for p in deck_paths() if p.stem == name_or_path]
        if not candidates:
            raise LoadError(
                [
                    t(
                        "err.deck_not_found",
                        name=name_or_path,
                        allowed=", ".join(p.stem for p in deck_paths()),
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
