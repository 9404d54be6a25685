"""Blunder scan (issue 14: "never make it weaker by blundering in obvious spots"): agents play
each other over the starter decks, and at every decision of theirs a judge that sees the whole
game asks whether the answer is one of the obvious blunders the issue names. Not a strength
measure: a search for the spots hand-made puzzles (tests/puzzles) have not thought of.

Run:
    python benchmarks/blunder_scan.py [--agents lako lako] [--games 36] [--seed 1] [--turn-cap 40]

The judges never read the agents' code. Each plays the answer, and the alternatives it
compares it with, on copies of the real game (`Game.copy`) to the end of the turn. In those
copies the side being judged is played on by a fresh `lako`, and the other side does nothing:
it passes and neither attacks nor blocks.
* **missed lethal** (attackers): the opponent has no untapped creature, and attacking with
  everything would win this turn; the agent's attack doesn't.
* **the must-chump** (blockers): without blocks the agent dies this turn; some block
  declaration keeps it alive (each attacker blocked in turn, the biggest first, by the first
  creature able to block it); the agent's blocks don't keep it alive.
* **X = 0** (the X of a spell or ability, D10.13): X chosen as 0 where more was possible.
* **a play that loses by itself** (priority): a cast or activation after which the agent
  loses by the end of the turn (its own library drawn out, A3.33; its own life paid away,
  A3.32), where passing instead doesn't.
* **harm on its own side** (targets): a spell that only harms (damage, destruction, life loss)
  aimed at the agent or its own permanent where one of the opponent's was a legal target.
* **burn that cannot kill** (targets): a spell whose every effect is damage (D14) aimed at a
  creature. Outside combat, by the end of the step the creature is still alive (its
  incarnation still in play), and the damage reached nobody else.

Prints every blunder found (game, turn, the judge, the card or answer) and a count by judge;
`--json` ends with one JSON line. The test suite runs a short scan (tests/agents/test_blunders.py).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from izvori.agents.arena import GameSpec, schedule, seated
from izvori.agents.arena_cli import starter_decks
from izvori.agents.base import Agent, ask
from izvori.agents.lako import HeuristicAgent
from izvori.agents.match import MAX_ANSWERS_PER_TURN
from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardDef, CardType
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.engine.requirements import legal_example
from izvori.engine.steps import Step

#: answers a judge's play-out may give before it is cut off (a turn is ~30)
PLAY_OUT_LIMIT = 2_000
COMBAT_STEPS = frozenset(
    {Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE}
)


@dataclass(frozen=True)
class Blunder:
    game: int
    turn: int
    player: int
    judge: str
    detail: str

    def line(self) -> str:
        where = f"partija {self.game}, potez {self.turn}, igrač {self.player}"
        return f"{where}: {self.judge} — {self.detail}"


def _passive(decision: Decision) -> Any | None:
    """The answer of a side that does nothing, or None where it must choose something."""
    if decision.kind == DecisionKind.PRIORITY:
        return PASS
    if decision.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS) and decision.min == 0:
        # nothing but what a requirement forces (Glineni Divljan "napada ako može", E1.10)
        return legal_example(decision)
    return None


def play_out(
    game: Game,
    actor: int,
    pool: Mapping[str, CardDef],
    until: Callable[[Game], bool],
    seed: int = 0,
    own: Agent | None = None,
) -> Game:
    """Play `game` on until `until(game)` or its end: `actor` by a fresh `lako` (or by `own`:
    the judged agent's copy, that finishes the play it began with its own plan — the targets
    and X of an ability it just activated), the other side passive (its forced choices by
    another `lako`)."""
    agents: list[Agent] = [HeuristicAgent(pool, seed=seed), HeuristicAgent(pool, seed=seed + 1)]
    if own is not None:
        agents[actor] = own
    for _ in range(PLAY_OUT_LIMIT):
        if game.result is not None or until(game):
            break
        d = game.pending
        assert d is not None
        answer = None if d.player == actor else _passive(d)
        if answer is None:
            answer = ask(agents[d.player], game).choice.answer
        game.submit(answer)
    return game


def _after(game: Game, answer: Any) -> Game:
    copy = game.copy()
    copy.submit(answer)
    return copy


def _turn_over(turn: int) -> Callable[[Game], bool]:
    return lambda g: g.turn != turn


def _wins(game: Game, player: int) -> bool:
    return game.result is not None and game.result.winner == player


def _alive(game: Game, player: int) -> bool:
    return not (game.result is not None and game.result.winner not in (None, player))


def missed_lethal(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    p, q = d.player, game.opponent(d.player)
    if any(not game.objects[oid].tapped for oid in game.creatures(q)):
        return None  # a blocker could be there: not the obvious case
    everyone = list(d.options)[: d.max]
    done = _turn_over(game.turn)
    if "rules" in d.context or not _wins(play_out(_after(game, everyone), p, pool, done), p):
        return None
    if _wins(play_out(_after(game, answer), p, pool, done), p):
        return None
    names = [game.objects[a].card.name for a in everyone]
    return f"napad svima ({', '.join(names)}) pobeđuje, napad {_names(game, answer)} ne"


def _names(game: Game, ids: Any) -> str:
    return "[" + ", ".join(game.objects[int(i)].card.name for i in ids) + "]"


def _block_plans(d: Decision) -> Iterator[list[list[int]]]:
    """Block declarations to try: attackers taken biggest first is the caller's order; each
    attacker blocked by the first creature not yet used that can block it, for each prefix."""
    by_attacker: dict[int, list[int]] = {}
    for b, a in d.options:
        by_attacker.setdefault(int(a), []).append(int(b))
    attackers = list(by_attacker)
    used: set[int] = set()
    plan: list[list[int]] = []
    for a in attackers:
        b = next((b for b in by_attacker[a] if b not in used), None)
        if b is None:
            continue
        used.add(b)
        plan = [*plan, [b, a]]
        yield plan
    for a in attackers:  # each attacker alone, by each of its blockers
        for b in by_attacker[a]:
            yield [[b, a]]


def must_chump(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    q = d.player  # the defender, judged; the attacker does nothing more
    done = _turn_over(game.turn)
    if "rules" in d.context or _alive(play_out(_after(game, []), q, pool, done), q):
        return None
    if _alive(play_out(_after(game, answer), q, pool, done), q):
        return None
    for plan in _block_plans(d):
        if _alive(play_out(_after(game, plan), q, pool, done), q):
            return f"bez bloka gubi, a blokovi {plan} spasavaju; blokirao je {answer}"
    return None


def x_zero(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    if d.prompt == "cast.x" and d.max >= 1 and answer == 0:
        return f"X = 0 za {game.objects[d.context['card']].card.name} (moglo je do {d.max})"
    return None


def _only_damage(card: CardDef) -> bool:
    effects = card.spell_effects
    return bool(effects) and not card.kicker and all(e.op == "damage" for e in effects)


def burn_that_cannot_kill(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    if d.prompt != "cast.targets" or game.step in COMBAT_STEPS:
        return None
    card_id = d.context["card"]
    card = game.objects[card_id].card
    if CardType.INSTANT not in card.types and CardType.SORCERY not in card.types:
        return None  # an ability: its cost may be all it takes (a creature's own, say)
    if not _only_damage(card):
        return None
    hit = [int(t) for t in answer if int(t) >= 0 and game.objects[int(t)].zone == Zone.PLAY]
    if not hit:
        return None
    victims = {t: game.objects[t].incarnation for t in hit}
    life = [pl.life for pl in game.players]
    step, turn = game.step, game.turn

    def step_over(g: Game) -> bool:
        return (g.step, g.turn) != (step, turn)

    out = play_out(_after(game, answer), d.player, pool, step_over, own=_playing_on(agent))
    if [pl.life for pl in out.players] != life:
        return None  # it (or what followed) reached a player too
    alive = [
        t
        for t, inc in victims.items()
        if out.objects[t].zone == Zone.PLAY and out.objects[t].incarnation == inc
    ]
    if len(alive) == len(victims):
        return f"{card.name} na {_names(game, alive)}: ne ubija"
    return None


def loses_by_itself(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    if not isinstance(answer, Action) or answer.kind not in ("cast", "activate"):
        return None
    p = d.player
    done = _turn_over(game.turn)
    if _alive(play_out(_after(game, answer), p, pool, done, own=_playing_on(agent)), p):
        return None
    if not _alive(play_out(_after(game, PASS), p, pool, done), p):
        return None  # lost anyway
    return f"{game.objects[answer.obj].card.name}: gubi partiju, a „dalje” ne"


def _playing_on(agent: Agent) -> Agent:
    """The judged agent's heuristic, in the state its answer left it (its plan): a searching
    agent's own `lako` took the answer it chose as its own (`SearchAgent.decide`, `adopt`)."""
    heuristic = getattr(agent, "prior", agent)
    assert isinstance(heuristic, HeuristicAgent)
    return heuristic.fork()


