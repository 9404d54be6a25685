"""Dealing damage, with prevention and replacement (D20, E3.25, Gl. "Šteta").

Damage to a player is subtracted from his life; damage to a creature stays marked on it until
the discard step (C15.20). Zero damage is no damage at all (D20.51). Life loss is never
damage (C1.30).

All damage of one instruction (or all combat damage) is dealt at once (C11.40, D14.24). Before
that, each share goes through the replacement and prevention effects that apply to it
(replacement.py). When two or more apply, the affected player chooses which goes first
(D20.91), but only when the order can change the outcome; then the game waits for his answer
in the middle of dealing damage, so the whole procedure is a resumable `DamageFrame`. When
nobody has to choose, it runs to the end at once and the caller never notices the frame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import DamageDealt, DamagePrevented, DamageRedirected, LifeChanged
from izvori.engine.frames import Frame
from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.engine.replacement import (
    Candidate,
    Part,
    affected_player,
    apply,
    branches,
    candidates,
    choice_matters,
    effect_of,
    recipient_valid,
)

if TYPE_CHECKING:
    from izvori.engine.game import Game

#: One share of damage as an instruction gives it: source, its characteristics, recipient,
#: amount, and optionally the instruction's own "instead" (D20.64).
Share = (
    tuple[int | None, dict[str, Any], int, int]
    | tuple[int | None, dict[str, Any], int, int, dict[str, Any] | None]
)


@dataclass
class DamageResult:
    """Shared between the caller and the frame: how much damage the event dealt in the end."""

    total: int = 0
    done: bool = False


@dataclass
class DamageFrame(Frame):
    """One simultaneous damage event, share by share through the replacement effects."""

    #: D22.40, A3.42 (`izvori.engine.loops.choice_breaks_loop`): which damage a shield covers
    #: (D20.72), the order of the effects (D20.91) and a modal replacement's mode (D20.67) are
    #: choices the rules force on a player while damage is dealt — choices inside a mandatory
    #: action, which don't end a stretch of a mandatory loop.
    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = frozenset(
        {DecisionKind.CHOOSE_ONE, DecisionKind.ORDER}
    )

    shares: list[Part]
    result: DamageResult
    next_share: int = 0
    queue: list[Part] = field(default_factory=list)
    finished: list[Part] = field(default_factory=list)
    question: Decision | None = None
    asking: dict[str, Any] = field(default_factory=dict)
    pushed: bool = False
    picked: bool = False  # D20.72: the next share is the one the affected player chose
    restore_order: bool = False  # D20.91: shares were taken in APNAP order (start_damage)

    def run(self, game: Game) -> Decision | None:
        if self.question is not None:
            return self.question
        while True:
            if not self.queue:
                if self.next_share < len(self.shares):
                    d = None if self.picked else self._which_share(game)
                    self.picked = False
                    if d is not None:
                        self.question = d
                        return d
                    part = self.shares[self.next_share]
                    self.next_share += 1
                    # C11.43: damage to something no longer in play or no longer a creature
                    if recipient_valid(game, part.recipient, part.recipient_inc):
                        self.queue = [part]
                    continue
                self._deal(game)
                return None
            part = self.queue[0]
            cands = candidates(game, part, {})
            if not cands:
                self.queue.pop(0)
                if part.amount > 0:
                    self.finished.append(part)
                continue
            d = self._next(game, part, cands)
            if d is not None:
                self.question = d
                return d

    def _which_share(self, game: Game) -> Decision | None:
        """D20.72 (with D11.70, C11.40): several sources would deal damage to one player or
        creature at once and a prevention or redirection effect can cover only part of it —
        the affected player (or the controller of the affected creature) chooses which damage
        it applies to. The chosen share goes through the effects first; what it leaves of the
        effect is for the others. That choice decides which "deals damage" triggers happen."""
        first = self.shares[self.next_share]
        if not recipient_valid(game, first.recipient, first.recipient_inc):
            return None
        group = [
            i
            for i in range(self.next_share, len(self.shares))
            if self.shares[i].recipient == first.recipient and self.shares[i].amount > 0
        ]
        sources = [self.shares[i].source for i in group]
        if len(group) < 2 or None in sources or len(set(sources)) != len(sources):
            return None
        covers: dict[int, list[int]] = {}
        for i in group:
            for cand in candidates(game, self.shares[i], {}):
                eff = effect_of(game, cand)
                if eff is not None and eff.params.get("remaining") is not None:
                    covers.setdefault(eff.id, []).append(i)
        limits = {e.id: int(e.params["remaining"]) for e in game.effects if e.id in covers}
        partial = any(
            len(shares) > 1 and limits[eid] < sum(self.shares[i].amount for i in shares)
            for eid, shares in covers.items()
        )
        if not partial:
            return None  # it covers all of it, or only one share: nothing to choose
        self.asking = {"kind": "share", "group": group}
        return Decision(
            _affected_player(game, first),
            DecisionKind.CHOOSE_ONE,
            "damage.which_share",
            tuple(s for s in sources if s is not None),
            context={
                "recipient": first.recipient,
                "target": _name(game, first.recipient),
                "amounts": {self.shares[i].source: self.shares[i].amount for i in group},
            },
        )

    def _next(self, game: Game, part: Part, cands: list[Candidate]) -> Decision | None:
        """Apply the next effect to `part`, or ask the player who must choose."""
        options = branches(game, part, cands, {})
        firsts = list(dict.fromkeys(c.key for c, _ in options))
        if len(firsts) > 1:
            groups = [[(c, m) for c, m in options if c.key == k] for k in firsts]
            if choice_matters(game, part, groups, self.queue[1:]):
                # D20.91: the affected player (or the controller of the affected creature)
                # chooses which effect applies first; he orders them all, and the engine
                # asks again only if an effect he has not ordered becomes applicable.
                self.asking = {"kind": "order", "keys": firsts}
                by_key = {c.key: c for c, _ in options}
                return Decision(
                    _affected_player(game, part),
                    DecisionKind.ORDER,
                    "damage.order",
                    tuple(range(len(firsts))),
                    context={
                        "triggers": [by_key[k].source for k in firsts],
                        "recipient": part.recipient,
                        "target": _name(game, part.recipient),
                        "amount": part.amount,
                    },
                )
            # every order gives the same result: never a pointless question
        cand = options[0][0]
        ms = [m for c, m in options if c.key == cand.key]
        if len(ms) > 1 and choice_matters(game, part, [[(cand, m)] for m in ms], self.queue[1:]):
            # D20.67: the mode of a modal replacement is chosen as it is applied, for each
            # event, by the controller of the effect; impossible modes are not offered.
            self.asking = {"kind": "mode", "key": cand.key}
            return Decision(
                cand.controller,
                DecisionKind.CHOOSE_ONE,
                "damage.mode",
                tuple(m for m in ms if m is not None),
                context={
                    "card": cand.source,
                    "recipient": part.recipient,
                    "target": _name(game, part.recipient),
                    "amount": part.amount,
                },
            )
        self._apply(game, part, cand, ms[0])
        return None

    def _apply(self, game: Game, part: Part, cand: Candidate, mode: int | None) -> None:
        ledger: dict[int, dict[str, Any]] = {}
        res = apply(game, cand, part, ledger, mode)
        for eff in game.effects:
            if eff.id in ledger:
                eff.params.update(ledger[eff.id])
        # used-up shields and redirections are gone (D20.30)
        game.effects = [e for e in game.effects if not _used_up(e.op, e.params)]
        if ledger:
            game.touch()
        self.queue = res.parts + self.queue[1:]
        if res.prevented:
            game.emit(
                DamagePrevented(source=part.source, recipient=part.recipient, amount=res.prevented)
            )
        if res.redirected:
            game.emit(
                DamageRedirected(
                    source=part.source,
                    recipient=part.recipient,
                    to=res.redirected_to,
                    amount=res.redirected,
                )
            )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        kind = self.asking.get("kind")
        if kind == "share":
            if isinstance(answer, bool) or answer not in decision.options:
                raise IllegalAnswer("answer.not_an_option", option=answer)
            # the chosen share is taken next; the others keep their order (D20.72)
            i = self.asking["group"][decision.options.index(answer)]
            self.shares.insert(self.next_share, self.shares.pop(i))
            self.picked = True
            self.question = None
            self.asking = {}
            return
        part = self.queue[0]
        if kind == "order":
            ints = all(isinstance(a, int) and not isinstance(a, bool) for a in answer)
            if not ints or sorted(answer) != list(decision.options):
                raise IllegalAnswer("damage.not_a_permutation")
            keys = self.asking["keys"]
            part.order = [keys[i] for i in answer]
        else:
            if isinstance(answer, bool) or answer not in decision.options:
                raise IllegalAnswer("answer.not_an_option", option=answer)
            cand = next(c for c in candidates(game, part, {}) if c.key == self.asking["key"])
            self._apply(game, part, cand, answer)
        self.question = None
        self.asking = {}

    def _deal(self, game: Game) -> None:
        """C11.40, D14.24: all shares are dealt at once; D20.51: zero damage is none."""
        merged: dict[tuple[Any, ...], Part] = {}
        if self.restore_order:
            self.finished.sort(key=lambda p: p.origin)
        for p in self.finished:
            if p.amount <= 0 or not recipient_valid(game, p.recipient, p.recipient_inc):
                continue
            # one event never has shares of one source in two incarnations, so the incarnation
            # in the key never separates anything (its mutants are equivalent, docs/mutation.md)
            k = (p.source, p.info.get("incarnation"), p.recipient)  # pragma: no mutate
            if k in merged:
                merged[k].amount += p.amount  # a share split and joined again is one event
            else:
                merged[k] = Part(p.source, p.info, p.recipient, p.recipient_inc, p.amount, p.combat)
        dealt = list(merged.values())
        total = 0
        for p in dealt:
            if is_player_ref(p.recipient):
                game.players[player_of_ref(p.recipient)].life -= p.amount
            else:
                game.objects[p.recipient].damage += p.amount
            total += p.amount
        game.forget_derived()  # damage and life are no inputs of the characteristics
        for p in dealt:
            game.emit(
                DamageDealt(
                    source=p.source,
                    source_incarnation=p.info.get("incarnation"),
                    source_name=p.info.get("name", ""),
                    source_controller=p.info.get("controller"),
                    recipient=p.recipient,
                    amount=p.amount,
                    combat=p.combat,
                )
            )
            if is_player_ref(p.recipient):
                game.emit(
                    LifeChanged(
                        player=player_of_ref(p.recipient), amount=-p.amount, reason="damage"
                    )
                )
        self.result.total = total
        self.result.done = True  # pragma: no mutate (read by nobody yet; callers read total)
        if self.pushed:
            self.done(game)


def _used_up(op: str, params: dict[str, Any]) -> bool:
    if op == "prevent_shield":
        return bool(params.get("remaining", 0) <= 0)
    if op == "prevent_from_source":
        return bool(params.get("used"))
    if op == "redirect_damage":
        left = params.get("remaining")
        return left is not None and left <= 0
    return False


def _affected_player(game: Game, part: Part) -> int:
    return affected_player(game, part)


def _name(game: Game, ref: int) -> str:
    if is_player_ref(ref):
        return game.players[player_of_ref(ref)].name
    return game.chars(ref).name


def start_damage(game: Game, shares: list[Share], combat: bool) -> DamageResult:
    """Deal damage: at once when nobody must choose anything, otherwise the rest waits in a
    `DamageFrame` pushed on the game's frames. The caller must then return to the game loop
    and look at the result when it runs again (see resolve._damage)."""
    parts = []
    for i, share in enumerate(shares):
        source, info, recipient, amount = share[0], share[1], share[2], share[3]
        instead = share[4] if len(share) > 4 else None
        inc = 0 if is_player_ref(recipient) else game.objects[recipient].incarnation
        parts.append(Part(source, info, recipient, inc, amount, combat, instead=instead, origin=i))
    # D20.91: choices of both players about one event are made in APNAP order, so the shares
    # affecting the active player (or his creatures) go through the effects first; the damage
    # is still dealt in the order of the shares (_deal).
    ordered = sorted(parts, key=lambda p: _affected_player(game, p) != game.active)
    result = DamageResult()
    frame = DamageFrame(ordered, result, restore_order=ordered != parts)
    if frame.run(game) is not None:
        frame.pushed = True
        game.frames.append(frame)
    return result


def deal_simultaneously(
    game: Game,
    shares: list[tuple[int | None, dict[str, Any], int, int]],
    combat: bool,
) -> DamageResult:
    """Deal several damage shares at once (C11.40, D14.24)."""
    return start_damage(game, list(shares), combat)
