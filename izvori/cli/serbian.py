"""argparse in Serbian: usage, help, section titles and every error message.

argparse builds its texts with `gettext` calls (`argparse._` and `argparse.ngettext`), looked
up when a message is made. `SerbianArgumentParser` swaps those two for lookups in
izvori/strings.py (keys `cli.argparse.*`) while it parses or formats, and puts the originals
back afterwards, so nothing else in the process sees a change. A message this table does not
know (a newer Python's) stays in English rather than failing.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from izvori.strings import t

#: argparse's own message ids → keys in strings.py (same %-placeholders, may reorder).
MESSAGES: dict[str, str] = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positionals",
    "options": "cli.argparse.options",
    "show this help message and exit": "cli.argparse.help",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "expected one argument": "cli.argparse.expected_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "the following arguments are required: %s": "cli.argparse.required",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli.argparse.unknown_parser",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cant_open",
}

#: ngettext ids (the singular) → key of the Serbian forms "one|few|many" (1, 2–4, 5+).
PLURALS: dict[str, str] = {
    "expected %s argument": "cli.argparse.expected_n",
}


def translate(message: str) -> str:
    """argparse's `_()`: the Serbian text for a message id, else the id itself."""
    key = MESSAGES.get(message)
    return t(key) if key is not None else message


def plural_form(n: int) -> int:
    """Serbian plural: 0 for 1, 21, 31…; 1 for 2–4, 22–24…; 2 otherwise."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def translate_plural(singular: str, plural: str, n: int) -> str:
    """argparse's `ngettext()`."""
    key = PLURALS.get(singular)
    if key is None:
        return singular if n == 1 else plural
    return t(key).split("|")[plural_form(n)]


@contextmanager
def serbian() -> Iterator[None]:
    """argparse speaks Serbian inside this block (nesting is fine)."""
    saved: tuple[Callable[..., str], Callable[..., str]] = (
        argparse._,  # type: ignore[attr-defined]
        argparse.ngettext,  # type: ignore[attr-defined]
    )
    argparse._ = translate  # type: ignore[attr-defined]
    argparse.ngettext = translate_plural  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class SerbianArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser whose every text is Serbian; subparsers are of the same class."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["add_help"] = False  # our own -h, with a Serbian help line
        with serbian():
            super().__init__(*args, **kwargs)
        self.add_argument(
            "-h", "--help", action="help", default=argparse.SUPPRESS, help=t("cli.argparse.help")
        )

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        with serbian():
            return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        with serbian():  # "unrecognized arguments" is made here, outside parse_known_args
            return super().parse_args(args, namespace)

    def format_usage(self) -> str:
        with serbian():
            return super().format_usage()

    def format_help(self) -> str:
        with serbian():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with serbian():
            super().error(message)


def int_type(text: str) -> int:
    """`type=` for whole numbers; argparse names it in its error message by `__name__`."""
    return int(text)


int_type.__name__ = t("cli.argparse.type_int")
