"""Property-based robustness of the scenario runner (issue 6): a mutated scenario file gives a
clean pass or a ``file:line: problem`` failure — never an exception, never a hang."""

from __future__ import annotations

import re
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from izvori.cards.library import load_cards_or_raise
from izvori.scenario.runner import run_file

SCENARIOS = sorted(Path(__file__).parent.glob("scenarios/**/*.yaml"))[::25]
TEXTS = [p.read_text(encoding="utf-8") for p in SCENARIOS]
NASTY = ["yes", "no", "~", "", "0", "-10", "1.5", "[]", "{}", "[a, b]", "{a: 1}", "&a 1", "*a",
         "!!python/name:os.system", "'x", "Ana", "Boris", "Grom", "Grom#9", "999999", "true",
         "glavna1", "napadači", "priority", "{pass: Ana}", "[[1, 2]]", "X*10", "null"]  # fmt: skip
PROBLEM_RE = re.compile(r"^.+:\d+: \S")
POOL = load_cards_or_raise()


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(TEXTS)).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "swap", "value", "truncate"]))
        if how == "delete":
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "value" and ":" in lines[i]:
            head = lines[i].split(":", 1)[0]
            lines[i] = f"{head}: {draw(st.sampled_from(NASTY))}"
        else:
            lines = lines[:i]
    return "\n".join(lines) + "\n"


@settings(
    max_examples=120,
    deadline=None,  # wall-clock deadlines fail on a busy machine; time is bounded in CPU time
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(text=mutated())
def test_mutated_scenario_files_fail_cleanly(tmp_path_factory: object, text: str) -> None:
    path = Path(str(tmp_path_factory.mktemp("s"))) / "mutated.yaml"  # type: ignore[attr-defined]
    path.write_text(text, encoding="utf-8")
    start = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    outcome = run_file(path, POOL)
    assert time.process_time() - start < 2.5
    if not outcome.passed:
        assert PROBLEM_RE.match(outcome.message), outcome.message
        assert "Traceback" not in outcome.message
