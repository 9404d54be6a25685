"""A player's side of the table and the deciding player's hand.

Each zone of cards (a side's sources, its permanents, the hand) is one widget that draws its
cards itself (widgets/zone.py, widgets/sources.py): a redraw shows the zone its cards, a card
that stays keeps its drawn lines and only the rows that changed are repainted.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from izvori.engine import CardFace, GameView, PermanentView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.widgets.chips import (
    Marks,
    hand_text,
    mark_classes,
    permanent_classes,
    permanent_text,
    source_group_text,
)
from izvori.tui.widgets.found import part
from izvori.tui.widgets.kept import KeptLines
from izvori.tui.widgets.sources import SourcesZone
from izvori.tui.widgets.steady import KeptStatic
from izvori.tui.widgets.text import set_text
from izvori.tui.widgets.zone import CardZone, ChipSpec


def header_text(view: GameView, index: int, compact: bool = False) -> str:
    """Name, life and counts; `compact` (a narrow panel) with short labels so that nothing
    is cut at 80 columns."""
    p = view.players[index]
    gap = " " if compact else "  "
    if compact:
        counts = t(
            "tui.player.counts_short",
            library=p.library_count,
            hand=p.hand_count,
            graveyard=len(p.graveyard),
        )
    else:
        counts = (
            f"{t('tui.player.library', n=p.library_count)} · "
            f"{t('tui.player.hand', n=p.hand_count)}"
            f" · {t('tui.player.graveyard', n=len(p.graveyard))}"
        )
    # at 80 columns "(ti)" would push the counts past the panel's edge: the bottom panel is
    # always the player at the keyboard, and the hand's title names him
    you = f" [dim]{t('tui.player.you')}[/]" if view.viewer == index and not compact else ""
    active = f"[b $warning]{symbols.PLAYABLE}[/] " if view.active == index else "  "
    lost = f" [b $error]{t('tui.player.lost')}[/]" if p.lost else ""
    shown = ""
    if p.hand is not None and view.viewer != index:
        # an opponent's hand played revealed (Vidovitost): the view shows it, so do we
        cards = ", ".join(symbols.name(c.name) for c in p.hand) or "—"
        shown = f"\n  [dim]{t('tui.player.revealed_hand', cards=cards)}[/]"
    return (
        f"{active}[b]{symbols.name(p.name)}[/]{you}{lost}{gap}"
        f"[b]{t('tui.player.life', life=p.life)}[/]{gap}{counts}{shown}"
    )


def pool_text(view: GameView, index: int) -> str:
    return f"{t('tui.player.pool')} {symbols.pool(view.players[index].pool)}"


def _grouped_sources(perms: list[PermanentView]) -> dict[str, list[PermanentView]]:
    groups: dict[str, list[PermanentView]] = {}
    for p in perms:
        if p.source_group is not None and not p.card.is_creature:
            groups.setdefault(p.source_group, []).append(p)
    return groups


class Shown:
    """What a panel last showed: the same view object (views are immutable), the same
    settings and the same marks on its own cards show the same thing again. A key that only
    changes an uncommitted choice (an attacker toggled) so redraws only the side it marks
    (issue 11 item 6)."""

    def __init__(self) -> None:
        self._view: GameView | None = None
        self._key: tuple[object, ...] = ()

    def same(
        self,
        view: GameView,
        settings: tuple[object, ...],
        marks: Marks,
        cards: Sequence[PermanentView | CardFace],
    ) -> bool:
        ids = frozenset(c.id for c in cards)
        key = (settings, marks.legal & ids, marks.chosen & ids)
        if view is self._view and key == self._key:
            return True
        self._view, self._key = view, key
        return False


class PlayerPanel(Vertical):
    """Name, life, counts, izvorište, sources by kind, creatures and other permanents."""

    def __init__(self, index: int, id: str | None = None) -> None:
        super().__init__(classes="player-panel", id=id)
        self.index = index
        self._shown = Shown()

    def compose(self) -> ComposeResult:
        yield KeptStatic("", classes="player-header", markup=True)
        yield SourcesZone(f"sources-{self.index}", "sources-row zone")
        yield CardZone(f"board-{self.index}", "perm-grid zone")

    def show(self, view: GameView, marks: Marks, index: int) -> None:
        self.index = index
        compact = 0 < self.size.width < 64
        perms = list(view.permanents_of(index))
        if self._shown.same(view, (index, compact), marks, perms):
            return
        header = header_text(view, index, compact)
        set_text(part(self, ".player-header", Static), header, layout=False)
        groups = _grouped_sources(perms)
        in_groups = {p.id for ms in groups.values() for p in ms}
        src_specs: list[ChipSpec] = [("pool", 0, pool_text(view, index), frozenset({"pool"}))]
        for group, members in groups.items():
            free = [m for m in members if not m.tapped]
            rep = (free or members)[0].id
            classes = set().union(*(mark_classes(m.id, marks) for m in members))
            if not free:
                classes.add("tapped")
            src_specs.append(
                (f"g-{group}", rep, source_group_text(group, members, marks), frozenset(classes))
            )
        if len(src_specs) == 1:
            src_specs.append(("none", 0, f"[dim]{t('tui.player.no_sources')}[/]", frozenset()))
        part(self, ".sources-row", SourcesZone).show(src_specs)
        others = [p for p in perms if p.id not in in_groups]
        others.sort(key=lambda p: (not p.card.is_creature, p.attached_to is not None))
        specs: list[ChipSpec] = [
            (f"p-{p.id}", p.id, permanent_text(p, view, marks), permanent_classes(p, marks))
            for p in others
        ]
        grid = part(self, ".perm-grid", CardZone)
        grid.show(specs)
        # The two sides share the board's height in proportion to what they hold (a line
        # for the name, one for the sources, the rows of permanents), so a crowded side gets
        # the room an empty one does not need. It changes only when a side's row count does.
        cols = grid.styles.grid_size_columns or 2
        rows = 2 + -(-len(specs) // cols) + self.styles.gutter.height
        if rows != self._rows:
            self._rows = rows
            self.styles.height = f"{max(3, rows)}fr"

    _rows = 0

    def on_resize(self) -> None:
        self.query_one(".perm-grid", CardZone).set_columns(max(2, self.size.width // 30))


class HandPanel(KeptLines, Vertical):
    """The deciding player's hand; hidden (a count only) from everybody else. Its title is
    in its top border (its lines kept per title: `KeptLines`)."""

    def look(self) -> Hashable:
        return self._titled

    def compose(self) -> ComposeResult:
        zone = CardZone("hand", "hand-grid zone")
        zone.long_cards_span = True
        yield zone

    _titled = ""

    def _title(self, text: str) -> None:
        # compared with the text set last: `border_title` gives back its markup rewritten
        # ("[/]" as "[/b]"), so comparing with it repainted the title on every redraw
        if self._titled != text:
            self._titled = text
            self.border_title = text

    _shown: Shown | None = None

    def show(self, view: GameView, marks: Marks, owner: int | None) -> None:
        grid = part(self, ".hand-grid", CardZone)
        hand = view.players[owner].hand if owner is not None else None
        if self._shown is None:
            self._shown = Shown()
        compact = 0 < grid.size.width < 60  # two columns of at most 29 cells
        if self._shown.same(view, (owner, compact), marks, hand or ()):
            return
        if owner is None or hand is None:
            self._title(f"[dim]{t('tui.hand.title', player='—')}[/]")
            grid.show([])
            return
        name = symbols.name(view.players[owner].name)
        playable = any(card.id in view.playable for card in hand)
        legend = f"  [dim]{t('tui.hand.legend')}[/]" if playable else ""
        self._title(f"[b]{t('tui.hand.title', player=name)}[/]{legend}")
        specs: list[ChipSpec] = []
        for card in hand:
            playable = card.id in view.playable
            classes = mark_classes(card.id, marks)
            if playable:
                classes.add("playable")
            text = hand_text(card, playable, marks, compact)
            specs.append((f"h-{card.id}", card.id, text, frozenset(classes)))
        if not specs:
            specs.append(("empty", 0, f"[dim]{t('tui.hand.empty')}[/]", frozenset()))
        grid.show(specs)

    def on_resize(self) -> None:
        self.query_one(".hand-grid", CardZone).set_columns(max(2, self.size.width // 30))
