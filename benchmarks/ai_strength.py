"""Strength and think time of the computer players (issue 14 items 5 and 7).

    python benchmarks/ai_strength.py [--games N] [--jobs J] [--think-ms MS] [--pairs A:B ...]
                                     [--out DIR]

Agent ids as `izvori simulate` takes them; `tesko@800` gives one search agent its own budget
(`--pairs tesko@800:tesko@200` measures 2× against 0.5× the default 400 ms). With `--out`, every
finished game is appended to `A_vs_B.games.jsonl` at once (`izvori.agents.played_games`), the
JSON of each match (as `simulate --json` prints it) is rewritten after every game, and
`A_vs_B.lost.json` lists the games A did not win. Run again with the same `--out` (and the same
seed, budget, turn cap), it goes on: only the schedule's games not yet in the folder are played
(`--games` is the total wanted), and the table counts every game in the folder. Ctrl+C stops
the run and keeps every finished game.

    python benchmarks/ai_strength.py --pairs A:B --pool DIR [DIR ...]

counts the games the `--out` folders DIR... hold of each pair — the same match played with
other seeds — one row per folder and one for them all (no game is played). The folders must
hold the same match but for the seed, each seed once: what else differs (the budget, the turn
cap, the decks) makes other games, which one interval must not mix.

    python benchmarks/ai_strength.py --pairs A:B --paired C --games N --out DIR
    python benchmarks/ai_strength.py --pairs A:B --paired C --pool DIR [DIR ...]

plays A against B and C against B on the same deals (game i of both: the same decks, seats,
shuffles and agents' seeds), a round of the schedule of each in turn, and compares A with C
pair by pair (`izvori.agents.paired`): what sets A apart from C, the deal's luck taken out.

    python benchmarks/ai_strength.py --pairs A:B --closed-lists ...

plays the match with the deck lists closed (session 26): the agents are not given them, so the
search samples the unknown cards from the whole card pool (issue 14 item 3, "else the card
pool"), while `tesko-vidi` still sees the true ones — what the sight is worth when the lists
hide something. The folder's match says so, so it is never mixed with an open-list one.

    python benchmarks/ai_strength.py --pairs A:B [--seed S] --replay INDEX

replays game INDEX of that schedule (the same seeds, so the same game) and prints its log, each
agent's reasons, and at every turn's start the board, life totals and A's hand: to read why a
game was lost.

Each match is played in seat- and deck-swapped fours over every starter-deck pairing (see
izvori.agents.arena); the table gives the score of the first agent with its Wilson 95%
interval, and the think times of real decisions (median / p95 / max) and the slowest trivial
answer. Wall-clock times: on a shared machine they include time the process waited for a core.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from izvori.agents.arena import GameOutcome, GameSpec, Tally, schedule, seated, tally
from izvori.agents.arena_cli import starter_decks
from izvori.agents.paired import PairedResult, paired
from izvori.agents.played_games import (
    Appender,
    OtherMatch,
    load,
    load_match,
    match_key,
    path_for,
    tally_of,
    to_play,
)
from izvori.engine.game import Game
from izvori.engine.view import GameView

DEFAULT_PAIRS = ["lako:nasumicno", "lako:lako"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/ai_strength.py")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-ms", type=int, default=None)
    ap.add_argument("--turn-cap", type=int, default=60)
    ap.add_argument("--pairs", nargs="*", default=DEFAULT_PAIRS)
    ap.add_argument("--out", default=None, help="folder for each match's JSON, kept up to date")
    ap.add_argument("--replay", type=int, default=None, help="print game INDEX's log and exit")
    ap.add_argument(
        "--pool", nargs="+", metavar="DIR", help="count the games of these --out folders, pooled"
    )
    ap.add_argument(
        "--paired",
        metavar="C",
        default=None,
        help="also play C against B on the same deals, and compare A and C pair by pair",
    )
    ap.add_argument(
        "--closed-lists",
        action="store_true",
        help="the agents are not given the deck lists: the search samples the whole card pool",
    )
    args = ap.parse_args(argv)
    if args.pool and args.paired:
        a, b = args.pairs[0].split(":")
        return paired_rows(a, args.paired, b, [Path(d) for d in args.pool])
    if args.pool:
        return pool([tuple(p.split(":")) for p in args.pairs], [Path(d) for d in args.pool])
    decks = starter_decks()
    if args.replay is not None:
        a, b = args.pairs[0].split(":")
        specs = _schedule((a, b), decks, args.replay + 1, args)
        for line in replay(specs[args.replay]):
            print(line)
        return 0
    print(f"špilovi: {', '.join(decks)}; partija po meču: {args.games}")
    print(f"| A | B | {HEADER} |")
    print(_rule(2 + HEADER.count("|") + 1))
    if args.paired:
        return paired_run(args, decks)
    for pair in args.pairs:
        a, b = pair.split(":")
        status = play_pair(a, b, args.games, args, decks)
        if status is not None:
            return status
    return 0


def _schedule(
    agents: tuple[str, str], decks: list[str], games: int, args: argparse.Namespace
) -> list[GameSpec]:
    return schedule(
        agents,
        decks,
        games,
        args.seed,
        args.think_ms,
        args.turn_cap,
        open_lists=not args.closed_lists,
    )


def play_pair(a: str, b: str, games: int, args: argparse.Namespace, decks: list[str]) -> int | None:
    """The match a:b played to `games` games (with `--out`, from where the folder stopped)
    and its row printed. An exit status to stop with (another match's folder: 2; Ctrl+C: 0),
    or None to go on."""
    t0 = time.perf_counter()
    specs = _schedule((a, b), decks, games, args)
    out = Path(args.out) / f"{a}_vs_{b}.json" if args.out else None
    # a run again with the same --out goes on where the last one stopped (played_games)
    earlier: list[GameOutcome] = []
    appender: Appender | None = None
    if args.out:
        store = path_for(Path(args.out), (a, b))
        key = match_key(
            (a, b), args.seed, args.think_ms, args.turn_cap, decks, open_lists=not args.closed_lists
        )
        try:
            earlier = load(store, key)
        except OtherMatch:
            print(f"{store}: partije drugog meča (drugi seed, budžet, potezi ili špilovi)")
            return 2
        appender = Appender(store, key)
        if earlier:
            print(f"  ({len(earlier)} partija već odigrano u {store})", file=sys.stderr)

    def keep(t: Tally, out: Path | None = out) -> None:
        if out is not None:
            out.parent.mkdir(parents=True, exist_ok=True)
            tmp = out.with_suffix(".tmp")
            tmp.write_text(json.dumps(t.to_json(args.think_ms), ensure_ascii=False))
            tmp.replace(out)
            # the games A did not win, to replay and read (`--replay`)
            lost = [{"index": i, "winner": w, "turns": n} for i, w, n in t.played if w != "A"]
            games_lost = out.with_suffix(".lost.json")
            games_lost.write_text(json.dumps(lost, ensure_ascii=False))

    start = tally_of((a, b), earlier)
    res = tally(to_play(specs, earlier), args.jobs, keep, start, appender.add if appender else None)
    if args.out:
        # the table of every game in the folder, as a run resumed later would count them
        stopped, res = res.stopped, tally_of((a, b), load(store, key))
        res.stopped = stopped
        keep(res)
    print(f"| {a} | {b} | {cells(res, args.think_ms)} |", flush=True)
    cost = res.to_json(args.think_ms)
    print(
        f"  ({time.perf_counter() - t0:.0f} s; CPU po partiji: prosek "
        f"{cost['game_cpu_mean_s']} s, medijana {cost['game_cpu_median_s']} s)",
        file=sys.stderr,
    )
    if res.stopped:
        print("prekinuto (Ctrl+C): odigrane partije su sačuvane", file=sys.stderr)
        return 0
    return None


#: `--paired`: the two matches are played a round of the schedule at a time (the 21 deck
#: pairings in seat- and deck-swapped fours), so a run stopped at any moment has as many
#: games of one as of the other, give or take a round
PAIRED_ROUND = 84


def paired_run(args: argparse.Namespace, decks: list[str]) -> int:
    """`--paired C --pairs A:B --out DIR`: A:B and C:B on the same schedule, a round of each
    in turn, then the paired comparison of the folder (`paired_rows`)."""
    if len(args.pairs) != 1 or not args.out:
        print("--paired: jedan par A:B i --out FOLDER", file=sys.stderr)
        return 2
    a, b = args.pairs[0].split(":")
    played = 0
    while played < args.games:
        played = min(args.games, played + PAIRED_ROUND)
        for first in (a, args.paired):
            status = play_pair(first, b, played, args, decks)
            if status is not None:
                return paired_rows(a, args.paired, b, [Path(args.out)]) or status
    return paired_rows(a, args.paired, b, [Path(args.out)])


PAIRED_HEADER = (
    "parovi | A skor | C skor | A bolje | A gore | iste dužine i pobednika | A − C (95%) | znak p"
)


def paired_rows(a: str, c: str, b: str, folders: list[Path]) -> int:
    """The paired comparison of A and C against B: a row per folder (its seed) and, for more
    than one, a row of all their pairs."""
    print(f"| A | C | B | seme | {PAIRED_HEADER} |")
    print(_rule(4 + PAIRED_HEADER.count("|") + 1))
    seeds: list[int] = []
    for folder in folders:
        runs = []
        for first in (a, c):
            path = path_for(folder, (first, b))
            if not path.exists():
                print(f"{path}: nema partija meča {first}:{b}", file=sys.stderr)
                return 2
            try:
                runs.append(load_match(path))
            except (OtherMatch, ValueError) as e:
                print(f"{path}: prvi red ne kaže koji je meč ({e})", file=sys.stderr)
                return 2
        (key_a, games_a), (key_c, games_c) = runs
        if {**key_a, "agents": None} != {**key_c, "agents": None}:
            print(f"{folder}: {a}:{b} i {c}:{b} nisu istog rasporeda partija", file=sys.stderr)
            return 2
        if key_a["seed"] in seeds:
            print(f"isto seme dva puta ({key_a['seed']}): isti parovi dvaput", file=sys.stderr)
            return 2
        seeds.append(key_a["seed"])
        print(f"| {a} | {c} | {b} | {key_a['seed']} | {_paired_cells(paired(games_a, games_c))} |")
    if len(folders) > 1:
        label = ", ".join(str(s) for s in seeds)
        # (the indexes repeat from seed to seed: each folder's pairs are joined on their own)
        both = _joined(folders, a, c, b)
        print(f"| **{a}** | **{c}** | **{b}** | {label} | {_paired_cells(both)} |", flush=True)
    return 0


def _joined(folders: list[Path], a: str, c: str, b: str) -> PairedResult:
    """All folders' pairs as one set (indexes renumbered so no two folders' games meet)."""
    ga: list[GameOutcome] = []
    gc: list[GameOutcome] = []
    for n, folder in enumerate(folders):
        shift = n * 1_000_000
        for first, into in ((a, ga), (c, gc)):
            _, games = load_match(path_for(folder, (first, b)))
            into.extend(replace(o, index=o.index + shift) for o in games)
    return paired(ga, gc)


def _paired_cells(r: PairedResult) -> str:
    lo, hi = r.ci95
    return (
        f"{r.pairs} | {100 * r.a_score:.1f}% | {100 * r.c_score:.1f}% | {r.better} | {r.worse} | "
        f"{r.identical} | {100 * r.effect:+.1f} ({100 * lo:+.1f} … {100 * hi:+.1f}) | "
        f"{r.sign_p:.3f}"
    )


HEADER = (
    "partije | A pobede | B pobede | nerešeno | A skor (95% Wilson) |"
    " A misli med/p95/max ms | A CPU med/p95/max ms | A trivijalan max ms (CPU)"
)


def _rule(columns: int) -> str:
    """The markdown line under a table's head of `columns` columns."""
    return "|" + "---|" * columns


