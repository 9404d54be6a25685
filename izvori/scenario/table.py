"""A judge's table for tests: build a position, play answers, check the outcome.

The scenario files (docs/scenarios.md) show a rule as data; some rules need a test that looks
where a file can't (a copy of the game half-way through a choice, the text of a refusal, a
random position). Those tests all need the same few moves, in the spirit of XMage's
`CardTestPlayerBase`: set a position up from a scenario `setup:` block, find a card in it, pass
prednost, cast, and assert life totals or refusals. They live here once instead of in every
test module.

    pool = card_pool(EXTRA_CARDS)          # the bundled cards plus a few written for the test
    game = setup(pool, '''
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            play: [{card: Vatreni Div, as_source: true}]
          - name: Boris
    ''')
    cast(game, "Grom", [player_ref(BORIS)], Action("auto"))
    pass_priority(game, 2)
    assert_life(game, BORIS, 180)
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from izvori.cards.library import load_cards_or_raise
from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import LineList, load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.builder import build_game, find_object
from izvori.scenario.runner import Runner

ANA, BORIS = 0, 1


def card(text: str) -> CardDef:
    """One card from its YAML text (indentation of a triple-quoted string is ignored)."""
    return build_card(load_text(textwrap.dedent(text)), 1)


def cards(text: str) -> dict[str, CardDef]:
    """Cards from YAML text: a list of cards, or a mapping with a `cards:` list, by name."""
    data = load_text(textwrap.dedent(text))
    items = data["cards"] if isinstance(data, dict) and "cards" in data else data
    out: dict[str, CardDef] = {}
    lines = items.item_lines if isinstance(items, LineList) else [1] * len(items)
    for node, line in zip(items, lines, strict=True):
        built = build_card(node, line)
        out[built.name] = built
    return out


@cache
def _bundled() -> dict[str, CardDef]:
    return load_cards_or_raise()


def card_pool(extra: str = "") -> dict[str, CardDef]:
    """The bundled cards, plus the cards of `extra` (YAML text) written for one test module."""
    pool = dict(_bundled())
    if extra.strip():
        pool.update(cards(extra))
    return pool


def setup(pool: dict[str, CardDef], text: str) -> Game:
    """A game from a scenario `setup:` block (docs/scenarios.md)."""
    return build_game(load_text(textwrap.dedent(text)), pool, 1)


def played(pool: dict[str, CardDef], text: str) -> Game:
    """The game after a whole scenario text's script (its `expect`, if any, checked)."""
    runner = Runner(Path("pozicija.yaml"), load_text(text), pool)
    runner.run()
    return runner.g


def obj(game: Game, name: str, *zones: Zone, controller: int | None = None) -> int:
    """The object id of the card `name` ("Ime" or "Ime#2"), in play unless zones are named."""
    return find_object(game, name, 0, zones or (Zone.PLAY,), controller=controller)


def pending_kind(game: Game) -> DecisionKind | None:
    return None if game.pending is None else game.pending.kind


def pass_priority(game: Game, times: int = 1) -> None:
    """The player with prednost passes, `times` times in a row; each must be a prednost."""
    for _ in range(times):
        assert pending_kind(game) == DecisionKind.PRIORITY, game.pending
        game.submit(Action("pass"))


def pass_while_priority(game: Game) -> None:
    """Pass until the game asks something other than prednost (or ends)."""
    while pending_kind(game) == DecisionKind.PRIORITY:
        game.submit(Action("pass"))


def cast(game: Game, name: str, *answers: Any, zone: Zone = Zone.HAND) -> None:
    """Cast the card `name` from `zone` and give the answers its casting asks for, in order."""
    game.submit(Action("cast", obj(game, name, zone)))
    for answer in answers:
        game.submit(answer)


def play(game: Game, answers: Iterable[Any]) -> None:
    """Submit answers in order."""
    for answer in answers:
        game.submit(answer)


def refusal(game: Game, answer: Any) -> IllegalAnswer:
    """Submit a forbidden answer and return the refusal. `Game.check` must have predicted it,
    and neither the check nor the refused answer may change the game (D23)."""
    before = game.digest()
    checked = game.check(answer)
    assert game.digest() == before  # check never changes the game
    assert checked is not None, f"{answer!r} is legal"
    try:
        game.submit(answer)
    except IllegalAnswer as exc:
        assert game.digest() == before
        assert (exc.key, exc.args_) == (checked.key, checked.args)
        return exc
    raise AssertionError(f"{answer!r} was accepted")


def assert_life(game: Game, player: int, life: int) -> None:
    assert game.players[player].life == life, (player, game.players[player].life, life)
