"""Issue 11 item 5: the cursor is a symbol (readable with colour off), and digits 1–9 pick
the nth visible option in every prompt (item 3: "digits work in every prompt")."""

from __future__ import annotations

import pytest
from driver import SIZE, game_screen, make_app, press, screen_text, to_decision
from prompt_host import Host
from svgtext import svg_text
from test_prompts import board_game, board_prompt, decision_for
from test_prompts_forgiving import scenario_game
from textual.widgets import OptionList
from textual.widgets.selection_list import Selection

from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.tui.prompts import prompt_for
from izvori.tui.prompts.blockers import BlockersPrompt
from izvori.tui.prompts.divide import DividePrompt
from izvori.tui.prompts.number import NumberPrompt
from izvori.tui.prompts.order import OrderPrompt
from izvori.tui.widgets.cursor import CURSOR
from izvori.tui.widgets.zone import CardZone, focused_card

LISTS = (
    DecisionKind.PRIORITY,
    DecisionKind.TARGETS,
    DecisionKind.CHOOSE_ONE,
    DecisionKind.ATTACKERS,
    DecisionKind.BLOCKERS,
    DecisionKind.ORDER,
)


@pytest.mark.parametrize("kind", LISTS)
async def test_cursor_row_carries_a_symbol_with_colour_off(
    kind: DecisionKind, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-mono")
    g, mine, theirs = board_game()
    d = decision_for(kind, g, mine, theirs)
    prompt = prompt_for(d, view(g, d.player))
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.no_color
        rows = svg_text(app.export_screenshot()).splitlines()
        marked = [r for r in rows if CURSOR in r]
        assert len(marked) == 1, rows
        before = marked[0]
        await pilot.press("down")
        await pilot.pause()
        rows = svg_text(app.export_screenshot()).splitlines()
        marked = [r for r in rows if CURSOR in r]
        assert len(marked) == 1 and marked[0] != before, rows


@pytest.mark.parametrize(
    ("kind", "digit"),
    [(DecisionKind.CHOOSE_ONE, "2"), (DecisionKind.YES_NO, "2"), (DecisionKind.TARGETS, "3")],
)
async def test_digit_picks_the_nth_option(kind: DecisionKind, digit: str) -> None:
    g, mine, theirs = board_game()
    d = decision_for(kind, g, mine, theirs)
    prompt = prompt_for(d, view(g, d.player))
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        lst = prompt.query_one(OptionList)
        shown = [
            o.value if isinstance(o, Selection) else int((o.id or "o0")[1:]) for o in lst.options
        ]
        await pilot.press(digit)
        await pilot.pause()
        if kind == DecisionKind.TARGETS:  # a multiple choice: the digit toggles, Enter confirms
            await pilot.press("enter")
            await pilot.pause()
        assert len(app.answers) == 1
        nth = d.options[shown[int(digit) - 1]]
        assert app.answers[0] == ([nth] if kind == DecisionKind.TARGETS else nth)
        if kind == DecisionKind.YES_NO:
            assert app.answers[0] is False  # shown as Da, Ne


async def test_digits_toggle_attackers() -> None:
    prompt = board_prompt(DecisionKind.ATTACKERS)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1", "3", "1", "enter")
        await pilot.pause()
        assert len(app.answers) == 1
        assert len(app.answers[0]) == 1  # 1 on, 3 on, 1 off


async def test_digits_pick_blocker_then_attacker() -> None:
    g, mine, theirs = board_game()
    d = decision_for(DecisionKind.BLOCKERS, g, mine, theirs)
    prompt = prompt_for(d, view(g, 1))
    assert isinstance(prompt, BlockersPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("2", "2")
        await pilot.pause()
        assert prompt.pairs == [(prompt.blockers()[1], prompt.attackers()[1])]


async def test_digits_pick_in_order() -> None:
    prompt = board_prompt(DecisionKind.ORDER)
    assert isinstance(prompt, OrderPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("3", "1", "2")
        await pilot.pause()
        assert app.answers == [[2, 0, 1]]


async def test_digit_without_field_focus_starts_the_number() -> None:
    prompt = board_prompt(DecisionKind.NUMBER)
    assert isinstance(prompt, NumberPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.set_focus(None)
        prompt.pick_number(2)  # what the game screen does with a digit when a card has focus
        await pilot.press("enter")
        await pilot.pause()
        assert app.answers == [2]


async def test_digits_type_the_amount_of_the_cursor_row_of_a_division() -> None:
    """The division is one list (issue 11 item 6): ↑/↓ choose the recipient, digits type
    its amount (the first digit replaces it), ←/→ take off or add the least amount (5); a
    digit while a card on the board has the keyboard types too and takes the keyboard back."""
    g, mine, theirs = board_game()
    d = decision_for(DecisionKind.DIVIDE, g, mine, theirs)
    prompt = prompt_for(d, view(g, 0))
    assert isinstance(prompt, DividePrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        first = prompt.recipients()[0]
        app.set_focus(None)
        prompt.pick_number(2)
        await pilot.pause()
        assert app.focused is prompt.query_one(OptionList)
        await pilot.press("5", "down", "1", "5", "right", "enter")
        await pilot.pause()
        assert app.answers == [[[first, 25], [theirs[0], 20]]]
        assert "Rasporedi još: -5 od 40" in svg_text(app.export_screenshot())


def ana_with_two_in_hand_and_a_creature() -> Game:
    """Ana's main phase: Mladi Vuk and Grom in her hand, Vatreni Vuk in play."""
    return scenario_game(
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Mladi Vuk, Grom]
            play: [Vatreni Vuk]
          - name: Boris
        """
    )


async def test_a_focused_card_carries_the_cursor_and_a_digit_still_picks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Tab to a card: the cursor symbol moves from the prompt row to the card (one cursor on
    the screen, with colour off); a digit still answers the prompt."""
    monkeypatch.setenv("NO_COLOR", "1")
    g = ana_with_two_in_hand_and_a_creature()
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        await to_decision(pilot, 0)
        assert screen_text(app).count(CURSOR) == 1
        await press(pilot, "tab")
        screen = game_screen(app)
        # the board's permanents are one widget (CardZone): the card is its cursor's
        card = focused_card(screen.focused)
        assert card is not None
        text = screen_text(app)
        assert text.count(CURSOR) == 1
        row = next(r for r in text.splitlines() if CURSOR in r)
        assert g.objects[card].card.name in row
        before = g.pending
        await press(pilot, "1")
        assert g.pending is not before


def ana_holding(hand: list[str]) -> Game:
    """Ana's main phase with these cards in her hand, in this order; nothing in play."""
    return scenario_game(
        f"""
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [{", ".join(hand)}]
          - name: Boris
        """
    )


async def test_a_seven_card_hand_fits_80x24_without_scrolling() -> None:
    """Issue 11 item 6: at 80×24 the whole hand of seven is on the screen (one line a card,
    the cost first), every name whole: a name too long for its column takes the hand's
    whole width (a row of its own) instead of being cut with "…"."""
    hand = [
        "Prirodna Transformacija",
        "Vatrene Strele",
        "Ork Jurišnik",
        "Grom",
        "Piromanija",
        "Vatreni Ratnik",
        "Oluja",
    ]
    g = ana_holding(hand)
    app = make_app(g)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_decision(pilot, 0)
        rows = screen_text(app).splitlines()
    top = next(i for i, r in enumerate(rows) if "Ruka — Ana" in r)
    end = next(i for i, r in enumerate(rows) if i > top and "prednost" in r)
    shown = "\n".join(r[:50] for r in rows[top + 1 : end])  # the hand's rows, left column
    assert "…" not in shown, shown
    for name in hand:
        assert name in shown, (name, shown)


async def test_a_long_name_is_whole_in_the_hand_and_the_hand_scrolls_to_it() -> None:
    """Issue 11 item 6 ("nothing cut", "the whole hand, scrolling if needed"): two long
    names make the hand one row taller than its four; the cursor taken down the hand brings
    each card into sight, every name whole."""
    hand = [
        "Grom",
        "Opčinjavajuća Utvara",
        "Oluja",
        "Piromanija",
        "Prirodna Transformacija",
        "Vatreni Ratnik",
        "Ork Jurišnik",
    ]
    g = ana_holding(hand)
    app = make_app(g)
    seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await to_decision(pilot, 0)
        screen = game_screen(app)
        zone = screen.query_one("#hand .hand-grid", CardZone)
        assert zone.virtual_size.height > zone.scrollable_content_region.height
        zone.focus()
        await pilot.pause()
        for _ in hand:
            rows = screen_text(app).splitlines()
            top = next(i for i, r in enumerate(rows) if "Ruka — Ana" in r)
            shown = "\n".join(r[:50] for r in rows[top + 1 : top + 5])
            assert "…" not in shown, shown
            seen |= {name for name in hand if name in shown}
            await press(pilot, "tab")
    assert seen == set(hand)


async def test_a_dialog_on_top_has_the_only_cursor() -> None:
    """The prompt under a dialog (the stops, `s`) keeps its focus but not its cursor: one
    cursor on the screen; it comes back when the dialog closes."""
    g = scenario_game(
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Mladi Vuk, Grom]
          - name: Boris
        """
    )
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        await to_decision(pilot, 0)
        await press(pilot, "s")
        assert game_screen(app) is not app.screen
        assert screen_text(app).count(CURSOR) == 1
        await press(pilot, "escape")
        assert game_screen(app) is app.screen
        text = screen_text(app)
        assert text.count(CURSOR) == 1
        assert any(CURSOR in r and "Dalje" in r for r in text.splitlines())


async def test_the_number_steps_stop_at_its_ends() -> None:
    """X is a list of numbers, largest first: ↑ is one more and stops at the largest, ↓ one
    less and stops at the smallest (the list's own keys would wrap round); digits type."""
    prompt = board_prompt(DecisionKind.NUMBER)  # 0 to 4
    assert isinstance(prompt, NumberPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert prompt.value() == 4
        await pilot.press("up")
        await pilot.pause()
        assert prompt.value() == 4 and "Broj: 4" in prompt.title()
        await pilot.press(*(["down"] * 6))
        await pilot.pause()
        assert prompt.value() == 0
        await pilot.press("up", "1", "2", "backspace", "enter")
        await pilot.pause()
        assert app.answers == [1]
