"""`izvori check-cards [PATH...]`: validate card and deck files, print every problem.

With no paths it checks every card file and deck the game would load: the bundled
``cards/*.yaml`` and ``cards/decks/*.yaml`` and the player's own (`library.sources`); finding
no card file or no deck there is a problem naming the folders searched.
A path may be a file or a folder (searched recursively for ``*.yaml``/``*.yml``). A file is a
deck if its ``cards:`` is a mapping ``card name: count`` (or a list of bare names, which is
then reported as a wrongly written deck), a card file if ``cards:`` is a list of cards; when
``cards:`` is neither, a file inside a ``decks`` folder is checked as a deck, anything else as a
card file, so the message explains what that kind of file should look like.

Decks are checked against the card pool: every card file given, plus the cards of
``cards/*.yaml`` whose names the given files don't define. Every problem is printed as
``file:line: problem`` (in Serbian, via `izvori.strings`), then one summary line; the exit code
is 1 if there was any problem, else 0. Each good deck also gets a summary line (colours,
sources, curve) and a warning per card it cannot cast (`deck_summary`); warnings do not fail
the check. A malformed file never produces a traceback.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from izvori.cards.deck_summary import describe, summarize
from izvori.cards.library import (
    Report,
    card_paths,
    deck_clashes,
    deck_paths,
    internal_message,
    load_card_data,
    load_deck_data,
    merge_cards,
    read_yaml,
    sources,
)
from izvori.cards.yamlsafe import LineDict
from izvori.engine.carddef import CardDef
from izvori.strings import t

YAML_SUFFIXES = (".yaml", ".yml")


@dataclass
class _File:
    path: Path
    shown: str
    report: Report = field(default_factory=Report)
    ok: bool = False
    data: Any = None
    kind: str = "cards"  # or "deck"


def _shown(path: Path) -> str:
    """A path as the player should see it: relative to the working folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)


def collect(paths: list[str], report: Report) -> list[Path]:
    """The files to check: the defaults, or the given files and the YAML files in given folders."""
    if not paths:
        return _default_files(report)
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        try:
            if path.is_dir():
                found = sorted(
                    f for f in path.rglob("*") if f.suffix in YAML_SUFFIXES and f.is_file()
                )
                if not found:
                    report.add(p, 0, t("err.file.no_yaml"))
                out.extend(found)
            elif path.exists():
                out.append(path)
            else:
                report.add(p, 0, t("err.file.missing"))
        except OSError as e:
            report.add(p, 0, t("err.file.unreadable", arg=e.strerror or str(e)))
    unique: list[Path] = []
    seen: set[Path] = set()
    for path in out:
        key = path.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(path)
    return unique


def _default_files(report: Report) -> list[Path]:
    """Every bundled and user card file and deck; finding none of either is a problem that
    says where we looked (a check of nothing must not pass), and so is a deck name two files
    give (never silently shadowed)."""
    cards, decks = card_paths(), deck_paths()
    for found, key, folders in (
        (cards, "err.no_cards_found", [s.cards for s in sources()]),
        (decks, "err.no_decks_found", [s.decks for s in sources()]),
    ):
        if not found:
            report.add(folders[0], 0, t(key, where=", ".join(str(f) for f in folders)))
    report.problems.extend(deck_clashes())
    return [*cards, *decks]


def classify(path: Path, data: Any) -> str:
    """ "deck" or "cards", from the shape of `cards:`, else from the folder the file is in."""
    if isinstance(data, LineDict):
        cards = data.get("cards")
        if isinstance(cards, LineDict):
            return "deck"
        if isinstance(cards, list):
            # card entries are mappings; a list of plain names is a deck written wrongly
            if cards and all(isinstance(c, str) for c in cards):
                return "deck"
            return "cards"
    return "deck" if path.parent.name == "decks" else "cards"


def _default_pool(skip: set[Path]) -> dict[str, CardDef]:
    """The cards of cards/*.yaml that are not being checked; their problems are not ours."""
    pool: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    quiet = Report()
    for path in card_paths():
        if path.resolve() in skip:
            continue
        ok, data = read_yaml(path, quiet)
        if ok:
            merge_cards(pool, where, path, load_card_data(path, data, quiet), quiet)
    return pool


def check(paths: list[str]) -> Report:
    """Check the files; one report with every problem, in file order and line order."""
    top = Report()
    files = [_File(p, _shown(p)) for p in collect(paths, top)]
    for f in files:
        f.ok, f.data = read_yaml(Path(f.shown), f.report)
        if f.ok:
            f.kind = classify(f.path, f.data)
    pool: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for f in files:
        if f.ok and f.kind == "cards":
            try:
                cards = load_card_data(Path(f.shown), f.data, f.report)
                merge_cards(pool, where, Path(f.shown), cards, f.report)
            except Exception as e:  # never a traceback for a user's file
                f.report.add(f.shown, 1, internal_message(e))
    decks = [f for f in files if f.ok and f.kind == "deck"]
    if decks:
        checked = {f.path.resolve() for f in files if f.kind == "cards"}
        for name, card in _default_pool(checked).items():
            pool.setdefault(name, card)
    for f in decks:
        try:
            deck = load_deck_data(Path(f.shown), f.data, pool, f.report)
            if deck is not None:
                lines = {name: f.data["cards"].line_of(name) for name in deck.counts}
                summary = summarize(deck.counts, pool)
                f.report.notes.extend(describe(f.shown, deck.name, summary, lines))
        except Exception as e:
            f.report.add(f.shown, 1, internal_message(e))
    for f in files:
        top.problems.extend(sorted(f.report.problems, key=_line_key))
        top.notes.extend(f.report.notes)
        top.cards_checked += f.report.cards_checked
        top.decks_checked += f.report.decks_checked
    return top


def _line_key(problem: str) -> int:
    """The line number of a `file:line: message` problem, for sorting one file's problems."""
    head = problem.split(": ", 1)[0]
    number = head.rsplit(":", 1)[-1]
    return int(number) if number.isdigit() else 0


def main(paths: list[str]) -> int:
    """Run check-cards: print every problem and a summary; 1 if there was any problem."""
    try:
        report = check(list(paths))
    except Exception as e:  # the last line of defence: still a message, never a traceback
        report = Report()
        report.add(paths[0] if paths else "cards", 0, internal_message(e))
    if not report.problems and not (report.cards_checked or report.decks_checked):
        # files that hold no card and no deck: nothing was checked, so nothing passed
        report.add(
            paths[0] if paths else "cards", 0, t("err.nothing_found", where=", ".join(paths))
        )
    for problem in report.problems:
        print(problem)
    for note in report.notes:
        print(note)
    print(
        t(
            "cli.check_summary",
            cards=report.cards_checked,
            decks=report.decks_checked,
            problems=len(report.problems),
        )
    )
    sys.stdout.flush()
    return 1 if report.problems else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
