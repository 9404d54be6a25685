"""mutmut with one more kind of mutant: a deleted call statement (issue 19, docs/mutation.md).

mutmut 3 flips comparisons, changes constants, swaps `and`/`or`, drops call arguments and sets
assignments to None, but never deletes a statement. A call made for its effect — `zone.remove(
card)`, `game.log(...)`, `self._pending.clear()` — is the one line of many rules, and deleting it
is the mutation the issue's sample named that mutmut has no operator for. This runs mutmut with
that operator alone: each call statement inside a function becomes `pass`, one at a time, and
mutmut does the rest as for its own mutants (test selection, one forked process a mutant, the
results in `mutants/`, `mutmut results` and `mutmut show` as usual; decided survivors go into
docs/mutation/equivalent.toml like the others, their added line being `pass`).

Run it in a mutation copy of its own (the mutants of `mutmut run` and these can't share a
`mutants/` folder), prepared as docs/mutation.md "Install and run" says:

    python /path/to/checkout/docs/tools/mutation_statements.py run --max-children 2 [NAMES]

Any other mutmut command (`results`, `show NAME`) can be given the same way or to mutmut itself.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

import libcst as cst
from mutmut.__main__ import cli
from mutmut.mutation import file_mutation


def delete_call_statement(node: cst.Expr) -> Iterable[cst.BaseSmallStatement]:
    """`f(x)` as a statement becomes `pass`; other expression statements (a docstring, a bare
    name) are left as they are."""
    if isinstance(node.value, (cst.Call, cst.Await)):
        yield cst.Pass()


def main(argv: list[str]) -> int:
    # mutmut's generation reads this list (imported into file_mutation by name): in place, so
    # the forked processes that write the mutants see the same one
    file_mutation.mutation_operators[:] = [(cst.Expr, delete_call_statement)]
    cli.main(argv, prog_name="mutmut", standalone_mode=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
