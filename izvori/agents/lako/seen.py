"""`lako`'s ground floor: its plan, its constants, and what it reads off the view.

`ViewReading` holds the lookups every other part of `lako` uses (a card's definition, the mana
it could still make, a label for the log, the opponent's threats), and declares the state the
agent keeps (`HeuristicAgent`, in `agent.py`, is the dataclass that owns it)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from izvori.agents.abilities import (
    allows_regeneration,
    mana_makers,
    regenerates,
    regeneration_ready,
)
from izvori.agents.combat_plan import (
    blocker_for_lethal,
    can_block,
    health,
    power,
    unstopped,
)
from izvori.agents.knowledge import (
    SpellFacts,
    colour_allows,
    creature_value,
    lookup,
    protected_from,
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
from izvori.engine.decisions import Action, Decision, DecisionKind
from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.engine.view import CardFace, GameView, PermanentView

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


#: `_sweeper`'s amount for "destroy all creatures": more than any toughness, less than the
#: `health` of an indestructible creature
DESTROYS_ALL = 10**6 - 1


#: `_x_room` of a play that draws nothing: no limit
NO_DRAWS = 1 << 30


def sweep_gain(seen: GameView, me: int, amount: int) -> int:
    """What the opponent loses more than we do when every creature takes `amount` (damage
    or toughness, C11): the worth of his creatures it kills less the worth of ours."""
    killed = [p for p in seen.battlefield if p.is_creature and health(p) <= amount]
    return sum(creature_value(p) if p.controller != me else -creature_value(p) for p in killed)


def may_target(spec: TargetSpec | None, card: CardDef, p: PermanentView) -> bool:
    """Whether `card`'s spec may take `p` as far as the view shows: its kind and colour
    filter (D15), and no "Anti-[boja]" of the card's colour (E3.20)."""
    if spec is not None and not (kind_allows(spec, p) and colour_allows(spec, p)):
        return False
    return not protected_from(p, card)


def as_newcomers(me: int, faces: tuple[CardFace, ...]) -> tuple[PermanentView, ...]:
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


def tap_ready(p: PermanentView, ab: ActivatedAbility) -> bool:
    """Whether creature `p` could pay ability `ab`'s "@" now: untapped, and not under
    bolest prizivanja (D10.18: in play since our turn began, or Ubrzanje)."""
    if not ab.cost.tap:
        return True
    return not p.tapped and (not p.sick or HASTE in p.card.keywords)


def kind_allows(spec: TargetSpec | None, p: PermanentView) -> bool:
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


def kill_for_lethal(
    seen: GameView,
    me: int,
    kill: int,
    spec: TargetSpec | None,
    card: CardDef,
    busy: int | None = None,
) -> PermanentView | None:
    """The one blocker between our attack and a win (`combat_plan.blocker_for_lethal`)
    that `card` may target and that `kill` damage kills (0: it destroys); `busy`: our
    creature tapped for the play (Besomar's "@"), which then doesn't attack."""
    return blocker_for_lethal(
        seen,
        me,
        lambda p: (health(p) <= kill if kill else True) and may_target(spec, card, p),
        busy,
    )


def unused_type(seen: GameView, words: Iterable[str]) -> str | None:
    """The first creature type of `words` no creature in play has (B12.12, D19.61: a type
    changed to it takes every pump by type away). None: each is some creature's."""
    taken = {w for p in seen.battlefield if p.is_creature for w in p.card.subtypes}
    return next((w for w in words if w not in taken), None)


def our_main(seen: GameView, me: int) -> bool:
    """Our main phase with the niz empty: the moment a sorcery, a creature or a source may be
    played (D9, C5)."""
    return seen.active == me and seen.step in MAIN_STEPS and not seen.stack


class ViewReading:
    """What every part of `lako` reads off the view, and the agent's state."""

    cards: Mapping[str, CardDef]
    rng: random.Random
    noise: float
    plan: Plan | None
    #: how many times it played each action in a step (turn, step, action)
    tried: dict[tuple[int, str, Action], int]

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
        """Mana it could still make: `abilities.mana_makers` (untapped sources, a creature's
        mana ability) plus the pool (the view shows both)."""
        return len(mana_makers(seen, me)) + sum(n for _k, n in seen.player(me).pool)

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

    def regenerated(
        self, seen: GameView, p: PermanentView, facts: SpellFacts, effects: tuple[Effect, ...]
    ) -> bool:
        """Whether the opponent's `p` survives our damage or destroy by regenerating (D19:
        a shield up, or its "Regeneracija" with his mana open; not against "ne može biti
        regenerisano", nor where toughness taken to 0 kills it, C11, which is no destroy)."""
        if facts.shrink and (p.card.toughness or 0) <= facts.shrink:
            return False
        return allows_regeneration(effects) and regeneration_ready(self.cards, seen, p)

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

    def _attack_possible(self, seen: GameView, me: int) -> bool:
        return any(p.is_creature and not p.tapped and not p.sick for p in seen.permanents_of(me))

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

    def played_this_step(self, seen: GameView, action: Action) -> int:
        """How many times it played `action` in this step (its own memory)."""
        return self.tried.get((seen.turn, seen.step, action), 0)

    def _regeneration(self, seen: GameView, me: int) -> dict[int, int]:
        """Our creatures that can regenerate for mana alone (Kosturni Ratnik: "1C"), by
        the mana it costs."""
        out: dict[int, int] = {}
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if p.is_creature else None
            if card is None:
                continue
            for i, ab in enumerate(card.activated):
                if regenerates(card, i) and ab.cost.mana is not None and not ab.cost.tap:
                    out[p.id] = ab.cost.mana.total()
        return out
