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
from typing import Any

from izvori.agents.abilities import (
    ever_activated,
    mana_boost,
    puts_from_hand,
    redirect_amount,
)
from izvori.agents.base import Choice
from izvori.agents.combat_plan import HeldPump, able_attackers, attack_is_lethal, lethal_attack
from izvori.agents.knowledge import (
    cost_at_life,
    lookup,
    spell_facts,
)
from izvori.agents.lako.answers import Answering
from izvori.agents.lako.seen import (
    SURVIVES,
    Plan,
    our_main,
)
from izvori.agents.tricks import (
    LETHAL,
    pump_of,
)
from izvori.engine.carddef import (
    CardDef,
    CardType,
)
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.view import GameView
from izvori.strings import t


@dataclass
class HeuristicAgent(Answering):
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
            # our own spell resolves first; only a copy of it (Odjek, E4.80) goes above it
            # — and a pump that makes our own shot below it kill (`_pump_completes_shot`)
            fresh = [
                a
                for a in fresh
                if self._copies_a_spell(seen, a) or self._completes_our_shot(seen, me, a)
            ]
            if not fresh:
                return Choice(PASS)
        if our_main(seen, me):
            src = self._source_play(seen, me, fresh)
            if src is not None:
                return self._commit(seen, src[0], src[1])
        best: tuple[float, Action, str, Plan] | None = None
        keep = max(
            self._fog_reserve(seen, me),
            self._counter_reserve(seen, me),
            self._animate_reserve(seen, me),
            self._regeneration_reserve(seen, me),
            self._lethal_pump_reserve(seen, me),
        )
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
                continue  # mana for the fog, counter, blocker or shield that saves us stays open
            score += self._jitter()
            if best is None or score > best[0]:
                best = (score, a, reason, plan)
        if best is not None and best[0] > 0:
            first = self._ramp_first(seen, me, best[1], best[3], fresh)
            if first is not None:
                best = (best[0], *first)
            self.plan = best[3]
            return self._commit(seen, best[1], best[2])
        return Choice(PASS)

    def _ramp_first(
        self, seen: GameView, me: int, a: Action, plan: Plan, fresh: list[Action]
    ) -> tuple[Action, str, Plan] | None:
        """In our main phase, before play `a`: a source Promena that adds mana each time its
        source is tapped (Glava Zmaja: two more green, D12.30) cast first — on a source still
        untapped once it is paid for — where `a` is still paid for after it (its source's
        extra mana this very turn), so both are played rather than `a` alone."""
        if not our_main(seen, me) or seen.stack or a.kind != "cast":
            return None
        need = self._spends(seen, a, plan)
        mana = self._mana_left(seen, me)
        untapped = sum(1 for p in self._sources(seen, me) if not p.tapped and p.mana)
        for r in fresh:
            card = self._def(seen, r.obj) if r.kind == "cast" and r != a else None
            if card is None or card.cost is None or "izvor" not in card.enchant:
                continue
            boost, cost = sum(mana_boost(card).values()), card.cost.total()
            if not boost or untapped - cost < 1 or mana - cost + boost < need:
                continue
            scored = self._score_play(seen, me, r, tuple(fresh))
            if scored is None or scored[0] <= 0:
                continue
            # on a source still untapped: tapped later this turn, it makes the extra mana
            spared = min(p.id for p in self._sources(seen, me) if not p.tapped and p.mana)
            why = t("ai.reason.ramp_first", card=card.name, then=self._label(seen, a.obj))
            return r, why, replace(scored[2], target=spared)
        return None

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
        self,
        d: Decision,
        own_on_top: bool,
        printed: Callable[[int], str | None],
        top_source: int | None = None,
    ) -> Choice | None:
        """Its answer where it reads nothing of the view, or None (it needs one). The search's
        rollouts ask this first and build a view only on None: views are most of what a
        rollout costs on the agents' side. `own_on_top`: its own spell or ability is on top
        of the niz; `printed`: the printed name of one of its own objects (what the view
        would show); `top_source`: the card of its own spell on top of the niz. PAY is
        answered as `pay` answers it (the rollouts' payment) — but for a Promena that makes
        extra mana (Glava Zmaja), whose source stays untapped (`_ramp_target` reads the
        view)."""
        if d.kind == DecisionKind.PRIORITY and (own_on_top or self._only_idle(d, printed)):
            self.plan = None  # as `_priority` would: its own spell resolves first; or
            return Choice(PASS)  # nothing but abilities it never activates
        if d.kind == DecisionKind.PAY:
            name = printed(top_source) if own_on_top and top_source is not None else None
            card = self.cards.get(name) if name is not None else None
            if card is None or not mana_boost(card):
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

    def _copies_a_spell(self, seen: GameView, a: Action) -> bool:
        """Whether play `a` casts a spell that copies a spell on the niz (Odjek)."""
        card = self._def(seen, a.obj) if a.kind == "cast" else None
        return card is not None and any(e.op == "copy_spell" for e in card.spell_effects)

    def _completes_our_shot(self, seen: GameView, me: int, a: Action) -> bool:
        """Whether play `a` casts a pump that makes our own creature's "@" on the niz, its
        damage equal to its power, kill what it aims at (`_pump_completes_shot`)."""
        card = self._def(seen, a.obj) if a.kind == "cast" else None
        pump = pump_of(card.spell_effects) if card is not None else None
        if pump is None or pump.power <= 0:
            return False
        return self._pump_completes_shot(seen, me, pump) is not None

    def _lethal_pump_reserve(self, seen: GameView, me: int) -> int:
        """Before our attack: the mana to keep for the instant pump of our hand that makes
        this turn's attack lethal after blocks (`_pump_wins_attack`; Sloga's +20/+20 on two
        unblockable attackers) — the cheapest such. 0: none, or more than we have."""
        left = self._mana_left(seen, me)
        costs = [
            card.cost.total()
            for face in seen.player(me).hand or ()
            if (card := lookup(self.cards, face)) is not None
            and card.cost is not None
            and card.cost.total() <= left
            and self._pump_wins_attack(seen, me, card)
        ]
        return min(costs, default=0)

    def _pump_wins_attack(self, seen: GameView, me: int, card: CardDef) -> bool:
        """In our turn before attackers are declared: whether instant pump `card`, held
        for after blocks (C10), makes our attack lethal where it isn't without (Prirodna
        Transformacija's +30 on the unblocked Crvena Ala)."""
        pump = pump_of(card.spell_effects)
        if seen.active != me or pump is None or pump.power <= 0:
            return False
        if not spell_facts(card).instant or seen.step not in ("glavna1", "početak_borbe"):
            return False
        spec = card.spell_targets[0] if card.spell_targets else None
        count = spec.max if spec is not None and spec.min == spec.max and spec.max > 0 else 1
        held = HeldPump(pump.power, 0) if pump.everyone else HeldPump(0, pump.power, count)
        attackers = able_attackers(seen, me)
        blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
        life = seen.player(1 - me).life
        if not attackers or lethal_attack(seen, attackers, blockers, life):
            return False
        return lethal_attack(seen, attackers, blockers, life, held)

    def _source_play(
        self, seen: GameView, me: int, opts: list[Action]
    ) -> tuple[Action, str] | None:
        sources = [a for a in opts if a.kind == "source"]
        if not sources:
            return None
        if seen.step == "glavna1" and attack_is_lethal(seen, me):
            # the attack wins as the board stands: nothing leaves the hand first (Manus is
            # "*/*" = cards in hand, B9.20); the source waits for the second main phase
            return None
        hand = {c.id: c for c in (seen.player(me).hand or ())}
        have = len(self._sources(seen, me))
        life = seen.player(me).life
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
            mv = cost_at_life(card, life)  # (Donosilac Nade's "košta 6 manje", D10.16)
            if mv > have + 3 and not (puts_creatures and CardType.CREATURE in card.types):
                return float(-mv)  # too dear for a while: better as mana now
            if mv <= have + 1 and face is not None:
                won = self._copy_plan(seen, me, face)  # (cast from the hand now)
                if won is not None and won[0] >= LETHAL:
                    return 1000.0  # the card that wins now is never the source (Pipci Zla)
                if self._pump_wins_attack(seen, me, card):
                    return 1000.0  # nor the pump that makes this turn's attack lethal
            if self.burn_wins_with_attack(seen, me, card, have + 1):
                return 1000.0  # nor the burn that, with this turn's attack, wins
            return float(mv * 10 + (card.power or 0) // 10)

        # a source every turn until there are enough for the hand; then only with spare cards
        defs = [lookup(self.cards, c) for c in hand.values()]
        dear = max((cost_at_life(c, life) for c in defs if c is not None), default=0)
        if have >= max(6, dear) and len(hand) <= 3:
            return None
        pick = min(sources, key=lambda a: (keep(a), a.obj))
        chosen = lookup(self.cards, hand[pick.obj]) if pick.obj in hand else None
        if puts_creatures and chosen is not None and CardType.CREATURE in chosen.types:
            return None  # Frulaš puts it into play: not a source
        if chosen is not None and not chosen.only_source and len(hand) <= 2:
            mv = cost_at_life(chosen, life)
            if mv <= have + 1:
                return None  # one of our last spells, castable now or soon: keep it
        return pick, t("ai.reason.source", card=hand[pick.obj].name if pick.obj in hand else "?")
