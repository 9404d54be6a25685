"""Hot-seat: a choice the card gives the opponent while a spell is played (D10.20) goes to him
with a hand-over, a prompt that names the modes, and the caster's hand hidden; a card revealed
from a hand (D3.95) is shown to the other player, the rest of that hand is not."""

from __future__ import annotations

import textwrap
from typing import Any

from games import pool
from textual.app import App, ComposeResult
from textual.widgets import OptionList

from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.builder import build_game, find_object
from izvori.tui.controller import Ask, Controller
from izvori.tui.prompts import Answer, PromptBase, prompt_for
from izvori.tui.symbols import MANA_VARIABLES
from izvori.tui.widgets.niz import item_text

ISKUSENJE = """
name: Iskušenje
cost: "1C"
type: Vradžbina
text: "Protivnik bira jedno: vuci dve karte; ili protivnik gubi 30 života."
mode_chosen_by: opponent
modes:
  - text: "Vuci dve karte."
    effects: [{draw: {who: you, count: 2}}]
  - text: "Protivnik gubi 30 života."
    effects: [{lose_life: {who: opponent, amount: 30}}]
"""

SETUP = """
active: Ana
step: glavna1
players:
  - name: Ana
    library: [Kavgadžija, Kavgadžija, Kavgadžija]
    hand: [Iskušenje, Dodir Smrti, Onostrano Zlo, Kavgadžija]
    play:
      - {card: Noćna Avet, as_source: true}
      - {card: Noćna Avet, as_source: true}
      - {card: Kavgadžija, as_source: true}
      - {card: Kavgadžija, as_source: true}
      - {card: Grom, as_source: true}
  - name: Boris
    library: [Kavgadžija, Kavgadžija, Kavgadžija]
    hand: [Grom]
"""


def make_game() -> Game:
    cards = dict(pool())
    card = build_card(load_text(ISKUSENJE), 1)
    cards[card.name] = card
    return build_game(load_text(textwrap.dedent(SETUP)), cards, 1)


class Host(App[None]):
    def __init__(self, prompt: PromptBase) -> None:
        super().__init__()
        self.prompt = prompt
        self.answers: list[Any] = []

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(MANA_VARIABLES)

    def compose(self) -> ComposeResult:
        yield self.prompt

    def on_answer(self, message: Answer) -> None:
        self.answers.append(message.answer)


def names_in(v: Any) -> str:
    return repr(v)


async def test_d10_20_the_opponent_chooses_the_mode_after_a_hand_over() -> None:
    g = make_game()
    ctl = Controller(g)
    first = ctl.next_step()
    assert isinstance(first, Ask) and first.decision.player == 0
    ctl.took_keyboard(0)
    ctl.submit(Action("cast", find_object(g, "Iskušenje", 0, (Zone.HAND,))))
    step = ctl.next_step()
    assert isinstance(step, Ask)
    d = step.decision
    assert (d.player, d.kind, d.prompt) == (1, DecisionKind.CHOOSE_ONE, "cast.mode")
    assert not d.can_cancel  # only Ana could back out of her own spell
    assert ctl.needs_handover(1)  # the keyboard goes to Boris first
    seen = view(g, 1)
    assert seen.players[0].hand is None  # Ana's hand stays hidden from Boris
    assert "Dodir Smrti" not in names_in(seen)
    prompt = prompt_for(d, seen)
    app = Host(prompt)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        labels = [str(o.prompt) for o in prompt.query_one(OptionList).options]
        assert any("Vuci dve karte." in lbl for lbl in labels)
        assert any("Protivnik gubi 30 života." in lbl for lbl in labels)
        assert "Iskušenje" in prompt.title()  # the prompt names the spell on the niz
        await pilot.press("down", "enter")
        assert app.answers
    ctl.took_keyboard(1)
    ctl.submit(app.answers[-1])
    assert g.pending is not None and g.pending.player == 0  # back to Ana: she pays
    assert ctl.needs_handover(0)
    chosen = view(g, 0).stack[0]
    assert chosen.mode == "Protivnik gubi 30 života."  # the chosen mode shows on the niz
    assert "mod: Protivnik gubi 30 života." in item_text(view(g, 0), chosen, 1)
    g.submit(Action("auto"))
    line = event_line(g, next(e for e in reversed(g.log) if e.kind == "cast"))
    assert line == "Ana baca Iskušenje. Mod: Protivnik gubi 30 života."


def test_d3_95_only_the_revealed_card_of_a_hand_is_shown() -> None:
    g = make_game()
    g.submit(Action("cast", find_object(g, "Kavgadžija", 0, (Zone.HAND,))))
    g.submit(Action("auto"))
    d = g.pending
    assert d is not None and d.prompt == "trigger.pay_reveal" and d.player == 0
    before = view(g, 1)
    assert "Onostrano Zlo" not in names_in(before)  # not revealed yet: nothing shows
    g.submit(True)
    g.submit(Action("auto"))
    assert g.stack[-1].revealed
    seen = view(g, 1)
    assert [c.name for c in seen.revealed] == ["Onostrano Zlo"]
    assert seen.stack[0].card is not None and seen.stack[0].card.name == "Onostrano Zlo"
    assert seen.players[0].hand is None and "Dodir Smrti" not in names_in(seen)
    oz = find_object(g, "Onostrano Zlo", 0, (Zone.HAND,))
    assert seen.find_card(oz) is not None
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    assert g.players[1].life == 190
    after = view(g, 1)
    assert after.revealed == () and after.find_card(oz) is None  # hidden again
