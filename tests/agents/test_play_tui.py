"""Issue 14 item 6: a game against the computer in the real app (Textual pilot)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.cli.opponents import AgentOpponents
from izvori.tools.selfplay import load_decks
from izvori.tui import symbols
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.coin import CoinScreen
from izvori.tui.screens.dialogs import LogScreen
from izvori.tui.screens.handover import HandOverScreen
from izvori.tui.setup import GameSetup


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    import izvori.persist.atomic

    d = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(d))
    monkeypatch.setattr(izvori.persist.atomic, "FSYNC", False)
    yield d


async def test_computer_plays_its_seat_without_handover() -> None:
    setup = GameSetup(decks=("crvena", "zelena"), seed=4, starting_player=0, computer="lako")
    app = IzvoriApp(setup, show_start=False, coin_flips=0, opponents=AgentOpponents())
    pool, _ = load_decks(("crvena", "zelena"))
    human = HeuristicAgent(pool, seed=9)
    async with app.run_test(size=(110, 32)) as pilot:
        seat = app.computer
        assert seat is not None and seat.seat == 1
        seat.pause = 0.0
        handovers = 0
        for _ in range(400):
            await pilot.pause(0.01)
            if isinstance(app.screen, CoinScreen):
                await pilot.press("enter")
                continue
            handovers += isinstance(app.screen, HandOverScreen)
            screen = app.game_screen
            assert screen is not None
            game = screen.ctl.game
            if game.result is not None or game.turn > 8:
                break
            if screen.decision is not None and screen.decision.player == 0:
                assert screen.viewer == 0
                if screen.decision.kind.value == "priority" and _ == 3:
                    screen.action_suggest()  # "šta bi računar uradio?" must not disturb play
                screen.submit(ask(human, game).choice.answer)
        game = app.game_screen.ctl.game  # type: ignore[union-attr]
        assert handovers == 0
        assert game.turn > 4
        assert any(h.player == 1 for h in game.history)
        assert seat.reasons, "the computer explains its plays in the log"
        session = app.game_screen.ctl.session  # type: ignore[union-attr]
        assert session is not None and session.settings.get("computer") == "lako"
        # the whole log (Ctrl+P) has the reasons too, each after the move it explains
        game_lines = [symbols.name(line) for line in app.game_screen.logbook.lines]  # type: ignore[union-attr]
        app.show_log()
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        whole = app.screen.lines
        reasons = [symbols.name(r) for r in seat.reasons]
        assert [x for x in whole if x not in reasons] == game_lines
        assert [x for x in whole if x in reasons] == reasons
        assert whole.index(reasons[0]) > 0


async def test_against_the_computer_its_spells_stop_the_human() -> None:
    """Issue 14 item 6: the human is stopped when the computer puts something on the niz —
    on by default against the computer (no keyboard to hand over), off in hot-seat, where
    every creature cast would cost two hand-overs (docs/hotseat.md)."""
    for computer, expected in (("lako", True), (None, False)):
        setup = GameSetup(decks=("crvena", "zelena"), seed=4, starting_player=0, computer=computer)
        app = IzvoriApp(setup, show_start=False, coin_flips=0, opponents=AgentOpponents())
        async with app.run_test(size=(110, 32)) as pilot:
            await pilot.pause()
            screen = app.game_screen
            assert screen is not None
            assert ("opponent_niz" in screen.ctl.stops[0].dangers) is expected
            assert "opponent_niz" not in screen.ctl.stops[1].dangers


async def test_the_suggestion_leaves_with_its_decision() -> None:
    """Issue 14 item 6: "šta bi računar uradio?" answers the decision on screen; once that
    is answered the suggestion is taken down, so it can't pass for advice on the next one."""
    setup = GameSetup(decks=("crvena", "zelena"), seed=4, starting_player=0, computer="lako")
    app = IzvoriApp(setup, show_start=False, coin_flips=0, opponents=AgentOpponents())
    async with app.run_test(size=(110, 32)) as pilot:
        assert app.computer is not None
        app.computer.pause = 0.0
        for _ in range(100):
            await pilot.pause(0.01)
            if isinstance(app.screen, CoinScreen):
                await pilot.press("enter")
                continue
            screen = app.game_screen
            if screen is not None and screen.decision is not None:
                break
        screen = app.game_screen
        assert screen is not None and screen.decision is not None
        assert screen.decision.player == 0
        await pilot.press("r")
        # (Textual keeps the notifications on screen in App._notifications)
        assert len(app._notifications) == 1
        await pilot.press("d")
        await pilot.pause()
        assert len(app._notifications) == 0


