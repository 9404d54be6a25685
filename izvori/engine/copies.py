"""Copying objects (E4) and the "as it enters play" choices a copy makes anew (E4.50).

* A permanent's copiable values (E4.20, E4.30) are its printed card, or what an earlier copy
  effect made of it (`GameObject.copy_of`) — a card in play as a basic or artifact source has
  only the values of the source it is (B12.71, B12.76, B12.77; `source_values`).
  `copy_values` builds what a copy effect makes: the copied values, except what the effect
  keeps of the copier's own values, plus the abilities it grants (E4.70).
* Entering play as a copy (E4.40) and the "as it enters, choose a creature type" choice (E4.50)
  are decided at the end of a permanent spell's resolution, before it moves (`entering_*`).
* A permanent can become a copy of another while it stays in play (`become_copy`, E4.60): no
  zone change, so no enters/leaves-play abilities trigger, and its choices are kept.
* Copying a spell (`copy_spell`, E4.80) puts a copy on the niz; it isn't played. Playing a copy
  of an object (`play_copy`, E4.90) follows D10.11–D10.18 in the middle of a resolution
  (`PlayCopyFrame`).

A copy of a spell or of a card is a game object that is not a card (`GameObject.is_copy`), like
a token: it has the copied values as its `card`, so a copy of a spell is a spell (D2.11) that
every rule about spells handles. Its owner is the controller of the spell (or ability) that
created it — the one whose effect copies, not the copied spell (E4.80). Outside the niz (and,
for a copy of a permanent spell that resolved, outside play) it ceases to exist as a
state-based effect (E4.81, D21.57; `sba.py`).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
    StaticAbility,
    TriggeredAbility,
)
from izvori.engine.casting import (
    CastFrame,
    spell_cost_increase,
    spell_target_specs,
    targets_available,
)
from izvori.engine.characteristics import base_chars
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer, check_subset
from izvori.engine.events import BecameCopy, CardsRevealed, SpellCast, SpellCopied, ValueChosen
from izvori.engine.instructions import legal_chosen, objects_of
from izvori.engine.mana import ManaCost
from izvori.engine.objects import (
    GameObject,
    StackItem,
    StackKind,
    Zone,
    source_card_still_there,
)
from izvori.engine.payment import PayFrame, can_afford
from izvori.engine.targeting import legal_targets
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame

# Enum members read in the functions below at nearly every object made, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_SPELL = StackKind.SPELL
_STACK = Zone.STACK

#: Values a copy effect may keep of the copier's own (E4.70: "except it keeps its ...").
COPY_KEEPS = ("name", "color", "types", "subtypes", "power_toughness")
#: "As [this] enters play, choose ..." (E4.50).
AS_ENTERS_CHOICES = ("creature_type",)
#: What `reveal_top` puts into the hand.
REVEAL_TAKE = ("creature_of_chosen_type", "creature")

Ability = ActivatedAbility | TriggeredAbility | StaticAbility


# ------------------------------------------------------------------ copiable values
def copiable(obj: GameObject) -> CardDef:
    """E4.20, E4.30: the printed values, as modified by copy effects only — but a card in play
    as a basic or artifact source is copied as the source it is (`source_values`)."""
    form = obj.turned_as if obj.zone == Zone.PLAY else None
    if form is not None:
        return source_values(form)
    return obj.copy_of or obj.card


#: `source_values` by source form: one definition each, so what is worked out from a
#: definition by its identity (characteristics._BASE, the view's faces) is shared.
_SOURCE_VALUES: dict[str, CardDef] = {}
#: Stands for the card in `source_values`: a source's values do not depend on its card.
_ANY_CARD = CardDef(name="", cost=None, types=frozenset())


def source_values(form: str) -> CardDef:
    """What a copy of a card in play as a source (`GameObject.as_source` `form`: "basic:Vatra"
    or "artifact") copies: the source it is, not its printed card. B12.71: played as a source,
    a card "loses every other characteristic (even its colour)"; B12.76: a basic source is a
    colourless source of its basic type whose only ability is its mana ability; B12.77: an
    artifact played as a source is a colourless non-basic source making colourless mana. Those
    are the values `base_chars` gives it in play, as a definition. (A printed Izvor card,
    "printed", keeps its own values, B12.71: it is copied as its card.) Effects that change its
    types (Prirodna Srodnost) are not copied (E4.20)."""
    kept = _SOURCE_VALUES.get(form)
    if kept is None:
        c = base_chars(GameObject(0, 0, _ANY_CARD, Zone.PLAY, as_source=form))
        kept = _SOURCE_VALUES[form] = CardDef(
            name=c.name,
            cost=None,
            types=c.types,
            subtypes=c.subtypes,
            activated=c.activated,
            color_override=c.colors,
        )
    return kept


def copy_values(
    source: CardDef,
    own: CardDef,
    keep: frozenset[str] | tuple[str, ...] = (),
    grants: tuple[Ability, ...] = (),
) -> CardDef:
    """What a copy effect makes (E4.70): `source`'s copiable values, except the values it keeps
    of the copier's own (`own`), plus the abilities it grants, which become copiable too."""
    if not keep and not grants:
        return source  # the plain copy: the very same values (E4.20)
    changes: dict[str, Any] = {}
    if "name" in keep:
        changes["name"] = own.name
    if "color" in keep:
        changes["color_override"] = own.colors
    if "types" in keep:
        changes["types"] = own.types
    if "subtypes" in keep:
        changes["subtypes"] = own.subtypes
    if "power_toughness" in keep:
        changes["power"] = own.power
        changes["toughness"] = own.toughness
        changes["pt_defined_by"] = own.pt_defined_by
    activated = tuple(a for a in grants if isinstance(a, ActivatedAbility))
    triggered = tuple(a for a in grants if isinstance(a, TriggeredAbility))
    statics = tuple(a for a in grants if isinstance(a, StaticAbility))
    if activated:
        changes["activated"] = source.activated + activated
    if triggered:
        changes["triggered"] = source.triggered + triggered
    if statics:
        changes["statics"] = source.statics + statics
    return dataclasses.replace(source, **changes)


