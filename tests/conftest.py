"""Collect tests/scenarios/**/*.yaml as tests, run by the same runner as `izvori scenario`."""

from __future__ import annotations

import gc
import hashlib
import os
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

# Compiled modules are written and reused even where the environment sets
# PYTHONDONTWRITEBYTECODE (this machine does): without them every xdist worker compiles izvori
# and rewrites the asserts of every test module again at every run, 7 CPU s instead of 3 per
# worker (docs/testing.md). Set before izvori is first imported; __pycache__ is git-ignored.
sys.dont_write_bytecode = False

from izvori.cards.library import load_cards_or_raise  # noqa: E402
from izvori.cards.locations import ENV_DATA_DIR  # noqa: E402
from izvori.engine.carddef import CardDef  # noqa: E402


def pytest_configure(config: pytest.Config) -> None:
    """No test reads or writes the player's real data folder (saves, own cards and decks):
    each test process gets an empty one; tests that need their own still set it themselves."""
    os.environ[ENV_DATA_DIR] = tempfile.mkdtemp(prefix="izvori-test-data-")
    os.environ.pop("IZVORI_CARDS", None)
    shorter_idle_waits()


#: How long Textual's pilot sleeps between its looks at the CPU clock while it waits for the app
#: to go idle (after every key and every `pilot.pause()`): Textual's 20 ms made the TUI tests
#: sleep about as long as they computed, a core left idle (docs/testing.md). Idle is still
#: "under a twentieth of the window spent computing", as in Textual.
IDLE_WINDOW_S = 0.005


def shorter_idle_waits() -> None:
    import textual._wait

    # names of Textual's private module (textual 8): a rename must not pass unnoticed
    assert textual._wait.SLEEP_GRANULARITY and textual._wait.SLEEP_IDLE
    textual._wait.SLEEP_GRANULARITY = IDLE_WINDOW_S
    textual._wait.SLEEP_IDLE = IDLE_WINDOW_S / 20


def pytest_collection_finish(session: pytest.Session) -> None:
    """What is loaded for the whole run (modules, the collected tests, the card pool) is moved
    out of the cycle collector's sight, as the game does after its start-up
    (`izvori.collector.freeze_loaded`): every later full collection walks only what the
    running test made. The computer player collects fully after each of its moves
    (`izvori.collector.collect`), so a TUI game against it pays each walk many times."""
    gc.collect()
    gc.freeze()
    keep_parsed_card_files()


#: test folders whose tests are about reading card files: they always parse (no kept copy)
PARSING_TESTS = ("tests/cards/", "tests/hardening/")
#: (path, hash of its bytes, loader) -> (its cards, how many the parse counted as checked)
_parsed: dict[tuple[str, bytes, bool], tuple[dict[str, tuple[CardDef, int]], int]] = {}
_keep_parsed = [False]


def keep_parsed_card_files() -> None:
    """Every game, app and tool a test starts reads the 27 card files again (0.1 CPU s: about
    300 times in a run). A card file is parsed once per test process for each content (its
    bytes, hashed) and loader; the same bytes always give the same cards. Only a regular file
    whose parse reported no problem is kept. Tests of the loader itself (PARSING_TESTS) and any
    test that swaps the loader's parts always parse. Installed after collection, so modules
    that imported `load_card_file` by name (the loader's tests) hold the parser itself."""
    from izvori.cards import library, yamlsafe

    parse = library.load_card_file
    build_card = library.build_card

    def load_card_file(path: Path, report: library.Report) -> dict[str, tuple[CardDef, int]]:
        try:
            regular = stat.S_ISREG(path.stat().st_mode)
        except OSError:
            regular = False
        if not (_keep_parsed[0] and regular and library.build_card is build_card):
            return parse(path, report)
        data = path.read_bytes()
        key = (str(path), hashlib.blake2b(data).digest(), yamlsafe.use_libyaml)
        kept = _parsed.get(key)
        if kept is not None:
            report.cards_checked += kept[1]
            return dict(kept[0])
        problems, checked = len(report.problems), report.cards_checked
        cards = parse(path, report)
        if len(report.problems) == problems:
            _parsed[key] = (dict(cards), report.cards_checked - checked)
        return cards

    library.load_card_file = load_card_file


