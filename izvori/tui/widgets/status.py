"""The status lines: turn, active player, prednost, auto-pass state, and the step tracker."""

from __future__ import annotations

from izvori.engine import STEP_PHASE, GameView, Step
from izvori.strings import t
from izvori.tui import symbols

#: steps nobody gets prednost in (C2, C7): left out of a narrow tracker unless current
QUIET = frozenset({Step.UNTAP, Step.CLEANUP})


def tracker_text(view: GameView, compact: bool = False) -> str:
    """Every step of a turn; the current one reversed and marked ▶, skipped ones struck.
    `compact` (a terminal under 100 columns): without the untap and cleanup steps, so the
    whole turn fits in 80 columns."""
    parts: list[str] = []
    last_phase = None
    for step in Step:
        if compact and step in QUIET and step.value != view.step:
            continue
        phase = STEP_PHASE[step]
        if last_phase is not None and phase != last_phase:
            parts.append("[dim]│[/]")
        last_phase = phase
        label = t(f"step_short.{step.value}")
        if step.value == view.step:
            parts.append(f"[b reverse $accent]{symbols.PLAYABLE}{label}[/]")
        elif step.value not in view.steps:
            parts.append(f"[dim strike]{label}[/]")
        else:
            parts.append(f"[dim]{label}[/]")
    return " ".join(parts)


def status_text(view: GameView, auto: str, deciding: int | None, compact: bool = False) -> str:
    """`compact` (under 100 columns): prednost only when someone else decides, and the
    auto-pass state only when it is not the usual one (`auto` empty)."""
    active = symbols.name(view.players[view.active].name)
    prio = symbols.name(view.players[view.priority].name)
    bits = [
        f"[b]{t('tui.status.turn', turn=view.turn)}[/]",
        t("tui.status.active", player=f"[b]{active}[/]"),
    ]
    if not compact or deciding != view.priority:
        bits.append(t("tui.status.priority", player=f"[b]{prio}[/]"))
    if deciding is not None:
        who = symbols.name(view.players[deciding].name)
        bits.append(t("tui.status.deciding", player=f"[b $accent]{who}[/]"))
    if auto:
        bits.append(f"[dim]{auto}[/]")
    return " · ".join(bits)
