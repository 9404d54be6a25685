"""The niz: items top first, numbered, with controller, source, targets, rules text and the
marker on the item that resolves next."""

from __future__ import annotations

from textual.geometry import Size

from izvori.engine import GameView, StackItemView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.widgets.zone import CardZone, ChipSpec


def item_text(view: GameView, item: StackItemView, number: int) -> str:
    who = symbols.name(view.players[item.controller].name)
    kind = t(f"tui.niz.kind.{item.kind}")
    if item.kind == "combat_damage":
        lines = [f"[b]{number}.[/] [b]{t('tui.niz.combat')}[/] [dim]({who})[/]"]
        for d in item.damage:
            lines.append(
                f"   {symbols.name(d.source_name)} → {symbols.name(d.recipient_name)}: {d.amount}"
            )
        text = "\n".join(lines)
    else:
        name = symbols.name(item.source_name)
        if item.copy:
            name = t("tui.niz.copy", name=name)
        head = f"[b]{number}.[/] [b]{name}[/] [dim]{kind} · {who}[/]"
        extra = []
        if item.mode:
            extra.append(t("tui.niz.mode", mode=symbols.name(item.mode)))
        if item.x:
            extra.append(t("tui.niz.x", x=item.x))
        if item.kicked:
            extra.append(t("tui.niz.kicked"))
        if item.targets:
            names = ", ".join(symbols.name(tv.label) for tv in item.targets)
            extra.append(t("tui.niz.targets", targets=names))
        text = head + ("\n   " + " · ".join(extra) if extra else "")
        # what it will do, so the player who must answer it needs no inspector (issue 11)
        rules = item.text if item.kind != "spell" or item.card is None else item.card.text
        if rules:
            text += f"\n   [dim]{symbols.name(rules)}[/]"
    if number == 1:
        text += f"\n   [b reverse $warning] → {t('tui.niz.next')} [/]"
    return text


class NizZone(CardZone):
    """The niz panel: its items drawn by one widget (`CardZone`, one column), with a height
    that changes only when its items no longer fit (issue 11 item 6): once the niz has been
    as tall, a cast repaints the niz instead of laying out the screen. It comes back to the
    height its items need at a hand-over (`shrink`), behind the hand-over screen. Its CSS
    (`#niz`): a border, at least 5 rows, at most 60 % of its column."""

    def __init__(self) -> None:
        super().__init__("niz", "zone", id="niz")
        self._fixed = 0  # the height (rows, border included) last set

    def _resize_to(self, size: Size) -> None:
        need = size.height + self.styles.gutter.height
        if need > self._fixed:
            self._fixed = need
            self.styles.height = need  # clamped by min-height and max-height
            self.virtual_size = size
            self.refresh(layout=True)
            return
        super()._resize_to(size)  # it fits: the niz scrolls, nothing moves

    def shrink(self) -> None:
        """Back to the height its items need (at a hand-over)."""
        need = self.virtual_size.height + self.styles.gutter.height
        if need < self._fixed:
            self._fixed = need
            self.styles.height = need


def show_niz(niz: NizZone, view: GameView) -> None:
    """Fill the niz panel: one card per item, top first, the top one marked (it resolves
    next)."""
    specs: list[ChipSpec]
    if not view.stack:
        specs = [("empty", 0, f"[dim]{t('tui.niz.empty')}[/]", frozenset[str]())]
    else:
        specs = []
        for i, item in enumerate(view.stack, start=1):
            cid = item.card.id if item.card is not None else 0
            classes = frozenset({"niz-item", "niz-top"} if i == 1 else {"niz-item"})
            specs.append((f"s-{item.id}", cid, item_text(view, item, i), classes))
    niz.show(specs)
