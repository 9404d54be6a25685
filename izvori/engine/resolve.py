"""Resolving the top object of the niz (D14) and the effects of the closed vocabulary.

D14.21: targets are checked again; if every target is illegal the spell or ability is
countered ("sprečena") and none of its effects happen; otherwise illegal targets are ignored.
D14.22: instructions are followed in the written order. D14.29: a permanent spell enters
play, an instant or sorcery goes to its owner's odlagalište, an ability ceases to exist.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardDef, CardType, Effect, Keyword, TriggeredAbility
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.combat import resolve_combat_damage
from izvori.engine.copies import (
    entering_answer,
    entering_decision,
    entering_values,
)
from izvori.engine.damage import DamageResult, Share, start_damage
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer, check_subset
from izvori.engine.delayed import create_delayed
from izvori.engine.entering import enter_play
from izvori.engine.events import (
    AllCombatDamagePrevented,
    Attached,
    CardRevealed,
    ContinuousEffectAdded,
    CountersPlaced,
    ExtraPhasesAdded,
    ExtraStepAdded,
    ExtraTurnAdded,
    LibraryShuffled,
    MayChosen,
    NotCountered,
    PaidUnless,
    PreventionShield,
    Pumped,
    RedirectionShield,
    RegenerationShield,
    Resolved,
    SourcePreventionShield,
    TextChanged,
)
from izvori.engine.impossible import impossible
from izvori.engine.instructions import (
    NOT_DONE,
    EffectsFrame,
    InstructionsFrame,
    add_continuous,
    amount_of,
    any_target_legal,
    counter_item,
    legal_chosen,
    objects_of,
    players_of,
    refs_of,
    run_nested,
    source_info,
)
from izvori.engine.layers import text_values
from izvori.engine.mana import Color, ManaCost
from izvori.engine.objects import (
    StackItem,
    StackKind,
    Zone,
    is_player_ref,
)
from izvori.engine.payment import PayFrame, PayResult, can_afford
from izvori.engine.replace_draw import DrawResult, draw_cards
from izvori.engine.replace_life import gain_life_each
from izvori.engine.replacement import (
    characteristics_match,
    chosen_source_info,
    damage_source_choices,
)
from izvori.engine.steps import STEP_PHASE, Phase, Step
from izvori.engine.text import ALL_WORDS, word_code, word_label, words_in_text
from izvori.engine.triggers import intervening_if_holds
from izvori.engine.vocabulary import effect, effect_fn, register_effect
from izvori.engine.vocabulary.steps import EXTRA_STEPS

# Effect words declared where they are implemented, outside this module: importing them here
# completes the registry before any card is loaded or any effect resolves. They build on
# instructions.py, below them all; copies.py and entering.py are imported above for their names.
from izvori.engine import modes, skip, zones  # noqa: F401  isort: skip
from izvori.engine import aura_moves, creature_damage, optional_action  # noqa: F401  isort: skip
from izvori.engine import creature_type_choice, discard_by_color  # noqa: F401  isort: skip
from izvori.engine import hand_to_play, life_total, remove_named  # noqa: F401  isort: skip
from izvori.engine import search_sources  # noqa: F401  isort: skip
from izvori.engine import zone_cause  # noqa: F401  isort: skip
from izvori.engine import amounts  # noqa: F401  isort: skip

if TYPE_CHECKING:
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every resolution, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_COMBAT_DAMAGE = StackKind.COMBAT_DAMAGE
_TRIGGER = StackKind.TRIGGER
_SPELL = StackKind.SPELL


@dataclass
class ResolveFrame(InstructionsFrame):
    """Resolve the top object of the niz (D14): check its targets again (D14.21) and its
    intervening "if" (D5.30), follow its instructions (D14.22), then put a permanent spell into
    play or an instant or sorcery into the odlagalište (D14.29)."""

    def run(self, game: Game) -> Decision | None:
        it = self.item(game)
        if it.kind == _COMBAT_DAMAGE:
            if self.stage == "start":
                self.stage = "combat_damage"
                resolve_combat_damage(game, it)
                if game.frames[-1] is not self:
                    return None  # D20.91: a player chooses how effects modify the damage
            self._remove(game, it)
            return None
        if self.stage == "start":
            if it.all_targets() and not any_target_legal(game, it):
                counter_item(game, it, reason="targets")  # D14.21
                self._after(game)
                return None
            ab = it.ability
            if (
                it.kind == _TRIGGER
                and isinstance(ab, TriggeredAbility)
                and ab.intervening_if
                and not intervening_if_holds(game, ab, it.controller, it.source)
            ):
                # D5.30: the "if" is checked again on resolution; false → it does nothing.
                game.emit(
                    Resolved(
                        item=it.id,
                        name=it.source_lki.get("name", ""),
                        player=it.controller,
                        nothing=True,
                    )
                )
                self._remove(game, it)
                return None
            self.stage = "effects"
            if it.optional:
                self.stage = "optional"
                return Decision(
                    it.controller,
                    DecisionKind.YES_NO,
                    "resolve.optional",
                    (True, False),
                    context={"item": it.id},
                )
        if self.stage == "effects":
            effects = it.effects
            if it.kicked and it.kind == StackKind.SPELL and it.source is not None:
                effects = effects + game.objects[it.source].card.kicker_effects
            while self.index < len(effects):
                eff = effects[self.index]
                fn = effect_fn(eff.op)
                d = fn(game, self, it, eff, None)
                if d is not None:
                    return d
                if game.frames[-1] is not self:
                    return None  # the effect pushed a frame (a payment); re-enter it after
                if self.stage != "effects":  # the item left the niz (countered itself)
                    return None
                self.index += 1
                self.scratch = {}
                if game.result is not None:
                    return None
            self.stage = "finish"
        if self.stage == "finish":
            # E4.40, E4.50: "as it enters play" choices (a creature to copy, a creature type)
            d = entering_decision(game, it, self.scratch)
            if d is not None:
                return d
            self._finish(game, it)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        it = self.item(game)
        if self.stage == "finish":
            entering_answer(game, it, self.scratch, decision, answer)
            return
        if self.stage == "optional":
            if answer not in (True, False):
                raise IllegalAnswer("answer.not_yes_no")
            self.stage = "effects" if answer else "finish"
            return
        super().answer(game, decision, answer)

    def _finish(self, game: Game, it: StackItem) -> None:
        if it.kind == _SPELL and it.source is not None:
            obj = game.objects[it.source]
            card = obj.card
            if obj.zone == Zone.STACK:
                game.emit(Resolved(item=it.id, name=card.name, player=it.controller))
                if card.is_permanent_card:
                    attach = None
                    if card.enchant:
                        legal = [
                            t
                            for t, inc in it.targets.get("enchanted", [])
                            if game.target_alive(t, inc)
                        ]
                        attach = legal[0] if legal else None
                    copy_of, choices = entering_values(game, it, self.scratch)
                    game.move(
                        it.source,
                        Zone.PLAY,
                        controller=it.controller,
                        cause="resolve",
                        attach_to=attach,
                        copy_of=copy_of,
                        choices=choices,
                    )
                else:
                    game.move(it.source, Zone.GRAVEYARD, cause="resolve")
        else:
            game.emit(
                Resolved(item=it.id, name=it.source_lki.get("name", ""), player=it.controller)
            )
        self._remove(game, it)

    def _remove(self, game: Game, it: StackItem) -> None:
        game.stack = [s for s in game.stack if s.id != it.id]
        game.forget_derived()  # the niz is no input of the characteristics (D19.51)
        self._after(game)

    def _after(self, game: Game) -> None:
        if game.frames and game.frames[-1] is self:
            game.frames.pop()
        # D9.13: after resolution the active player receives priority.
        game.priority_player = game.active
        game.passes = 0
        game.step_state = "priority_check"


# ------------------------------------------------------------------ effects
EffectFn = Callable[["Game", InstructionsFrame, StackItem, Effect, Any], "Decision | None"]


@effect(
    "damage",
    params={
        "to": "to",
        "amount": "amount",
        "color": "color",
        "not_color": "color",
        "instead": "instead",
    },
    doc=(
        "Deals `amount` damage to each recipient (all at once). With a target that has `divide`, "
        "deals the divided amounts. `instead: {amount: 60, if_color: crna}` is the spell's own "
        '"if it\'s a black creature, it deals 60 instead" (a self-replacement, see '
        "[§8.4](#84-replacement-and-prevention-of-damage-d20))."
    ),
)
def _damage(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    result = fr.scratch.get("damage")
    if isinstance(result, DamageResult):
        # back after a player chose how replacement effects apply (D20.91)
        it.damage_dealt = result.total
        return None
    to = eff.get("to", "target")
    recipients = refs_of(game, it, to, eff)
    division = it.division.get(to)
    info = source_info(game, it)
    # D20.64: the instruction's own "instead" goes with each share it could replace
    instead = None
    if eff.get("instead"):
        spec = Effect("instead", eff.get("instead"))
        instead = {"amount": amount_of(game, it, spec), "if_color": spec.get("if_color")}
    # All damage of one instruction is dealt simultaneously (D14.24).
    shares: list[Share] = []
    for r in recipients:
        amount = division.get(r, 0) if division is not None else amount_of(game, it, eff)
        shares.append((it.source, info, r, amount, instead))
    result = start_damage(game, shares, combat=False)
    fr.scratch["damage"] = result
    it.damage_dealt = result.total
    return None


@effect(
    "destroy",
    params={"what": "what", "no_regeneration": "bool", "color": "color", "not_color": "color"},
    doc='Destroys the permanents; `no_regeneration: true` = "ne može biti regenerisano".',
)
def _destroy(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    targets = objects_of(game, it, eff.get("what", "target"), eff)
    regen = not eff.get("no_regeneration", False)
    # Destroyed together: leave-play abilities of each see the others leave (D11.104).
    game.lookback = list(targets)
    try:
        for oid in targets:
            game.destroy(oid, can_regenerate=regen)
    finally:
        game.lookback = []
    return None


@effect(
    "pump",
    params={
        "what": "what",
        "power": "signed",
        "toughness": "signed",
        "keywords": "keywords",
        "duration": "duration",
        "color": "color",
        "not_color": "color",
    },
    doc=(
        '"+N/+N" (negative numbers for −N/−N) and/or keywords, until end of turn (`duration: '
        "end_of_turn`, default) or end of combat (`end_of_combat`)."
    ),
)
def _pump(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    targets = objects_of(game, it, eff.get("what", "target"), eff)
    if not targets:
        return None
    params: dict[str, Any] = {
        "power": amount_of(game, it, eff, "power"),
        "toughness": amount_of(game, it, eff, "toughness"),
    }
    if eff.get("keywords"):
        params["keywords"] = list(eff.get("keywords"))
    if not add_continuous(game, it, "pump", targets, params, eff.get("duration", "end_of_turn")):
        return None
    game.emit(
        Pumped(
            cards=targets,
            power=params["power"],
            toughness=params["toughness"],
            keywords=params.get("keywords", []),
        )
    )
    return None


def _life(sign: int) -> EffectFn:
    def fn(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
        if sign > 0:
            # D20.92: life gain may be replaced (replace_life.py); it may push a frame
            if not fr.scratch.get("gained"):
                fr.scratch["gained"] = True
                used = tuple(it.trigger_data.get("life_replacements_used", ()))
                players = players_of(game, it, eff.get("who", "you"))
                drawn = it.trigger_data.get("draw_replacements_used")  # D20.61
                gain_life_each(game, players, amount_of(game, it, eff), used, drawn)
            return None
        for p in players_of(game, it, eff.get("who", "you")):
            game.change_life(p, sign * amount_of(game, it, eff), reason="effect")
        return None

    return fn


@effect(
    "draw",
    params={"who": "who", "count": "amount", "then": "effects", "then_if_type": "card_type"},
    doc=(
        "The players draw `count` cards (default 1), one at a time; with several players the "
        "active player draws all his first. `then` is a list of effects done once for each card "
        'this instruction really drew ("vuci kartu, zatim ..."); with `then_if_type` (a card type '
        "such as `Biće`) the drawn cards are revealed and `then` is done once for each card of "
        "that type. A draw that a replacement effect replaced "
        "([§10.11](#1011-replacing-draws-replace_draw)) is not a drawn card, so `then` doesn't "
        "happen for it or for anything the replacement gave (D16.63)."
    ),
)
def _draw(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    st = fr.scratch
    if "drawn" not in st:
        n = amount_of(game, it, eff, "count") if "count" in dict(eff.params) else 1
        # D16.21: the active player takes all his draws first, then the other player
        # (players_of lists the active player first); D16.20: one card at a time.
        queue = [p for p in players_of(game, it, eff.get("who", "you")) for _ in range(n)]
        st["drawn"] = DrawResult()
        used = it.trigger_data.get("draw_replacements_used")
        life_used = tuple(it.trigger_data.get("life_replacements_used", ()))  # D20.61
        if draw_cards(game, queue, used=used, result=st["drawn"], life_used=life_used):
            return None  # a replacement may ask something: come back when the draws are done
    then = tuple(eff.get("then", ()))
    if not then or st.get("then_done"):
        return None
    st["then_done"] = True
    # D16.63: the extra action concerns only cards this instruction really drew, never what
    # a replacement effect gave instead.
    drawn: list[int] = st["drawn"].drawn
    wanted = eff.get("then_if_type")
    count = 0
    for oid in drawn:
        if wanted is None:
            count += 1
            continue
        card = game.objects[oid].card
        game.emit(CardRevealed(player=game.objects[oid].owner, card=oid, name=card.name))
        if CardType(wanted) in card.types:
            count += 1
    if count:
        held = dataclasses.replace(it, effects=then * count, id=game.new_stack_id(), kicked=False)
        game.frames.append(EffectsFrame(held.id, held=held))
    return None


@effect(
    "discard",
    params={"who": "who", "count": "amount"},
    doc="One player (the first `who` names) discards `count` cards of their choice (default 1).",
)
def _discard(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    players = players_of(game, it, eff.get("who", "you"))
    if not players:
        return None
    p = players[0]
    hand = game.players[p].hand
    n = min(amount_of(game, it, eff, "count") if "count" in dict(eff.params) else 1, len(hand))
    if n == 0:
        return None
    if n == len(hand):
        for oid in list(hand):
            game.discard(p, oid)
        return None
    if ans is None:
        return Decision(
            p,
            DecisionKind.CHOOSE_SOME,
            "resolve.discard",
            tuple(hand),
            n,
            n,
            {"item": it.id, "count": n},
        )
    check_subset(Decision(p, DecisionKind.CHOOSE_SOME, "", tuple(hand), n, n), ans)
    for oid in ans:
        game.discard(p, oid)
    return None


@effect(
    "counter",
    params={"what": "what", "unless_pays": "int"},
    doc=(
        "Counters (*sprečava*) the target spell; with `unless_pays: N`, only if its controller "
        "doesn't pay N."
    ),
)
def _counter(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """Counter target spell, optionally "unless its controller pays N" (Gl. "Osim ako")."""
    targets = legal_chosen(game, it, eff.get("what", "target"))
    if not targets:
        return None
    victim = game.find_stack_item(targets[0])
    if victim is None:
        return None
    if (
        victim.kind == StackKind.SPELL
        and victim.source is not None
        and game.objects[victim.source].card.cant_be_countered
    ):
        # D13.30: "can't be countered" works while the spell is on the niz
        game.emit(NotCountered(item=victim.id, name=source_info(game, victim).get("name", "")))
        return None
    unless = eff.get("unless_pays")
    if unless:
        cost = ManaCost(int(unless))
        stage = fr.scratch.get("stage")
        if stage is None:
            if not can_afford(game, victim.controller, cost):
                counter_item(game, victim, reason="effect")
                return None
            fr.scratch["stage"] = "paying"
            fr.scratch["result"] = PayResult()
            game.frames.append(
                PayFrame(
                    victim.controller,
                    cost,
                    fr.scratch["result"],
                    prompt="pay.unless",
                    context={"item": victim.id},
                )
            )
            return None
        result: PayResult = fr.scratch["result"]
        fr.scratch = {}
        if result.paid:
            game.emit(PaidUnless(item=victim.id, player=victim.controller))
            return None
    counter_item(game, victim, reason="effect")
    return None


@effect(
    "bounce",
    params={"what": "what"},
    doc="Returns the permanents to their owners' hands.",
)
def _bounce(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    for oid in objects_of(game, it, eff.get("what", "target"), eff):
        game.move(oid, Zone.HAND, cause="bounce")
    return None


@effect(
    "tap",
    params={"what": "what"},
    doc="Taps (*aktivira*) the permanents.",
)
def _tap(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    for oid in objects_of(game, it, eff.get("what", "target"), eff):
        game.tap(oid)
    return None


@effect(
    "untap",
    params={"what": "what"},
    doc="Untaps (*deaktivira*) the permanents.",
)
def _untap(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    for oid in objects_of(game, it, eff.get("what", "target"), eff):
        game.untap(oid)
    return None


@effect(
    "add_mana",
    params={"kind": "add_mana_kind", "amount": "amount", "who": "who"},
    required=("kind",),
    doc=(
        "Adds mana to the izvorište of `who` (default `you`): `kind` is `žuta`, `plava`, `crna`, "
        "`crvena`, `zelena` or `bezbojna`. An activated ability whose first effect is `add_mana` "
        "and that has no targets is a mana ability (no niz); it may have no other effect after "
        "its `add_mana` (D7.10 allows one, but a mana ability is played as its mana only, so the "
        "loader refuses it rather than drop it), and its `amount` is a number (its mana is made "
        "as it is played, never worked out on the niz). A mana ability is played by paying "
        "`@` only: one whose cost has more (mana, life, a sacrifice, a discard) is never "
        "played, and counts only for the mana a source could produce (D7.60). Two more kinds: "
        '`opponent_source_color` (only as the first effect of a mana ability) is "one mana of any '
        'colour a source an opponent controls could produce" — with no such colour it makes no '
        "mana and isn't offered (D7.60); `same_kind` (only in a `tapped_for_mana` trigger, "
        '[§9.2](#9-abilities-of-permanents)) is "mana of the same kind" the triggering mana '
        "ability made (D12.31)."
    ),
)
def _add_mana(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    kind = str(eff.get("kind"))
    if kind == "same_kind":
        # D12.31: the kind the triggering mana ability produced
        kind = str(it.trigger_data.get("mana_kind", ""))
    if kind not in game.players[it.controller].pool.amounts:
        return None  # D7.60: mana of an undefined kind is not produced
    for p in players_of(game, it, eff.get("who", "you")):
        game.players[p].pool.add(kind, amount_of(game, it, eff))
    return None


@effect(
    "regenerate",
    params={"what": "what"},
    doc="Gives a regeneration shield (see [§10.3](#103-regeneracija-regeneration)).",
)
def _regenerate(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """E3.111–E3.112: a shield that replaces the next destruction this turn."""
    for oid in objects_of(game, it, eff.get("what", "self"), eff):
        game.objects[oid].regen_shields += 1
        game.emit(RegenerationShield(card=oid))
    return None


@effect(
    "search_library",
    doc="You search your library for a card, put it into your hand, then shuffle.",
)
def _search_library(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """Gl. "Naći": search for a card and put it into hand, then shuffle."""
    p = it.controller
    lib = game.players[p].library
    if not lib:
        game.shuffle(p)
        return None
    if ans is None:
        return Decision(
            p, DecisionKind.CHOOSE_SOME, "resolve.search", tuple(sorted(lib)), 1, 1, {"item": it.id}
        )
    check_subset(Decision(p, DecisionKind.CHOOSE_SOME, "", tuple(sorted(lib)), 1, 1), ans)
    game.move(ans[0], Zone.HAND, cause="search")
    game.shuffle(p)
    game.emit(LibraryShuffled(player=p))
    return None


@effect(
    "return_from_graveyard",
    params={"what": "target"},
    doc=(
        "Returns the targeted card from your odlagalište to your hand (use a "
        "`card_in_your_graveyard` target)."
    ),
)
def _return_from_graveyard(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    for ref, inc in it.targets.get(eff.get("what", "target"), []):
        obj = game.objects[ref]
        if obj.zone == Zone.GRAVEYARD and obj.incarnation == inc:
            game.move(ref, Zone.HAND, cause="return")
    return None


@effect(
    "graveyard_to_hand",
    params={"who": "who"},
    doc=(
        "The player (default `you`) puts a card of his choice from his odlagalište into his hand "
        "(not targeted; nothing happens if it is empty)."
    ),
)
def _graveyard_to_hand(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """The player puts a card of his choice from his odlagalište into his hand (no target)."""
    players = players_of(game, it, eff.get("who", "you"))
    if not players:
        return None
    p = players[0]
    grave = tuple(game.players[p].graveyard)
    if not grave:
        return None  # A4.30: what can't be done is ignored
    if len(grave) == 1:
        ans = grave[0]
    elif ans is None:
        return Decision(
            p, DecisionKind.CHOOSE_ONE, "resolve.graveyard_to_hand", grave, context={"item": it.id}
        )
    if ans not in grave or isinstance(ans, bool):
        raise IllegalAnswer("answer.not_an_option", option=ans)
    game.move(ans, Zone.HAND, cause="return")
    return None


@effect(
    "hand_to_bottom_and_draw",
    params={"who": "who"},
    doc=(
        "The player puts all the cards of his hand on the bottom of his library in the order he "
        "chooses, then draws that many cards (Večna Zagonetka)."
    ),
)
def _hand_to_bottom_and_draw(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """Večna Zagonetka: put the hand on the bottom of the library in any order, then draw that
    many cards. The draws are real draws (D16.10), so draw replacements apply (D16.62)."""
    if fr.scratch.get("done"):
        return None  # back after the draws
    players = players_of(game, it, eff.get("who", "you"))
    if not players:
        return None
    p = players[0]
    hand = list(game.players[p].hand)
    if ans is None and len(hand) > 1:
        return Decision(
            p,
            DecisionKind.ORDER,
            "resolve.order_bottom",
            tuple(range(len(hand))),
            context={"item": it.id, "cards": hand},
        )
    order = list(range(len(hand))) if ans is None else ans
    if sorted(order) != list(range(len(hand))):
        raise IllegalAnswer("order.not_a_permutation")
    # the first card of the answer ends up at the very bottom
    for i in reversed(order):
        game.move(hand[i], Zone.LIBRARY, bottom=True, cause="hand_to_bottom")
    fr.scratch["done"] = True
    draw_cards(game, [p] * len(hand), used=it.trigger_data.get("draw_replacements_used"))
    return None


@effect(
    "create_token",
    params={
        "name": "str",
        "subtypes": "strs",
        "power": "int",
        "toughness": "int",
        "keywords": "keywords",
        "color": "color",
        "count": "int",
    },
    required=("subtypes", "power", "toughness"),
    doc=(
        "Puts `count` (default 1) creature tokens (*simbol-bića*) into play under your control. "
        "Without `name` the token is named after its subtypes."
    ),
)
def _create_token(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """B15.10: the creating effect defines the token's name, colour, type, P/T and abilities.

    E4.20, D21.55: those are its copiable values, so the colour is part of the token's own
    definition (`color_override`), not a continuous effect — a copy of the token is that colour.
    """
    subtypes = tuple(eff.get("subtypes", ()))
    color = eff.get("color")
    card = CardDef(
        name=eff.get("name") or " ".join(subtypes),  # B15.10: unnamed token is named by type
        cost=None,
        types=frozenset({CardType.CREATURE}),
        subtypes=subtypes,
        power=eff.get("power", 10),
        toughness=eff.get("toughness", 10),
        keywords=frozenset(Keyword(k) for k in eff.get("keywords", ())),
        color_override=frozenset({Color(color)}) if color else None,
    )
    for _ in range(int(eff.get("count", 1))):
        tok = game.new_object(card, it.controller, Zone.STACK, token=True)
        tok.zone = Zone.REMOVED  # created outside the game, then put into play
        game.move(tok.id, Zone.PLAY, controller=it.controller, cause="token")
        if color:
            # The colour used to be a separate effect with its own id and timestamp; they stay
            # reserved so that games recorded before keep the same object ids on replay.
            game.new_stack_id()
            game.next_timestamp()
    return None


@effect(
    "put_counters",
    params={"what": "what", "counter": "counter", "count": "int"},
    doc=(
        'Puts `count` (default 1) counters (*brojači*) `"+10/+10"` or `"-10/-10"` on the '
        "permanents."
    ),
)
def _put_counters(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    kind = str(eff.get("counter", "+10/+10"))
    n = int(eff.get("count", 1))
    for oid in objects_of(game, it, eff.get("what", "target"), eff):
        obj = game.objects[oid]
        # a new dict, never a change in place: copies of the game share it (Game.copy)
        obj.counters = {**obj.counters, kind: obj.counters.get(kind, 0) + n}
        game.emit(CountersPlaced(card=oid, counter=kind, count=n))
    return None


def _continuous(op: str) -> EffectFn:
    """set_pt, switch_pt, set_color, grant, lose, remove_abilities, animate (D19)."""

    def fn(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
        # set_color's `color` is the new colour, not a filter of the group (the group selectors
        # narrow "all creatures" by an effect's `color`): "all creatures become black"
        narrow = None if op == "set_color" else eff
        targets = objects_of(game, it, eff.get("what", "target"), narrow)
        if op == "animate_all_sources":
            targets = [o for o in game.battlefield if CardType.SOURCE in game.chars(o).types]
        if not targets:
            return None
        params: dict[str, Any] = {}
        real_op = op
        if op in ("set_pt", "animate", "animate_all_sources"):
            params = {
                "power": amount_of(game, it, eff, "power"),
                "toughness": amount_of(game, it, eff, "toughness"),
            }
        if op == "set_pt" and eff.get("remove_abilities"):
            params["remove_abilities"] = True
        if op in ("animate", "animate_all_sources"):
            params["types"] = list(eff.get("types", ["Biće"]))
            params["subtypes"] = list(eff.get("subtypes", ()))
            real_op = (
                "add_type" if eff.get("keep_types", op == "animate_all_sources") else ("set_type")
            )
        if op == "set_color":
            params = {"colors": [eff.get("color")]}
        if op in ("grant", "lose"):
            params = {"keywords": list(eff.get("keywords", ()))}
        if add_continuous(game, it, real_op, targets, params, eff.get("duration", "end_of_turn")):
            game.emit(ContinuousEffectAdded(op=real_op, cards=targets, params=params))
        return None

    return fn


@effect(
    "gain_control",
    params={"what": "what", "duration": "duration"},
    doc="You gain control of the permanents (`duration` default `permanent`).",
)
def _gain_control(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """Level 2: control changes (D19.51); B12.34 and C7.20 follow from `set_controller`."""
    for oid in objects_of(game, it, eff.get("what", "target"), eff):
        if add_continuous(
            game,
            it,
            "control",
            [oid],
            {"controller": it.controller},
            eff.get("duration", "permanent"),
        ):
            game.refresh_control(oid)
    return None


@effect(
    "change_text",
    params={
        "what": "what",
        "words": "word_kind",
        "from": "str",
        "to": "str",
        "duration": "duration",
    },
    required=("words",),
    doc=(
        "Changes the text of the permanents: every word of one kind `from` becomes `to` "
        "(`duration` default `permanent`). See [§8.5](#85-changing-text-change_text)."
    ),
)
def _change_text(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """D19.60–D19.64: replace every word of one kind in the text of the permanents.

    The card may name the old and the new word; otherwise the controller chooses them now:
    the old one among the words of that kind the text uses as such (D19.61), the new one among
    all other words of the kind. Its text is changed until the effect ends (level 3, D19.51).
    """
    targets = objects_of(game, it, eff.get("what", "target"), eff)
    if not targets:
        return None
    words = str(eff.get("words"))
    if "from" not in fr.scratch:
        old = eff.get("from")
        if old is None:
            present: list[str] = []
            for oid in targets:
                present += words_in_text(text_values(game, oid), words)
            options = tuple(word_label(words, w) for w in dict.fromkeys(present))
            if not options:
                return None  # no such word in its text: nothing to replace
            if ans is None:
                return Decision(
                    it.controller,
                    DecisionKind.CHOOSE_ONE,
                    "resolve.change_text_from",
                    options,
                    context={"item": it.id, "cards": targets, "words": words},
                )
            if ans not in options:
                raise IllegalAnswer("answer.not_an_option", option=ans)
            old, ans = word_code(words, ans), None
        fr.scratch["from"] = old
    old = fr.scratch["from"]
    new = eff.get("to")
    if new is None:
        options = tuple(word_label(words, w) for w in ALL_WORDS[words] if w != old)
        if ans is None:
            return Decision(
                it.controller,
                DecisionKind.CHOOSE_ONE,
                "resolve.change_text_to",
                options,
                context={
                    "item": it.id,
                    "cards": targets,
                    "words": words,
                    "old": word_label(words, old),
                },
            )
        if ans not in options:
            raise IllegalAnswer("answer.not_an_option", option=ans)
        new = word_code(words, ans)
    if new == old:
        return None
    params = {"words": words, "from": old, "to": new}
    if add_continuous(game, it, "change_text", targets, params, eff.get("duration", "permanent")):
        game.emit(
            TextChanged(
                cards=targets,
                old=word_label(words, old),
                new=word_label(words, new),
            )
        )
    return None


@effect(
    "prevent_damage",
    params={"to": "to", "amount": "amount"},
    required=("amount",),
    doc="A shield: the next `amount` damage to each recipient this turn is prevented (*sprečena*).",
)
def _prevent_damage(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    """D20.72: a shield that prevents the next N damage to a creature or player this turn."""
    for ref in refs_of(game, it, eff.get("to", "target"), eff):
        inc = 0 if is_player_ref(ref) else game.objects[ref].incarnation
        game.effects.append(
            ContinuousEffect(
                game.new_stack_id(),
                game.next_timestamp(),
                "prevent_shield",
                [(ref, inc)],
                {"remaining": amount_of(game, it, eff)},
                "end_of_turn",
                it.source,
                it.controller,
            )
        )
        game.emit(PreventionShield(recipient=ref, amount=amount_of(game, it, eff)))
    return None


@effect(
    "prevent_combat_damage",
    doc="All combat damage this turn is prevented.",
)
def _prevent_combat_damage(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    """Skrivanje: a rules-changing effect, so it covers creatures that arrive later (D19.32)."""
    game.effects.append(
        ContinuousEffect(
            game.new_stack_id(),
            game.next_timestamp(),
            "prevent_all_combat",
            [],
            {},
            "end_of_turn",
            it.source,
            it.controller,
        )
    )
    game.emit(AllCombatDamagePrevented(player=it.controller))
    return None


@effect(
    "redirect_damage",
    params={"what": "to", "to": "tos", "amount": "amount"},
    doc=(
        '"The next `amount` damage that would be dealt to `what` this turn is dealt to `to` '
        'instead" (without `amount`: all damage this turn). `what` defaults to `self`. A list of '
        'destinations, `to: [you, target2]`, is a modal replacement: "... is dealt to you or to '
        'the other creature instead", chosen for each event. See '
        "[§8.4](#84-replacement-and-prevention-of-damage-d20)."
    ),
)
def _redirect_damage(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    """D20.63: "the next N (or all) damage that would be dealt to X this turn is dealt to Y
    instead". With several destinations it is a modal replacement (D20.67): one of them is
    chosen for each event it applies to (damage.DamageFrame)."""
    tos = eff.get("to", "target")
    dests: list[int] = []
    for sel in (tos,) if isinstance(tos, str) else tos:
        for ref in refs_of(game, it, sel, eff):
            if ref not in dests:
                dests.append(ref)
    if not dests:
        return None
    to = [[d, 0 if is_player_ref(d) else game.objects[d].incarnation] for d in dests]
    amount = amount_of(game, it, eff) if "amount" in dict(eff.params) else None
    for ref in refs_of(game, it, eff.get("what", "self"), eff):
        inc = 0 if is_player_ref(ref) else game.objects[ref].incarnation
        others = [d for d in to if d[0] != ref]  # damage "redirected" to itself is no change
        if not others:
            continue
        game.effects.append(
            ContinuousEffect(
                game.new_stack_id(),
                game.next_timestamp(),
                "redirect_damage",
                [(ref, inc)],
                {"to": others, "remaining": amount},
                "end_of_turn",
                it.source,
                it.controller,
            )
        )
        game.emit(RedirectionShield(recipient=ref, to=[d for d, _ in others], amount=amount))
    return None


@effect(
    "prevent_from_source",
    params={"to": "to", "color": "color", "not_color": "color", "type": "card_type"},
    doc=(
        '"The next time a [red] source of your choice would deal damage to [you] this turn, '
        'prevent that damage." The player chooses the source as the effect is created; `color`, '
        "`not_color` and `type` (a card type such as `Biće`) say what sources may be chosen, and "
        "are checked again when the damage would be dealt. `to` defaults to `you`. See "
        "[§8.4](#84-replacement-and-prevention-of-damage-d20)."
    ),
)
def _prevent_from_source(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """D20.81: "the next time a [red] source of your choice would deal damage to [you] this
    turn, prevent that damage". The source is chosen now, as the effect is created; D20.82:
    the shield checks the source's characteristics again when the damage would be dealt."""
    wanted = {k: eff.get(k) for k in ("color", "not_color", "type") if eff.get(k)}
    choices = {
        oid: incs
        for oid, incs in damage_source_choices(game, it).items()
        if characteristics_match(wanted, chosen_source_info(game, oid, incs))
    }
    # `color` / `type` describe the source, not whom it protects: a group in `to` ("creatures
    # you control") is not narrowed by them (as set_color's colour is no filter either)
    protected = refs_of(game, it, eff.get("to", "you"), None)
    if not choices or not protected:
        return None
    options = tuple(sorted(choices))
    if ans is None and len(options) > 1:
        return Decision(
            it.controller,
            DecisionKind.CHOOSE_ONE,
            "resolve.choose_source",
            options,
            context={"item": it.id},
        )
    chosen = options[0] if ans is None else ans
    if isinstance(chosen, bool) or chosen not in options:
        raise IllegalAnswer("answer.not_an_option", option=chosen)
    for ref in protected:
        inc = 0 if is_player_ref(ref) else game.objects[ref].incarnation
        game.effects.append(
            ContinuousEffect(
                game.new_stack_id(),
                game.next_timestamp(),
                "prevent_from_source",
                [(ref, inc)],
                {"source": chosen, "incarnations": sorted(choices[chosen]), **wanted},
                "end_of_turn",
                it.source,
                it.controller,
            )
        )
        game.emit(SourcePreventionShield(recipient=ref, source=chosen))
    return None


