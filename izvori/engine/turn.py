"""Turn structure (C1–C15) and priority (D9).

The `TurnFrame` is always at the bottom of the frame stack. It begins each step with that
step's game actions, runs the "would receive priority" procedure (state-based effects, then
triggered abilities, repeated — D9.12, D11.30, D21.30), asks the player with priority what he
does, and ends the step when both players pass in succession with an empty niz (C1.20).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from izvori.engine.casting import CastFrame, legal_actions, play_source
from izvori.engine.combat import (
    AssignCombatDamageFrame,
    DeclareAttackersFrame,
    DeclareBlockersFrame,
)
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer, check_subset
from izvori.engine.delayed import begin_stop
from izvori.engine.events import LoopLastWord, ManaBurn, StepBegan
from izvori.engine.frames import Frame
from izvori.engine.loops import (
    loop_restarts,
    play_position,
    played_in_this_step,
    shortcut_available,
    take_shortcut,
)
from izvori.engine.payment import activate_mana, mana_sources
from izvori.engine.replace_draw import draw_cards
from izvori.engine.resolve import ResolveFrame
from izvori.engine.sba import check_state_based
from izvori.engine.skip import next_turn_player, skipped_until
from izvori.engine.special import IgnoreFrame
from izvori.engine.state_triggers import check_state_triggers
from izvori.engine.steps import Step
from izvori.engine.triggers import PutTriggersFrame
from izvori.engine.turn_state import Combat

if TYPE_CHECKING:
    from izvori.engine.game import Game

HAND_LIMIT = 7

# The steps and the decision kind read at every step and priority, bound once to module names:
# in Python 3.11 a member read off its enum class (`Step.DRAW`) goes through the
# attribute hook `EnumType.__getattr__` gives every enum class: ~1,000 machine instructions
# a read, where a global costs a few dozen (callgrind, docs/performance.md, session 22)
_UNTAP, _DRAW, _BEGIN_COMBAT = Step.UNTAP, Step.DRAW, Step.BEGIN_COMBAT
_DECLARE_ATTACKERS, _DECLARE_BLOCKERS = Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS
_COMBAT_DAMAGE, _END_COMBAT, _CLEANUP = Step.COMBAT_DAMAGE, Step.END_COMBAT, Step.CLEANUP
_PRIORITY = DecisionKind.PRIORITY


@dataclass
class TurnFrame(Frame):
    def run(self, game: Game) -> Decision | None:
        state = game.step_state
        if state == "begin":
            return self._begin_step(game)
        if state == "priority_check":
            return self._would_receive_priority(game)
        if state == "cleanup_discard":
            return self._cleanup_discard(game)
        if state == "end":
            self._end_step(game)
            return None
        # "priority"
        return self._priority_decision(game)

    # -------------------------------------------------------------- steps
    def _begin_step(self, game: Game) -> Decision | None:
        nxt = skipped_until(game)
        if nxt is not None:
            # C1.90, D20.65: a skipped step (or combat phase) is passed over, never begun
            self._go_to(game, nxt)
            return None
        step = game.step
        game.passes = 0
        game.priority_player = game.active
        game.step_state = "priority_check"
        if step == _UNTAP:
            # C3.10: untap all; the active player has controlled his permanents since the
            # turn began, so they are no longer "sick" (A5.40).
            for oid in list(game.battlefield):
                obj = game.objects[oid]
                if obj.controller == game.active:
                    obj.sick = False
                    game.untap(oid)
            game.emit(StepBegan(step=str(step), player=game.active))  # (str(): see below)
            game.step_state = "end"  # C3.20: nobody receives priority in the untap step
            return None
        # str() of a StrEnum is its value, without the enum's `.value` descriptor (two Python
        # calls at every step)
        game.emit(StepBegan(step=str(step), player=game.active))
        if step == _DRAW:
            # C5.10: the turn's draw, a game action; it can be replaced (D16.60)
            draw_cards(game, [game.active], game_action=True)
        elif step == _BEGIN_COMBAT:
            game.combat = Combat(game.active, game.opponent(game.active))  # C7.30
        elif step == _DECLARE_ATTACKERS:
            game.frames.append(DeclareAttackersFrame())
        elif step == _DECLARE_BLOCKERS:
            game.frames.append(DeclareBlockersFrame())
        elif step == _COMBAT_DAMAGE:
            game.frames.append(AssignCombatDamageFrame())
        elif step == _CLEANUP:
            game.cleanup_acted = False
            game.step_state = "cleanup_discard"
        return None

    def _cleanup_discard(self, game: Game) -> Decision | None:
        """C15.10: the active player discards down to seven."""
        hand = game.players[game.active].hand
        excess = len(hand) - HAND_LIMIT
        if excess > 0:
            return Decision(
                game.active,
                DecisionKind.CHOOSE_SOME,
                "cleanup.discard",
                tuple(hand),
                excess,
                excess,
                {"count": excess},
            )
        # C15.20: damage is removed and "until end of turn" effects end, simultaneously.
        for oid in game.battlefield:
            obj = game.objects[oid]
            obj.damage = 0
            obj.regen_shields = 0
        game.end_effects("end_of_turn")
        game.step_state = "priority_check"
        return None

    def _would_receive_priority(self, game: Game) -> Decision | None:
        """D9.12: state-based effects and triggers, repeated, before anyone gets priority."""
        if check_state_based(game):
            game.cleanup_acted = True
            if game.result is not None or game.frames[-1] is not self:
                return None  # ... or a choice must be made first (D20.91, zone_replacement.py)
        check_state_triggers(game)  # D11.110: after state-based effects, like other triggers
        if game.pending_triggers:
            queue = list(game.pending_triggers)
            game.pending_triggers.clear()
            game.cleanup_acted = True
            game.frames.append(PutTriggersFrame(queue))
            return None
        if game.step == _CLEANUP and not game.cleanup_acted and not game.stack:
            # C15.30: with nothing to do, nobody receives priority in the discard step.
            game.step_state = "end"
            return None
        game.step_state = "priority"
        return self._priority_decision(game)

    def _priority_decision(self, game: Game) -> Decision:
        p = game.priority_player
        legal = legal_actions(game, p)
        actions = legal
        mem = played_in_this_step(game)
        if mem is not None:  # (else no position of this step was played from: no loop)
            restarts = loop_restarts(game, p, legal)
            if restarts:
                # D22.30: the non-active player has the last word on a loop of both players.
                actions = [a for a in legal if a not in restarts]
                if not mem.announced:
                    mem.announced = True
                    game.emit(LoopLastWord(player=game.opponent(p)))
            if not mem.queue and shortcut_available(game, p, legal):
                # D22.20, D22.30: name a number instead (D22.30's procedure, even where the
                # restart itself is left to the other player's last word)
                actions = [*actions, Action("loop")]
        return Decision(
            p,
            _PRIORITY,
            "priority",
            tuple(actions),
            # str() of a StrEnum is its value, without the enum's slower `.value` descriptor
            context={"step": str(game.step), "stack": len(game.stack)},
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if game.step_state == "cleanup_discard":
            check_subset(decision, answer)
            for oid in answer:
                game.discard(game.active, oid)
            return
        if not isinstance(answer, Action) or answer not in decision.options:
            raise IllegalAnswer("priority.not_legal")
        p = decision.player
        kind = answer.kind
        if kind == "pass":
            game.passes += 1
            if game.passes >= 2:
                game.passes = 0
                if game.stack:
                    # D14.10: both passed in succession: the top object resolves.
                    game.frames.append(ResolveFrame(game.stack[-1].id))
                    game.step_state = "priority_check"
                else:
                    game.step_state = "end"  # C1.20
            else:
                game.priority_player = game.opponent(p)
                # D9.12: state-based effects and triggers are looked at before he receives
                # priority; they were looked at, and found nothing, just before the passing
                # player received it, and a pass changes nothing else: nothing to look at.
                game.step_state = "priority"
        elif kind == "source":
            play_source(game, p, answer.obj)
            game.passes = 0  # D9.13: after a special action the same player has priority
            game.step_state = "priority_check"
        elif kind == "cast":
            game.frames.append(
                CastFrame(
                    p,
                    answer.obj,
                    passes_before=game.passes,
                    loop_position=play_position(game),
                    loop_start=len(game.history),
                )
            )
            game.passes = 0
        elif kind == "activate":
            game.frames.append(
                CastFrame(
                    p,
                    answer.obj,
                    answer.index,
                    passes_before=game.passes,
                    loop_position=play_position(game),
                    loop_start=len(game.history),
                )
            )
            game.passes = 0
        elif kind == "loop":
            take_shortcut(game, p)  # D22.20, D22.30, D22.50
        elif kind == "stop":
            begin_stop(game, p, answer.index)  # D9.28: a special action, no niz
        elif kind == "ignore":
            # D9.29: a special action; IgnoreFrame gives the priority back to the player
            game.frames.append(IgnoreFrame(p, answer.obj, answer.index, game.passes))
            game.passes = 0
        elif kind == "mana":
            src = next(
                s for s in mana_sources(game, p) if s.perm == answer.obj and s.index == answer.index
            )
            activate_mana(game, p, src, answer.choice)  # D9.25: he keeps priority
            game.passes = 0
            game.step_state = "priority_check"

    # ---------------------------------------------------------------- end
    def _end_step(self, game: Game) -> None:
        step = game.step
        if step == _CLEANUP and game.cleanup_acted:
            # C15.30: players had priority in the discard step, so another one begins.
            game.step_state = "begin"
            return
        if step == _END_COMBAT:
            game.combat = None  # C12.20: all creatures are removed from combat
            game.end_effects("end_of_combat")
        self._go_to(game, game.plan_index + 1)

    def _go_to(self, game: Game, nxt: int) -> None:
        """Leave the current step for step `nxt` of the plan (or the next turn)."""
        phase_now = game.turn_plan[game.plan_index][1]
        phase_ends = nxt >= len(game.turn_plan) or game.turn_plan[nxt][1] != phase_now
        if phase_ends:
            mana_burn(game)
        if game.result is not None:
            return
        if nxt >= len(game.turn_plan):
            game.start_turn(next_turn_player(game))
        else:
            game.go_to_step(nxt)
            game.step_state = "begin"


def mana_burn(game: Game) -> None:
    """C1.30: at the end of each phase unused mana empties; 10 life lost per mana."""
    for p in (game.active, game.opponent(game.active)):
        player = game.players[p]
        lost = player.pool.clear()
        if lost:
            game.emit(ManaBurn(player=p, amount=lost))
            game.change_life(p, -10 * lost, reason="mana_burn")
