"""Triggered abilities (D5, D11): detection from events and putting them on the niz.

Nothing happens at trigger time (D11.20); the ability waits until a player would receive
priority, then each player in APNAP order puts his own on the niz in the order he chooses
(D11.30), choosing targets as it goes on (D11.40). An ability with no legal targets is simply
removed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Effect, TriggeredAbility, freeze
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.delayed import detect_delayed
from izvori.engine.events import Event
from izvori.engine.frames import Frame
from izvori.engine.mana import Color, ManaCost
from izvori.engine.objects import StackItem, StackKind, Zone, is_player_ref, player_of_ref
from izvori.engine.payment import PayFrame, PayResult, can_afford
from izvori.engine.targeting import legal_targets
from izvori.engine.zones import (
    in_play_abilities,
    only_creature_card_in_graveyard,
    works_from,
    zone_trigger_holders,
)

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game, PendingTrigger

#: Trigger events of the closed vocabulary.
TRIGGER_EVENTS = (
    "enters_play",
    "leaves_play",
    "dies",
    "step_begins",
    "attacks",
    "blocks",
    "becomes_blocked",
    "blocks_creature",
    "blocked_by_creature",
    "deals_damage",
    "is_dealt_damage",
    "draws",
    "casts",
    # D11.110: a state trigger, checked by state_triggers.py (not by an event)
    "state_holds",
    # D7.50, D12.30: playing a mana ability of the permanent, handled by mana_triggers.py
    "tapped_for_mana",
)

ISTOCNIK_ABILITY = TriggeredAbility(
    event="istocnik",
    effects=(Effect("draw", freeze({"who": "you"})),),
    text="Istočnik: vuci kartu.",
)


def _who_ok(
    who: str, holder: int, subject: int | None, holder_ctl: int, subject_ctl: int | None
) -> bool:
    if who == "self":
        return subject == holder
    if who == "another":
        return subject != holder
    if who == "another_you_control":
        return subject != holder and subject_ctl == holder_ctl
    if who == "you_control":
        return subject_ctl == holder_ctl
    if who == "opponent_controls":
        return subject_ctl is not None and subject_ctl != holder_ctl
    return True  # any


def _player_ok(rel: str, holder_ctl: int, player: int | None) -> bool:
    if player is None:
        return False
    if rel in ("you", "your"):
        return player == holder_ctl
    if rel in ("opponent", "opponents"):
        return player != holder_ctl
    return True  # each / any


def _matches(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: Event
) -> dict[str, Any] | None:
    """Return trigger data if `ab` on `holder` triggers on `ev`, else None."""
    e = ab.event
    k = ev.kind
    who = ab.cond("who", "self")
    if e == "enters_play" and k == "zone" and ev["to_zone"] == Zone.PLAY.value:
        oid = ev["card"]
        obj = game.objects[oid]
        if ab.cond("kind", "creature") == "creature" and not game.chars(oid).is_creature:
            return None
        if not _who_ok(who, holder, oid, holder_ctl, obj.controller):
            return None
        return {"object": oid, "object_incarnation": obj.incarnation, "player": obj.controller}
    if e in ("leaves_play", "dies") and k == "zone" and ev["from_zone"] == Zone.PLAY.value:
        if e == "dies" and ev["to_zone"] != Zone.GRAVEYARD.value:
            return None
        if ab.cond("kind", "creature") == "creature" and not ev["was_creature"]:
            return None
        if not _who_ok(who, holder, ev["card"], holder_ctl, ev["controller"]):
            return None
        if ab.cond("damaged_by_self_this_turn") and not _damaged_by_this_turn(
            game, holder, ev["card"]
        ):
            return None
        card = game.objects[ev["card"]]
        return {
            "object": ev["card"],
            "player": ev["controller"],
            "lki": ev["lki"],
            # D11.100: where the card went, for effects that follow it there
            "card_zone": card.zone.value,
            "card_incarnation": card.incarnation,
        }
    if e == "step_begins" and k == "step":
        if ev["step"] != ab.cond("step"):
            return None
        whose = ab.cond("whose", "your")
        if whose == "enchanted_controller":
            # D5.50: "the player who controls the enchanted permanent ... at the end of HIS
            # turn": the static part names the player, the trigger waits for his turn.
            att = game.objects[holder].attached_to
            if att is None or att not in game.battlefield:
                return None
            if game.objects[att].controller != game.active:
                return None
        elif not _player_ok(whose, holder_ctl, game.active):
            return None
        return {"player": game.active}
    if e == "attacks" and k == "attackers":
        hits = [a for a in ev["cards"] if _who_ok(who, holder, a, holder_ctl, ev["player"])]
        if not hits:
            return None
        return {"object": hits[0], "player": ev["player"], "count": len(hits)}
    if e == "blocks" and k == "blockers":
        # D11.91: once, however many creatures it blocks; "that creature" is the first.
        blocked = [a for b, a in ev["pairs"] if b == holder]
        if not blocked or who != "self" or not _count_ok(ab, len(blocked)):
            return None
        return {
            "player": ev["player"],
            "object": blocked[0],
            "object_incarnation": game.objects[blocked[0]].incarnation,
        }
    if e == "becomes_blocked" and k == "blockers":
        # D11.93: once, however many creatures block it.
        blockers = [b for b, a in ev["pairs"] if a == holder]
        if not blockers or who != "self" or not _count_ok(ab, len(blockers)):
            return None
        # "those creatures": every creature that blocks it, as the objects they are now
        return {
            "player": ev["player"],
            "remembered": [[b, game.objects[b].incarnation, Zone.PLAY.value] for b in blockers],
        }
    if e == "deals_damage" and k == "damage":
        src = ev["source"]
        subject = holder
        if who == "enchanted":
            subject = game.objects[holder].attached_to or -999
        elif who != "self":
            return None
        if src != subject:
            return None
        inc = ev.get("source_incarnation")
        if inc is not None and game.objects[subject].incarnation != inc:
            return None  # dealt by an earlier existence of this card (B16.13)
        if ab.cond("combat") and not ev["combat"]:
            return None
        to = ab.cond("to", "any")
        rec = ev["recipient"]
        if to == "player" and not is_player_ref(rec):
            return None
        if to == "creature" and is_player_ref(rec):
            return None
        data: dict[str, Any] = {"amount": ev["amount"]}
        if is_player_ref(rec):
            data["player"] = player_of_ref(rec)
        else:
            data["object"] = rec
            data["object_incarnation"] = game.objects[rec].incarnation
        return data
    if e == "is_dealt_damage" and k == "damage":
        if ev["recipient"] != holder or who != "self":
            return None
        return {"amount": ev["amount"], "object": ev["source"]}
    if e == "draws" and k == "draw":
        if not _player_ok(ab.cond("player", "any"), holder_ctl, ev["player"]):
            return None
        return {"player": ev["player"]}
    if e == "casts" and k == "cast":
        if not _player_ok(ab.cond("player", "any"), holder_ctl, ev["player"]):
            return None
        col = ab.cond("color")
        if col and Color(col).value not in ev["colors"]:
            return None
        ncol = ab.cond("not_color")
        if ncol and Color(ncol).value in ev["colors"]:
            return None
        t = ab.cond("type")
        if t and CardType(t).value not in ev["types"]:
            return None
        return {"player": ev["player"], "item": ev["item"]}
    return None


def _count_ok(ab: TriggeredAbility, n: int) -> bool:
    """D11.95: "blocks / is blocked by exactly (at least) N creatures", counted as declared."""
    exactly = ab.cond("exactly")
    at_least = ab.cond("at_least")
    return (exactly is None or n == exactly) and (at_least is None or n >= at_least)


def _color_ok(game: Game, ab: TriggeredAbility, oid: int) -> bool:
    """`color` / `not_color` of a block trigger: the colour of "that creature"."""
    colors = game.chars(oid).colors
    col, ncol = ab.cond("color"), ab.cond("not_color")
    return (not col or Color(col) in colors) and (not ncol or Color(ncol) not in colors)


def _per_creature(game: Game, ab: TriggeredAbility, holder: int, ev: Event) -> list[dict[str, Any]]:
    """D11.92 / D11.94: triggers once for each creature it blocks / that blocks it."""
    if ev.kind != "blockers" or ab.cond("who", "self") != "self":
        return []
    if ab.event == "blocks_creature":
        others = [a for b, a in ev["pairs"] if b == holder]
    else:
        others = [b for b, a in ev["pairs"] if a == holder]
    return [
        {
            "player": ev["player"],
            "object": o,
            "object_incarnation": game.objects[o].incarnation,
        }
        for o in others
        if _color_ok(game, ab, o)
    ]


def _damaged_by_this_turn(game: Game, holder: int, card: int) -> bool:
    """Was the card that just left play dealt damage by `holder` this turn, in that existence?

    Read from this turn's events: damage from `holder` (as the object it is now, or was just
    before it left play together with the card) marks the card; a zone change of the card
    before the one being looked at makes it a new object that was never damaged (B16.13).
    """
    obj = game.objects[holder]
    inc = obj.incarnation if obj.zone == Zone.PLAY else obj.incarnation - 1
    start = len(game.log) - 1
    while start > 0 and game.log[start - 1].kind != "turn":
        start -= 1
    marked = False
    for ev in game.log[start:-1]:  # the last event is the zone change being checked
        if ev.kind == "damage" and ev["source"] == holder and ev["recipient"] == card:
            if ev.get("source_incarnation") in (None, inc):
                marked = True
        elif ev.kind == "zone" and ev["card"] == card:
            marked = False
    return marked


def _with_triggers(
    in_play: list[tuple[int, Chars]],
) -> list[tuple[int, tuple[TriggeredAbility, ...]]]:
    """Permanents with triggered abilities that work in play (D3.96: one of another zone
    doesn't trigger from play)."""
    return [(oid, c.triggered_in_play) for oid, c in in_play if c.triggered_in_play]


def detect_triggers(game: Game, ev: Event) -> None:
    """Check every permanent in play (and, for leaving play, what just left) (D11.104)."""
    from izvori.engine.game import PendingTrigger

    if ev.kind in ("game_over", "concede", "turn", "mana", "tap", "untap", "life", "pump"):
        return
    objects = game.objects
    holders: list[tuple[int, int, tuple[TriggeredAbility, ...]]] = [
        (oid, objects[oid].controller, abilities)
        for oid, abilities in game.play_view("triggers_in_play", _with_triggers)
    ]
    if ev.kind == "zone" and ev["from_zone"] == Zone.PLAY.value:
        # Look back: the object that left, and others leaving with it, still "see" it.
        lki = ev["lki"] or {}
        for oid in {ev["card"], *game.lookback}:
            obj = game.objects[oid]
            if oid in game.battlefield:
                continue
            trig = (
                in_play_abilities(obj.card.triggered)
                if lki.get("name") == obj.card.name or oid != ev["card"]
                else ()
            )
            if trig:
                holders.append(
                    (
                        oid,
                        lki.get("controller", obj.owner) if oid == ev["card"] else obj.owner,
                        trig,
                    )
                )
    if game.zone_cards:
        holders.extend(zone_trigger_holders(game))  # D3.96: from the hand or odlagalište
    for oid, ctl, abilities in holders:
        for ab in abilities:
            if ab.event in ("blocks_creature", "blocked_by_creature"):
                found = _per_creature(game, ab, oid, ev)
            else:
                data = _matches(game, ab, oid, ctl, ev)
                found = [] if data is None else [data]
            for data in found:
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


def intervening_if_holds(
    game: Game, ab: TriggeredAbility, controller: int, source: int | None = None
) -> bool:
    cond = dict(ab.intervening_if)
    if cond.get("only_creature_card_in_your_graveyard") and not only_creature_card_in_graveyard(
        game, controller, source
    ):
        return False
    n = cond.get("you_control_creatures_at_least")
    if n is not None:
        return len(game.creatures(controller)) >= int(n)
    life = cond.get("your_life_at_most")
    if life is not None:
        return game.players[controller].life <= int(life)
    return True


def queue_istocnik(game: Game, player: int, card: int) -> None:
    """E3.52.4: the Istočnik ability triggers once its cost is paid."""
    from izvori.engine.game import PendingTrigger

    obj = game.objects[card]
    game.pending_triggers.append(
        PendingTrigger(
            card, obj.incarnation, player, -1, {}, obj.card.name, ability=ISTOCNIK_ABILITY
        )
    )


@dataclass
class PutTriggersFrame(Frame):
    """D11.30: APNAP, each player orders his own triggers, choosing targets as they go on."""

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
                most = min(spec.max, len(legal))
                if spec.filter("one_per_10_damage"):
                    # D10.13, D11.40: the number of targets, bounded by the damage dealt
                    most = min(most, int(trig.data.get("amount", 0)) // 10)
                    if most == 0:
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
        from izvori.engine.casting import check_subset

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
            else trig.data.get("lki")
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
            "trigger", player=trig.controller, card=trig.source, item=item.id, name=trig.source_name
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
