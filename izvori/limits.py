"""The limits every file and every start of a game share (docs/hardening.md).

One rule for everything the program reads: it refuses up front exactly what it could not later
read back. A game is started, a deck or card file is checked and a save is loaded against the
same numbers and the same character rules, all defined here:

* deck size: at least `MIN_DECK` cards (A1.20), at most `MAX_DECK` (the loader's bound);
* seeds: whole numbers in `SEED_MIN`..`SEED_MAX` (a save holds the seed as a JSON number);
* names (players, decks, cards): no control characters, no lone surrogates (they cannot be
  written as UTF-8), not blank, at most `MAX_PLAYER_NAME` / `MAX_DECK_NAME` / `MAX_CARD_NAME`;
* numbers a user types or a file holds as text: ASCII digits only (`parse_int`), so ``٣``,
  ``３``, ``0x10``, ``1_000`` and ``1:30`` are refused rather than guessed at.

Every check returns a Serbian problem text (or None), so each caller can put it in its own
``file:line:`` or ``save: where:`` frame.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from izvori.strings import t

MIN_DECK = 40  # A1.20: a deck has at least 40 cards
MAX_DECK = 1_000  # the loader's bound: a save refuses longer decks, so nothing may start one
MAX_COPIES = 4  # A1.20: at most four copies of a card (basic sources aside, none exist here)
SEED_MIN = 0
SEED_MAX = 2**64 - 1
MAX_PLAYER_NAME = 100
MAX_DECK_NAME = 200
MAX_CARD_NAME = 80
MAX_SHORT_TEXT = 64  # timestamps and the program version in a save

#: What a name may not contain: C0/C1 controls, DEL, line/paragraph separators and the bidi
#: controls `izvori.safetext` escapes — anything a terminal could act on or a line could hide.
_BAD_CHAR = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff]"  # and a lone surrogate (an undecodable command line): category Cs
)
_ASCII_INT = re.compile(r"^[+-]?[0-9]+$")


def bad_char(text: str) -> str | None:
    """The first character of `text` that no name may hold, or None."""
    m = _BAD_CHAR.search(text)
    return None if m is None else m.group()


def escape_bad(text: str) -> str:
    """`text` with every character `bad_char` objects to written as ``\\xNN``/``\\uNNNN``."""
    return "".join(shown_char(c) if bad_char(c) is not None else c for c in text)


def shown_char(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def text_problem(text: object, limit: int, *, blank_ok: bool = False) -> str | None:
    """Why `text` can't be a name (or short text) of at most `limit` characters, or None."""
    if not isinstance(text, str):
        return t("limits.not_text")
    if not blank_ok and not text.strip():
        return t("limits.blank")
    if len(text) > limit:
        return t("limits.too_long", count=len(text), max=limit)
    ch = bad_char(text)
    if ch is not None:
        return t("limits.bad_char", char=shown_char(ch))
    return None


def player_name_problem(name: object) -> str | None:
    return text_problem(name, MAX_PLAYER_NAME)


def deck_name_problem(name: object) -> str | None:
    return text_problem(name, MAX_DECK_NAME)


def card_name_problem(name: object) -> str | None:
    return text_problem(name, MAX_CARD_NAME)


def deck_size_problem(count: int) -> str | None:
    """A1.20 (at least 40) and the loader's bound (at most `MAX_DECK`)."""
    if count < MIN_DECK:
        return t("limits.deck_small", count=count, min=MIN_DECK)
    if count > MAX_DECK:
        return t("limits.deck_big", count=count, max=MAX_DECK)
    return None


def seed_problem(seed: object) -> str | None:
    if not isinstance(seed, int) or isinstance(seed, bool):
        return t("limits.seed_type")
    if not SEED_MIN <= seed <= SEED_MAX:
        return t("limits.seed_range", min=SEED_MIN, max=SEED_MAX)
    return None


def next_seed(seed: int) -> int:
    """The seed after `seed` (a rematch), wrapping inside the range instead of leaving it."""
    return SEED_MIN if seed >= SEED_MAX else seed + 1


def parse_int(text: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number written with ASCII digits (optional sign); ValueError (Serbian) if not.

    Python's `int()` also takes Arabic-Indic and full-width digits, underscores and spaces;
    a number in a file or on the command line must mean the same to every reader, so only
    ``[+-]?[0-9]+`` is a number here.
    """
    s = text.strip() if isinstance(text, str) else ""
    if not _ASCII_INT.match(s) or len(s) > 100:
        raise ValueError(t("limits.not_number", value=_short(text)))
    value = int(s)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(t("limits.out_of_range", value=s, lo=lo, hi=hi))
    return value


def strict_int(value: object) -> int:
    """A number a file holds: a real integer (not a bool, not a float) or ASCII digits text."""
    if isinstance(value, bool):
        raise ValueError(t("limits.not_number", value=str(value).lower()))
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return parse_int(value)
    raise ValueError(t("limits.not_number", value=_short(value)))


def _short(value: object) -> str:
    text = value if isinstance(value, str) else repr(value)
    out = escape_bad(text[:40])
    return out + ("…" if len(text) > 40 else "")


def game_problems(
    names: Sequence[object],
    decks: Sequence[Sequence[str]],
    seed: object,
    deck_names: Sequence[object] | None = None,
) -> list[str]:
    """Everything that would make a new game's save unreadable, as Serbian lines (or [])."""
    out: list[str] = []
    for i, name in enumerate(names):
        problem = player_name_problem(name)
        if problem is not None:
            out.append(t("limits.player_name", number=i + 1, problem=problem))
    for i, deck in enumerate(decks):
        label = deck_names[i] if deck_names is not None and i < len(deck_names) else i + 1
        problem = deck_size_problem(len(deck))
        if problem is None:
            for card in dict.fromkeys(deck):
                problem = card_name_problem(card)
                if problem is not None:
                    problem = f"„{escape_bad(str(card)[:MAX_CARD_NAME])}”: {problem}"
                    break
        if problem is not None:
            out.append(t("limits.deck_name", number=escape_bad(str(label)), problem=problem))
    problem = seed_problem(seed)
    if problem is not None:
        out.append(t("limits.seed", problem=problem))
    return out
