"""The suite's slow-first list (tests/conftest.py) names tests that exist, once each."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import SLOW_FIRST, _slow_rank

ROOT = Path(__file__).resolve().parent.parent


def test_every_slow_first_name_is_a_test_function() -> None:
    assert len(set(SLOW_FIRST)) == len(SLOW_FIRST)
    for nodeid in SLOW_FIRST:
        path, _, name = nodeid.partition("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert re.search(rf"^(async )?def {re.escape(name)}\(", source, re.M), nodeid


class _Item:
    def __init__(self, nodeid: str) -> None:
        self.nodeid = nodeid


def test_listed_tests_and_their_cases_sort_first_in_list_order() -> None:
    soak = "tests/persist/test_soak.py::test_soak_every_pairing_with_replay_checks"
    ranks = [_slow_rank(_Item(n)) for n in (SLOW_FIRST[0], f"{soak}[2]", "tests/x.py::test_y")]  # type: ignore[arg-type]
    assert ranks == [0, SLOW_FIRST.index(soak), len(SLOW_FIRST)]
