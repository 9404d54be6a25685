"""Complete plays: a cast or an activation together with its plan — the targets, X and mode
it will be given during the cast (issue 14: the search reaches the choices made during a cast).

A world can't be rebuilt in the middle of a cast (`izvori.engine.determinize`: the procedure
asking the targets is not visible), so the search can't weigh "which target" where the engine
asks it. Instead every candidate at priority is a whole play — "Grom na Medveda" and "Grom na
Borisa" are two candidates — and the plan travels with it (`Choice.plan`): the rollouts follow
it, and so does the agent once the search has chosen (`HeuristicAgent.adopt`).

Everything here reads the view and the public card definitions only (ARCHITECTURE §6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations

from izvori.agents.abilities import as_dealt, prevention_target
from izvori.agents.base import Choice
from izvori.agents.combat_plan import health, power
from izvori.agents.evaluate import HAND_CARD
from izvori.agents.knowledge import (
    SpellFacts,
    colour_allows,
    creature_value,
    face_value,
    life_taken,
    lookup,
    protected_from,
    spell_facts,
    spell_target_ok,
)
from izvori.agents.lako import THREAT, HeuristicAgent, Plan
from izvori.agents.tricks import spell_worth
from izvori.engine.carddef import CardDef, Cost, Effect, TargetSpec
from izvori.engine.decisions import PASS, Action, Decision
from izvori.engine.objects import player_ref
from izvori.engine.view import GameView, PermanentView
from izvori.strings import t

LETHAL = 10_000.0  # a play that wins now outranks everything (as in `lako._aimed`)
FIGHTING = 20  # a creature in combat right now is worth more to remove (as in `lako._aimed`)
PLAYER_KINDS = frozenset({"player", "creature_or_player", "opponent"})
CREATURE_KINDS = frozenset({"creature", "creature_or_player", "permanent"})
OTHER_TARGETS = 2  # targets tried for each target spec after the first (the cap per decision)
COST_CHOICES = 2  # permanents tried as a sacrifice
SPLITS = 4  # splits of a divided spell tried (D10.15)
SAVES = 100  # a creature prevention saves outranks the others as its target
SHARE_MIN = 5  # the smallest share of divided damage (engine: casting.SPELL_SHARE_MIN)


@dataclass(frozen=True)
class Play:
    """One complete play with the heuristic's score for it (damage units) and its reason."""

    score: float
    reason: str
    plan: Plan


def priority_candidates(agent: HeuristicAgent, seen: GameView, d: Decision, k: int) -> list[Choice]:
    """Up to `k` complete plays worth comparing at this priority, the heuristic's own first.

    Then, if the heuristic casts something, the best *other plan* of the same card (another
    target, X or mode: the question the engine would ask mid-cast), then passing, then the
    other cards' plays by the heuristic's scores (no noise). Changes nothing in `agent`: the
    search looks at them before committing to one (`HeuristicAgent.adopt`)."""
    twin = agent.fork()
    own = twin.decide(seen, d)
    first = Choice(own.answer, own.reason, twin.plan)
    out = [first]
    seen_keys = {_key(first)}

    def add(c: Choice) -> None:
        if _key(c) not in seen_keys:
            seen_keys.add(_key(c))
            out.append(c)

    me = d.player
    saving = False
    if twin.plan is not None:
        twin.plan = agent.settled(seen, me, twin.plan)
        first = Choice(own.answer, own.reason, twin.plan)
        out[0] = first
        seen_keys = {_key(first)}
        # removal on the unblockable attacker that kills us (`lako._aimed`) is not weighed
        # against the same card on another target: the rollouts end before that attack comes
        # (the search's horizon), so they would only see the other creature's board value
        saving = _saving(agent, seen, me, twin.plan)
        for p in complete_plays(agent, seen, me, twin.plan.action):
            if saving and not _saving(agent, seen, me, p.plan):
                continue
            if p.plan.key() != twin.plan.key():
                add(Choice(p.plan.action, p.reason, p.plan))
                break
    if first.answer != PASS:
        add(Choice(PASS, t("ai.reason.hold")))
    scored: list[tuple[float, Choice]] = []
    later: list[tuple[float, Choice]] = []
    for a in d.options:
        if not isinstance(a, Action) or a.kind not in ("cast", "activate", "source"):
            continue
        if a.kind == "source":
            face = seen.find_card(a.obj)
            name = face.name if face is not None else "?"
            scored.append((5.0, Choice(a, t("ai.reason.source", card=name))))
            continue
        # what was played in this step already is offered again only as the heuristic would
        # play it again (a pump for mana, Fanatik's redirections up to the damage coming): a
        # free ability could otherwise be chosen for ever — a world doesn't show what a
        # resolved one did, so each new one looks as good as the first
        again = agent.played_this_step(seen, a) > 0
        if again and not agent.repeatable(seen, a):
            continue
        got = agent.score_play(seen, me, a, d.options)
        if got is not None:
            scored.append((got[0], Choice(a, got[1], agent.settled(seen, me, got[2]))))
        if again:
            continue
        # a card the heuristic holds (Plima, a bounce it never casts; Kletva Krvi that can't
        # kill) may still have a play worth comparing: last, where a candidate is left over
        for p in complete_plays(agent, seen, me, a):
            mine = saving and twin.plan is not None and a == twin.plan.action
            if mine and not _saving(agent, seen, me, p.plan):
                continue  # (as above)
            later.append((p.score, Choice(a, p.reason, p.plan)))
    for group in (scored, later):
        group.sort(key=lambda x: (-x[0], x[1].answer.obj, x[1].answer.index))
        for _s, c in group:
            add(c)
    return out[:k]


