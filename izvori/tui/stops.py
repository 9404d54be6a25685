"""Per-player stops: where a player who could act is asked instead of passing automatically.

The danger stops (the opponent put something on the niz, something targets you or yours, you
are attacked) are on by default; so are one's own main phases, declare-attackers and
declare-blockers steps. A player with nothing to do but "dalje" is never asked at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from izvori.engine.steps import Step

#: Steps at which a player may hold prednost (the untap step gives nobody priority).
PRIORITY_STEPS: tuple[Step, ...] = tuple(s for s in Step if s != Step.UNTAP)

DEFAULT_OWN: frozenset[str] = frozenset(
    {Step.MAIN1.value, Step.DECLARE_ATTACKERS.value, Step.DECLARE_BLOCKERS.value, Step.MAIN2.value}
)
DEFAULT_OPPONENT: frozenset[str] = frozenset({Step.END_OF_TURN.value})

DANGERS: tuple[str, ...] = ("opponent_niz", "targeted", "attacked")


@dataclass
class Stops:
    own: set[str] = field(default_factory=lambda: set(DEFAULT_OWN))
    opponent: set[str] = field(default_factory=lambda: set(DEFAULT_OPPONENT))
    dangers: set[str] = field(default_factory=lambda: set(DANGERS))

    def steps_for(self, own_turn: bool) -> set[str]:
        return self.own if own_turn else self.opponent

    def toggle_step(self, own_turn: bool, step: str) -> bool:
        """Flip one step stop; returns the new state."""
        steps = self.steps_for(own_turn)
        if step in steps:
            steps.discard(step)
            return False
        steps.add(step)
        return True

    def toggle_danger(self, name: str) -> bool:
        if name in self.dangers:
            self.dangers.discard(name)
            return False
        self.dangers.add(name)
        return True