@effect(
    "may",
    params={"effects": "effects", "if_you_do": "effects", "otherwise": "effects"},
    required=("effects",),
    doc=(
        '"You may [`effects`]. If you do, [`if_you_do`]. If you don\'t, [`otherwise`]." The '
        "controller answers yes or no when it resolves; all three are ordinary effect lists. "
        "When `effects` can't be carried out in full (discarding more cards than are in the "
        "hand, sacrificing what isn't there), he can't choose it: he isn't asked and "
        "`otherwise` happens (D14.23). Drawing is never impossible."
    ),
)
def _may(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """D20.52: "you may [A]. If you do, [B]." B depends on the choice to do A, whatever
    happens to A: even if A is prevented or replaced, B still happens. "If you don't, [C]":
    C happens when he declines, or when A is impossible, since he can't choose an impossible
    option and so can't dodge C (D14.23).

    The instructions of A and B (or C) run one after another inside this one instruction, each
    with its own scratch space, so they may ask questions or wait for payments like any other."""
    st = fr.scratch
    if "do" not in st:
        if impossible(game, it, tuple(eff.get("effects", ()))):
            # D14.23: "yes" is not an option; nothing to ask
            st.update({"do": False, "sub": 0, "inner": {}})
            game.emit(MayChosen(player=it.controller, choice=False, item=it.id))
        elif ans is None:
            return Decision(
                it.controller,
                DecisionKind.YES_NO,
                "resolve.may",
                (True, False),
                context={"item": it.id},
            )
        else:
            if not isinstance(ans, bool):
                raise IllegalAnswer("answer.not_yes_no")
            st.update({"do": ans, "sub": 0, "inner": {}})
            game.emit(MayChosen(player=it.controller, choice=ans, item=it.id))
            return NOT_DONE
    if st["do"]:
        subs = tuple(eff.get("effects", ())) + tuple(eff.get("if_you_do", ()))
    else:
        subs = tuple(eff.get("otherwise", ()))
    return run_nested(game, fr, it, subs, ans)


@effect(
    "extra_combat",
    doc="An additional combat phase, followed by an additional main phase, after this main phase.",
)
def _extra_combat(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """C1.70: an additional combat phase followed by an additional main phase."""
    plan = game.turn_plan
    i = game.plan_index
    # after this main phase: insert right after the current phase's last step
    while i + 1 < len(plan) and plan[i + 1][1] == plan[game.plan_index][1]:
        i += 1
    combat = [
        s
        for s in (
            Step.BEGIN_COMBAT,
            Step.DECLARE_ATTACKERS,
            Step.DECLARE_BLOCKERS,
            Step.COMBAT_DAMAGE,
            Step.END_COMBAT,
        )
    ]
    game.phase_counter += 1
    extra = [(s, game.phase_counter) for s in combat]
    game.phase_counter += 1
    extra.append((Step.MAIN2, game.phase_counter))
    assert all(STEP_PHASE[s] in (Phase.COMBAT, Phase.MAIN2) for s, _ in extra)
    game.turn_plan = plan[: i + 1] + extra + plan[i + 1 :]
    game.emit(ExtraPhasesAdded(player=it.controller))
    return None


@EXTRA_STEPS.word(Step.UPKEEP.value, doc="an upkeep step, in the beginning phase (C1.80)")
def _added_upkeep() -> Step:
    return Step.UPKEEP


@EXTRA_STEPS.word(Step.DRAW.value, doc="a draw step, in the beginning phase (C1.80)")
def _added_draw() -> Step:
    return Step.DRAW


@EXTRA_STEPS.word(Step.END_OF_TURN.value, doc="an end of turn step, in the ending phase (C1.80)")
def _added_end_of_turn() -> Step:
    return Step.END_OF_TURN


@effect(
    "extra_step",
    params={"step": "extra_step", "after": "named_step", "before": "named_step"},
    required=("step",),
    doc=(
        '"Posle ovog koraka imaš dodatni korak …" / "… dodatni korak posle (pre) tvog koraka '
        '…": an additional step (C1.80) right after the current step, or right after '
        "(`after`) or right before (`before`) the next such named step of this turn; the "
        "named step must be of the added step's phase (the loader checks it). When the step "
        "can't be added (without `after`/`before`, the current step is of another phase; with "
        "them, the named step doesn't come again this turn) that part does nothing. "
        "Of several added after the same step, the last added comes "
        "first. `step`: `priprema`, `vučenje` or `kraj_poteza`; `after` / `before`: "
        "`deaktiviranje`, `priprema`, `vučenje`, `kraj_poteza` or `odbacivanje`."
    ),
)
def _extra_step(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """C1.80: "Effects add steps right after the named step (or right before it). If several
    extra steps are created after the same step, the last created is played first." Putting
    each new step right after the named step's own entry (not after earlier added ones) gives
    that order. A step of another phase can't follow or precede it: nothing (A4.30)."""
    added = EXTRA_STEPS.run_of(str(eff.get("step")))
    assert added is not None  # the loader allows only these words
    step: Step = added()
    plan = game.turn_plan
    here = game.plan_index
    after, before = eff.get("after"), eff.get("before")
    if after is None and before is None:
        at: int | None = here + 1  # "after this step"
    else:
        named = Step(str(after if after is not None else before))
        # the named step still to come in this turn (for "after": the current one counts;
        # "before" the current step is already in the past)
        first = here if after is not None else here + 1
        found = next((i for i in range(first, len(plan)) if plan[i][0] == named), None)
        at = None if found is None else (found + 1 if after is not None else found)
    if at is None:
        return None
    ref_step, phase_no = plan[at - 1] if before is None else plan[at]
    if STEP_PHASE[step] != STEP_PHASE[ref_step]:
        return None
    game.turn_plan = [*plan[:at], (step, phase_no), *plan[at:]]
    game.emit(ExtraStepAdded(player=it.controller, step=step.value))
    return None


@effect(
    "attach",
    params={"to": "to"},
    doc=(
        "Attaches this permanent (an Oprema) to the creature: what `equip` does, see "
        "[§10.7](#107-opremi-equip)."
    ),
)
def _attach(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """Opremi (E3.121): attach this Equipment to target creature you control."""
    src = objects_of(game, it, "self", eff)
    targets = objects_of(game, it, eff.get("to", "target"), eff)
    if not src or not targets:
        return None
    eq, creature = src[0], targets[0]
    if game.objects[creature].controller != it.controller:
        return None  # B12.27: control matters when equip resolves
    game.objects[eq].attached_to = creature
    game.objects[eq].timestamp = game.next_timestamp()  # D19.55
    game.touch()
    game.emit(Attached(card=eq, to=creature))
    return None


@effect(
    "win_game",
    params={"who": "who"},
    doc="The players win the game (unless they lose at the same time).",
)
def _win_game(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """A3.22: an effect may say that a player wins (A3.34: unless he loses at the same time)."""
    for p in players_of(game, it, eff.get("who", "you")):
        game.players[p].won = True
    return None


@effect(
    "extra_turn",
    params={"who": "who"},
    doc="The players take an extra turn after this one.",
)
def _extra_turn(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """C1.60: an extra turn comes right after this one; the latest created is taken first."""
    for p in players_of(game, it, eff.get("who", "you")):
        game.extra_turns.append(p)
        game.emit(ExtraTurnAdded(player=p))
    return None


@effect(
    "delayed_trigger",
    params={
        "at": "delayed_event",
        "what": "what",
        "effects": "delayed_effects",
        "duration": "duration",
        "stop_by": "stop_by",
        "stop_cost": "mana_cost",
        "text": "str",
    },
    required=("at", "effects"),
    doc=(
        '"Later, do this": creates a delayed triggered ability, see '
        "[§8.4](#84-delayed-triggered-abilities-odložene-izazvane-osobine)."
    ),
)
def _delayed_trigger(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    """D18.20, D5.40: "do X later" creates a delayed triggered ability (delayed.py)."""
    create_delayed(game, it, eff)
    return None


@effect(
    "sacrifice",
    params={"what": "what"},
    doc="The controller of each permanent (`what`, default `self`) sacrifices it (not destruction: "
    "no regeneration).",
)
def _sacrifice(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    """Its controller sacrifices each permanent (Gl. "Žrtvovanje"); no regeneration."""
    targets = objects_of(game, it, eff.get("what", "self"), eff)
    game.lookback = list(targets)
    try:
        for oid in targets:
            game.sacrifice(oid)
    finally:
        game.lookback = []
    return None


@effect(
    "put_into_play",
    params={"what": "what"},
    doc=(
        "Puts the cards (e.g. a card in an odlagalište that a delayed ability remembers) into "
        "play under your control. Auras and printed Izvor cards are left where they are."
    ),
)
def _put_into_play(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """Put cards that are not in play into play under your control ("ubaci u igru"), each
    making its "as it enters play" choices first (E4.40, E4.50, entering.py)."""
    entering: list[tuple[int, int]] = []
    fixed = "entering" in fr.scratch  # choices under way: the cards were fixed before
    for oid in [] if fixed else objects_of(game, it, eff.get("what", "target"), eff):
        obj = game.objects[oid]
        if obj.zone in (Zone.PLAY, Zone.STACK) or not obj.card.is_permanent_card:
            continue
        if obj.card.enchant or obj.card.only_source:
            continue  # an aura needs something to enchant; a printed Izvor is only played
        entering.append((oid, it.controller))
    return enter_play(game, fr.scratch, it, entering, ans, "put_into_play")


# The effect words carried out by a factory: one implementation for several words.
register_effect(
    "gain_life",
    _life(+1),
    params={"who": "who", "amount": "amount"},
    required=("amount",),
    doc="The players gain life.",
)
register_effect(
    "lose_life",
    _life(-1),
    params={"who": "who", "amount": "amount"},
    required=("amount",),
    doc="The players lose life (not damage).",
)
register_effect(
    "set_pt",
    _continuous("set_pt"),
    params={
        "what": "what",
        "power": "signed",
        "toughness": "signed",
        "remove_abilities": "bool",
        "duration": "duration",
    },
    required=("power", "toughness"),
    doc=(
        "The permanents have this base power and toughness; with `remove_abilities: true` they "
        "also lose all their abilities."
    ),
)
register_effect(
    "switch_pt",
    _continuous("switch_pt"),
    params={"what": "what", "duration": "duration"},
    doc="Switches the permanents' power and toughness.",
)
register_effect(
    "set_color",
    _continuous("set_color"),
    params={"what": "what", "color": "color", "duration": "duration"},
    required=("color",),
    doc="The permanents become that colour (instead of their colours).",
)
register_effect(
    "grant",
    _continuous("grant"),
    params={"what": "what", "keywords": "keywords", "duration": "duration"},
    required=("keywords",),
    doc="The permanents gain the keywords.",
)
register_effect(
    "lose",
    _continuous("lose"),
    params={"what": "what", "keywords": "keywords", "duration": "duration"},
    required=("keywords",),
    doc="The permanents lose the keywords.",
)
register_effect(
    "remove_abilities",
    _continuous("remove_abilities"),
    params={"what": "what", "duration": "duration"},
    doc="The permanents lose all their abilities and keywords.",
)
register_effect(
    "animate",
    _continuous("animate"),
    params={
        "what": "what",
        "types": "card_types",
        "subtypes": "strs",
        "power": "int",
        "toughness": "int",
        "keep_types": "bool",
        "duration": "duration",
    },
    required=("power", "toughness"),
    doc=(
        "The permanents become creatures (or the card types listed in `types`, e.g. `[Biće]`) "
        "with this power and toughness; with `keep_types: true` they keep their other types too, "
        "otherwise the new types and subtypes replace the old ones."
    ),
)
register_effect(
    "animate_all_sources",
    _continuous("animate_all_sources"),
    params={"power": "int", "toughness": "int", "duration": "duration"},
    required=("power", "toughness"),
    doc=(
        "Every source in play becomes a creature with this power and toughness and is still a "
        "source."
    ),
)
