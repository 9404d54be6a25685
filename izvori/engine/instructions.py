"""Following instructions (D14.22): the frames that run effect words and what the words build on.

An effect word (`@effect`, izvori/engine/vocabulary/effects.py) is a function of the game, the
frame following the instructions, the object they belong to, the instruction and the answer to
the last question it asked. The frames here run such words one after another: `ResolveFrame`
(resolve.py) for the top object of the niz, `EffectsFrame` for an object that is not on the niz
(a replacement's "instead", D20.65). The helpers say what an instruction acts on: targets that
are still legal (D14.21), selector words (selectors.py), amount words (amounts.py), the source
as it last existed (D3.60). This module sits below every module that declares effect words;
resolve.py, above them, imports them all so that the registry is complete.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from izvori.engine.carddef import Effect, TargetSpec
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.decisions import Decision, DecisionKind
from izvori.engine.events import Countered
from izvori.engine.frames import Frame
from izvori.engine.mana import Color
from izvori.engine.objects import (
    StackItem,
    StackKind,
    Zone,
    is_player_ref,
    player_of_ref,
    player_ref,
    source_card_still_there,
)
from izvori.engine.selectors import OBJECT_SELECTORS, each_creature_and_player
from izvori.engine.targeting import legal_targets
from izvori.engine.vocabulary import effect_fn
from izvori.engine.vocabulary.amounts import AMOUNTS
from izvori.engine.vocabulary.selectors import PLAYER_SELECTORS

if TYPE_CHECKING:
    from izvori.engine.game import Game


@dataclass
class InstructionsFrame(Frame):
    """Follows the instructions of one object in the written order (D14.22), one effect word
    at a time; a word that asks a question gets the answer here."""

    #: D22.40, A3.42 (`izvori.engine.loops.choice_breaks_loop`): what an effect forces its
    #: player to choose as it resolves is a choice inside a mandatory action — a colour or a
    #: creature type to name ("Izaberi boju"), which card to discard or to put into play, the
    #: order of cards put on the bottom, a new target, a replacement to apply ... — and doesn't
    #: end a stretch of a mandatory loop. An optional one does: a "may" (YES_NO: "možeš",
    #: an optional cost, "ukoliko ne plati"), and a CHOOSE_SOME in which fewer cards than the
    #: most may be chosen ("do N", "you may choose a creature", a search that may fail to find:
    #: choosing fewer declines), which `choice_breaks_loop` tells from the forced ones.
    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = frozenset(
        {
            DecisionKind.CHOOSE_ONE,
            DecisionKind.CHOOSE_SOME,
            DecisionKind.ORDER,
            DecisionKind.TARGETS,
            DecisionKind.DIVIDE,
        }
    )

    item_id: int
    stage: str = "start"
    index: int = 0
    scratch: dict[str, Any] = field(default_factory=dict)

    def item(self, game: Game) -> StackItem:
        it = game.find_stack_item(self.item_id)
        assert it is not None
        return it

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        it = self.item(game)
        effects = it.effects
        if it.kicked and it.kind == StackKind.SPELL and it.source is not None:
            effects = effects + game.objects[it.source].card.kicker_effects
        eff = effects[self.index]
        fn = effect_fn(eff.op)
        d = fn(game, self, it, eff, answer)
        if d is None:
            self.index += 1
            self.scratch = {}


@dataclass
class EffectsFrame(InstructionsFrame):
    """Follow a list of instructions for an object that is not on the niz.

    A replacement effect's "instead ..." (D20.65, D20.68) and the extra action of "draw a card
    and then ..." (D16.63) happen as part of another event, without using the niz; they reuse
    the effects of the closed vocabulary with this frame holding the object they belong to.
    """

    held: StackItem | None = None
    stage: str = "effects"

    def item(self, game: Game) -> StackItem:
        assert self.held is not None
        return self.held

    def run(self, game: Game) -> Decision | None:
        it = self.item(game)
        while self.index < len(it.effects):
            eff = it.effects[self.index]
            d = effect_fn(eff.op)(game, self, it, eff, None)
            if d is not None:
                return d
            if game.frames[-1] is not self:
                return None  # the effect pushed a frame; re-enter it after
            self.index += 1
            self.scratch = {}
            if game.result is not None:
                return None
        self.done(game)
        return None


# ------------------------------------------------------------------ targets
def target_still_legal(game: Game, it: StackItem, spec: TargetSpec, ref: int, inc: int) -> bool:
    if not game.target_alive(ref, inc):
        return False
    colors = source_colors(game, it)
    self_id = it.source if it.kind != StackKind.SPELL else None
    return ref in legal_targets(game, spec, it.controller, colors, self_id, it.id)


def any_target_legal(game: Game, it: StackItem) -> bool:
    for spec in it.target_specs:
        for ref, inc in it.targets.get(spec.ref, []):
            if target_still_legal(game, it, spec, ref, inc):
                return True
    return False


def legal_chosen(game: Game, it: StackItem, ref_name: str) -> list[int]:
    spec = next((s for s in it.target_specs if s.ref == ref_name), None)
    if spec is None:
        return []
    return [
        ref
        for ref, inc in it.targets.get(ref_name, [])
        if target_still_legal(game, it, spec, ref, inc)
    ]


def source_colors(game: Game, it: StackItem) -> frozenset[Color]:
    if it.kind == StackKind.SPELL and it.source is not None:
        return game.chars(it.source).colors  # D3.91: a colour-defining ability works on the niz
    src = source_card_still_there(game, it, Zone.PLAY)
    if src is not None:
        return game.chars(src).colors
    return frozenset(Color(c) for c in it.source_lki.get("colors", ()))


def source_info(game: Game, it: StackItem) -> dict[str, Any]:
    """The source "as it currently exists, or as it last existed" (D3.60)."""
    if it.source is None:
        return {}
    if source_card_still_there(game, it, Zone.PLAY) is not None:
        return game.lki(it.source)
    obj = game.objects[it.source]
    if it.kind == StackKind.SPELL:
        card = obj.card
        c = game.chars(it.source)
        return {
            "name": card.name,
            "colors": sorted(c.colors),
            "types": sorted(c.types),
            "controller": it.controller,
            "power": card.power,
            "incarnation": obj.incarnation,  # D20.81: a chosen spell is this object
        }
    return it.source_lki


def counter_item(game: Game, it: StackItem, reason: str) -> None:
    """D20.73: a countered spell goes to its owner's odlagalište; an ability just leaves."""
    name = source_info(game, it).get("name", "")
    game.stack = [s for s in game.stack if s.id != it.id]
    game.emit(Countered(item=it.id, name=name, reason=reason, player=it.controller))
    spell = it.source if it.kind == StackKind.SPELL else None
    if spell is not None and game.objects[spell].zone == Zone.STACK:
        game.move(spell, Zone.GRAVEYARD, cause="countered")
    game.touch()


