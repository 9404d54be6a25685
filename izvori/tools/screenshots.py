"""Regenerate `screenshots/*.svg` from real positions: `python -m izvori.tools.screenshots`.

Each position is reached by playing a seeded game with simple scripted players (the same
decision protocol a human uses), then opened in the real app at 100×30. The SVG snapshot tests
use the same positions. Every shot runs with a temporary data folder ($IZVORI_DATA_DIR): the
games it saves never land among the user's saves, and the start screen shows a prepared save
(and a damaged one, in the resume list) instead of the user's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.carddef import CardType
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.steps import Step
from izvori.persist import SavedGame, saves_dir
from izvori.persist.paths import ENV_DATA_DIR
from izvori.tui.app import IzvoriApp
from izvori.tui.controller import Ask, Controller
from izvori.tui.replay import ReplayTape
from izvori.tui.setup import GameSetup

SIZE = (100, 30)


class BuilderAgent:
    """Plays sources and casts the biggest spell it can; optionally answers spells with an
    iznenađenje and attacks. Good for building full boards quickly and reproducibly."""

    def __init__(self, seed: int, attack: bool = False, respond: bool = False) -> None:
        self.rng = RandomAgent(seed)
        self.attack = attack
        self.respond = respond

    def choose(self, game: Game, d: Decision) -> Any:
        if d.kind == DecisionKind.PRIORITY:
            acts = [a for a in d.options if isinstance(a, Action)]
            opp_on_niz = any(s.controller != d.player for s in game.stack)
            if game.stack and not (self.respond and opp_on_niz):
                return PASS
            sources = [a for a in acts if a.kind == "source"]
            if sources and not game.stack:
                return max(sources, key=lambda a: self._cost(game, a.obj))
            casts = [a for a in acts if a.kind == "cast"]
            if game.stack:
                casts = [a for a in casts if CardType.INSTANT in game.objects[a.obj].card.types]
            else:
                casts = [a for a in casts if game.objects[a.obj].card.is_permanent_card]
            if casts:
                return max(casts, key=lambda a: self._cost(game, a.obj))
            return PASS
        if d.kind == DecisionKind.PAY:
            auto = [a for a in d.options if isinstance(a, Action) and a.kind == "auto"]
            return auto[0] if auto else Action("cancel")
        if d.kind == DecisionKind.ATTACKERS:
            return list(d.options) if self.attack else []
        if d.kind == DecisionKind.BLOCKERS:
            return []
        if d.kind == DecisionKind.TARGETS:
            theirs = [o for o in d.options if _is_opponents(game, d.player, o)]
            pool = theirs or list(d.options)
            return pool[: max(d.min, 1)] if d.max >= 1 else []
        return self.rng.choose(d)

    @staticmethod
    def _cost(game: Game, oid: int) -> int:
        cost = game.objects[oid].card.cost
        return cost.total() if cost is not None else 0


def _is_opponents(game: Game, player: int, ref: Any) -> bool:
    if not isinstance(ref, int):
        return False
    if ref < 0:
        return -1 - ref != player
    obj = game.objects.get(ref)
    return obj is not None and obj.controller != player


def demo_decks() -> list[list[Any]]:
    pool = load_cards_or_raise()
    return [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]


def play_until(
    game: Game, agent: BuilderAgent | RandomAgent, stop: Callable[[Game], bool], limit: int = 5000
) -> Game:
    """Answer decisions until `stop(game)` holds at a decision a human would be asked."""
    for _ in range(limit):
        if game.result is not None:
            if stop(game):
                return game
            raise RuntimeError("the game ended before the position was reached")
        if stop(game) and isinstance(Controller(game).next_step(), Ask):
            return game
        d = game.pending
        assert d is not None
        answer = agent.choose(game, d) if isinstance(agent, BuilderAgent) else agent.choose(d)
        game.submit(answer)
    raise RuntimeError("position not reached")


# ------------------------------------------------------------------ positions
def full_board_game(seed: int = 2) -> Game:
    """Both players have built up a board; the active player is in his first main phase."""
    game = Game(demo_decks(), ("Ana", "Boris"), seed=seed, starting_player=0)
    return play_until(
        game,
        BuilderAgent(seed),
        lambda g: (
            g.turn >= 17
            and g.step == Step.MAIN1
            and g.pending is not None
            and g.pending.kind == DecisionKind.PRIORITY
            and not g.stack
        ),
    )


def blockers_game(seed: int = 2) -> Game:
    game = full_board_game(seed)
    return play_until(
        game,
        BuilderAgent(seed, attack=True),
        lambda g: g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS,
    )


def niz_game(seed: int = 7) -> Game:
    """A spell with a response on top of it; the first seed from `seed` on that gets there
    (a change to the cards may turn a seed's game another way)."""

    def reached(g: Game) -> bool:
        return (
            len(g.stack) >= 2 and g.pending is not None and g.pending.kind == DecisionKind.PRIORITY
        )

    for s in range(seed, seed + 50):
        game = Game(demo_decks(), ("Ana", "Boris"), seed=s, starting_player=0)
        try:
            return play_until(game, BuilderAgent(s, respond=True), reached)
        except RuntimeError:
            continue
    raise RuntimeError("no seed reached a niz with a response")


def finished_game(seed: int = 5) -> Game:
    game = Game(demo_decks(), ("Ana", "Boris"), seed=seed, starting_player=None)
    return play_until(game, RandomAgent(11), lambda g: g.result is not None)


@dataclass(frozen=True)
class Shot:
    name: str
    make: Callable[[], IzvoriApp]
    keys: tuple[str, ...]


def _game_app(game: Game) -> IzvoriApp:
    return IzvoriApp(show_start=False, game=game, coin_flips=0)


#: the prepared save's time (no zone: shown as written, on any machine)
SAVED_AT = "2026-05-01T20:31:47"


def sample_saves() -> None:
    """A game in progress (turn 5) and a damaged save, in the current data folder."""
    game = Game(demo_decks(), ("Ana", "Boris"), seed=2, starting_player=0)
    play_until(game, BuilderAgent(2), lambda g: g.turn >= 5 and g.step == Step.MAIN1)
    path = saves_dir() / "partija-20260501-203147-000002.json"
    SavedGame.wrap(game, deck_names=("demo-crvena", "demo-zelena"), path=path)
    obj = json.loads(path.read_text(encoding="utf-8"))
    obj["created"] = obj["updated"] = SAVED_AT
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=1), encoding="utf-8")
    damaged = saves_dir() / "partija-20260430-190000-000009.json"
    text = path.read_text(encoding="utf-8")
    damaged.write_text(text[: len(text) // 3], encoding="utf-8")  # cut off: a torn copy
    os.utime(damaged, (1_777_575_600, 1_777_575_600))  # 2026-04-30, older than the save


def start_app() -> IzvoriApp:
    sample_saves()
    return IzvoriApp(GameSetup(seed=1), coin_flips=0)


def replay_app() -> IzvoriApp:
    """The replay viewer on a finished game (it opens at the start; keys move it)."""
    game = finished_game()
    session = SavedGame.wrap(game, deck_names=("demo-crvena", "demo-zelena"))
    return IzvoriApp(replay=ReplayTape(session.data(), session.pool(), path=session.path))


SHOTS: tuple[Shot, ...] = (
    Shot("start", start_app, ()),
    Shot("main-phase-full-board", lambda: _game_app(full_board_game()), ("enter", "enter")),
    Shot("declare-blockers", lambda: _game_app(blockers_game()), ("enter", "enter")),
    Shot("niz-with-response", lambda: _game_app(niz_game()), ("enter", "enter")),
    Shot("hand-over", lambda: _game_app(full_board_game()), ("enter",)),
    Shot("game-over", lambda: _game_app(finished_game()), ("enter",)),
    Shot("replay", replay_app, ("down",) * 6 + ("right",) * 2),
)


@contextmanager
def private_data_dir() -> Iterator[Path]:
    """A temporary data folder for the saves of one shot ($IZVORI_DATA_DIR)."""
    before = os.environ.get(ENV_DATA_DIR)
    with tempfile.TemporaryDirectory(prefix="izvori-shot-") as folder:
        os.environ[ENV_DATA_DIR] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop(ENV_DATA_DIR, None)
            else:
                os.environ[ENV_DATA_DIR] = before


async def capture(shot: Shot, size: tuple[int, int] = SIZE) -> str:
    """The SVG of one position, rendered by the real app."""
    random.seed(0)
    with private_data_dir():
        app = shot.make()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for key in shot.keys:
                await pilot.press(key)
                await pilot.pause()
            await pilot.pause()
            return app.export_screenshot(title=f"Izvori magije — {shot.name}")


async def _main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for shot in SHOTS:
        svg = await capture(shot)
        (out / f"{shot.name}.svg").write_text(svg, encoding="utf-8")
        print(out / f"{shot.name}.svg")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots")
    args = parser.parse_args(argv)
    asyncio.run(_main(Path(args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
