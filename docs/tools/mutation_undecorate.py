"""Let mutmut mutate decorated functions: rewrite them, in a copy of the tree, as plain
definitions followed by the decoration (issue 19, docs/mutation.md).

mutmut 3 leaves every decorated function alone (`mutmut/mutation/file_mutation.py`: a
decorator runs at definition time, and copying a decorated function for its trampoline could
register it twice). In this engine that is the vocabulary — every effect word (`@effect`), the
trigger words, selectors, amounts, durations ... — about 160 functions and 1,600 lines that
no module's figure counted. Written without the `@` they are ordinary functions:

    @effect("damage", doc=...)          def damage(...):
    def damage(...):             →          ...
        ...                             damage = effect("damage", doc=...)(damage)

which Python defines the same way (the decorator is evaluated after the body instead of
before, and binds the same name). mutmut then mutates the function and leaves the module-level
line alone (it mutates code inside functions only), and the registry holds mutmut's trampoline,
which runs the original or the mutant.

Run it on the copy, never on the checkout, before `mutmut run` (it rewrites files in place):

    python docs/tools/mutation_undecorate.py /tmp/mut izvori/engine izvori/cards

Left as they are: `@staticmethod` / `@classmethod` (mutmut handles them) and a property's
`@x.setter` / `@x.deleter` (the rewrite would rebind `x` to the plain setter first).
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

KEPT = {"staticmethod", "classmethod"}


def _kept(decorator: ast.expr) -> bool:
    if isinstance(decorator, ast.Name) and decorator.id in KEPT:
        return True
    return isinstance(decorator, ast.Attribute) and decorator.attr in ("setter", "deleter")


def _functions(body: list[ast.stmt]) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The module's functions and its classes' methods — what mutmut mutates; not functions
    nested in a function (their rewrites would overlap the outer one's)."""
    found: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.append(node)
        elif isinstance(node, ast.ClassDef):
            found += _functions(node.body)
    return found


def undecorate(source: str) -> tuple[str, int]:
    """`source` with its decorated functions rewritten; and how many were."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, list[str]]] = []  # (first line, last line, replacement)
    for node in _functions(tree.body):
        decorators = node.decorator_list
        if not decorators or any(_kept(d) for d in decorators):
            continue
        first = decorators[0].lineno - 1  # the "@" line of the outermost decorator
        end = node.end_lineno
        assert end is not None
        indent = lines[node.lineno - 1][: node.col_offset]
        applied = node.name
        for d in reversed(decorators):  # the innermost decorator is applied first
            applied = f"({ast.get_source_segment(source, d)})({applied})"
        definition = lines[node.lineno - 1 : end]
        assignment = f"{indent}{node.name} = {applied}\n"
        edits.append((first, end, [*definition, assignment]))
    for first, end, replacement in sorted(edits, reverse=True):
        lines[first:end] = replacement
    return "".join(lines), len(edits)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("copy", type=Path, help="the copy of the checkout mutmut will run in")
    parser.add_argument("folders", nargs="+", help="folders inside it, e.g. izvori/engine")
    args = parser.parse_args()
    if (args.copy / ".git").exists():
        sys.exit(f"{args.copy} is a git checkout: run this on a copy (docs/mutation.md)")
    total = 0
    for folder in args.folders:
        for path in sorted((args.copy / folder).rglob("*.py")):
            text, n = undecorate(path.read_text(encoding="utf-8"))
            if n:
                ast.parse(text)  # still Python
                path.write_text(text, encoding="utf-8")
                print(f"{path.relative_to(args.copy)}: {n}")
                total += n
    print(f"{total} decorated functions written without decorators")


if __name__ == "__main__":
    main()
