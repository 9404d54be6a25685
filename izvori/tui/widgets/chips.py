"""Cards as focusable one-line chips, and the text of each kind of chip.

State is shown by symbols (↷ ⚔ ⛨ ☾ ✸ ✚ ⊸ ⊕ ◎ ✔ ▶), never by colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Static

from izvori.engine import CardFace, GameView, Keyword, PermanentView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import pt_text
from izvori.tui.widgets.cursor import CURSOR

HASTE = Keyword.HASTE.value  # Ubrzanje: not held back by ☾ (it may attack at once)

# The background of a marked chip: a legal choice, a chosen one (a theme variable and its
# alpha, as CSS "$accent 12%" would give). Drawn as the chip's own (inline) style, not by a
# CSS class: a class change applies the stylesheet to the chip again, and a prompt that marks
# 15 legal targets did that for 15 chips, ~4 ms a key (issue 11 item 6). The mark wins over
# focus, hover, tapped, attacking and blocking, as the `.legal`/`.chosen` rules did.
MARK_BACKGROUNDS = {"legal": ("accent", 0.12), "chosen": ("success", 0.25)}
MARKS = frozenset(MARK_BACKGROUNDS)
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


class CardChip(Static, can_focus=True):
    """One card (or a group of sources) on the screen; Enter or a click picks it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", t("tui.bind.confirm"), show=False)
    ]
    # A chip never scrolls: its "virtual" size is the size the layout just gave it. Textual
    # would otherwise run a second full layout pass whenever a chip's text changes its height.
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)

    class Picked(Message):
        def __init__(self, card_id: int) -> None:
            self.card_id = card_id
            super().__init__()

    class Focused(Message):
        def __init__(self, card_id: int) -> None:
            self.card_id = card_id
            super().__init__()

    def __init__(self, key: str, card_id: int, zone: str) -> None:
        super().__init__("", classes=f"chip zone-{zone}", markup=True)
        self.key = key
        self.card_id = card_id
        self.zone = zone
        self._chip_text = ""
        self._chip_classes: frozenset[str] = frozenset()
        self._cells = 0  # length of the text shown, in cells
        self._multiline = False
        self._mark: tuple[str, str] | None = None  # (theme, mark) of the inline background

    def show(self, key: str, card_id: int, text: str, classes: frozenset[str]) -> bool:
        """Show a card (or a group, a label) here; repaints only what changed. True if its
        classes changed: the caller restyles it (`restyle`), with the other chips changed by
        the same update in one pass of the stylesheet."""
        self.key = key
        self.card_id = card_id
        self.can_focus = card_id != 0
        if text != self._chip_text:
            self._chip_text = text
            before = self._cells
            self.update(chip_content(self._with_cursor(text)), layout=False)
            visual = self.visual
            self._cells = visual.cell_length if isinstance(visual, Content) else -1
            if self._needs_layout(before, self._cells, "\n" in text):
                self.refresh(layout=True)
        self._show_mark(classes)
        classes -= MARKS
        if classes == self._chip_classes:
            return False
        # one restyle for the whole change: each add_class/remove_class would apply the
        # stylesheet to the chip again (issue 11 item 6: a key's CPU time)
        gone, new = self._chip_classes - classes, classes - self._chip_classes
        if gone:
            self.remove_class(*gone, update=False)
        if new:
            self.add_class(*new, update=False)
        self._chip_classes = classes
        return True

    def _show_mark(self, classes: frozenset[str]) -> None:
        """The mark's background (`MARK_BACKGROUNDS`) as the chip's own style: a repaint of
        this chip, no stylesheet pass. Set again when the theme changed."""
        mark = "chosen" if "chosen" in classes else "legal" if "legal" in classes else None
        if mark is None:
            if self._mark is not None:
                self._mark = None
                self.styles.background = None
            return
        app = self.app  # a chip not yet mounted is shown by the running app too
        key = (app.theme, mark)
        if key != self._mark:
            self._mark = key
            self.styles.background = mark_colour(app, mark)

    def _with_cursor(self, text: str, focused: bool | None = None) -> str:
        """Every chip starts with a cell for the cursor: `CURSOR` while it has the keyboard
        (a monochrome terminal shows no focus colour), a space otherwise. The Focus and Blur
        handlers say which (they run before Textual updates `has_focus`)."""
        if not self.can_focus:
            return text  # a label (the izvorište, "no sources"): never has the cursor
        on = self.has_focus if focused is None else focused
        return (f"[b]{CURSOR}[/]" if on else " ") + text

    def hide(self) -> None:
        """A spare chip: nothing to show, not focusable, takes no room. It keeps its key, so
        that the same card coming back takes it again (in its old place)."""
        self.card_id = 0
        self.can_focus = False
        if self.display:
            self.display = False

    def _needs_layout(self, before: int, after: int, lines: bool) -> bool:
        """Whether new text (`after` cells long, `before` before) may change the chip's size.
        Not when the chip's width comes from its zone and both texts fit in one line of it, nor
        when a chip sized by its text keeps the same length."""
        width = self.content_size.width
        if not width or lines or self._multiline or before < 0 or after < 0:
            self._multiline = lines
            return True
        own = self.styles.width
        if own is not None and own.is_auto:
            # sized by its text: only a length past its minimum width moves anything
            least = self.styles.min_width
            floor = int(least.value) if least is not None and least.is_cells else 0
            return before != after and max(before, after) > floor
        return max(before, after) > width

    def action_pick(self) -> None:
        self.post_message(self.Picked(self.card_id))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.post_message(self.Picked(self.card_id))

    def on_focus(self) -> None:
        # the same width
        self.update(chip_content(self._with_cursor(self._chip_text, True)), layout=False)
        self.post_message(self.Focused(self.card_id))

    def on_blur(self) -> None:
        self.update(chip_content(self._with_cursor(self._chip_text, False)), layout=False)


def restyle(chips: Sequence[CardChip]) -> None:
    """Apply the stylesheet to chips whose classes changed, in one pass: the pass shares its
    rule look-ups between chips with the same classes (a prompt that marks 15 legal targets
    restyled 15 chips one by one, ~0.7 ms each — issue 11 item 6)."""
    if chips and chips[0].is_attached:
        chips[0].app.stylesheet.update_nodes(chips, animate=False)


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
    power/toughness (the card panel shows it), one line per card — the chip cuts a long name
    with "…" — so that a hand of seven fits its four rows without scrolling."""
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