# ------------------------------------------------------------------ entering play
def _entering_object(game: Game, it: StackItem) -> GameObject | None:
    """The permanent spell that is about to enter play as `it` resolves, if any."""
    if it.kind != _SPELL or it.source is None:
        return None
    obj = game.objects[it.source]
    if obj.zone != _STACK or not obj.card.is_permanent_card:
        return None
    return obj


def entering_copy(game: Game, obj: GameObject, scratch: dict[str, Any]) -> CardDef | None:
    """E4.40: the values it enters play as, if its controller chose a creature to copy."""
    chosen = scratch.get("copy_choice") or []
    if not chosen or game.objects[chosen[0]].zone != Zone.PLAY:
        return None
    card = obj.card
    return copy_values(copiable(game.objects[chosen[0]]), card, card.copy_keeps, card.copy_grants)


def entering_decision(game: Game, it: StackItem, scratch: dict[str, Any]) -> Decision | None:
    """The choices made as a permanent spell enters play, before it moves (E4.40, E4.50)."""
    obj = _entering_object(game, it)
    if obj is None:
        return None
    return as_it_enters(game, it.controller, obj, scratch, it.id)


def as_it_enters(
    game: Game, player: int, obj: GameObject, scratch: dict[str, Any], item: int
) -> Decision | None:
    """The next "as it enters play" choice of `obj`, entering under `player`'s control — by
    resolving or put into play by an effect alike (E4.40, E4.50); None when all are made.
    `item` is the niz object doing it (for the prompt's context)."""
    card = obj.card
    if card.enters_as_copy and "copy_choice" not in scratch and game.creatures():
        # E4.40: "as it enters play you may choose a creature": it enters as a copy.
        return Decision(
            player,
            DecisionKind.CHOOSE_SOME,
            "resolve.copy",
            tuple(game.creatures()),
            0,
            1,
            {"item": item, "card": obj.id},
        )
    # E4.50: the "as it enters" choices of what it enters as — its own, or the copied ones.
    values = entering_copy(game, obj, scratch) or card
    if values.as_enters_choice == "creature_type" and "choices" not in scratch:
        options = creature_type_options(game, player, values)
        if not options:
            scratch["choices"] = {}  # nothing to choose from: the choice is "none" (E4.60)
            return None
        return Decision(
            player,
            DecisionKind.CHOOSE_ONE,
            "enters.creature_type",
            options,
            context={"item": item, "card": obj.id, "name": values.name},
        )
    return None


def entering_answer(
    game: Game, it: StackItem, scratch: dict[str, Any], decision: Decision, answer: Any
) -> None:
    answer_as_it_enters(game, it.controller, scratch, decision, answer)


