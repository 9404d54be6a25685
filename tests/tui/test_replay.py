"""The replay viewer (`izvori replay FILE`): both hands with a warning, turn by turn and answer by
answer in both directions, never a decision; the tape behind it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from driver import SIZE, press, screen_text, settle
from games import demo_game, pool
from textual.widgets import OptionList

from izvori.agents.random_agent import RandomAgent
from izvori.engine.game import Game
from izvori.engine.record import apply_entry, start_game
from izvori.persist import SavedGame
from izvori.tui.app import IzvoriApp
from izvori.tui.prompts import PromptBase
from izvori.tui.replay import ReplayTape, load_tape
from izvori.tui.screens.replay import ReplayScreen


def finished_save(seed: int = 5) -> SavedGame:
    g = demo_game(seed=seed, first=None)
    session = SavedGame.wrap(g, deck_names=("demo-crvena", "demo-zelena"))
    agent = RandomAgent(seed)
    while g.result is None:
        assert g.pending is not None
        session.submit(agent.choose(g.pending))
    return session


def fresh(tape: ReplayTape, position: int) -> Game:
    game = start_game(tape.data.record(), pool())
    for i in range(position):
        apply_entry(game, i, tape.entries[i])
    return game


def hands(game: Game) -> tuple[set[str], set[str]]:
    return (
        {game.objects[i].card.name for i in game.players[0].hand},
        {game.objects[i].card.name for i in game.players[1].hand},
    )


def test_the_tape_reaches_every_position_exactly() -> None:
    s = finished_save()
    tape = load_tape(s.path, pool())
    assert tape.length == len(s.answers) and tape.warnings == []
    assert tape.seek(tape.length).digest() == s.game.digest()
    rng = random.Random(1)
    for position in [0, 1, tape.length, *rng.sample(range(tape.length), 12), 3, 2]:
        assert tape.seek(position).digest() == fresh(tape, position).digest(), position
        assert tape.position == position
    # turn starts: the turn goes up by one at each, and nowhere else
    starts = tape.turn_starts
    assert starts[0] == 0 and [tape.turns[i] for i in starts] == list(range(1, len(starts) + 1))
    tape.seek(starts[3] + 1)
    assert tape.previous_turn() == starts[3]
    tape.seek(starts[3])
    assert tape.previous_turn() == starts[2] and tape.next_turn() == starts[4]
    # "next answer" skips "dalje" unless asked not to
    tape.seek(0)
    position = tape.next_answer()
    assert not tape.steps[position - 1].passed
    assert all(step.passed for step in tape.steps[: position - 1])
    assert tape.next_answer(include_passes=True) == 1


async def test_viewer_shows_both_hands_with_a_warning_and_steps_turns() -> None:
    s = finished_save()
    before = s.path.read_bytes()
    tape = load_tape(s.path, pool())
    app = IzvoriApp(replay=tape)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        seen_turns = []
        for _ in range(4):
            text = screen_text(app)
            assert "SNIMAK PARTIJE" in text and "OBE RUKE" in text  # the warning, always
            assert "Ruka — Ana" in text and "Ruka — Boris" in text
            ana, boris = hands(tape.game)
            for name in ana | boris:  # every card of both hands is on the screen
                assert name in text, name
            assert f"Potez {tape.game.turn} " in text
            seen_turns.append(tape.game.turn)
            await press(pilot, "down")  # the next turn
        assert seen_turns == [1, 2, 3, 4]
        assert tape.position == tape.turn_starts[4]
        await press(pilot, "up", "up")  # back: this turn's start was already shown
        assert tape.position == tape.turn_starts[2]
        await press(pilot, "right")  # the next answer that is not a plain "dalje"
        last = tape.last_step()
        assert last is not None and not last.passed
        assert f"br. {last.index + 1}" in screen_text(app)
        await press(pilot, "a", "right")  # now every answer, "dalje" too
        assert tape.position == last.index + 2
        await press(pilot, "left", "left")
        assert tape.position == last.index
        await press(pilot, "end")
        assert tape.position == tape.length
        assert "Kraj partije: pobednik je" in screen_text(app)
        await press(pilot, "home")
        assert tape.position == 0 and "Početak partije" in screen_text(app)
        # read-only: nothing on it asks for a decision
        assert not app.screen.query(PromptBase) and not app.screen.query(OptionList)
        await press(pilot, "q")
    assert s.path.read_bytes() == before


# The replay of the game just finished, opened from the game-over screen: checked in
# test_hidden_info.py, whose full game is played once for three checks.


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> list[IzvoriApp]:
    """As if `izvori` ran in a terminal; the apps it would run are recorded, not run."""
    import izvori.cli.main

    apps: list[IzvoriApp] = []
    monkeypatch.setattr(izvori.cli.main, "_in_terminal", lambda: True)
    monkeypatch.setattr(IzvoriApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


def test_izvori_replay_opens_the_viewer_in_a_terminal(
    terminal: list[IzvoriApp], capsys: pytest.CaptureFixture[str]
) -> None:
    from izvori.cli.main import main

    s = finished_save(seed=6)
    assert main(["replay", str(s.path)]) == 0
    (app,) = terminal
    assert app.replay_tape is not None and app.replay_tape.length == len(s.answers)
    assert capsys.readouterr().out == ""


def test_izvori_replay_tekst_prints_the_text_replay(
    terminal: list[IzvoriApp], capsys: pytest.CaptureFixture[str]
) -> None:
    from izvori.cli.main import main

    s = finished_save(seed=6)
    assert main(["replay", "--tekst", str(s.path)]) == 0
    assert terminal == []
    out = capsys.readouterr().out
    assert out.startswith("UPOZORENJE") and "Potez 1:" in out


def test_izvori_replay_refuses_a_bad_file_before_the_viewer(
    terminal: list[IzvoriApp], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from izvori.cli.main import main

    path = tmp_path / "los.json"
    path.write_text('{"format": "izvori-save", "version": 1, "ans', encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert terminal == [] and "odsečen" in capsys.readouterr().err
