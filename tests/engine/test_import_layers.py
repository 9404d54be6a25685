"""The engine's modules form layers, not a cycle (issue 15 item 3; docs/architecture.md).

`lint-imports` checks that each engine module imports only the layers below it (the contract
"Inside the engine" in pyproject.toml). Two things it can't see are checked here:

* a function-local import (`def f(): from izvori.engine.x import y`) runs only when called,
  which is the usual way to dodge an import cycle, so the engine has none — unless the line
  says why it is not one, with a `# lazy: <reason>` comment (e.g. put off for start-up time);
* a module missing from the contract's layers is not checked at all, so every engine module
  must be named there.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "izvori" / "engine"
#: the comment that lets a function-local import stay: it must say why it is no cycle dodge
LAZY_MARK = "# lazy:"


def function_local_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of each `izvori` import inside a function body that carries no
    `# lazy: reason` comment. Imports under `if TYPE_CHECKING:` at module level are
    annotations only and are not inside a function, so they are not reported."""
    lines = source.splitlines()
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
            )
            if in_function and isinstance(child, (ast.Import, ast.ImportFrom)):
                if isinstance(child, ast.ImportFrom):
                    names = [child.module or ""] if child.level == 0 else ["." * child.level]
                else:
                    names = [alias.name for alias in child.names]
                ours = [n for n in names if n.startswith("izvori") or n.startswith(".")]
                text = lines[child.lineno - 1]
                if ours and LAZY_MARK not in text:
                    found.append((child.lineno, ours[0]))
            visit(child, inside)

    visit(ast.parse(source), False)
    return found


def engine_modules() -> list[str]:
    """Every module of izvori.engine by its name in the contract (`vocabulary` for its package)."""
    names = {p.stem for p in ENGINE.glob("*.py") if p.stem != "__init__"}
    names |= {p.name for p in ENGINE.iterdir() if (p / "__init__.py").exists()}
    return sorted(names)


def engine_contract_layers() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = data["tool"]["importlinter"]["contracts"]
    engine = [c for c in contracts if c.get("containers") == ["izvori.engine"]]
    assert len(engine) == 1, "one layers contract for the inside of the engine"
    layers: list[str] = engine[0]["layers"]
    return layers


def test_no_function_local_imports_in_the_engine() -> None:
    problems = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in sorted(ENGINE.rglob("*.py"))
        for line, module in function_local_imports(path.read_text(encoding="utf-8"))
    ]
    assert problems == [], (
        "function-local imports in the engine (move them to the top of the module, or move "
        f"the helper down a layer; `{LAZY_MARK} why` if it is not a cycle dodge): {problems}"
    )


def test_every_engine_module_is_in_a_layer() -> None:
    named = [m.strip() for layer in engine_contract_layers() for m in layer.split("|")]
    assert len(named) == len(set(named)), "a module is named on two layers"
    assert sorted(named) == engine_modules()


def test_the_scan_finds_a_local_import_and_accepts_a_lazy_one() -> None:
    source = (
        "from izvori.engine.objects import Zone\n"
        "if TYPE_CHECKING:\n"
        "    from izvori.engine.game import Game\n"
        "def f():\n"
        "    from izvori.engine.casting import legal_actions\n"
        "    import izvori.engine.game\n"
        "    from . import resolve\n"
        "    from json import dumps\n"
        "    from izvori.engine import view  # lazy: the view is built only by the TUI\n"
        "class C:\n"
        "    def m(self):\n"
        "        g = lambda: __import__('x')\n"
        "        from izvori.engine.turn import TurnFrame\n"
    )
    assert function_local_imports(source) == [
        (5, "izvori.engine.casting"),
        (6, "izvori.engine.game"),
        (7, "."),
        (13, "izvori.engine.turn"),
    ]
