"""Random self-play with invariant checks after every answer (`izvori simulate`)."""

from __future__ import annotations

import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.events import LifeChanged
from izvori.engine.game import STARTING_LIFE, Game
from izvori.engine.objects import Zone


class InvariantViolation(AssertionError):
    pass


class LifeLedger:
    """Life arithmetic: the sum of life events since the start must equal the life total."""

    def __init__(self) -> None:
        self.pos = 0
        self.delta = [0, 0]

    def check(self, game: Game) -> None:
        for e in game.log[self.pos :]:
            if isinstance(e, LifeChanged):
                self.delta[e.player] += e.amount
        self.pos = len(game.log)
        for p in game.players:
            expected = STARTING_LIFE + self.delta[p.index]
            if expected != p.life:
                raise InvariantViolation(f"life of {p.index} is {p.life}, events say {expected}")


#: what the checks read of an object: id, zone, owner, whether it exists, damage and its
#: counters (a tuple of their items, or the empty dict itself: see `GameChecks`)
_Row = tuple[int, Zone, int, bool, int, Any]


class GameChecks(LifeLedger):
    """What the checks of one game remember from answer to answer: the life events counted
    so far (`LifeLedger`) and the state the last zone check passed on — the zone lists and
    every object's row (id, zone, owner, whether it exists, damage: immutable values, so a
    change is always a different value, never the same one changed in place), all read
    afresh after every answer.

    The zone checks (every card in exactly one zone and in its owner's, no negative damage
    or counters) are a function of exactly these values: when all of them are equal to those
    of a check that passed, the same check would pass again, so it is not repeated. Nothing
    is taken on trust from the engine — no event, no flag says what changed: every object and
    every list is read and compared after every answer; only the set arithmetic is spared
    (most answers move no card: 86 % of them in the first 20 games of `izvori simulate --seed
    11`). An object's counters are a dict, which could be changed in place, so its row holds
    them as a tuple of their items when there are any (a copy, compared by value) and the
    empty dict itself when there are none (a dict that gains counters in place then differs
    from the tuple the next row holds). Mana pools are checked in full every time."""

    def __init__(self) -> None:
        super().__init__()
        self.lists: list[list[int]] = []
        self.rows: list[_Row] = []


def check_invariants(game: Game, ledger: LifeLedger | None = None) -> None:
    """Every card in exactly one zone, no negative amounts, life consistent with events.

    Checked after every answer, so it is written to be quick: every object read in one
    comprehension, and — when the ledger is a `GameChecks` — the zone checks only when what
    they read differs from what the last one saw pass. When a check fails, `_explain` looks
    again object by object and names the first problem.

    The objects are read by attribute in a comprehension, not through `operator.attrgetter`:
    a getter looks each attribute up the generic way (the type's MRO, then the instance's
    dict), where the comprehension's `LOAD_ATTR` is specialized to the object's layout: more
    bytecode, but a third fewer machine instructions for the checks (callgrind, session 22,
    docs/performance.md).
    """
    objects = game.objects
    values = objects.values()
    rows = [
        (o.id, o.zone, o.owner, o.exists, o.damage, o.counters and (*o.counters.items(),))
        for o in values
    ]
    lists = [lst for p in game.players for lst in (p.library, p.hand, p.graveyard)]
    lists += (game.battlefield, game.removed, _spells(game))
    last = ledger if isinstance(ledger, GameChecks) else None
    if last is None or rows != last.rows or lists != last.lists:
        _check_zones(game, lists, rows)
        if last is not None:
            last.rows = rows
            last.lists = [list(lst) for lst in lists]  # as they are now: the game changes them
    for p in game.players:
        amounts = p.pool.amounts  # (`min(..., default=0)` parses its keyword at every call)
        if amounts and min(amounts.values()) < 0:
            _explain(game)
    (ledger or LifeLedger()).check(game)


def _spells(game: Game) -> list[int]:
    """The cards on the niz (a spell's card is there; an ability has no card)."""
    return [s.source for s in game.stack if s.kind == "spell" and s.source is not None]


#: the owner and zone of the first six lists `check_invariants` gathers, in their order
_OWNER_ZONES = [(p, zone) for p in (0, 1) for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)]


def _check_zones(game: Game, lists: list[list[int]], rows: list[_Row]) -> None:
    """Each card listed in a player's library, hand or odlagalište is in that zone and his;
    every existing object is listed exactly once; no existing object has negative damage or
    counters. `rows` are every object's row as `check_invariants` has just read them."""
    get = game.objects.__getitem__
    # (attributes read in comprehensions, as in `check_invariants`: specialized LOAD_ATTRs)
    for (owner, zone), lst in zip(_OWNER_ZONES, lists[:6], strict=True):
        # each listed object is in that zone and the player's
        if [o for o in map(get, lst) if o.zone != zone or o.owner != owner]:
            _explain(game)
    listed = list(chain.from_iterable(lists))
    # every existing object listed exactly once: no id twice, and each of them somewhere
    unique = set(listed)
    if len(unique) != len(listed) or not unique.issuperset([r[0] for r in rows if r[3]]):
        _explain(game)
    # the rows' damage and counters (their items; the empty dict when there are none)
    if [r for r in rows if r[3] and (r[4] < 0 or (r[5] and min([v for _, v in r[5]]) < 0))]:
        _explain(game)


