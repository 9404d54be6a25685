"""docs/tools/mutation_undecorate.py: a decorated function written as its plain definition and
then its decoration defines the same thing (issue 19: mutmut 3 skips decorated functions, so
the mutation copy is rewritten this way; docs/mutation.md, "Decorated functions")."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]

SOURCE = """
registry = {}

def word(name, **_kw):
    def register(fn):
        registry[name] = fn
        return fn
    return register

def twice(fn):
    return lambda *a: 2 * fn(*a)

@word(
    "damage",
    doc="two lines",
)
def damage(x):
    return x + 1

@word("both")
@twice
def both(x):
    return x

def outer(x):
    @twice
    def inner(y):
        return y
    return inner(x)

class Card:
    @staticmethod
    def kept(x):
        return x

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, value):
        self._size = value
"""


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "mutation_undecorate", ROOT / "docs" / "tools" / "mutation_undecorate.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _run(source: str) -> dict[str, object]:
    space: dict[str, object] = {}
    exec(compile(source, "<test>", "exec"), space)
    return space


def test_decorated_functions_become_plain_definitions_that_behave_the_same() -> None:
    text, n = _tool().undecorate(SOURCE)
    # damage, both, the property's getter; not @staticmethod, not @size.setter, not a function
    # nested in a function (mutmut does not mutate those)
    assert n == 3
    assert "@word" not in text and "@property" not in text
    assert text.count("@twice") == 1 and "    @twice\n    def inner" in text  # the nested one
    assert '\ndamage = (word(\n    "damage",\n    doc="two lines",\n))(damage)\n' in text
    assert 'both = (word("both"))((twice)(both))' in text  # the innermost applied first
    assert "@staticmethod" in text and "@size.setter" in text
    before, after = _run(SOURCE), _run(text)
    for space in (before, after):
        registry = space["registry"]
        assert isinstance(registry, dict)
        assert registry["damage"](1) == 2 and registry["both"](3) == 6
        assert space["outer"](4) == 8  # type: ignore[operator]
        card = space["Card"]()  # type: ignore[operator]
        card.size = 4
        assert card.size == 4 and card.kept(5) == 5
