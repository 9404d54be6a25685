"""The hot-seat controller: who is asked what, and when passing is automatic.

Pure logic over the engine's decision protocol (no Textual here), so it is unit-testable:

* `next_step()` says what happens next: the game is over, an automatic "dalje" (silent when the
  player has nothing to do, visible and cancellable when he could act but his stops say pass),
  or a decision to put in front of a human.
* A player whose only options are "dalje" and mana abilities is never asked.
* Hand-over: `needs_handover(player)` is true whenever the deciding human changes.
* With a `SavedGame` session every answer and concession goes through the session, which
  saves the game (atomically) after each one before anything else is shown (docs/saves.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, is_player_ref, player_of_ref
from izvori.engine.steps import Step
from izvori.tui.stops import Stops, stops_settings

if TYPE_CHECKING:
    from izvori.persist import SavedGame

COMBAT_STEPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE})


@dataclass(frozen=True)
class Ask:
    decision: Decision


@dataclass(frozen=True)
class AutoPass:
    player: int
    visible: bool  # the player could act; his stops chose to pass


@dataclass(frozen=True)
class Over:
    winner: int | None
    reason: str


Next = Ask | AutoPass | Over


def has_real_options(decision: Decision) -> bool:
    """Anything besides "dalje" and mana abilities (D9: mana alone does nothing)."""
    return any(isinstance(a, Action) and a.kind not in ("pass", "mana") for a in decision.options)


@dataclass
class Controller:
    game: Game
    stops: list[Stops] = field(default_factory=lambda: [Stops(), Stops()])
    last_human: int | None = None
    # players who chose "dalje do kraja poteza": the turn number it holds for
    until_end: dict[int, int] = field(default_factory=dict)
    # opponent's niz items each player has already been shown
    seen: dict[int, set[int]] = field(default_factory=lambda: {0: set(), 1: set()})
    forced: Decision | None = None  # an automatic pass the player cancelled
    # a player who acted (not "dalje") keeps being asked in this step: (player, turn, step)
    holding: tuple[int, int, str] | None = None
    asked: int = 0
    auto_passes: int = 0
    # the save this game is kept in (None: nothing is saved — unit tests of the logic)
    session: SavedGame | None = None

    @classmethod
    def for_session(cls, session: SavedGame, stops: list[Stops] | None = None) -> Controller:
        """A controller that plays `session.game` and saves through the session."""
        ctl = cls(session.game, session=session)
        if stops is not None:
            ctl.stops = stops
        return ctl

    # ------------------------------------------------------------ queries
    def next_step(self) -> Next:
        g = self.game
        if g.result is not None:
            return Over(g.result.winner, g.result.reason)
        d = g.pending
        assert d is not None
        if d.kind != DecisionKind.PRIORITY:
            return Ask(d)
        if not has_real_options(d):
            return AutoPass(d.player, visible=False)
        if d is self.forced or self._holds(d.player) or self.should_stop(d.player):
            return Ask(d)
        return AutoPass(d.player, visible=True)

    def should_stop(self, player: int) -> bool:
        """Whether a player who could act is asked now (the stops; dangers first)."""
        g = self.game
        st = self.stops[player]
        opp_items = [s for s in g.stack if s.controller != player]
        unseen = [s for s in opp_items if s.id not in self.seen[player]]
        if "opponent_niz" in st.dangers and unseen:
            return True
        if "targeted" in st.dangers and any(self._targets_player(s, player) for s in unseen):
            return True
        c = g.combat
        attacked = c is not None and c.defending_player == player and bool(c.attackers)
        if (
            "attacked" in st.dangers
            and attacked
            and g.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)
        ):
            return True
        if self.until_end.get(player) == g.turn:
            return False
        if g.stack and g.stack[-1].controller == player:
            return False  # own item on top: let it resolve
        if g.step in COMBAT_STEPS and not (c is not None and c.attackers):
            return False  # nobody attacks: nothing to stop for in this combat step
        return g.step.value in st.steps_for(g.active == player)

    def _holds(self, player: int) -> bool:
        g = self.game
        return self.holding == (player, g.turn, g.step.value)

    def _targets_player(self, item: Any, player: int) -> bool:
        if item.kind == StackKind.COMBAT_DAMAGE:
            return False
        for ref, _inc in item.all_targets():
            if is_player_ref(ref):
                if player_of_ref(ref) == player:
                    return True
            else:
                obj = self.game.objects.get(ref)
                if obj is not None and obj.controller == player:
                    return True
        return False

    def needs_handover(self, player: int) -> bool:
        return self.last_human != player

    # ------------------------------------------------------------ actions
    def mark_seen(self, player: int) -> None:
        self.seen[player].update(s.id for s in self.game.stack)

    def took_keyboard(self, player: int) -> None:
        self.last_human = player

    def auto_pass(self) -> None:
        d = self.game.pending
        assert d is not None and d.kind == DecisionKind.PRIORITY
        self.mark_seen(d.player)
        self.auto_passes += 1
        self._submit(PASS)

    def stop_here(self) -> None:
        """Any key during a visible automatic pass: ask the player after all."""
        self.forced = self.game.pending
        d = self.game.pending
        if d is not None:
            self.until_end.pop(d.player, None)

    def submit(self, answer: Any) -> None:
        """A human's answer; raises IllegalAnswer (state unchanged) like the engine."""
        g = self.game
        d = g.pending
        assert d is not None
        turn, step = g.turn, g.step.value
        self._submit(answer)
        self.mark_seen(d.player)
        self.forced = None
        self.asked += 1
        if d.kind == DecisionKind.PRIORITY and answer == PASS:
            self.holding = None
        elif d.kind in (DecisionKind.PRIORITY, DecisionKind.PAY) or answer == "cancel":
            self.holding = (d.player, turn, step)

    def pass_until_end_of_turn(self, player: int) -> None:
        self.until_end[player] = self.game.turn

    def concede(self, player: int) -> None:
        if self.session is not None:
            self.session.concede(player)
        else:
            self.game.concede(player)

    def _submit(self, answer: Any) -> None:
        """To the engine, through the session (then saved) when there is one."""
        if self.session is not None:
            self.session.submit(answer)
        else:
            self.game.submit(answer)

    def save_stops(self) -> None:
        """Keep the stops in the save (its settings) after they changed."""
        if self.session is not None and not self.session.broken:
            settings = dict(self.session.settings)
            settings.update(stops_settings(self.stops))
            self.session.update_settings(settings)
