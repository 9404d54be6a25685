"""Per-player stops: where a player is asked at prednost instead of passing automatically.

Each player's own, set privately (s on the game screen). Whether a stop applies depends only
on public facts (docs/hotseat.md, tui/controller.py), never on the cards a player holds: when it
applies he is asked even if all he can do is "dalje".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from izvori.engine import Step

#: Steps at which a player may hold prednost (the untap step gives nobody priority).
PRIORITY_STEPS: tuple[Step, ...] = tuple(s for s in Step if s != Step.UNTAP)

# Lean defaults (docs/hotseat.md): one's own main phases; in the other player's turn only the
# dangers. Every stop that applies hands the keyboard over, whatever the player holds, so each
# default costs keys and hand-overs in every game: the other steps are one toggle away.
DEFAULT_OWN: frozenset[str] = frozenset({Step.MAIN1.value})
DEFAULT_OPPONENT: frozenset[str] = frozenset()

#: The danger stops. "opponent_niz" (anything the other player puts on the niz) is off by
#: default: on, every creature he casts would cost two hand-overs; what targets you or yours,
#: and being attacked, stop you by default.
DANGERS: tuple[str, ...] = ("opponent_niz", "targeted", "attacked")
DEFAULT_DANGERS: frozenset[str] = frozenset({"targeted", "attacked"})


@dataclass
class Stops:
    own: set[str] = field(default_factory=lambda: set(DEFAULT_OWN))
    opponent: set[str] = field(default_factory=lambda: set(DEFAULT_OPPONENT))
    dangers: set[str] = field(default_factory=lambda: set(DEFAULT_DANGERS))

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

    # ------------------------------------------------------------ saving
    def to_json(self) -> dict[str, list[str]]:
        """For the save file's settings (docs/saves.md): sorted lists of step/danger names."""
        return {
            "own": sorted(self.own),
            "opponent": sorted(self.opponent),
            "dangers": sorted(self.dangers),
        }

    @classmethod
    def from_json(cls, data: object) -> Stops:
        """Stops as saved; anything missing, unknown or malformed falls back to the default
        (a save's settings are free JSON: never trusted to be well formed)."""
        stops = cls()
        if not isinstance(data, dict):
            return stops
        known_steps = {s.value for s in PRIORITY_STEPS}
        for key, known in (("own", known_steps), ("opponent", known_steps), ("dangers", DANGERS)):
            value = data.get(key)
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                setattr(stops, key, {v for v in value if v in known})
        return stops


def new_game_stops(computer_seat: int | None) -> list[Stops]:
    """Both players' stops for a new game. Against the computer (issue 14 item 6) its player
    stops when the computer puts something on the niz, too: no keyboard is handed over there,
    so the stop costs one key, and it is his only chance to answer what the computer casts."""
    stops = [Stops(), Stops()]
    if computer_seat is not None:
        stops[1 - computer_seat].dangers.add("opponent_niz")
    return stops


def stops_settings(stops: list[Stops]) -> dict[str, object]:
    """The session settings the TUI keeps in a save."""
    return {"stops": [s.to_json() for s in stops]}


def stops_from_settings(settings: object) -> list[Stops]:
    """Both players' stops from a save's settings (defaults for whatever is not there)."""
    saved = settings.get("stops") if isinstance(settings, dict) else None
    if not isinstance(saved, list) or len(saved) != 2:
        return [Stops(), Stops()]
    return [Stops.from_json(saved[0]), Stops.from_json(saved[1])]