def _saving(agent: HeuristicAgent, seen: GameView, me: int, plan: Plan) -> bool:
    """Whether `plan` aims at an opponent's creature that kills us unblocked (`threats`)."""
    a = plan.action
    if plan.target is None or a.kind not in ("cast", "activate"):
        return False
    face = seen.find_card(a.obj)
    card = lookup(agent.cards, face) if face is not None else None
    busy = a.obj if card is not None and a.kind == "activate" and _taps(card, a) else None
    return plan.target in agent.threats(seen, me, busy)


def _key(c: Choice) -> object:
    if isinstance(c.plan, Plan):
        return c.plan.key()
    return (c.answer, None, 0, None, ())


def complete_plays(agent: HeuristicAgent, seen: GameView, me: int, a: Action) -> list[Play]:
    """Every sensible plan for casting or activating `a`, best first by the heuristic's own
    measure: removal where it kills (D20 damage against toughness, C11), the opponent's face,
    help on its own creatures, each mode (D10.12), X that kills (D10.12), a divided spell on
    one target or split to kill one, two or three, with the rest to the face (D10.15); the
    targets of every target spec (D10.13), kicked and not (E3.140), and what a cost sacrifices
    or discards (D10.18). Targets a spec can't take (kind, colour filter) are left out;
    anything the engine still refuses falls back to the heuristic's own choice."""
    face = seen.find_card(a.obj)
    card = lookup(agent.cards, face) if face is not None else None
    if card is None or face is None or a.kind not in ("cast", "activate"):
        return []
    branches: list[tuple[str | None, tuple[Effect, ...] | None, tuple[TargetSpec, ...]]]
    cost: Cost | None = None
    if a.kind == "activate":
        if a.index >= len(card.activated):
            return []
        ab = card.activated[a.index]
        cost = ab.cost
        branches = [(m.text, m.effects, m.targets) for m in ab.modes] or [
            (None, ab.effects, ab.targets)
        ]
    else:
        branches = [(m.text, m.effects, m.targets) for m in card.modes] or [
            (None, None, card.spell_targets)
        ]
    kicks: tuple[bool | None, ...] = (None,)
    if a.kind == "cast" and card.kicker is not None and card.cost is not None:
        spare = agent.mana_left(seen, me) - card.cost.with_x(0).total()
        kicks = (False, True) if spare >= card.kicker.total() else (False,)
    out: list[Play] = []
    for kick in kicks:
        kicked = _kicked(card, kick)
        for mode, effects, specs in branches:
            effs = effects if effects is not None else card.spell_effects
            plays = _branch(agent, seen, me, a, card, face.name, mode, effs + kicked, specs, kick)
            if not plays and (kick is not None or _cost_choice(cost)):
                # nothing to aim, but a choice in how it is paid (the kicker, a cost)
                facts = spell_facts(card, effs + kicked)
                why = t("ai.reason.spell", card=face.name)
                plays = [Play(5.0 + 10 * bool(kicked), why, Plan(a, facts, mode=mode, kick=kick))]
            out.extend(_with_others(agent, seen, me, card, effs, specs, plays))
    out = [q for p in out for q in _paid(seen, me, a, cost, p)]
    out.sort(key=lambda p: (-p.score, repr(p.plan.key()[1:])))
    return out


def _kicked(card: CardDef, kick: bool | None) -> tuple[Effect, ...]:
    return card.kicker_effects if kick else ()


def _cost_choice(cost: Cost | None) -> bool:
    return cost is not None and (bool(cost.sacrifice) or cost.discard > 0)


