"""`lako`: the heuristic computer player (issue 14 item 2), also the prior for search.

It decides from its player's view and the pending decision only (`izvori.agents.base`), reading
the public card definitions to know what a card in its own hand does. What it does:

* one source a turn, from the card it needs least;
* creatures after combat (before it only with Ubrzanje), removal on the opponent's best
  creature, burn only where it kills a creature or the opponent (never into a toughness it
  cannot beat), X chosen to matter and never 0, instants held for the opponent's turn;
* attacks checked against the defender's best blocks, blocks that chump only when the clock
  says so (`combat_plan`);
* never taps mana at priority for nothing (no mana udar by accident, D7);
* a little seeded noise in close calls, so it is not predictable, yet the same seed and the
  same view always give the same answer (the honesty test relies on it).

Every answer carries a one-line Serbian reason for the log.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from izvori.agents.abilities import (
    NO_HARM,
    activation_facts,
    allows_regeneration,
    animated,
    animates_self,
    as_dealt,
    as_fought,
    creature_to_put,
    damage_coming,
    dies_for_nothing,
    discards_after_sacrifice,
    doomed,
    equip_target,
    equips,
    ever_activated,
    fodder_for,
    granted_ability,
    granted_to_target,
    item_effects,
    keeps_alive,
    killed_by_statics,
    niz_kills,
    open_kinds,
    prevention_target,
    pumps_to_lethal,
    puts_from_hand,
    redirect_amount,
    redirect_target,
    regenerates,
    regeneration_ready,
    returns_from_graveyard,
    returns_itself,
    self_pump_of,
    source_power,
    spell_tax,
)
from izvori.agents.base import Choice
from izvori.agents.combat_plan import (
    HeldPump,
    able_attackers,
    blocker_for_lethal,
    boost_for_lethal,
    can_block,
    counter_attack,
    fight,
    health,
    joins_for_lethal,
    lethal_attack,
    plan_attack,
    plan_blocks,
    power,
    steal_for_lethal,
    through_of,
    unstopped,
)
from izvori.agents.knowledge import (
    MANA_WORDS,
    SpellFacts,
    aura_boost,
    aura_toughness,
    colour_allows,
    creature_value,
    denies_blocks,
    disarms,
    entry_triggers,
    face_value,
    face_worth,
    granted_abilities,
    hits_players,
    life_cost,
    life_per_creature,
    life_taken,
    lookup,
    mode_card,
    opponents_hit,
    own_draws,
    own_life_gain,
    protected_from,
    shrinks_all,
    spell_facts,
    star_face,
    token_faces,
    upkeep_life_cost,
    x_life_loss,
)
from izvori.agents.tricks import (
    LETHAL,
    counter_cost,
    counter_play,
    flash_timely,
    fog_worth,
    is_fog,
    is_trick,
    makes_tokens,
    opponent_mana,
    pump_of,
    pump_play,
)
from izvori.engine import requirements
from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
    Keyword,
    TargetSpec,
)
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.mana import ManaCost
from izvori.engine.objects import is_player_ref, player_of_ref, player_ref
from izvori.engine.view import CardFace, GameView, PermanentView
from izvori.strings import t

MAIN_STEPS = frozenset({"glavna1", "glavna2"})
PLAYER_KINDS = frozenset({"player", "creature_or_player", "opponent"})
Options = tuple[Any, ...]
SURVIVES = 1_000.0  # a play that saves us from the next attack outranks all but a win
SHARE_MIN = 5  # the smallest share of divided damage (engine: casting.SPELL_SHARE_MIN)
THREAT = 50  # `_aimed`: removal on an unblockable lethal attacker outranks any other target
HASTE = Keyword.HASTE.value
CANT_ATTACK = Keyword.CANT_ATTACK.value


@dataclass
class Plan:
    """What the agent meant when it started to cast or activate (targets, X) — the later
    decisions of the same play follow it."""

    action: Action
    facts: SpellFacts
    target: int | None = None
    x: int = 0
    mode: str | None = None  # the text of the chosen mode (D10.12), None: the first open one
    targets: tuple[int, ...] = ()  # several targets of one instance (a divided spell, D10.15)
    kick: bool | None = None  # pay the kicker (E3.140)? None: when the mana allows
    sacrifice: int | None = None  # the permanent sacrificed as a cost (D10.18)
    discard: tuple[int, ...] = ()  # the cards discarded as a cost (D10.18)
    #: the targets of the card's other target specs (D10.13), by the spec's ref
    spec_targets: tuple[tuple[str, tuple[int, ...]], ...] = ()
    #: the plan for the copy this spell plays as it resolves (Živo Sećanje, E4.90)
    then: Plan | None = None

    def key(self) -> tuple[Any, ...]:
        """What tells two plays of the same card apart."""
        return (
            self.action,
            self.target,
            self.x,
            self.mode,
            self.targets,
            self.kick,
            self.sacrifice,
            self.discard,
            self.spec_targets,
            self.then.key() if self.then is not None else None,
        )


@dataclass
class HeuristicAgent:
    cards: Mapping[str, CardDef]
    seed: int = 0
    noise: float = 3.0  # damage units of randomness in close calls
    name: str = "lako"
    rng: random.Random = field(init=False)
    plan: Plan | None = field(init=False, default=None)
    #: how many times it played each action in a step (turn, step, action)
    tried: dict[tuple[int, str, Action], int] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def fork(self) -> HeuristicAgent:
        """An independent copy in the same state (same noise to come), sharing the card
        definitions: search and the honesty test ask "what would it answer here" twice."""
        twin = HeuristicAgent(self.cards, self.seed, self.noise, self.name)
        twin.rng.setstate(self.rng.getstate())
        twin.plan = self.plan
        twin.tried = dict(self.tried)
        return twin

    # ------------------------------------------------------------------ dispatch
    def decide(self, seen: GameView, decision: Decision) -> Choice:
        k = decision.kind
        if k == DecisionKind.PRIORITY:
            return self._priority(seen, decision)
        if k == DecisionKind.PAY:
            return self._pay(decision, seen)
        if k == DecisionKind.ATTACKERS:
            return self._attack(seen, decision)
        if k == DecisionKind.BLOCKERS:
            return self._block(seen, decision)
        if k == DecisionKind.TARGETS:
            return self._targets(seen, decision)
        if k == DecisionKind.NUMBER:
            return self._number(decision, seen)
        if k == DecisionKind.DIVIDE:
            return Choice(self._divide(seen, decision))
        if k == DecisionKind.CHOOSE_SOME:
            return Choice(self._choose_some(seen, decision))
        if k == DecisionKind.CHOOSE_ONE:
            return Choice(self._choose_one(seen, decision))
        if k == DecisionKind.YES_NO:
            return Choice(self._yes_no(seen, decision))
        if k == DecisionKind.ORDER:
            return Choice(list(decision.options))
        return Choice(decision.options[0] if decision.options else None)

    # ------------------------------------------------------------------ helpers
    def _me(self, decision: Decision) -> int:
        return decision.player

    def _face(self, seen: GameView, oid: int) -> CardFace | None:
        return seen.find_card(oid)

    def _def(self, seen: GameView, oid: int) -> CardDef | None:
        face = self._face(seen, oid)
        return lookup(self.cards, face) if face is not None else None

    def _sources(self, seen: GameView, me: int) -> list[PermanentView]:
        return [p for p in seen.permanents_of(me) if p.is_source]

    def _mana_left(self, seen: GameView, me: int) -> int:
        """Mana it could still make: untapped sources plus the pool (the view shows both)."""
        untapped = sum(1 for p in self._sources(seen, me) if not p.tapped and p.mana)
        return untapped + sum(n for _k, n in seen.player(me).pool)

    def regenerated(
        self, seen: GameView, p: PermanentView, facts: SpellFacts, effects: tuple[Effect, ...]
    ) -> bool:
        """Whether the opponent's `p` survives our damage or destroy by regenerating (D19:
        a shield up, or its "Regeneracija" with his mana open; not against "ne može biti
        regenerisano", nor where toughness taken to 0 kills it, C11, which is no destroy)."""
        if facts.shrink and (p.card.toughness or 0) <= facts.shrink:
            return False
        return allows_regeneration(effects) and regeneration_ready(self.cards, seen, p)

    def _shields_coming(self, seen: GameView, player: int) -> set[int]:
        """Creatures of `player` whose "Regeneracija" is on the niz, not yet resolved: until it
        is, they have no shield (D19), and an instant played now resolves first."""
        out: set[int] = set()
        for item in seen.stack:
            card = lookup(self.cards, item.card) if item.card is not None else None
            if item.controller != player or item.kind != "ability" or card is None:
                continue
            regenerating = any(e.op == "regenerate" for fx in item_effects(card, item) for e in fx)
            if regenerating and item.source is not None:
                out.add(item.source)
        return out

    def _fog_reserve(self, seen: GameView, me: int) -> int:
        """In our own turn, the mana to keep open for a fog in hand (Jutarnja Magla: "spreči
        svu borbenu štetu") when the opponent's next attack kills us through our blockers
        (`counter_attack`, C10): its cost in his turn, taxes included (`spell_tax`: Dvorana
        Tišine's 3). 0: nothing to keep, or more than we have."""
        if seen.active != me:
            return 0
        costs = [
            card.cost.total()
            for c in seen.player(me).hand or ()
            if (card := lookup(self.cards, c)) is not None
            and card.cost is not None
            and is_fog(card.spell_effects)
            and spell_facts(card).instant
        ]
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        if not costs or counter_attack(seen, me, home) < seen.player(me).life:
            return 0
        need = min(costs) + spell_tax(self.cards, seen, own_turn=False)
        return need if need <= self._mana_left(seen, me) else 0

    def _spends(self, seen: GameView, a: Action, plan: Plan) -> int:
        """The mana play `a` costs, with `plan`'s X and kicker (E3.140)."""
        card = self._def(seen, a.obj)
        if card is None:
            return 0
        if a.kind == "activate":
            ab = card.activated[a.index] if a.index < len(card.activated) else None
            mana = ab.cost.mana if ab is not None else None
            return mana.with_x(plan.x).total() if mana is not None else 0
        cost = card.cost.with_x(plan.x).total() if card.cost is not None else 0
        kicker = card.kicker.total() if plan.kick and card.kicker is not None else 0
        return cost + kicker

    def _power_of(self, seen: GameView, oid: int) -> int:
        """The power of permanent `oid` now (0: not a creature in play)."""
        p = seen.permanent(oid)
        return power(p) if p is not None else 0

    def _label(self, seen: GameView, ref: int) -> str:
        if is_player_ref(ref):
            return seen.player(player_of_ref(ref)).name
        face = self._face(seen, ref)
        return face.name if face is not None else "?"

    def _jitter(self) -> float:
        return self.rng.uniform(0, self.noise)

    # ------------------------------------------------------------------ priority
    def _priority(self, seen: GameView, d: Decision) -> Choice:
        me = self._me(d)
        opts = [a for a in d.options if isinstance(a, Action)]
        # (a pump of its own, Zmaj Plamena's "R: +10/+0", may be played again and again: each
        # one resolved shows in the view, and each costs mana, so it can't go on for ever; a
        # redirection, Fanatik's, is counted by `_redirect` against the damage coming)
        fresh = [
            a
            for a in opts
            if (seen.turn, seen.step, a) not in self.tried or self.repeatable(seen, a)
        ]
        stack_mine_on_top = bool(seen.stack) and seen.stack[0].controller == me
        self.plan = None
        if stack_mine_on_top:
            return Choice(PASS)
        if _our_main(seen, me):
            src = self._source_play(seen, me, fresh)
            if src is not None:
                return self._commit(seen, src[0], src[1])
        best: tuple[float, Action, str, Plan] | None = None
        keep = self._fog_reserve(seen, me)
        for a in fresh:
            if a.kind not in ("cast", "activate"):
                continue
            scored = self._score_play(seen, me, a, tuple(fresh))
            if scored is None:
                continue
            score, reason, plan = scored
            if (
                keep
                and score < SURVIVES
                and self._mana_left(seen, me) - self._spends(seen, a, plan) < keep
            ):
                continue  # the mana for the fog against his lethal attack stays open
            score += self._jitter()
            if best is None or score > best[0]:
                best = (score, a, reason, plan)
        if best is not None and best[0] > 0:
            self.plan = best[3]
            return self._commit(seen, best[1], best[2])
        return Choice(PASS)

    # ------------------------------------------------------------------ for search
    def adopt(self, seen: GameView, d: Decision, choice: Choice) -> None:
        """Take `choice` as its own answer to `d`: the plan its later decisions of the same
        play follow (targets, X) and the memory of what it tried, as if it had chosen it."""
        twin = self.fork()
        own = twin.decide(seen, d)
        carried = choice.plan if isinstance(choice.plan, Plan) else None
        if own.answer == choice.answer and (carried is None or carried == twin.plan):
            self.rng.setstate(twin.rng.getstate())
            self.plan, self.tried = twin.plan, twin.tried
            return
        self.plan = None
        a = choice.answer
        if d.kind == DecisionKind.PRIORITY and isinstance(a, Action) and a != PASS:
            if carried is not None:
                self.plan = carried  # a complete play: its targets, X and mode are followed
            elif a.kind in ("cast", "activate"):
                got = self._score_play(seen, self._me(d), a, d.options)
                self.plan = got[2] if got is not None else None
            self._note_tried(seen, a)

    def blind(
        self, d: Decision, own_on_top: bool, printed: Callable[[int], str | None]
    ) -> Choice | None:
        """Its answer where it reads nothing of the view, or None (it needs one). The search's
        rollouts ask this first and build a view only on None: views are most of what a
        rollout costs on the agents' side. `own_on_top`: its own spell or ability is on top
        of the niz; `printed`: the printed name of one of its own objects (what the view
        would show). PAY is answered as `pay` answers it (the rollouts' payment)."""
        if d.kind == DecisionKind.PRIORITY and (own_on_top or self._only_idle(d, printed)):
            self.plan = None  # as `_priority` would: its own spell resolves first; or
            return Choice(PASS)  # nothing but abilities it never activates
        if d.kind == DecisionKind.PAY:
            return self._pay(d)
        if d.kind == DecisionKind.NUMBER and (d.prompt != "cast.x" or self._planned_x(d)):
            return self._number(d)  # (an X without a plan may draw cards: read the view)
        if d.kind == DecisionKind.ORDER:
            return Choice(list(d.options))
        return None

    def _only_idle(self, d: Decision, printed: Callable[[int], str | None]) -> bool:
        """Only passing, mana and activations `_score_play` turns down from the card alone."""
        for a in d.options:
            if not isinstance(a, Action) or a.kind not in ("pass", "mana", "activate"):
                return False
            if a.kind == "activate":
                name = printed(a.obj)
                card = self.cards.get(name) if name is not None else None
                granted = card is not None and a.index >= len(card.activated)
                if card is not None and (granted or ever_activated(card, a.index)):
                    return False  # (whether now: the view says; a granted one: which it is)
        return True

    def score_play(
        self, seen: GameView, me: int, a: Action, options: tuple[Any, ...] = ()
    ) -> tuple[float, str, Plan] | None:
        """The heuristic's score, reason and plan for a cast or activation (None: no use now);
        `options`: the decision's other answers (does something else want the mana now?)."""
        return self._score_play(seen, me, a, options)

    def settled(self, seen: GameView, me: int, plan: Plan) -> Plan:
        """Its plan with the kicker decided as it will decide it (`_yes_no`: when the mana
        allows), so a complete play that differs only in saying so is not a new play."""
        card = self._def(seen, plan.action.obj)
        if plan.kick is not None or card is None or card.kicker is None:
            return plan
        extra = card.kicker.total()
        return replace(plan, kick=self._mana_left(seen, me) >= plan.facts.mana_value + extra)

    def mana_left(self, seen: GameView, me: int) -> int:
        return self._mana_left(seen, me)

    def legal(self, d: Decision, answer: list[Any]) -> list[Any]:
        """An attack or block declaration made legal as a whole (see `_legal`)."""
        return self._legal(d, answer)

    def label(self, seen: GameView, ref: int) -> str:
        return self._label(seen, ref)

    def pay(self, d: Decision) -> Choice:
        return self._pay(d)

    def _commit(self, seen: GameView, action: Action, reason: str) -> Choice:
        self._note_tried(seen, action)
        return Choice(action, reason)

    def played_this_step(self, seen: GameView, action: Action) -> int:
        """How many times it played `action` in this step (its own memory)."""
        return self.tried.get((seen.turn, seen.step, action), 0)

    def _note_tried(self, seen: GameView, action: Action) -> None:
        key = (seen.turn, seen.step, action)
        self.tried[key] = self.tried.get(key, 0) + 1

    def repeatable(self, seen: GameView, a: Action) -> bool:
        """An ability it may play more than once in a step: a pump of its own or a
        redirection (each play is counted where it is scored)."""
        if self._self_pump(seen, a) is not None:
            return True
        card = self._def(seen, a.obj) if a.kind == "activate" else None
        return (
            card is not None
            and a.index < len(card.activated)
            and (redirect_amount(card.activated[a.index]) > 0)
        )

    def _source_play(
        self, seen: GameView, me: int, opts: list[Action]
    ) -> tuple[Action, str] | None:
        sources = [a for a in opts if a.kind == "source"]
        if not sources:
            return None
        hand = {c.id: c for c in (seen.player(me).hand or ())}
        have = len(self._sources(seen, me))
        # a Frulaš of ours puts creatures into play without their cost: none is too dear
        puts_creatures = any(
            puts_from_hand(ab)
            for p in seen.permanents_of(me)
            if (card := lookup(self.cards, p.card)) is not None
            for ab in card.activated
        )

        def keep(a: Action) -> float:
            face = hand.get(a.obj)
            card = lookup(self.cards, face) if face is not None else None
            if card is None:
                return 0.0
            if card.only_source:
                return -100.0  # a printed Izvor is only a source
            mv = card.cost.total() if card.cost is not None else 0
            if mv > have + 3 and not (puts_creatures and CardType.CREATURE in card.types):
                return float(-mv)  # too dear for a while: better as mana now
            if mv <= have + 1 and face is not None:
                won = self._copy_plan(seen, me, face)  # (cast from the hand now)
                if won is not None and won[0] >= LETHAL:
                    return 1000.0  # the card that wins now is never the source (Pipci Zla)
            return float(mv * 10 + (card.power or 0) // 10)

        # a source every turn until there are enough for the hand; then only with spare cards
        defs = [lookup(self.cards, c) for c in hand.values()]
        dear = max((c.cost.total() for c in defs if c is not None and c.cost), default=0)
        if have >= max(6, dear) and len(hand) <= 3:
            return None
        pick = min(sources, key=lambda a: (keep(a), a.obj))
        chosen = lookup(self.cards, hand[pick.obj]) if pick.obj in hand else None
        if puts_creatures and chosen is not None and CardType.CREATURE in chosen.types:
            return None  # Frulaš puts it into play: not a source
        if chosen is not None and not chosen.only_source and len(hand) <= 2:
            mv = chosen.cost.total() if chosen.cost is not None else 0
            if mv <= have + 1:
                return None  # one of our last spells, castable now or soon: keep it
        return pick, t("ai.reason.source", card=hand[pick.obj].name if pick.obj in hand else "?")

    def _score_play(
        self, seen: GameView, me: int, a: Action, options: Options = ()
    ) -> tuple[float, str, Plan] | None:
        card = self._def(seen, a.obj)
        face = self._face(seen, a.obj)
        if card is None or face is None:
            return None
        if a.kind == "activate":
            if a.index >= len(card.activated):
                # an ability not printed on the card: one an Aura or Oprema grants (Dar
                # Predaka's "@: 10 štete") is played like any aimed harm; others are not ours
                granted = granted_ability(self.cards, seen, a.obj, a.index)
                strength = self._power_of(seen, a.obj)
                facts = spell_facts(card, granted.effects, strength) if granted else None
                if granted is None or facts is None or not granted.targets or not facts.harmful:
                    return None
                return self._aimed(seen, me, a, facts, face.name, card, ab_cost=True)
            if regenerates(card, a.index):
                return self._save(seen, me, a, face.name, bounce=False)
            if self._self_pump(seen, a) is not None:
                return self._pump_for_lethal(seen, me, a, face.name)
            if equips(card, a.index):
                return self._equip(seen, me, a, face.name, card)
            ab = card.activated[a.index]
            redirected = redirect_amount(ab)
            if redirected:
                return self._redirect(seen, me, a, face.name, redirected)
            animation = animates_self(card, a.index)
            if animation is not None:
                return self._animate(seen, me, a, face.name, animation, ab)
            discards = discards_after_sacrifice(ab)
            if discards is not None:
                return self._cards_for_the_dying(seen, me, a, face.name, discards)
            if returns_itself(ab):
                return self._save(seen, me, a, face.name, bounce=True)
            if puts_from_hand(ab):
                return self._put_from_hand(seen, me, a, face.name)
            if {e.op for e in ab.effects} == {"prevent_damage"} and ab.targets:
                return self._prevent(seen, me, a, face.name, card, ab.effects, NO_HARM, ab.targets)
            if {e.op for e in ab.effects} == {"tap"} and ab.targets:
                # Čarobnjak Magle's "@: Aktiviraj odabrano biće": the one blocker between our
                # attack and a win tapped before combat blocks nothing (C10); the source
                # tapped for the cost doesn't attack
                busy = a.obj if ab.cost.tap else None
                return self._deny_blocker(seen, me, a, NO_HARM, face.name, busy)
            if {e.op for e in ab.effects} == {"gain_control"} and ab.targets:
                return self._take_for_now(seen, me, a, face.name, ab)
            granted = granted_to_target(ab)
            if granted:
                lethal = boost_for_lethal(seen, me, granted, 0)
                if lethal is None:
                    return None
                why = t("ai.reason.aura_lethal", card=face.name, target=lethal.card.name)
                return LETHAL, why, Plan(a, NO_HARM, lethal.id)
            if returns_from_graveyard(ab):
                return self._return_self(seen, me, a, face, ab)
            facts = activation_facts(card, a.index, self._power_of(seen, a.obj))
            if facts is None or self._x_room(seen, me, card.activated[a.index].effects) < 0:
                return None
            x = 0
            x_mana = ab.cost.mana
            if facts.x_damage and x_mana is not None and x_mana.x_count:
                # A5.33: the X of an ability's cost is ours to choose, as a spell's: the most
                # the mana pays for here, lowered by `_aimed` to what kills its target
                x = (self._mana_left(seen, me) - x_mana.with_x(0).total()) // x_mana.x_count
                if x < 1:
                    return None  # X = 0 does nothing
            return self._aimed(seen, me, a, facts, face.name, card, x=x, ab_cost=True)
        if card.modes:
            return self._score_modes(seen, me, a, card, face, options)
        return self._score_cast(seen, me, a, card, face, options)

    def _score_modes(
        self, seen: GameView, me: int, a: Action, card: CardDef, face: CardFace, options: Options
    ) -> tuple[float, str, Plan] | None:
        """D15.72: a modal spell ("izaberi jedno"), each mode weighed as a card of its own
        (`knowledge.mode_card`); the best, with its mode for the engine's question."""
        best: tuple[float, str, Plan] | None = None
        for mode in card.modes:
            got = self._score_cast(seen, me, a, mode_card(card, mode), face, options)
            if got is not None and (best is None or got[0] > best[0]):
                best = (got[0], got[1], replace(got[2], mode=mode.text))
        return best

    def _score_cast(
        self, seen: GameView, me: int, a: Action, card: CardDef, face: CardFace, options: Options
    ) -> tuple[float, str, Plan] | None:
        facts = spell_facts(card)
        if self._life_price_too_high(seen, me, card, facts):
            return None
        hit = opponents_hit(card.spell_effects)  # (Pipci Zla: 20 to each opponent)
        hit = as_dealt(self.cards, seen, replace(facts, damage=hit)).damage if hit else 0
        if hit and hit >= seen.player(1 - me).life and (facts.instant or _our_main(seen, me)):
            why = t("ai.reason.burn_lethal", card=face.name, target=seen.player(1 - me).name)
            return LETHAL, why, Plan(a, facts)
        per_creature = life_per_creature(card.spell_effects)
        if per_creature:
            return self._life_set(seen, me, a, facts, face.name, per_creature)
        x_room = self._x_room(seen, me, card.spell_effects)
        if x_room < 0 or (x_room == 0 and own_draws(card.spell_effects)[1]):
            return None  # it would draw the library's last card (D16.40), or X = 0
        main = _our_main(seen, me)
        counter = counter_cost(card.spell_effects)
        if counter is not None:
            return self._counter(seen, me, a, facts, face.name, counter)
        rest = card.cost.with_x(0).total() if card.cost is not None else 0
        if facts.x_damage and not card.spell_targets:
            return self._x_sweeper(seen, me, a, facts, face.name, card, x_room)
        if facts.x_damage:
            x = min(self._mana_left(seen, me) - rest, x_room)
            if x < 1:
                return None  # X = 0 does nothing
            return self._aimed(seen, me, a, facts, face.name, card, x=x)
        drain = x_life_loss(card.spell_effects)
        opp_life = seen.player(1 - me).life
        if drain and card.spell_targets and drain * (self._mana_left(seen, me) - rest) >= opp_life:
            # "loses X×10 life" (Isisavanje Života) with the X that takes the last of it
            x = -(-opp_life // drain)
            why = t("ai.reason.burn_lethal", card=face.name, target=seen.player(1 - me).name)
            return LETHAL, why, Plan(a, facts, player_ref(1 - me), x)
        if card.spell_targets and disarms(card.spell_effects):
            return self._stop_attacker(seen, me, a, facts, face.name, card)
        if card.spell_targets and denies_blocks(card.spell_effects):
            return self._deny_blocker(seen, me, a, facts, face.name)
        if card.spell_targets and any(
            e.op == "gain_control" and e.get("duration") == "end_of_turn"
            for e in card.spell_effects
        ):
            # control until end of turn (Kroćenje Kerbera): only where the creature taken
            # attacks for the win (its blocker gone with it, C10); else held
            taken = steal_for_lethal(seen, me)
            if taken is None:
                return None
            why = t("ai.reason.steal_lethal", card=face.name, target=taken.card.name)
            return LETHAL, why, Plan(a, facts, taken.id)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"bounce"}:
            return self._bounce(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"discard"}:
            return self._discard(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"set_life"}:
            return self._life_to(seen, me, a, facts, face.name, card)
        if self._survives_by(seen, me, own_life_gain(card.spell_effects)):
            # (Dodir Smrti: "gubi 40 života, a ti dobijaš 40" — the win first, where it is one)
            aimed = self._aimed(seen, me, a, facts, face.name, card) if card.spell_targets else None
            if aimed is not None and aimed[0] >= LETHAL:
                return aimed
            return SURVIVES, t("ai.reason.survive", card=face.name), Plan(a, facts)
        if any(e.op == "copy_spell" for e in card.spell_effects):
            # "Kopiraj odabranu magiju" (Odjek): the copy keeps the targets of the spell it
            # copies unless new ones are chosen — no plan here weighs that, and a copy of the
            # opponent's pump on his attacker is a blunder: not cast
            return None
        if card.spell_targets and {e.op for e in card.spell_effects} == {"prevent_damage"}:
            return self._prevent(seen, me, a, face.name, card, card.spell_effects, facts)
        if card.spell_targets and card.spell_targets[0].divide is not None:
            return self._divided_burn(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"change_target"}:
            return self._turn_aside(seen, me, a, facts, face.name)
        if card.spell_targets and any(e.op == "play_copy" for e in card.spell_effects):
            return self._replay(seen, me, a, facts, face.name, card, options)
        if card.spell_targets and (facts.harmful or facts.damage):
            aimed = self._aimed(seen, me, a, facts, face.name, card)
            kicked = self._kicked_burn(seen, me, a, facts, face.name, card)
            if kicked is not None and (aimed is None or kicked[0] > aimed[0]):
                return kicked
            return aimed if aimed is None else (aimed[0], aimed[1], replace(aimed[2], kick=False))
        if facts.creature and facts.instant:
            # a flash creature (E3 Presretač): at the end of the opponent's turn or as a
            # surprise blocker (B12.21); in our own main phase it is held, unless our mana
            # goes to other plays now anyway — then it is cast like any creature, since mana
            # spent in our turn is not open in the opponent's
            if flash_timely(seen, me):
                return (
                    20.0 + facts.mana_value * 10,
                    t("ai.reason.flash", card=face.name),
                    Plan(a, facts),
                )
            if not (main and self._mana_wanted(seen, me, a, options)):
                return None
        if facts.instant and not facts.creature and is_trick(card):
            trick = self._trick(seen, me, a, facts, face.name, card)
            if trick is not None or not makes_tokens(card.spell_effects):
                return trick
            if not (main and self._mana_wanted(seen, me, a, options)):
                return None  # instant tokens: like a flash creature (above)
        if facts.creature:
            if not main:
                return None
            ours, theirs = killed_by_statics(card, seen, me)
            lost = sum(creature_value(p) for p in ours)
            if lost and lost >= face_worth(face) + sum(creature_value(p) for p in theirs):
                return None  # its static kills more of ours than it is worth (Pakosnik, C11)
            entry = self._entry(seen, me, a, facts, face.name, card)
            if entry is not None:
                return entry
            hasty = HASTE in face.keywords
            here = _newcomers(me, (star_face(card, face, seen, me),))
            if hasty and joins_for_lethal(seen, me, here):
                return LETHAL, t("ai.reason.haste_lethal", card=face.name), Plan(a, facts)
            if seen.step == "glavna1" and not hasty and self._attack_possible(seen, me):
                return None  # after combat: the opponent blocks knowing less
            if self._blockers_save(seen, me, here):
                return SURVIVES, t("ai.reason.blocker_saves", card=face.name), Plan(a, facts)
            return (
                20.0 + facts.mana_value * 10,
                t("ai.reason.creature", card=face.name),
                Plan(a, facts),
            )
        if card.spell_targets:
            return self._help(seen, me, a, facts, face.name, card)
        if not main:
            return None
        if any(e.op == "damage" and e.get("to") == "each_creature" for e in card.spell_effects):
            return self._sweeper(seen, me, a, facts, face.name, card)
        if any(e.op == "animate_all_sources" for e in card.spell_effects):
            return None  # every source a creature for the turn (Prirodna Srodnost): no plan
        if any(
            e.op == "destroy" and e.get("what") == "all_artifacts_and_enchantments"
            for e in card.spell_effects
        ):
            return self._purge(seen, me, a, facts, face.name)
        if any(e.op == "destroy" and e.get("what") == "all_creatures" for e in card.spell_effects):
            # "Uništi sva bića" (Perunov Gnev): a sweeper that kills every creature but an
            # indestructible one (`health`), cast only when it costs the opponent more
            return self._sweeper(seen, me, a, facts, face.name, card, DESTROYS_ALL)
        shrink_all = shrinks_all(card.spell_effects)
        if shrink_all:  # toughness taken from every creature kills like damage (C11)
            return self._sweeper(seen, me, a, facts, face.name, card, shrink_all)
        if (
            card.enchant
            and card.statics
            and all(s.op in ("set_subtype", "add_type") for s in card.statics)
        ):
            return None  # it only renames a source (Potop: "je Voda"): nothing for us (B12.77)
        if card.enchant and aura_toughness(card) < 0:
            return self._shrinking_aura(seen, me, a, facts, face.name, -aura_toughness(card))
        if card.enchant:
            pinger = self._granted_lethal(seen, me, card, facts)
            if pinger is not None:
                why = t("ai.reason.aura_ping_lethal", card=face.name, target=pinger.card.name)
                return LETHAL, why, Plan(a, facts, pinger.id)
        if card.enchant and seen.step == "glavna1":
            lethal = self._aura_for_lethal(seen, me, card)
            if lethal is not None:
                why = t("ai.reason.aura_lethal", card=face.name, target=lethal.card.name)
                return LETHAL, why, Plan(a, facts, lethal.id)
        tokens = _newcomers(me, token_faces(card.spell_effects))
        if tokens and joins_for_lethal(seen, me, tokens):
            return LETHAL, t("ai.reason.tokens_lethal", card=face.name), Plan(a, facts)
        if seen.step == "glavna1" and self._attack_possible(seen, me):
            return None
        if tokens and self._blockers_save(seen, me, tokens):
            return SURVIVES, t("ai.reason.blocker_saves", card=face.name), Plan(a, facts)
        plan = Plan(a, facts)
        if own_draws(card.spell_effects)[1]:  # "draw X" (Vrtlog Misli): all it can pay, and safe
            plan = Plan(a, facts, x=min(self._mana_left(seen, me) - rest, x_room))
            if plan.x < 1:
                return None
        return (10.0 + facts.mana_value * 5, t("ai.reason.spell", card=face.name), plan)

    def _x_room(self, seen: GameView, me: int, effects: tuple[Effect, ...]) -> int:
        """The largest X its own draws may have (D16.40: a player who must draw from an empty
        library loses): they must leave a card in the library for the next draw step (C3),
        or the game is lost by then — nor take our last life where each card drawn costs some
        (`_draw_price`, Mračni Strahovi). Negative: even X = 0 (its fixed draws) is too many; a
        large number: it draws nothing."""
        fixed, per_x = own_draws(effects)
        if not fixed and not per_x:
            return NO_DRAWS
        room = seen.player(me).library_count - 1 - fixed
        price = self._draw_price(seen, me)
        if price:
            room = min(room, (seen.player(me).life - 1) // price - fixed)
        return room if room < 0 or not per_x else room // per_x

    def _draw_price(self, seen: GameView, me: int) -> int:
        """Damage or life each card we draw costs us: triggered abilities in play on "a
        player draws" that hurt the player who drew (D11; Mračni Strahovi: "Kad god neki
        protivnik vuče kartu, ... mu nanose 10 štete")."""
        price = 0
        for p in seen.battlefield:
            card = lookup(self.cards, p.card)
            for ab in card.triggered if card is not None else ():
                who = ab.cond("player", "any")
                if ab.event != "draws" or (who != "any" and (who == "you") != (p.controller == me)):
                    continue
                for e in ab.effects:
                    amount = e.get("amount")
                    hurts = e.op in ("damage", "lose_life") and "trigger_player" in (
                        e.get("to"),
                        e.get("who"),
                    )
                    if hurts and isinstance(amount, int):
                        price += amount
        return price

    def _life_price_too_high(
        self, seen: GameView, me: int, card: CardDef, facts: SpellFacts
    ) -> bool:
        """A card that costs life as it comes (`knowledge.life_cost`), or at our next upkeep
        (`knowledge.upkeep_life_cost`), is not played when the price kills us, or leaves us
        where the opponent's next attack kills us through the blockers we would have (with
        the new creature among them)."""
        price = life_cost(card) + upkeep_life_cost(card)
        if price <= 0:
            return False
        life = seen.player(me).life
        if price >= life:
            return True
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        coming = [power(o) for o in unstopped(seen, me, home)]
        if facts.creature and coming:
            # the new creature blocks one more of them (evasion of the rest not weighed)
            coming.remove(max(coming))
        return sum(coming) >= life - price

    def _trick(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Pumps, fogs and instant tokens (`tricks.is_trick`): used where they change the
        fight or at the end of the opponent's turn, else held."""
        effects = card.spell_effects
        pump = pump_of(effects)
        if pump is not None:
            spec = card.spell_targets[0] if card.spell_targets else None
            got = pump_play(seen, me, pump, max(spec.min, 1) if spec is not None else 0)
            if got is None:
                return None  # held: after blocks it may win a fight (C10)
            score, ids = got
            one = len(ids) == 1  # one target: the same plan `plays.complete_plays` would make
            plan = Plan(a, facts, ids[0] if one else None, targets=() if one else ids)
            if score >= LETHAL:
                return score, t("ai.reason.pump_lethal", card=name), plan
            if not ids:
                return score, t("ai.reason.pump_all", card=name), plan
            target = self._label(seen, ids[0])
            return score, t("ai.reason.pump", card=name, target=target), plan
        if is_fog(effects):
            worth = fog_worth(seen, me)
            if worth is None:
                return None  # held for the opponent's attack
            return worth, t("ai.reason.fog", card=name), Plan(a, facts)
        if not flash_timely(seen, me):
            return None  # instant tokens: at the end of the opponent's turn, or to block
        return 15.0 + facts.mana_value * 5, t("ai.reason.flash", card=name), Plan(a, facts)

    def _mana_wanted(self, seen: GameView, me: int, a: Action, options: tuple[Any, ...]) -> bool:
        """Would another play of this decision spend our mana now (so a held flash card
        would find it tapped in the opponent's turn)? Instants don't: they are held too."""
        for b in options:
            if not isinstance(b, Action) or b.kind not in ("cast", "activate") or b.obj == a.obj:
                continue
            card = self._def(seen, b.obj)
            if card is None or (b.kind == "cast" and spell_facts(card).instant):
                continue
            if self._score_play(seen, me, b) is not None:
                return True
        return False

    def _counter(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, unless: int
    ) -> tuple[float, str, Plan] | None:
        """A counterspell (D16) on the opponent's spell on the niz, when the spell is worth
        a card; never on our own, and "unless it pays" only when it can't."""
        got = counter_play(seen, me, self.cards, unless, opponent_mana(seen, me))
        if got is None:
            return None
        worth, item = got
        label = next(i.source_name for i in seen.stack if i.id == item)
        return worth, t("ai.reason.counter", card=name, target=label), Plan(a, facts, item)

    def _attack_possible(self, seen: GameView, me: int) -> bool:
        return any(p.is_creature and not p.tapped and not p.sick for p in seen.permanents_of(me))

    def _x_sweeper(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        x_room: int,
    ) -> tuple[float, str, Plan] | None:
        """X damage to each creature, and to each player too (Ognjena Kiša): the X that wins
        (the opponent's life, not ours), else the smallest X where the opponent loses the most
        more than we do (at least 30, as `_sweeper`). Never an X that kills us, nor one that
        leaves us inside the opponent's next attack when it hits the players."""
        if not _our_main(seen, me):
            return None
        players = hits_players(card.spell_effects)
        rest = card.cost.with_x(0).total() if card.cost is not None else 0
        top = min(self._mana_left(seen, me) - rest, x_room)
        my_life, opp_life = seen.player(me).life, seen.player(1 - me).life
        theirs = [p for p in seen.permanents_of(1 - me) if p.is_creature]
        best: tuple[int, int] | None = None
        for x in range(1, top + 1):
            dmg = x * facts.x_damage
            if players and dmg >= my_life:
                break  # D20: our own player takes it too
            if players and dmg >= opp_life:
                why = t("ai.reason.burn_lethal", card=name, target=seen.player(1 - me).name)
                return LETHAL, why, Plan(a, facts, x=x)
            survivors = [p for p in theirs if health(p) > dmg]
            if players and my_life - dmg <= sum(power(p) for p in survivors):
                continue  # we would be inside their next attack
            gain = _sweep_gain(seen, me, dmg)
            if best is None or gain > best[0]:
                best = (gain, x)
        if best is None or best[0] < 30:
            return None
        return float(best[0]), t("ai.reason.sweeper", card=name), Plan(a, facts, x=best[1])

    def _shrinking_aura(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, shrink: int
    ) -> tuple[float, str, Plan] | None:
        """An Aura that takes toughness (Samopovređivanje -10/-10) is removal: on the
        opponent's most valuable creature it kills (C11), never on ours."""
        doomed = [
            p for p in seen.permanents_of(1 - me) if p.is_creature and 0 < health(p) <= shrink
        ]
        if not doomed:
            return None
        target = max(doomed, key=lambda p: (creature_value(p), -p.id))
        why = t("ai.reason.burn_kill", card=name, target=target.card.name)
        return float(creature_value(target)), why, Plan(a, replace(facts, harmful=True), target.id)

    def _sweeper(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        amount: int | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Damage (or toughness taken, `amount`) to every creature: cast when the opponent
        loses at least 30 more than we do."""
        if amount is None:
            amount = max(
                (
                    int(e.get("amount"))
                    for e in card.spell_effects
                    if isinstance(e.get("amount"), int)
                ),
                default=0,
            )
        gain = _sweep_gain(seen, me, amount)
        if gain < 30:
            return None
        return (gain, t("ai.reason.sweeper", card=name), Plan(a, facts))

    def _aimed(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        x: int = 0,
        ab_cost: bool = False,
    ) -> tuple[float, str, Plan] | None:
        """Burn and removal: aimed where it kills or wins, else held."""
        opp = 1 - me
        my_turn = seen.active == me
        facts = as_dealt(self.cards, seen, facts)  # Opsada: twice over (D20), face and creatures
        damage = facts.damage + facts.x_damage * x
        kill = damage or facts.shrink  # toughness taken kills like damage (C11)
        opp_life = seen.player(opp).life
        ab = None
        specs = card.spell_targets
        effects = card.spell_effects
        if a.kind == "activate":  # (one an Aura grants: its targets are not the card's)
            ab = card.activated[a.index] if a.index < len(card.activated) else None
            specs = ab.targets if ab is not None else ()
            effects = ab.effects if ab is not None else ()
        spec = specs[0] if specs else None
        # D15: only what the target spec allows (Brdska Streličarka: a creature in combat)
        face = spec is None or spec.kind in ("player", "creature_or_player", "opponent")
        in_combat = spec is not None and bool(spec.filter("attacking_or_blocking"))
        taken = life_taken(effects, x)  # (Besni Zloduh's "@: Odabrani igrač gubi 10 života")
        if face and damage + taken and damage + taken >= opp_life:
            return (
                LETHAL,
                t("ai.reason.burn_lethal", card=name, target=seen.player(opp).name),
                Plan(a, facts, player_ref(opp), x),
            )
        if facts.destroys and opp_life <= 0:
            # the permanent that keeps him in the game at 0 life (Senoviti Kamen): gone, he
            # loses at once (A3.32, a state-based check)
            for p in seen.permanents_of(opp):
                if keeps_alive(self.cards, p) and _may_target(spec, card, p):
                    who = seen.player(opp).name
                    why = t("ai.reason.keeps_alive", card=name, target=p.card.name, player=who)
                    return LETHAL, why, Plan(a, facts, p.id, x)
        together = self._burn_together(seen, me, a, facts, card) if face and damage else None
        if together is not None:
            why = t("ai.reason.burn_together", card=name, target=seen.player(opp).name)
            return LETHAL, why, Plan(a, facts, player_ref(opp), together)
        if kill or facts.destroys:
            # removal on the one blocker between our attack and a win: now, before combat
            blocker = _kill_for_lethal(seen, me, kill, spec, card)
            if blocker is not None:
                if facts.x_damage:
                    x = max(1, -(-health(blocker) // facts.x_damage))
                why = t("ai.reason.clear_lethal", card=name, target=blocker.card.name)
                return LETHAL, why, Plan(a, facts, blocker.id, x)
        best: tuple[float, int] | None = None
        # the creature whose attack we can't block and that kills us goes first (its source
        # tapped for the cost blocks nothing, D10.18), then the most valuable
        threats = self.threats(seen, me, a.obj if ab is not None and ab.cost.tap else None)
        shielding = self._shields_coming(seen, opp)
        for p in seen.permanents_of(opp):
            if not p.is_creature or not _may_target(spec, card, p):
                continue
            fighting = p.attacking or p.blocking is not None
            if in_combat and not fighting:
                continue
            if kill and health(p) > kill:
                continue  # burn that cannot kill is wasted (the anchors' known fault)
            if not kill and not facts.destroys:
                continue
            if self.regenerated(seen, p, facts, effects):
                continue  # D19: he has the mana to regenerate it — the card would be wasted
            value = float(creature_value(p))
            if fighting:
                value += 20  # it is fighting right now
            if p.id in threats:
                value += THREAT
            if p.id in shielding:
                value += 20  # now or never: its shield is on the niz (D19)
            if best is None or value > best[0]:
                best = (value, p.id)
        instant = facts.instant or ab_cost
        timely = (not my_turn and seen.step in ("kraj_poteza", "blokeri", "napadači")) or (
            my_turn and seen.step in ("blokeri",)
        )
        if not instant:
            timely = _our_main(seen, me)
        elif best is not None and best[1] in shielding:
            timely = True  # an answer to its "Regeneracija" on the niz resolves first (D9)
        tapped = ab is not None and ab.cost.tap
        if tapped and best is not None and self._needed_blocker(seen, me, a.obj, best[1]):
            timely = False  # blocks first: tapped after it blocks, it still blocks (C10.25)
        if best is not None and best[0] >= 20 and timely:
            target = best[1]
            if facts.x_damage:
                need = health(seen.permanent(target))  # type: ignore[arg-type]
                x = max(1, -(-need // facts.x_damage))
            plan = Plan(a, facts, target, x)
            return (
                best[0],
                t("ai.reason.burn_kill", card=name, target=self._label(seen, target)),
                plan,
            )
        if (
            face
            and damage + taken
            and ab_cost
            and not my_turn
            and seen.step == "kraj_poteza"
            and best is None
        ):
            return (
                5.0,
                t("ai.reason.burn_face", card=name, target=seen.player(opp).name),
                Plan(a, facts, player_ref(opp), x),
            )
        at_player = spec is not None and spec.kind in ("player", "opponent")
        if at_player and taken and timely and not facts.instant:
            # life loss aimed at a player (Dodir Smrti): nothing else to aim at — the opponent,
            # in our main phase after combat (as other sorceries)
            if seen.step == "glavna1" and self._attack_possible(seen, me):
                return None
            why = t("ai.reason.aimed", card=name, target=seen.player(opp).name)
            return 10.0 + taken / 2, why, Plan(a, facts, player_ref(opp), x)
        return None

    def _return_self(
        self, seen: GameView, me: int, a: Action, face: CardFace, ab: ActivatedAbility
    ) -> tuple[float, str, Plan] | None:
        """Navi Suvoduha back from the odlagalište (`abilities.returns_from_graveyard`):
        paid with our least valuable creature (`fodder_for`) when that is worth less than the
        creature it brings back; with no sacrifice in the cost, always."""
        back = face_worth(face)
        kind = ab.cost.sacrifice
        fodder = fodder_for(seen, me, str(kind), back) if kind else None
        if kind and fodder is None:
            return None
        why = t("ai.reason.return_self", card=face.name)
        if fodder is not None:
            why = t("ai.reason.sacrifice", reason=why, card=fodder.card.name)
        plan = Plan(a, NO_HARM, sacrifice=fodder.id if fodder is not None else None)
        return 20.0 + back - (creature_value(fodder) if fodder is not None else 0), why, plan

    def _divided_burn(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Damage divided as we choose among the targets (Piromanija: 40 "raspoređenih kako
        izabereš", D10.15): the opponent when it takes his last life; else the opponent's
        creatures it kills together worth the most (a threat to us first; up to three, each
        given its lethal damage by `_divide`), the rest to his face where it may go. Sorcery
        speed: our main phase."""
        spec = card.spell_targets[0]
        total = spec.divide or 0
        opp = seen.player(1 - me)
        face = player_ref(1 - me)
        if spec.kind in PLAYER_KINDS and total >= opp.life:
            why = t("ai.reason.burn_lethal", card=name, target=opp.name)
            return LETHAL, why, Plan(a, facts, targets=(face,))
        if not (facts.instant or _our_main(seen, me)):
            return None
        threats = self.threats(seen, me)
        foes = sorted(
            (
                p
                for p in seen.permanents_of(1 - me)
                if p.is_creature and health(p) > 0 and _may_target(spec, card, p)
            ),
            key=lambda p: (-creature_value(p), p.id),
        )[:6]
        best: tuple[int, tuple[PermanentView, ...]] | None = None
        for n in range(1, min(3, spec.max) + 1):
            for group in combinations(foes, n):
                if sum(max(health(p), SHARE_MIN) for p in group) > total:
                    continue
                worth = sum(creature_value(p) + (THREAT if p.id in threats else 0) for p in group)
                if best is None or worth > best[0]:
                    best = (worth, group)
        if best is None or best[0] < 20:
            return None
        worth, group = best
        ids = tuple(p.id for p in group)
        rest = total - sum(max(health(p), SHARE_MIN) for p in group)
        if rest >= SHARE_MIN and spec.kind in PLAYER_KINDS and len(ids) < spec.max:
            ids = (*ids, face)
        killed = ", ".join(p.card.name for p in group)
        why = t("ai.reason.burn_split", card=name, targets=killed, killed=killed)
        return float(worth), why, Plan(a, facts, targets=ids)

    def _kicked_burn(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Burn whose kicker adds damage (Varnica: 10, kicked 20 more to the same target,
        E3.140), aimed as if it dealt the sum — when the mana pays for the kicker too. The
        plan says kicked; it is taken over the plain one only where it scores higher (kills
        what the plain one can't)."""
        extra = card.kicker_effects
        if card.kicker is None or card.cost is None or not extra:
            return None
        if any(e.op != "damage" or e.get("to") != "target" for e in extra):
            return None
        if self._mana_left(seen, me) < card.cost.with_x(0).total() + card.kicker.total():
            return None
        total = sum(
            int(e.get("amount"))
            for e in (*card.spell_effects, *extra)
            if e.op == "damage" and e.get("to") == "target" and isinstance(e.get("amount"), int)
        )
        kicked = replace(facts, damage=total)
        got = self._aimed(seen, me, a, kicked, t("ai.reason.kicked", card=name), card)
        return None if got is None else (got[0], got[1], replace(got[2], kick=True))

    def _burn_together(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, card: CardDef
    ) -> int | None:
        """The X (0 without one) with which this spell to the opponent's face and the burn
        left in our hand (`_burn_in_hand`, with the mana left after it) take his last life
        this turn — the least such X, so the mana goes to the rest. None: they don't."""
        if a.kind != "cast" or card.cost is None:
            return None
        mana = self._mana_left(seen, me) - card.cost.with_x(0).total()
        life = seen.player(1 - me).life
        per = facts.x_damage
        for x in range(1, mana + 1) if per else (0,):  # (X = 0 does nothing)
            if facts.damage + per * x + self._burn_in_hand(seen, me, a.obj, mana - x) >= life:
                return x
        return None

    def _burn_in_hand(
        self, seen: GameView, me: int, skip: int, mana: int, later: bool = False
    ) -> int:
        """The most damage the other burn in our hand (spells that only deal damage and may
        aim at a player: Grom, Vatrene Strele; or hit each opponent: Pipci Zla) deals to the
        face with `mana` (colours not weighed), each castable now — `later`: in this turn's
        main phase after combat too: fixed damage first, by damage per mana, then one X spell
        with the rest."""
        now = _our_main(seen, me) or later
        fixed: list[tuple[int, int]] = []
        per_x: list[tuple[int, int]] = []
        for c in seen.player(me).hand or ():
            card = lookup(self.cards, c) if c.id != skip else None
            if card is None or card.cost is None or card.kicker is not None:
                continue
            hit = opponents_hit(card.spell_effects)
            if hit and (spell_facts(card).instant or now):
                fixed.append((hit, card.cost.total()))
                continue
            specs = card.spell_targets
            if not specs or specs[0].kind not in PLAYER_KINDS or card.modes:
                continue
            if not card.spell_effects or any(e.op != "damage" for e in card.spell_effects):
                continue
            facts = spell_facts(card)
            if not (facts.instant or now):
                continue
            cost = card.cost.with_x(0).total()
            if facts.x_damage and card.cost.x_count == 1:
                per_x.append((facts.x_damage, cost))
            elif facts.damage:
                fixed.append((facts.damage, cost))
        total = 0
        for dmg, cost in sorted(fixed, key=lambda f: -f[0] / max(f[1], 1)):
            if cost <= mana:
                total, mana = total + dmg, mana - cost
        return total + max((per * (mana - cost) for per, cost in per_x if mana > cost), default=0)

    def _needed_blocker(self, seen: GameView, me: int, source: int, target: int) -> bool:
        """Whether `source`, our creature, is a blocker the attack under way (the opponent's
        declare-attackers step) needs: with `target` gone, the attack kills us through our
        best chumps without it, and not with it (C10). An ability that taps it then waits
        for the blockers step — a blocker tapped after blocks are declared still blocks
        (C10.25), one tapped before blocks nothing (C10.21). (The blunder scan's find:
        Kostolomac pinged an attacker and left unblocked the one its player's life needed.)"""
        if seen.active == me or seen.step != "napadači":
            return False
        attack = [x for x in seen.permanents_of(1 - me) if x.attacking and x.id != target]
        home = [x for x in seen.permanents_of(me) if x.is_creature and not x.tapped]
        without = [x for x in home if x.id != source]
        life = seen.player(me).life
        return lethal_attack(seen, attack, without, life) and not lethal_attack(
            seen, attack, home, life
        )

    def threats(self, seen: GameView, me: int, busy: int | None = None) -> set[int]:
        """The opponent's creatures none of ours can block (E3 evasion, `can_block`) when what
        gets through of his attack — the one under way (C10), else his next one — takes our
        last life: killing one of these is what saves us. `busy`: ours that won't block."""
        opp = 1 - me
        theirs = [p for p in seen.permanents_of(opp) if p.is_creature]
        if seen.active == opp and any(p.attacking for p in theirs):
            theirs = [p for p in theirs if p.attacking]  # attackers are declared (C10)
            if seen.step == "blokeri":  # and so are the blocks: the unblocked get through
                through = [p for p in theirs if not p.blocked_by]
                if sum(power(o) for o in through) < seen.player(me).life:
                    return set()
                return {o.id for o in through}
        home = [p for p in seen.permanents_of(me) if p.is_creature and p.id != busy]
        through = unstopped(seen, me, home, theirs)
        if sum(power(o) for o in through) < seen.player(me).life:
            return set()
        return {o.id for o in through if not any(can_block(h, o, seen) for h in home)}

    def _equip(
        self, seen: GameView, me: int, a: Action, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Equip ("Opremi", B12.65) where `abilities.equip_target` says: first on the
        creature its boost makes the attack lethal with. (Unequipped, an Oprema does
        nothing.)"""
        boost = aura_boost(card)
        best = equip_target(seen, me, a.obj, boost)
        if best is None:
            return None
        if boost_for_lethal(seen, me, *boost) is best:
            why = t("ai.reason.aura_lethal", card=name, target=best.card.name)
            return LETHAL, why, Plan(a, NO_HARM, best.id)
        why = t("ai.reason.enchant", card=name, target=best.card.name)
        return 12.0, why, Plan(a, NO_HARM, best.id)

    def _self_pump(self, seen: GameView, a: Action) -> tuple[int, int] | None:
        """(power it adds, mana it costs) of an activated ability that pumps its own
        creature's power for mana alone (`abilities.self_pump_of`); None for any other."""
        if a.kind != "activate":
            return None
        card = self._def(seen, a.obj)
        return self_pump_of(card, a.index) if card is not None else None

    def _pump_for_lethal(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """A pump of its own (Zmaj Plamena) on an unblocked attacker after blocks, when the
        pumps the mana left pays for make the damage through lethal: one now (the next
        after it resolves, `_priority` lets it be played again)."""
        got = self._self_pump(seen, a)
        if got is None or not pumps_to_lethal(seen, me, a.obj, *got, self._mana_left(seen, me)):
            return None
        return LETHAL, t("ai.reason.pump_lethal", card=name), Plan(a, NO_HARM)

    def _save(
        self, seen: GameView, me: int, a: Action, name: str, bounce: bool
    ) -> tuple[float, str, Plan] | None:
        """Regeneration (D19 "Regeneracija": the next time it would be destroyed this turn,
        it is tapped and leaves combat instead) or a return to the hand of its own (Rosna
        Vila, `bounce`: against any destroy too) for a creature of ours about to be
        destroyed (`abilities.doomed`). Once a step (`tried`): a shield lasts the turn, and
        the view doesn't show one."""
        p = seen.permanent(a.obj)
        if p is None or not p.is_creature or not doomed(self.cards, seen, me, p, bounce):
            return None
        why = t("ai.reason.bounce_self" if bounce else "ai.reason.regenerate", card=name)
        return 15.0 + creature_value(p), why, Plan(a, NO_HARM)

    def _redirect(
        self, seen: GameView, me: int, a: Action, name: str, amount: int
    ) -> tuple[float, str, Plan] | None:
        """Fanatik (D20.63: the next `amount` damage to it is dealt to the target creature
        instead): played once for every `amount` of the damage coming at it — its fight after
        blocks, the opponent's spell on the niz (`abilities.damage_coming`) — each at
        `abilities.redirect_target`. The plays of this step are counted from its own memory
        (`tried`): a resolved redirection is not in the view."""
        p = seen.permanent(a.obj)
        if p is None or not p.is_creature:
            return None
        coming, least = damage_coming(self.cards, seen, me, p)
        needed = -(-coming // amount)  # (free, so enough for the most that may come)
        if self.played_this_step(seen, a) >= needed:
            return None
        redirected = min(least, needed * amount)
        target = redirect_target(seen, me, p, redirected)
        if target is None:
            return None
        score = 15.0 + (creature_value(p) if coming >= health(p) else 0)
        if redirected >= health(target):
            score += creature_value(target)
        why = t("ai.reason.redirect", card=name, target=target.card.name)
        return score, why, Plan(a, NO_HARM, target.id)

    def _animate(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        pt: tuple[int, int],
        ab: ActivatedAbility,
    ) -> tuple[float, str, Plan] | None:
        """Dete iz Kamena ("2: postaje 20/20 artefakt biće do kraja poteza"): at the
        beginning of our combat when the attack planner would attack with it as that
        creature (C10; it can attack if we have controlled it since the turn began), or in
        the opponent's declare-attackers step when the block planner would block with it.
        Else held: as an artifact it is safe from what kills creatures."""
        p = seen.permanent(a.obj)
        if p is None or p.is_creature or p.tapped or seen.stack:
            return None
        cost = ab.cost.mana.total() if ab.cost.mana is not None else 0
        mana = self._mana_left(seen, me) - cost
        if mana < 0:
            return None
        world = animated(seen, p, pt)
        creature = world.permanent(p.id)
        assert creature is not None
        regeneration = self._regeneration(seen, me)
        if seen.active == me and seen.step == "početak_borbe":
            options = [x.id for x in able_attackers(world, me)]
            attack = plan_attack(world, me, options, 0.0, regeneration, mana)
            if p.id not in attack.attackers:
                return None
            lethal = attack.reason == "ai.reason.lethal_attack"
            score = LETHAL if lethal else 20.0 + creature_value(creature)
            return score, t("ai.reason.animate_attack", card=name), Plan(a, NO_HARM)
        if seen.active != me and seen.step == "napadači" and seen.attackers:
            attackers = [x for x in (world.permanent(i) for i in seen.attackers) if x is not None]
            mine = [x for x in world.permanents_of(me) if x.is_creature and not x.tapped]
            pairs = [(b.id, at.id) for b in mine for at in attackers if can_block(b, at, world)]
            blocks = plan_blocks(world, me, pairs, regeneration, mana)
            if not any(b == p.id for b, _a in blocks.pairs):
                return None
            return (
                20.0 + creature_value(creature),
                t("ai.reason.animate_block", card=name),
                Plan(a, NO_HARM),
            )
        return None

    def _cards_for_the_dying(
        self, seen: GameView, me: int, a: Action, name: str, discards: int
    ) -> tuple[float, str, Plan] | None:
        """Viši Ciljevi: a creature of ours that dies for nothing anyway
        (`abilities.dies_for_nothing`) sacrificed for a tenth of its power in cards, when
        that is more than the cards discarded after (as many cards left in the hand or more
        otherwise), and the draws leave a card in the library (D16.40)."""
        library = seen.player(me).library_count
        best: tuple[int, PermanentView] | None = None
        for p in seen.permanents_of(me):
            draws = power(p) // 10
            if not p.is_creature or draws <= discards or draws >= library:
                continue
            if dies_for_nothing(self.cards, seen, me, p) and (best is None or draws > best[0]):
                best = (draws, p)
        if best is None:
            return None
        draws, p = best
        why = t("ai.reason.sacrifice_draw", card=name, target=p.card.name, n=draws)
        return 15.0 + 10 * (draws - discards), why, Plan(a, NO_HARM, sacrifice=p.id)

    def _put_from_hand(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """Frulaš: a creature of the hand into play without its cost, when a creature would
        be cast (`abilities.creature_to_put`); scored like casting the dearest of them."""
        dearest = creature_to_put(self.cards, seen, me, self._attack_possible(seen, me))
        if dearest is None:
            return None
        return 25.0 + dearest * 10, t("ai.reason.put_creature", card=name), Plan(a, NO_HARM)

    def _entry(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A creature whose entry trigger (D11, `knowledge.entry_triggers`) is aimed harm:
        cast at once when its damage or life loss takes the opponent's last life, or, before
        combat, when its damage kills the one blocker between our attack and a win (C10) —
        where a creature is otherwise held until after combat. The trigger's target is
        chosen as it goes on the niz (`_trigger_targets`)."""
        opp = seen.player(1 - me)
        for ab in entry_triggers(card):
            if self._survives_by(seen, me, own_life_gain(ab.effects)):
                return SURVIVES, t("ai.reason.survive", card=name), Plan(a, facts)
            if not ab.targets:
                continue
            hurt = spell_facts(card, ab.effects)
            spec = ab.targets[0]
            if spec.kind in PLAYER_KINDS and hurt.damage + life_taken(ab.effects) >= opp.life:
                why = t("ai.reason.burn_lethal", card=name, target=opp.name)
                return LETHAL, why, Plan(a, facts, player_ref(1 - me))
            if hurt.damage or hurt.shrink or hurt.destroys:
                blocker = _kill_for_lethal(seen, me, hurt.damage or hurt.shrink, spec, card)
                if blocker is not None:
                    why = t("ai.reason.clear_lethal", card=name, target=blocker.card.name)
                    return LETHAL, why, Plan(a, facts, blocker.id)
        return None

    def _survives_by(self, seen: GameView, me: int, gained: int) -> bool:
        """Whether `gained` life is what lets us live through the opponent's next attack
        (`combat_plan.unstopped`: what our creatures can't block) — without it, it kills."""
        if gained <= 0:
            return False
        coming = self._next_attack(seen, me)
        return seen.player(me).life <= coming < seen.player(me).life + gained

    def _blockers_save(self, seen: GameView, me: int, newcomers: tuple[PermanentView, ...]) -> bool:
        """Whether creatures coming into play for us (a creature, a spell's tokens) are the
        blockers that let us live through the opponent's next attack, which kills us
        without them (`combat_plan.unstopped`: each blocks the biggest it can, C10)."""
        life = seen.player(me).life
        return self._next_attack(seen, me) >= life > self._next_attack(seen, me, newcomers)

    def _next_attack(
        self, seen: GameView, me: int, newcomers: tuple[PermanentView, ...] = ()
    ) -> int:
        """The damage the opponent's next attack deals us through our creatures (and
        `newcomers`) blocking it (`combat_plan.unstopped`: each the biggest it can, C10)."""
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        return sum(power(o) for o in unstopped(seen, me, [*home, *newcomers]))

    def _bounce(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Vrati odabrano biće u ruku vlasnika" (Plima): our creature the opponent's spell on
        the niz destroys, saved to be cast again (`abilities.doomed`); the opponent's attacker
        whose damage kills us, once his attack is declared (C10); before our attack, the one
        blocker between it and a win. Else held."""
        spec = card.spell_targets[0]
        top = seen.stack[0] if seen.stack else None
        if top is not None and top.controller != me:
            saved = [
                p
                for p in seen.permanents_of(me)
                if p.is_creature
                and _may_target(spec, card, p)
                and doomed(self.cards, seen, me, p, True)
            ]
            if saved:
                best = max(saved, key=lambda p: (creature_value(p), -p.id))
                why = t("ai.reason.bounce_save", card=name, target=best.card.name)
                return 15.0 + creature_value(best), why, Plan(a, facts, best.id)
        stopped = self._stop_attacker(seen, me, a, facts, name, card)
        if stopped is not None:
            return stopped
        blocker = _kill_for_lethal(seen, me, 0, spec, card)
        if blocker is not None:
            why = t("ai.reason.deny_block", card=name, target=blocker.card.name)
            return LETHAL, why, Plan(a, facts, blocker.id)
        return None

    def _turn_aside(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str
    ) -> tuple[float, str, Plan] | None:
        """ "Promeni metu odabrane magije koja ima tačno jednu metu" (Preusmeravanje, D15.71):
        on the opponent's spell on the niz that harms us — our last life, or a creature of
        ours it kills — where a target of his is there to take it instead (`_harm_target`:
        his face when that is his last life). None: nothing of ours to save."""
        opp = 1 - me
        life = seen.player(me).life
        theirs = {player_ref(opp)} | {p.id for p in seen.permanents_of(opp)}
        best: tuple[float, str, Plan] | None = None
        for item in seen.stack:
            card = lookup(self.cards, item.card) if item.card is not None else None
            if item.controller == me or item.kind != "spell" or card is None:
                continue
            if len(card.spell_targets) != 1 or len(item.targets) != 1:
                continue
            aimed_at = item.targets[0].ref
            effects = card.spell_effects
            hurt = as_dealt(self.cards, seen, spell_facts(card))
            lost = hurt.damage + hurt.x_damage * item.x + life_taken(effects, item.x)
            if aimed_at == player_ref(me):
                saved = SURVIVES if lost >= life else lost / 2
            else:
                p = seen.permanent(aimed_at)
                mine = p is not None and p.controller == me
                dies = mine and niz_kills(self.cards, item, p, True, source_power(seen, item))
                saved = 15.0 + creature_value(p) if dies and p is not None else 0.0
            new = self._harm_target(seen, me, theirs, card, effects, card.spell_targets[0], item.x)
            if not saved or new is None:
                continue
            wins = new.answer == [player_ref(opp)] and lost >= seen.player(opp).life
            score = max(saved, LETHAL if wins else 0.0)
            if best is None or score > best[0]:
                why = t("ai.reason.turn_aside", card=name, target=card.name)
                best = (score, why, Plan(a, facts, item.id))
        return best

    def _replay(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        options: Options,
    ) -> tuple[float, str, Plan] | None:
        """ "Igraj kopiju odabrane karte ... iz svog odlagališta bez plaćanja njene mana cene"
        (Živo Sećanje, E4.90): aimed at the card in our odlagalište whose copy, played now,
        is the best play (weighed as if cast from the hand, `_copy_plan`); its plan is kept
        for the copy's own targets. None: no copy worth playing."""
        spec = card.spell_targets[0]
        kinds = set(spec.filter("types") or ())
        best: tuple[float, str, Plan] | None = None
        for g in seen.player(me).graveyard:
            if kinds and not kinds & set(g.types):
                continue
            got = self._copy_plan(seen, me, g, options)
            if got is not None and (best is None or got[0] > best[0]):
                why = t("ai.reason.replay", card=name, copy=g.name, reason=got[1])
                best = (got[0], why, Plan(a, facts, g.id, then=got[2]))
        return best

    def _copy_plan(
        self, seen: GameView, me: int, g: CardFace, options: Options = ()
    ) -> tuple[float, str, Plan] | None:
        """The score, reason and plan of card `g`'s copy played now, as if cast from the hand
        (`_score_cast`); None: not worth it (or X, which a free copy pays as 0, A5.33)."""
        copied = lookup(self.cards, g)
        if copied is None or copied.cost is None or copied.cost.x_count:
            return None
        return self._score_cast(seen, me, Action("cast", g.id), copied, g, options)

    def _follow_copy(self, seen: GameView, d: Decision) -> bool:
        """As the copy of a card is played (E4.90): its plan made the one followed, from the
        plan that chose it or, without one, weighed now. False: no copy worth playing."""
        plan = self.plan
        if plan is not None and plan.then is not None:
            self.plan = plan.then
            return True
        g = seen.find_card(int(d.context.get("card", 0)))
        got = self._copy_plan(seen, d.player, g) if g is not None else None
        self.plan = got[2] if got is not None else None
        return got is not None

    def _take_for_now(
        self, seen: GameView, me: int, a: Action, name: str, ab: ActivatedAbility
    ) -> tuple[float, str, Plan] | None:
        """ "@: Stekni kontrolu nad odabranim bićem dok god je Rusalka Virova aktivirana": the
        creature taken leaves his side — the attacker without which his attack doesn't kill
        us (a permanent that changes control leaves combat), or, before our attack, the one
        blocker between it and a win (C10; Rusalka, tapped for it, doesn't attack); in his
        attack, else, his biggest attacker. Else held: taken on a whim it comes back at our
        next untap step."""
        card = self._def(seen, a.obj)
        if card is None:
            return None
        spec = ab.targets[0]
        busy = a.obj if ab.cost.tap else None
        stopped = self._stop_attacker(seen, me, a, NO_HARM, name, card, spec, busy)
        if stopped is not None:
            return stopped
        return self._deny_blocker(
            seen, me, a, NO_HARM, name, busy, lambda b: _may_target(spec, card, b)
        )

    def _stop_attacker(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        spec: TargetSpec | None = None,
        busy: int | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Once the opponent's attack is declared and kills us (C10): the attacker without
        which it doesn't, for a spell that takes it out of the fight — back to the hand
        (Plima), or made a 0/10 with no abilities (Jednakost: no damage, no Razbijač, and our
        blockers kill it). None: the attack doesn't kill us, or no one attacker makes it.
        `busy`: our creature tapped to do it (Rusalka Virova), no blocker then — its taking
        the biggest attacker is worth it even where his attack is not lethal, as long as
        the rest isn't without it."""
        opp = 1 - me
        if seen.active != opp or seen.step not in ("napadači", "blokeri") or seen.stack:
            return None
        spec = spec or card.spell_targets[0]
        attackers = [p for p in seen.permanents_of(opp) if p.attacking]
        home = [
            p for p in seen.permanents_of(me) if p.is_creature and not p.tapped and p.id != busy
        ]
        life = seen.player(me).life

        def lethal(attack: list[PermanentView]) -> bool:
            """Whether `attack` kills us: through the blocks made (C11.50: a trampler's
            excess too), or, before blocks, through our best chumps (C10)."""
            if seen.step == "napadači":
                return lethal_attack(seen, attack, home, life)
            perms = {x.id: x for x in seen.battlefield}
            pairs = [[b, x.id] for x in attack for b in x.blocked_by]
            blocked = {x.id for x in attack if x.blocked_by}
            return through_of(perms, [x.id for x in attack], blocked, pairs) >= life

        danger = lethal(attackers)
        if not danger and (busy is None or seen.step != "napadači"):
            return None
        for p in sorted(attackers, key=lambda x: (-power(x), -creature_value(x), x.id)):
            rest = [x for x in attackers if x.id != p.id]
            if not _may_target(spec, card, p) or lethal(rest):
                continue
            if danger:
                why = t("ai.reason.bounce_attacker", card=name, target=p.card.name)
                return SURVIVES, why, Plan(a, facts, p.id)
            # (not lethal: it deals us nothing, and it is back only after our untap step)
            why = t("ai.reason.take_attacker", card=name, target=p.card.name)
            return 10.0 + power(p) / 2, why, Plan(a, facts, p.id)
        return None

    def _purge(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str
    ) -> tuple[float, str, Plan] | None:
        """ "Uništi sve artefakte i promene" (Pročišćenje): cast when the opponent loses more
        of them than we do (by mana value, a creature by its worth); never on our own alone."""
        wanted = ("Artefakt", "Promena")
        gain = 0.0
        for p in seen.battlefield:
            if not any(kind in p.card.types for kind in wanted):
                continue
            worth = creature_value(p) if p.is_creature else 10 + 10 * face_value(p.card)
            gain += worth if p.controller != me else -worth
        if gain < 20:
            return None
        return gain, t("ai.reason.purge", card=name), Plan(a, facts)

    def _life_to(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Ukupan život odabranog igrača postaje 200" (Blagoslov Anđela): on us where it
        raises our life (more when that outlasts the opponent's next attack), on the opponent
        only where it lowers his to nothing; else held."""
        amounts = [e.get("amount") for e in card.spell_effects if e.get("who") == "target"]
        if len(amounts) != 1 or not isinstance(amounts[0], int):
            return None
        amount = amounts[0]
        opp = seen.player(1 - me)
        if amount <= 0 < opp.life:
            why = t("ai.reason.life_set_lethal", card=name, player=opp.name)
            return LETHAL, why, Plan(a, facts, player_ref(1 - me))
        gained = amount - seen.player(me).life
        if gained <= 0:
            return None
        why = t("ai.reason.life_to", card=name, n=amount)
        if self._survives_by(seen, me, gained):
            return SURVIVES, why, Plan(a, facts, player_ref(me))
        if not facts.instant and seen.step == "glavna1" and self._attack_possible(seen, me):
            return None  # after combat, as other sorceries
        return 10.0 + gained / 2, why, Plan(a, facts, player_ref(me))

    def _discard(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Odabrani igrač odbacuje tri karte" (Urok): on the opponent, while his hand holds
        cards, in our main phase after combat (a sorcery's moment, as other spells), worth
        the cards it takes."""
        counts = [e.get("count") for e in card.spell_effects if e.get("who") == "target"]
        spec = card.spell_targets[0]
        hand = seen.player(1 - me).hand_count
        if not counts or spec.kind not in PLAYER_KINDS or hand == 0:
            return None
        if not facts.instant and not _our_main(seen, me):
            return None
        if seen.step == "glavna1" and self._attack_possible(seen, me):
            return None
        taken = min(hand, sum(c for c in counts if isinstance(c, int)) or 1)
        why = t("ai.reason.discard_opp", card=name, target=seen.player(1 - me).name, n=taken)
        return 10.0 + 10 * taken, why, Plan(a, facts, player_ref(1 - me))

    def _trigger_targets(self, seen: GameView, d: Decision) -> Choice | None:
        """The target of our triggered ability that harms (D11.40: chosen as it goes on the
        niz, after the play that caused it is over, so no plan holds it) — `_harm_target`.
        None: not such an ability (the general ranking decides)."""
        source = d.context.get("card")  # (the trigger's source object, in the view)
        card = self._def(seen, source) if isinstance(source, int) else None
        ref = str(d.context.get("spec", ""))
        found = [
            (ab, s) for ab in (card.triggered if card else ()) for s in ab.targets if s.ref == ref
        ]
        if card is None or len(found) != 1 or not d.min <= 1 <= d.max:
            return None
        ab, spec = found[0]
        return self._harm_target(seen, d.player, set(d.options), card, ab.effects, spec)

    def _card_back(self, seen: GameView, d: Decision) -> Choice | None:
        """A card of our odlagalište to take back (Učenjak: "možeš vratiti odabrano
        iznenađenje iz svog odlagališta u svoju ruku"): the one whose play now scores best
        (`_copy_plan`: the Grom that wins first), else the dearest. None: the options are not
        all cards of our odlagalište."""
        ours = {c.id: c for c in seen.player(d.player).graveyard}
        if not d.options or not all(o in ours for o in d.options) or not d.min <= 1 <= d.max:
            return None

        def worth(o: int) -> tuple[float, int, int]:
            got = self._copy_plan(seen, d.player, ours[o])
            return (got[0] if got is not None else 0.0, face_value(ours[o]), -o)

        best = max(d.options, key=worth)
        return Choice([best], t("ai.reason.card_back", card=ours[best].name))

    def _new_target(self, seen: GameView, d: Decision) -> Choice | None:
        """D15.71: the new target of a spell our Preusmeravanje changes ("Promeni metu
        odabrane magije"), chosen by us: for harm, as `_harm_target` (Boris's Grom into his
        own face when that is his last life); for help, our best creature (the general
        ranking, with the spell's own sense of harm)."""
        item = next((i for i in seen.stack if i.id == d.context.get("spell")), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None or not card.spell_targets or not d.min <= 1 <= d.max:
            return None
        effects = item_effects(card, item)[0] if item.kind == "spell" else ()
        spec = card.spell_targets[0]
        return self._harm_target(seen, d.player, set(d.options), card, effects, spec, item.x)

    def _harm_target(
        self,
        seen: GameView,
        me: int,
        opts: set[int],
        card: CardDef,
        effects: tuple[Effect, ...],
        spec: TargetSpec,
        x: int = 0,
    ) -> Choice | None:
        """The target of harm chosen after the play that made it: the opponent when it takes
        his last life, the one blocker between our attack and a win (C10), else the best
        creature of his it kills (a threat to us first; not one he regenerates, D19), else
        his face. None: `effects` harm nothing, or no such target."""
        hurt = as_dealt(self.cards, seen, spell_facts(card, effects))
        damage = hurt.damage + hurt.x_damage * x
        kill = damage or hurt.shrink
        opp = seen.player(1 - me)
        face = player_ref(1 - me)
        taken = life_taken(effects, x)
        if not (kill or hurt.destroys or taken):
            return None
        if face in opts and damage + taken >= opp.life:
            return Choice([face], t("ai.reason.burn_lethal", card=card.name, target=opp.name))
        blocker = _kill_for_lethal(seen, me, kill, spec, card) if kill or hurt.destroys else None
        if blocker is not None and blocker.id in opts:
            why = t("ai.reason.clear_lethal", card=card.name, target=blocker.card.name)
            return Choice([blocker.id], why)
        threats = self.threats(seen, me)
        best: tuple[int, PermanentView] | None = None
        for p in seen.permanents_of(1 - me):
            if p.id not in opts or not p.is_creature or (kill and health(p) > kill):
                continue  # (burn that cannot kill is wasted)
            if self.regenerated(seen, p, hurt, effects):
                continue
            value = creature_value(p) + (THREAT if p.id in threats else 0)
            if best is None or (value, -p.id) > (best[0], -best[1].id):
                best = (value, p)
        if best is not None and (best[0] >= 20 or face not in opts):
            why = t("ai.reason.burn_kill", card=card.name, target=best[1].card.name)
            return Choice([best[1].id], why)
        if face in opts:
            return Choice([face], t("ai.reason.aimed", card=card.name, target=opp.name))
        return None

    def _life_set(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, per: int
    ) -> tuple[float, str, Plan] | None:
        """Napad Vukova ("Ukupan život svakog igrača postaje jednak broju bića koja taj igrač
        kontroliše puta 10"): never where it leaves us no life (our creatures counted now),
        at once where it leaves the opponent none; else only when he loses more of it than
        we do, and our new life outlasts his next attack."""
        if not facts.instant and not _our_main(seen, me):
            return None
        mine = [p for p in seen.permanents_of(me) if p.is_creature]
        ours = per * len(mine)
        theirs = per * sum(1 for p in seen.permanents_of(1 - me) if p.is_creature)
        opp = seen.player(1 - me)
        if ours <= 0:
            return None  # our life becomes 0: we lose (A3.32)
        if theirs <= 0:
            why = t("ai.reason.life_set_lethal", card=name, player=opp.name)
            return LETHAL, why, Plan(a, facts)
        gain = (ours - seen.player(me).life) - (theirs - opp.life)
        if gain <= 0 or sum(power(o) for o in unstopped(seen, me, mine)) >= ours:
            return None
        return 10.0 + gain / 2, t("ai.reason.life_set", card=name), Plan(a, facts)

    def _prevent(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        card: CardDef,
        effects: tuple[Effect, ...],
        facts: SpellFacts,
        specs: tuple[TargetSpec, ...] | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Damage prevention aimed at one (Sveti Čovek's ability, Voda Adžijazma's mode), where
        `abilities.prevention_target` says: on us against lethal damage, else on the creature
        a fight kills."""
        got = prevention_target(
            seen, me, card, effects, card.spell_targets if specs is None else specs
        )
        if got is None:
            return None
        target, lethal = got
        why = t("ai.reason.prevent", card=name, target=self._label(seen, target))
        perm = seen.permanent(target)
        score = LETHAL if lethal else 15.0 + (creature_value(perm) if perm else 0)
        return score, why, Plan(a, facts, target)

    def _aura_for_lethal(self, seen: GameView, me: int, card: CardDef) -> PermanentView | None:
        """The creature of ours an Aura (its keywords and power: Krila's Letač) would make
        the attack lethal with this turn, where it isn't without: the Aura goes on it before
        combat rather than after. None: no such creature."""
        keywords, plus = aura_boost(card)
        return boost_for_lethal(seen, me, keywords, plus)

    def _granted_lethal(
        self, seen: GameView, me: int, card: CardDef, facts: SpellFacts
    ) -> PermanentView | None:
        """Our creature that can use at once the damage an Aura gives it (Dar Predaka's "@:
        10 štete odabranom biću ili igraču") when that takes the opponent's last life: not
        one that came into play this turn (bolest prizivanja, D10.18), nor a tapped one;
        the mana for the ability left after the Aura. None: no such creature."""
        spare = self._mana_left(seen, me) - facts.mana_value
        life = seen.player(1 - me).life
        for ab in granted_abilities(card):
            hurt = as_dealt(self.cards, seen, spell_facts(card, ab.effects))
            costs = ab.cost.mana.total() if ab.cost.mana is not None else 0
            at_face = bool(ab.targets) and ab.targets[0].kind in PLAYER_KINDS
            if not at_face or hurt.damage < life or costs > spare or ab.cost.sacrifice:
                continue
            ready = [p for p in seen.permanents_of(me) if p.is_creature and _ready(p, ab)]
            if ready:
                return min(ready, key=lambda p: (creature_value(p), p.id))
        return None

    def _deny_blocker(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        busy: int | None = None,
        may: Callable[[PermanentView], bool] = lambda _b: True,
    ) -> tuple[float, str, Plan] | None:
        """ "Can't block" (Plamena Pretnja), a tap (Čarobnjak Magle) or control for now
        (Rusalka Virova) on the one blocker between our attack and a win: played in our first
        main phase, before the attack (C10), when all our creatures that can attack (but
        `busy`, tapped for its cost) are lethal without that blocker and are not with it;
        `may`: the blockers it can take. Else held."""
        b = blocker_for_lethal(seen, me, may, busy)
        if b is None:
            return None
        why = t("ai.reason.deny_block", card=name, target=b.card.name)
        return LETHAL, why, Plan(a, facts, b.id)

    def _help(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A spell that helps its target (pumps, auras): on a creature of ours in a fight it
        changes, or on our best creature in the main phase for lasting effects."""
        mine = [p for p in seen.permanents_of(me) if p.is_creature]
        if not mine:
            return None
        if facts.instant:
            if seen.step != "blokeri":
                return None
            perms = {p.id: p for p in seen.battlefield}
            for p in mine:
                foes = [perms[b] for b in p.blocked_by if b in perms]
                if p.blocking is not None and p.blocking in perms:
                    foes.append(perms[p.blocking])
                for f in foes:
                    dies, _ = fight(p, f) if p.attacking else fight(f, p)[::-1]
                    if dies:
                        return (
                            15.0 + creature_value(p),
                            t("ai.reason.save", card=name, target=p.card.name),
                            Plan(a, facts, p.id),
                        )
            return None
        if not _our_main(seen, me):
            return None
        # an ability it gives goes to a creature that can use it now (not one that came
        # this turn, for a "@" cost, D10.18)
        given = granted_abilities(card)
        best = max(
            mine, key=lambda p: (all(_ready(p, ab) for ab in given), creature_value(p), p.id)
        )
        return (
            8.0 + facts.mana_value * 4,
            t("ai.reason.enchant", card=name, target=best.card.name),
            Plan(a, facts, best.id),
        )

    # ------------------------------------------------------------------ paying
    def _pay(self, d: Decision, seen: GameView | None = None) -> Choice:
        opts = [a for a in d.options if isinstance(a, Action)]
        exact = self._exact_tap(seen, d, opts) if seen is not None else None
        if exact is not None:
            return Choice(exact)
        # a payment it can't finish (a cost raised after it chose to cast) is backed out (D23);
        # "undo" would only give back the mana it just made, and it would make it again forever
        for kind in ("auto", "pay", "mana", "cancel"):
            for a in opts:
                if a.kind == kind:
                    return Choice(a)
        return Choice(opts[0] if opts else d.options[0])

    def _exact_tap(self, seen: GameView, d: Decision, opts: list[Action]) -> Action | None:
        """With a source that makes extra mana when tapped (Glava Zmaja, D12.30), tap by hand
        so that no more mana is made than the cost: mana left in the pool burns (mana udar,
        D7) — the automatic payment tapped two such sources for a cost of five in game 101 of
        the seed-1 schedule (6 mana, 10 life lost). Without one, the automatic payment pays."""
        taps = [a for a in opts if a.kind == "mana"]
        extra = {a.obj: self._extra_mana(seen, a.obj) for a in taps}
        makes = {a.obj: 1 + sum(extra[a.obj].values()) for a in taps}
        if not taps or all(n == 1 for n in makes.values()):
            return None
        cost = ManaCost.parse(str(d.context.get("cost", "0")))
        pool = {str(k): int(v) for k, v in dict(d.context.get("pool", {})).items()}
        left = cost.total() - sum(pool.values())
        short = {c for c, n in cost.colored if pool.get(c, 0) < n}
        fits = [a for a in taps if makes[a.obj] <= left] or [min(taps, key=lambda a: makes[a.obj])]
        wanted = [a for a in fits if short & ({a.choice} | set(extra[a.obj]))]
        return max(wanted or fits, key=lambda a: (makes[a.obj], -a.obj))

    def _extra_mana(self, seen: GameView, source: int) -> dict[str, int]:
        """Extra mana, by kind, its auras add when it is tapped for mana (a triggered mana
        ability, Glava Zmaja: two green)."""
        perm = seen.permanent(source)
        extra: dict[str, int] = {}
        for aid in perm.attachments if perm is not None else ():
            card = self._def(seen, aid)
            for ab in card.triggered if card is not None else ():
                if ab.event != "tapped_for_mana" or ab.cond("who") != "enchanted":
                    continue
                for e in ab.effects:
                    kind, n = e.get("kind"), e.get("amount")
                    if e.op == "add_mana" and isinstance(n, int):
                        key = MANA_WORDS.get(str(kind), str(kind))
                        extra[key] = extra.get(key, 0) + n
        return extra

    # ------------------------------------------------------------------ combat
    def _attack(self, seen: GameView, d: Decision) -> Choice:
        seen = as_fought(self.cards, seen)  # (Opsada: every creature's damage doubled, D20)
        options = [int(o) for o in d.options]
        regeneration, mana = self._regeneration(seen, d.player), self._mana_left(seen, d.player)
        pump = self._held_pump(seen, d.player, mana)
        own = self._own_pumps(seen, d.player, mana)
        # burn to his face after combat (Pipci Zla in our second main phase) counts too
        reach = self._burn_in_hand(seen, d.player, -1, mana, later=seen.active == d.player)
        plan = plan_attack(
            seen, d.player, options, self._jitter(), regeneration, mana, pump, own, reach
        )
        answer = self._legal(d, plan.attackers)
        names = ", ".join(self._label(seen, a) for a in answer)
        return Choice(answer, t(plan.reason, cards=names) if answer else t("ai.reason.no_attack"))

    def _own_pumps(self, seen: GameView, me: int, mana: int) -> dict[int, int]:
        """The power each creature of ours can add to itself with `mana` (Zmaj Plamena's
        "R: +10/+0", `abilities.self_pump_of`, played as often as the mana pays)."""
        out: dict[int, int] = {}
        untapped = open_kinds(seen, me)
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if p.is_creature else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                got = self_pump_of(card, i) if card is not None else None
                if got is None or got[1] <= 0 or ab.cost.mana is None:
                    continue
                times = mana // got[1]
                for c, n in ab.cost.mana.colored:  # (a colour our sources make that often)
                    times = min(times, sum(1 for kinds in untapped if c in kinds) // n)
                out[p.id] = max(out.get(p.id, 0), got[0] * times)
        return out

    def _held_pump(self, seen: GameView, me: int, mana: int) -> HeldPump:
        """The pumps in our hand (instants, B12.21: played after blocks) that `mana` pays
        for: the most power one adds to each creature of ours, or to one."""
        each = one = 0
        untapped = open_kinds(seen, me)
        for face in seen.player(me).hand or ():
            card = lookup(self.cards, face)
            if card is None or card.cost is None or card.cost.total() > mana:
                continue
            if any(sum(1 for kinds in untapped if c in kinds) < n for c, n in card.cost.colored):
                continue  # a colour no untapped source of ours makes often enough
            if not spell_facts(card).instant:
                continue
            pump = pump_of(card.spell_effects)
            if pump is None or pump.power <= 0:
                continue
            if pump.everyone:
                each = max(each, pump.power)
            elif len(card.spell_targets) == 1 and card.spell_targets[0].max == 1:
                one = max(one, pump.power)
        return HeldPump(each, one)

    def _block(self, seen: GameView, d: Decision) -> Choice:
        options = [(int(b), int(a)) for b, a in d.options]
        regeneration, mana = self._regeneration(seen, d.player), self._mana_left(seen, d.player)
        shot = self._held_shot(seen, d.player, mana)
        fought = as_fought(self.cards, self._as_blocked(seen))  # (Opsada, D20)
        plan = plan_blocks(fought, d.player, options, regeneration, mana, shot)
        answer = self._legal(d, plan.pairs)
        if not answer:
            return Choice(answer, t("ai.reason.no_block"))
        text = ", ".join(f"{self._label(seen, b)} → {self._label(seen, a)}" for b, a in answer)
        return Choice(answer, t(plan.reason, blocks=text))

    def _held_shot(self, seen: GameView, me: int, mana: int) -> int:
        """The most damage we can still deal to one attacker after blocks (C10.25: a blocker
        tapped for it still blocks): an untapped creature's "@: N štete odabranom biću"
        (Kostolomac), or an instant in hand that only deals damage (Grom), with the mana."""
        best = 0
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if not p.tapped else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                facts = activation_facts(card, i, power(p)) if card is not None else None
                cost = ab.cost.mana.total() if ab.cost.mana is not None else 0
                if facts is None or ab.cost.sacrifice or cost > mana or not ab.targets:
                    continue
                if ab.cost.tap and (p.sick and HASTE not in p.card.keywords):
                    continue  # "@" of a creature that came this turn (D10.18)
                if ab.targets[0].kind in ("creature", "creature_or_player"):
                    best = max(best, facts.damage)
        for c in seen.player(me).hand or ():
            card = lookup(self.cards, c)
            if card is None or card.cost is None or card.cost.x_count or card.modes:
                continue
            facts = spell_facts(card)
            specs = card.spell_targets
            if not facts.instant or not specs or card.cost.total() > mana:
                continue
            if specs[0].kind in ("creature", "creature_or_player") and all(
                e.op == "damage" for e in card.spell_effects
            ):
                best = max(best, facts.damage)
        return best

    def _as_blocked(self, seen: GameView) -> GameView:
        """The view with each attacker as it fights once blocked: "Kad god ... postane
        blokirana, dobija +20/+20" (Razjarena Zver, a trigger on becoming blocked, C10.26)
        counted in its power and toughness — the blocks are planned against that creature.
        (Unblocked it stays smaller: the plan then overrates what gets through, the safe
        side.)"""
        grown: dict[int, PermanentView] = {}
        for p in seen.battlefield:
            card = lookup(self.cards, p.card) if p.attacking else None
            plus = [0, 0]
            for ab in card.triggered if card is not None else ():
                if ab.event != "becomes_blocked" or ab.cond("who") != "self":
                    continue
                for e in ab.effects:
                    pw, th = e.get("power"), e.get("toughness")
                    if e.op == "pump" and e.get("what") == "self":
                        plus[0] += pw if isinstance(pw, int) else 0
                        plus[1] += th if isinstance(th, int) else 0
            if plus != [0, 0]:
                face = replace(
                    p.card,
                    power=(p.card.power or 0) + plus[0],
                    toughness=(p.card.toughness or 0) + plus[1],
                )
                grown[p.id] = replace(p, card=face)
        if not grown:
            return seen
        return replace(seen, battlefield=tuple(grown.get(p.id, p) for p in seen.battlefield))

    def _regeneration(self, seen: GameView, me: int) -> dict[int, int]:
        """Our creatures that can regenerate for mana alone (Kosturni Ratnik: "1C"), by
        the mana it costs."""
        out: dict[int, int] = {}
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if p.is_creature else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                if regenerates(card, i) and ab.cost.mana is not None and not ab.cost.tap:
                    out[p.id] = ab.cost.mana.total()
        return out

    def _legal(self, d: Decision, answer: list[Any]) -> list[Any]:
        """The plan if E1 allows it as a whole, else the engine's own legal example."""
        if "rules" not in d.context:
            return answer
        if d.kind == DecisionKind.ATTACKERS:
            decl = requirements.attack_declaration(answer)
        else:
            decl = requirements.block_declaration((b, a) for b, a in answer)
        if requirements.problem(d, decl) is None:
            return answer
        return list(requirements.legal_example(d))

    # ------------------------------------------------------------------ the rest
    def _targets(self, seen: GameView, d: Decision) -> Choice:
        opts = list(d.options)
        me = d.player
        plan = self.plan
        ref = str(d.context.get("spec", ""))
        planned = dict(plan.spec_targets).get(ref) if plan is not None else None
        if planned and d.min <= len(planned) <= d.max and all(r in opts for r in planned):
            return Choice(list(planned))  # another target spec of the play it chose (D10.13)
        several = plan.targets if plan is not None else ()
        if several and d.min <= len(several) <= d.max and all(r in opts for r in several):
            return Choice(list(several))
        if plan is not None and plan.target in opts and d.min <= 1 <= d.max:
            return Choice([plan.target])
        if plan is not None and plan.then is not None and self._follow_copy(seen, d):
            return self._targets(seen, d)  # the copy's targets (a copy played without asking)
        if d.prompt == "trigger.targets":
            aimed = self._trigger_targets(seen, d)
            if aimed is not None:
                return aimed
        harmful = plan.facts.harmful if plan is not None else True
        back = self._card_back(seen, d)
        if back is not None:
            return back
        if d.prompt == "resolve.change_target":
            aimed = self._new_target(seen, d)
            if aimed is not None:
                return aimed
            item = next((i for i in seen.stack if i.id == d.context.get("spell")), None)
            card = lookup(self.cards, item.card) if item is not None and item.card else None
            harmful = card is None or spell_facts(card).harmful

        def rank(ref: int) -> tuple[int, int]:
            if is_player_ref(ref):
                owner = player_of_ref(ref)
                worth = 50
            else:
                perm = seen.permanent(ref)
                owner = perm.controller if perm is not None else me
                worth = creature_value(perm) if perm is not None and perm.is_creature else 10
            friendly = owner == me
            good = friendly != harmful
            # a target it must take on the wrong side (a forced trigger): the least it loses
            return (1, worth) if good else (0, -worth)

        ordered = sorted(opts, key=lambda r: (rank(r), -r), reverse=True)
        n = max(d.min, min(d.max, 1))
        good = [r for r in ordered if rank(r)[0] == 1]
        if d.min == 0 and not good:
            return Choice([])
        return Choice(ordered[:n])

    def _number(self, d: Decision, seen: GameView | None = None) -> Choice:
        plan = self.plan
        if self._planned_x(d) and plan is not None:
            return Choice(plan.x)
        if d.prompt == "cast.x":
            top = max(d.min, d.max)  # X that matters: as much as it can pay
            item = d.context.get("item")
            spell = next((i for i in seen.stack if i.id == item), None) if seen else None
            card = lookup(self.cards, spell.card) if spell is not None and spell.card else None
            if seen is not None and card is not None:
                # but no more than its draws leave a card in the library (D16.40), nor
                # damage to every player that takes our last life
                top = max(d.min, min(top, self._x_room(seen, d.player, card.spell_effects)))
                per = spell_facts(card).x_damage
                if hits_players(card.spell_effects) and per:
                    top = max(d.min, min(top, (seen.player(d.player).life - 1) // per))
            return Choice(top)
        return Choice(d.min)

    def _planned_x(self, d: Decision) -> bool:
        plan = self.plan
        return plan is not None and bool(plan.x) and d.min <= plan.x <= d.max

    def _divide(self, seen: GameView, d: Decision) -> list[list[int]]:
        ctx = d.context
        total = int(ctx["total"])
        opts = [int(o) for o in d.options]
        minimum = int(ctx.get("minimum", 5))
        if d.prompt == "cast.divide":
            shares = dict.fromkeys(opts, minimum)
            rest = total - minimum * len(opts)
            creatures = [o for o in opts if not is_player_ref(o)]
            for o in creatures:  # top up each creature to lethal first
                perm = seen.permanent(o)
                need = health(perm) - shares[o] if perm is not None else 0
                give = min(rest, max(0, need))
                give -= give % minimum if give < rest else 0
                shares[o] += give
                rest -= give
            # the rest to the player if one is among the targets (a split that kills the
            # creatures and hits the face, `plays._divided`), else to the first target
            face = next((o for o in opts if is_player_ref(o)), opts[0])
            shares[face] += rest
            return [[r, v] for r, v in shares.items()]
        lethal = {int(b): int(v) for b, v in ctx.get("lethal", {}).items()}
        blockers = [o for o in opts if o >= 0]
        player = next((o for o in opts if o < 0), None)
        out: dict[int, int] = {}
        left = total
        for b in blockers:  # C11: lethal damage to each blocker in turn
            perm = seen.permanent(b)
            need = lethal.get(b, health(perm) if perm is not None else left)
            give = min(left, max(need, minimum))
            if give <= 0:
                continue
            out[b] = give
            left -= give
        if left:
            key = player if player is not None else blockers[0]
            out[key] = out.get(key, 0) + left
        bad = [r for r, v in out.items() if 0 < v < minimum]
        if bad and total >= minimum:
            return [[blockers[0], total]]
        return [[r, v] for r, v in out.items() if v > 0]

    def _choose_some(self, seen: GameView, d: Decision) -> list[Any]:
        n = d.min
        opts = list(d.options)

        def worth(o: Any) -> float:
            if not isinstance(o, int):
                return 0.0
            face = self._face(seen, o)
            card = lookup(self.cards, face) if face is not None else None
            if card is None:
                return 0.0
            return float(card.cost.total() if card.cost is not None else 0)

        discard = "discard" in d.prompt
        planned = self.plan.discard if self.plan is not None else ()
        fits = len(planned) == d.min and all(o in opts for o in planned)
        if d.prompt == "cast.discard" and planned and fits:
            return list(planned)  # the cost the play it chose pays (D10.18)
        ordered = sorted(opts, key=lambda o: (worth(o), str(o)), reverse=not discard)
        if not discard:
            n = d.max if d.max >= 0 else n
        return ordered[:n]

    def _choose_one(self, seen: GameView, d: Decision) -> Any:
        opts = list(d.options)
        planned = self.plan.sacrifice if self.plan is not None else None
        if d.prompt == "cast.sacrifice" and planned in opts:
            return planned  # the cost the play it chose pays (D10.18)
        if d.prompt in ("cast.sacrifice", "resolve.sacrifice_which"):

            def cheap(o: Any) -> tuple[float, int]:
                perm = seen.permanent(o) if isinstance(o, int) else None
                if perm is None:
                    return (0.0, 0)
                worth = creature_value(perm) if perm.is_creature else 10 + 5 * face_value(perm.card)
                return (float(worth), o)

            return min(opts, key=cheap)  # the least we can give (D10.18, "žrtvuj")
        plan = self.plan
        if d.prompt == "cast.mode" and plan is not None and plan.mode in opts:
            return plan.mode  # D10.12: the mode of the play it chose
        if d.prompt == "resolve.graveyard_to_hand":

            def worth(o: Any) -> tuple[int, int, int]:
                face = seen.find_card(o) if isinstance(o, int) else None
                if face is None:
                    return (0, 0, -1)
                return (face_value(face), face.power or 0, -o)

            return max(opts, key=worth)  # the dearest card back (the one it needs most)
        if d.prompt == "resolve.choose_color":
            return self._color_to_discard(seen, d, opts)
        return opts[0]

    def _color_to_discard(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """The colour a discard by colour (Pogled kroz Noć) names: the opponent's hand is
        hidden, so the colour most of what he has shown is (his permanents that aren't
        sources and his odlagalište), the first in the rulebook's order on a tie."""
        opp = 1 - d.player
        shown = [p.card for p in seen.permanents_of(opp) if not p.is_source]
        shown += list(seen.player(opp).graveyard)
        counts = {word: sum(MANA_WORDS[word] in c.colors for c in shown) for word in MANA_WORDS}
        return max(opts, key=lambda o: (counts.get(str(o), 0), -opts.index(o)))

    def _yes_no(self, seen: GameView, d: Decision) -> bool:
        if d.prompt == "cast.kicker" and self._kicker_decks(seen, d.player):
            return False  # the kicker's draws would take the library's last card (D16.40)
        if d.prompt == "cast.kicker" and self.plan is not None and self.plan.kick is not None:
            return self.plan.kick  # the play it chose, kicked or not (E3.140)
        if d.prompt == "cast.kicker":
            cost = str(d.context.get("cost", ""))
            extra = sum(int(ch) if ch.isdigit() else 1 for ch in cost)
            plan = self.plan
            base = plan.facts.mana_value if plan is not None else 0
            return self._mana_left(seen, d.player) >= base + extra
        if d.prompt == "resolve.play_copy":
            return self._follow_copy(seen, d)  # "Možeš igrati kopiju" (E4.90)
        if d.prompt == "istocnik.pay" and seen.player(d.player).library_count < 2:
            return False  # E3.52: its draw would take the library's last card (D16.40)
        may = d.prompt in ("resolve.optional", "resolve.may") and True in d.options
        if may and self._may_decks(seen, d):
            return False  # "you may draw" with the library's last card (D16.40)
        # "may" effects and optional costs in our own cards' text are there to be used
        return True if True in d.options else bool(d.options[0])

    def _kicker_decks(self, seen: GameView, me: int) -> bool:
        """Whether the kicker of the spell being cast (the plan's) would make it draw the
        library's last card (Plima pojačana: "vuci kartu")."""
        plan = self.plan
        card = self._def(seen, plan.action.obj) if plan is not None else None
        return card is not None and self._x_room(seen, me, card.kicker_effects) < 0

    def _may_decks(self, seen: GameView, d: Decision) -> bool:
        """Whether the optional ability or "may" effect asked about would make its player
        draw the library's last card. The ability is known by its text on the niz (a
        triggered or activated ability of the source's card), else every ability of the
        card that could be it is counted."""
        item_id = d.context.get("item")
        item = next((i for i in seen.stack if i.id == item_id), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None:
            return False
        lists = item_effects(card, item) or [
            ab.effects for ab in (*card.triggered, *card.activated)
        ]
        return any(self._x_room(seen, d.player, effects) < 0 for effects in lists)


#: `_sweeper`'s amount for "destroy all creatures": more than any toughness, less than the
#: `health` of an indestructible creature
DESTROYS_ALL = 10**6 - 1

#: `_x_room` of a play that draws nothing: no limit
NO_DRAWS = 1 << 30


def _sweep_gain(seen: GameView, me: int, amount: int) -> int:
    """What the opponent loses more than we do when every creature takes `amount` (damage
    or toughness, C11): the worth of his creatures it kills less the worth of ours."""
    killed = [p for p in seen.battlefield if p.is_creature and health(p) <= amount]
    return sum(creature_value(p) if p.controller != me else -creature_value(p) for p in killed)


def _may_target(spec: TargetSpec | None, card: CardDef, p: PermanentView) -> bool:
    """Whether `card`'s spec may take `p` as far as the view shows: its kind and colour
    filter (D15), and no "Anti-[boja]" of the card's colour (E3.20)."""
    if spec is not None and not (_kind_allows(spec, p) and colour_allows(spec, p)):
        return False
    return not protected_from(p, card)


def _newcomers(me: int, faces: tuple[CardFace, ...]) -> tuple[PermanentView, ...]:
    """Creatures about to come into play for us, as the view would show them: untapped,
    under bolest prizivanja (D10.18)."""
    return tuple(
        PermanentView(
            card=f,
            controller=me,
            owner=me,
            tapped=False,
            damage=0,
            counters=(),
            attached_to=None,
            attachments=(),
            source_group=None,
            mana=(),
            sick=True,
            token=True,
            attacking=False,
            blocking=None,
            blocked_by=(),
        )
        for f in faces
    )


def _ready(p: PermanentView, ab: ActivatedAbility) -> bool:
    """Whether creature `p` could pay ability `ab`'s "@" now: untapped, and not under
    bolest prizivanja (D10.18: in play since our turn began, or Ubrzanje)."""
    if not ab.cost.tap:
        return True
    return not p.tapped and (not p.sick or HASTE in p.card.keywords)


def _kind_allows(spec: TargetSpec | None, p: PermanentView) -> bool:
    """Whether a target spec of kind "permanent", "artifact", "enchantment" or "creature"
    takes `p` by its card types (D15; Netrpeljivost: "odabrani artefakt")."""
    if spec is None:
        return True
    wanted = {
        "permanent": None,
        "artifact": CardType.ARTIFACT.value,
        "enchantment": CardType.ENCHANTMENT.value,
        "creature": CardType.CREATURE.value,
        "creature_or_player": CardType.CREATURE.value,
    }
    if spec.kind not in wanted:
        return False
    kind = wanted[spec.kind]
    return kind is None or kind in p.card.types


def _kill_for_lethal(
    seen: GameView, me: int, kill: int, spec: TargetSpec | None, card: CardDef
) -> PermanentView | None:
    """The one blocker between our attack and a win (`combat_plan.blocker_for_lethal`)
    that `card` may target and that `kill` damage kills (0: it destroys)."""
    return blocker_for_lethal(
        seen,
        me,
        lambda p: (health(p) <= kill if kill else True) and _may_target(spec, card, p),
    )


def _our_main(seen: GameView, me: int) -> bool:
    """Our main phase with the niz empty: the moment a sorcery, a creature or a source may be
    played (D9, C5)."""
    return seen.active == me and seen.step in MAIN_STEPS and not seen.stack
