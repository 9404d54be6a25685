"""Mana, mana costs and the mana pool (A5.30–A5.34, D7, C1.30).

Cost strings use the rulebook's compact notation: a number is generic ("bilo koja") mana,
Ž/P/C/R/Z are one mana of žuta/plava/crna/crvena/zelena, X is a variable amount.
"C" means crna (black), never colourless; colourless mana only ever appears as a digit.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from izvori.engine.values import value_class


class Color(StrEnum):
    """The five colours (B4.22). Values are the letters of the cost notation."""

    YELLOW = "Ž"
    BLUE = "P"
    BLACK = "C"
    RED = "R"
    GREEN = "Z"


COLORS: tuple[Color, ...] = tuple(Color)

#: Mana kinds in a pool: the five colours plus colourless ("B" for bezbojna).
COLORLESS = "B"
MANA_KINDS: tuple[str, ...] = (*[c.value for c in COLORS], COLORLESS)

#: The basic source type each colour becomes when played as a source (B12.76).
BASIC_SOURCE_TYPE: dict[Color, str] = {
    Color.YELLOW: "Zemlja",
    Color.BLUE: "Voda",
    Color.BLACK: "Grob",
    Color.RED: "Vatra",
    Color.GREEN: "Šuma",
}
SOURCE_TYPE_COLOR: dict[str, Color] = {v: k for k, v in BASIC_SOURCE_TYPE.items()}
#: The colour words of the rules text (D19.61: what a text-changing effect replaces).
COLOR_WORDS: dict[str, Color] = {
    "žuta": Color.YELLOW,
    "plava": Color.BLUE,
    "crna": Color.BLACK,
    "crvena": Color.RED,
    "zelena": Color.GREEN,
}

_COST_RE = re.compile(r"^(X*)(\d*)([ŽPCRZ]*)$")


class ManaCostError(ValueError):
    """A cost string that does not follow the notation."""


@value_class
class ManaCost:
    """A mana cost: generic amount, coloured pips and the number of X symbols."""

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x_count: int = 0

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse "3ŽŽ", "XR", "0", "2CC" (order: X, digits, colour letters)."""
        s = str(text).replace(" ", "").replace("{", "").replace("}", "").upper()  # "ž" → "Ž"
        m = _COST_RE.match(s)
        if not m or s == "":
            raise ManaCostError(text)
        xs, digits, letters = m.groups()
        counts = Counter(letters)
        colored = tuple((c.value, counts[c.value]) for c in COLORS if counts[c.value])
        return ManaCost(int(digits) if digits else 0, colored, len(xs))

    @property
    def colors(self) -> frozenset[Color]:
        """Colour is determined by the coloured symbols in the cost (B4.20)."""
        return frozenset(Color(c) for c, _ in self.colored)

    def total(self, x: int = 0) -> int:
        """Total mana cost (B4.30); X counts as given (0 outside the niz, A5.33)."""
        return self.generic + sum(n for _, n in self.colored) + self.x_count * x

    def with_x(self, x: int) -> ManaCost:
        """The cost to pay once X is announced."""
        if not self.x_count:
            return self  # no X: this very (immutable) cost; asked at every affordability check
        return ManaCost(self.generic + self.x_count * x, self.colored, 0)

    def plus_generic(self, n: int) -> ManaCost:
        return ManaCost(max(0, self.generic + n), self.colored, self.x_count)

    def plus(self, other: ManaCost) -> ManaCost:
        counts = Counter(dict(self.colored))
        counts.update(dict(other.colored))
        colored = tuple((c.value, counts[c.value]) for c in COLORS if counts[c.value])
        return ManaCost(self.generic + other.generic, colored, self.x_count + other.x_count)

    def is_zero(self) -> bool:
        return self.generic == 0 and not self.colored and self.x_count == 0

    def __str__(self) -> str:
        out = "X" * self.x_count
        if self.generic or not (self.colored or self.x_count):
            out += str(self.generic)
        for c, n in self.colored:
            out += c * n
        return out


@dataclass
class ManaPool:
    """A player's izvorište (D7.10). It keeps mana across steps and empties per phase."""

    amounts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(MANA_KINDS, 0))

    def add(self, kind: str, n: int = 1) -> None:
        self.amounts[kind] += n

    def total(self) -> int:
        return sum(self.amounts.values())

    def clear(self) -> int:
        lost = self.total()
        if any(self.amounts.values()):  # (the pool is empty at the end of most phases)
            for k in self.amounts:
                self.amounts[k] = 0
        return lost

    def can_pay(self, cost: ManaCost) -> bool:
        return plan_payment(self.amounts, cost) is not None

    def pay(self, cost: ManaCost) -> None:
        if not self.pay_if_enough(cost):
            raise ValueError("not enough mana")

    def pay_if_enough(self, cost: ManaCost) -> bool:
        """Pay `cost` (no X left) from the pool if it holds enough (`plan_payment`, worked
        out once); whether it was paid. Nothing changes when it wasn't."""
        plan = plan_payment(self.amounts, cost)
        if plan is None:
            return False
        for k, n in plan.items():
            self.amounts[k] -= n
        return True

    def copy(self) -> ManaPool:
        return ManaPool(dict(self.amounts))


def plan_payment(pool: dict[str, int], cost: ManaCost) -> dict[str, int] | None:
    """How to pay `cost` (no X left) from `pool`, or None if it can't be paid.

    Coloured pips take their own colour; the generic part takes colourless mana first and
    then the colours with the most left over, so the pool keeps as many options as it can.
    """
    left = dict(pool)
    used: dict[str, int] = dict.fromkeys(pool, 0)
    for c, n in cost.colored:
        if left.get(c, 0) < n:
            return None
        left[c] -= n
        used[c] += n
    need = cost.generic
    for k in sorted(left, key=lambda k: (k != COLORLESS, -left[k])):
        take = min(need, left[k])
        left[k] -= take
        used[k] += take
        need -= take
        if need == 0:
            break
    if need:
        return None
    return used
