"""Property-based robustness of the card loader and check-cards (issue 6).

Valid card and deck files are mutated (lines deleted, duplicated, swapped; scalars changed to
other types; random bytes and YAML syntax inserted; deep nesting; anchors and aliases) and the
result is checked. Every outcome must be either a valid load or a clean ``file:line: problem``
report: never an escaping exception, never the checker's "unexpected error" fallback (that
would mean a hole in the schema), and always within a bounded time.

The suite runs 60 examples per property, the same ones every time; the soak command
(`IZVORI_SOAK=1 pytest -m soak`) 600, new ones each run. Set IZVORI_FUZZ_EXAMPLES to run many
more examples when hunting for holes.
"""

from __future__ import annotations

import copy
import re
import time
from pathlib import Path
from typing import Any

import pytest
import soak_mode
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from izvori.cards import check as check_module
from izvori.cards import yamlsafe
from izvori.cards.check import check
from izvori.cards.library import Report, card_paths, deck_paths, load_card_file, load_cards
from izvori.strings import t

EXAMPLES = soak_mode.size(60, 600, "IZVORI_FUZZ_EXAMPLES")
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,  # wall-clock deadlines fail on a busy machine; time is bounded in CPU time
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=EXAMPLES <= 150,  # CI runs the same examples every time; hunting runs don't
)
#: The part of err.internal before its argument: it must never show up.
INTERNAL = t("err.internal", arg="").split("(")[0]
#: Any single example must finish well within this (the loader bounds size and depth).
TIME_LIMIT = 1.5

CARD_TEXTS = [p.read_text(encoding="utf-8") for p in card_paths()]
DECK_TEXTS = [p.read_text(encoding="utf-8") for p in deck_paths()]
#: The seeds parsed once: the generator only needs their trees (the loader under test still
#: reads every mutated file itself, with the parser the test asks for).
_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_FAST_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
PARSED: dict[str, Any] = {t: yaml.load(t, Loader=_FAST_LOADER) for t in CARD_TEXTS + DECK_TEXTS}

#: Values that trip YAML 1.1 or the schema: other types, YAML syntax, aliases, tags, costs.
NASTY = [
    "yes", "no", "On", "off", "~", "null", "", "0", "-10", "1.5", "1e400", ".nan", "0o17",
    "017", "1:30", "1_000", "2025-01-02", "[]", "{}", "[a, b]", "{a: 1}", "[[[[[[]]]]]]",
    "&a 1", "*a", "&a [1, 2]", "<<: *a", "!!python/object/apply:os.system ['true']",
    "!!python/name:os.system", "!!binary aGk=", "!!set {a, b}", "!!int x", "!!bool maybe",
    "!!float ''", "!custom x", "'unterminated", '"unterminated', "{2}{R}", "{R}", "\"{2}{R}\"",
    "X*10", "power", "self", "target", "Biće", "Letač", "creature", "R", "2RR", "ŽŽ", "9" * 400,
    "a: b: c", "- x", "? x", "|", ">", "@", "`", "%", "\t", "\\", "#", ": x", "--- ",
    "...", "Grom", "4", "5",
]  # fmt: skip
PROBLEM_RE = re.compile(r"^.+:\d+: \S.*$")


def _assert_clean(path: Path, report: Report, elapsed: float) -> None:
    assert elapsed < TIME_LIMIT, f"{elapsed:.2f} s"
    for problem in report.problems:
        assert PROBLEM_RE.match(problem), problem
        assert "\n" not in problem, problem
        assert INTERNAL not in problem, problem


def _run(tmp_path: Path, name: str, data: bytes) -> Report:
    sub = tmp_path / ("decks" if name.startswith("deck") else "k")
    sub.mkdir(exist_ok=True)
    path = sub / f"{name}.yaml"
    path.write_bytes(data)
    start = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    report = check([str(path)])
    _assert_clean(path, report, time.process_time() - start)
    if not report.problems and "cards" in path.parent.name:
        # a clean report means the file really loads
        assert isinstance(load_cards([path]), dict)
    return report