# ---------------------------------------------------------------- selectors
def amount_of(game: Game, it: StackItem, eff: Effect, key: str = "amount") -> int:
    """A whole number, or an amount word worked out by its function (izvori/engine/amounts.py)."""
    v = eff.get(key, 0)
    if isinstance(v, int):
        return v
    run = AMOUNTS.run_of(v) if isinstance(v, str) else None
    return 0 if run is None else int(run(game, it))


def players_of(game: Game, it: StackItem, who: str) -> list[int]:
    """Players an effect acts on: a player selector word (selectors.py) or a target ref."""
    run = PLAYER_SELECTORS.run_of(who)
    if run is not None:
        players: list[int] = run(game, it)
        return players
    # a target reference
    return [player_of_ref(r) for r in legal_chosen(game, it, who) if is_player_ref(r)]


def objects_of(game: Game, it: StackItem, what: str, eff: Effect | None = None) -> list[int]:
    """Permanents an effect acts on: a group selector word (selectors.py) or a target ref."""
    run = OBJECT_SELECTORS.get(what)
    if run is not None:
        objects: list[int] = run(game, it, eff)
        return objects
    return [r for r in legal_chosen(game, it, what) if not is_player_ref(r)]


def refs_of(game: Game, it: StackItem, what: str, eff: Effect | None) -> list[int]:
    """Recipients that may be objects or players (damage)."""
    if what in PLAYER_SELECTORS:
        return [player_ref(p) for p in players_of(game, it, what)]
    if what == "each_creature_and_player":
        return each_creature_and_player(game, it, eff)
    if any(s.ref == what for s in it.target_specs):
        return legal_chosen(game, it, what)
    return objects_of(game, it, what, eff)


def add_continuous(
    game: Game, it: StackItem, op: str, targets: list[int], params: dict[str, Any], duration: str
) -> bool:
    """A continuous effect from a resolving spell or ability, its set locked in (D19.32).

    D19.34: a "for as long as ..." effect whose condition already ended before it would first
    apply does nothing at all. Returns whether the effect was created.
    """
    eff = ContinuousEffect(
        game.new_stack_id(),
        game.next_timestamp(),  # D19.57
        op,
        [(t, game.objects[t].incarnation) for t in targets],
        params,
        duration,
        it.source,
        it.controller,
        it.source_incarnation,
    )
    if not game.condition_holds(eff):
        return False
    game.effects.append(eff)
    game.touch()
    return True


#: `may` (resolve.py) and `may_sacrifice` (optional_action.py) return this to the resolving
#: frame while they are not finished: the frame then runs them again instead of moving on to the
#: next instruction. It is never shown to a player.
NOT_DONE = Decision(-1, DecisionKind.YES_NO, "resolve.may")


def run_nested(
    game: Game, fr: InstructionsFrame, it: StackItem, subs: tuple[Effect, ...], ans: Any
) -> Decision | None:
    """Run `subs` inside one instruction (`may`, "if you do / if you don't"), each with its
    own scratch space in `fr.scratch["inner"]`, counting them in `fr.scratch["sub"]`, so they
    may ask questions or wait for payments like any other instruction."""
    st = fr.scratch
    answering = ans is not None
    while st["sub"] < len(subs):
        sub = subs[st["sub"]]
        fr.scratch = st["inner"]
        try:
            d = effect_fn(sub.op)(game, fr, it, sub, ans)
        finally:
            st["inner"] = fr.scratch
            fr.scratch = st
        if d is not None and not answering:
            return d  # the sub-instruction asks a question
        if game.frames[-1] is not fr:
            # it pushed a frame (a payment, damage waiting for a choice): the frame runs us
            # again when that one is done
            return NOT_DONE if answering else None
        if d is None:
            st["sub"] += 1
            st["inner"] = {}
        if answering:
            return NOT_DONE  # the frame runs us again to go on
        ans = None
    return None