def answer_as_it_enters(
    game: Game, player: int, scratch: dict[str, Any], decision: Decision, answer: Any
) -> None:
    """Record the answer to a decision of `as_it_enters` in `scratch`."""
    if decision.prompt == "resolve.copy":
        check_subset(decision, answer)
        scratch["copy_choice"] = list(answer)
        return
    if answer not in decision.options or isinstance(answer, bool):
        raise IllegalAnswer("answer.not_an_option", option=answer)
    scratch["choices"] = {"creature_type": answer}
    obj = game.objects[decision.context["card"]]
    game.emit(
        ValueChosen(
            player=player,
            card=obj.id,
            name=decision.context.get("name", obj.card.name),
            value=answer,
        )
    )


def entering_values(
    game: Game, it: StackItem, scratch: dict[str, Any]
) -> tuple[CardDef | None, dict[str, str]]:
    """`copy_of` and `choices` for `Game.move` as the spell enters play."""
    obj = _entering_object(game, it)
    if obj is None:
        return None, {}
    return entering_copy(game, obj, scratch), dict(scratch.get("choices", {}))


def creature_type_options(game: Game, player: int, entering: CardDef) -> tuple[str, ...]:
    """The creature types `player` may name: those of every creature he can see or owns.

    The rules let a player name any creature type; offering the types of this game's creatures
    that the chooser knows of (creatures in play, cards in graveyards, removed from the game or
    on the niz, every card of his own, and what is entering) loses nothing a choice could do,
    and never hints at the opponent's hidden cards.
    """
    types: set[str] = set()

    def add(card: CardDef) -> None:
        if CardType.CREATURE in card.types:
            types.update(card.subtypes)

    add(entering)
    for obj in game.objects.values():
        if not obj.exists:
            continue
        if obj.zone == Zone.PLAY:
            c = game.chars(obj.id)
            if c.is_creature:
                types.update(c.subtypes)
        elif obj.zone in (Zone.GRAVEYARD, Zone.REMOVED, Zone.STACK) or obj.owner == player:
            add(copiable(obj))
    return tuple(sorted(types))


def source_choices(game: Game, it: StackItem) -> dict[str, str]:
    """The "as it entered" choices of the permanent an ability comes from (or its last known
    information, D14.26)."""
    src = source_card_still_there(game, it, Zone.PLAY)
    if src is not None:
        return game.objects[src].choices
    return dict(it.source_lki.get("choices", {}))


# ------------------------------------------------------------------ copies of spells
def new_copy_object(game: Game, card: CardDef, owner: int) -> GameObject:
    """A copy of a spell or card, created on the niz; not a card (E4.81)."""
    obj = game.new_object(card, owner, Zone.STACK)
    obj.is_copy = True
    game.copies.append(obj.id)
    return obj


def put_spell_copy(
    game: Game,
    original: StackItem,
    creator: StackItem,
    targets: dict[str, list[tuple[int, int]]],
    division: dict[str, dict[int, int]],
) -> StackItem:
    """E4.80: the copy has the spell's values and the choices made when it was played (mode,
    targets, X, Pojačanje, division). Its owner is the controller of the spell or ability that
    created it (`creator`), its controller the player who put it on the niz — in this
    vocabulary the same player. It is not played: no costs, no "when a player plays" trigger.
    """
    assert original.source is not None
    src = game.objects[original.source]
    controller = creator.controller
    obj = new_copy_object(game, src.card, creator.controller)
    item = StackItem(
        game.new_stack_id(),
        StackKind.SPELL,
        controller,
        obj.id,
        obj.incarnation,
        original.effects,
        original.target_specs,
        targets,
        division,
        x=original.x,
        kicked=original.kicked,
        # E4.80: objects paid for the original's costs are the ones the copy refers to
        trigger_data=_copy.deepcopy(original.trigger_data),
    )
    game.stack.append(item)
    game.touch()
    game.emit(
        SpellCopied(
            player=controller,
            item=item.id,
            original=original.id,
            card=obj.id,
            name=src.card.name,
        )
    )
    return item


