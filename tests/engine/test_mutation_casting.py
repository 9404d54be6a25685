"""Casting and playing sources (izvori/engine/casting.py) as a judge reads them: what a player
is asked and shown when an Istočnik card is played as a source (E3.52).

Written for the mutants of casting.py's first (partial) run that the rules scenarios let
through (docs/mutation.md, session 13).
"""

from __future__ import annotations

import pytest
from positions import asked, played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import AbilityActivated, SourcePlayed, SpellCast
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj
from izvori.strings import t


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana plays Vila Studenca ("Letač. Istočnik 1") as a source with a source of her own untapped
ISTOCNIK = """
name: Istočnik
rules: [E3.52]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vila Studenca]
      library: [Grom, Grom]
      play: [{card: Mladi Vuk, as_source: true}]
    - name: Boris
script:
  - {play_source: Vila Studenca}
"""


def test_e3_52_the_question_names_the_card_and_its_cost(pool: dict[str, CardDef]) -> None:
    """E3.52: played as a source, an Istočnik card enters tapped and its controller is asked —
    yes or no — whether she pays its cost; the question names the card and the cost."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0
    assert d.prompt == "istocnik.pay"
    assert d.options == (True, False)
    vila = obj(game, "Vila Studenca", Zone.PLAY)
    assert d.context == {"card": vila, "cost": "1"}
    assert t(d.prompt, **d.context).strip() != d.prompt  # a sentence, not the bare key


def test_e3_52_paying_is_asked_as_the_istocnik_payment(pool: dict[str, CardDef]) -> None:
    """E3.52: "yes" asks for the payment of that cost, named as the Istočnik's, about the card."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.player == 0
    assert d.prompt == "pay.istocnik"
    assert d.context.get("card") == obj(game, "Vila Studenca", Zone.PLAY)


#: test-only: an artifact whose second ability (index 1) is "Z, @" (the counting of an
#: ability's activations is by its index)
BUNAR = """
- name: Probni Bunar
  cost: "2"
  type: Artefakt
  text: "@: Dodaj 1 zelenu manu u svoje izvorište. Z, @: Dobijaš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: zelena, amount: 1}
    - activated:
        cost: {mana: "Z", tap: true}
        effects:
          - gain_life: {who: you, amount: 10}
"""


@pytest.fixture(scope="module")
def bunar_pool() -> dict[str, CardDef]:
    return card_pool(BUNAR)


def main_phase(script: str, hand: str = "[Grom, Kameni Golem, Goruća Šuma]") -> str:
    """Ana's first main phase: Probni Bunar, a red and a green source in play."""
    return f"""
name: Ana igra
rules: [D10.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: {hand}
      library: [Grom, Grom]
      play: [Probni Bunar, {{card: Grom, as_source: true}}, {{card: Mladi Vuk, as_source: true}}]
    - name: Boris
script: {script}
"""


def test_d10_13_the_target_question_says_which_target_of_which_kind(bunar_pool) -> None:
    """D10.13: casting Grom asks for its one target — "biće ili igrač" — naming the target's
    place on the card and its kind."""
    game = asked(bunar_pool, main_phase("[{cast: Grom}]"), DecisionKind.TARGETS)
    d = game.pending
    assert d is not None and d.prompt == "cast.targets"
    grom = obj(game, "Grom", Zone.STACK)
    assert d.context == {
        "spec": "target",
        "kind": "creature_or_player",
        "index": 0,
        "card": grom,
        "item": game.stack[-1].id,
    }


def test_d10_17_the_payment_names_the_spell_being_paid_for(bunar_pool) -> None:
    """D10.17: the payment of Grom's R names the card and the niz item it pays for."""
    game = asked(
        bunar_pool, main_phase("[{cast: Grom, targets: [Boris], pay: manual}]"), DecisionKind.PAY
    )
    d = game.pending
    assert d is not None
    grom = obj(game, "Grom", Zone.STACK)
    assert d.context["card"] == grom and d.context["item"] == game.stack[-1].id
    assert d.context["cost"] == "R"


def test_d10_19_a_spell_cast_is_announced_with_its_card_and_item(bunar_pool) -> None:
    """D10.19: once paid, the spell has been cast: everybody is told who cast which card, as
    which niz item, its name, colours and types."""
    game = played(bunar_pool, main_phase("[{cast: Grom, targets: [Boris]}]"))
    ev = next(e for e in reversed(game.log) if isinstance(e, SpellCast))
    grom = obj(game, "Grom", Zone.STACK)
    assert (ev.player, ev.card, ev.item, ev.name) == (0, grom, game.stack[-1].id, "Grom")
    assert ev.colors == ["R"] and ev.mode == ""


def test_d10_19_an_ability_activated_is_announced_and_counted(bunar_pool) -> None:
    """D10.19, D4.30: activating Probni Bunar's "Z, @" is announced (who, which permanent,
    which niz item, the permanent's name), and counted for that ability (its index, 1) — a
    limit such as "only once each turn" counts these."""
    game = played(bunar_pool, main_phase("[{activate: Probni Bunar, ability: 1}]"))
    bunar = obj(game, "Probni Bunar")
    ev = next(e for e in reversed(game.log) if isinstance(e, AbilityActivated))
    assert (ev.player, ev.card, ev.item) == (0, bunar, game.stack[-1].id)
    assert ev.name == "Probni Bunar" and ev.mode == ""
    assert game.objects[bunar].activations_this_turn == {1: 1}
    assert game.objects[bunar].tapped


@pytest.mark.parametrize(
    ("card", "source_type", "types"),
    [("Kameni Golem", "artifact", {"Izvor"}), ("Goruća Šuma", "printed", {"Izvor"})],
)
def test_b12_71_playing_a_card_as_a_source(bunar_pool, card, source_type, types) -> None:
    """B12.71, B12.76–77: an artifact played as a source becomes a non-basic colourless source,
    a printed Izvor card stays itself; Ana controls it, it counts as her source for the turn,
    and everybody is told which card and what kind of source."""
    game = played(bunar_pool, main_phase(f"[{{play_source: {card}}}]"))
    oid = obj(game, card)
    assert game.objects[oid].controller == 0
    assert {str(t) for t in game.chars(oid).types} == types
    assert game.players[0].sources_played_this_turn == 1
    ev = next(e for e in reversed(game.log) if isinstance(e, SourcePlayed))
    assert (ev.player, ev.card, ev.source_type, ev.name) == (0, oid, source_type, card)
