"""Values: dataclasses never changed after they are made, frozen for the type checker.

A frozen dataclass's generated `__init__` sets each field with one `object.__setattr__` call,
and values are made in the engine's hot loop (the actions offered at every priority, the
characteristics of every permanent, the mana costs and sources of a payment): ~1.5 % of the
machine instructions of random games (issue 13, docs/performance.md, session 22). A class made
by `value_class` is a dataclass with equality and the hash of its fields, as `frozen=True` gave
it, whose `__init__` stores each field directly; it is frozen for mypy
(`dataclass_transform(frozen_default=True)`), which is strict on the engine and run before
every commit, so any assignment to a field of a value is refused there
(tests/engine/test_values.py checks that it is). Nothing in the engine changes a value after
it is made; the events are made the same way (`events.event_class`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar, dataclass_transform, overload

_T = TypeVar("_T")


@overload
def value_class(cls: type[_T], /) -> type[_T]: ...


@overload
def value_class(
    *, order: bool = False, slots: bool = False, kw_only: bool = False
) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(frozen_default=True)
def value_class(
    cls: type[_T] | None = None,
    /,
    *,
    order: bool = False,
    slots: bool = False,
    kw_only: bool = False,
) -> type[_T] | Callable[[type[_T]], type[_T]]:
    """`@value_class` or `@value_class(order=True)` on a class: see the module docstring
    (`slots` and `kw_only` as for `dataclass`: the events', `events.event_class`)."""

    def make(c: type[_T]) -> type[_T]:
        return dataclass(c, eq=True, order=order, unsafe_hash=True, slots=slots, kw_only=kw_only)

    return make if cls is None else make(cls)