def _with_others(
    agent: HeuristicAgent,
    seen: GameView,
    me: int,
    card: CardDef,
    effects: tuple[Effect, ...],
    specs: tuple[TargetSpec, ...],
    plays: list[Play],
) -> list[Play]:
    """D10.13: every target spec after the first gets a target too — the best for it by the
    same measure, and for the best play also each other sensible one (capped)."""
    others = [s for s in specs[1:] if s.divide is None]
    if not others or not plays:
        return plays
    choices: list[tuple[str, list[int]]] = []
    for spec in others:
        own = [e for e in effects if spec.ref in {str(v) for _k, v in e.params}]
        facts = spell_facts(card, tuple(own))
        refs = _spec_refs(seen, me, spec, card, facts.harmful or facts.damage > 0)
        if not refs:
            return []  # a spec with no target: the cast can't be made (D10.13)
        choices.append((spec.ref, refs[:OTHER_TARGETS]))
    best = tuple((ref, (refs[0],)) for ref, refs in choices)
    out = [Play(p.score, p.reason, replace(p.plan, spec_targets=best)) for p in plays]
    top = plays[0]
    for i, (_ref, refs) in enumerate(choices):
        for r in refs[1:]:
            alt = tuple((x, (r,)) if j == i else (x, y) for j, (x, y) in enumerate(best))
            why = t("ai.reason.also", reason=top.reason, target=agent.label(seen, r))
            out.append(Play(top.score - 1, why, replace(top.plan, spec_targets=alt)))
    return out


def _spec_refs(
    seen: GameView, me: int, spec: TargetSpec, card: CardDef, harmful: bool
) -> list[int]:
    """Targets for one spec, best first: the opponent's creatures by value (or its face) for
    a harmful one, its own for a helpful one (none that `card`'s colour can't target, E3.20)."""
    side = 1 - me if harmful else me
    refs: list[int] = []
    if spec.kind in CREATURE_KINDS:
        mine = [
            p
            for p in seen.permanents_of(side)
            if p.is_creature and colour_allows(spec, p) and not protected_from(p, card)
        ]
        mine.sort(key=lambda p: (-creature_value(p), p.id))
        refs.extend(p.id for p in mine)
    if spec.kind in PLAYER_KINDS and not (spec.kind == "opponent" and side == me):
        refs.append(player_ref(side))
    return refs


def _paid(seen: GameView, me: int, a: Action, cost: Cost | None, play: Play) -> list[Play]:
    """D10.18: a cost that sacrifices or discards — each of the cheapest few permanents it
    could sacrifice, and the cheapest cards (or the dearest, those it can't cast soon) to
    discard; what the play loses is taken off its score."""
    if cost is None or not _cost_choice(cost):
        return [play]
    out = [play]
    if cost.sacrifice:
        kind = str(cost.sacrifice)
        fodder = [p for p in seen.permanents_of(me) if _is_kind(p, kind)]
        fodder.sort(key=lambda p: (creature_value(p) if p.is_creature else 10, p.id))
        out = []
        for p in fodder[:COST_CHOICES]:
            lost = creature_value(p) if p.is_creature else 10
            why = t("ai.reason.sacrifice", reason=play.reason, card=p.card.name)
            out.append(Play(play.score - lost, why, replace(play.plan, sacrifice=p.id)))
    if cost.discard > 0:
        hand = [c for c in (seen.player(me).hand or ()) if c.id != a.obj]
        n = cost.discard
        if len(hand) < n:
            return []
        by_cost = sorted(hand, key=lambda c: (face_value(c), c.id))
        picks = {tuple(c.id for c in by_cost[:n]), tuple(c.id for c in by_cost[-n:])}
        paid = []
        for q in out:
            for ids in sorted(picks):
                names = ", ".join(c.name for c in hand if c.id in ids)
                why = t("ai.reason.discard", reason=q.reason, cards=names)
                score = q.score - HAND_CARD * n
                paid.append(Play(score, why, replace(q.plan, discard=ids)))
        out = paid
    return out


def _is_kind(p: PermanentView, kind: str) -> bool:
    if kind in ("creature", "biće"):
        return p.is_creature
    if kind in ("permanent", "permanent_any"):
        return True
    return kind in {x.lower() for x in p.card.types}


def _summed(facts: SpellFacts, effects: tuple[Effect, ...]) -> SpellFacts:
    """Damage of several instructions to the same target adds up (Varnica with its kicker:
    10 and then 20 more, E3.140); `spell_facts` keeps the largest one."""
    total = sum(
        int(e.get("amount"))
        for e in effects
        if e.op == "damage" and e.get("to") == "target" and isinstance(e.get("amount"), int)
    )
    return replace(facts, damage=total) if total > facts.damage else facts


