"""The card pool as a searchable catalog: what the card browser and the deck builder list.

Searching is by words a player types, in Serbian with or without č ć š ž đ ("cudoviste" finds
"Čudovište"), and by filters on colour, card type, mana value and keyword. The folded text of
every card is computed once, so filtering the whole pool is a scan of short strings — fast
enough to run on every key press.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from izvori.cards.deck_summary import CURVE_TOP
from izvori.engine.carddef import CardDef, CardType
from izvori.engine.mana import COLORLESS

_FOLD = str.maketrans({"č": "c", "ć": "c", "š": "s", "ž": "z", "đ": "dj"})

#: mana value filter: the last bucket holds every card of this value or more (as the curve)
TOP_COST = CURVE_TOP


def fold(text: str) -> str:
    """Lower case without diacritics: how a search compares words."""
    return text.casefold().translate(_FOLD)


def mana_value(card: CardDef) -> int:
    """The card's total mana cost (B4.30; X counts as 0 outside the niz, A5.33)."""
    return card.cost.total() if card.cost is not None else 0


@dataclass(frozen=True)
class CardEntry:
    card: CardDef
    search: str  # folded name, type line, text and keywords
    colors: frozenset[str]  # colour letters; COLORLESS when it has none
    cost: int

    @property
    def name(self) -> str:
        return self.card.name


def entry(card: CardDef) -> CardEntry:
    words = [
        card.name,
        *(t.value for t in card.types),
        *card.subtypes,
        *(k.value for k in card.keywords),
        card.text,
    ]
    colors = frozenset(c.value for c in card.colors) or frozenset({COLORLESS})
    return CardEntry(card, fold(" ".join(words)), colors, mana_value(card))


@dataclass(frozen=True)
class CardFilter:
    """What the player asked for; empty fields match everything."""

    text: str = ""
    color: str | None = None  # a colour letter, or COLORLESS
    card_type: CardType | None = None
    cost: int | None = None  # TOP_COST means "TOP_COST or more"
    keyword: str | None = None

    def matches(self, e: CardEntry) -> bool:
        if self.color is not None and self.color not in e.colors:
            return False
        if self.card_type is not None and self.card_type not in e.card.types:
            return False
        if self.cost is not None:
            if self.cost >= TOP_COST and e.cost < TOP_COST:
                return False
            if self.cost < TOP_COST and e.cost != self.cost:
                return False
        if self.keyword is not None and self.keyword not in {k.value for k in e.card.keywords}:
            return False
        return all(word in e.search for word in fold(self.text).split())


class Catalog:
    """Every card of a pool, sorted by name, with the filters' choices."""

    def __init__(self, pool: dict[str, CardDef]) -> None:
        self.entries = sorted((entry(c) for c in pool.values()), key=lambda e: fold(e.name))
        self.by_name = {e.name: e for e in self.entries}

    def find(self, f: CardFilter) -> list[CardEntry]:
        return [e for e in self.entries if f.matches(e)]

    def keywords(self) -> list[str]:
        return sorted({k.value for e in self.entries for k in e.card.keywords}, key=fold)

    def types(self) -> list[CardType]:
        present = {t for e in self.entries for t in e.card.types}
        return [t for t in CardType if t in present]


def names(entries: Iterable[CardEntry]) -> list[str]:
    return [e.name for e in entries]
