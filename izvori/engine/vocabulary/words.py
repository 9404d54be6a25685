"""A family of vocabulary words: each word declared once, with its implementation and its doc.

`Family.word(name, doc=...)` is written on the function that carries the word out (or
`Family.declare(name, run, doc=...)` next to it). The family keeps its words in declaration
order, which is the order the card loader lists them in its "allowed: ..." messages and
docs/cards.md lists them in. The effect family has its own, richer table (`effects.py`,
`@effect`): its words take typed parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from izvori.engine.events import Event

F = TypeVar("F", bound=Callable[..., Any])

#: the colours as cards write them (YAML) → the engine's colour letters (izvori/engine/mana.py)
COLOR_NAMES = {"žuta": "Ž", "plava": "P", "crna": "C", "crvena": "R", "zelena": "Z"}


@dataclass(frozen=True)
class Word:
    """One word of a family: its YAML name, what it reads, its doc line and its implementation."""

    family: str
    name: str
    doc: str  # its line in docs/cards.md (Markdown, English; Serbian words quoted as printed)
    #: the function that carries it out; None for a parameter word (`Family.params_of`), which
    #: is carried out by the words that read it
    run: Callable[..., Any] | None
    module: str  # where it is carried out, for the docs and for readers
    #: the values the word may take in YAML, when it is a key (`who: self`); () = its own rule
    values: tuple[Any, ...] = ()
    #: the keys it reads (a trigger event's conditions, a static ability's parameters)
    reads: tuple[str, ...] = ()
    #: a trigger event word: the classes of engine events it is matched against
    listens: frozenset[type[Event]] = frozenset()
    #: where the word may be written (a selector: `who`, `what`, `to`), for the docs
    usage: str = ""
    #: of the keys it reads, those it reads only some values of (`blocks` is about this
    #: creature: `who: self` only); the card loader refuses the others
    read_values: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    def allowed_values(self, key: str) -> tuple[Any, ...] | None:
        """The values of `key` this word reads, or None when it reads every value."""
        return dict(self.read_values).get(key)


class Family:
    """The words of one family, in declaration order. Each name is declared once."""

    def __init__(self, name: str, title: str, *, params_of: str = "") -> None:
        self.name = name
        self.title = title  # the heading of its table in docs/cards.md
        #: a family of parameters of another family's words (trigger conditions of trigger
        #: events): a word is carried out by the words of `params_of` that read it
        self.params_of = params_of
        self.words: dict[str, Word] = {}
        FAMILIES[name] = self

    def declare(
        self,
        name: str,
        run: Callable[..., Any] | None,
        *,
        doc: str,
        values: tuple[Any, ...] = (),
        reads: tuple[str, ...] = (),
        listens: tuple[type[Event], ...] = (),
        usage: str = "",
        read_values: dict[str, tuple[Any, ...]] | None = None,
    ) -> Word:
        if name in self.words:
            raise ValueError(f"{self.name} word {name!r} is declared twice")
        if (run is None) != bool(self.params_of):
            raise ValueError(f"{self.name} word {name!r}: an implementation is required")
        if not doc.strip():
            raise ValueError(f"{self.name} word {name!r} has no documentation line")
        if any(not kind.triggers for kind in listens):
            # Game.emit looks for triggers only after events whose class says they trigger
            raise ValueError(f"{self.name} word {name!r} listens to an event that never triggers")
        if read_values and not set(read_values) <= set(reads):
            raise ValueError(f"{self.name} word {name!r} narrows a key it does not read")
        word = Word(
            self.name,
            name,
            doc,
            run,
            run.__module__ if run is not None else "",
            values,
            reads,
            frozenset(listens),
            usage,
            tuple((read_values or {}).items()),
        )
        self.words[name] = word
        return word

    def param(self, name: str, *, doc: str, values: tuple[Any, ...] = ()) -> Word:
        """Declare a parameter word, carried out by the words of `params_of` that read it."""
        return self.declare(name, None, doc=doc, values=values)

    def word(
        self,
        name: str,
        *,
        doc: str,
        values: tuple[Any, ...] = (),
        reads: tuple[str, ...] = (),
        listens: tuple[type[Event], ...] = (),
        usage: str = "",
        read_values: dict[str, tuple[Any, ...]] | None = None,
    ) -> Callable[[F], F]:
        """Decorator form of `declare`, written on the implementing function."""

        def wrap(fn: F) -> F:
            self.declare(
                name,
                fn,
                doc=doc,
                values=values,
                reads=reads,
                listens=listens,
                usage=usage,
                read_values=read_values,
            )
            return fn

        return wrap

    def run_of(self, name: str) -> Callable[..., Any] | None:
        """The implementation of `name`, or None when it is not a word of this family."""
        word = self.words.get(name)
        return None if word is None else word.run

    def names(self) -> tuple[str, ...]:
        return tuple(self.words)

    def __contains__(self, name: object) -> bool:
        return name in self.words

    def __getitem__(self, name: str) -> Word:
        return self.words[name]

    def __iter__(self) -> Iterator[Word]:
        return iter(self.words.values())

    def __len__(self) -> int:
        return len(self.words)


#: every family by name (the effect family is `effects.EFFECT_WORDS`)
FAMILIES: dict[str, Family] = {}
