"""The status lines: turn, active player, prednost, auto-pass state, and the step tracker."""

from __future__ import annotations

from izvori.engine.steps import STEP_PHASE, Step
from izvori.engine.view import GameView
from izvori.strings import t
from izvori.tui import symbols


def tracker_text(view: GameView) -> str:
    """Every step of a turn; the current one reversed and marked ▶, skipped ones struck."""
    parts: list[str] = []
    last_phase = None
    for step in Step:
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


def status_text(view: GameView, auto: str, deciding: int | None) -> str:
    active = symbols.name(view.players[view.active].name)
    prio = symbols.name(view.players[view.priority].name)
    bits = [
        f"[b]{t('tui.status.turn', turn=view.turn)}[/]",
        t("tui.status.active", player=f"[b]{active}[/]"),
        t("tui.status.priority", player=f"[b]{prio}[/]"),
    ]
    if deciding is not None:
        who = symbols.name(view.players[deciding].name)
        bits.append(t("tui.status.deciding", player=f"[b $accent]{who}[/]"))
    bits.append(f"[dim]{auto}[/]")
    return " · ".join(bits)
