"""Soak test: many random games over every pairing of the decks in cards/decks.

`izvori simulate --all-pairings --games N --replay-check K [--jobs J]`.

Every game is played by random agents with the invariant checks of `izvori.agents.simulate`
after every answer. On a deterministic sample of K games the record goes the whole way a save
goes — written in the save format (`izvori.persist`), parsed and validated back, the cards
checked, replayed — and must give the identical state digest and result. Any failure writes a
bug report (a save-format file with the traceback) and is counted; the soak goes on.

Game `i` uses pairing `i % len(pairings)` and seed `seed * 1_000_003 + i`, so a failure is
reproducible alone and the figures don't depend on `--jobs`.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from izvori.agents.simulate import GameRun, run_game
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game
from izvori.engine.record import game_record

Pairing = tuple[str, str]


@dataclass
class PairingStats:
    games: int = 0
    answers: int = 0
    turns: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    capped: int = 0


@dataclass
class SoakFailure:
    game: int
    seed: int
    pairing: Pairing
    problem: str
    traceback: str
    report: Path | None = None


@dataclass
class GameOutcome:
    game: int
    pairing: Pairing
    answers: int = 0
    turns: int = 0
    winner: int | None = None
    finished: bool = False
    checked: bool = False
    failure: SoakFailure | None = None


@dataclass
class SoakResult:
    games: int = 0
    answers: int = 0
    seconds: float = 0.0
    checked: int = 0
    pairings: dict[Pairing, PairingStats] = field(default_factory=dict)
    failures: list[SoakFailure] = field(default_factory=list)

    def add(self, o: GameOutcome) -> None:
        stats = self.pairings.setdefault(o.pairing, PairingStats())
        self.games += 1
        self.answers += o.answers
        stats.games += 1
        stats.answers += o.answers
        stats.turns += o.turns
        if o.checked:
            self.checked += 1
        if o.failure is not None:
            self.failures.append(o.failure)
        elif not o.finished:
            stats.capped += 1
        elif o.winner is None:
            stats.draws += 1
        else:
            stats.wins[o.winner] += 1


def all_pairings(names: Sequence[str]) -> list[Pairing]:
    """Every ordered pair of decks, mirror matches included (seat order matters to the rules)."""
    return [(a, b) for a, b in itertools.product(names, repeat=2)]


def replay_sample(games: int, count: int, seed: int) -> set[int]:
    """The games whose records are round-tripped through the save format and replayed."""
    count = max(0, min(count, games))
    return set(random.Random(seed).sample(range(games), count))


def check_replay(game: Game, pool: dict[str, CardDef]) -> str | None:
    """Save → parse → validate → replay; a problem description, or None if identical."""
    from izvori.persist.format import SaveData, dump_save, parse_save
    from izvori.persist.session import replay_save

    record = game_record(game)
    data = SaveData(
        seed=record["seed"],
        starting_player=record["starting_player"],
        names=(record["names"][0], record["names"][1]),
        decks=record["decks"],
        cards=record["cards"],
        answers=record["answers"],
        finished=game.result is not None,
        turn=game.turn,
        digest=game.digest(),
    )
    back = parse_save(dump_save(data))
    again = replay_save(back, pool)
    if again.digest() != game.digest():
        return "replay digest differs"
    if again.result != game.result:
        return f"replay result differs: {again.result} != {game.result}"
    return None


def _report(run: GameRun, path: Path) -> Path | None:
    from izvori.persist.crash import write_game_report

    assert run.error is not None
    try:
        return write_game_report(
            run.game,
            run.error,
            path,
            good_answers=run.good_answers,
            failing_answer=run.failing_answer,
            failing_player=run.failing_player,
        )
    except OSError:
        return None


def play_soak_game(
    index: int,
    pairing: Pairing,
    decks: dict[str, list[CardDef]],
    pool: dict[str, CardDef],
    seed: int,
    turn_cap: int,
    check_replay_too: bool,
    report_dir: Path | None,
) -> GameOutcome:
    game_seed = seed * 1_000_003 + index
    out = GameOutcome(index, pairing)
    run = run_game([decks[pairing[0]], decks[pairing[1]]], game_seed, turn_cap)
    game = run.game
    out.answers, out.turns = run.answers, game.turn
    out.finished = game.result is not None
    out.winner = game.result.winner if game.result is not None else None
    if run.error is None and check_replay_too:
        out.checked = True
        try:
            problem = check_replay(game, pool)
        except Exception as e:
            import traceback

            problem = f"{type(e).__name__}: {getattr(e, 'message', e)}"
            run.traceback = traceback.format_exc()
        if problem is not None:
            run.error = AssertionError(problem)
            run.good_answers = len(game.history)
    if run.error is not None:
        problem = f"{type(run.error).__name__}: {run.error}"[:500]
        fail = SoakFailure(index, game_seed, pairing, problem, run.traceback)
        if report_dir is not None:
            fail.report = _report(run, report_dir / f"izvori-soak-greska-{game_seed}.json")
        out.failure = fail
    return out


# ----------------------------------------------------------------- parallel
_WORKER: dict[str, object] = {}


def _worker_init(deck_names: list[str]) -> None:
    from izvori.cards.library import load_cards_or_raise, load_deck_by_name

    pool = load_cards_or_raise()
    _WORKER["pool"] = pool
    _WORKER["decks"] = {n: load_deck_by_name(n, pool).cards for n in deck_names}


def _worker_chunk(
    indices: list[int],
    pairings: list[Pairing],
    seed: int,
    turn_cap: int,
    sample: set[int],
    report_dir: Path | None,
) -> list[GameOutcome]:
    pool = _WORKER["pool"]
    decks = _WORKER["decks"]
    assert isinstance(pool, dict) and isinstance(decks, dict)
    return [
        play_soak_game(
            i,
            pairings[i % len(pairings)],
            decks,
            pool,
            seed,
            turn_cap,
            i in sample,
            report_dir,
        )
        for i in indices
    ]


def soak(
    decks: dict[str, list[CardDef]],
    games: int,
    *,
    seed: int = 1,
    replay_check: int = 0,
    turn_cap: int = 200,
    pairings: list[Pairing] | None = None,
    jobs: int = 1,
    report_dir: Path | None = None,
    progress: Callable[[SoakResult], None] | None = None,
) -> SoakResult:
    """Play `games` random games over the pairings (default: all of `decks`).

    With `jobs > 1` the games run in worker processes that load the decks by name from the
    card folder (so `decks` must be decks of cards/decks there).
    """
    pairings = pairings if pairings is not None else all_pairings(sorted(decks))
    pool = {c.name: c for deck in decks.values() for c in deck}
    sample = replay_sample(games, replay_check, seed)
    res = SoakResult()
    for p in pairings:
        res.pairings[p] = PairingStats()
    t0 = time.perf_counter()
    if jobs <= 1:
        for i in range(games):
            pairing = pairings[i % len(pairings)]
            res.add(
                play_soak_game(i, pairing, decks, pool, seed, turn_cap, i in sample, report_dir)
            )
            if progress is not None and (i + 1) % 100 == 0:
                progress(res)
    else:
        chunk = 25
        chunks = [list(range(s, min(s + chunk, games))) for s in range(0, games, chunk)]
        with ProcessPoolExecutor(jobs, initializer=_worker_init, initargs=(sorted(decks),)) as ex:
            futures = [
                ex.submit(_worker_chunk, c, pairings, seed, turn_cap, sample, report_dir)
                for c in chunks
            ]
            for fut in futures:
                for outcome in fut.result():
                    res.add(outcome)
                if progress is not None:
                    progress(res)
    res.seconds = time.perf_counter() - t0
    res.failures.sort(key=lambda f: f.game)
    return res
