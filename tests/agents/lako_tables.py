"""Helpers for tests that set up a position and ask `lako` (or play the turn out) — as a
judge would: the table, the answer, and what the rules make of it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from izvori.agents.base import Choice, ask
from izvori.agents.lako import HeuristicAgent
from izvori.cards.yamlsafe import LineDict, load_file
from izvori.engine.decisions import PASS, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.builder import build_game
from izvori.scenario.table import card_pool

PUZZLES = Path(__file__).parents[1] / "puzzles"


def sources(card: str, n: int) -> str:
    """`n` cards played as sources, for a scenario's `play:` list."""
    return ", ".join([f"{{card: {card}, as_source: true}}"] * n)


def first_answer(game: Game, seed: int = 1) -> Choice:
    """`lako`'s answer for Ana (player 0) to the pending decision."""
    d = game.pending
    assert d is not None and d.player == 0
    return HeuristicAgent(card_pool(), seed=seed).decide(view(game, 0), d)


def to_decision(game: Game, kind: DecisionKind) -> Game:
    """Passes priority until the decision of `kind` (a declaration, C10)."""
    while game.pending is not None and game.pending.kind == DecisionKind.PRIORITY:
        game.submit(PASS)
    assert game.pending is not None and game.pending.kind == kind
    return game


def play_on(game: Game, turns: int = 0, boris_plays: bool = False) -> None:
    """Plays to the end of the turn (and `turns` more): Ana is `lako`, Boris passes
    priority and answers the rest with `lako`, as in a puzzle — or, `boris_plays`, plays
    his priority with `lako` too (his counter in hand is used)."""
    pool = card_pool()
    ana, boris = HeuristicAgent(pool, seed=1), HeuristicAgent(pool, seed=2)
    last = game.turn + turns
    while game.result is None and game.pending is not None and game.turn <= last:
        d = game.pending
        if d.player == 1 and d.kind == DecisionKind.PRIORITY and not boris_plays:
            game.submit(PASS)
            continue
        game.submit(ask(ana if d.player == 0 else boris, game).choice.answer)


def in_play(game: Game) -> set[str]:
    """The names of the permanents in play."""
    return {o.card.name for o in game.objects.values() if o.zone == Zone.PLAY}


def game_of(puzzle: str) -> Game:
    """The position of puzzle `puzzle` (tests/puzzles), built as `izvori puzzle` builds it."""
    data = load_file(PUZZLES / f"{puzzle}.yaml")
    assert isinstance(data, LineDict)
    return build_game(data.get("setup"), card_pool(), data.line_of("setup"))


def ana_wins(game: Game) -> bool:
    return game.result is not None and game.result.winner == 0


def ana_lives_at(life: int) -> Callable[[Game], bool]:
    return lambda game: game.result is None and game.players[0].life == life
