"""The hot-seat controller and the log, without the UI."""

from __future__ import annotations

from games import demo_game

from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.events import CardDrawn
from izvori.gamelog import LogBook, event_line
from izvori.tui.controller import Ask, AutoPass, Controller, has_real_options


def test_mana_only_is_nothing_to_do() -> None:
    only_mana = Decision(0, DecisionKind.PRIORITY, "priority", (PASS, Action("mana", 5, 0, "R")))
    assert not has_real_options(only_mana)
    assert has_real_options(
        Decision(0, DecisionKind.PRIORITY, "priority", (PASS, Action("cast", 7)))
    )


def run_to_ask(ctl: Controller) -> Ask:
    for _ in range(500):
        step = ctl.next_step()
        if isinstance(step, Ask):
            return step
        assert isinstance(step, AutoPass)
        ctl.auto_pass()
    raise AssertionError("nobody was asked")


def test_first_main_phase_asks_the_active_player() -> None:
    g = demo_game(seed=3, first=0)
    step = run_to_ask(Controller(g))
    assert step.decision.player == 0 and g.step.value == "glavna1"


def test_passing_runs_silently_until_a_stop_applies() -> None:
    """After Ana's main phase the automatic passes run until a stop (of either player)
    applies — the next one here is Boris's own main phase — never for who can act."""
    g = demo_game(seed=3, first=0)
    ctl = Controller(g)
    run_to_ask(ctl)
    ctl.took_keyboard(0)
    ctl.submit(PASS)  # main phase 1 → on to combat and beyond
    step = run_to_ask(ctl)
    assert ctl.auto_passes > 0
    d = step.decision
    assert d.kind != DecisionKind.PRIORITY or ctl.should_stop(d.player)


def test_stop_reason_skipped_by_the_players_own_settings() -> None:
    g = demo_game(seed=3, first=0)
    ctl = Controller(g)
    run_to_ask(ctl)
    assert g.step.value == "glavna1"
    ctl.stops[0].own.clear()  # no stops at all for Ana
    assert isinstance(ctl.next_step(), AutoPass)
    ctl.forced = g.pending  # a recovered game asks where it stopped
    assert isinstance(ctl.next_step(), Ask)


def test_log_never_names_a_drawn_card() -> None:
    g = demo_game(seed=3, first=1)
    book = LogBook()
    _reset, lines = book.update(g)
    drawn = {g.objects[i].card.name for p in g.players for i in p.hand}
    for line in lines:
        assert not any(name in line for name in drawn), line
    draws = [e for e in g.log if isinstance(e, CardDrawn)]
    assert draws and event_line(g, draws[-1]) == f"{g.players[draws[-1].player].name} vuče kartu."
