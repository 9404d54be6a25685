"""The card inspector: cost, type line, text, P/T and keyword reminders of one card."""

from __future__ import annotations

from izvori.engine import CardFace, PermanentView
from izvori.strings import MESSAGES, t
from izvori.tui import symbols
from izvori.tui.labels import pt_text


def card_text(card: CardFace, perm: PermanentView | None = None) -> str:
    lines = [f"[b]{symbols.name(card.name)}[/]  {symbols.cost(card.cost)}"]
    type_line = " ".join(card.types)
    if card.subtypes:
        type_line += " — " + " ".join(card.subtypes)
    lines.append(f"[i]{symbols.name(type_line)}[/]")
    if perm is not None and perm.source_group is not None and card.printed_name != card.name:
        lines.append(t("tui.inspector.as_source", name=symbols.name(card.printed_name)))
    if card.power is not None or card.toughness is not None:
        pt = pt_text(card, perm is not None)
        lines.append(t("tui.inspector.pt", pt=f"[b]{pt}[/]"))
    if card.text:
        lines.append(symbols.name(card.text))
    for old, new in card.text_changes:
        lines.append(t("tui.inspector.text_changed", old=symbols.name(old), new=symbols.name(new)))
    for kw in card.keywords:
        key = f"kw.{kw}"
        if key in MESSAGES:
            lines.append(f"[dim]• {symbols.name(kw)}: {t(key)}[/]")
    if card.reminder:
        lines.append(f"[dim]{symbols.name(card.reminder)}[/]")
    if perm is not None:
        if perm.damage:
            lines.append(t("tui.inspector.damage", damage=perm.damage))
        if perm.counters:
            lines.append(
                t(
                    "tui.inspector.counters",
                    counters=", ".join(f"{k}×{n}" for k, n in perm.counters),
                )
            )
    if card.flavor:
        lines.append(f"[dim i]{symbols.name(card.flavor)}[/]")
    return "\n".join(lines)
