"""Issue 11, items 3 and 5: a card is never played as a source by a slip, the payment menu
offers only mana that can pay something, and a forced payment is not asked."""

from __future__ import annotations

import dataclasses

from driver import SIZE, game_screen, make_app, press, screen_text, settle, to_decision
from games import demo_game
from prompt_host import Host
from textual.widgets import Static

from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.strings import t
from izvori.tui.prompts import prompt_for
from izvori.tui.prompts.priority import PayPrompt, PriorityPrompt, forced_payment


def hint_of(prompt: PriorityPrompt | PayPrompt) -> str:
    return str(prompt.query_one("#prompt-hint", Static).render())


async def test_enter_on_an_uncastable_card_asks_before_playing_it_as_a_source() -> None:
    g = demo_game(seed=4, first=0)
    card = g.players[0].hand[0]
    d = Decision(0, DecisionKind.PRIORITY, "priority", (PASS, Action("source", card)))
    prompt = prompt_for(d, view(g, 0))
    assert isinstance(prompt, PriorityPrompt)
    prompt.explain = lambda answer: "Ne možeš da platiš R (D10.18)."
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert prompt.card_chosen(card) is True
        await pilot.pause()
        assert app.answers == []  # not played: the first Enter explains and asks
        hint = hint_of(prompt)
        assert "D10.18" in hint and "izvor" in hint
        assert prompt.card_chosen(card) is True  # the second Enter plays it as a source
        await pilot.pause()
        assert app.answers == [Action("source", card)]


async def test_a_new_decision_forgets_the_question() -> None:
    g = demo_game(seed=4, first=0)
    card = g.players[0].hand[0]
    d = Decision(0, DecisionKind.PRIORITY, "priority", (PASS, Action("source", card)))
    prompt = prompt_for(d, view(g, 0))
    assert isinstance(prompt, PriorityPrompt)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        prompt.card_chosen(card)
        prompt.load(d, view(g, 0))
        prompt.card_chosen(card)
        await pilot.pause()
        assert app.answers == []  # asked again: one Enter per decision never plays it


async def test_castable_card_is_cast_at_once() -> None:
    g = demo_game(seed=4, first=0)
    card = g.players[0].hand[0]
    d = Decision(
        0, DecisionKind.PRIORITY, "priority", (PASS, Action("source", card), Action("cast", card))
    )
    prompt = prompt_for(d, view(g, 0))
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert prompt.card_chosen(card) is True
        await pilot.pause()
        assert app.answers == [Action("cast", card)]


def pay(cost: str, pool: dict[str, int], *mana: Action, undo: bool = False) -> Decision:
    options = (Action("auto"), *mana, *([Action("undo")] if undo else []), Action("cancel"))
    return Decision(
        0,
        DecisionKind.PAY,
        "pay.mana",
        options,
        context={"cost": cost, "pool": pool},
        can_cancel=True,
    )


async def test_the_payment_menu_hides_mana_that_pays_nothing_and_offers_undo() -> None:
    g = demo_game(seed=4, first=0)
    d = pay("R", {}, Action("mana", 5, 0, "R"), Action("mana", 6, 0, "B"), undo=True)
    prompt = prompt_for(d, view(g, 0))
    assert isinstance(prompt, PayPrompt)
    kinds = [(a.kind, a.choice) for a in prompt.ordered()]
    assert ("mana", "B") not in kinds  # colourless can't pay R: it would only burn
    assert kinds == [("auto", ""), ("mana", "R"), ("undo", ""), ("cancel", "")]
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert app.answers == [Action("undo")]
    # the menu shows "A" and "U": with Shift they are the same keys
    for key, kind in (("A", "auto"), ("U", "undo")):
        app = Host(prompt_for(d, view(g, 0)))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            assert app.answers == [Action(kind)]
    # with a generic part left, colourless mana is useful again
    d = pay("1R", {"R": 1}, Action("mana", 6, 0, "B"))
    prompt = prompt_for(d, view(g, 0))
    assert isinstance(prompt, PayPrompt)
    assert Action("mana", 6, 0, "B") in prompt.ordered()


def test_a_forced_payment_is_not_asked() -> None:
    # two sources, each of one kind, both needed: auto-pay without asking
    forced = pay("1R", {}, Action("mana", 5, 0, "R"), Action("mana", 6, 0, "C"))
    assert forced_payment(forced) == Action("auto")
    # three sources for two mana: the player chooses which stays untapped
    free = pay(
        "1R", {}, Action("mana", 5, 0, "R"), Action("mana", 6, 0, "C"), Action("mana", 7, 0, "C")
    )
    assert forced_payment(free) is None
    # a source that can make several colours: the choice may matter
    multi = pay(
        "1R", {}, Action("mana", 5, 0, "R"), Action("mana", 6, 0, "C"), Action("mana", 6, 0, "R")
    )
    assert forced_payment(multi) is None
    # a source whose mana can't pay anything does not make the choice free
    only_red = pay("R", {}, Action("mana", 5, 0, "R"), Action("mana", 6, 0, "C"))
    assert forced_payment(only_red) == Action("auto")
    # no auto-pay offered: nothing to force
    no_auto = Decision(
        0, DecisionKind.PAY, "pay.mana", (Action("cancel"),), context={"cost": "R", "pool": {}}
    )
    assert forced_payment(no_auto) is None


