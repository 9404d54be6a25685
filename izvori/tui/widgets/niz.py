"""The niz: items top first, numbered, with controller, source, targets and the marker on the
item that resolves next."""

from __future__ import annotations

from izvori.engine.view import GameView, StackItemView
from izvori.strings import t
from izvori.tui import symbols


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
        head = f"[b]{number}.[/] [b]{symbols.name(item.source_name)}[/] [dim]{kind} · {who}[/]"
        extra = []
        if item.x:
            extra.append(t("tui.niz.x", x=item.x))
        if item.kicked:
            extra.append(t("tui.niz.kicked"))
        if item.targets:
            names = ", ".join(symbols.name(tv.label) for tv in item.targets)
            extra.append(t("tui.niz.targets", targets=names))
        text = head + ("\n   " + " · ".join(extra) if extra else "")
    if number == 1:
        text += f"\n   [b reverse $warning] → {t('tui.niz.next')} [/]"
    return text
