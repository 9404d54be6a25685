"""A player's side of the table and the deciding player's hand.

Chips are reconciled by key: a redraw updates existing widgets in place and only mounts or
removes chips when cards come and go, so redrawing a full board stays cheap.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.widgets import Static

from izvori.engine.view import GameView, PermanentView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.widgets.chips import (
    CardChip,
    Marks,
    hand_text,
    mark_classes,
    permanent_classes,
    permanent_text,
    source_group_text,
)

ChipSpec = tuple[str, int, str, frozenset[str]]  # key, card id, text, classes


def sync_chips(container: Container, zone: str, specs: list[ChipSpec]) -> None:
    """Make the container's chips match `specs`, reusing widgets with the same keys."""
    current = [c for c in container.children if isinstance(c, CardChip)]
    if [c.key for c in current] == [s[0] for s in specs]:
        for chip, (_k, cid, text, classes) in zip(current, specs, strict=True):
            chip.show(cid, text, classes)
        return
    focused = container.screen.focused if container.is_attached else None
    refocus = focused.key if isinstance(focused, CardChip) and focused in current else None
    by_key = {c.key: c for c in current}
    keep = {s[0] for s in specs}
    for c in current:
        if c.key not in keep:
            c.remove()
    new: list[CardChip] = []
    for key, cid, text, classes in specs:
        chip = by_key.get(key)
        if chip is None:
            chip = CardChip(key, cid, zone)
            new.append(chip)
        chip.show(cid, text, classes)
    if new:
        container.mount(*new)
    order = [by_key.get(s[0]) or next(n for n in new if n.key == s[0]) for s in specs]
    kept = [c for c in current if c.key in keep]
    if kept + new == order:
        return  # removals and appends only: the order is already right

    def reorder() -> None:
        for i, chip in enumerate(order):
            if (
                chip.parent is container
                and i < len(container.children)
                and container.children[i] is not chip
            ):
                container.move_child(chip, before=i)
        if refocus is not None:
            for chip in order:
                if chip.key == refocus:
                    chip.focus()

    container.call_after_refresh(reorder)


def header_text(view: GameView, index: int) -> str:
    p = view.players[index]
    you = f" [dim]{t('tui.player.you')}[/]" if view.viewer == index else ""
    active = f"[b $warning]{symbols.PLAYABLE}[/] " if view.active == index else "  "
    lost = f" [b $error]{t('tui.player.lost')}[/]" if p.lost else ""
    return (
        f"{active}[b]{symbols.name(p.name)}[/]{you}{lost}  "
        f"[b]{t('tui.player.life', life=p.life)}[/]  "
        f"{t('tui.player.library', n=p.library_count)} · {t('tui.player.hand', n=p.hand_count)}"
        f" · {t('tui.player.graveyard', n=len(p.graveyard))}"
    )


def pool_text(view: GameView, index: int) -> str:
    return f"{t('tui.player.pool')} {symbols.pool(view.players[index].pool)}"


def _grouped_sources(perms: list[PermanentView]) -> dict[str, list[PermanentView]]:
    groups: dict[str, list[PermanentView]] = {}
    for p in perms:
        if p.source_group is not None and not p.card.is_creature:
            groups.setdefault(p.source_group, []).append(p)
    return groups


class PlayerPanel(Vertical):
    """Name, life, counts, izvorište, sources by kind, creatures and other permanents."""

    def __init__(self, index: int, **kwargs: str) -> None:
        super().__init__(classes="player-panel", **kwargs)
        self.index = index

    def compose(self) -> ComposeResult:
        yield Static("", classes="player-header", markup=True)
        yield Container(classes="sources-row zone")
        yield Container(classes="perm-grid zone")

    def show(self, view: GameView, marks: Marks, index: int) -> None:
        self.index = index
        self.query_one(".player-header", Static).update(header_text(view, index))
        perms = list(view.permanents_of(index))
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
        sync_chips(self.query_one(".sources-row", Container), f"sources-{index}", src_specs)
        others = [p for p in perms if p.id not in in_groups]
        others.sort(key=lambda p: (not p.card.is_creature, p.attached_to is not None))
        specs: list[ChipSpec] = [
            (f"p-{p.id}", p.id, permanent_text(p, view, marks), permanent_classes(p, marks))
            for p in others
        ]
        sync_chips(self.query_one(".perm-grid", Container), f"board-{index}", specs)

    def on_resize(self) -> None:
        grid = self.query_one(".perm-grid", Container)
        cols = max(2, self.size.width // 30)
        if grid.styles.grid_size_columns != cols:
            grid.styles.grid_size_columns = cols


class HandPanel(Vertical):
    """The deciding player's hand; hidden (a count only) from everybody else."""

    def compose(self) -> ComposeResult:
        yield Static("", classes="hand-title", markup=True)
        yield Container(classes="hand-grid zone")

    def show(self, view: GameView, marks: Marks, owner: int | None) -> None:
        title = self.query_one(".hand-title", Static)
        grid = self.query_one(".hand-grid", Container)
        hand = view.players[owner].hand if owner is not None else None
        if owner is None or hand is None:
            title.update(f"[dim]{t('tui.hand.title', player='—')}[/]")
            sync_chips(grid, "hand", [])
            return
        name = symbols.name(view.players[owner].name)
        legend = f"  [dim]{t('tui.hand.legend')}[/]" if view.playable else ""
        title.update(f"[b]{t('tui.hand.title', player=name)}[/]{legend}")
        specs: list[ChipSpec] = []
        for card in hand:
            playable = card.id in view.playable
            classes = mark_classes(card.id, marks)
            if playable:
                classes.add("playable")
            specs.append(
                (f"h-{card.id}", card.id, hand_text(card, playable, marks), frozenset(classes))
            )
        if not specs:
            specs.append(("empty", 0, f"[dim]{t('tui.hand.empty')}[/]", frozenset()))
        sync_chips(grid, "hand", specs)

    def on_resize(self) -> None:
        grid = self.query_one(".hand-grid", Container)
        cols = max(2, self.size.width // 30)
        if grid.styles.grid_size_columns != cols:
            grid.styles.grid_size_columns = cols