def cells(res: Tally, think_ms: int | None) -> str:
    """A match's row of the table, after the agents' names (HEADER)."""
    row = res.to_json(think_ms)["agents"]
    ra, rb = (row[label] for label in res.labels())
    lo, hi = ra["wilson95"]
    return (
        f"{res.games} | {ra['wins']} | {rb['wins']} | {res.draws} | "
        f"{100 * ra['score']:.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%) | "
        f"{ra['think_median_ms']}/{ra['think_p95_ms']}/{ra['think_max_ms']} | "
        f"{ra['think_cpu_median_ms']}/{ra['think_cpu_p95_ms']}/{ra['think_cpu_max_ms']} | "
        f"{ra['trivial_max_ms']} ({ra['trivial_cpu_max_ms']})"
    )


def pool(pairs: list[tuple[str, ...]], folders: list[Path]) -> int:
    """`--pool`: each pair's games in `folders`, a row per folder (its seed) and one pooled."""
    print(f"| A | B | seme | {HEADER} | CPU po partiji s |")
    print(_rule(3 + HEADER.count("|") + 1 + 1))
    for pair in pairs:
        if len(pair) != 2:
            print(f"--pairs {':'.join(pair)}: treba A:B", file=sys.stderr)
            return 2
        a, b = pair
        runs = []
        for folder in folders:
            path = path_for(folder, (a, b))
            if not path.exists():
                print(f"{path}: nema partija meča {a}:{b}", file=sys.stderr)
                return 2
            try:
                key, games = load_match(path)
            except (OtherMatch, ValueError) as e:
                print(f"{path}: prvi red ne kaže koji je meč ({e})", file=sys.stderr)
                return 2
            runs.append((path, key, games))
        same = {k: v for k, v in runs[0][1].items() if k != "seed"}
        seeds = [key["seed"] for _, key, _ in runs]
        for path, key, _ in runs:
            if {k: v for k, v in key.items() if k != "seed"} != same:
                print(
                    f"{path}: drugi meč ({key}), ne samo drugo seme kao {runs[0][0]} ({same})",
                    file=sys.stderr,
                )
                return 2
        if len(set(seeds)) != len(seeds):
            print(f"isto seme dva puta ({seeds}): iste partije dvaput", file=sys.stderr)
            return 2
        think_ms = same.get("think_ms")
        everything: list[GameOutcome] = []
        for _, key, games in runs:
            t = tally_of((a, b), games)
            print(f"| {a} | {b} | {key['seed']} | {cells(t, think_ms)} | {_cpu(t)} |")
            everything += games
        t = tally_of((a, b), everything)
        label = ", ".join(str(s) for s in seeds)
        print(f"| **{a}** | **{b}** | {label} | {cells(t, think_ms)} | {_cpu(t)} |", flush=True)
    return 0


