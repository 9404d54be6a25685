"""An object's row of the state summary (`Game.state_summary`: the digest, and the loop
positions of D22.30), read in one call so a loop position can keep its objects' values and
make rows of them only when it is encoded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from izvori.engine.carddef import CardDef
    from izvori.engine.objects import GameObject


def object_values_of(o: GameObject) -> tuple[Any, ...]:
    """What a row of `state_summary` reads of an object besides its two dicts (counters and
    choices), in the row's order (`object_row`): a loop position keeps these values of its
    objects (D22.30, loops.py) and makes rows of them only when it is encoded, almost never.
    A function, not an `operator.attrgetter` of the fourteen names: its `LOAD_ATTR`s are
    specialized, where a getter looks each attribute up the generic way (callgrind,
    docs/performance.md, session 22)."""
    return (
        o.id,
        o.card.name,
        o.zone,
        o.owner,
        o.controller,
        o.tapped,
        o.damage,
        o.attached_to,
        o.as_source,
        o.sick,
        o.incarnation,
        o.copy_of,
        o.is_copy,
        o.regen_shields,
    )


#: `object_values_of` of each object, and copies of the counters and the choices of those that
#: have any, by id
RawObjects = tuple[list[tuple[Any, ...]], dict[int, dict[str, int]], dict[int, dict[str, str]]]


def object_values(objects: list[GameObject]) -> RawObjects:
    """What the rows of `objects` are made from, as it is now: nothing in it is a list or a
    dict the game holds (the engine puts a new dict in place of counters or choices rather
    than change one, but a test may write into one)."""
    return (
        [object_values_of(o) for o in objects],
        {o.id: dict(o.counters) for o in objects if o.counters},
        {o.id: dict(o.choices) for o in objects if o.choices},
    )


def object_row(
    v: tuple[Any, ...],
    counters: dict[str, int] | None,
    choices: dict[str, str] | None,
    activations: dict[int, int] | None,
) -> list[Any]:
    """An object's row of `state_summary` from its `object_values_of`, counters, choices and
    activations this turn (None in a loop position)."""
    (_, name, zone, owner, controller, tapped, damage, attached_to, as_source, sick,
     incarnation, copy_of, is_copy, regen_shields) = v  # fmt: skip
    return [
        name,
        zone.value,
        owner,
        controller,
        tapped,
        damage,
        sorted(counters.items()) if counters else [],
        attached_to,
        as_source,
        sick,
        incarnation,
        copy_fingerprint(copy_of),
        is_copy,
        sorted(choices.items()) if choices else [],
        regen_shields,
        None if activations is None else sorted(activations.items()),
    ]


def object_rows(raw: RawObjects) -> dict[str, list[Any]]:
    """The "objects" of a loop position's `state_summary`, from `object_values`."""
    values, counters, choices = raw
    return {str(v[0]): object_row(v, counters.get(v[0]), choices.get(v[0]), None) for v in values}


def copy_fingerprint(card: CardDef | None) -> list[Any] | None:
    """What a copy effect made of an object (E4.20, E4.70), for the digest: the name alone
    can't tell a plain copy from one that kept its colour or gained an ability."""
    if card is None:
        return None
    return [
        card.name,
        sorted(card.colors),
        sorted(card.types),
        list(card.subtypes),
        card.power,
        card.toughness,
        len(card.activated),
        len(card.triggered),
        len(card.statics),
    ]