def _drain(effects: tuple[Effect, ...]) -> int:
    """Life the target's controller loses (Kletva Krvi kicked: 20)."""
    return sum(
        int(e.get("amount"))
        for e in effects
        if e.op == "lose_life"
        and e.get("who") == "target_controller"
        and isinstance(e.get("amount"), int)
    )


def _branch(
    agent: HeuristicAgent,
    seen: GameView,
    me: int,
    a: Action,
    card: CardDef,
    name: str,
    mode: str | None,
    effects: tuple[Effect, ...],
    specs: tuple[TargetSpec, ...],
    kick: bool | None = None,
) -> list[Play]:
    source = seen.permanent(a.obj) if a.kind == "activate" else None
    strength = power(source) if source is not None else 0  # (Besomar's "power")
    facts = as_dealt(agent.cards, seen, _summed(spell_facts(card, effects, strength), effects))
    if kick:
        name = t("ai.reason.kicked", card=name)
    if not specs:
        if mode is None:
            return []  # nothing to choose during the cast: the heuristic's one plan
        moded = Plan(a, facts, mode=mode, kick=kick)
        return [Play(1.0, t("ai.reason.mode", card=name, mode=mode), moded)]
    spec = specs[0]
    opp = 1 - me
    x_max = 0
    # A5.33: X in a spell's cost or in an activated ability's (Brdska Streličarka's "XŽ, @")
    x_mana = card.cost if a.kind == "cast" else None
    if a.kind == "activate" and a.index < len(card.activated):
        x_mana = card.activated[a.index].cost.mana
    x_cost = x_mana is not None and x_mana.x_count > 0
    if x_cost and x_mana is not None:
        extra = card.kicker.total() if kick and card.kicker is not None else 0
        spare = agent.mana_left(seen, me) - x_mana.with_x(0).total() - extra
        x_max = spare // x_mana.x_count
        if x_max < 1:
            return []  # X = 0 does nothing (the anchors' known fault)
    out: list[Play] = []

    def plan(target: int | None = None, x: int = 0, targets: tuple[int, ...] = ()) -> Plan:
        return Plan(a, facts, target, x, mode, targets, kick=kick)

    if spec.kind == "spell":
        if not any(e.op == "counter" for e in effects):
            return []  # a spell that copies one (Odjek): the heuristic's plan (not cast)
        for item in seen.stack:
            if item.controller == me or item.kind != "spell" or item.card is None:
                continue
            if not spell_target_ok(spec, item.card.types):
                continue
            worth = max(10.0, spell_worth(seen, me, agent.cards, item))
            label = item.card.name
            why = t("ai.reason.counter", card=name, target=label)
            out.append(Play(worth, why, plan(item.id)))
        return out
    harmful = facts.harmful or facts.damage > 0 or facts.x_damage > 0
    if spec.divide is not None:
        return _divided(seen, me, name, spec, plan)
    damage_at = facts.damage or facts.shrink  # toughness taken kills like damage (C11)
    drain = _drain(effects)
    foe = seen.player(opp)
    if harmful:
        # an unblockable attacker that kills us goes first (as in `lako._aimed`)
        busy = a.obj if a.kind == "activate" and _taps(card, a) else None
        threats = agent.threats(seen, me, busy)
        combat_only = bool(spec.filter("attacking_or_blocking"))  # D15: the spec's filter
        if spec.kind in CREATURE_KINDS:
            for p in seen.permanents_of(opp):
                if not p.is_creature or not colour_allows(spec, p) or protected_from(p, card):
                    continue
                if combat_only and not _fighting(p):
                    continue
                x = 0
                if drain >= foe.life:
                    # its controller's last life goes with it, killed or not (E3.140)
                    why = t(
                        "ai.reason.drain_lethal", card=name, target=p.card.name, player=foe.name
                    )
                    out.append(Play(LETHAL, why, plan(p.id)))
                    continue
                if facts.x_damage:
                    x = -(-health(p) // facts.x_damage)
                    if x > x_max:
                        continue
                elif damage_at and health(p) > damage_at:
                    continue  # burn that cannot kill is wasted
                if (damage_at or facts.x_damage or facts.destroys) and agent.regenerated(
                    seen, p, facts, effects
                ):
                    continue  # (and so is a kill he regenerates from, D19)
                worth = float(creature_value(p)) + (FIGHTING if _fighting(p) else 0) + drain / 2
                worth += THREAT if p.id in threats else 0
                why = t("ai.reason.burn_kill", card=name, target=p.card.name)
                out.append(Play(worth, why, plan(p.id, max(x, 1) if x_cost else 0)))
        if spec.kind in PLAYER_KINDS:
            hurt = facts.damage + facts.x_damage * x_max + life_taken(effects, x_max)
            if hurt and hurt >= foe.life:
                why = t("ai.reason.burn_lethal", card=name, target=foe.name)
                out.append(Play(LETHAL, why, plan(player_ref(opp), x_max)))
            elif not (a.kind == "cast" and facts.instant and not x_cost):
                why = t("ai.reason.aimed", card=name, target=foe.name)
                out.append(Play(hurt / 2 or 5.0, why, plan(player_ref(opp), x_max)))
            # (an instant's fixed damage at his face can wait for the moment it wins: thrown
            # sooner it only loses the creature it could kill meanwhile — B12.21, the Grom held
            # against Vukovi it can't kill; a "@" is used each turn or lost, a sorcery's
            # mana is this turn's)
        return out
    # damage prevention: the one it saves first (`abilities.prevention_target`), so that a
    # search of the best few plays has it
    saved = None
    if {e.op for e in effects} == {"prevent_damage"}:
        got = prevention_target(agent.cards, seen, me, card, effects, specs)
        saved = got[0] if got is not None else None
    if spec.kind in CREATURE_KINDS:
        for p in seen.permanents_of(me):
            if p.is_creature and colour_allows(spec, p) and not protected_from(p, card):
                why = t("ai.reason.aimed", card=name, target=p.card.name)
                worth = float(creature_value(p)) + (SAVES if p.id == saved else 0)
                out.append(Play(worth, why, plan(p.id, x_max)))
    if spec.kind in PLAYER_KINDS and spec.kind != "opponent":
        why = t("ai.reason.aimed", card=name, target=seen.player(me).name)
        ours = player_ref(me)
        out.append(Play(LETHAL if ours == saved else 1.0, why, plan(ours, x_max)))
    return out


def _taps(card: CardDef, a: Action) -> bool:
    """Whether activating `a` taps its own permanent ("@"): it then blocks nothing (C10)."""
    return a.index < len(card.activated) and card.activated[a.index].cost.tap


def _divided(
    seen: GameView, me: int, name: str, spec: TargetSpec, plan: Callable[..., Plan]
) -> list[Play]:
    """D10.15: all of it on one target, or split so that one, two or three creatures die with
    the rest (at least the smallest share) to the opponent's face. The heuristic's division
    tops each creature up to lethal first and gives the rest to the player (`lako._divide`)."""
    total = spec.divide if isinstance(spec.divide, int) else 0
    opp = 1 - me
    foe = seen.player(opp)
    face = spec.kind in PLAYER_KINDS
    out: list[Play] = []
    killable = [
        p
        for p in seen.permanents_of(opp)
        if p.is_creature and colour_allows(spec, p) and max(health(p), SHARE_MIN) <= total
    ]
    killable.sort(key=lambda p: (-creature_value(p), p.id))
    for p in killable:
        why = t("ai.reason.burn_kill", card=name, target=p.card.name)
        out.append(Play(float(creature_value(p)), why, plan(p.id)))
    splits: list[Play] = []
    for n in (2, 3, 1):
        for group in combinations(killable[:4], n):
            need = sum(max(health(p), SHARE_MIN) for p in group)
            rest = total - need
            if rest < 0 or spec.max < n:
                continue
            worth = float(sum(creature_value(p) for p in group))
            ids = tuple(p.id for p in group)
            names = ", ".join(p.card.name for p in group)
            if n >= 2:
                why = t("ai.reason.burn_split", card=name, targets=names, killed=names)
                splits.append(Play(worth, why, plan(None, 0, ids)))
            if face and rest >= SHARE_MIN and spec.max > n:
                lethal = rest >= foe.life
                targets = f"{names}, {foe.name}"
                why = t("ai.reason.burn_split", card=name, targets=targets, killed=names)
                score = LETHAL if lethal else worth + rest / 2
                splits.append(Play(score, why, plan(None, 0, (*ids, player_ref(opp)))))
    splits.sort(key=lambda p: -p.score)
    out.extend(splits[:SPLITS])
    if face and total:
        lethal = total >= foe.life
        key = "ai.reason.burn_lethal" if lethal else "ai.reason.aimed"
        out.append(
            Play(
                LETHAL if lethal else total / 2,
                t(key, card=name, target=foe.name),
                plan(player_ref(opp)),
            )
        )
    return out


def _fighting(p: PermanentView) -> bool:
    return p.attacking or p.blocking is not None
