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
from izvori.engine.events import Event
from izvori.engine.frames import Frame
from izvori.engine.mana import Color
from izvori.engine.objects import StackItem, StackKind, Zone, is_player_ref, player_of_ref
from izvori.engine.targeting import legal_targets

if TYPE_CHECKING:
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
        return {"object": ev["card"], "player": ev["controller"], "lki": ev["lki"]}
    if e == "step_begins" and k == "step":
        if ev["step"] != ab.cond("step"):
            return None
        if not _player_ok(ab.cond("whose", "your"), holder_ctl, game.active):
            return None
        return {"player": game.active}
    if e == "attacks" and k == "attackers":
        hits = [a for a in ev["cards"] if _who_ok(who, holder, a, holder_ctl, ev["player"])]
        if not hits:
            return None
        return {"object": hits[0], "player": ev["player"], "count": len(hits)}
    if e == "blocks" and k == "blockers":
        blockers = {b for b, _ in ev["pairs"]}
        if holder in blockers and who == "self":
            return {"player": ev["player"]}
        return None
    if e == "becomes_blocked" and k == "blockers":
        attackers = {a for _, a in ev["pairs"]}
        if holder in attackers and who == "self":
            return {"player": ev["player"]}
        return None
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
        t = ab.cond("type")
        if t and CardType(t).value not in ev["types"]:
            return None
        return {"player": ev["player"], "item": ev["item"]}
    return None


def detect_triggers(game: Game, ev: Event) -> None:
    """Check every permanent in play (and, for leaving play, what just left) (D11.104)."""
    from izvori.engine.game import PendingTrigger

    if ev.kind in ("game_over", "concede", "turn", "mana", "tap", "untap", "life", "pump"):
        return
    holders: list[tuple[int, int, tuple[TriggeredAbility, ...]]] = []
    for oid in game.battlefield:
        c = game.chars(oid)
        if c.triggered:
            holders.append((oid, game.objects[oid].controller, c.triggered))
    if ev.kind == "zone" and ev["from_zone"] == Zone.PLAY.value:
        # Look back: the object that left, and others leaving with it, still "see" it.
        lki = ev["lki"] or {}
        for oid in {ev["card"], *game.lookback}:
            obj = game.objects[oid]
            if oid in game.battlefield:
                continue
            trig = (
                obj.card.triggered if lki.get("name") == obj.card.name or oid != ev["card"] else ()
            )
            if trig:
                holders.append(
                    (
                        oid,
                        lki.get("controller", obj.owner) if oid == ev["card"] else obj.owner,
                        trig,
                    )
                )
    for oid, ctl, abilities in holders:
        for ab in abilities:
            data = _matches(game, ab, oid, ctl, ev)
            if data is None:
                continue
            if ab.intervening_if and not intervening_if_holds(game, ab, ctl):
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


def intervening_if_holds(game: Game, ab: TriggeredAbility, controller: int) -> bool:
    cond = dict(ab.intervening_if)
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
            while self.target_index < len(ab.targets):
                spec = ab.targets[self.target_index]
                colors = _trigger_colors(game, trig)
                legal = legal_targets(game, spec, p, colors, trig.source)
                if len(legal) < spec.min:
                    # D11.40: no legal choice, the ability is removed.
                    self._drop(game, trig)
                    return None
                if len(legal) == spec.min == spec.max or (
                    spec.kind == "opponent" and len(legal) == 1
                ):
                    self.chosen[spec.ref] = [(t, _inc(game, t)) for t in legal]
                    self.target_index += 1
                    continue
                return Decision(
                    p,
                    DecisionKind.TARGETS,
                    "trigger.targets",
                    tuple(legal),
                    spec.min,
                    min(spec.max, len(legal)),
                    {"card": trig.source, "spec": spec.ref, "kind": spec.kind},
                )
            self._put(game, trig)
        self.done(game)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
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
        spec = trig.ability.targets[self.target_index]
        self.chosen[spec.ref] = [(t, _inc(game, t)) for t in answer]
        self.target_index += 1

    def _drop(self, game: Game, trig: PendingTrigger) -> None:
        self.queue.remove(trig)
        self.target_index = 0
        self.chosen = {}

    def _put(self, game: Game, trig: PendingTrigger) -> None:
        ab = trig.ability
        obj = game.objects[trig.source]
        lki = (
            game.lki(trig.source)
            if obj.zone == Zone.PLAY
            else trig.data.get("lki")
            or {
                "name": obj.card.name,
                "colors": sorted(obj.card.colors),
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
        )
        game.stack.append(item)
        game.emit(
            "trigger", player=trig.controller, card=trig.source, item=item.id, name=trig.source_name
        )
        self.queue.remove(trig)
        self.target_index = 0
        self.chosen = {}


def _inc(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


def _trigger_colors(game: Game, trig: PendingTrigger) -> frozenset[Color]:
    obj = game.objects[trig.source]
    if obj.zone == Zone.PLAY:
        return game.chars(trig.source).colors
    return obj.card.colors
