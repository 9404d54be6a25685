"""How a view of the permanents in play (`Game.play_view`) grows when one permanent enters.

A view is built from the (id, characteristics) of every permanent, in the order of
`battlefield`. When the only change is a permanent entering play — last in that order, every
other permanent's characteristics as they were (D19.51: nine in ten changes of the demo
games are a permanent entering or leaving play) — most views are the view before with the
new permanent's own part added at the end. Each helper here turns a `build` of that kind into
its `grow`: `build` applied to the new permanent alone, joined to the view before as `build`
itself would have joined it. It is exactly the rebuild only when `build` is such a join of
one part per permanent, each part read from that permanent alone (its id, characteristics
and card); `tests/engine/test_perf_shortcuts.py` compares every grown view with the rebuilt
one at every answer of random games of every deck.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars

_T = TypeVar("_T")
_K = TypeVar("_K")
_S = TypeVar("_S", list[Any], tuple[Any, ...])
_A = TypeVar("_A")
_B = TypeVar("_B")

InPlay = list[tuple[int, "Chars"]]


def by_concatenation(
    build: Callable[[InPlay], list[_T]],
) -> Callable[[list[_T], int, Chars], list[_T]]:
    """`grow` of a view that is a list of each permanent's entries in order."""

    def grow(view: list[_T], oid: int, c: Chars) -> list[_T]:
        return view + build([(oid, c)])

    return grow


def by_any(build: Callable[[InPlay], bool]) -> Callable[[bool, int, Chars], bool]:
    """`grow` of a view that says whether any permanent has something."""

    def grow(view: bool, oid: int, c: Chars) -> bool:
        return view or build([(oid, c)])

    return grow


def by_key(
    build: Callable[[InPlay], dict[_K, _S]],
) -> Callable[[dict[_K, _S], int, Chars], dict[_K, _S]]:
    """`grow` of a view that is, for each key, a list or tuple of the permanents' entries in
    order (a key first met at the new permanent comes last, as `build` would put it)."""

    def grow(view: dict[_K, _S], oid: int, c: Chars) -> dict[_K, _S]:
        added = build([(oid, c)])
        if not added:
            return view
        grown = dict(view)
        for key, entries in added.items():
            before = grown.get(key)
            grown[key] = entries if before is None else before + entries
        return grown

    return grow


def together(
    first: Callable[[InPlay], _A], second: Callable[[InPlay], _B]
) -> Callable[[InPlay], tuple[_A, _B]]:
    """`build` of two views always asked at the same moments (e.g. the triggered abilities
    by event and the state triggers, after every event abilities can trigger on): one
    `Game.play_view` call fetches both. Each part is exactly what its own `build` gives,
    so the pair is kept, dropped and grown as each part would be."""

    def build(in_play: InPlay) -> tuple[_A, _B]:
        return (first(in_play), second(in_play))

    return build


def by_parts(
    first: Callable[[_A, int, Chars], _A], second: Callable[[_B, int, Chars], _B]
) -> Callable[[tuple[_A, _B], int, Chars], tuple[_A, _B]]:
    """`grow` of a `together` view: each part grown by its own `grow`."""

    def grow(view: tuple[_A, _B], oid: int, c: Chars) -> tuple[_A, _B]:
        return (first(view[0], oid, c), second(view[1], oid, c))

    return grow
