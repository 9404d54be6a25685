"""Details found by playing: reused prompts, keys that work, what the screen says."""

from __future__ import annotations

from driver import SIZE, game, game_screen, make_app, press, screen_text, to_decision
from games import pool
from test_prompts import Host, board_game, decision_for

from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.tui.prompts import prompt_for
from izvori.tui.prompts.priority import missing_mana
from izvori.tui.widgets.chips import Marks, hand_text


def duel() -> Game:
    p = pool()
    ana = [p["Vatreni Vuk"]] * 10 + [p["Grom"]] * 10 + [p["Crvena Ala"]] * 20
    boris = [p["Šumski Vilenjak"]] * 40
    return Game([ana, boris], ("Ana", "Boris"), seed=1, starting_player=0)


def test_star_power_reads_star_outside_play() -> None:
    """B9.20: the view marks a face whose printed P/T is "*"/"*" (pt_defined), so the hand
    shows "*/*" without the screen reading the game."""
    g = duel()
    v = view(g, 0)
    hand = v.players[0].hand
    assert hand is not None
    ala = next(c for c in hand if c.name == "Crvena Ala")
    assert "*/*" in hand_text(ala, False, Marks())
    vuk = next(c for c in hand if c.name == "Vatreni Vuk")
    assert "20/10" in hand_text(vuk, False, Marks())


def test_missing_mana() -> None:
    assert missing_mana("1R", {}) == "1R"
    assert missing_mana("1R", {"R": 1}) == "1"
    assert missing_mana("2RR", {"R": 1, "Z": 2}) == "R"
    assert missing_mana("R", {"R": 1}) == ""


async def test_prompts_are_reused_and_pay_key_works() -> None:
    app = make_app(duel())
    async with app.run_test(size=SIZE) as pilot:
        g = game(app)
        screen = game_screen(app)
        await to_decision(pilot, 0)
        await press(pilot, "1")  # a card as a source
        first = screen.prompt
        slot = screen.query_one("#prompt-slot")
        for _ in range(2):
            d = await to_decision(pilot, 0)
            assert d.kind == DecisionKind.PRIORITY
            grom = next(
                str(n)
                for n, a in enumerate(first.numbered(), start=1)  # type: ignore[union-attr]
                if a.kind == "cast" and g.objects[a.obj].card.name == "Grom"
            )
            await press(pilot, grom)
            assert screen.decision is not None and screen.decision.kind == DecisionKind.TARGETS
            assert "Grom — " in screen_text(app)  # the prompt names the spell it is about
            await press(pilot, "escape")  # back out of the cast
            assert screen.prompt is first  # the same widget, refilled
        mounted = len(slot.children)
        await press(pilot, grom, "enter")  # target: the opponent is offered first
        # one Vatra pays R: a forced payment is made without asking (issue 11)
        assert g.players[1].life < 200
        assert len(slot.children) == mounted  # no pay prompt was needed


async def test_inspector_is_cleared_for_the_next_player() -> None:
    app = make_app(duel())
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await to_decision(pilot, 0)
        await press(pilot, "tab")  # the first card of the hand
        assert screen.inspected is not None
        await press(pilot, "1", "d", "d")  # a source; dalje until Boris takes the keyboard
        await to_decision(pilot, 1)
        assert screen.inspected is None
        assert "Izaberi kartu" in screen_text(app)


async def test_chosen_options_are_marked_without_colour() -> None:
    g, mine, theirs = board_game()
    d = decision_for(DecisionKind.ATTACKERS, g, mine, theirs)
    prompt = prompt_for(d, view(g, 0))
    app = Host(prompt)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lst = prompt.query_one("PromptList")
        before = [str(o.prompt) for o in lst.options]  # type: ignore[attr-defined]
        await pilot.press("space")
        await pilot.pause()
        after = [str(o.prompt) for o in lst.options]  # type: ignore[attr-defined]
        assert "✔" in after[0] and "✔" not in before[0]
        assert not any("✔" in label for label in after[1:])
