"""The numbered rules (sudijska pravila), shipped inside the package, searchable.

The text is the official one (izvori/data/rules/, copied from the rulebook); a rule is its
number ("C9.21") and every line up to the next rule or section heading. Search is by number
(an exact number first, then its sub-rules: "C9" lists C9.10, C9.11, ...) or by words, in
Serbian with or without č ć š ž đ.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from izvori.cards.catalog import fold

RULE_RE = re.compile(r"^([A-F]\d{1,2}\.\d{2,3})\s+(.*)$")
SECTION_RE = re.compile(r"^([A-F]\d{1,2})\s+(\S.{0,58})$")
#: a rule number inside any text (a refusal, a prompt): what the rules key looks up
CITED_RE = re.compile(r"\b([A-F]\d{1,2}\.\d{2,3})\b")
MAX_RESULTS = 60


@dataclass(frozen=True)
class Rule:
    number: str
    text: str
    search: str  # folded number and text


def parse(text: str) -> list[Rule]:
    rules: list[Rule] = []
    number: str | None = None
    lines: list[str] = []

    def flush() -> None:
        if number is not None:
            body = " ".join(s for s in (ln.strip() for ln in lines) if s)
            rules.append(Rule(number, body, fold(f"{number} {body}")))

    for raw in text.splitlines():
        m = RULE_RE.match(raw.strip())
        if m:
            flush()
            number, lines = m.group(1), [m.group(2)]
        elif SECTION_RE.match(raw.strip()):
            flush()
            number, lines = None, []
        elif number is not None:
            lines.append(raw)
    flush()
    return rules


@cache
def rules() -> tuple[Rule, ...]:
    """Every numbered rule of the shipped rulebook (empty if the file is missing)."""
    try:
        path = resources.files("izvori.data.rules").joinpath("sudijska-pravila.txt")
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        return ()
    return tuple(parse(text))


def search(query: str, pool: tuple[Rule, ...] | None = None) -> list[Rule]:
    """Rules for a number ("D20.72", "C9") or words ("mana udar"), best first."""
    pool = rules() if pool is None else pool
    q = query.strip()
    if not q:
        return list(pool[:MAX_RESULTS])
    upper = q.upper()
    if re.fullmatch(r"[A-F]\d{1,2}(\.\d{0,3})?", upper):
        exact = [r for r in pool if r.number == upper]
        under = [r for r in pool if r.number.startswith(upper) and r.number != upper]
        return (exact + under)[:MAX_RESULTS]
    words = fold(q).split()
    return [r for r in pool if all(w in r.search for w in words)][:MAX_RESULTS]


def cited(text: str) -> list[str]:
    """Rule numbers cited in a text, in order, without repeats."""
    return list(dict.fromkeys(CITED_RE.findall(text)))
