"""A strict, safe YAML loader for card, deck and scenario files.

* `yaml.safe_load` semantics for plain values (YAML 1.1 resolution: ``yes``/``no``/``on``/``off``
  are booleans), but no tag can construct a Python object: only text, integers, floats,
  booleans and null are ever built, plus mappings and lists. Any other tag (``!!python/...``,
  ``!!set``, ``!!binary``, custom ``!tags``) is an error.
* Duplicate keys are an error (PyYAML silently keeps the last one).
* Anchors and aliases are refused, so an "alias bomb" can't blow up; merge keys (``<<``) too.
* Every mapping remembers the line of each of its keys, for `file:line:` messages, and the
  source text of plain values YAML turned into something other than text (``no`` → False),
  so the card schema can say what happened.
* Size, node count and nesting are bounded; the value is built from the parser's event stream
  without recursion, so no document can exhaust the Python stack.
* libyaml's C parser is used when PyYAML has it (much faster), the pure-Python one otherwise;
  both give the same values.

Every problem is raised as `YamlProblem(line, "key:arg")`; `key` names a message
``err.<key>`` in `izvori.strings`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

from izvori.fileread import MAX_YAML_BYTES, FileRefused, read_regular

MAX_BYTES = MAX_YAML_BYTES
MAX_DEPTH = 40
MAX_NODES = 50_000

_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = frozenset(_TAG + k for k in ("str", "int", "float", "bool", "null"))
_MAP_TAGS = frozenset({None, "!", _TAG + "map"})
_SEQ_TAGS = frozenset({None, "!", _TAG + "seq"})
#: Characters YAML does not allow in a stream (same set as PyYAML's reader).
_NON_PRINTABLE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)
#: A mana-cost key followed by a `{` on the line a syntax error points at.
_BRACED_COST = re.compile(r"(cost|mana|kicker|istocnik|regeneration)\s*:\s*\{")

#: Use libyaml's parser when PyYAML was built with it (tests switch this off to check both).
use_libyaml: bool = bool(getattr(yaml, "__with_libyaml__", False))


class YamlProblem(Exception):
    """A problem with a YAML file, with the (1-based) line it was found on."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(f"{line}: {message}")


class LineDict(dict[str, Any]):
    """A mapping that knows the line of itself and of each key.

    `raw` holds the source text of plain values that YAML resolved to something other than
    text (``name: no`` → ``raw["name"] == "no"``), so a message can quote what was written.
    """

    line: int = 0
    key_lines: dict[str, int]
    raw: dict[str, str]

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.line)

    def raw_of(self, key: str) -> str | None:
        return getattr(self, "raw", {}).get(key)


class LineList(list[Any]):
    """A list that knows its own line and the line of each item (and raw text, as LineDict)."""

    line: int = 0
    item_lines: list[int]
    raw: dict[int, str]

    def raw_of(self, index: int) -> str | None:
        return getattr(self, "raw", {}).get(index)


def _new_dict(line: int) -> LineDict:
    d = LineDict()
    d.line = line
    d.key_lines = {}
    d.raw = {}
    return d


def _new_list(line: int) -> LineList:
    lst = LineList()
    lst.line = line
    lst.item_lines = []
    lst.raw = {}
    return lst


def _line(mark: Any) -> int:
    """The 1-based line of a parser mark (1 when the parser gave none)."""
    return int(mark.line) + 1 if mark is not None else 1


