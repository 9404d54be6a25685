"""benchmarks/blunder_scan.py (issue 14: "never make it weaker by blundering in obvious
spots"): `lako` against `lako` over the starter decks, every answer judged on copies of the
game. The scan's first 48 games of seed 1 held a must-chump missed before session 27 (game
44: two good trades took the blockers that had to stop 50 + 20 of 90 damage, C10)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from izvori.agents.arena import schedule
from izvori.agents.arena_cli import starter_decks
from izvori.agents.lako import HeuristicAgent
from izvori.cards.library import load_cards_or_raise
from izvori.engine.decisions import PASS, DecisionKind
from izvori.scenario.table import card_pool, setup

SCAN = Path(__file__).resolve().parents[2] / "benchmarks" / "blunder_scan.py"


@pytest.fixture(scope="module")
def scan() -> ModuleType:
    spec = importlib.util.spec_from_file_location("blunder_scan", SCAN)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclass reads its own module's names)
    spec.loader.exec_module(module)
    return module


def test_no_blunder_in_the_scans_first_games(scan: ModuleType) -> None:
    specs = schedule(("lako", "lako"), starter_decks(), 48, 1, None, 40)
    found = [b.line() for spec in specs for b in scan.scan_game(spec)]
    assert not found, "\n".join(found)


def test_the_must_chump_judge_sees_a_missed_block(scan: ModuleType) -> None:
    """C10: Boris at 30 life, Ana's 40/30 attacks; no block loses, a chump saves him."""
    game = setup(
        card_pool(),
        "active: Ana\nstep: napadači\ncombat:\n  attackers: [Red Svete Šume]\nplayers:\n"
        "  - name: Ana\n    play:\n      - {card: Red Svete Šume, tapped: true}\n"
        "    library: [Severnjak, Severnjak]\n"
        "  - name: Boris\n    life: 30\n    play: [Severnjak]\n"
        "    library: [Severnjak, Severnjak]\n",
    )
    pool = load_cards_or_raise()
    while game.pending is not None and game.pending.kind != DecisionKind.BLOCKERS:
        game.submit(scan._passive(game.pending))
    d = game.pending
    assert d is not None
    assert scan.must_chump(game, d, [], pool, HeuristicAgent(pool)) is not None
    assert scan.must_chump(game, d, [list(d.options[0])], pool, HeuristicAgent(pool)) is None


def test_the_loses_by_itself_judge_sees_a_play_that_loses(scan: ModuleType) -> None:
    """Napad Vukova with no creatures of our own: our life becomes 0 (A3.32) — a play that
    loses the game by itself, where passing doesn't."""
    vilenjak = "{card: Šumski Vilenjak, as_source: true}"
    game = setup(
        card_pool(),
        "active: Ana\nstep: glavna2\nplayers:\n"
        "  - name: Ana\n    hand: [Napad Vukova]\n"
        f"    play: [{', '.join([vilenjak] * 8)}]\n"
        "    library: [Severnjak, Severnjak]\n"
        "  - name: Boris\n    play: [Mladi Vuk]\n    library: [Severnjak, Severnjak]\n",
    )
    pool = load_cards_or_raise()
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    cast = next(a for a in d.options if getattr(a, "kind", "") == "cast")
    agent = HeuristicAgent(pool)
    assert scan.loses_by_itself(game, d, cast, pool, agent) is not None
    assert scan.loses_by_itself(game, d, PASS, pool, agent) is None


def test_the_passive_side_obeys_an_attack_requirement(scan: ModuleType) -> None:
    """E1.10: Glineni Divljan "napada ako može" — the side that does nothing still attacks
    with it (an empty declaration is refused by the engine, E1.40), and with nothing else."""
    game = setup(
        card_pool(),
        "active: Boris\nstep: glavna1\nplayers:\n"
        "  - name: Ana\n    library: [Severnjak, Severnjak]\n"
        "  - name: Boris\n    play: [Glineni Divljan, Mladi Vuk]\n"
        "    library: [Severnjak, Severnjak]\n",
    )
    while game.pending is not None and game.pending.kind != DecisionKind.ATTACKERS:
        game.submit(scan._passive(game.pending))
    d = game.pending
    assert d is not None
    declared = scan._passive(d)
    assert [game.objects[i].card.name for i in declared] == ["Glineni Divljan"]
    game.submit(declared)