# ---------------------------------------------------------------- strategies
def _line_mutation(draw: st.DrawFn, lines: list[str]) -> list[str]:
    lines = list(lines)
    if not lines:
        return [draw(st.sampled_from(NASTY))]
    i = draw(st.integers(0, len(lines) - 1))
    op = draw(st.sampled_from(["delete", "duplicate", "swap", "insert", "value", "indent"]))
    if op == "delete":
        del lines[i]
    elif op == "duplicate":
        lines.insert(i, lines[i])
    elif op == "swap":
        j = draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == "insert":
        indent = " " * draw(st.integers(0, 8))
        text = draw(st.one_of(st.sampled_from(NASTY), st.text(max_size=20)))
        lines.insert(i, indent + text)
    elif op == "indent":
        lines[i] = " " * draw(st.integers(1, 3)) + lines[i]
    else:
        m = re.match(r"^(\s*-?\s*[^:#\s][^:#]*:)\s*(.*)$", lines[i])
        value = draw(st.sampled_from(NASTY))
        lines[i] = f"{m.group(1)} {value}" if m else f"{lines[i]} {value}"
    return lines


@st.composite
def mutated_text(draw: st.DrawFn, texts: list[str]) -> bytes:
    text = draw(st.sampled_from(texts))
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, 3))):
        lines = _line_mutation(draw, lines)
    out = ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        pos = draw(st.integers(0, len(out)))
        out = out[:pos] + draw(st.binary(max_size=6)) + out[pos:]
    if draw(st.integers(0, 9)) == 0:
        out = out[: draw(st.integers(0, len(out)))]  # truncated
    return out


def _leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out.extend(_leaves(v, (*path, k)))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.extend(_leaves(v, (*path, i)))
    return out


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["*", "X", "X*10", "target", "self", "you", "Letač", "crvena", "Biće"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=6,
)


@st.composite
def retyped_data(draw: st.DrawFn, texts: list[str]) -> bytes:
    """A valid file with one value (anywhere in the tree) replaced by a value of another type."""
    data = copy.deepcopy(PARSED[draw(st.sampled_from(texts))])
    for _ in range(draw(st.integers(1, 2))):
        target = draw(st.sampled_from(_leaves(data)))
        new = draw(VALUES)
        if not target:
            data = new
            continue
        parent = data
        for step in target[:-1]:
            parent = parent[step]
        if draw(st.integers(0, 4)) == 0 and isinstance(parent, dict):
            parent.pop(target[-1], None)  # a missing key
        else:
            parent[target[-1]] = new
    return yaml.dump(data, Dumper=_FAST_DUMPER, allow_unicode=True, sort_keys=False).encode("utf-8")


# ---------------------------------------------------------------- properties
@pytest.fixture(params=[True, False], ids=["libyaml", "pure"])
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Run the property with libyaml's parser (when PyYAML has it) and the pure-Python one."""
    if request.param and not yamlsafe.use_libyaml:
        pytest.skip("PyYAML was built without libyaml")
    monkeypatch.setattr(yamlsafe, "use_libyaml", request.param)
    return bool(request.param)


@pytest.mark.soak
@SETTINGS
@given(data=mutated_text(CARD_TEXTS))
def test_mutated_card_files_give_a_clean_report_or_load(
    tmp_path_factory: pytest.TempPathFactory, parser: bool, data: bytes
) -> None:
    _run(tmp_path_factory.mktemp("fuzz"), "cards", data)


@pytest.fixture(scope="module")
def card_pool_once() -> dict[str, Any]:
    """The cards a deck is checked against (cards/*.yaml), loaded once for the module."""
    return check_module._default_pool(set())


