"""The TUI's start-up runs without cycle-collector passes (issue 11 item 6: the first frame).

`izvori` holds Python's cycle collector from before it imports the TUI until the first screen
is painted, then freezes what start-up made out of later full passes (izvori.collector). These
tests pin the three places that make it so: the command holds it before the import, the app
lets it go after its first refresh, and `run_app` lets it go even when the app fails.
"""

from __future__ import annotations

import argparse
import gc
from collections.abc import Iterator

import pytest

from izvori import collector
from izvori.cli import main as cli_main
from izvori.tui import app as app_module
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen


@pytest.fixture(autouse=True)
def collector_on(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The collector on before and after each test; `gc.freeze` recorded, not done (a
    frozen test process would keep this test's objects for good)."""
    frozen: list[str] = []
    monkeypatch.setattr(collector, "freeze_loaded", lambda: frozen.append("frozen"))
    was = gc.isenabled()
    gc.enable()
    yield frozen
    collector.start_up_done()
    (gc.enable if was else gc.disable)()


def test_start_up_holds_the_collector_until_done(collector_on: list[str]) -> None:
    collector.start_up_begins()
    collector.start_up_begins()  # a second call changes nothing
    assert not gc.isenabled()
    collector.start_up_done()
    assert gc.isenabled()
    assert collector_on == ["frozen"]
    collector.start_up_done()  # once only
    assert collector_on == ["frozen"]


def test_done_without_begins_leaves_the_collector_alone(collector_on: list[str]) -> None:
    """An app made by a test or a benchmark: nothing frozen, nothing switched."""
    collector.start_up_done()
    assert gc.isenabled()
    assert collector_on == []


def test_a_computer_answer_during_start_up_does_not_release_it(collector_on: list[str]) -> None:
    collector.start_up_begins()
    with collector.held():
        pass
    assert not gc.isenabled(), "start-up still holds the collector"
    collector.start_up_done()
    assert gc.isenabled()


async def test_the_app_releases_it_after_its_first_frame(collector_on: list[str]) -> None:
    collector.start_up_begins()
    app = IzvoriApp()
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, StartScreen):
            await pilot.pause()
        # the release runs once the screen has painted and gone idle (call_after_refresh)
        for _ in range(200):
            await pilot.pause(0.01)
            if gc.isenabled():
                break
        assert gc.isenabled(), "the start screen is on: the collector runs again"
        assert collector_on == ["frozen"]


def test_run_app_releases_it_when_the_app_fails(
    monkeypatch: pytest.MonkeyPatch, collector_on: list[str]
) -> None:
    def broken_run(self: IzvoriApp) -> None:
        raise RuntimeError("no terminal")

    monkeypatch.setattr(IzvoriApp, "run", broken_run)
    collector.start_up_begins()
    with pytest.raises(RuntimeError):
        app_module.run_app(argparse.Namespace())
    assert gc.isenabled()


def test_izvori_holds_it_before_importing_the_tui(
    monkeypatch: pytest.MonkeyPatch, collector_on: list[str], data_dir: object
) -> None:
    seen: list[bool] = []

    def fake_run_app(args: argparse.Namespace, opponents: object = None) -> int:
        seen.append(gc.isenabled())
        collector.start_up_done()
        return 0

    monkeypatch.setattr(app_module, "run_app", fake_run_app)
    assert cli_main.main([]) == 0
    assert seen == [False], "the TUI is imported and started with the collector held"
    assert gc.isenabled()


def test_izvori_lets_it_go_when_the_tui_returns_without_a_frame(
    monkeypatch: pytest.MonkeyPatch, collector_on: list[str], data_dir: object
) -> None:
    """Whatever the TUI does — here it returns without painting and without releasing — the
    collector runs again once `izvori` is back (a command run in-process, as the tests do,
    must not leave it off for the rest of the process)."""
    monkeypatch.setattr(app_module, "run_app", lambda args, opponents=None: 0)
    assert cli_main.main([]) == 0
    assert gc.isenabled()
