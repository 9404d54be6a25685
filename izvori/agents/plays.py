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
from dataclasses import dataclass

from izvori.agents.base import Choice
from izvori.agents.combat_plan import health
from izvori.agents.knowledge import creature_value, lookup, spell_facts
from izvori.agents.lako import HeuristicAgent, Plan
from izvori.engine.carddef import CardDef, Effect, TargetSpec
from izvori.engine.decisions import PASS, Action, Decision
from izvori.engine.objects import player_ref
from izvori.engine.view import GameView, PermanentView
from izvori.strings import t

LETHAL = 10_000.0  # a play that wins now outranks everything (as in `lako._aimed`)
FIGHTING = 20  # a creature in combat right now is worth more to remove (as in `lako._aimed`)
PLAYER_KINDS = frozenset({"player", "creature_or_player", "opponent"})
CREATURE_KINDS = frozenset({"creature", "creature_or_player", "permanent"})


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
    if twin.plan is not None:
        for p in complete_plays(agent, seen, me, twin.plan.action):
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
        got = agent.score_play(seen, me, a, d.options)
        if got is None:
            continue  # the heuristic sees no use for it now
        scored.append((got[0], Choice(a, got[1], got[2])))
        for p in complete_plays(agent, seen, me, a):
            later.append((p.score, Choice(a, p.reason, p.plan)))
    for group in (scored, later):
        group.sort(key=lambda x: (-x[0], x[1].answer.obj, x[1].answer.index))
        for _s, c in group:
            add(c)
    return out[:k]


def _key(c: Choice) -> object:
    if isinstance(c.plan, Plan):
        return c.plan.key()
    return (c.answer, None, 0, None, ())


def complete_plays(agent: HeuristicAgent, seen: GameView, me: int, a: Action) -> list[Play]:
    """Every sensible plan for casting or activating `a`, best first by the heuristic's own
    measure: removal where it kills (D20 damage against toughness, C11), the opponent's face,
    help on its own creatures, each mode (D10.12), X that kills (D10.12), a divided spell on
    one target or split to kill two (D10.15). Targets a spec can't take (kind, colour filter)
    are left out; anything the engine still refuses falls back to the heuristic's own target."""
    face = seen.find_card(a.obj)
    card = lookup(agent.cards, face) if face is not None else None
    if card is None or face is None or a.kind not in ("cast", "activate"):
        return []
    branches: list[tuple[str | None, tuple[Effect, ...] | None, tuple[TargetSpec, ...]]]
    if a.kind == "activate":
        if a.index >= len(card.activated):
            return []
        ab = card.activated[a.index]
        branches = [(m.text, m.effects, m.targets) for m in ab.modes] or [
            (None, ab.effects, ab.targets)
        ]
    else:
        branches = [(m.text, m.effects, m.targets) for m in card.modes] or [
            (None, None, card.spell_targets)
        ]
    out: list[Play] = []
    for mode, effects, specs in branches:
        out.extend(_branch(agent, seen, me, a, card, face.name, mode, effects, specs))
    out.sort(key=lambda p: (-p.score, p.plan.key()[1:3]))
    return out