#: effects that only harm their target (D14 damage, destruction, life loss)
HARM_ONLY = frozenset({"damage", "destroy", "lose_life"})


def harm_on_own_side(
    game: Game, d: Decision, answer: Any, pool: Mapping[str, CardDef], agent: Agent
) -> str | None:
    if d.prompt != "cast.targets" or not answer:
        return None
    card = game.objects[d.context["card"]].card
    effects = card.spell_effects
    if not effects or card.modes or not all(e.op in HARM_ONLY for e in effects):
        return None
    p = d.player

    def own(ref: int) -> bool:
        return ref == player_ref(p) if ref < 0 else game.objects[ref].controller == p

    theirs = [int(r) for r in d.options if not own(int(r))]
    hit = [int(r) for r in answer if own(int(r))]
    if not hit or not theirs:
        return None
    return f"{card.name} na sopstveno {hit}, a protivnikovo je moglo"


JUDGES: dict[DecisionKind, list[tuple[str, Callable[..., str | None]]]] = {
    DecisionKind.ATTACKERS: [("propušten smrtonosan napad", missed_lethal)],
    DecisionKind.BLOCKERS: [("nužni blok propušten", must_chump)],
    DecisionKind.NUMBER: [("X = 0", x_zero)],
    DecisionKind.TARGETS: [
        ("šteta koja ne ubija", burn_that_cannot_kill),
        ("šteta na svoje", harm_on_own_side),
    ],
    DecisionKind.PRIORITY: [("potez koji sam gubi partiju", loses_by_itself)],
}