def _cpu(t: Tally) -> str:
    return f"{t.to_json(None)['game_cpu_mean_s']}"


def replay(spec: GameSpec) -> Iterator[str]:
    """Game `spec` played again as `arena.play_one` plays it, as readable lines."""
    from izvori.agents.base import ask
    from izvori.engine.view import view
    from izvori.gamelog import LogBook

    decks, seated_agents = seated(spec)
    a = spec.a_seat
    yield f"A = {spec.agents[0]} ({spec.decks[0]}), sedište {a}"
    yield f"B = {spec.agents[1]} ({spec.decks[1]})"
    game = Game(decks, ("Prvi", "Drugi"), seed=spec.seed)  # as `match.play_match` names them
    book, turn = LogBook(), -1
    while game.result is None and game.turn <= spec.turn_cap:
        if game.turn != turn:
            turn = game.turn
            yield from _board(view(game, a), a)
        d = game.pending
        assert d is not None
        timed = ask(seated_agents[d.player], game)
        if timed.choice.reason:
            yield f"    [{'A' if d.player == a else 'B'} {d.kind.value}] {timed.choice.reason}"
        game.submit(timed.choice.answer)
        _reset, lines = book.update(game)
        yield from (f"  {line}" for line in lines)
    yield f"kraj: {game.result}"


def _board(seen: GameView, a: int) -> Iterator[str]:
    yield f"=== potez {seen.turn}, aktivan {'A' if seen.active == a else 'B'} ==="
    for p in seen.players:
        who = "A" if p.index == a else "B"
        perms = [
            f"{x.card.name}{'' if x.card.power is None else f' {x.card.power}/{x.card.toughness}'}"
            f"{' (T)' if x.tapped else ''}"
            for x in seen.battlefield
            if x.controller == p.index
        ]
        hand = f" ruka: {[c.name for c in p.hand]}" if p.hand is not None else ""
        yield f"  {who}: život {p.life}, biblioteka {p.library_count}{hand}"
        yield f"     {', '.join(perms)}"


if __name__ == "__main__":
    sys.exit(main())