async def _play_some(app: IzvoriApp, pilot: object, human: HeuristicAgent, turns: int) -> int:
    """Drive the human seat with the heuristic until `turns`; returns hand-overs seen."""
    handovers = 0
    for _ in range(400):
        await pilot.pause(0.01)  # type: ignore[attr-defined]
        if isinstance(app.screen, CoinScreen):
            await pilot.press("enter")  # type: ignore[attr-defined]
            continue
        handovers += isinstance(app.screen, HandOverScreen)
        screen = app.game_screen
        assert screen is not None
        game = screen.ctl.game
        if game.result is not None or game.turn > turns:
            break
        if screen.decision is not None and screen.decision.player == 0:
            screen.submit(ask(human, game).choice.answer)
    return handovers


async def test_resumed_game_against_the_computer_goes_on() -> None:
    """Saves and resume work as in hot-seat: the computer's answers are in the save, and a
    resumed game is again against the computer, without hand-over screens."""
    from izvori.cards.library import load_cards_or_raise
    from izvori.persist import SavedGame

    setup = GameSetup(decks=("plava", "crna"), seed=8, starting_player=1, computer="lako")
    app = IzvoriApp(setup, show_start=False, coin_flips=0, opponents=AgentOpponents())
    pool, _ = load_decks(("plava", "crna"))
    async with app.run_test(size=(110, 32)) as pilot:
        assert app.computer is not None
        app.computer.pause = 0.0
        await _play_some(app, pilot, HeuristicAgent(pool, seed=3), turns=3)
        for _ in range(500):  # let a move the computer is thinking about land (and be saved)
            if not app.computer.thinking:
                break
            await pilot.pause(0.01)
        app.computer.pause = 3600.0  # no further move starts before the app closes
        session = app.game_screen.ctl.session  # type: ignore[union-attr]
        assert session is not None
        path = session.path
    digest = session.game.digest()
    loaded = SavedGame.load(path, load_cards_or_raise())
    assert loaded.game.digest() == digest
    assert any(h.player == 1 for h in loaded.game.history)
    app2 = IzvoriApp(session=loaded, coin_flips=0, opponents=AgentOpponents())
    async with app2.run_test(size=(110, 32)) as pilot:
        assert app2.computer is not None and app2.computer.level == "lako"
        app2.computer.pause = 0.0
        handovers = await _play_some(app2, pilot, HeuristicAgent(pool, seed=4), turns=6)
        game = app2.game_screen.ctl.game  # type: ignore[union-attr]
        assert handovers == 0
        assert game.turn > 4 or game.result is not None


async def test_start_screen_offers_the_computer() -> None:
    from textual.widgets import Select

    from izvori.tui.screens.start import StartScreen

    app = IzvoriApp(
        GameSetup(decks=("crvena", "zelena"), seed=2), coin_flips=0, opponents=AgentOpponents()
    )
    async with app.run_test(size=(110, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        opponent = screen.query_one("#opponent", Select)
        assert "lako" in [value for _label, value in opponent._options]
        opponent.value = "lako"
        assert screen.current_setup().computer == "lako"
        screen.begin()
        await pilot.pause(0.05)
        assert app.computer is not None and app.computer.level == "lako"


async def test_a_player_alone_sees_the_computer_at_80_by_24(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 14 §6: at 80×24 the start screen's form scrolls; "Protivnik" is its first field
    (the first Tab reaches it) and is on screen before anything scrolls, for a newcomer whose
    screen also offers the tutorial."""
    from textual.widgets import Select

    from izvori.cards.locations import ENV_DATA_DIR
    from izvori.strings import t
    from izvori.tui.screens.start import StartScreen

    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path))  # no saves, the tutorial not won: a newcomer
    app = IzvoriApp(
        GameSetup(decks=("crvena", "zelena"), seed=2), coin_flips=0, opponents=AgentOpponents()
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen) and screen.offer_tutorial
        form = screen.query_one("#start-form")
        opponent = screen.query_one("#opponent", Select)
        assert form.scroll_y == 0 and form.max_scroll_y > 0  # the form does scroll at 80×24
        assert form.content_region.contains_region(opponent.region)
        subtitle = screen.query_one("#start-subtitle")
        assert form.content_region.contains_region(subtitle.region)
        assert str(subtitle.render()) == t("tui.subtitle_computer")
        await pilot.press("tab")
        assert app.focused is opponent


async def test_without_the_command_lines_opponents_the_app_is_hot_seat_only() -> None:
    """Issue 15: the TUI imports no agent; an app built without `opponents` offers no computer
    level, and the tutorial (whose Boris needs one) says so instead of failing."""
    from textual.widgets import Select

    from izvori.strings import t
    from izvori.tui.screens.start import StartScreen

    app = IzvoriApp(GameSetup(decks=("crvena", "zelena"), seed=2), coin_flips=0)
    async with app.run_test(size=(110, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        opponent = screen.query_one("#opponent", Select)
        assert [value for _label, value in opponent._options] == [""]
        app.show_tutorial()
        await pilot.pause()
        assert app.screen is screen
        shown = [n.message for n in app._notifications]
        assert shown == [t("tui.tutorial.broken", error=t("tui.tutorial.no_opponent"))]
