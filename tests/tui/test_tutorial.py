"""Prva partija, the guided first game (issue 17 item 3): played by keys on the real app."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from driver import press, screen_text, settle
from textual.pilot import Pilot
from textual.widgets import Button, Static

from izvori.cards.library import load_cards_or_raise
from izvori.cli.opponents import AgentOpponents
from izvori.engine.decisions import Action, DecisionKind
from izvori.scenario.builder import ScenarioError
from izvori.strings import t
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.screens.tutorial import TutorialScreen, open_tutorial
from izvori.tui.setup import GameSetup
from izvori.tui.tutorial.controller import ReplayFailed, TutorialController
from izvori.tui.tutorial.progress import Progress, done_path, load_progress, progress_path
from izvori.tui.tutorial.script import load, parse

BORIS = AgentOpponents().tutorial_opponent()

SIZE = (100, 30)

# (keys, the lesson on screen after them) — the whole guided game, as a newcomer plays it
PLAY: list[tuple[str, int]] = [
    ("", 0),  # welcome; play a card as a source
    # Divlji Vepar played as a source (B16: one a turn; sources are listed first) → cast
    # Šumski Skaut
    ("1", 1),
    ("1", 2),  # casting: the payment
    ("a", 3),  # paid: the Skaut is on the niz, prednost (D9, D10.19)
    ("d", 4),  # both passed, it resolved → mana udar
    ("2", 5),  # mana in the izvorište
    ("d,d", 6),  # end of the phase: the warning (C1.30), then mana udar (200 → 190)
    ("space,down,space,enter", 7),  # attackers declared
    ("d", 8),  # Boris blocks Mladi Vuk
    ("d", 9),  # Boris casts Grom at Mladi Vuk: respond with an Iznenađenje
    ("1", 10),  # Prirodna Transformacija: its target
    # the target; its only payment is made without asking (issue 11), then Transformacija
    # resolves first (D14): Grom on top
    ("down,down,enter", 11),
    ("d", 12),  # combat damage on the niz
]


def app() -> IzvoriApp:
    return IzvoriApp(GameSetup(seed=1), coin_flips=0, opponents=AgentOpponents())


def tutorial_screen(a: IzvoriApp) -> TutorialScreen:
    assert isinstance(a.screen, TutorialScreen), type(a.screen)
    return a.screen


def lesson_panel(a: IzvoriApp) -> str:
    return str(tutorial_screen(a).query_one("#lesson", Static).render())


async def play(pilot: Pilot[Any], steps: list[tuple[str, int]]) -> None:
    a = pilot.app
    assert isinstance(a, IzvoriApp)
    lessons = load().lessons
    for keys, lesson in steps:
        if keys:
            await press(pilot, *keys.split(","))
        screen = tutorial_screen(a)
        assert screen.tctl.progress.lesson == lesson, (keys, screen.tctl.progress.lesson)
        assert lessons[lesson].do in lesson_panel(a).replace("\n", " ")


async def test_newcomer_plays_the_whole_tutorial_by_keys(data_dir: Path) -> None:
    async with app().run_test(size=SIZE) as pilot:
        await settle(pilot)
        start = pilot.app.screen
        assert isinstance(start, StartScreen)
        assert pilot.app.focused is start.query_one("#tutorial", Button)  # offered first
        await press(pilot, "enter")
        await play(pilot, PLAY)
        game = tutorial_screen(pilot.app).ctl.game
        assert game.players[0].life == 190  # the mana udar of lesson 6 (10 per unused mana)
        await press(pilot, "d")  # the combat damage resolves: Boris at 30 takes 40
        assert game.result is not None and game.result.winner == 0
        assert isinstance(pilot.app.screen, StartScreen)
        assert done_path(data_dir).exists() and not progress_path(data_dir).exists()
        # won once: no longer offered on the start screen (the command palette still has it)
        assert not pilot.app.screen.query("#tutorial")


async def test_leaving_and_coming_back_resumes_at_the_same_lesson(data_dir: Path) -> None:
    async with app().run_test(size=SIZE) as pilot:
        await settle(pilot)
        await press(pilot, "enter")
        await play(pilot, PLAY[:5])
        digest = tutorial_screen(pilot.app).ctl.game.digest()
        await press(pilot, "f10")
        assert isinstance(pilot.app.screen, StartScreen)
        saved = load_progress(data_dir)
        assert saved is not None and saved.lesson == 4 and saved.answers
    async with app().run_test(size=SIZE) as pilot:  # a new session of the app
        await settle(pilot)
        button = pilot.app.screen.query_one("#tutorial", Button)
        assert str(button.label) == t("tui.start.tutorial_resume")
        await press(pilot, "enter")
        screen = tutorial_screen(pilot.app)
        assert screen.ctl.game.digest() == digest
        assert lesson_panel(pilot.app).startswith(t("tui.tutorial.title", n=5, total=13))
        await play(pilot, PLAY[5:])
        await press(pilot, "d")
        assert done_path(data_dir).exists()


async def test_a_wrong_move_is_refused_with_the_engine_reason(data_dir: Path) -> None:
    async with app().run_test(size=SIZE) as pilot:
        await settle(pilot)
        await press(pilot, "enter", "1")  # one source played this turn
        screen = tutorial_screen(pilot.app)
        game = screen.ctl.game
        before = game.digest()
        hand = [o for o in game.players[0].hand if game.objects[o].card.name == "Šumski Skaut"]
        screen.submit(Action("source", hand[0]))  # a second source in one turn (B16)
        await settle(pilot)
        assert game.digest() == before
        assert screen.prompt is not None
        assert t("tui.prompt.illegal", reason="")[:10] in screen_text(pilot.app)
        assert screen.tctl.progress.lesson == 1  # the lesson still says what to do


def test_every_lesson_is_serbian_text_from_the_tutorial_file() -> None:
    tutorial = load()
    assert len(tutorial.lessons) == 13
    english = re.compile(r"\b(the|and|press|click|you|your|select)\b", re.IGNORECASE)
    for lesson in tutorial.lessons:
        for text in (lesson.text, lesson.do):
            assert text and not english.search(text), text
            assert "{" not in text
        # each instruction a sentence of its own after "Tvoj potez:", as every lesson writes it
        assert lesson.do[0].isupper(), lesson.do
    # everything else the screen says is a strings key
    for key in ("tui.tutorial.title", "tui.tutorial.do", "tui.start.tutorial"):
        assert t(key, n=1, total=2, do="x") != key


async def test_panel_shows_the_lesson_and_its_instruction(data_dir: Path) -> None:
    async with app().run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await press(pilot, "enter")
        first = load().lessons[0]
        title = t("tui.tutorial.title", n=1, total=13)
        want = f"{title} — {first.text}\n{t('tui.tutorial.do', do=first.do)}"
        assert lesson_panel(pilot.app) == want
        assert "Dobro došla" in screen_text(pilot.app)  # visible at 80×24


def test_an_unknown_condition_is_an_error_with_its_line() -> None:
    text = Path(load.__code__.co_filename).with_name("prva_partija.yaml").read_text("utf-8")
    broken = text.replace("{kind: attackers}", "{kind: attackers, phase: borba}")
    with pytest.raises(ScenarioError) as err:
        parse(broken)
    assert "phase" in err.value.message and err.value.line > 1


def test_progress_that_does_not_replay_starts_afresh(data_dir: Path) -> None:
    bad = Progress(lesson=3, shown=[0, 1, 2, 3], answers=[{"player": 0, "answer": ["cast", 999]}])
    with pytest.raises(ReplayFailed):
        TutorialController.new(load(), load_cards_or_raise(), BORIS, bad, folder=data_dir)
    progress_path(data_dir).parent.mkdir(parents=True, exist_ok=True)
    progress_path(data_dir).write_text(json.dumps(bad.to_json()), encoding="utf-8")
    ctl, note = open_tutorial(BORIS, data_dir)
    assert note == t("tui.tutorial.restarted")
    assert ctl.progress.lesson == -1 and not progress_path(data_dir).exists()
    progress_path(data_dir).write_text("{not json", encoding="utf-8")
    assert load_progress(data_dir) is None


def test_boris_plays_on_by_the_simple_rule_when_ana_leaves_the_script(data_dir: Path) -> None:
    """Ana only says dalje and never attacks: Boris's blocking move never fits, his Grom is
    never cast, and the game still goes on into his turn with Ana deciding only her own."""
    from izvori.engine.decisions import PASS
    from izvori.tui.controller import Ask, AutoPass

    ctl = TutorialController.new(load(), load_cards_or_raise(), BORIS, folder=data_dir)
    game = ctl.game
    for _ in range(200):
        step = ctl.next_step()
        if isinstance(step, AutoPass):
            ctl.auto_pass()
            continue
        assert isinstance(step, Ask) and step.decision.player == 0
        if game.turn == 5:
            break
        kind = step.decision.kind
        ctl.submit(PASS if kind == DecisionKind.PRIORITY else [])
    assert game.turn == 5 and game.result is None
    assert ctl.progress.moves_done == []  # neither scripted move fitted
    assert load_progress(data_dir) is not None  # kept all along


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_snapshot_of_the_first_lesson(data_dir: Path, size: tuple[int, int]) -> None:
    from snapshots import screenshot, snap_compare

    async with app().run_test(size=size) as pilot:
        await settle(pilot)
        await press(pilot, "enter")
        await settle(pilot)
        snap_compare(f"tutorial-{size[0]}x{size[1]}", screenshot(pilot.app, "tutorial"))


async def test_the_start_hint_names_what_enter_starts(data_dir: Path) -> None:
    """A newcomer's Enter starts Prva partija, and the hint under the buttons says so."""
    async with app().run_test(size=SIZE) as pilot:
        await settle(pilot)
        start = pilot.app.screen
        assert isinstance(start, StartScreen)
        assert pilot.app.focused is start.query_one("#tutorial", Button)
        text = screen_text(pilot.app)
        assert t("tui.start.hint_tutorial") in text
        assert t("tui.start.hint") not in text