class _Builder:
    """Builds plain Python values from a YAML event stream, iteratively."""

    def __init__(self) -> None:
        self.resolver = Resolver()
        self.constructor = SafeConstructor()
        self.nodes = 0

    def resolve(self, ev: yaml.ScalarEvent) -> str:
        """The tag YAML 1.1 gives a plain or quoted scalar without an explicit tag."""
        return str(self.resolver.resolve(ScalarNode, ev.value, ev.implicit))  # type: ignore[no-untyped-call]

    def scalar(self, ev: yaml.ScalarEvent) -> tuple[Any, str | None]:
        """The value of a scalar event and, if it is not text, the text it was written as."""
        line = _line(ev.start_mark)
        tag = ev.tag
        if tag is None or tag == "!":
            tag = self.resolve(ev)
        if tag == _TAG + "timestamp" and (ev.tag is None or ev.tag == "!"):
            raise YamlProblem(line, f"yaml.date:{ev.value}")
        if tag not in _SCALAR_TAGS:
            raise YamlProblem(line, f"yaml.tag:{tag}")
        if tag == _TAG + "str":
            return ev.value, None
        node = ScalarNode(tag, ev.value, None, None, ev.style)
        try:
            value = SafeConstructor.yaml_constructors[tag](self.constructor, node)
        except Exception as e:  # a bad explicit `!!int x`, a 10,000-digit number, ...
            raise YamlProblem(line, f"yaml.value:{ev.value[:40]}") from e
        return value, ev.value

    def build(self, events: Any) -> Any:
        """Consume the events of one stream; return the single document's value."""
        stack: list[tuple[LineDict | LineList, list[Any]]] = []
        # each frame: (container, [pending key, pending key line] for mappings)
        result: Any = None
        documents = 0
        done = False
        for ev in events:
            if isinstance(ev, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise YamlProblem(_line(ev.start_mark), "yaml.multi_doc")
                continue
            if isinstance(ev, (yaml.StreamStartEvent, yaml.StreamEndEvent, yaml.DocumentEndEvent)):
                continue
            line = _line(ev.start_mark)
            if isinstance(ev, yaml.AliasEvent):
                raise YamlProblem(line, "yaml.alias")
            if isinstance(ev, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                value, _frame = stack.pop()
                done = self._put(stack, value, None, line, value.line)
                if done:
                    result = value
                continue
            if not isinstance(ev, yaml.NodeEvent):  # pragma: no cover - no other event exists
                raise YamlProblem(line, "yaml.node")
            if ev.anchor is not None:
                raise YamlProblem(line, "yaml.alias")
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise YamlProblem(line, "yaml.too_big")
            if isinstance(ev, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                is_map = isinstance(ev, yaml.MappingStartEvent)
                if ev.tag not in (_MAP_TAGS if is_map else _SEQ_TAGS):
                    raise YamlProblem(line, f"yaml.tag:{ev.tag}")
                if len(stack) >= MAX_DEPTH:
                    raise YamlProblem(line, "yaml.too_deep")
                container: LineDict | LineList = _new_dict(line) if is_map else _new_list(line)
                stack.append((container, []))
                continue
            if not isinstance(ev, yaml.ScalarEvent):  # pragma: no cover
                raise YamlProblem(line, "yaml.node")
            if (
                stack
                and isinstance(stack[-1][0], LineDict)
                and not stack[-1][1]
                and (ev.tag is None or ev.tag == "!")
                and self.resolve(ev) == _TAG + "merge"
            ):
                raise YamlProblem(line, "yaml.merge")
            value, raw = self.scalar(ev)
            if not stack:
                result = value
                done = True
                continue
            self._put(stack, value, raw, line, line)
        if len(stack) != 0 and not done:  # pragma: no cover - the parser guarantees balance
            raise YamlProblem(stack[-1][0].line, "yaml.node")
        return result

    @staticmethod
    def _put(
        stack: list[tuple[LineDict | LineList, list[Any]]],
        value: Any,
        raw: str | None,
        line: int,
        value_line: int,
    ) -> bool:
        """Put a finished value into the container on top of the stack; True if it was the root."""
        if not stack:
            return True
        container, pending = stack[-1]
        if isinstance(container, LineList):
            if raw is not None:
                container.raw[len(container)] = raw
            container.append(value)
            container.item_lines.append(value_line)
            return False
        if not pending:  # this value is a key
            if isinstance(value, (LineDict, LineList)):
                raise YamlProblem(value.line, "yaml.key_type")
            if isinstance(value, bool) or value is None:
                raise YamlProblem(line, f"yaml.key_bool:{raw if raw is not None else ''}")
            key = str(value)
            if key in container:
                raise YamlProblem(line, f"yaml.duplicate_key:{key}")
            pending.extend((key, line))
            return False
        key, key_line = pending
        pending.clear()
        container[key] = value
        container.key_lines[key] = key_line
        if raw is not None:
            container.raw[key] = raw
        return False


def _syntax_problem(e: yaml.MarkedYAMLError, text: str) -> YamlProblem:
    """A Serbian-keyed problem for a parser error, at the most useful line."""
    problem = str(e.problem or e.context or "")
    context = str(e.context or "")
    mark = e.problem_mark or e.context_mark
    line = mark.line + 1 if mark is not None else 1
    lines = text.splitlines()
    src = lines[line - 1] if 0 < line <= len(lines) else ""
    if "quoted scalar" in context and e.context_mark is not None:
        return YamlProblem(e.context_mark.line + 1, "yaml.unclosed_quote")
    if "\t" in problem or "tab" in problem or src[: len(src) - len(src.lstrip())].count("\t"):
        return YamlProblem(line, "yaml.tab")
    for candidate in (src, lines[line - 2] if 1 < line <= len(lines) + 1 else ""):
        if _BRACED_COST.search(candidate):
            at = line if candidate is src else line - 1
            return YamlProblem(at, "yaml.mana_braces")
    if "mapping values are not allowed" in problem:
        return YamlProblem(line, "yaml.colon")
    return YamlProblem(line, f"yaml.syntax:{problem}")


def load_text(text: str) -> Any:
    """Parse one YAML document; raise YamlProblem with a line number on any problem."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise YamlProblem(1, "yaml.too_big")
    bad = _NON_PRINTABLE.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        raise YamlProblem(line, f"yaml.bad_char:#x{ord(bad.group()):04x}")
    if text.startswith("\ufeff"):
        text = text[1:]
    loader = yaml.CSafeLoader if use_libyaml and hasattr(yaml, "CSafeLoader") else yaml.SafeLoader
    try:
        return _Builder().build(yaml.parse(text, Loader=loader))
    except YamlProblem:
        raise
    except yaml.MarkedYAMLError as e:
        raise _syntax_problem(e, text) from None
    except yaml.YAMLError as e:
        raise YamlProblem(1, f"yaml.syntax:{e}") from None
    except (RecursionError, MemoryError):
        raise YamlProblem(1, "yaml.too_big") from None


def load_file(path: Path) -> Any:
    """Read and parse a UTF-8 YAML file; raise YamlProblem on any problem.

    The file is read by `izvori.fileread.read_regular`: never blocking, regular files only,
    at most `MAX_BYTES` (a FIFO or /dev/zero is refused at once).
    """
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileRefused as e:
        if e.key == "too_big":
            raise YamlProblem(1, "yaml.too_big") from None
        raise YamlProblem(0, f"file.refused:{e.problem}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise YamlProblem(line, "file.not_utf8") from None
    return load_text(text)
