"""A strict, safe YAML loader for card, deck and scenario files.

* `yaml.SafeLoader` semantics only: no tag can construct a Python object.
* Duplicate keys are an error (PyYAML silently keeps the last one).
* Anchors and aliases are refused, so an "alias bomb" can't blow up.
* Every mapping remembers the line of each of its keys, for `file:line:` messages.
* Size and nesting are bounded.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_BYTES = 2_000_000
MAX_DEPTH = 40


class YamlProblem(Exception):
    """A problem with a YAML file, with the (1-based) line it was found on."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(f"{line}: {message}")


class LineDict(dict[str, Any]):
    """A mapping that knows the line of itself and of each key."""

    line: int = 0
    key_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
    line: int = 0
    item_lines: list[int]


class _Loader(yaml.SafeLoader):
    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise YamlProblem(event.start_mark.line + 1, "yaml.alias")
        depth = getattr(self, "_depth", 0) + 1
        if depth > MAX_DEPTH:
            event = self.peek_event()
            raise YamlProblem(event.start_mark.line + 1, "yaml.too_deep")
        self._depth = depth
        try:
            return super().compose_node(parent, index)  # type: ignore[no-untyped-call]
        finally:
            self._depth = depth - 1


def _construct(node: Node) -> Any:
    if isinstance(node, MappingNode):
        out = LineDict()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        for knode, vnode in node.value:
            if knode.tag == "tag:yaml.org,2002:merge":
                raise YamlProblem(knode.start_mark.line + 1, "yaml.merge")
            key = _construct(knode)
            if not isinstance(key, (str, int, float, bool)) or isinstance(key, bool):
                raise YamlProblem(knode.start_mark.line + 1, "yaml.key_type")
            key = str(key)
            if key in out:
                raise YamlProblem(knode.start_mark.line + 1, f"yaml.duplicate_key:{key}")
            out[key] = _construct(vnode)
            out.key_lines[key] = knode.start_mark.line + 1
        return out
    if isinstance(node, SequenceNode):
        lst = LineList(_construct(n) for n in node.value)
        lst.line = node.start_mark.line + 1
        lst.item_lines = [n.start_mark.line + 1 for n in node.value]
        return lst
    if isinstance(node, ScalarNode):
        allowed = {
            "tag:yaml.org,2002:str",
            "tag:yaml.org,2002:int",
            "tag:yaml.org,2002:float",
            "tag:yaml.org,2002:bool",
            "tag:yaml.org,2002:null",
        }
        if node.tag not in allowed:
            raise YamlProblem(node.start_mark.line + 1, f"yaml.tag:{node.tag}")
        loader = _Loader("")
        return loader.construct_object(node, deep=True)  # type: ignore[no-untyped-call]
    raise YamlProblem(node.start_mark.line + 1, "yaml.node")


def load_text(text: str) -> Any:
    """Parse one YAML document; raise YamlProblem with a line number on any problem."""
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise YamlProblem(1, "yaml.too_big")
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    except YamlProblem:
        raise
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 1
        raise YamlProblem(line, f"yaml.syntax:{e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise YamlProblem(1, f"yaml.syntax:{e}") from None
    except RecursionError:
        raise YamlProblem(1, "yaml.too_deep") from None
    finally:
        loader.dispose()
    if node is None:
        return None
    try:
        return _construct(node)
    except RecursionError:
        raise YamlProblem(1, "yaml.too_deep") from None
    except (yaml.YAMLError, ValueError, OverflowError) as e:
        raise YamlProblem(node.start_mark.line + 1, f"yaml.value:{e}") from None


def load_file(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise YamlProblem(0, f"file.unreadable:{e.strerror}") from None
    if len(raw) > MAX_BYTES:
        raise YamlProblem(1, "yaml.too_big")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise YamlProblem(line, "file.not_utf8") from None
    return load_text(text)
