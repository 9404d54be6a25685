"""A random player for fuzzing: picks uniformly among legal answers.

At priority it leaves out floating mana with a mana ability (the payment step offers mana
abilities whenever they are useful), so games are decided by play rather than by mana udar.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from izvori.engine import requirements
from izvori.engine.decisions import Action, Decision, DecisionKind

# The two kinds asked at nearly every answer, bound once to module names:
# in Python 3.11 a member read off its enum class (`DecisionKind.PAY`) goes through the
# attribute hook `EnumType.__getattr__` gives every enum class: ~1,000 machine instructions
# a read, where a global costs a few dozen (callgrind, docs/performance.md, session 22)
_PRIORITY, _PAY = DecisionKind.PRIORITY, DecisionKind.PAY

#: Random declarations tried before falling back to one that is always legal.
TRIES = 8


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision) -> Any:
        rng = self.rng
        k = decision.kind
        opts = list(decision.options)
        if k == _PRIORITY:
            acts = [a for a in opts if isinstance(a, Action) and a.kind != "mana"]
            return rng.choice(acts or opts)
        if k == _PAY:
            non_cancel = [a for a in opts if a.kind != "cancel"]
            if any(a.kind == "auto" for a in opts) and rng.random() < 0.8:
                return Action("auto")
            if non_cancel and rng.random() < 0.95:
                return rng.choice(non_cancel)
            return rng.choice(opts)
        if k in (DecisionKind.CHOOSE_ONE, DecisionKind.YES_NO):
            return rng.choice(opts)
        if k == DecisionKind.NUMBER:
            return rng.randint(decision.min, decision.max)
        if k == DecisionKind.ATTACKERS:
            return self._declaration(decision, self._attackers)
        if k in (DecisionKind.TARGETS, DecisionKind.CHOOSE_SOME):
            n = rng.randint(decision.min, decision.max)
            return rng.sample(opts, n)
        if k == DecisionKind.ORDER:
            rng.shuffle(opts)
            return opts
        if k == DecisionKind.BLOCKERS:
            return self._declaration(decision, self._blockers)
        if k == DecisionKind.DIVIDE:
            return self._divide(decision)
        return opts[0] if opts else None

    def _attackers(self, decision: Decision) -> list[Any]:
        n = self.rng.randint(decision.min, decision.max)
        return self.rng.sample(list(decision.options), n)

    def _blockers(self, decision: Decision) -> list[Any]:
        capacity = requirements.rules_of(decision).capacity  # usually one attacker each
        used: dict[int, int] = {}
        pairs = []
        opts = list(decision.options)
        self.rng.shuffle(opts)
        for b, a in opts:
            if used.get(b, 0) < capacity.get(b, 1) and self.rng.random() < 0.5:
                used[b] = used.get(b, 0) + 1
                pairs.append([b, a])
        return pairs

    def _declaration(self, decision: Decision, draw: Callable[[Decision], list[Any]]) -> list[Any]:
        """A random declaration that E1 allows: a few random tries, judged by the same check
        the engine uses (`requirements`), then one that is always legal."""
        if "rules" not in decision.context:
            return draw(decision)  # every choice among the options is legal
        attack = decision.kind == DecisionKind.ATTACKERS
        for _ in range(TRIES):
            answer = draw(decision)
            decl = (
                requirements.attack_declaration(answer)
                if attack
                else requirements.block_declaration((b, a) for b, a in answer)
            )
            if requirements.problem(decision, decl) is None:
                return answer
        return requirements.legal_example(decision)

    def _divide(self, decision: Decision) -> list[list[Any]]:
        rng = self.rng
        ctx = decision.context
        total = int(ctx["total"])
        opts = list(decision.options)
        # the smallest share the engine accepts (D10.15 for spells, C11.25 for combat damage)
        m = int(ctx["minimum"])
        if decision.prompt == "cast.divide":
            shares = dict.fromkeys(opts, m)
            rest = total - m * len(opts)
            while rest >= m:
                shares[rng.choice(opts)] += m
                rest -= m
            shares[opts[0]] += rest
            return [[r, v] for r, v in shares.items()]
        lethal = {int(b): v for b, v in ctx.get("lethal", {}).items()}
        if ctx.get("trample") and rng.random() < 0.6:
            need = sum(lethal.values())
            if need <= total:
                out = {b: v for b, v in lethal.items() if v > 0}
                left = total - sum(out.values())
                player = next(o for o in opts if o < 0)
                if left:
                    out[player] = left
                if all(v >= m for v in out.values()) or total < m:
                    return [[r, v] for r, v in out.items()]
        blockers = [o for o in opts if o >= 0]
        if total < m or rng.random() < 0.5:
            return [[rng.choice(blockers), total]]
        shares = {}
        rest = total
        while rest >= 2 * m:
            b = rng.choice(blockers)
            shares[b] = shares.get(b, 0) + m
            rest -= m
        b = rng.choice(blockers)
        shares[b] = shares.get(b, 0) + rest
        return [[r, v] for r, v in shares.items()]