@effect(
    "copy_spell",
    params={"what": "what", "new_targets": "bool"},
    required=("what",),
    doc=(
        "Puts a copy of the target spell on the niz, controlled by you (E4.80); with "
        '`new_targets: true`, "možeš odabrati nove mete za kopiju" (E4.82). See '
        "[§10.8](#108-copies-kopije)."
    ),
)
def _copy_spell(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """ "Copy target spell" (E4.80), optionally "you may choose new targets for the copy"
    (E4.82). Scratch: the original, the targets so far, the stage ("ask" or a spec index)."""
    sc = fr.scratch
    if "orig" not in sc:
        chosen = legal_chosen(game, it, eff.get("what", "target"))
        original = game.find_stack_item(chosen[0]) if chosen else None
        if original is None or original.kind != StackKind.SPELL or original.source is None:
            return None
        sc["orig"] = original.id
        sc["targets"] = {k: list(v) for k, v in original.targets.items()}
        sc["stage"] = "ask" if eff.get("new_targets") and original.all_targets() else None
    original = game.find_stack_item(sc["orig"])
    assert original is not None
    stage = sc["stage"]
    if stage is None:
        _finish_copy(game, it, original, sc)
        return None
    if ans is None:
        return _copy_decision(game, it, original, sc)
    if stage == "ask":
        if ans not in (True, False):
            raise IllegalAnswer("answer.not_yes_no")
        if not ans:
            _finish_copy(game, it, original, sc)
            return None
        sc["stage"] = _next_spec(original, sc, 0)
        return _copy_decision(game, it, original, sc)
    # E4.82: a decision for one target instance ("odabran"): keep any, replace with legal ones
    decision = _copy_decision(game, it, original, sc)
    check_subset(decision, ans)
    spec = original.target_specs[stage]
    old = dict(sc["targets"][spec.ref])
    sc["targets"][spec.ref] = [(t, old[t] if t in old else _incarnation(game, t)) for t in ans]
    sc["stage"] = _next_spec(original, sc, stage + 1)
    if sc["stage"] is None:
        _finish_copy(game, it, original, sc)
        return None
    return _copy_decision(game, it, original, sc)


def _next_spec(original: StackItem, sc: dict[str, Any], start: int) -> int | None:
    for i in range(start, len(original.target_specs)):
        if sc["targets"].get(original.target_specs[i].ref):
            return i
    return None


def _copy_decision(game: Game, it: StackItem, original: StackItem, sc: dict[str, Any]) -> Decision:
    assert original.source is not None
    context = {"item": original.id, "card": original.source}
    if sc["stage"] == "ask":
        return Decision(
            it.controller, DecisionKind.YES_NO, "copy.new_targets", (True, False), context=context
        )
    spec = original.target_specs[sc["stage"]]
    old = [t for t, _inc in original.targets.get(spec.ref, [])]
    colors = game.objects[original.source].card.colors
    legal = legal_targets(game, spec, it.controller, colors, None, None)
    options = tuple(dict.fromkeys([*old, *legal]))
    return Decision(
        it.controller,
        DecisionKind.TARGETS,
        "copy.targets",
        options,
        len(old),
        len(old),
        {**context, "spec": spec.ref, "kind": spec.kind},
    )


def _finish_copy(game: Game, it: StackItem, original: StackItem, sc: dict[str, Any]) -> None:
    targets: dict[str, list[tuple[int, int]]] = {
        k: [(t, inc) for t, inc in v] for k, v in sc["targets"].items()
    }
    division: dict[str, dict[int, int]] = {}
    for ref, shares in original.division.items():
        now = [t for t, _inc in targets.get(ref, [])]
        kept = {t: a for t, a in shares.items() if t in now}
        # A new target takes over the share of the target it replaced: the replaced ones in
        # the original order, the new ones in the order they were chosen.
        freed = [a for t, a in shares.items() if t not in now]
        new = [t for t in now if t not in shares]
        kept.update(zip(new, freed, strict=False))
        division[ref] = kept
    put_spell_copy(game, original, it, targets, division)


def _incarnation(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


# ------------------------------------------------------------------ playing a copy
@dataclass
class PlayCopyFrame(CastFrame):
    """E4.90: playing a copy of an object while another spell or ability resolves.

    It follows D10.11–D10.18 like any spell (Pojačanje, X, targets, division, the total cost
    and its payment), then the copy has been played (D10.19: "when a player plays" abilities
    trigger) — but the resolution it is part of goes on, so no player receives priority here.
    `free`: "without paying its mana cost": X can only be 0 (Rečnik "X"); additional costs
    (Pojačanje) and cost increases (D10.16) are still paid. Backing out (or being unable to
    complete it, D10.10) leaves the copy unplayed: it ceases to exist.
    """

    copied: int = 0
    free: bool = False
    optional: bool = True

    def _announce(self, game: Game) -> None:
        p = game.players[self.player]
        self.pool_before = dict(p.pool.amounts)
        self.tapped_before = frozenset(i for i in game.battlefield if game.objects[i].tapped)
        self.log_len = len(game.log)
        self.triggers_len = len(game.pending_triggers)
        self.item_id = game.new_stack_id()
        # E4.80: the owner of the copy is the controller of what created it: this player
        obj = new_copy_object(game, copiable(game.objects[self.copied]), self.player)
        self.obj = obj.id
        card = obj.card
        self.increase = spell_cost_increase(game, self.player)
        game.stack.append(
            StackItem(
                self.item_id,
                StackKind.SPELL,
                self.player,
                obj.id,
                obj.incarnation,
                card.spell_effects,
                spell_target_specs(card),
            )
        )
        game.touch()

    def run(self, game: Game) -> Decision | None:
        d = super().run(game)
        top = game.frames[-1] if game.frames else None
        if isinstance(top, PayFrame) and top.result is self.pay:
            top.can_cancel = self.optional  # an instruction to play it can't be backed out of
        return d

    def _ask(
        self,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Any, ...],
        ctx: dict[str, Any],
        lo: int = 0,
        hi: int = 0,
        decider: int | None = None,
    ) -> Decision:
        d = super()._ask(kind, prompt, options, ctx, lo, hi, decider)
        return dataclasses.replace(d, can_cancel=self.optional and d.can_cancel)

    def _printed_mana(self, game: Game) -> ManaCost | None:
        if self.free:
            return None  # no X to announce: it is 0
        return super()._printed_mana(game)

    def total_mana(self, game: Game) -> ManaCost:
        if not self.free:
            return super().total_mana(game)
        it = self.item(game)
        card = game.objects[self.obj].card
        base = ManaCost()
        if it.kicked and card.kicker:
            base = base.plus(card.kicker)
        return base.plus_generic(self.increase)

    def _rollback(self, game: Game) -> None:
        # D10.10: as if it had never been started — the copy was never played, nothing refers
        # to it (its events are undone below), so it is gone without a trace
        game.stack = [s for s in game.stack if s.id != self.item_id]
        del game.objects[self.obj]
        game.copies.remove(self.obj)
        if self.obj in game.zone_cards:  # D3.92: a copy with an ability that works outside play
            game.zone_cards.remove(self.obj)  # (the touch below drops what was derived from it)
        p = game.players[self.player]
        p.pool.amounts = dict(self.pool_before)
        for i in game.battlefield:
            if game.objects[i].tapped and i not in self.tapped_before:
                game.objects[i].tapped = False
        del game.log[self.log_len :]
        del game.pending_triggers[self.triggers_len :]
        game.touch()
        game.frames.remove(self)

    def _finish(self, game: Game) -> None:
        it = self.item(game)
        card = game.objects[self.obj].card
        game.emit(
            SpellCast(
                player=self.player,
                card=self.obj,
                item=it.id,
                name=card.name,
                colors=sorted(card.colors),
                types=sorted(card.types),
                copy=True,
            )
        )
        game.frames.remove(self)


@effect(
    "play_copy",
    params={"what": "what", "free": "bool", "optional": "bool"},
    required=("what",),
    doc=(
        'You play a copy of the target card (E4.90); `free: true` = "bez plaćanja njene mana '
        'cene", `optional: true` = "možeš". See [§10.8](#108-copies-kopije).'
    ),
)
def _play_copy(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """ "(You may) play a copy of target card [without paying its mana cost]" (E4.90)."""
    if fr.scratch.get("stage") == "playing":
        return None  # the copy has been played (or backed out of)
    chosen = legal_chosen(game, it, eff.get("what", "target"))
    if not chosen:
        return None
    src = game.objects[chosen[0]]
    card = copiable(src)
    if card.cost is None or card.only_source:
        return None  # D2.12: an object without a mana cost can't be played as a spell
    free = bool(eff.get("free", False))
    cost = ManaCost().plus_generic(spell_cost_increase(game, it.controller))
    if not free and card.cost is not None:
        cost = card.cost.with_x(0).plus(cost)
    if not (
        targets_available(game, spell_target_specs(card), it.controller, card.colors)
        and can_afford(game, it.controller, cost)
    ):
        return None  # D10.10: it can't be played
    optional = bool(eff.get("optional", False))
    if optional and ans is None:
        return Decision(
            it.controller,
            DecisionKind.YES_NO,
            "resolve.play_copy",
            (True, False),
            context={"item": it.id, "card": src.id},
        )
    if optional and ans not in (True, False):
        raise IllegalAnswer("answer.not_yes_no")
    if optional and not ans:
        return None
    fr.scratch["stage"] = "playing"
    game.frames.append(PlayCopyFrame(it.controller, 0, copied=src.id, free=free, optional=optional))
    return None


# ------------------------------------------------------------------ becoming a copy
@effect(
    "become_copy",
    params={"what": "what", "of": "what", "keep": "copy_keep", "grant_this_ability": "bool"},
    required=("of",),
    doc=(
        "The permanents (default `self`) become copies of the permanent `of` names while they "
        'stay in play (E4.60); `keep` and `grant_this_ability: true` ("i dobija ovu osobinu") as '
        "in [§10.8](#108-copies-kopije)."
    ),
)
def _become_copy(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """E4.60: a permanent becomes a copy of another while it stays in play. It doesn't change
    zones (no enters- or leaves-play trigger), other effects on it and its counters stay, and
    it keeps the choices it made as it entered. E4.70: `keep` and `grant_this_ability`."""
    copiers = objects_of(game, it, eff.get("what", "self"), eff)
    models = objects_of(game, it, eff.get("of", "target"), eff)
    if not copiers or not models:
        return None
    model = game.objects[models[0]]
    grants: tuple[Ability, ...] = ()
    if eff.get("grant_this_ability") and it.ability is not None:
        grants = (it.ability,)
    keep = frozenset(eff.get("keep", ()))
    for oid in copiers:
        obj = game.objects[oid]
        before = game.chars(oid).name
        obj.copy_of = copy_values(copiable(model), copiable(obj), keep, grants)
        game.touch()
        game.emit(BecameCopy(card=oid, name=before, of_name=obj.copy_of.name))
    return None


# ------------------------------------------------------------------ revealing
@effect(
    "reveal_top",
    params={"count": "int", "take": "reveal_take"},
    required=("count", "take"),
    doc=(
        "You reveal the top `count` cards of your library, put the creature cards among them into "
        "your hand (`take`: `creature`), or only those of the creature type chosen as this "
        "permanent entered play (`take`: `creature_of_chosen_type`), and the rest on the bottom "
        "of your library in the order you choose."
    ),
)
def _reveal_top(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """ "Reveal the top N cards of your library; put all [creature cards of the chosen type]
    revealed this way into your hand and the rest on the bottom of your library" (Lažni Vođa).
    The owner orders the cards going to the bottom together and keeps that order hidden
    (B16.24)."""
    p = it.controller
    sc = fr.scratch
    if "rest" not in sc:
        lib = game.players[p].library
        n = min(int(eff.get("count", 1)), len(lib))
        revealed = list(reversed(lib[len(lib) - n :]))  # the top card first
        take = [c for c in revealed if _taken(game, it, eff, game.objects[c].card)]
        game.emit(
            CardsRevealed(
                player=p,
                cards=revealed,
                names=[game.objects[c].card.name for c in revealed],
                taken=[game.objects[c].card.name for c in take],
            )
        )
        for c in take:
            game.move(c, Zone.HAND, cause="reveal")
        sc["rest"] = [c for c in revealed if c not in take]
    rest: list[int] = sc["rest"]
    if len(rest) <= 1 or ans is not None:
        order = rest
        if ans is not None:
            if sorted(ans) != list(range(len(rest))):
                raise IllegalAnswer("order.cards_not_a_permutation")
            order = [rest[i] for i in ans]
        for c in order:  # each goes under the ones before it: the last is the bottom card
            game.move(c, Zone.LIBRARY, bottom=True, cause="reveal")
        return None
    return Decision(
        p,
        DecisionKind.ORDER,
        "resolve.bottom_order",
        tuple(range(len(rest))),
        context={"item": it.id, "cards": list(rest)},
    )


def _taken(game: Game, it: StackItem, eff: Effect, card: CardDef) -> bool:
    if CardType.CREATURE not in card.types:
        return False
    if eff.get("take") == "creature_of_chosen_type":
        chosen = source_choices(game, it).get("creature_type")
        return chosen is not None and chosen in card.subtypes  # never chosen: none (E4.60)
    return True