async def test_the_start_hint_follows_the_focus(data_dir: Path) -> None:
    """Tab through the start screen: the hint under the buttons always says what Enter does
    where the focus is (session 11: it said "Enter starts Prva partija" on every button)."""
    async with app().run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        start = pilot.app.screen
        assert isinstance(start, StartScreen)

        def hint() -> str:
            return str(start.query_one("#start-hint", Static).render())

        assert hint() == t("tui.start.hint_tutorial")
        seen: dict[str, str] = {}
        for _ in range(14):
            await press(pilot, "tab")
            focused = pilot.app.focused
            assert focused is not None
            key = focused.id or type(focused).__name__
            seen.setdefault(key, hint())
        assert seen["name-0"] == t("tui.start.hint")  # Enter in a field starts the game
        assert seen["deck-0"] == t("tui.start.hint_select")
        assert seen["begin"] == t("tui.start.hint")
        assert seen["cards"] == t("tui.start.hint_button", label=t("tui.start.cards"))
        assert seen["quit"] == t("tui.start.hint_button", label=t("tui.start.quit"))
        start.query_one("#tutorial", Button).focus()
        await settle(pilot)
        assert hint() == t("tui.start.hint_tutorial")


async def test_asked_for_the_computer_enter_starts_that_game(data_dir: Path) -> None:
    """`izvori igraj --racunar tesko` from a newcomer: the game asked for, not the tutorial."""
    setup = GameSetup(seed=1, computer="lako", decks=("crvena", "zelena"), starting_player=0)
    a = IzvoriApp(setup, coin_flips=0, opponents=AgentOpponents())
    async with a.run_test(size=SIZE) as pilot:
        await settle(pilot)
        start = pilot.app.screen
        assert isinstance(start, StartScreen)
        assert start.query("#tutorial"), "Prva partija is still offered"
        assert pilot.app.focused is start.query_one("#begin", Button)
        assert t("tui.start.hint") in screen_text(pilot.app)
        await press(pilot, "enter")
        assert not isinstance(pilot.app.screen, TutorialScreen)
        assert a.computer is not None and a.computer.level == "lako"
