"""Same games, byte for byte: fingerprints of many random games, to prove a speed change
changed no game (issue 13, docs/performance.md).

Run:
    python benchmarks/same_games.py record /tmp/base.json     # before a change
    python benchmarks/same_games.py check /tmp/base.json      # after it: exit 1 on a difference

For every pairing of the decks (both seats) it plays `--per-pair` random games and hashes,
answer by answer: each decision's player, kind, prompt, bounds and option list (the random agent
picks from them by position), the loop position key (D22.30) every 7th answer, the final digest.
At answer 60 of each game a copy is taken and played in lockstep with the original by a copy of
the agent: both must keep the same digest (a shared object between copy and original shows up
as a difference), checked every 10 answers.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import itertools
import json
import sys
from typing import Any

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.engine.loops import position_key

DECKS = (
    "demo-crvena",
    "demo-zelena",
    "crvena",
    "zelena",
    "plava",
    "crna",
    "zuta",
    "ogledalo",
    "bazilisk",
)


def _decision_text(d: Decision) -> str:
    return repr((d.player, d.kind.value, d.prompt, d.min, d.max, d.options))


def play(decks: list[Any], seed: int, copy_at: int = 60, cap: int = 200) -> str:
    game = Game(decks, seed=seed)
    agent = RandomAgent(seed)
    h = hashlib.sha256()
    twin: tuple[Game, RandomAgent] | None = None
    n = 0
    while game.result is None and game.turn <= cap:
        d = game.pending
        assert d is not None
        h.update(_decision_text(d).encode())
        if n % 7 == 0:
            h.update(position_key(game).encode())
        if n == copy_at:
            twin = (game.copy(), copy.deepcopy(agent))
        answer = agent.choose(d)
        game.submit(answer)
        if twin is not None:
            tg, ta = twin
            if tg.result is None:
                td = tg.pending
                assert td is not None
                if _decision_text(td) != _decision_text(d):
                    raise SystemExit(f"seed {seed}: copy diverged at answer {n} (decision)")
                tg.submit(ta.choose(td))
                if n % 10 == 0 and tg.digest() != game.digest():
                    raise SystemExit(f"seed {seed}: copy diverged at answer {n} (digest)")
        n += 1
    h.update(game.digest().encode())
    h.update(str(n).encode())
    return h.hexdigest()


def fingerprints(per_pair: int, seed: int) -> dict[str, str]:
    pool = load_cards_or_raise()
    loaded = {name: load_deck_by_name(name, pool).cards for name in DECKS}
    out: dict[str, str] = {}
    for a, b in itertools.combinations_with_replacement(DECKS, 2):
        for i in range(per_pair):
            s = seed * 1000 + i
            key = f"{a}/{b}/{s}"
            out[key] = play([loaded[a], loaded[b]], s)
            print(key, out[key][:12], file=sys.stderr)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("record", "check"))
    ap.add_argument("file")
    ap.add_argument("--per-pair", type=int, default=2)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    got = fingerprints(args.per_pair, args.seed)
    if args.mode == "record":
        with open(args.file, "w", encoding="utf-8") as f:
            json.dump(got, f, indent=0, sort_keys=True)
        print(f"recorded {len(got)} games")
        return
    with open(args.file, encoding="utf-8") as f:
        want = json.load(f)
    bad = [k for k in want if got.get(k) != want[k]]
    if bad:
        print(f"DIFFERENT: {len(bad)} of {len(want)} games: {bad[:10]}")
        raise SystemExit(1)
    print(f"same: {len(want)} games identical")


if __name__ == "__main__":
    main()
