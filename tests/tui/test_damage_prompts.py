"""The TUI shows the damage questions of D20.91 (order) and D20.67 (mode) readably: the
effects by the cards they come from, the destinations by name, and builds legal answers."""

from __future__ import annotations

import textwrap

from prompt_host import Host
from textual.widgets import OptionList

from izvori.cards.library import load_cards_or_raise
from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.scenario.builder import build_game
from izvori.strings import t
from izvori.tui.prompts import PromptBase, prompt_for

EXTRA = """
- name: Mali Štit
  cost: "Ž"
  type: Iznenađenje
  targets: [{kind: creature_or_player}]
  effects: [{prevent_damage: {to: target, amount: 10}}]
- name: Zavet Štitonoše
  cost: "Ž"
  type: Iznenađenje
  targets: [{kind: creature}]
  effects:
    - redirect_damage: {what: target, to: [you, each_creature]}
"""


def game_at_question(setup: str) -> Game:
    pool = dict(load_cards_or_raise())
    for node in load_text(textwrap.dedent(EXTRA)):
        c = build_card(node, 1)
        pool[c.name] = c
    game = build_game(load_text(textwrap.dedent(setup)), pool, 1)
    while game.pending is not None and game.pending.kind == DecisionKind.PRIORITY:
        game.submit(["pass"])
    return game


def labels(prompt: PromptBase) -> list[str]:
    lst = prompt.query_one(OptionList)
    return [str(lst.get_option_at_index(i).prompt) for i in range(lst.option_count)]


async def test_d20_91_order_prompt_names_the_effects() -> None:
    game = game_at_question(
        """
        active: Ana
        players:
          - name: Ana
            play: [Opsada]
          - name: Boris
        stack:
          - {spell: Grom, controller: Ana, targets: [Boris]}
          - {spell: Mali Štit, controller: Boris, targets: [Boris]}
        """
    )
    d = game.pending
    assert d is not None and d.prompt == "damage.order"
    prompt = prompt_for(d, view(game, d.player))
    app = Host(prompt)
    async with app.run_test(size=(110, 30)) as pilot:
        await pilot.pause()
        shown = labels(prompt)
        assert any("Opsada" in s for s in shown) and any("Mali Štit" in s for s in shown)
        assert prompt.hint() == t("tui.prompt.keys.damage.order")
        assert "20 štete" in prompt.title() and "Boris" in prompt.title()
        for _ in d.options:
            await pilot.press("enter")
            await pilot.pause()
    assert app.answers and sorted(app.answers[-1]) == list(d.options)
    game.submit(app.answers[-1])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


async def test_d20_67_mode_prompt_names_players_and_creatures() -> None:
    game = game_at_question(
        """
        active: Ana
        players:
          - name: Ana
            play: [Kavgadžija, Mladi Vuk]
          - name: Boris
        stack:
          - {spell: Grom, controller: Boris, targets: [Kavgadžija]}
          - {spell: Zavet Štitonoše, controller: Ana, targets: [Kavgadžija]}
        """
    )
    d = game.pending
    assert d is not None and d.prompt == "damage.mode" and d.kind == DecisionKind.CHOOSE_ONE
    prompt = prompt_for(d, view(game, d.player))
    app = Host(prompt)
    async with app.run_test(size=(110, 30)) as pilot:
        await pilot.pause()
        shown = labels(prompt)
        assert any("Ana" in s for s in shown) and any("Mladi Vuk" in s for s in shown)
        await pilot.press("enter")
        await pilot.pause()
    assert app.answers and app.answers[-1] in d.options
    game.submit(app.answers[-1])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
