"""Hot-seat pacing is decided from public information only (issue 11 item 1, docs/hotseat.md).

The same public game played with two different hidden hands for Boris must hand the keyboard
over at the same points, for the same reasons, with the same recaps, and show Ana the same
screens — whether Boris holds a castable Iznenađenje must not show anywhere.
"""

from __future__ import annotations

from typing import Any

from driver import make_app, settled_text
from pacing_game import demo_game, play, scripted_answer

from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardType, Keyword
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.tui.controller import (
    Ask,
    Controller,
    Over,
    could_act_at_instant_speed,
    has_real_options,
)
from izvori.tui.screens.coin import CoinScreen
from izvori.tui.screens.game_over import GameOverScreen
from izvori.tui.screens.handover import HandOverScreen
from izvori.tui.stops import Stops

TURNS = 8


def twin_games() -> tuple[Game, Game, int]:
    """Two games alike in everything public; in the second, Boris holds a castable
    Iznenađenje (Prirodna Transformacija, Z) where the first has a creature. Returns the id
    of the card that differs."""
    pool = load_cards_or_raise()
    games = (demo_game(), demo_game())
    for g in games:  # no instant in Boris's hand or library in either game
        for oid in [*g.players[1].hand, *g.players[1].library]:
            if CardType.INSTANT in g.objects[oid].card.types:
                g.objects[oid].card = pool["Mladi Vuk"]
    swapped = max(games[1].players[1].hand)
    games[1].objects[swapped].card = pool["Prirodna Transformacija"]
    return games[0], games[1], swapped


def boris_answer(swapped: int) -> Any:
    """Boris plays sources (never the card that differs), casts nothing, never blocks."""

    def answer(d: Decision) -> Any:
        if d.player == 0:
            return scripted_answer(d)
        if d.kind == DecisionKind.PRIORITY:
            sources = [
                a
                for a in d.options
                if isinstance(a, Action) and a.kind == "source" and a.obj != swapped
            ]
            return min(sources, key=lambda a: a.obj) if sources else PASS
        if d.kind == DecisionKind.BLOCKERS:
            return []
        if d.kind == DecisionKind.CHOOSE_SOME:
            keep = sorted(o for o in d.options if o != swapped)
            return keep[: d.min]
        return scripted_answer(d)

    return answer


def record(game: Game, swapped: int) -> tuple[list[tuple[Any, ...]], bool]:
    """Every decision put before a human, with hand-over, reason and recap; and whether
    Boris ever could have cast the card that differs in Ana's turn (asked or passed for)."""
    ctl = Controller(game)
    answer = boris_answer(swapped)
    seen: list[tuple[Any, ...]] = []
    boris_could = False
    for _ in range(5000):
        step = ctl.next_step()
        if isinstance(step, Over) or game.turn > TURNS:
            break
        d = game.pending
        assert d is not None
        if d.player == 1 and game.active == 0 and d.kind == DecisionKind.PRIORITY:
            boris_could = boris_could or any(
                isinstance(a, Action) and a.kind == "cast" and a.obj == swapped for a in d.options
            )
        if not isinstance(step, Ask):
            ctl.auto_pass()
            continue
        handover = ctl.needs_handover(d.player)
        recap = tuple(ctl.recap(d.player)) if handover else ()
        if handover:
            ctl.took_keyboard(d.player)
        seen.append(
            (game.turn, game.step.value, d.player, d.kind.value, handover, ctl.reason, recap)
        )
        ctl.submit(answer(d))
    return seen, boris_could


def test_same_public_game_same_handovers_whatever_boris_holds() -> None:
    a, b, swapped = twin_games()
    seen_a, could_a = record(a, swapped)
    seen_b, could_b = record(b, swapped)
    # the check means something: only in the second game could Boris cast the Iznenađenje
    assert could_b and not could_a
    assert seen_a == seen_b
    assert any(handover and who == 1 for (_t, _s, who, _k, handover, _r, _c) in seen_a)


