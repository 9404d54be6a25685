"""The hot-seat controller: who is asked what, and when passing is automatic.

Pure logic over the engine's decision protocol (no Textual here), so it is unit-testable.

The pacing policy (docs/hotseat.md) decides from public information only — `view(game, None)`,
what was said and done so far, and the deciding player's own stops — never from the player's
hidden cards or from which plays he has. So nobody learns anything from whether a hand-over
screen appears, from how long the game takes, or from what the screen shows meanwhile:

* `next_step()` says what happens next: the game is over, an automatic (silent, instant)
  "dalje", or a decision to put in front of a human.
* Every decision other than prednost is asked (the engine only poses those that are public to
  pose: attackers when a creature can attack, blockers when one can block, ...).
* At prednost a player is asked when one of his stops applies (`stop_reason`), even if all he
  can do is "dalje" — his screen then says so and one key passes.
* Hand-over: `needs_handover(player)` is true whenever the deciding human changes; `reason`
  says why (a public event) and `recap(player)` what happened since he last held the keyboard.
* With a `SavedGame` session every answer and concession goes through the session, which
  saves the game (atomically) after each one before anything else is shown (docs/saves.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine import (
    PASS,
    Action,
    Decision,
    DecisionKind,
    Game,
    GameView,
    StackItemView,
    StackKind,
    Step,
    is_player_ref,
    player_of_ref,
    view,
)
from izvori.gamelog import logged_lines, turn_began
from izvori.tui.stops import Stops, stops_settings

if TYPE_CHECKING:
    from izvori.persist import SavedGame

MAIN_STEPS = frozenset({Step.MAIN1, Step.MAIN2})
COMBAT_STEPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE})
RECAP_LINES = 8  # the last public events shown on a hand-over screen
COMBAT_DAMAGE = StackKind.COMBAT_DAMAGE.value  # StackItemView.kind


@dataclass(frozen=True)
class Ask:
    decision: Decision


@dataclass(frozen=True)
class AutoPass:
    """Say "dalje" for `player`: none of his stops applies (decided from public facts only)."""

    player: int


@dataclass(frozen=True)
class Over:
    winner: int | None
    reason: str


Next = Ask | AutoPass | Over


def has_real_options(decision: Decision) -> bool:
    """Anything besides "dalje" and mana abilities (D9: mana alone does nothing).

    Only for the deciding player's own screen ("you can only pass"); pacing never uses it."""
    return any(isinstance(a, Action) and a.kind not in ("pass", "mana") for a in decision.options)


def could_act_at_instant_speed(v: GameView, player: int) -> bool:
    """Public: could `player` do anything but "dalje" with the niz open or in the other
    player's turn? Casting needs mana (no card in cards/ is castable at that speed for free,
    see tests/tui/test_pacing.py), so he needs mana in his pool, an untapped permanent with a
    mana ability, or a permanent with another activated ability. Tapped out: nothing to ask."""
    if v.players[player].pool:
        return True
    for perm in v.permanents_of(player):
        if perm.mana and not perm.tapped:
            return True
        if len(perm.card.ability_texts) > (1 if perm.mana else 0):
            return True  # an ability besides its mana ability (the cost is checked later)
    return False


def player_names(game: Game) -> tuple[str, str]:
    """Both players' names, as everybody sees them."""
    a, b = view(game, None).players
    return (a.name, b.name)


def _own_on_top(v: GameView, player: int) -> bool:
    return bool(v.stack) and v.stack[0].controller == player


def _targets_player(v: GameView, item: StackItemView, player: int) -> bool:
    """Does `item` target `player` or something of his (a permanent he controls, a spell or
    ability of his on the niz, a card in his odlagalište)? From the public view only."""
    if item.kind == COMBAT_DAMAGE:
        return False
    for target in item.targets:
        ref = target.ref
        if is_player_ref(ref):
            if player_of_ref(ref) == player:
                return True
            continue
        perm = v.permanent(ref)
        if perm is not None:
            if perm.controller == player:
                return True
            continue
        if any(s.id == ref and s.controller == player for s in v.stack):
            return True  # his spell on the niz (a spell is targeted as its niz item, D15)
        if any(c.id == ref for c in v.players[player].graveyard):
            return True
    return False


