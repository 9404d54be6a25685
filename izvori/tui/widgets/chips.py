"""The text of each kind of card chip (drawn by the zones of cards), their marks' colours
and the messages a zone posts about a card.

State is shown by symbols (↷ ⚔ ⛨ ☾ ✸ ✚ ⊸ ⊕ ◎ ✔ ▶), never by colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from textual.app import App
from textual.color import Color
from textual.content import Content
from textual.message import Message
from textual.widget import Widget

from izvori.engine import CardFace, GameView, Keyword, PermanentView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import pt_text

HASTE = Keyword.HASTE.value  # Ubrzanje: not held back by ☾ (it may attack at once)

# The background of a marked card: a legal choice, a chosen one (a theme variable and its
# alpha, as CSS "$accent 12%" would give), drawn by its zone (`mark_colour`), not by a CSS
# class: a class change applies the stylesheet again (issue 11 item 6). The mark wins over
# focus, hover, tapped, attacking and blocking, as the `.legal`/`.chosen` rules did.
MARK_BACKGROUNDS = {"legal": ("accent", 0.12), "chosen": ("success", 0.25)}
_mark_colours: dict[tuple[str, str], Color] = {}  # (theme, mark) → colour


_contents: dict[str, Content] = {}  # chip markup → its parsed text


def chip_content(markup: str) -> Content:
    """The parsed text of a chip's markup, parsed once: a chip goes back and forth between
    a few texts (marked, not marked, tapped, focused), and parsing is most of an update."""
    content = _contents.get(markup)
    if content is None:
        if len(_contents) > 4096:
            _contents.clear()
        content = _contents[markup] = Content.from_markup(markup)
    return content


def mark_colour(app: App[object], mark: str) -> Color:
    key = (app.theme, mark)
    colour = _mark_colours.get(key)
    if colour is None:
        variable, alpha = MARK_BACKGROUNDS[mark]
        colour = Color.parse(app.get_css_variables()[variable]).multiply_alpha(alpha)
        _mark_colours[key] = colour
    return colour


@dataclass(frozen=True)
class Marks:
    """What the current prompt wants marked on the board."""

    legal: frozenset[int] = frozenset()
    chosen: frozenset[int] = frozenset()


class CardChip:
    """What a zone of cards (widgets/zone.py) says about the card under its cursor; the
    messages keep the names their handlers have had since each card was a widget of its own
    (`on_card_chip_focused`, `on_card_chip_picked`)."""

    class Picked(Message):
        def __init__(self, card_id: int) -> None:
            self.card_id = card_id
            super().__init__()

    class Focused(Message):
        def __init__(self, card_id: int) -> None:
            self.card_id = card_id
            super().__init__()


# ----------------------------------------------------------------- chip texts
def _marks(card_id: int, marks: Marks) -> str:
    if card_id in marks.chosen:
        return f"[b $success]{symbols.CHOSEN}[/]"
    if card_id in marks.legal:
        return f"[b $accent]{symbols.LEGAL}[/]"
    return " "


def mark_classes(card_id: int, marks: Marks) -> set[str]:
    out = set()
    if card_id in marks.chosen:
        out.add("chosen")
    elif card_id in marks.legal:
        out.add("legal")
    return out


def permanent_text(p: PermanentView, view: GameView, marks: Marks) -> str:
    c = p.card
    parts = [_marks(c.id, marks), f"[b]{symbols.name(c.name)}[/]"]
    if c.is_creature:
        parts.append(f" {pt_text(c, True)}")
    flags = []
    if p.damage:
        flags.append(f"[$error]{t('tui.chip.damage')}{p.damage}[/]")
    if p.tapped:
        flags.append(symbols.TAPPED)
    if p.attacking:
        flags.append(f"[b $warning]{symbols.ATTACKING}[/]")
    if p.blocking is not None:
        target = view.permanent(p.blocking)
        who = symbols.name(target.card.name) if target is not None else "?"
        if len(p.blocks) > 1:
            who += f"+{len(p.blocks) - 1}"  # it blocks several attackers (C10.25 exceptions)
        flags.append(f"[b $warning]{symbols.BLOCKING}[/]{who}")
    if p.blocked_by:
        flags.append(f"{symbols.BLOCKING}×{len(p.blocked_by)}")
    if p.sick and c.is_creature and HASTE not in c.keywords:
        flags.append(symbols.SICK)
    if p.shields:
        # D19: regeneration shields on it this turn (public: the ability was on the niz)
        flags.append(t("tui.chip.shield") + (f"×{p.shields}" if p.shields > 1 else ""))
    if p.counters:
        flags.append(t("tui.chip.counters") + ",".join(f"{k}×{n}" for k, n in p.counters))
    if p.attachments:
        flags.append(f"{t('tui.chip.has_attachments')}{len(p.attachments)}")
    if p.attached_to is not None:
        host = view.permanent(p.attached_to)
        flags.append(symbols.ATTACHED + (symbols.name(host.card.name) if host else "?"))
    if p.token:
        flags.append(symbols.TOKEN)
    if flags:
        parts.append(" " + " ".join(flags))
    return "".join(parts)


def permanent_classes(p: PermanentView, marks: Marks) -> frozenset[str]:
    out = mark_classes(p.id, marks)
    if p.tapped:
        out.add("tapped")
    if p.attacking:
        out.add("attacking")
    if p.blocking is not None:
        out.add("blocking")
    if p.card.is_creature:
        out.add("creature")
    return frozenset(out)


def source_group_text(group: str, members: Sequence[PermanentView], marks: Marks) -> str:
    free = [m for m in members if not m.tapped]
    tapped = len(members) - len(free)
    kinds: list[str] = []
    for m in members:
        kinds.extend(k for k in m.mana if k not in kinds)
    ids = {m.id for m in members}
    mark = " "
    if ids & marks.chosen:
        mark = f"[b $success]{symbols.CHOSEN}[/]"
    elif ids & marks.legal:
        mark = f"[b $accent]{symbols.LEGAL}[/]"
    syms = "○" * len(free) + "●" * tapped
    mana = "".join(symbols.mana(k) for k in kinds)
    return f"{mark}{mana} {symbols.name(group)} {syms}"


def hand_text(card: CardFace, playable: bool, marks: Marks, compact: bool = False) -> str:
    """A card in the hand. `compact` (a narrow hand, 80 columns): the cost first and no
    power/toughness (the card panel shows it), one line per card, so that a hand of seven
    fits its four rows without scrolling (a long name takes a row of its own: the zone's
    `long_cards_span`)."""
    mark = _marks(card.id, marks)
    play = f"[b $success]{symbols.PLAYABLE}[/]" if playable else " "
    cost = symbols.cost(card.cost) if card.cost else ""
    if compact:
        return (
            f"{play}{mark}{cost} {symbols.name(card.name)}"
            if cost
            else f"{play}{mark}{symbols.name(card.name)}"
        )
    pt = f" {pt_text(card, False)}" if card.is_creature else ""
    return f"{play}{mark}{symbols.name(card.name)}{pt} {cost}"


def first_focusable(widgets: Sequence[Widget]) -> Widget | None:
    for w in widgets:
        if w.focusable:
            return w
    return None
