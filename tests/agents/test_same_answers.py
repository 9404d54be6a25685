"""Issue 14: making the search cheaper must not change what it answers.

Four short tesko–lako games, played with the search deterministic (only the world count ends
a search), give every answer and reason of both seats and, at each searched decision, every
rollout's score — as the code of b424ac5 (before this session's speed work) gave them
(`tests/agents/data/search_answers.json`). A rollout that plays a single answer differently, a
world dealt otherwise or a score worked out otherwise shows as a difference here.

A change *meant* to change the answers (a better `lako`, another evaluation) re-records the file
(`python benchmarks/search_cost.py record tests/agents/data/search_answers.json --short`) and
says so in its commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from izvori.agents.same_answers import SHORT_GAMES, short_games

RECORDED = Path(__file__).parent / "data" / "search_answers.json"


def test_deterministic_search_games_answer_as_recorded() -> None:
    was = json.loads(RECORDED.read_text(encoding="utf-8"))["games"]
    now = short_games()
    assert len(now) == len(was) == len(SHORT_GAMES)
    searched = 0
    for game, (got, expected) in enumerate(zip(now, was, strict=True)):
        for n, (line, old) in enumerate(zip(got, expected, strict=False)):
            assert line == old, f"game {game}, answer {n}"
        assert len(got) == len(expected), f"game {game}: {len(expected)} answers were"
        searched += sum(1 for line in got if "Pretraga" in line)
    assert searched >= 40  # the games do exercise the search, not only the heuristic
