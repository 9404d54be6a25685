"""The TUI with copies (E4): the niz panel names a copy, and the new decisions — a creature type
(E4.50), the order of revealed cards going to the bottom, a copy's new targets (E4.82) — have
prompts that show readable options and build answers the engine accepts."""

from __future__ import annotations

import re
from typing import Any

from prompt_host import Host
from textual.widgets import OptionList

from izvori.cards.library import load_cards_or_raise
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.scenario.table import played
from izvori.tui.prompts import PromptBase, prompt_for

LAZNI_VODJA = """
name: t
rules: [E4.50]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Lažni Vođa]
      library: [Grom, Šumski Vilenjak, Oluja, Kavgadžija]
      pool: {Ž: 2, B: 3}
    - name: Boris
      hand: [Gladne Zmije]
script:
  - {cast: Lažni Vođa}
  - {pass: Boris}
  - {pass: Ana}
"""


def scenario_game(text: str) -> Game:
    return played(load_cards_or_raise(), text)


def option_texts(prompt: PromptBase) -> list[str]:
    lst = prompt.query_one(OptionList)
    # without the digit key each row starts with ("[b]1[/] Druid")
    texts = [str(lst.get_option_at_index(i).prompt) for i in range(lst.option_count)]
    return [re.sub(r"^\[b\][1-9 ]\[/\] ", "", text) for text in texts]


async def answer_with(prompt: PromptBase, keys: list[str]) -> tuple[list[str], Any]:
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        texts = option_texts(prompt)
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        return texts, app.answers[-1] if app.answers else None


async def test_creature_type_prompt_shows_the_types_and_answers_one() -> None:
    g = scenario_game(LAZNI_VODJA)
    d = g.pending
    assert d is not None and d.prompt == "enters.creature_type"
    prompt = prompt_for(d, view(g, 0))
    assert "Lažni Vođa ulazi u igru: izaberi tip bića." in prompt.title()
    texts, answer = await answer_with(prompt, ["enter"])
    assert "Vilenjak" in texts and "Zmija" not in texts  # Boris's hand stays hidden
    assert answer in d.options
    g.submit(answer)  # the engine accepts it


async def test_bottom_order_prompt_names_the_revealed_cards() -> None:
    g = scenario_game(LAZNI_VODJA + "  - {choose: Vilenjak}\n  - {pass: Ana}\n  - {pass: Boris}\n")
    d = g.pending
    assert d is not None and d.prompt == "resolve.bottom_order"
    texts, answer = await answer_with(prompt_for(d, view(g, 0)), ["enter", "enter"])
    assert [t.split(". ", 1)[1] for t in texts] == ["Grom", "Oluja"]
    assert sorted(answer) == [0, 1]
    g.submit(answer)
    # the opponent's view never shows the cards of Ana's library
    assert view(g, 1).revealed == ()


async def test_copy_targets_prompt_and_the_niz_label() -> None:
    from izvori.tui.widgets.niz import item_text

    g = scenario_game(
        """
name: t
rules: [E4.82]
setup:
  active: Boris
  players:
    - name: Ana
      hand: [Odjek]
      pool: {P: 2, B: 1}
    - name: Boris
      hand: [Grom]
      pool: {R: 1}
script:
  - {cast: Grom, targets: [Ana]}
  - {cast: Odjek, targets: [Grom]}
  - {pass: Boris}
  - {pass: Ana}
  - {yes_no: true}
"""
    )
    d = g.pending
    assert d is not None and d.prompt == "copy.targets"
    prompt = prompt_for(d, view(g, 0))
    assert prompt.title().startswith("Grom — ")
    _texts, answer = await answer_with(prompt, ["enter"])
    assert answer is not None
    g.submit(answer)
    v = view(g, 0)
    assert "Kopija: Grom" in item_text(v, v.stack[0], 1)
