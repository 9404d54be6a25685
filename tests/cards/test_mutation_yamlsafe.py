"""The strict YAML reader (izvori.cards.yamlsafe) pinned against mutation testing (issue 19,
session 14): its limits exactly at the edge, the line each problem is reported on, and the
heuristics that turn a parser error into a message a card author understands. Both parsers
(libyaml and the pure-Python one) must say the same."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from izvori.cards import yamlsafe
from izvori.cards.yamlsafe import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_NODES,
    LineDict,
    LineList,
    YamlProblem,
    load_file,
    load_text,
)


@pytest.fixture(params=[True, False], ids=["libyaml", "pure"], autouse=True)
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if request.param and not getattr(yaml, "__with_libyaml__", False):
        pytest.skip("PyYAML without libyaml")
    monkeypatch.setattr(yamlsafe, "use_libyaml", request.param)
    return bool(request.param)


def problem(text: str) -> tuple[int, str]:
    with pytest.raises(YamlProblem) as e:
        load_text(text)
    assert str(e.value) == f"{e.value.line}: {e.value.message}"
    return e.value.line, e.value.message


# ---------------------------------------------------------------- characters and documents
def test_a_forbidden_character_names_its_line_and_code() -> None:
    assert problem("a: 1\nb: 2\nc: x\x07y\n") == (3, "yaml.bad_char:#x0007")
    assert problem("a: \ufffe\n") == (1, "yaml.bad_char:#xfffe")


def test_a_second_document_is_refused_at_its_start() -> None:
    assert problem("a: 1\n---\nb: 2\n") == (2, "yaml.multi_doc")
    assert load_text("---\na: 1\n...\n") == {"a": 1}  # one document, marked


def test_a_document_of_one_plain_value_is_that_value() -> None:
    assert load_text("42\n") == 42
    assert load_text("tekst\n") == "tekst"
    assert load_text("") is None


# ---------------------------------------------------------------- values and keys
def test_yaml_11_values_keep_the_text_they_were_written_as() -> None:
    data = load_text("a: yes\nb: 0x1F\nc: 1.5\nd: ~\ne: tekst\nf: '5'\n")
    assert data == {"a": True, "b": 31, "c": 1.5, "d": None, "e": "tekst", "f": "5"}
    assert data.raw == {"a": "yes", "b": "0x1F", "c": "1.5", "d": "~"}
    assert data.line_of("f") == 6 and data.line_of("nema") == 1 == data.line


def test_the_line_of_a_nested_mapping_and_list() -> None:
    data = load_text("x: 1\n\ncards:\n  - name: a\n    cost: 1\n  - [b, on]\n")
    cards = data["cards"]
    assert isinstance(cards, LineList) and cards.line == 4 and cards.item_lines == [4, 6]
    first = cards[0]
    assert (
        isinstance(first, LineDict)
        and first.line == 4
        and first.key_lines
        == {
            "name": 4,
            "cost": 5,
        }
    )
    assert cards[1].line == 6 and cards[1].raw == {1: "on"}
    assert data.key_lines == {"x": 1, "cards": 3}


def test_a_date_is_refused_only_when_yaml_guessed_it() -> None:
    assert problem("a: 1\nb: 2025-01-02\n") == (2, "yaml.date:2025-01-02")
    assert load_text("b: '2025-01-02'\n") == {"b": "2025-01-02"}
    assert problem("b: !!timestamp 2025-01-02\n") == (1, "yaml.tag:tag:yaml.org,2002:timestamp")
    assert problem("b: ! 2025-01-02\n") == (1, "yaml.date:2025-01-02")


def test_a_bad_explicit_value_quotes_at_most_40_characters() -> None:
    assert problem("a: 1\nb: !!int " + "z" * 50 + "\n") == (2, "yaml.value:" + "z" * 40)
    assert load_text("a: !!int '12'\n") == {"a": 12}
    assert load_text("a: !!str 12\n") == {"a": "12"}


def test_keys_are_text_a_number_key_is_its_digits_and_may_not_repeat() -> None:
    assert load_text("1: a\n") == {"1": "a"}
    assert problem("1: a\n'1': b\n") == (2, "yaml.duplicate_key:1")
    assert problem("a: 1\n? {x: 1}\n: 2\n") == (2, "yaml.key_type")
    assert problem("a: 1\nno: 2\n") == (2, "yaml.key_bool:no")
    assert problem("a: 1\n!!null '': 2\n") == (2, "yaml.key_bool:")


def test_a_merge_key_is_refused_but_the_text_is_allowed_elsewhere() -> None:
    assert problem("a: 1\n<<: {b: 2}\n") == (2, "yaml.merge")
    assert load_text("a: '<<'\n'<<': 3\n") == {"a": "<<", "<<": 3}


def test_an_anchor_is_refused_on_any_node() -> None:
    assert problem("a: 1\nb: &x [1]\n") == (2, "yaml.alias")
    assert problem("a: 1\nb: &x 5\n") == (2, "yaml.alias")
    assert problem("a: 1\nb: &x {c: 1}\n") == (2, "yaml.alias")


def test_only_plain_mappings_and_lists_may_be_tagged() -> None:
    assert load_text("a: !!map {b: 1}\nc: !!seq [1]\nd: ! [2]\n") == {
        "a": {"b": 1},
        "c": [1],
        "d": [2],
    }
    assert problem("a: 1\nb: !!omap [c: 1]\n") == (2, "yaml.tag:tag:yaml.org,2002:omap")
    assert problem("a: !lista [1]\n") == (1, "yaml.tag:!lista")


# ---------------------------------------------------------------- syntax errors, explained
def test_an_unclosed_quote_is_reported_where_it_was_opened() -> None:
    assert problem('a: 1\nb: "otvoreno\nc: 2\nd: 3\n') == (2, "yaml.unclosed_quote")


def test_a_tab_in_the_indentation_is_named() -> None:
    assert problem("a:\n  b: 1\n\tc: 2\n") == (3, "yaml.tab")


def test_a_braced_mana_cost_is_named_on_its_line_or_the_line_before() -> None:
    assert problem("name: x\ncost: {2}{R}\n") == (2, "yaml.mana_braces")
    assert problem("name: x\nkicker: {R}\n  x\n") == (2, "yaml.mana_braces")


def test_a_colon_in_a_value_is_named() -> None:
    assert problem("a: 1\nb: Letač: leti\n") == (2, "yaml.colon")


def test_any_other_syntax_error_quotes_the_parser() -> None:
    line, message = problem("a: 1\nb: [1, 2\nc: 3\n")
    key, _, arg = message.partition(":")
    assert key == "yaml.syntax" and arg and line >= 2


def test_the_parser_error_s_line_when_it_points_past_the_text(parser: bool) -> None:
    line, message = problem("a: [1, 2")
    # libyaml points at the line after the last one, the pure parser at the last one
    assert message.startswith("yaml.syntax:") and line == (2 if parser else 1)


# ------------------------------------------------ limits, at the edge (last: the slowest)
def test_nesting_up_to_the_limit_is_read_one_more_is_refused() -> None:
    assert load_text("a: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n") is not None
    assert problem("a: " + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "\n") == (1, "yaml.too_deep")


def test_up_to_the_node_limit_is_read_one_more_is_refused() -> None:
    ok = "[" + ", ".join(["1"] * (MAX_NODES - 1)) + "]\n"  # the list and its items
    assert len(load_text(ok)) == MAX_NODES - 1
    too_many = "[" + ", ".join(["1"] * MAX_NODES) + "]\n"
    assert problem(too_many) == (1, "yaml.too_big")


def test_the_size_limit_counts_bytes_not_characters() -> None:
    exactly = "a: " + "x" * (MAX_BYTES - 4) + "\n"
    assert len(exactly) == MAX_BYTES and load_text(exactly) == {"a": "x" * (MAX_BYTES - 4)}
    assert problem(exactly + " ") == (1, "yaml.too_big")
    # fewer characters than the limit, but "š" is two bytes in UTF-8
    wide = "a: " + "š" * (MAX_BYTES // 2) + "\n"
    assert len(wide) < MAX_BYTES and problem(wide) == (1, "yaml.too_big")


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "veliki.yaml"
    big.write_text("a: " + "x" * MAX_BYTES + "\n", encoding="utf-8")
    with pytest.raises(YamlProblem) as e:
        load_file(big)
    assert (e.value.line, e.value.message) == (1, "yaml.too_big")


def test_a_file_that_is_no_regular_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    fifo = tmp_path / "cev.yaml"
    os.mkfifo(fifo)
    with pytest.raises(YamlProblem) as e:
        load_file(fifo)
    assert e.value.line == 0
    key, _, reason = e.value.message.partition(":")
    assert key == "file.refused" and "običan fajl" in reason


def test_a_file_that_is_not_utf8_names_the_line_of_the_first_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "los.yaml"
    path.write_bytes(b"a: 1\nb: 2\nc: \xc8ak\n")
    with pytest.raises(YamlProblem) as e:
        load_file(path)
    assert (e.value.line, e.value.message) == (3, "file.not_utf8")
    path.write_bytes("a: š\n".encode())
    assert load_file(path) == {"a": "š"}


# ------------------------------------------------ session 15: the run through all mutants
def test_a_mapping_or_list_made_by_hand_has_no_raw_text() -> None:
    """`raw_of` of a LineDict/LineList built without the loader (no `raw` attribute): None."""
    assert LineDict().raw_of("a") is None
    assert LineList().raw_of(0) is None


def test_a_parser_error_without_a_mark_or_a_problem_is_line_1() -> None:
    """The fallbacks of `_syntax_problem`: no mark is line 1, no problem quotes the context,
    neither quotes nothing."""
    bare = yamlsafe._syntax_problem(yaml.MarkedYAMLError(), "a: 1\n")
    assert (bare.line, bare.message) == (1, "yaml.syntax:")
    context = yamlsafe._syntax_problem(yaml.MarkedYAMLError(context="u mapi"), "a: 1\n")
    assert (context.line, context.message) == (1, "yaml.syntax:u mapi")


def test_a_braced_mana_cost_on_the_first_line() -> None:
    assert problem("cost: {2}{R}\n") == (1, "yaml.mana_braces")
    # the error is on line 2, the cost on line 1
    assert problem("cost: {R}\n  x\n") == (1, "yaml.mana_braces")


def test_an_error_on_the_first_line_does_not_look_at_the_last_one() -> None:
    assert problem("a: b: c\nx: 1\ncost: {R}\n") == (1, "yaml.colon")


def test_a_braced_cost_left_open_at_the_end_of_the_file() -> None:
    # libyaml points at the line after the last one, the pure parser at the last one
    assert problem("name: x\nkicker: {R") == (2, "yaml.mana_braces")


def test_a_tab_inside_a_line_is_not_an_indentation_tab() -> None:
    assert problem("a: 1\nb: Letač: leti\tx\n") == (2, "yaml.colon")


def test_an_event_without_a_mark_is_line_1() -> None:
    assert yamlsafe._line(None) == 1


def test_a_forbidden_character_after_a_first_empty_line_is_on_line_2() -> None:
    assert problem("\na: x\x07\n") == (2, "yaml.bad_char:#x0007")


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (yaml.YAMLError("kvar"), (1, "yaml.syntax:kvar")),
        (RecursionError(), (1, "yaml.too_big")),
        (MemoryError(), (1, "yaml.too_big")),
    ],
    ids=["yaml-error-without-a-mark", "recursion", "memory"],
)
def test_a_parser_failure_without_a_line_is_line_1(
    monkeypatch: pytest.MonkeyPatch, error: BaseException, expected: tuple[int, str]
) -> None:
    def failing(*args: object, **kwargs: object) -> object:
        raise error

    monkeypatch.setattr(yaml, "parse", failing)
    assert problem("a: 1\n") == expected


def test_a_merge_key_with_the_non_specific_tag_is_still_a_merge_key() -> None:
    assert problem("a: 1\n! <<: {b: 2}\n") == (2, "yaml.merge")


def test_after_a_document_of_one_value_the_rest_of_the_file_is_still_read() -> None:
    assert problem("42\n---\n43\n") == (2, "yaml.multi_doc")