def test_stop_applies_even_when_only_dalje_is_possible() -> None:
    """Ana's own main phase stops her though she can do nothing but "dalje" (issue 11)."""
    g = demo_game()
    ctl = Controller(g)
    step = first_ask(ctl)
    assert g.step.value == "glavna1" and step.decision.player == 0
    assert ctl.reason[0] == "tui.why.own_step"
    ctl.took_keyboard(0)
    ctl.submit(PASS)
    ctl.stops[0].own.add("glavna2")
    # no source, nothing cast: Ana can only say "dalje" in glavna faza 2, and is asked
    step = first_ask(ctl)
    assert g.step.value == "glavna2" and step.decision.player == 0
    assert not has_real_options(step.decision) or g.players[0].hand


def first_ask(ctl: Controller) -> Ask:
    for _ in range(500):
        step = ctl.next_step()
        if isinstance(step, Ask):
            return step
        assert not isinstance(step, Over)
        ctl.auto_pass()
    raise AssertionError("nobody was asked")


def test_tapped_out_is_not_stopped_by_his_step_stops() -> None:
    """Public bound: nothing in play to pay or activate with → in the other player's turn
    his step stops pass for him (he could only say "dalje")."""
    g = demo_game()
    ctl = Controller(g)
    first_ask(ctl)  # Ana's first main phase
    assert not could_act_at_instant_speed(view(g, None), 1)  # nothing in play yet
    ctl.stops[1] = Stops(opponent={"glavna1"})
    assert ctl.stop_reason(1) is None
    ctl.stops[0] = Stops(own={"glavna1"})
    assert ctl.stop_reason(0) == (
        "tui.why.own_step",
        {"step": "glavna1", "player": "Ana"},
    )  # her own main phase, though tapped out too: a hand to play from


def test_until_end_of_turn_holds_but_a_new_danger_stops() -> None:
    """ "dalje do kraja poteza" passes the player's step stops, not a new attack."""
    fig = play(demo_game(), turns=TURNS)
    assert fig.turns == TURNS  # the scripted game runs through the policy
    g = demo_game()
    ctl = Controller(g)
    ctl.stops[0].own = {"glavna1", "glavna2"}
    first_ask(ctl)
    ctl.took_keyboard(0)
    ctl.pass_until_end_of_turn(0)
    ctl.submit(PASS)
    for _ in range(200):  # the rest of turn 1: Ana is not asked again
        step = ctl.next_step()
        if g.turn > 1:
            break
        assert not (isinstance(step, Ask) and step.decision.player == 0 and g.turn == 1)
        if isinstance(step, Ask):
            ctl.submit(scripted_answer(step.decision))
        else:
            ctl.auto_pass()


def test_no_instant_speed_card_is_free() -> None:
    """`could_act_at_instant_speed` assumes casting at instant speed always needs mana."""
    for card in load_cards_or_raise().values():
        quick = CardType.INSTANT in card.types or Keyword.FLASH in card.keywords
        if quick and card.cost is not None:
            assert card.cost.total() > 0, card.name


async def _screens(game: Game, swapped: int) -> list[str]:
    """What Ana sees: every hand-over screen and every screen where she decides."""
    app = make_app(game)
    answer = boris_answer(swapped)
    shown: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(400):
            await pilot.pause()
            screen = app.game_screen
            assert screen is not None
            if isinstance(app.screen, GameOverScreen) or screen.ctl.game.turn > 4:
                break
            if isinstance(app.screen, (HandOverScreen, CoinScreen)):
                shown.append(await settled_text(pilot, app))
                await pilot.press("enter")
                continue
            d = screen.decision
            assert d is not None
            if d.player == 0:
                shown.append(await settled_text(pilot, app))
            screen.submit(answer(d))
    return shown


async def test_ana_sees_the_same_screens_whatever_boris_holds() -> None:
    a, b, swapped = twin_games()
    shown_a = await _screens(a, swapped)
    shown_b = await _screens(b, swapped)
    assert len(shown_a) > 5
    assert shown_a == shown_b
