"""Playing sources, casting spells and activating abilities (B12.71, C6.40, D9, D10).

`legal_actions` answers "what may this player do with priority now"; `CastFrame` walks the
casting procedure of D10.11–D10.19: announce, Pojačanje, X, targets, division, total cost,
mana abilities, payment, then the spell or ability is played and the opponent receives
priority (D10.19 — unlike modern Magic the caster does not keep priority).

If a cast is cancelled or turns out illegal part-way, it is undone completely (D23.10): the
card returns where it was and the mana abilities played for it are reversed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine import timing_words  # noqa: F401  (declares the only_during words)
from izvori.engine.carddef import (
    ZONE_HAND,
    ActivatedAbility,
    CardDef,
    CardType,
    Keyword,
    StaticAbility,
    TargetSpec,
    freeze,
)
from izvori.engine.cost_parts import answer_cost_choice, sacrifice_candidates
from izvori.engine.decisions import (
    PASS,
    Action,
    Decision,
    DecisionKind,
    IllegalAnswer,
    check_subset,
    shared_action,
)
from izvori.engine.delayed import stop_actions
from izvori.engine.events import AbilityActivated, SourcePlayed, SpellCast
from izvori.engine.frames import Frame
from izvori.engine.loops import NO_POSITION, PlayedFrom, record_played
from izvori.engine.mana import ManaCost
from izvori.engine.modes import (
    apply_mode,
    available_modes,
    mode_chooser,
    mode_index,
    modes_of,
)
from izvori.engine.objects import StackItem, StackKind, Zone
from izvori.engine.payment import (
    PayFrame,
    PayResult,
    can_afford,
    can_use_tap_ability,
    funds,
    keep_priority,
    potential_mana,
    undo_mana_abilities,
)
from izvori.engine.play_views import by_any, by_concatenation, by_parts, together
from izvori.engine.special import GROW_IGNORABLE, ignorable_in_play, ignore_actions, ignoring
from izvori.engine.steps import MAIN_STEPS
from izvori.engine.targeting import enough_targets, legal_targets
from izvori.engine.triggers import queue_istocnik
from izvori.engine.vocabulary.timing import ONLY_DURING
from izvori.engine.zones import ability_player, outside_play_cards, works_from

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

#: D10.15: a spell that divides its damage gives each chosen target at least this much.
SPELL_SHARE_MIN = 5


# ---------------------------------------------------------------- timing
def sorcery_timing(game: Game, player: int) -> bool:
    """Own main phase, empty niz, with priority (B12.21, D9.14)."""
    return game.active == player and game.step in MAIN_STEPS and not game.stack


def may_play_a_source(game: Game, player: int, sorcery_ok: bool | None = None) -> bool:
    """Whether `player` may play any card of his hand as a source now (B12.71–B12.73, C6.40:
    one source per turn, own main phase, empty niz). `sorcery_ok`: `sorcery_timing` if the
    caller has it."""
    if sorcery_ok is None:
        sorcery_ok = sorcery_timing(game, player)
    return sorcery_ok and game.players[player].sources_played_this_turn < 1


def spell_timing_ok(game: Game, player: int, card: CardDef) -> bool:
    return instant_speed(card) or sorcery_timing(game, player)


def instant_speed(card: CardDef) -> bool:
    """An instant, or a card with Presretač: castable whenever its caster has priority (B12.51,
    E3.151)."""
    return CardType.INSTANT in card.types or Keyword.FLASH in card.keywords


def spell_target_specs(card: CardDef) -> tuple[TargetSpec, ...]:
    """An Aura spell targets what its "Promeni [tip]" allows (B12.65, D15.30).

    E3.133: with several instances of Promeni, the target must meet all of them.
    """
    if card.enchant:
        enchant = card.enchant
        if len(enchant) == 1 and enchant[0] in _ENCHANT_KIND:
            return (TargetSpec("enchanted", _ENCHANT_KIND[enchant[0]]),)
        return (TargetSpec("enchanted", "permanent", filters=freeze({"enchant": enchant})),)
    return card.spell_targets


def kicker_only_refs(card: CardDef) -> frozenset[str]:
    """Targets only the Pojačanje text uses: chosen only if the kicker is paid (E3.143)."""
    if not card.kicker_effects:
        return frozenset()

    def refs(effects: tuple[Any, ...]) -> set[str]:
        return {str(v) for e in effects for _, v in e.params if isinstance(v, str)}

    used = refs(card.spell_effects)
    return frozenset(
        s.ref
        for s in card.spell_targets
        if s.ref in refs(card.kicker_effects) and s.ref not in used
    )


_ENCHANT_KIND = {
    "biće": "creature",
    "izvor": "source",
    "artefakt": "artifact",
    "permanent": "permanent",
    "promena": "enchantment",
}


def targets_available(
    game: Game,
    specs: tuple[TargetSpec, ...],
    player: int,
    colors: Any,
    self_id: int | None = None,
) -> bool:
    """Whether each of `specs` has its minimum of legal targets (D10.13: without them the
    spell or ability can't be played)."""
    return all(enough_targets(game, s, player, colors, self_id) for s in specs)


def _cost_increases(in_play: list[tuple[int, Chars]]) -> list[tuple[int, int, StaticAbility]]:
    return [
        (oid, i, st)
        for oid, c in in_play
        for i, st in enumerate(c.statics)
        if st.op == "spell_cost_increase"
    ]


_GROW_COST_INCREASES = by_concatenation(_cost_increases)


def spell_cost_increase(game: Game, player: int) -> int:
    """Cost increases in play (B4.40, D10.16), e.g. Dvorana Tišine: "During each player's
    turn, the other players' spells cost 3 more". They are not part of the mana cost."""
    extra = 0
    for oid, i, st in game.play_view("spell_cost_increase", _cost_increases, _GROW_COST_INCREASES):
        if st.get("when") == "not_your_turn" and game.active == player:
            continue
        if st.get("ignore_cost") is not None and ignoring(game, oid, i, player):
            continue  # D9.29: this player paid to ignore it until end of turn
        extra += int(st.get("amount", 0))
    return extra


def self_cost_reduction(game: Game, player: int, card: CardDef) -> int:
    """D3.93: "[this card] costs N less to play": it works on the niz, so it changes only
    this card's own cost, never another card's (not even from play). Generic mana only."""
    less = 0
    for st in card.statics:
        if st.op != "cost_reduction":
            continue
        life = st.get("if_life_at_most")
        if life is not None and game.players[player].life > int(life):
            continue
        less += int(st.get("amount", 0))
    return less


def final_spell_cost(
    game: Game, player: int, card: CardDef, increase: int | None = None
) -> ManaCost:
    """D10.16: the mana cost plus all increases minus all reductions (generic mana).
    `increase`: spell_cost_increase(game, player), when the caller has it already."""
    base = card.cost or ManaCost()
    if increase is None:
        increase = spell_cost_increase(game, player)
    reduction = self_cost_reduction(game, player, card)
    if not increase and not reduction and base.generic >= 0:
        return base  # the same value the sums below give, without making it again
    return base.plus_generic(increase).plus_generic(-reduction)


def can_cast(game: Game, player: int, oid: int) -> bool:
    if oid not in game.players[player].hand:
        return False
    return _castable_from_hand(game, player, oid, sorcery_timing(game, player), None)


def _castable_from_hand(
    game: Game, player: int, oid: int, sorcery_ok: bool, increase: int | None
) -> bool:
    """`can_cast` for a card in `player`'s hand, given what is the same for every card of
    it at this moment: whether he has sorcery timing (D9.14) and the cost increases in play
    (D10.16; None: not worked out yet)."""
    card = game.objects[oid].card
    if card.cost is None or card.only_source:
        return False  # B13.11: an object without a mana cost can't be played as a spell
    if not (sorcery_ok or instant_speed(card)):
        return False  # spell_timing_ok
    # The mana first: most cards in hand can't be paid for, and that is the quickest to tell
    # (all the checks here only look, so their order doesn't change the answer).
    if not can_afford(game, player, final_spell_cost(game, player, card, increase)):
        return False
    if card.modes:
        # D10.12: castable if some mode has all its targets (whoever chooses the mode)
        return bool(available_modes(game, card.modes, player, game.chars(oid).colors))
    optional = kicker_only_refs(card)
    specs = tuple(s for s in spell_target_specs(card) if s.ref not in optional)
    return targets_available(game, specs, player, game.chars(oid).colors)


def _casts(game: Game, player: int, hand: list[int], sorcery_ok: bool) -> list[Action]:
    """Casting each card of `player`'s hand that `can_cast` allows now, in hand order.

    What is the same for every card is worked out once: sorcery timing (D9.14,
    `sorcery_ok`: the caller's `sorcery_timing`), the cost increases in play (D10.16) and
    the most mana he could make (pool and every source, the bound of `can_afford`); a card
    whose total cost is more than that (D10.16: increases and its own reduction counted, X
    as 0, A5.33) is not castable, and nothing else about it is looked at. Every other card
    goes through `_castable_from_hand` as before."""
    out: list[Action] = []
    objects = game.objects
    increase: int | None = None
    most = -1
    for oid in hand:
        card = objects[oid].card
        facts = card.derived.get("spell_facts", False)  # kept by spell_facts: no call
        if facts is False:
            facts = spell_facts(card)
        if facts is None or not (sorcery_ok or facts[0]):
            continue  # B13.11 (no mana cost), B12.71 (only a source); spell_timing_ok
        if increase is None:
            increase = spell_cost_increase(game, player)
            most = potential_mana(game, player)
        if increase or facts[1] or facts[2].generic < 0:
            total = final_spell_cost(game, player, card, increase).total()
        else:
            total = facts[3]  # its mana cost is its total cost (D10.16)
        if total > most:
            continue  # no plan can pay it (can_afford says the same, without planning)
        if _castable_from_hand(game, player, oid, sorcery_ok, increase):
            out.append(shared_action("cast", oid))
    return out


def spell_facts(card: CardDef) -> tuple[bool, bool, ManaCost, int] | None:
    """What never changes about casting `card` from the hand: None if it can't be cast as a
    spell (B13.11: no mana cost; B12.71: a printed source), else (instant speed — B12.51,
    E3.151 —, whether its own cost reduction may apply — D3.93 —, its mana cost, that cost's
    total with X as 0 — A5.33). Worked out once per definition, kept with it
    (`CardDef.derived`)."""
    kept = card.derived
    if "spell_facts" in kept:
        facts: tuple[bool, bool, ManaCost, int] | None = kept["spell_facts"]
        return facts
    facts = None
    if card.cost is not None and not card.only_source:
        reduces = any(st.op == "cost_reduction" for st in card.statics)
        facts = (instant_speed(card), reduces, card.cost, card.cost.total())
    kept["spell_facts"] = facts
    return facts


def timing_allows(game: Game, player: int, ab: ActivatedAbility) -> bool:
    """Timing restrictions of an activated ability (D4.30, D4.50, E3.121)."""
    if ab.sorcery_speed and not sorcery_timing(game, player):
        return False  # D4.50, E3.121
    # D4.30: "samo tokom svog poteza / svoje pripreme" (izvori/engine/timing_words.py)
    if ab.only_during is None:
        return True
    allowed = ONLY_DURING.run_of(ab.only_during)
    assert allowed is not None, ab.only_during  # the loader accepts only declared words
    return bool(allowed(game, player))


def ability_usable(game: Game, player: int, oid: int, index: int) -> bool:
    obj = game.objects[oid]
    abilities = game.chars(oid).activated
    if index >= len(abilities):
        return False
    ab = abilities[index]
    if not works_from(ab.zone, obj):
        return False  # D3.92, D3.95, D3.97: only from the zone it names
    if ability_player(game, obj) != player:
        return False  # D4.20
    if ab.is_mana_ability:
        return False
    if not timing_allows(game, player, ab):
        return False
    if ab.per_turn and obj.activations_this_turn.get(index, 0) >= ab.per_turn:
        return False  # D4.30: counted for the object, even if its controller changed
    cost = ab.cost
    if cost.tap and not can_use_tap_ability(game, oid):
        return False
    if cost.life and game.players[player].life < cost.life:
        return False
    hand = game.players[player].hand
    if cost.discard and len([o for o in hand if o != oid]) < cost.discard:
        return False
    if cost.sacrifice and not sacrifice_candidates(game, player, cost.sacrifice):
        return False
    exclude = frozenset({oid}) if cost.tap else frozenset()
    if cost.mana is not None and not can_afford(game, player, cost.mana, exclude):
        return False  # before the targets: quicker, and the order doesn't change the answer
    colors = game.chars(oid).colors
    if ab.modes:
        return bool(available_modes(game, ab.modes, player, colors, oid))
    return targets_available(game, ab.targets, player, colors, oid)


def _with_other_abilities(
    in_play: list[tuple[int, Chars]],
) -> list[tuple[int, tuple[tuple[int, ActivatedAbility], ...]]]:
    """Permanents with activated abilities that aren't mana abilities (D9.19)."""
    return [(oid, c.other_abilities) for oid, c in in_play if c.other_abilities]


_GROW_OTHER_ABILITIES = by_concatenation(_with_other_abilities)

#: The two views of the permanents every working-out of the legal actions reads (D9.19's
#: activated abilities, D9.29's statics that may be ignored), fetched with one `play_view`
#: call: each part is what its own view ("other_abilities", "ignorable") would be.
_PRIORITY_VIEWS = together(_with_other_abilities, ignorable_in_play)
_GROW_PRIORITY_VIEWS = by_parts(_GROW_OTHER_ABILITIES, GROW_IGNORABLE)


def legal_actions(game: Game, player: int) -> list[Action]:
    """Everything `player` may do with priority now (D9.14, D9.19): `all_legal_actions`,
    kept from one priority of the player to his next while nothing they read has changed.

    Most of the time the only change between them is a step beginning (C1): nothing in
    play, in the hands, the niz or the pools is different, only the timing. So the actions
    are kept with `Game.state_gen` (which counts every event but a step beginning, and
    every `touch` and `forget_derived`) and with what a new step can change without another
    event (`_actions_context`: the timing rules, the pools, the top of the niz, combat and
    the delayed triggers), and reused while both are equal. **A new rule that lets legal
    actions read anything else that changes without an event must be added to
    `_actions_context`.** `tests/engine/test_perf_shortcuts.py` compares with
    `all_legal_actions` at every priority.
    """
    context = _actions_context(game, player)
    kept = game.kept_actions.get(player)
    if kept is not None and kept[0] == game.state_gen:
        if kept[1] == context:
            return list(kept[2])
        if kept[1][1] and not context[1] and kept[1][2:] == context[2:]:
            # his main phase is over and nothing else changed: what needed it is left out
            actions = _at_instant_speed(game, kept[2])
            game.kept_actions[player] = (game.state_gen, context, tuple(actions))
            return actions
    actions = all_legal_actions(game, player)
    game.kept_actions[player] = (game.state_gen, context, tuple(actions))
    return actions


def _at_instant_speed(game: Game, actions: tuple[Action, ...]) -> list[Action]:
    """The actions of a player who had sorcery timing (D9.14) and has it no longer, nothing
    else having changed: the same, without playing a source (B12.71), casting a spell that
    isn't an instant or with Presretač (B12.51, E3.151) and activating an ability that can
    be activated only as a sorcery (D4.50) — the only checks of `all_legal_actions` that
    read sorcery timing, each alongside others that haven't changed."""
    out = []
    for a in actions:
        if a.kind == "source":
            continue
        if a.kind == "cast" and not instant_speed(game.objects[a.obj].card):
            continue
        if a.kind == "activate" and game.chars(a.obj).activated[a.index].sorcery_speed:
            continue
        out.append(a)
    return out


def _actions_context(game: Game, player: int) -> tuple[Any, ...]:
    """What legal actions read that a step beginning, or the turn structure around it,
    changes without an event of its own (see legal_actions); cheap, as it is asked at every
    priority. The rest changes only with an event: the sources played this turn (B12.71:
    SourcePlayed, TurnBegan), what is put on the niz or leaves it (`forget_derived`), the
    attackers and blockers declared (AttackersDeclared, BlockersDeclared) or removed."""
    stack = game.stack
    combat = game.combat
    players = game.players
    own_turn = game.active == player
    return (
        own_turn,  # D10.16 "during each other player's turn"
        own_turn and game.step in MAIN_STEPS,  # D9.14, B12.71: his own main phase
        # D4.30: the timing words, when an ability that may be offered names one
        tuple([allowed(game, player) for allowed in _timing_words()])
        if _timing_words_read(game)
        else (),
        # the pools: mana burn empties them at the end of a phase (C1.30)
        tuple(players[0].pool.amounts.values()),
        tuple(players[1].pool.amounts.values()),
        stack[-1].id if stack else 0,  # D9.14; targets on the niz (D15)
        # C12.20: combat ends with a step; legal actions read of it only which creatures
        # attack or block (target filters, D15), and none do until they are declared
        None
        if combat is None or not (combat.attackers or combat.blocks)
        else (tuple(combat.attackers), tuple(combat.blocks)),
        len(game.delayed),  # D9.28: "until end of turn" ends without an event
    )


def _timing_words_read(game: Game) -> bool:
    """Whether an ability that legal actions may offer names a timing word (D4.30): one of
    a permanent in play, or of a card whose abilities work outside play (D3.92). Both change
    only with an event or a `touch`, so with `Game.state_gen` equal this is equal too (and
    `Game.derived`, dropped whenever `state_gen` changes, may keep it). The permanents' part
    is a view of the characteristics; `zone_cards` only grows, and most games have none."""
    read: bool | None = game.derived.get("timing_words_read")  # kept until the next event
    if read is None:
        read = game.play_view("names_timing_word", _names_timing_word, _GROW_NAMES_TIMING_WORD)
        if not read and game.zone_cards:
            objects = game.objects
            read = any(
                ab.only_during for oid in game.zone_cards for ab in objects[oid].card.activated
            )
        game.derived["timing_words_read"] = read
    return read


def _names_timing_word(in_play: list[tuple[int, Chars]]) -> bool:
    return any(ab.only_during for _, c in in_play for _, ab in c.other_abilities)


_GROW_NAMES_TIMING_WORD = by_any(_names_timing_word)

_TIMING_WORDS: list[Callable[[Game, int], bool]] = []


def _timing_words() -> list[Callable[[Game, int], bool]]:
    """The check of every timing word (D4.30), gathered again only if a word is added."""
    if len(_TIMING_WORDS) != len(ONLY_DURING):
        _TIMING_WORDS[:] = [w.run for w in ONLY_DURING if w.run is not None]
    return _TIMING_WORDS


def all_legal_actions(game: Game, player: int) -> list[Action]:
    """Everything `player` may do with priority now (D9.14, D9.19), worked out in full."""
    actions: list[Action] = [PASS]  # (the same value as shared_action("pass"), no call)
    p = game.players[player]
    sorcery_ok = sorcery_timing(game, player)  # read by the sources and the casts (D9.14)
    if may_play_a_source(game, player, sorcery_ok):  # then any card of the hand (B12.71)
        actions.extend(shared_action("source", oid) for oid in p.hand)
    if p.hand:
        actions.extend(_casts(game, player, p.hand, sorcery_ok))
    objects = game.objects
    # (nothing below changes the characteristics: the pair is what it is at the end too)
    with_abilities, may_ignore = game.play_view(
        "priority_views", _PRIORITY_VIEWS, _GROW_PRIORITY_VIEWS
    )
    for oid, abilities in with_abilities:
        if objects[oid].controller != player:
            continue
        for i, _ab in abilities:
            if ability_usable(game, player, oid, i):
                actions.append(shared_action("activate", oid, i))
    if game.zone_cards:  # (most games have no card whose abilities work outside play)
        for oid in outside_play_cards(game, player):
            # D3.92, D3.95: abilities that work from the hand or the odlagalište
            for i, _ab in enumerate(game.chars(oid).activated):
                if ability_usable(game, player, oid, i):
                    actions.append(shared_action("activate", oid, i))
    if may_ignore:  # (most of the time there is nothing to ignore)
        actions.extend(ignore_actions(game, player, may_ignore))  # D9.29
    actions.extend(_mana_actions(game, player))
    if game.delayed:
        actions.extend(stop_actions(game, player))  # D9.28
    return actions


def _mana_actions(game: Game, player: int) -> tuple[Action, ...]:
    """Playing a mana ability at priority (D9.25): one action per mana source and kind it
    can make, in their order; made once for as long as the sources are kept (`Funds`)."""
    f = funds(game, player)
    actions: tuple[Action, ...] | None = f.views.get("mana_actions")
    if actions is None:
        made: list[Action] = []
        for s in f.sources:
            key = (s.perm, s.index, s.kinds)
            of_source = _SOURCE_ACTIONS.get(key)
            if of_source is None:
                if len(_SOURCE_ACTIONS) > 100_000:
                    _SOURCE_ACTIONS.clear()
                of_source = _SOURCE_ACTIONS[key] = tuple(
                    [shared_action("mana", s.perm, s.index, kind) for kind in s.kinds]
                )
            made += of_source
        actions = f.views["mana_actions"] = tuple(made)
    return actions


#: The mana actions of one mana ability, by (permanent, ability, kinds it can make): the same
#: values whichever funds the source is one of (a new source list after every tap of his).
_SOURCE_ACTIONS: dict[tuple[int, int, tuple[str, ...]], tuple[Action, ...]] = {}


# ------------------------------------------------------------ source play
def play_source(game: Game, player: int, oid: int) -> None:
    """Play a card as a source: a special action, no niz, can't be countered (B12.71).

    A card of one colour becomes a colourless basic source of that colour's type (B12.76);
    an artifact a non-basic colourless source; a printed Izvor card stays itself (B12.77).
    With Istočnik it enters tapped and its controller may pay the cost (E3.52).
    """
    card = game.objects[oid].card
    basic = card.basic_source_type()
    if card.only_source:
        as_source = "printed"
    elif basic:
        as_source = f"basic:{basic}"
    else:
        as_source = "artifact"
    game.players[player].sources_played_this_turn += 1
    enters_tapped = card.istocnik is not None
    game.move(
        oid, Zone.PLAY, controller=player, tapped=enters_tapped, as_source=as_source, cause="source"
    )
    game.objects[oid].sick = True
    game.emit(SourcePlayed(player=player, card=oid, source_type=basic or as_source, name=card.name))
    if card.istocnik is not None:
        game.frames.append(IstocnikFrame(player, oid, card.istocnik))


@dataclass
class IstocnikFrame(Frame):
    """E3.52: after an Istočnik card is played as a source its controller may pay the cost."""

    player: int
    card: int
    cost: ManaCost
    stage: str = "ask"
    pay: PayResult = field(default_factory=PayResult)

    def run(self, game: Game) -> Decision | None:
        if self.stage == "ask":
            if not can_afford(game, self.player, self.cost):
                self.done(game)  # E3.52.3: can't pay, the ability doesn't trigger
                return None
            return Decision(
                self.player,
                DecisionKind.YES_NO,
                "istocnik.pay",
                (True, False),
                context={"card": self.card, "cost": str(self.cost)},
            )
        if self.stage == "paying":
            if self.pay.paid:
                queue_istocnik(game, self.player, self.card)
            self.done(game)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if answer not in (True, False):
            # never reached through Game.submit: normalize_answer refuses a YES_NO answer that
            # is not a bool first, with this same key (its mutants are equivalent)
            raise IllegalAnswer("answer.not_yes_no")  # pragma: no mutate
        if answer:
            self.stage = "paying"
            game.frames.append(
                PayFrame(
                    self.player,
                    self.cost,
                    self.pay,
                    prompt="pay.istocnik",
                    context={"card": self.card},
                )
            )
        else:
            self.done(game)


# ------------------------------------------------------------------ casting
@dataclass
class CastFrame(Frame):
    """Casting a spell (card in hand) or activating an ability (permanent + index)."""

    player: int
    obj: int
    ability_index: int | None = None
    stage: str = "start"
    item_id: int = 0
    spec_index: int = 0
    pay: PayResult = field(default_factory=PayResult)
    sacrificed: int | None = None
    discarded: list[int] | None = None  # cards chosen to discard as a cost (D4.10)
    # D23.10 rollback bookkeeping
    hand_index: int = 0
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: frozenset[int] = frozenset()
    log_len: int = 0
    triggers_len: int = 0
    increase: int = 0  # D10.16: the total cost is locked once determined
    reduction: int = 0  # D3.93: the spell's own cost reduction, judged on the niz
    incarnation_before: int = 0
    passes_before: int = 0  # D23: backing out doesn't break "all pass in succession"
    # D22.30: the position it was played from at a priority, and that priority's answer's
    # place in the history (loops.play_position); else none
    loop_position: PlayedFrom = NO_POSITION
    loop_start: int = -1

    # -- helpers
    def item(self, game: Game) -> StackItem:
        stack = game.stack
        if stack and stack[-1].id == self.item_id:
            return stack[-1]  # nearly always: it went there last, and is looked for by its id
        it = game.find_stack_item(self.item_id)
        assert it is not None
        return it

    def ability(self, game: Game) -> ActivatedAbility | None:
        if self.ability_index is None:
            return None
        return game.chars(self.obj).activated[self.ability_index]

    def specs(self, game: Game) -> tuple[TargetSpec, ...]:
        """The item's targeting requirements (a modal one's: those of the chosen mode)."""
        return self.item(game).target_specs

    def spec_order(self, game: Game) -> list[int]:
        """D10.22: when the controller and an opponent both choose as it is played, the
        controller chooses first, then the opponent."""
        specs = self.specs(game)
        mine = [i for i, s in enumerate(specs) if not s.opponent_chooses]
        return mine + [i for i, s in enumerate(specs) if s.opponent_chooses]

    def decider(self, game: Game, opponent_chooses: bool) -> int:
        """D10.20: an opponent makes the choice the card gives him, when the controller
        would otherwise have made it."""
        return game.opponent(self.player) if opponent_chooses else self.player

    def modes(self, game: Game) -> Any:
        return modes_of(game.objects[self.obj].card, self.ability(game))

    def source_colors(self, game: Game) -> frozenset[Any]:
        return game.chars(self.obj).colors

    def total_mana(self, game: Game) -> ManaCost:
        it = self.item(game)
        ab = self.ability(game)
        if ab is not None:
            base = ab.cost.mana or ManaCost()
        else:
            card = game.objects[self.obj].card
            base = card.cost or ManaCost()
            if it.kicked and card.kicker:
                base = base.plus(card.kicker)
            # D10.16: plus all increases, minus all reductions (generic mana only)
            return base.with_x(it.x).plus_generic(self.increase).plus_generic(-self.reduction)
        return base.with_x(it.x)

    def exclude(self, game: Game) -> frozenset[int]:
        ab = self.ability(game)
        ex = set()
        if ab is not None and ab.cost.tap:
            ex.add(self.obj)
        if self.sacrificed is not None:
            ex.add(self.sacrificed)
        return frozenset(ex)

    # -- the procedure
    def run(self, game: Game) -> Decision | None:
        if self.stage == "start":
            self._announce(game)
            self.stage = "mode"
        if self.stage == "mode":
            modes = self.modes(game)
            if modes and self.item(game).mode is None:
                self_id = self.obj if self.ability_index is not None else None
                open_modes = available_modes(
                    game, modes, self.player, self.source_colors(game), self_id, self.item_id
                )
                if not open_modes:
                    self._rollback(game)  # D10.10: it can't be played
                    return None
                # D10.12: the mode is announced before targets; D10.20: maybe by an opponent
                chooser = mode_chooser(game.objects[self.obj].card, self.ability(game))
                return self._ask(
                    DecisionKind.CHOOSE_ONE,
                    "cast.mode",
                    tuple(modes[i].text for i in open_modes),
                    {"modes": [m.text for m in modes]},
                    decider=self.decider(game, chooser == "opponent"),
                )
            self.stage = "kicker"
        if self.stage == "kicker":
            card = game.objects[self.obj].card
            if self.ability_index is None and card.kicker is not None:
                return self._ask(
                    DecisionKind.YES_NO, "cast.kicker", (True, False), {"cost": str(card.kicker)}
                )
            self.stage = "x"
        if self.stage == "x":
            cost = self._printed_mana(game)
            if cost is not None and cost.x_count:
                avail = potential_mana(game, self.player, self.exclude(game))
                rest = cost.with_x(0).total()
                top = max(0, (avail - rest) // cost.x_count)
                return self._ask(DecisionKind.NUMBER, "cast.x", (), {}, 0, top)
            self.stage = "targets"
        if self.stage == "targets":
            specs = self.specs(game)
            order = self.spec_order(game)
            while self.spec_index < len(specs):
                spec = specs[order[self.spec_index]]
                if (
                    self.ability_index is None
                    and not self.item(game).kicked
                    and (spec.ref in kicker_only_refs(game.objects[self.obj].card))
                ):
                    self.spec_index += 1  # E3.143: played as if it had no such target
                    continue
                legal = legal_targets(
                    game,
                    spec,
                    self.player,
                    self.source_colors(game),
                    self.obj if self.ability_index is not None else None,
                    self.item_id,
                )
                if len(legal) < spec.min:
                    self._rollback(game)  # D23: illegal action, undo
                    return None
                # A single legal target is still asked for (not chosen for the player):
                # choosing a target is a visible, deliberate act of casting (D10.13), and
                # saves and replays record that answer.
                return self._ask(
                    DecisionKind.TARGETS,
                    "cast.targets",
                    tuple(legal),
                    {"spec": spec.ref, "kind": spec.kind, "index": self.spec_index},
                    spec.min,
                    min(spec.max, len(legal)),
                    decider=self.decider(game, spec.opponent_chooses),
                )
            self.stage = "divide"
        if self.stage == "divide":
            for spec in self.specs(game):
                if spec.divide is None:
                    continue
                chosen = [t for t, _ in self.item(game).targets.get(spec.ref, [])]
                # E3.143: an unkicked spell's kicker-only target was never chosen: nothing to
                # divide (it was asked with no recipients, an answer no division could give)
                if not chosen or spec.ref in self.item(game).division:
                    continue
                total = self._divide_total(game, spec)
                if len(chosen) == 1:
                    self.item(game).division[spec.ref] = {chosen[0]: total}
                    continue
                return self._ask(
                    DecisionKind.DIVIDE,
                    "cast.divide",
                    tuple(chosen),
                    {"spec": spec.ref, "total": total, "minimum": SPELL_SHARE_MIN},
                    len(chosen),
                    len(chosen),
                )
            self.stage = "sacrifice"
        if self.stage == "sacrifice":
            ab = self.ability(game)
            if ab is not None and ab.cost.sacrifice and self.sacrificed is None:
                cands = sacrifice_candidates(game, self.player, ab.cost.sacrifice)
                return self._ask(
                    DecisionKind.CHOOSE_ONE,
                    "cast.sacrifice",
                    tuple(cands),
                    {"kind": ab.cost.sacrifice},
                )
            self.stage = "discard"
        if self.stage == "discard":
            ab = self.ability(game)
            if ab is not None and ab.cost.discard and self.discarded is None:
                # the ability's own card (played from the hand) is not one of "N cards"
                hand = tuple(o for o in game.players[self.player].hand if o != self.obj)
                n = ab.cost.discard
                return self._ask(DecisionKind.CHOOSE_SOME, "cast.discard", hand, {"count": n}, n, n)
            self.stage = "pay"
        if self.stage == "pay":
            self.stage = "paid"
            game.frames.append(
                PayFrame(
                    self.player,
                    self.total_mana(game),
                    self.pay,
                    self.exclude(game),
                    context={"card": self.obj, "item": self.item_id},
                )
            )
            return None
        if self.stage == "paid":
            if self.pay.cancelled:
                self._rollback(game)
                return None
            self._finish(game)
        return None

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
        player = self.player if decider is None else decider
        return Decision(
            player,
            kind,
            prompt,
            options,
            lo,
            hi,
            {**ctx, "card": self.obj, "item": self.item_id},
            # only the one playing it can back out (D23); an opponent only chooses (D10.20)
            can_cancel=player == self.player,
        )

    def _mode_text(self, game: Game) -> str:
        """The chosen mode, announced for everybody to see (D10.12)."""
        it = self.item(game)
        if it.mode is None:
            return ""
        ab = it.ability  # the ability as played, even if its card has moved since (a cost)
        modes = ab.modes if isinstance(ab, ActivatedAbility) else game.objects[self.obj].card.modes
        return modes[it.mode].text

    def _printed_mana(self, game: Game) -> ManaCost | None:
        ab = self.ability(game)
        if ab is not None:
            return ab.cost.mana
        return game.objects[self.obj].card.cost

    def _divide_total(self, game: Game, spec: TargetSpec) -> int:
        d = spec.divide
        if isinstance(d, str) and d.startswith("X"):
            return self.item(game).x * 10
        return int(d or 0)

    def _announce(self, game: Game) -> None:
        """D10.11: the spell moves to the niz; an ability goes there without its card."""
        p = game.players[self.player]
        self.pool_before = dict(p.pool.amounts)
        self.tapped_before = frozenset(i for i in game.battlefield if game.objects[i].tapped)
        self.log_len = len(game.log)
        self.triggers_len = len(game.pending_triggers)
        self.item_id = game.new_stack_id()
        ab = self.ability(game)
        if ab is None:
            card = game.objects[self.obj].card
            self.increase = spell_cost_increase(game, self.player)
            self.hand_index = p.hand.index(self.obj)
            self.incarnation_before = game.objects[self.obj].incarnation
            game.move(self.obj, Zone.STACK, cause="cast")
            # D3.93: the ability that changes the cost of playing it works on the niz
            self.reduction = self_cost_reduction(game, self.player, card)
            item = StackItem(
                self.item_id,
                StackKind.SPELL,
                self.player,
                self.obj,
                game.objects[self.obj].incarnation,
                card.spell_effects,
                spell_target_specs(card),
            )
        else:
            item = StackItem(
                self.item_id,
                StackKind.ABILITY,
                self.player,
                self.obj,
                game.objects[self.obj].incarnation,
                ab.effects,
                ab.targets,
                ability=ab,
                source_lki=game.lki(self.obj),
                # D3.95: playing an ability of a card in the hand shows the card
                revealed=ab.zone == ZONE_HAND,
            )
        game.stack.append(item)
        game.forget_derived()  # the niz is no input of the characteristics

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        it = self.item(game)
        if self.stage == "mode":
            apply_mode(it, self.modes(game), mode_index(decision, answer))
            self.stage = "kicker"
        elif self.stage == "kicker":
            if answer not in (True, False):
                raise IllegalAnswer("answer.not_yes_no")
            it.kicked = answer
            self.stage = "x"
        elif self.stage == "x":
            if not decision.min <= answer <= decision.max:
                raise IllegalAnswer("answer.out_of_range", min=decision.min, max=decision.max)
            it.x = answer
            self.stage = "targets"
        elif self.stage == "targets":
            check_subset(decision, answer)
            spec = self.specs(game)[self.spec_order(game)[self.spec_index]]
            it.targets[spec.ref] = [(t, _incarnation(game, t)) for t in answer]
            self.spec_index += 1
        elif self.stage == "divide":
            spec_ref = decision.context["spec"]
            total = decision.context["total"]
            it.division[spec_ref] = check_division(decision, answer, total)
        elif self.stage in ("sacrifice", "discard"):
            answer_cost_choice(self, decision, answer)

    def cancel(self, game: Game) -> None:
        self._rollback(game)

    def _rollback(self, game: Game) -> None:
        """D23.10: reverse the whole action and the mana abilities played for it."""
        game.stack = [s for s in game.stack if s.id != self.item_id]
        if self.ability_index is None:
            obj = game.objects[self.obj]
            obj.zone = Zone.HAND
            obj.incarnation = self.incarnation_before  # as if it had never moved
            game.players[self.player].hand.insert(self.hand_index, self.obj)
        del game.log[self.log_len :]
        del game.pending_triggers[self.triggers_len :]
        undo_mana_abilities(game, self.player, self.pool_before, self.tapped_before)
        keep_priority(game, self.player, self.passes_before)
        game.frames.remove(self)

    def _finish(self, game: Game) -> None:
        """Pay the other costs; the spell or ability has been played (D10.19)."""
        it = self.item(game)
        # D22.30: every play counts (who acted); only the active player's position is kept
        kind = "cast" if self.ability_index is None else "activate"
        action = Action(kind, self.obj, self.ability_index or 0)
        record_played(game, self.player, action, self.loop_position, self.loop_start)
        ab = self.ability(game)
        if ab is not None:
            obj = game.objects[self.obj]
            index = self.ability_index or 0
            # a new dict, never a change in place: copies of the game share it (Game.copy)
            obj.activations_this_turn = {
                **obj.activations_this_turn,
                index: obj.activations_this_turn.get(index, 0) + 1,
            }
            if ab.cost.tap:
                game.tap(self.obj)
            if ab.cost.life:
                game.change_life(self.player, -ab.cost.life, reason="cost")
            if self.sacrificed is not None:
                it.trigger_data["sacrificed_lki"] = game.lki(self.sacrificed)
                game.sacrifice(self.sacrificed)
            for oid in self.discarded or []:
                game.discard(self.player, oid)
            if ab.cost.discard_self:
                game.discard(self.player, self.obj)  # D3.97: it works only from the hand
            if ab.cost.sacrifice_self:
                it.source_lki = game.lki(self.obj)
                game.sacrifice(self.obj)
            game.emit(
                AbilityActivated(
                    player=self.player,
                    card=self.obj,
                    item=it.id,
                    name=it.source_lki.get("name", ""),
                    mode=self._mode_text(game),
                )
            )
        else:
            game.emit(
                SpellCast(
                    player=self.player,
                    card=self.obj,
                    item=it.id,
                    name=game.objects[self.obj].card.name,
                    colors=sorted(game.chars(self.obj).colors),
                    types=sorted(game.chars(self.obj).types),
                    mode=self._mode_text(game),
                )
            )
        game.frames.remove(self)
        # D10.19: the next player in turn order receives priority.
        game.priority_player = game.opponent(self.player)
        game.passes = 0
        game.step_state = "priority_check"


def _incarnation(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


def check_division(decision: Decision, answer: list[tuple[int, int]], total: int) -> dict[int, int]:
    """D10.15: every chosen recipient gets at least 5 and the shares add up to the total."""
    out: dict[int, int] = {}
    for ref, amount in answer:
        if ref not in decision.options or ref in out:
            raise IllegalAnswer("divide.bad_recipient", option=ref)
        if amount < SPELL_SHARE_MIN:
            raise IllegalAnswer("divide.minimum", minimum=SPELL_SHARE_MIN)
        out[ref] = amount
    if set(out) != set(decision.options):
        raise IllegalAnswer("divide.every_target")
    if sum(out.values()) != total:
        raise IllegalAnswer("divide.total", total=total)
    return out