def _branch(
    agent: HeuristicAgent,
    seen: GameView,
    me: int,
    a: Action,
    card: CardDef,
    name: str,
    mode: str | None,
    effects: tuple[Effect, ...] | None,
    specs: tuple[TargetSpec, ...],
) -> list[Play]:
    facts = spell_facts(card, effects)
    if not specs:
        if mode is None:
            return []  # nothing to choose during the cast: the heuristic's one plan
        return [Play(1.0, t("ai.reason.mode", card=name, mode=mode), Plan(a, facts, mode=mode))]
    spec = specs[0]
    opp = 1 - me
    x_max = 0
    x_cost = card.cost is not None and card.cost.x_count > 0 and a.kind == "cast"
    if x_cost and card.cost is not None:
        x_max = (agent.mana_left(seen, me) - card.cost.with_x(0).total()) // card.cost.x_count
        if x_max < 1:
            return []  # X = 0 does nothing (the anchors' known fault)
    out: list[Play] = []

    def plan(target: int | None = None, x: int = 0, targets: tuple[int, ...] = ()) -> Plan:
        return Plan(a, facts, target, x, mode, targets)

    if spec.kind == "spell":
        for item in seen.stack:
            if item.controller == me or item.kind != "spell" or item.card is None:
                continue
            if not _spell_ok(spec, item.card.types):
                continue
            worth = 10.0 * max(1, _mana_value(agent, item.card.printed_name))
            label = item.card.name
            why = t("ai.reason.counter", card=name, target=label)
            out.append(Play(worth, why, plan(item.id)))
        return out
    harmful = facts.harmful or facts.damage > 0 or facts.x_damage > 0
    if spec.divide is not None:
        return _divided(seen, me, name, spec, plan)
    damage_at = facts.damage
    if harmful:
        if spec.kind in CREATURE_KINDS:
            for p in seen.permanents_of(opp):
                if not p.is_creature or not _permanent_ok(spec, p):
                    continue
                x = 0
                if facts.x_damage:
                    x = -(-health(p) // facts.x_damage)
                    if x > x_max:
                        continue
                elif damage_at and health(p) > damage_at:
                    continue  # burn that cannot kill is wasted
                worth = float(creature_value(p)) + (FIGHTING if _fighting(p) else 0)
                why = t("ai.reason.burn_kill", card=name, target=p.card.name)
                out.append(Play(worth, why, plan(p.id, max(x, 1) if x_cost else 0)))
        if spec.kind in PLAYER_KINDS:
            hurt = damage_at + facts.x_damage * x_max
            face_life = seen.player(opp).life
            foe = seen.player(opp).name
            if hurt and hurt >= face_life:
                why = t("ai.reason.burn_lethal", card=name, target=foe)
                out.append(Play(LETHAL, why, plan(player_ref(opp), x_max)))
            else:
                why = t("ai.reason.aimed", card=name, target=foe)
                out.append(Play(hurt / 2 or 5.0, why, plan(player_ref(opp), x_max)))
        return out
    if spec.kind in CREATURE_KINDS:
        for p in seen.permanents_of(me):
            if p.is_creature and _permanent_ok(spec, p):
                why = t("ai.reason.aimed", card=name, target=p.card.name)
                out.append(Play(float(creature_value(p)), why, plan(p.id, x_max)))
    if spec.kind in PLAYER_KINDS and spec.kind != "opponent":
        why = t("ai.reason.aimed", card=name, target=seen.player(me).name)
        out.append(Play(1.0, why, plan(player_ref(me), x_max)))
    return out


def _divided(
    seen: GameView, me: int, name: str, spec: TargetSpec, plan: Callable[..., Plan]
) -> list[Play]:
    """D10.15: all of it on one target, or split so that each of two creatures dies (the
    heuristic's division tops each creature up to lethal first, `lako._divide`)."""
    total = spec.divide if isinstance(spec.divide, int) else 0
    opp = 1 - me
    out: list[Play] = []
    killable = [
        p
        for p in seen.permanents_of(opp)
        if p.is_creature and _permanent_ok(spec, p) and health(p) <= total
    ]
    killable.sort(key=lambda p: (-creature_value(p), p.id))
    for p in killable:
        why = t("ai.reason.burn_kill", card=name, target=p.card.name)
        out.append(Play(float(creature_value(p)), why, plan(p.id)))
    if len(killable) >= 2 and spec.max >= 2:
        a, b = killable[0], killable[1]
        if health(a) + health(b) <= total:
            why = t("ai.reason.burn_two", card=name, first=a.card.name, second=b.card.name)
            worth = float(creature_value(a) + creature_value(b))
            out.append(Play(worth, why, plan(None, 0, (a.id, b.id))))
    if spec.kind in PLAYER_KINDS and total:
        foe = seen.player(opp)
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


def _permanent_ok(spec: TargetSpec, p: PermanentView) -> bool:
    """The target filters the view can check (colour); the engine checks the rest."""
    color = spec.filter("color")
    if color and color not in p.card.colors:
        return False
    not_color = spec.filter("not_color")
    return not (not_color and not_color in p.card.colors)


def _spell_ok(spec: TargetSpec, types: tuple[str, ...]) -> bool:
    wanted = spec.filter("type")
    if wanted and wanted not in types:
        return False
    kinds = spec.filter("types")
    return not (kinds and not set(kinds) & set(types))


def _mana_value(agent: HeuristicAgent, printed: str) -> int:
    card = agent.cards.get(printed)
    return card.cost.total() if card is not None and card.cost is not None else 0