# ------------------------------------------------------------------ the real game screen
BURN = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Mladi Vuk]
        pool: {R: 2}
      - name: Boris
"""


def scenario_game(setup: str) -> Game:
    import textwrap

    from izvori.cards.library import load_cards_or_raise
    from izvori.cards.yamlsafe import load_text
    from izvori.scenario.builder import build_game

    return build_game(load_text(textwrap.dedent(setup)), load_cards_or_raise(), 1)


async def test_c1_30_a_pass_that_may_burn_mana_asks_once() -> None:
    g = scenario_game(BURN)
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        d = await to_decision(pilot, 0)
        await press(pilot, "d")
        screen = game_screen(app)
        assert screen.decision is d and g.pending is d  # not passed yet
        text = screen_text(app)
        assert "mana udar" in text and "20" in text and "C1.30" in text
        await press(pilot, "d")
        assert g.players[0].pool.total() == 0 or g.pending is not d  # passed this time


async def test_no_question_without_mana_in_the_pool() -> None:
    g = scenario_game(BURN.replace("        pool: {R: 2}\n", ""))
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        d = await to_decision(pilot, 0)
        await press(pilot, "d")
        assert g.pending is not d


async def test_digits_work_while_a_card_has_the_focus() -> None:
    g = scenario_game(BURN.replace("        pool: {R: 2}\n", ""))
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        await to_decision(pilot, 0)
        await press(pilot, "tab")  # focus moves to a card on the board or in the hand
        screen = game_screen(app)
        assert isinstance(screen.prompt, PriorityPrompt)
        first = screen.prompt.numbered()[0]
        assert first == Action("source", g.players[0].hand[0])
        card = first.obj
        await press(pilot, "1")
        assert g.objects[card].as_source  # played as a source (the game may have run on)


GROM_AT_WOLF = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Grom]
        pool: {R: 1}
      - name: Boris
        play: [Mladi Vuk]
"""


async def test_esc_in_the_footer_says_what_the_cast_row_says() -> None:
    """Issue 11 items 3 and 5: inside a cast Esc takes the cast back (D-rules on casting:
    the game returns to before it) — the footer says "Esc Odustani", the word of the
    prompt's own cancel row; at prednost Esc does nothing and is not shown."""
    g = scenario_game(GROM_AT_WOLF)
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        d = await to_decision(pilot, 0)
        assert d.kind == DecisionKind.PRIORITY
        footer = screen_text(app).splitlines()[-1]
        assert "Esc" not in footer, footer
        grom = next(c for c in g.players[0].hand)
        game_screen(app).submit(Action("cast", grom))
        await settle(pilot)
        screen = game_screen(app)
        assert screen.decision is not None and screen.decision.can_cancel
        footer = screen_text(app).splitlines()[-1]
        assert f"Esc {t('tui.action.cancel')}" in footer, footer
        assert t("tui.bind.cancel") not in footer, footer
        await press(pilot, "escape")
        assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY
        assert grom in g.players[0].hand  # back in the hand: the cast was taken back


def test_a_prompt_offers_esc_only_where_it_takes_the_cast_back() -> None:
    """Issue 11 item 5 ("every key doing what it says"): "Esc: odustani" is in a prompt's keys
    only where Esc takes back the cast or ability (the decision can be cancelled); a choice
    the rules require (a mode chosen while a spell resolves) offers no Esc."""
    g = demo_game(seed=4, first=0)
    options = (Action("choose", 0, 0, "a"), Action("choose", 0, 0, "b"))
    esc = t("tui.prompt.keys.esc_cancel").strip(" ·")
    for can_cancel in (True, False):
        d = Decision(0, DecisionKind.CHOOSE_ONE, "cast.mode", options, can_cancel=can_cancel)
        prompt = prompt_for(d, view(g, 0))
        assert (esc in prompt.hint()) is can_cancel, prompt.hint()
        assert prompt.RESETS is False  # nothing of its own to undo: no "Esc Nazad" either
    paying = pay("R", {}, Action("mana", 5, 0, "R"))
    assert esc in prompt_for(paying, view(g, 0)).hint()
    forced = dataclasses.replace(paying, can_cancel=False)
    assert "Esc" not in prompt_for(forced, view(g, 0)).hint()
