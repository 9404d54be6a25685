"""What `izvori check-cards` says about each deck: its colours, its curve, and the cards it
cannot cast because no card of the deck can make a colour they need (issue 16 item 5).

Which mana a deck can make follows the source rules: any card of exactly one colour can be
played as a basic source of that colour (B12.76); a printed Izvor makes the kinds it lists
(B12.71, B12.77); a permanent with a mana ability of a fixed colour makes that colour. A
multicoloured or colourless card played as a source makes only colourless mana (B12.77).

A card needing n symbols of a colour needs n cards in play making that colour besides itself:
a deck whose only red card is one Grom can never cast it. This is a necessary condition only
(a deck passing it can still draw badly), so a failure is a warning, not a problem.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from izvori.engine.carddef import CardDef
from izvori.engine.mana import COLORLESS, COLORS
from izvori.strings import t

#: The curve's last column counts every card of this mana value or more.
CURVE_TOP = 6


@dataclass(frozen=True)
class DeckSummary:
    """Counts over a deck's cards (every copy counts)."""

    size: int
    #: colour letter (or COLORLESS) → cards of that colour; a multicoloured card counts in each.
    colors: dict[str, int]
    #: colour letter → cards that can make that colour in play (see the module docstring).
    producers: dict[str, int]
    #: mana value → castable cards (printed Izvori are not cast and are left out); the last
    #: key, CURVE_TOP, counts that value or more.
    curve: dict[int, int]
    #: card name → the colours it needs that the deck cannot make (enough times).
    uncastable: dict[str, tuple[str, ...]]


def _colors_made(card: CardDef) -> set[str]:
    """The colours one copy of the card can make once in play (as a source or by an ability)."""
    made: set[str] = set()
    if card.only_source:  # B12.71: a printed Izvor keeps its own mana abilities
        for kinds in card.source_colors:
            made.update(k for k in kinds.split("|") if k != COLORLESS)
    elif len(card.colors) == 1:  # B12.76: a basic source of the card's colour
        made.add(next(iter(card.colors)).value)
    for ability in card.activated:
        for effect in ability.effects:
            kind = dict(effect.params).get("kind") if effect.op == "add_mana" else None
            if isinstance(kind, str) and kind in {c.value for c in COLORS}:
                made.add(kind)
    return made


def summarize(counts: dict[str, int], pool: dict[str, CardDef]) -> DeckSummary:
    """The summary of a deck given as `card name: copies` over a card pool."""
    colors: Counter[str] = Counter()
    producers: Counter[str] = Counter()
    curve: Counter[int] = Counter()
    made_by: dict[str, set[str]] = {}
    for name, n in counts.items():
        card = pool[name]
        made_by[name] = _colors_made(card)
        for kind in made_by[name]:
            producers[kind] += n
        for color in card.colors or ():
            colors[color.value] += n
        if not card.colors:
            colors[COLORLESS] += n
        if not card.only_source:
            value = card.cost.total() if card.cost else 0
            curve[min(value, CURVE_TOP)] += n
    uncastable: dict[str, tuple[str, ...]] = {}
    for name in counts:
        card = pool[name]
        if card.only_source or card.cost is None:
            continue
        missing = tuple(
            kind
            for kind, need in card.cost.colored
            # the copy being cast cannot also be one of its own sources
            if producers[kind] - (1 if kind in made_by[name] else 0) < need
        )
        if missing:
            uncastable[name] = missing
    ordered = [c.value for c in COLORS] + [COLORLESS]
    return DeckSummary(
        size=sum(counts.values()),
        colors={k: colors[k] for k in ordered if colors[k]},
        producers={k: producers[k] for k in ordered if producers[k]},
        curve={v: curve[v] for v in range(CURVE_TOP + 1)},
        uncastable=uncastable,
    )


def _kinds(counts: dict[str, int]) -> str:
    return ", ".join(f"{t(f'mana.{k}')} {n}" for k, n in counts.items()) or t("check.deck.none")


def describe(
    shown: str, name: str, summary: DeckSummary, lines: dict[str, int] | None = None
) -> list[str]:
    """The lines check-cards prints for one good deck: the summary, then one warning per card
    it cannot cast (at that card's line of the deck file when known)."""
    curve = " ".join(f"{v}{'+' if v == CURVE_TOP else ''}:{n}" for v, n in summary.curve.items())
    out = [
        t(
            "check.deck.summary",
            path=shown,
            name=name,
            size=summary.size,
            colors=_kinds(summary.colors),
            sources=_kinds(summary.producers),
            curve=curve,
        )
    ]
    for card, missing in summary.uncastable.items():
        line = (lines or {}).get(card, 1)
        colors = ", ".join(t(f"mana.{k}") for k in missing)
        out.append(t("check.deck.uncastable", path=shown, line=line, card=card, colors=colors))
    return out
