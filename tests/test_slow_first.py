"""The suite's slow-first list (tests/conftest.py) names tests that exist, once each."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _root_conftest() -> ModuleType:
    # by path: the name `conftest` may already be another folder's conftest in this process
    spec = importlib.util.spec_from_file_location("_root_conftest", ROOT / "tests" / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_slow_first_name_is_a_test_function() -> None:
    slow_first = _root_conftest().SLOW_FIRST
    assert len(set(slow_first)) == len(slow_first)
    for nodeid in slow_first:
        path, _, name = nodeid.partition("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert re.search(rf"^(async )?def {re.escape(name)}\(", source, re.M), nodeid


class _Item:
    def __init__(self, nodeid: str) -> None:
        self.nodeid = nodeid


def test_listed_files_sort_first_whole_and_in_list_order() -> None:
    conftest = _root_conftest()
    first = conftest.SLOW_FIRST[0]
    search = "tests/agents/test_search.py::test_d_swapped_hidden_cards_same_search_answers"
    names = [first, f"{search}[2]", "tests/agents/test_search.py::test_pick", "tests/x.py::y"]
    ranks = [conftest._slow_rank(_Item(n)) for n in names]
    at = conftest.SLOW_FIRST.index(search)
    assert ranks == [0, at, at, len(conftest.SLOW_FIRST)]
