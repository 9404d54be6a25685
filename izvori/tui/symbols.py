"""Markup for mana symbols, costs and status symbols (colours come from theme variables).

Every mana symbol is its letter (Ž P C R Z, B for colourless) — colour only adds to it, so the
screen reads the same without colour.
"""

from __future__ import annotations

from izvori.safetext import clean
from izvori.strings import t

#: Theme variables for the mana colours; the app registers defaults, themes may override.
MANA_VARIABLES: dict[str, str] = {
    "mana-zuta": "#e8d44d",
    "mana-plava": "#4aa3ff",
    "mana-crna": "#b48ef0",
    "mana-crvena": "#ff5f5f",
    "mana-zelena": "#3ccf4e",
    "mana-bezbojna": "#b0b0b0",
}
#: the mana kinds in the order the rules list them (B: bezbojna)
MANA_LETTERS = ("Ž", "P", "C", "R", "Z", "B")
_VAR = {
    "Ž": "mana-zuta",
    "P": "mana-plava",
    "C": "mana-crna",
    "R": "mana-crvena",
    "Z": "mana-zelena",
    "B": "mana-bezbojna",
}


def escape(text: str) -> str:
    """`text` as literal text inside Textual markup.

    Every "[" is escaped, not only those that look like a tag to Rich: Textual's markup parser
    also takes "[Ovaj permanent]" (the rules' placeholders) or "[Link=…]" for a tag and drops
    it, and `textual.markup.escape` leaves those alone.
    """
    return text.replace("[", "\\[")


def mana(kind: str) -> str:
    var = _VAR.get(kind)
    if var is None:
        return escape(kind)
    return f"[bold ${var}]{kind}[/]"


def cost(text: str | None) -> str:
    """A mana cost like "2RR" with each coloured letter in its colour."""
    if text is None:
        return ""
    return "".join(mana(ch) if ch in _VAR else f"[bold]{escape(ch)}[/]" for ch in text)


def pool(amounts: tuple[tuple[str, int], ...]) -> str:
    if not amounts:
        return f"[dim]{t('tui.player.pool_empty')}[/]"
    return " ".join(f"{mana(k)}{n}" for k, n in amounts)


def name(text: str) -> str:
    # names come from files and the command line: control characters escaped, then markup
    return escape(clean(text))


TAPPED = t("tui.chip.tapped")
ATTACKING = t("tui.chip.attacking")
BLOCKING = t("tui.chip.blocking")
SICK = t("tui.chip.sick")
TOKEN = t("tui.chip.token")
ATTACHED = t("tui.chip.attached")
LEGAL = t("tui.chip.legal")
CHOSEN = t("tui.chip.chosen")
PLAYABLE = t("tui.chip.playable")