def _explain(game: Game) -> None:
    """Raise the first invariant violation, looking object by object (`check_invariants`
    found a sign of one)."""
    where: Counter[int] = Counter()
    for p in game.players:
        for zone, lst in (
            (Zone.LIBRARY, p.library),
            (Zone.HAND, p.hand),
            (Zone.GRAVEYARD, p.graveyard),
        ):
            for oid in lst:
                where[oid] += 1
                obj = game.objects[oid]
                if obj.zone != zone:
                    raise InvariantViolation(f"{oid} listed in {zone} but is in {obj.zone}")
                if obj.owner != p.index:
                    raise InvariantViolation(f"{oid} in the wrong player's {zone}")
        if any(v < 0 for v in p.pool.amounts.values()):
            raise InvariantViolation(f"negative mana in pool of {p.index}")
    for oid in game.battlefield:
        where[oid] += 1
    for oid in game.removed:
        where[oid] += 1
    for item in game.stack:
        if item.kind == "spell" and item.source is not None:
            where[item.source] += 1
    for oid, obj in game.objects.items():
        if not obj.exists:
            continue
        if where[oid] != 1:
            raise InvariantViolation(f"object {oid} ({obj.card.name}) is in {where[oid]} zones")
        if obj.damage < 0 or any(v < 0 for v in obj.counters.values()):
            raise InvariantViolation(f"negative damage or counters on {oid}")
    # Nothing found: the quick check is stricter in one corner (an id that no longer exists
    # listed twice), which the object-by-object check, the definition, does not count.


@dataclass
class SimResult:
    games: int = 0
    answers: int = 0
    seconds: float = 0.0
    turns: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    capped: int = 0
    failure: SimFailure | None = None


@dataclass
class GameRun:
    """One random game played by `run_game`; `error` is set if the engine or a check failed.

    On failure `good_answers` is how many history entries came before the failing answer,
    `failing_answer`/`failing_player` the answer being submitted (None if a check failed after
    a successful submit).
    """

    game: Game
    answers: int = 0
    error: BaseException | None = None
    traceback: str = ""
    good_answers: int = 0
    failing_answer: Any = None
    failing_player: int | None = None


@dataclass
class SimFailure:
    """The first game of a run that broke: which one, and the run to report it from."""

    game: int
    seed: int
    run: GameRun

    @property
    def problem(self) -> str:
        e = self.run.error
        if isinstance(e, IllegalAnswer):
            from izvori.strings import t

            # the engine's reason, naming the rule (izvori/engine/explain.py)
            return f"IllegalAnswer: {t(e.key, **e.args_)} [{e.key}]"
        return f"{type(e).__name__}: {e}"

    @property
    def traceback(self) -> str:
        return self.run.traceback


def run_game(
    decks: list[list[CardDef]],
    seed: int,
    turn_cap: int = 200,
    check: bool = True,
    names: tuple[str, str] = ("Igrač 1", "Igrač 2"),
) -> GameRun:
    """One random game that never raises: a failure is returned with what is needed to report it.

    Game construction errors propagate (there is no game to report on).
    """
    game = Game(decks, names, seed=seed)
    run = GameRun(game)
    agent = RandomAgent(seed)
    ledger = GameChecks()
    try:
        if check:
            check_invariants(game, ledger)
        while game.result is None and game.turn <= turn_cap:
            assert game.pending is not None
            answer = agent.choose(game.pending)
            player = game.pending.player
            before = len(game.history)
            try:
                game.submit(answer)
            except Exception:
                run.failing_answer = answer
                run.failing_player = player
                run.good_answers = before
                raise
            run.answers += 1
            if check:
                check_invariants(game, ledger)
    except Exception as e:
        run.error = e
        run.traceback = traceback.format_exc()
        if run.failing_player is None:
            run.good_answers = len(game.history)
    return run


def simulate(
    decks: list[list[CardDef]], games: int, seed: int, turn_cap: int = 200, check: bool = True
) -> SimResult:
    res = SimResult()
    t0 = time.perf_counter()
    for i in range(games):
        game_seed = seed * 100_003 + i
        run = run_game(decks, game_seed, turn_cap, check)
        res.answers += run.answers
        game = run.game
        if run.error is not None:
            res.failure = SimFailure(i, game_seed, run)
            break
        res.games += 1
        res.turns.append(game.turn)
        if game.result is None:
            res.capped += 1
        elif game.result.winner is None:
            res.draws += 1
        else:
            res.wins[game.result.winner] += 1
    res.seconds = time.perf_counter() - t0
    return res


def summary_json(res: SimResult) -> dict[str, Any]:
    """The figures of a run as one JSON-ready object (`izvori simulate --json`), for tools and CI.

    Rates are per second of the whole run, invariant checks included, like the closing line.
    """
    seconds = max(res.seconds, 1e-9)
    return {
        "games": res.games,
        "draws": res.draws,
        "capped": res.capped,
        "seconds": round(res.seconds, 3),
        "answers": res.answers,
        "answers_per_s": round(res.answers / seconds, 1),
        "games_per_s": round(res.games / seconds, 2),
        "mean_turns": round(sum(res.turns) / res.games, 2) if res.games else 0.0,
        "wins": list(res.wins),
        "failed": res.failure is not None,
    }
