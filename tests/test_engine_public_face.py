"""Issue 15 item 3: the rest of the program uses the engine through its public face.

`izvori.engine.__all__` names what screens, agents, saves, the log and the command line may use;
a name imported from an engine module by any of them must be one of those (the event classes are
public as a whole: `izvori.engine.events`). Left out, each because it works on the engine's
inside by design: the card loader (izvori/cards), the other half of the vocabulary registry,
which reads the registries themselves (docs/architecture.md), and the scenario builder
(izvori/scenario/builder.py), which sets up any position a rules scenario describes — objects,
combat, the niz — the way a judge sets up a table.
"""

from __future__ import annotations

import ast
from pathlib import Path

import izvori.engine as engine
from izvori.engine.events import Event

ROOT = Path(engine.__file__).resolve().parents[1]
BY_DESIGN = {ROOT / "scenario" / "builder.py"}
OUTSIDE = [
    p
    for p in ROOT.rglob("*.py")
    if p.parts[len(ROOT.parts)] not in ("engine", "cards") and p not in BY_DESIGN
]


def _internal_names(source: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            module = node.module
            if not module.startswith("izvori.engine."):
                continue
            for alias in node.names:
                public = alias.name in engine.__all__ or (
                    module == "izvori.engine.events"
                    and isinstance(getattr(engine.events, alias.name, None), type)
                )
                if not public:
                    found.append((module, alias.name))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("izvori.engine.") and alias.name != "izvori.engine.events":
                    found.append((alias.name, "*"))
    return found


def test_outside_code_imports_only_public_names() -> None:
    assert len(OUTSIDE) > 50  # the scan sees the program, not an empty folder
    breaches = {
        str(p.relative_to(ROOT)): names
        for p in OUTSIDE
        if (names := _internal_names(p.read_text(encoding="utf-8")))
    }
    assert breaches == {}


def test_the_scan_finds_an_internal_name() -> None:
    assert _internal_names("from izvori.engine.casting import legal_actions") == [
        ("izvori.engine.casting", "legal_actions")
    ]
    assert _internal_names("from izvori.engine.game import Game") == []
    assert _internal_names("from izvori.engine.events import TurnBegan") == []
    assert Event.__module__ == "izvori.engine.events"