@dataclass
class Controller:
    game: Game
    stops: list[Stops] = field(default_factory=lambda: [Stops(), Stops()])
    last_human: int | None = None
    # players who chose "dalje do kraja poteza": the turn number it holds for
    until_end: dict[int, int] = field(default_factory=dict)
    # opponent's niz items each player has already been shown
    seen: dict[int, set[int]] = field(default_factory=lambda: {0: set(), 1: set()})
    # the turn in which each player was last stopped because he was attacked (once a combat)
    attacked_seen: dict[int, int] = field(default_factory=dict)
    forced: Decision | None = None  # ask even where the stops would pass (a recovered game)
    # a player who acted (not "dalje") keeps being asked in this step: (player, turn, step)
    holding: tuple[int, int, str] | None = None
    asked: int = 0
    auto_passes: int = 0
    # why the decision now asked is asked: (strings key, its arguments), all public
    reason: tuple[str, dict[str, Any]] = ("", {})
    # where in the game's log each player last let go of the keyboard (for the recap)
    released_at: dict[int, int] = field(default_factory=dict)
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
    def names(self) -> tuple[str, str]:
        return player_names(self.game)

    def next_step(self) -> Next:
        g = self.game
        if g.result is not None:
            return Over(g.result.winner, g.result.reason)
        d = g.pending
        assert d is not None
        if d.kind != DecisionKind.PRIORITY:
            self.reason = self._decision_reason(d)
            return Ask(d)
        if d is self.forced:
            self.reason = ("tui.why.forced", {})
            return Ask(d)
        v = view(g, None)
        if self._holds(d.player, v) and not _own_on_top(v, d.player) and self.may_act(d.player, v):
            self.reason = ("tui.why.holding", {})
            return Ask(d)
        why = self.stop_reason(d.player, v)
        if why is not None:
            self.reason = why
            return Ask(d)
        return AutoPass(d.player)

    def should_stop(self, player: int) -> bool:
        """Whether `player` is asked at this prednost (see `stop_reason`)."""
        return self.stop_reason(player) is not None

    def stop_reason(
        self, player: int, v: GameView | None = None
    ) -> tuple[str, dict[str, Any]] | None:
        """Which of `player`'s stops applies now, as a public reason; None: pass for him.

        Uses the public view of the game only (`view(game, None)` has no hand, no library and
        no list of legal plays; `v` if the caller has it already), his stops and what was
        already shown to him."""
        if v is None:
            v = view(self.game, None)
        st = self.stops[player]
        names = (v.players[0].name, v.players[1].name)
        step = Step(v.step)
        # "may he act at all": a public bound (tapped out and nothing to activate: no)
        quick = could_act_at_instant_speed(v, player)
        # combat damage on the niz follows public declarations: not a new danger
        opp_items = [s for s in v.stack if s.controller != player and s.kind != COMBAT_DAMAGE]
        unseen = [s for s in opp_items if s.id not in self.seen[player]]
        if unseen and quick:
            top = unseen[0]  # the view's niz is top first
            what = {"player": names[top.controller], "card": top.source_name}
            # dangers hold even through "dalje do kraja poteza": they are new (issue 11)
            if "targeted" in st.dangers and any(_targets_player(v, s, player) for s in unseen):
                return ("tui.why.targeted", what)
            if "opponent_niz" in st.dangers:
                return ("tui.why.opponent_niz", what)
        attacked = v.defending == player and bool(v.attackers) and step == Step.DECLARE_ATTACKERS
        if (
            attacked
            and quick
            and "attacked" in st.dangers
            and self.attacked_seen.get(player) != v.turn
        ):
            return ("tui.why.attacked", {"player": names[v.active], "n": len(v.attackers)})
        if self.until_end.get(player) == v.turn:
            return None
        if _own_on_top(v, player):
            return None  # own item on top: let it resolve (he just put it there)
        if step in COMBAT_STEPS and not v.attackers:
            return None  # nobody attacks: nothing to stop for in this combat step
        own = v.active == player
        if v.step not in st.steps_for(own):
            return None
        if not self.may_act(player, v):
            return None  # publicly nothing he could do: no key to press
        key = "tui.why.own_step" if own else "tui.why.opponent_step"
        return (key, {"step": v.step, "player": names[v.active]})

    def may_act(self, player: int, v: GameView) -> bool:
        """The public bound: could `player` possibly do more than "dalje" now? In his own
        main phase with the niz empty a card in hand may be a source or a spell; otherwise he
        needs mana or an ability (`could_act_at_instant_speed`)."""
        sorcery_speed = v.active == player and Step(v.step) in MAIN_STEPS and not v.stack
        if sorcery_speed and v.players[player].hand_count > 0:
            return True
        return could_act_at_instant_speed(v, player)

    def _decision_reason(self, d: Decision) -> tuple[str, dict[str, Any]]:
        v = view(self.game, None)
        if d.kind == DecisionKind.BLOCKERS and v.attackers:
            name = v.players[v.active].name
            return ("tui.why.blockers", {"player": name, "n": len(v.attackers)})
        return ("tui.why.decision", {"kind": d.kind.value})

    def _holds(self, player: int, v: GameView) -> bool:
        return self.holding == (player, v.turn, v.step)

    def recap(self, player: int) -> list[str]:
        """The public events since `player` last held the keyboard (the game log's lines,
        which never name a hidden card), the last few of them."""
        g = self.game
        start = self.released_at.get(player, 0)
        lines, _ = logged_lines(g, g.log[start:], started=turn_began(g.log[:start]))
        return lines[-RECAP_LINES:]

    def needs_handover(self, player: int) -> bool:
        return self.last_human != player

    # ------------------------------------------------------------ actions
    def mark_seen(self, player: int) -> None:
        self.seen[player].update(s.id for s in view(self.game, None).stack)

    def took_keyboard(self, player: int) -> None:
        if self.last_human is not None and self.last_human != player:
            self.released_at[self.last_human] = len(self.game.log)
        self.last_human = player

    def auto_pass(self) -> None:
        d = self.game.pending
        assert d is not None and d.kind == DecisionKind.PRIORITY
        self.mark_seen(d.player)
        self.auto_passes += 1
        self._submit(PASS)

    def submit(self, answer: Any) -> None:
        """A human's answer; raises IllegalAnswer (state unchanged) like the engine."""
        g = self.game
        d = g.pending
        assert d is not None
        self.flush_save()  # the previous answer's save, if the screen held it back
        v = view(g, None)
        turn, step = v.turn, v.step
        attacked = d.kind == DecisionKind.PRIORITY and step == Step.DECLARE_ATTACKERS.value
        self._submit(answer)
        self.mark_seen(d.player)
        if attacked:
            self.attacked_seen[d.player] = turn
        self.forced = None
        self.asked += 1
        if d.kind == DecisionKind.PRIORITY and answer == PASS:
            self.holding = None
        elif d.kind in (DecisionKind.PRIORITY, DecisionKind.PAY) or answer == "cancel":
            self.holding = (d.player, turn, step)

    def pass_until_end_of_turn(self, player: int) -> None:
        self.until_end[player] = view(self.game, None).turn

    def concede(self, player: int) -> None:
        if self.session is not None:
            self.session.concede(player)
        else:
            self.game.concede(player)

    def flush_save(self) -> None:
        """Write the save the screen deferred until its frame was painted (docs/saves.md):
        before the next human answer, so at most one answer is ever unsaved."""
        if self.session is not None:
            self.session.flush()

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
