"""Random games with the cards of modal spells, opponent choices, changing targets, abilities
from other zones, activation limits, self cost reduction and ignorable statics (D3.92–D3.97,
D4.30, D9.29, D10.20, D10.22, D15.71, D15.72): every rule invariant holds after every answer,
copies are faithful, and each game replays from its record to the identical state."""

from __future__ import annotations

import pytest
import soak_mode

from izvori.agents.simulate import run_game
from izvori.cards.library import load_cards_or_raise
from izvori.cards.schema import build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.record import game_record, replay

EXTRA = """
cards:
  - name: Iskušenje
    cost: "1C"
    type: Vradžbina
    mode_chosen_by: opponent
    modes:
      - {text: "Vuci dve karte.", effects: [{draw: {who: you, count: 2}}]}
      - {text: "Protivnik gubi 30 života.", effects: [{lose_life: {who: opponent, amount: 30}}]}
  - name: Dvostruka Žrtva
    cost: "2C"
    type: Vradžbina
    targets:
      - {ref: njegovo, kind: creature, controller: opponent, chosen_by: opponent}
      - {ref: moje, kind: creature, controller: you}
    effects: [{destroy: {what: moje}}, {destroy: {what: njegovo}}]
  - name: Plamena Duša
    cost: "1R"
    type: Biće
    power: 10
    toughness: 20
    abilities:
      - activated:
          cost: "R"
          per_turn: 1
          effects: [{pump: {what: self, power: 20, toughness: 0}}]
      - activated:
          cost: "1"
          only_during: your_turn
          modes:
            - {text: "+0/+10", effects: [{pump: {what: self, power: 0, toughness: 10}}]}
            - {text: "10 štete", targets: [{kind: creature}],
               effects: [{damage: {to: target, amount: 10}}]}
  - name: Kamen Tišine
    cost: "3"
    type: Artefakt
    abilities:
      - static: {op: spell_cost_increase, amount: 1, ignore_cost: {sacrifice: creature}}
  - name: Iskra Mudrosti
    cost: "3P"
    type: Vradžbina
    effects: [{draw: {who: you, count: 2}}]
    abilities:
      - activated:
          zone: ruka
          cost: {mana: "2", discard_self: true}
          effects: [{draw: {who: you}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    cards = dict(load_cards_or_raise())
    data = load_text(EXTRA)
    for item, line in zip(data["cards"], data["cards"].item_lines, strict=True):
        card = build_card(item, line)
        cards[card.name] = card
    return cards


def decks(pool: dict[str, CardDef]) -> list[list[CardDef]]:
    a = [
        *("Voda Adžijazma", "Donosilac Nade", "Kavgadžija", "Stražar Zore"),
        *("Preusmeravanje", "Vodenko", "Antimagija", "Rečni Vodenjak"),
        *("Onostrano Zlo", "Grom", "Plamena Duša", "Kamen Tišine"),
    ]
    b = [
        *("Neupokojena", "Navi Suvoduha", "Noćna Avet", "Sluga Tame", "Iskušenje"),
        *("Dvostruka Žrtva", "Iskra Mudrosti", "Voda Adžijazma", "Preusmeravanje"),
        *("Mladi Vuk", "Kamen Tišine", "Grom"),
    ]
    return [[pool[n] for n in a] * 4, [pool[n] for n in b] * 4]


#: the suite's two games have between them every kind of log event the twelve of the soak
#: command (`IZVORI_SOAK=1 pytest -m soak`) have (31 kinds: counters, changed targets, ...)
@pytest.mark.soak
@pytest.mark.parametrize("seed", soak_mode.cases(short=(4, 10), long=range(12)))
def test_random_games_keep_every_invariant_and_replay(pool: dict[str, CardDef], seed: int) -> None:
    run = run_game(decks(pool), seed, turn_cap=80)
    assert run.error is None, run.traceback
    game = run.game
    again = replay(game_record(game), pool)
    assert again.digest() == game.digest()
    copy = game.copy()
    assert copy.digest() == game.digest()
