"""Triggered abilities (D5, D11): detection from events and putting them on the niz.

Nothing happens at trigger time (D11.20); the ability waits until a player would receive
priority, then each player in APNAP order puts his own on the niz in the order he chooses
(D11.30), choosing targets as it goes on (D11.40). An ability with no legal targets is simply
removed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from izvori.engine.carddef import ZONE_PLAY, Effect, TriggeredAbility, freeze

# importing the implementations declares the trigger and condition words
from izvori.engine.conditions import your_life_at_most as _declares_conditions  # noqa: F401
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer, check_subset
from izvori.engine.delayed import detect_delayed
from izvori.engine.events import AbilityTriggered, Event, ZoneChanged
from izvori.engine.frames import Frame
from izvori.engine.mana import Color, ManaCost
from izvori.engine.objects import StackItem, StackKind, Zone
from izvori.engine.payment import PayFrame, PayResult, can_afford
from izvori.engine.play_views import by_key
from izvori.engine.targeting import damage_bound, legal_targets
from izvori.engine.trigger_match import enters_play as _declares_trigger_words  # noqa: F401
from izvori.engine.turn_state import PendingTrigger
from izvori.engine.vocabulary.conditions import CONDITIONS
from izvori.engine.vocabulary.triggers import TRIGGERS
from izvori.engine.zones import (
    in_play_abilities,
    works_from,
    zone_trigger_holders,
)

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

ISTOCNIK_ABILITY = TriggeredAbility(
    event="istocnik",
    effects=(Effect("draw", freeze({"who": "you"})),),
    text="Istočnik: vuci kartu.",
)


def _with_triggers(
    in_play: list[tuple[int, Chars]],
) -> list[tuple[int, tuple[TriggeredAbility, ...]]]:
    """Permanents with triggered abilities that work in play (D3.96: one of another zone
    doesn't trigger from play)."""
    return [(oid, c.triggered_in_play) for oid, c in in_play if c.triggered_in_play]


#: The triggered abilities in play that listen to one class of events (see
#: listeners_by_event_class).
_Listening = dict[type[Event], list[tuple[int, tuple[TriggeredAbility, ...]]]]


def listeners_by_event_class(in_play: list[tuple[int, Chars]]) -> _Listening:
    """The triggered abilities in play by the event classes their `when:` word listens to
    (trigger_match.py declares them; D11.10): for each class, the permanents in battlefield
    order with those of their abilities, in their order, that listen to it — what
    `detect_triggers` looked at, every permanent for every event, leaving out the abilities
    whose word doesn't listen. An event nobody in play listens to costs one look-up. A view
    of the characteristics (`Game.play_view`): built again whenever they change."""
    words = TRIGGERS.words
    index: _Listening = {}
    for oid, abilities in _with_triggers(in_play):
        by_class: dict[type[Event], list[TriggeredAbility]] = {}
        for ab in abilities:
            word = words.get(ab.event)
            if word is None:
                continue  # D11.110, D12.30: state and mana triggers are not matched here
            for cls in word.listens:
                by_class.setdefault(cls, []).append(ab)
        for cls, listening in by_class.items():
            index.setdefault(cls, []).append((oid, tuple(listening)))
    return index


GROW_BY_EVENT_CLASS = by_key(listeners_by_event_class)

_PLAY = Zone.PLAY.value


def detect_triggers(game: Game, ev: Event, by_event_class: _Listening) -> None:
    """Check every permanent in play (and, for leaving play, what just left) (D11.104).
    `by_event_class`: the view `listeners_by_event_class` of the permanents in play now
    (`Game.emit` fetches it with the state triggers, `state_triggers.LISTENERS`)."""
    objects = game.objects
    words = TRIGGERS.words
    kind = type(ev)
    listening = by_event_class.get(kind, ())
    leaving = isinstance(ev, ZoneChanged) and ev.from_zone == _PLAY
    if not (listening or leaving or game.zone_cards):
        detect_delayed(game, ev)  # nothing in any zone listens to this event (D11.10)
        return
    holders: list[tuple[int, int, tuple[TriggeredAbility, ...]]] = [
        (oid, objects[oid].controller, abilities) for oid, abilities in listening
    ]
    if isinstance(ev, ZoneChanged) and leaving:
        # Look back: the object that left, and others leaving with it, still "see" it.
        lki = ev.lki or {}
        for oid in {ev.card, *game.lookback}:
            obj = game.objects[oid]
            if oid in game.battlefield:
                continue
            trig = (
                in_play_abilities(obj.card.triggered)
                if lki.get("name") == obj.card.name or oid != ev.card
                else ()
            )
            if trig:
                # D11.104: its controller as it last existed in play (an earlier event of the
                # same batch took out another one that left with it)
                last = lki if oid == ev.card else (_last_left_play(game, oid) or {})
                holders.append((oid, last.get("controller", obj.owner), trig))
    if game.zone_cards:
        holders.extend(zone_trigger_holders(game))  # D3.96: from the hand or odlagalište
    for oid, ctl, abilities in holders:
        for ab in abilities:
            word = words.get(ab.event)
            if word is None or kind not in word.listens:
                continue  # D11.110, D12.30: state and mana triggers are not matched here
            assert word.run is not None
            for data in word.run(game, ab, oid, ctl, ev):
                if ab.intervening_if and not intervening_if_holds(game, ab, ctl, oid):
                    continue  # D11.80
                game.pending_triggers.append(
                    PendingTrigger(
                        oid,
                        game.objects[oid].incarnation,
                        ctl,
                        -1,
                        data,
                        game.objects[oid].card.name,
                        ability=ab,
                    )
                )
    detect_delayed(game, ev)


def _left_play_lki(game: Game, trig: PendingTrigger) -> dict[str, Any] | None:
    """D3.60, D14.26: the source of an ability of a permanent, gone from play before the ability
    goes on the niz, as it last existed there — read from the latest event that took it out.
    Not what the trigger is about: "whenever another creature dies" of a creature that died
    with it is still that creature's ability."""
    if trig.ability.zone != ZONE_PLAY:
        return None  # D3.96: it triggered from the hand or the odlagalište, never in play
    return _last_left_play(game, trig.source)


def _last_left_play(game: Game, oid: int) -> dict[str, Any] | None:
    """The last known information of `oid` from the latest event that took it out of play."""
    for ev in reversed(game.log):
        if isinstance(ev, ZoneChanged) and ev.card == oid and ev.from_zone == _PLAY:
            return ev.lki
    return None


def intervening_if_holds(
    game: Game, ab: TriggeredAbility, controller: int, source: int | None = None
) -> bool:
    """D11.80: every condition of the ability's intervening "if" holds (conditions.py)."""
    words = CONDITIONS.words
    for key, value in ab.intervening_if:
        run = words[key].run
        assert run is not None
        if not run(game, controller, source, value):
            return False
    return True


def queue_istocnik(game: Game, player: int, card: int) -> None:
    """E3.52.4: the Istočnik ability triggers once its cost is paid."""
    obj = game.objects[card]
    game.pending_triggers.append(
        PendingTrigger(
            card, obj.incarnation, player, -1, {}, obj.card.name, ability=ISTOCNIK_ABILITY
        )
    )


@dataclass
class PutTriggersFrame(Frame):
    """D11.30: APNAP, each player orders his own triggers, choosing targets as they go on."""

    #: D22.40, A3.42: putting triggered abilities on the niz is mandatory, so the order of a
    #: player's simultaneous triggers (D11.30) and their targets (D11.40, whoever chooses them,
    #: D10.20) are choices inside that action, not optional actions. Not so the question
    #: whether to pay a trigger's optional cost (D3.95, YES_NO), nor its payment (a PayFrame).
    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = frozenset(
        {DecisionKind.ORDER, DecisionKind.TARGETS}
    )

    queue: list[PendingTrigger] = field(default_factory=list)
    player_turn: int = 0  # 0 = active player's batch, 1 = the other's
    ordered: bool = False
    target_index: int = 0
    chosen: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    # D3.95: a triggered ability with a cost ("you may pay ...:") is played by paying it
    cost_stage: str = ""  # "" | "asked" | "paying"
    pay: PayResult = field(default_factory=PayResult)
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: list[int] = field(default_factory=list)

    def _batch(self, game: Game) -> list[PendingTrigger]:
        p = game.active if self.player_turn == 0 else game.opponent(game.active)
        return [t for t in self.queue if t.controller == p]

    def run(self, game: Game) -> Decision | None:
        while self.player_turn < 2:
            p = game.active if self.player_turn == 0 else game.opponent(game.active)
            batch = self._batch(game)
            if not batch:
                self.player_turn += 1
                self.ordered = False
                continue
            if not self.ordered:
                self.ordered = True
                distinct = {(t.source_name, t.ability.text, t.ability.event) for t in batch}
                if len(batch) > 1 and len(distinct) > 1:
                    return Decision(
                        p,
                        DecisionKind.ORDER,
                        "triggers.order",
                        tuple(range(len(batch))),
                        context={"triggers": [t.source for t in batch]},
                    )
            trig = batch[0]
            ab = trig.ability
            order = _spec_order(ab)
            while self.target_index < len(ab.targets):
                spec = ab.targets[order[self.target_index]]
                colors = _trigger_colors(game, trig)
                legal = legal_targets(game, spec, p, colors, trig.source)
                if len(legal) < spec.min:
                    # D11.40: no legal choice, the ability is removed.
                    self._drop(game, trig)
                    return None
                # D10.13, D11.40: the number of targets may be bounded by the damage dealt
                most = damage_bound(
                    spec, int(trig.data.get("amount", 0)), min(spec.max, len(legal))
                )
                if most == 0 and spec.filter("one_per_10_damage"):  # less than 10 damage
                    self.chosen[spec.ref] = []
                    self.target_index += 1
                    continue
                if len(legal) == spec.min == spec.max or (
                    spec.kind == "opponent" and len(legal) == 1
                ):
                    self.chosen[spec.ref] = [(t, _inc(game, t)) for t in legal]
                    self.target_index += 1
                    continue
                return Decision(
                    game.opponent(p) if spec.opponent_chooses else p,  # D10.20
                    DecisionKind.TARGETS,
                    "trigger.targets",
                    tuple(legal),
                    spec.min,
                    most,
                    {"card": trig.source, "spec": spec.ref, "kind": spec.kind},
                )
            if ab.cost is not None and self.cost_stage != "paid":
                d, dropped = self._cost(game, trig)
                if d is not None:
                    return d
                if dropped:
                    continue  # its cost can't be, or wasn't, paid: it isn't played
            self._put(game, trig)
        self.done(game)
        return None

    def _cost(self, game: Game, trig: PendingTrigger) -> tuple[Decision | None, bool]:
        """D3.95: "you may pay [cost] [and reveal this card from your hand]: [effect]" —
        the cost can be paid only while the card is in the zone the ability works from; the
        ability goes on the niz only if it is paid (D10.18: no partial payments)."""
        ab = trig.ability
        cost = ab.cost
        assert cost is not None
        p = trig.controller
        if self.cost_stage == "":
            obj = game.objects[trig.source]
            payable = (
                works_from(ab.zone, obj)
                and obj.incarnation == trig.source_incarnation
                and (cost.mana is None or can_afford(game, p, cost.mana))
                and game.players[p].life >= cost.life
            )
            if not payable:
                self._drop(game, trig)
                return None, True
            self.cost_stage = "asked"
            return (
                Decision(
                    p,
                    DecisionKind.YES_NO,
                    "trigger.pay_reveal" if cost.reveal else "trigger.pay",
                    (True, False),
                    context={"card": trig.source, "cost": _cost_text(cost)},
                ),
                False,
            )
        if self.cost_stage == "paying":
            if not self.pay.paid:
                # backing out of the payment: the mana abilities played for it are undone
                game.players[p].pool.amounts = dict(self.pool_before)
                for oid in game.battlefield:
                    if game.objects[oid].tapped and oid not in self.tapped_before:
                        game.objects[oid].tapped = False
                game.touch()
                self._drop(game, trig)
                return None, True
            if cost.life:
                game.change_life(p, -cost.life, reason="cost")
            if cost.discard_self:
                game.discard(p, trig.source)
            self.cost_stage = "paid"
        return None, False

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if decision.kind == DecisionKind.YES_NO:
            if answer not in (True, False):
                raise IllegalAnswer("answer.not_yes_no")
            trig = self._batch(game)[0]
            if not answer:
                self._drop(game, trig)
                return
            cost = trig.ability.cost
            assert cost is not None
            p = trig.controller
            self.cost_stage = "paying"
            self.pay = PayResult()
            self.pool_before = dict(game.players[p].pool.amounts)
            self.tapped_before = [i for i in game.battlefield if game.objects[i].tapped]
            game.frames.append(
                PayFrame(p, cost.mana or ManaCost(), self.pay, context={"card": trig.source})
            )
            return
        if decision.kind == DecisionKind.ORDER:
            if sorted(answer) != list(decision.options):
                raise IllegalAnswer("order.not_a_permutation")
            batch = self._batch(game)
            reordered = [batch[i] for i in answer]
            others = [t for t in self.queue if t not in batch]
            self.queue = others + reordered
            return
        check_subset(decision, answer)
        trig = self._batch(game)[0]
        spec = trig.ability.targets[_spec_order(trig.ability)[self.target_index]]
        self.chosen[spec.ref] = [(t, _inc(game, t)) for t in answer]
        self.target_index += 1

    def _drop(self, game: Game, trig: PendingTrigger) -> None:
        self.queue.remove(trig)
        self.target_index = 0
        self.chosen = {}
        self.cost_stage = ""

    def _put(self, game: Game, trig: PendingTrigger) -> None:
        ab = trig.ability
        obj = game.objects[trig.source]
        lki = (
            game.lki(trig.source)
            if obj.zone == Zone.PLAY
            else trig.data.get("lki")  # a delayed ability's source, kept when it was created
            or _left_play_lki(game, trig)
            or {
                "name": obj.card.name,
                "colors": sorted(game.chars(trig.source).colors),
                "controller": trig.controller,
            }
        )
        item = StackItem(
            game.new_stack_id(),
            StackKind.TRIGGER,
            trig.controller,
            trig.source,
            trig.source_incarnation,
            ab.effects,
            ab.targets,
            dict(self.chosen),
            ability=ab,
            optional=ab.optional,
            trigger_data=dict(trig.data),
            source_lki=lki,
            # D3.95: the card revealed to pay the cost stays revealed while this is on the niz
            revealed=ab.cost is not None and ab.cost.reveal,
        )
        game.stack.append(item)
        game.emit(
            AbilityTriggered(
                player=trig.controller, card=trig.source, item=item.id, name=trig.source_name
            )
        )
        self.queue.remove(trig)
        self.target_index = 0
        self.chosen = {}
        self.cost_stage = ""


def _spec_order(ab: TriggeredAbility) -> list[int]:
    """D10.22: the controller's choices first, then the ones an opponent makes."""
    mine = [i for i, s in enumerate(ab.targets) if not s.opponent_chooses]
    return mine + [i for i, s in enumerate(ab.targets) if s.opponent_chooses]


def _cost_text(cost: Any) -> str:
    parts = []
    if cost.mana is not None:
        parts.append(str(cost.mana))
    if cost.life:
        parts.append(f"{cost.life} života")
    return " + ".join(parts) or "0"


def _inc(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


def _trigger_colors(game: Game, trig: PendingTrigger) -> frozenset[Color]:
    # in play its computed colours; elsewhere its card's, with a colour-defining ability (D3.91)
    return game.chars(trig.source).colors
