"""Soak: random games over every deck pairing, invariant checks, replay determinism."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import soak_mode
from persist_helpers import card_pool

from izvori.agents import simulate as simulate_module
from izvori.cards.library import deck_paths, load_deck_by_name
from izvori.cli.main import main
from izvori.engine.carddef import CardDef
from izvori.persist import SavedGame, read_save
from izvori.tools.soak import all_pairings, replay_sample, soak


def all_decks() -> dict[str, list[CardDef]]:
    pool = card_pool()
    return {p.stem: load_deck_by_name(p.stem, pool).cards for p in deck_paths()}


#: The soak is split into parts so that pytest-xdist can run them on different cores (one test
#: of 200 games was the suite's critical path); together they play every pairing of the run.
SOAK_PARTS = 4
#: Games per pairing: one in the suite's short soak, ten in the soak command
#: (`IZVORI_SOAK=1 pytest -m soak`); IZVORI_SOAK_GAMES_PER_PAIRING sets it. The longest soak is
#: its own command (`izvori simulate --all-pairings --games 10000 --replay-check 500`, README).
GAMES_PER_PAIRING = soak_mode.size(1, 10, "IZVORI_SOAK_GAMES_PER_PAIRING")
REPLAY_CHECKS = 4
#: The short soak's opponents: deck i against deck i + k (in sorted order) for each k, so every
#: deck plays its mirror and sits in each seat against two other decks (27 of the 81 pairings,
#: one game each); the soak command plays every pairing.
SHORT_OFFSETS = (0, 1, 4)


def soak_pairings() -> list[tuple[str, str]]:
    names = sorted(all_decks())
    if soak_mode.SOAK:
        return all_pairings(names)
    n = len(names)
    return [(names[i], names[(i + k) % n]) for k in SHORT_OFFSETS for i in range(n)]


def soak_part(part: int) -> list[tuple[str, str]]:
    return soak_pairings()[part::SOAK_PARTS]


def test_the_soak_parts_cover_every_pairing_once() -> None:
    parts = [soak_part(i) for i in range(SOAK_PARTS)]
    assert sorted(p for part in parts for p in part) == sorted(set(soak_pairings()))
    names = set(all_decks())
    pairings = soak_pairings()
    assert set(pairings) <= set(all_pairings(sorted(names)))
    # every deck in each seat, against another deck and against itself
    for seat in (0, 1):
        assert {p[seat] for p in pairings if p[0] != p[1]} == names
    assert {p[0] for p in pairings if p[0] == p[1]} == names


@pytest.mark.soak
@pytest.mark.parametrize("part", range(SOAK_PARTS))
def test_soak_every_pairing_with_replay_checks(tmp_path: Path, part: int) -> None:
    decks = all_decks()
    pairings = soak_part(part)
    games = GAMES_PER_PAIRING * len(pairings)
    # CPU time, not wall time: the budget guards against a slow engine, not a busy machine
    t0 = time.process_time()
    res = soak(
        decks,
        games,
        seed=3 + part,
        replay_check=REPLAY_CHECKS,
        pairings=pairings,
        report_dir=tmp_path,
    )
    assert [f.problem for f in res.failures] == []
    assert res.games == games and res.checked == REPLAY_CHECKS
    assert set(res.pairings) == set(pairings)
    assert all(st.games >= games // len(pairings) for st in res.pairings.values())
    finished = sum(st.wins[0] + st.wins[1] + st.draws for st in res.pairings.values())
    assert finished >= games * 0.9
    # 0.9 CPU seconds a game measured on a two-core machine at load 18 (CPU time grows under
    # contention too); 1.5 s a game is twice the idle figure then (120 s for 162 games)
    assert time.process_time() - t0 < 1.5 * games


def test_a_failure_is_counted_and_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    decks = all_decks()
    calls = {"n": 0}
    real = simulate_module.check_invariants

    def flaky(game: object, ledger: object = None) -> None:
        calls["n"] += 1
        if calls["n"] == 500:
            raise simulate_module.InvariantViolation("namerno narušeno")
        real(game, ledger)  # type: ignore[arg-type]

    monkeypatch.setattr(simulate_module, "check_invariants", flaky)
    res = soak(decks, 6, seed=4, report_dir=tmp_path)
    assert len(res.failures) == 1 and res.games == 6
    fail = res.failures[0]
    assert "namerno narušeno" in fail.problem and fail.report is not None
    data = read_save(fail.report)
    assert data.crash is not None and "namerno narušeno" in data.crash["traceback"]
    SavedGame.load(fail.report, card_pool())  # the report replays


def test_sample_and_results_do_not_depend_on_jobs() -> None:
    assert replay_sample(100, 10, 1) == replay_sample(100, 10, 1)
    assert len(replay_sample(5, 10, 1)) == 5
    decks = {n: d for n, d in all_decks().items() if n in ("demo-crvena", "demo-zelena")}
    one = soak(decks, 8, seed=5, replay_check=2)
    two = soak(decks, 8, seed=5, replay_check=2, jobs=2)
    assert one.pairings == two.pairings and one.answers == two.answers
    assert one.checked == two.checked == 2 and not one.failures and not two.failures


def test_cli_soak(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code = main(
        [
            "simulate",
            "--all-pairings",
            "--games",
            "10",
            "--replay-check",
            "3",
            "--out",
            str(tmp_path),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert "grešaka: 0" in out and "ponovljeno iz snimka: 3" in out


def test_cli_simulate_failure_writes_a_replayable_report(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Plain `izvori simulate` reports a broken game in the save format, like the soak."""
    calls = {"n": 0}
    real = simulate_module.check_invariants

    def flaky(game: object, ledger: object = None) -> None:
        calls["n"] += 1
        if calls["n"] == 300:
            raise simulate_module.InvariantViolation("namerno narušeno")
        real(game, ledger)  # type: ignore[arg-type]

    monkeypatch.setattr(simulate_module, "check_invariants", flaky)
    out = tmp_path / "greska.json"
    code = main(["simulate", "--games", "3", "--seed", "2", "--out", str(out)])
    assert code == 1
    assert str(out) in capsys.readouterr().err
    data = read_save(out)
    assert data.crash is not None and "namerno narušeno" in data.crash["traceback"]
    SavedGame.load(out, card_pool())
