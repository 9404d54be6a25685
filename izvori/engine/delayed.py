"""Delayed triggered abilities (D5.40–D5.44, D18.20, C14.20) and stopping them (D9.28).

A resolving spell or ability may create an ability that waits for a later event: "destroy that
creature at end of combat" (D18.20: a one-shot effect that says to do something later really
creates a new triggered ability). The `delayed_trigger` effect makes a `DelayedTrigger`:

* it exists only from its creation on, so events before it never trigger it (D5.41);
* it triggers once, the next time its event happens, unless it has a duration (D5.42);
* the objects it is about are fixed when it is created, as (id, incarnation, zone), so it still
  affects them when their characteristics change (D5.43) and does nothing to an object that has
  left that zone, even if the card came back as a new object (D5.44, B16.13);
* its controller is the controller of the spell or ability that created it;
* if the creating effect allows it, a player with priority may stop it as a special action,
  paying the cost the effect names, and then receives priority again (D9.28).

When it triggers it is put on the niz like any other triggered ability (D11.30). Its effects
refer to the objects it remembers with the `trigger_object` selector.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect, TriggeredAbility
from izvori.engine.decisions import Action, Decision
from izvori.engine.events import (
    DamageDealt,
    DelayedTriggerCreated,
    DelayedTriggerStopped,
    StepBegan,
    ZoneChanged,
)
from izvori.engine.frames import Frame
from izvori.engine.instructions import objects_of, source_info
from izvori.engine.mana import ManaCost
from izvori.engine.objects import StackItem, Zone, is_player_ref, player_of_ref
from izvori.engine.payment import (
    PayFrame,
    PayResult,
    can_afford,
    keep_priority,
    undo_mana_abilities,
)
from izvori.engine.selectors import still_in_zone
from izvori.engine.steps import Step
from izvori.engine.turn_state import PendingTrigger

if TYPE_CHECKING:
    from izvori.engine.events import Event
    from izvori.engine.game import Game

#: Events a delayed triggered ability can wait for (the `at` of `delayed_trigger`).
DELAYED_EVENTS = (
    "end_of_combat",
    "end_of_turn",
    "next_upkeep",
    "your_next_upkeep",
    "leaves_play",
    "dies",
    "deals_damage",
)
#: Events about the remembered objects themselves: they need `what`.
OBJECT_EVENTS = ("leaves_play", "dies", "deals_damage")
#: "At end of combat / at end of turn / at the beginning of the next upkeep": the step begins.
_STEP_OF = {
    "end_of_combat": Step.END_COMBAT.value,
    "end_of_turn": Step.END_OF_TURN.value,
    "next_upkeep": Step.UPKEEP.value,
    "your_next_upkeep": Step.UPKEEP.value,
}
#: Who may stop a delayed triggered ability (D9.28), relative to its controller.
STOP_BY = ("you", "opponent", "each_player")

Remembered = list[tuple[int, int, str]]  # (object id, incarnation, zone)


@dataclass
class DelayedTrigger:
    """A delayed triggered ability waiting for its event (D5.40)."""

    id: int
    controller: int
    source: int  # the card whose spell or ability created it
    source_incarnation: int
    source_lki: dict[str, Any]
    event: str
    objects: Remembered
    effects: tuple[Effect, ...]
    text: str
    duration: str | None = None  # None: only once (D5.42); else until that duration ends
    stop_by: str | None = None  # D9.28: who may stop it
    stop_cost: ManaCost = field(default_factory=ManaCost)

    def copy(self) -> DelayedTrigger:
        return dataclasses.replace(
            self, objects=list(self.objects), source_lki=dict(self.source_lki)
        )

    def summary(self) -> list[Any]:
        """What the digest needs (objects, event, who controls and who may stop it)."""
        return [
            self.id,
            self.controller,
            self.source,
            self.event,
            [list(o) for o in self.objects],
            [e.op for e in self.effects],
            self.duration,
            self.stop_by,
            str(self.stop_cost),
        ]

    def ability(self) -> TriggeredAbility:
        return TriggeredAbility(event="delayed", effects=self.effects, text=self.text)


# ------------------------------------------------------------------ creation
def remember(game: Game, it: StackItem, what: str, eff: Effect) -> Remembered:
    """The objects a new delayed ability is about, fixed now (D5.43, D5.44).

    `trigger_object` of a zone-change trigger ("when a creature dies ...") is the card in the
    zone it moved to (D11.100); anything else is looked up as effects look it up. Objects that
    are already gone are not remembered: the ability can never affect them (D5.41 example).
    """
    data = it.trigger_data
    if what == "trigger_object" and "remembered" not in data and "card_zone" in data:
        oid = int(data["object"])
        obj = game.objects[oid]
        if obj.zone.value == data["card_zone"] and obj.incarnation == data["card_incarnation"]:
            return [(oid, obj.incarnation, obj.zone.value)]
        return []
    out: Remembered = []
    for oid in objects_of(game, it, what, eff):
        obj = game.objects[oid]
        out.append((oid, obj.incarnation, obj.zone.value))
    return out


def create_delayed(game: Game, it: StackItem, eff: Effect) -> DelayedTrigger:
    """D5.41: the spell or ability creates it as it resolves; its controller controls it."""
    what = eff.get("what")
    objects = remember(game, it, str(what), eff) if what else []
    stop_cost = eff.get("stop_cost")
    text = eff.get("text") or (it.ability.text if it.ability is not None else "")
    if not text and it.source is not None:
        text = game.objects[it.source].card.text
    info = source_info(game, it)
    dt = DelayedTrigger(
        game.new_stack_id(),
        it.controller,
        it.source if it.source is not None else 0,
        it.source_incarnation,
        {
            "name": info.get("name", ""),
            "colors": list(info.get("colors", ())),
            "controller": it.controller,
        },
        str(eff.get("at")),
        objects,
        tuple(eff.get("effects", ())),
        str(text),
        eff.get("duration"),
        eff.get("stop_by") or ("you" if stop_cost is not None else None),
        ManaCost.parse(str(stop_cost)) if stop_cost is not None else ManaCost(),
    )
    if dt.event not in OBJECT_EVENTS or objects:
        game.delayed.append(dt)  # (one about objects already gone could never trigger, D5.41)
    game.emit(
        DelayedTriggerCreated(
            player=it.controller,
            item=dt.id,
            name=dt.source_lki["name"],
            at=dt.event,
            cards=[o for o, _inc, _zone in objects],
        )
    )
    return dt


# ------------------------------------------------------------------ triggering
def _match(game: Game, dt: DelayedTrigger, ev: Event) -> dict[str, Any] | None:
    objs = [list(o) for o in dt.objects]
    if dt.event in _STEP_OF:
        if not isinstance(ev, StepBegan) or ev.step != _STEP_OF[dt.event]:
            return None
        if dt.event == "your_next_upkeep" and game.active != dt.controller:
            return None
        return {"player": game.active, "remembered": objs}
    if dt.event in ("leaves_play", "dies"):
        if not isinstance(ev, ZoneChanged) or ev.from_zone != Zone.PLAY.value:
            return None
        if dt.event == "dies" and ev.to_zone != Zone.GRAVEYARD.value:
            return None
        card = ev.card
        was = (ev.lki or {}).get("incarnation")
        if not any(o == card and inc == was and z == Zone.PLAY.value for o, inc, z in dt.objects):
            return None
        obj = game.objects[card]
        # D11.100: from now on "that card" is the one in the zone it went to.
        return {
            "object": card,
            "player": ev.controller,
            "remembered": [[card, obj.incarnation, obj.zone.value]],
        }
    if dt.event == "deals_damage":
        if not isinstance(ev, DamageDealt):
            return None
        src, inc = ev.source, ev.source_incarnation
        if not any(o == src and i == inc and z == Zone.PLAY.value for o, i, z in dt.objects):
            return None
        data: dict[str, Any] = {"amount": ev.amount, "remembered": objs}
        if is_player_ref(ev.recipient):
            data["player"] = player_of_ref(ev.recipient)
        return data
    return None


def detect_delayed(game: Game, ev: Event) -> None:
    """Called for every trigger event after the abilities of permanents are checked."""
    if not game.delayed:
        return
    for dt in list(game.delayed):
        data = _match(game, dt, ev)
        if data is None:
            if dt.event in OBJECT_EVENTS and not any(still_in_zone(game, *o) for o in dt.objects):
                # "when that creature ..." once that creature is gone: it can never trigger
                game.delayed.remove(dt)
            continue
        data["lki"] = dict(dt.source_lki)
        data["delayed"] = dt.id
        game.pending_triggers.append(
            PendingTrigger(
                dt.source,
                dt.source_incarnation,
                dt.controller,
                -1,
                data,
                str(dt.source_lki.get("name", "")),
                ability=dt.ability(),
            )
        )
        if dt.duration is None:
            game.delayed.remove(dt)  # D5.42: only the next time its event happens


def end_delayed(game: Game, duration: str) -> None:
    """D5.42: an ability that triggers "this turn" (or "this combat") ends with that duration."""
    game.delayed = [d for d in game.delayed if d.duration != duration]


# ------------------------------------------------------------------ stopping (D9.28)
def may_stop(dt: DelayedTrigger, player: int) -> bool:
    if dt.stop_by == "each_player":
        return True
    if dt.stop_by == "you":
        return player == dt.controller
    if dt.stop_by == "opponent":
        return player != dt.controller
    return False


def stop_actions(game: Game, player: int) -> list[Action]:
    """D9.28: stopping is a special action, offered only with priority and if allowed."""
    return [
        Action("stop", dt.source, dt.id, str(dt.stop_cost))
        for dt in game.delayed
        if may_stop(dt, player) and can_afford(game, player, dt.stop_cost)
    ]


def find_delayed(game: Game, delayed_id: int) -> DelayedTrigger | None:
    return next((d for d in game.delayed if d.id == delayed_id), None)


def begin_stop(game: Game, player: int, delayed_id: int) -> None:
    """Take the special action: pay its cost (if any), then the ability is gone."""
    game.frames.append(
        StopDelayedFrame(
            player,
            delayed_id,
            pool_before=dict(game.players[player].pool.amounts),
            tapped_before=frozenset(o for o in game.battlefield if game.objects[o].tapped),
            log_len=len(game.log),
            triggers_len=len(game.pending_triggers),
            passes_before=game.passes,
        )
    )


@dataclass
class StopDelayedFrame(Frame):
    player: int
    delayed_id: int
    started: bool = False
    result: PayResult | None = None
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: frozenset[int] = frozenset()
    log_len: int = 0
    triggers_len: int = 0
    passes_before: int = 0

    def run(self, game: Game) -> Decision | None:
        dt = find_delayed(game, self.delayed_id)
        if dt is None:  # gone meanwhile (nothing in the engine does that today)
            self.done(game)
            game.step_state = "priority_check"
            return None
        if not self.started:
            self.started = True
            self.result = PayResult()
            game.frames.append(
                PayFrame(
                    self.player,
                    dt.stop_cost,
                    self.result,
                    prompt="pay.stop_delayed",
                    context={"card": dt.source},
                )
            )
            return None
        assert self.result is not None
        if self.result.cancelled:
            self._rollback(game)
            return None
        game.delayed.remove(dt)
        game.emit(DelayedTriggerStopped(player=self.player, item=dt.id, name=dt.source_lki["name"]))
        self.done(game)
        # D9.28: the player receives priority again after the special action.
        game.priority_player = self.player
        game.passes = 0
        game.step_state = "priority_check"
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        # never called: the PayFrame on top answers every decision (its mutants are equivalent)
        raise AssertionError("the pay frame answers")  # pragma: no cover, no mutate

    def _rollback(self, game: Game) -> None:
        """D23.10: backing out of the payment undoes the mana abilities played for it."""
        del game.log[self.log_len :]
        del game.pending_triggers[self.triggers_len :]
        undo_mana_abilities(game, self.player, self.pool_before, self.tapped_before)
        keep_priority(game, self.player, self.passes_before)
        self.done(game)
