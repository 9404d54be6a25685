"""Issue 14 §5: no cycle collection inside a computer player's answer (izvori.collector).

Trivial answers must take < 20 ms; the slowest ones measured were Python's full garbage
collections landing inside the answer (docs/ai.md). The collector is held while an agent
answers — in the harness (`ask`) and in the app's worker thread — and runs while the human
reads the computer's move.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from izvori import collector
from izvori.agents.base import Choice, ask
from izvori.agents.lako import HeuristicAgent
from izvori.cli.opponents import AgentOpponents
from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.engine.view import GameView
from izvori.tools.selfplay import load_decks
from izvori.tui import computer
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.coin import CoinScreen
from izvori.tui.setup import GameSetup


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


def test_held_switches_the_collector_off_and_back_on() -> None:
    with collector.held():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_holders_release_with_the_last() -> None:
    with collector.held():
        with collector.held():
            assert not gc.isenabled()
        assert not gc.isenabled(), "the outer holder still holds"
    assert gc.isenabled()


def test_released_when_the_answer_fails() -> None:
    with pytest.raises(RuntimeError), collector.held():
        raise RuntimeError("agent bug")
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_program_stays_off() -> None:
    gc.disable()
    with collector.held():
        pass
    assert not gc.isenabled()


def test_two_threads_holding_at_once() -> None:
    """The screen's thread and the computer's worker: on until both are done."""
    inside, leave = threading.Event(), threading.Event()

    def worker() -> None:
        with collector.held():
            inside.set()
            leave.wait(5)

    t = threading.Thread(target=worker)
    t.start()
    inside.wait(5)
    with collector.held():
        pass
    assert not gc.isenabled(), "the worker still holds it"
    leave.set()
    t.join(5)
    assert gc.isenabled()


def test_collect_waits_while_someone_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *a: runs.append(1) or 0)
    with collector.held():
        collector.collect()
    assert runs == []
    collector.collect()
    assert runs == [1]


class Spy:
    """An agent that notes whether the collector could run while it answered."""

    name = "spy"

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.collector_was_on: list[bool] = []

    def decide(self, seen: GameView, decision: Decision) -> Choice:
        self.collector_was_on.append(gc.isenabled())
        return self.inner.decide(seen, decision)  # type: ignore[no-any-return]


def test_ask_holds_the_collector_while_the_agent_answers() -> None:
    pool, decks = load_decks(("crvena", "zelena"))
    game = Game(decks, ("A", "B"), seed=3)
    spy = Spy(HeuristicAgent(pool, seed=1))
    for _ in range(40):
        assert gc.isenabled()
        game.submit(ask(spy, game).choice.answer)
    assert spy.collector_was_on == [False] * 40


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    import izvori.persist.atomic

    d = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(d))
    monkeypatch.setattr(izvori.persist.atomic, "FSYNC", False)
    yield d


async def test_the_app_thinks_without_collections_and_collects_in_the_pause(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    collections: list[bool] = []
    monkeypatch.setattr(computer, "collect", lambda: collections.append(gc.isenabled()))
    setup = GameSetup(decks=("crvena", "zelena"), seed=4, starting_player=1, computer="lako")
    app = IzvoriApp(setup, show_start=False, coin_flips=0, opponents=AgentOpponents())
    async with app.run_test(size=(110, 32)) as pilot:
        seat = app.computer
        assert seat is not None and seat.seat == 1
        seat.pause = 0.02
        spy = Spy(seat.agent)
        seat.agent = spy
        for _ in range(200):
            await pilot.pause(0.03)
            if isinstance(app.screen, CoinScreen):
                await pilot.press("enter")
                continue
            screen = app.game_screen
            if screen is not None and screen.decision is not None and screen.decision.player == 0:
                break  # the computer's first turn is over: the human is asked
    assert spy.collector_was_on and not any(spy.collector_was_on)
    assert collections, "a full collection runs while the computer's move is on screen"
    assert gc.isenabled()
