"""A fuzz run over everything the program reads (issue 12, docs/hardening.md).

    python -m izvori.fuzz [--trials N] [--seed S]

Mutated saves, decks, card files and scenarios are loaded the way the program loads them. Each
trial must end in a successful load or a clean refusal (a Serbian message) — never an
unexpected exception, never more than `SLOW` seconds, and nothing may be written anywhere
but the trial's own folder. The tests run a bounded number of trials
(tests/hardening/test_fuzz_files.py); this command runs as many as asked and prints the tally.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from izvori.cards.library import Report, cards_dir, load_cards_or_raise
from izvori.engine.carddef import CardDef

#: CPU seconds one load may take (a YAML bomb or a runaway loop burns CPU; counted as this
#: thread's CPU time, so a loaded machine doesn't turn a normal load into a failure)
SLOW = 5.0
KINDS = ("save", "deck", "cards", "scenario")
#: Byte strings a hostile or broken file might hold.
NASTY = [
    b"\x1b]52;c;aGFjaw==\x07",
    b"\x1b]0;title\x07",
    b"\x1b[2J",
    b"[link=https://x]y[/link]",
    b"\xef\xbb\xbf",
    b"\xff\xfe",
    b"\x00",
    "٣٤".encode(),
    "１２".encode(),
    b"0x10",
    b"1:30",
    b"99999999999999999999999999999999999999999999999999999999999999999999999999999",
    b"-1",
    b'"\\ud800"',
    b"\n",
    b"{",
    b"]",
    b"null",
]


def _mutate(data: bytes, rng: random.Random) -> bytes:
    """One to three random edits: flip, cut, insert nasty bytes, duplicate or drop a line."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(6)
        pos = rng.randrange(len(out) + 1)
        if op == 0 and out:
            out[min(pos, len(out) - 1)] ^= 1 << rng.randrange(8)
        elif op == 1:
            del out[pos:]
        elif op == 2:
            out[pos:pos] = rng.choice(NASTY)
        elif op == 3:
            lines = bytes(out).split(b"\n")
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            out = bytearray(b"\n".join(lines))
        elif op == 4:
            lines = bytes(out).split(b"\n")
            del lines[rng.randrange(len(lines))]
            out = bytearray(b"\n".join(lines))
        else:  # replace a number with a nasty one
            digits = [i for i, b in enumerate(out) if 48 <= b <= 57]
            if digits:
                i = rng.choice(digits)
                out[i : i + 1] = rng.choice(NASTY[7:13])
    return bytes(out)


def _seed_save(folder: Path, pool: dict[str, CardDef]) -> bytes:
    from izvori.agents.random_agent import RandomAgent
    from izvori.cards.library import load_deck_by_name
    from izvori.persist import SavedGame

    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    s = SavedGame.create(decks, ("Ana", "Boris"), seed=11, path=folder / "seed.json")
    agent = RandomAgent(11)
    for _ in range(40):
        d = s.game.pending
        if d is None:
            break
        s.submit(agent.choose(d))
    s.close()
    data = s.path.read_bytes()
    s.path.unlink()
    return data


def _load_save(path: Path, pool: dict[str, CardDef]) -> str:
    from izvori.persist import SavedGame, SaveError

    try:
        SavedGame.load(path, pool)
    except SaveError as e:
        assert "\x1b" not in e.message
        return "refused"
    return "loaded"


def _check_files(path: Path, pool: dict[str, CardDef]) -> str:
    from izvori.cards.check import check

    report: Report = check([str(path)])
    assert all("\x1b" not in p for p in report.problems)
    return "refused" if report.problems else "loaded"


def _run_scenario(path: Path, pool: dict[str, CardDef]) -> str:
    from izvori.scenario.runner import run_file

    out = run_file(path, pool)
    if not out.passed and "neočekivana" in out.message:
        return "unexpected: " + out.message[:300]
    return "loaded" if out.passed else "refused"


def _seeds(folder: Path, pool: dict[str, CardDef]) -> dict[str, tuple[bytes, str]]:
    scen = sorted((Path(__file__).resolve().parents[1] / "tests" / "scenarios").rglob("*.yaml"))
    out = {
        "save": (_seed_save(folder, pool), ".json"),
        "deck": ((cards_dir() / "decks" / "demo-crvena.yaml").read_bytes(), ".yaml"),
        "cards": ((cards_dir() / "artefakti.yaml").read_bytes(), ".yaml"),
    }
    if scen:
        out["scenario"] = (scen[0].read_bytes(), ".yaml")
    return out


LOADERS: dict[str, Callable[[Path, dict[str, CardDef]], str]] = {
    "save": _load_save,
    "deck": _check_files,
    "cards": _check_files,
    "scenario": _run_scenario,
}


def run(trials: int, seed: int = 1) -> Counter[str]:
    """Run `trials` mutated files (round-robin over the kinds); the tally of outcomes.

    Outcomes: ``<kind>:loaded``, ``<kind>:refused``, and the failures ``<kind>:traceback``,
    ``<kind>:slow``, ``<kind>:wrote`` (a file appeared outside the trial folder's input).
    """
    rng = random.Random(seed)
    tally: Counter[str] = Counter()
    pool = load_cards_or_raise()
    with tempfile.TemporaryDirectory(prefix="izvori-fuzz-") as tmp:
        root = Path(tmp)
        seeds = _seeds(root, pool)
        kinds = [k for k in KINDS if k in seeds]
        for i in range(trials):
            kind = kinds[i % len(kinds)]
            original, suffix = seeds[kind]
            folder = root / f"t{i}"
            folder.mkdir()
            path = folder / f"fajl{suffix}"
            path.write_bytes(_mutate(original, rng))
            before = sorted(root.rglob("*"))
            start = time.thread_time()
            try:
                outcome = LOADERS[kind](path, pool)
            except Exception:
                outcome = "traceback"
                print(f"trial {i} ({kind}):\n{traceback.format_exc()}", file=sys.stderr)
            if time.thread_time() - start > SLOW:
                outcome = "slow"
            if sorted(root.rglob("*")) != before:
                outcome = "wrote"
            tally[f"{kind}:{outcome.split(':')[0]}"] += 1
            path.unlink()
            folder.rmdir()
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m izvori.fuzz")
    parser.add_argument("--trials", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.monotonic()
    tally = run(args.trials, args.seed)
    for key in sorted(tally):
        print(f"{key}: {tally[key]}")
    bad = sum(n for k, n in tally.items() if not k.endswith((":loaded", ":refused")))
    print(f"{args.trials} trials in {time.monotonic() - start:.0f} s; failures: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