@pytest.fixture
def pool_loaded_once(monkeypatch: pytest.MonkeyPatch, card_pool_once: dict[str, Any]) -> None:
    """A deck example mutates only the deck file: checking it against the same card files,
    parsed once instead of once per example, keeps the property and drops ~90% of its time.
    A deck check never skips a card file (no card file is checked alongside it)."""

    def pool(skip: set[Path]) -> dict[str, Any]:
        assert not skip
        return dict(card_pool_once)

    monkeypatch.setattr(check_module, "_default_pool", pool)


@pytest.mark.soak
@SETTINGS
@given(data=mutated_text(DECK_TEXTS))
def test_mutated_decks_give_a_clean_report_or_load(
    tmp_path_factory: pytest.TempPathFactory, parser: bool, pool_loaded_once: None, data: bytes
) -> None:
    _run(tmp_path_factory.mktemp("fuzz"), "deck", data)


@pytest.mark.soak
@SETTINGS
@given(data=retyped_data(CARD_TEXTS))
def test_card_files_with_values_of_other_types(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    _run(tmp_path_factory.mktemp("fuzz"), "cards", data)


@pytest.mark.soak
@SETTINGS
@given(data=retyped_data(DECK_TEXTS))
def test_decks_with_values_of_other_types(
    tmp_path_factory: pytest.TempPathFactory, pool_loaded_once: None, data: bytes
) -> None:
    _run(tmp_path_factory.mktemp("fuzz"), "deck", data)


@pytest.mark.soak
@SETTINGS
@given(
    depth=st.integers(1, 5000),
    kind=st.sampled_from(["[", "{a: ", "- ", "{"]),
    text=st.sampled_from(CARD_TEXTS),
)
def test_deep_nesting_is_bounded(
    tmp_path_factory: pytest.TempPathFactory, depth: int, kind: str, text: str
) -> None:
    closing = {"[": "]", "{a: ": "}", "{": "}", "- ": ""}[kind]
    if kind == "- ":
        nested = "".join("  " * i + "- \n" for i in range(min(depth, 400))) + "  " * depth + "x\n"
    else:
        nested = kind * depth + "x" + closing * depth
    doc = text.replace("cards:", f"deep: {nested}\ncards:", 1) if kind != "- " else nested
    report = _run(tmp_path_factory.mktemp("fuzz"), "cards", doc.encode("utf-8"))
    assert report.problems


@pytest.mark.soak
@SETTINGS
@given(
    width=st.integers(1, 12),
    levels=st.integers(1, 12),
    text=st.sampled_from(CARD_TEXTS),
)
def test_alias_bombs_are_refused(
    tmp_path_factory: pytest.TempPathFactory, width: int, levels: int, text: str
) -> None:
    lines = ["a0: &a0 [lol]"]
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    doc = "\n".join(lines) + "\n" + text
    report = _run(tmp_path_factory.mktemp("fuzz"), "cards", doc.encode("utf-8"))
    assert any(t("err.yaml.alias") in p for p in report.problems)


def test_a_huge_file_is_refused_quickly(tmp_path: Path) -> None:
    body = "cards:\n" + "  - name: x\n" * (yamlsafe.MAX_BYTES // 10)
    start = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    report = _run(tmp_path, "cards", body.encode("utf-8"))
    assert time.process_time() - start < TIME_LIMIT
    assert report.problems == [
        f"{_shown(tmp_path / 'k' / 'cards.yaml')}:1: {t('err.yaml.too_big')}"
    ]


def test_many_small_values_are_bounded(tmp_path: Path) -> None:
    body = "cards: [" + ", ".join(["1"] * (yamlsafe.MAX_NODES + 10)) + "]\n"
    report = _run(tmp_path, "cards", body.encode("utf-8"))
    assert any(t("err.yaml.too_big") in p for p in report.problems)


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def test_every_real_card_file_is_a_valid_seed() -> None:
    """The seeds themselves load cleanly, so every problem above comes from a mutation."""
    for path in card_paths():
        report = Report()
        load_card_file(path, report)
        assert report.problems == []