def pytest_runtest_setup(item: pytest.Item) -> None:
    _keep_parsed[0] = not item.nodeid.startswith(PARSING_TESTS)


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Textual's `StylesCache.get_inner_outer` is an `lru_cache` on a method: its keys hold the
    last 1,024 style caches — each with the rendered lines of its widget — alive long after
    their apps closed (about 15,000 objects a TUI test, 270,000 after the 18 snapshot tests),
    and every full collection walks them. Cleared after each test: only a cache."""
    styles_cache = sys.modules.get("textual._styles_cache")
    if styles_cache is not None:
        styles_cache.StylesCache.get_inner_outer.cache_clear()


_POOL: dict[str, CardDef] | None = None


def card_pool() -> dict[str, CardDef]:
    global _POOL
    if _POOL is None:
        _POOL = load_cards_or_raise()
    return _POOL


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> Any:
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self) -> Any:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        from izvori.scenario.runner import run_file

        out = run_file(self.path, card_pool())
        if not out.passed:
            raise ScenarioFailed(out.message)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario: {self.name}"


class ScenarioFailed(Exception):
    pass


#: The slowest tests (CPU seconds measured on the two-core machine, docs/testing.md), longest
#: first. Their files run before everything else so that pytest-xdist hands them out first and
#: the short tests fill in behind them: a long test picked up last would leave the other core
#: idle while it finishes. Whole files move, in their own order, so a module-scoped fixture
#: (test_packaging's built wheel) is still set up once per worker, not once more for a test
#: moved away from its module. `tests/test_slow_first.py` checks every name still exists.
#: The wheel build comes second for its wall time: mostly waiting for `python -m build`.
SLOW_FIRST: tuple[str, ...] = (
    "tests/tui/test_hidden_info.py::test_other_hand_never_on_screen_in_a_full_game_kept_as_a_replay",
    "tests/test_packaging.py::test_the_wheel_holds_code_cards_rules_and_styles_and_nothing_else",
    "tests/agents/test_search.py::test_d_swapped_hidden_cards_same_search_answers",
    "tests/agents/test_lako.py::test_every_decision_answered_legally_from_random_states",
    "tests/agents/test_determinize.py::test_sampled_world_keeps_the_view_and_plays",
    "tests/agents/test_honesty.py::test_d_swapped_hidden_cards_same_answers",
    "tests/tui/test_replay.py::test_the_tape_reaches_every_position_exactly",
    "tests/tui/test_pacing.py::test_ana_sees_the_same_screens_whatever_boris_holds",
    "tests/tui/test_tutorial.py::test_leaving_and_coming_back_resumes_at_the_same_lesson",
    "tests/tui/test_builder_screens.py::test_browser_and_rules_snapshots_at_80x24_and_160x50",
    "tests/persist/test_kill.py::test_sigkill_at_random_moments_never_loses_the_game",
    "tests/agents/test_play_tui.py::test_computer_plays_its_seat_without_handover",
    "tests/tui/test_play.py::test_two_turns_source_creature_response_attack_and_block",
    # session 10's durations: a process pool and a collecting pytest, both waited for
    "tests/persist/test_soak.py::test_sample_and_results_do_not_depend_on_jobs",
    "tests/test_soak_mode.py::test_the_soak_command_collects_the_long_versions",
)
#: each listed file's place: that of its first (longest) listed test
_FILE_RANK: dict[str, int] = {}
for _rank, _name in enumerate(SLOW_FIRST):
    _FILE_RANK.setdefault(_name.split("::", 1)[0], _rank)


def _slow_rank(item: pytest.Item) -> int:
    return _FILE_RANK.get(item.nodeid.split("::", 1)[0], len(SLOW_FIRST))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # a stable sort: the listed files first in the list's order, each in its own order; the
    # rest in collection order
    items.sort(key=_slow_rank)
