"""Issue 11 item 6: an undo keeps the log panel's lines that did not change and takes off
only those that went (the engine's log was rolled back); it does not render every event of
the game again."""

from __future__ import annotations

from typing import Any

import pytest
from driver import game, game_screen, make_app, press, to_decision
from textual.app import App, ComposeResult

from izvori import gamelog
from izvori.engine.decisions import DecisionKind
from izvori.gamelog import LogFollower
from izvori.tools.screenshots import full_board_game
from izvori.tui import symbols
from izvori.tui.prompts.priority import PriorityPrompt
from izvori.tui.widgets.logview import GameLog


def shown(log: GameLog) -> list[str]:
    return [text for text, game_line in log._entries if game_line]


async def test_undo_while_paying_takes_off_only_the_lines_that_went(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rendered: list[int] = []
    real = gamelog.logged_lines

    def counting(g: Any, events: Any, *, started: bool) -> Any:
        rendered.append(len(events))
        return real(g, events, started=started)

    monkeypatch.setattr(gamelog, "logged_lines", counting)
    app = make_app(full_board_game())
    async with app.run_test(size=(100, 30)) as pilot:
        await to_decision(pilot, 0)
        screen = game_screen(app)
        prompt = screen.prompt
        assert isinstance(prompt, PriorityPrompt)
        strele = next(
            n
            for n, a in enumerate(prompt.numbered(), start=1)
            if a.kind == "cast" and game(app).objects[a.obj].card.name == "Vatrene Strele"
        )
        # X = 2 and the first target: a payment of three mana with sources to choose from
        await press(pilot, str(strele), "2", "enter", "1")
        assert game(app).pending is not None and game(app).pending.kind == DecisionKind.PAY
        log = screen.query_one("#log", GameLog)
        before = shown(log)
        events_before = len(game(app).log)
        await press(pilot, "1")  # the first source
        tapped = shown(log)
        assert len(game(app).log) > events_before
        assert game(app).pending is not None and game(app).pending.kind == DecisionKind.PAY
        rendered.clear()
        await press(pilot, "u")  # the mana ability taken back: the log is rolled back
        assert game(app).log[-1] is not None
        assert shown(log) == before  # the tap's lines (if any) gone, the rest kept
        assert tapped[: len(before)] == before
        # only the events after the first that differs were rendered (not the whole game)
        assert sum(rendered) < len(game(app).log) // 2
        fresh = LogFollower()
        fresh.update(game(app))
        assert shown(log) == [symbols.name(line) for line in fresh.lines]


class LogHost(App[None]):
    def compose(self) -> ComposeResult:
        yield GameLog(id="a", wrap=True, min_width=20)
        yield GameLog(id="b", wrap=True, min_width=20)


async def test_lines_taken_off_the_end_leave_the_panel_as_if_never_written() -> None:
    long = "Boris baca Vatrene Strele na Šumskog Skauta i Mladog Vuka (20 štete). " * 2
    async with LogHost().run_test(size=(40, 30)) as pilot:
        await pilot.pause()
        a = pilot.app.query_one("#a", GameLog)
        b = pilot.app.query_one("#b", GameLog)
        a.add("jedan")
        a.add(long)  # wraps: several rows for one line
        a.add("računar: zato", game_line=False)  # a line of the program's own
        a.add("tri")
        a.add(long)
        a.keep_game_lines(2)  # the own line after the 2nd game line stays
        for text, game_line in (("jedan", True), (long, True), ("računar: zato", False)):
            b.add(text, game_line)
        assert a._entries == b._entries
        assert [s.text for s in a.lines] == [s.text for s in b.lines]
        assert a.virtual_size == b.virtual_size
        a.keep_game_lines(1)
        assert [text for text, _ in a._entries] == ["jedan"]
        assert [s.text for s in a.lines] == ["jedan"]
        a.add("dva")
        assert [s.text for s in a.lines] == ["jedan", "dva"]


async def test_a_new_line_is_in_sight_in_the_frame_that_writes_it() -> None:
    """The log follows its end as the lines are written, not after the next refresh: a screen
    read before that refresh showed the log a few lines short of its end, so the same game
    could show two different screens depending on timing (test_pacing compares screens)."""
    async with LogHost().run_test(size=(40, 30)) as pilot:
        await pilot.pause()
        log = pilot.app.query_one("#a", GameLog)
        for n in range(40):
            log.add(f"red {n}")
            assert log.scroll_y == log.max_scroll_y
        assert log.max_scroll_y > 10  # the panel did scroll