def scan_game(spec: GameSpec, judged: tuple[bool, bool] = (True, True)) -> list[Blunder]:
    decks, agents = seated(spec)
    pool = load_cards_or_raise()
    game = Game(decks, ("Prvi", "Drugi"), seed=spec.seed)
    found: list[Blunder] = []
    turn, answers = game.turn, 0
    while game.result is None and game.turn <= spec.turn_cap:
        answers = answers + 1 if game.turn == turn else 1
        turn = game.turn
        if answers > MAX_ANSWERS_PER_TURN:
            break
        d = game.pending
        assert d is not None
        agent: Agent = agents[d.player]
        answer = ask(agent, game).choice.answer
        if judged[d.player]:
            for name, judge in JUDGES.get(d.kind, ()):
                detail = judge(game, d, answer, pool, agent)
                if detail is not None:
                    found.append(Blunder(spec.index, game.turn, d.player, name, detail))
        game.submit(answer)
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--agents", nargs=2, default=["lako", "lako"])
    ap.add_argument("--games", type=int, default=36)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--turn-cap", type=int, default=40)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    agents = (args.agents[0], args.agents[1])
    specs = schedule(agents, starter_decks(), args.games, args.seed, None, args.turn_cap)
    found: list[Blunder] = []
    for spec in specs:
        for b in scan_game(spec):
            found.append(b)
            if not args.json:
                print(b.line(), flush=True)
    counts = Counter(b.judge for b in found)
    if not args.json:
        print(f"{args.games} partija, grešaka: {len(found)}", dict(counts))
    else:
        print(json.dumps({"games": args.games, "blunders": len(found), "by_judge": counts}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
