"""Who plays an ability and from which zone it works (izvori/engine/zones.py), as a judge reads
them: D4.20 (the controller of a permanent plays its abilities), D3.92/D3.95 (an ability that
works from the hand is offered from the hand only, and a permanent's own abilities once), D3.96
(an ability that triggers from the odlagalište does not trigger from play).

Written for the mutants of zones.py that the rules scenarios let through (docs/mutation/turn.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def test_d4_20_the_controller_of_a_stolen_permanent_plays_its_abilities(
    pool: dict[str, CardDef],
) -> None:
    """D4.20: Ana takes Boris's Kostolomac with Kroćenje Kerbera (untapped, with Ubrzanje, until
    end of turn): she may play its "@: 10 štete" ability; Boris, its owner, may not."""
    game = played(
        pool,
        """
name: Ukroćeni Kostolomac
rules: [D4.20]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kroćenje Kerbera]
      play:
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
      library: [Grom]
    - name: Boris
      play: [Kostolomac]
      library: [Grom]
script:
  - {cast: Kroćenje Kerbera, targets: [Kostolomac]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    kostolomac = obj(game, "Kostolomac", Zone.PLAY)
    assert game.objects[kostolomac].controller == 0
    d = game.pending
    assert d is not None and (d.player, d.kind) == (0, DecisionKind.PRIORITY)
    assert Action("activate", kostolomac, 0) in d.options
    game.submit(Action("activate", kostolomac, 0))
    assert game.pending is not None and game.pending.kind == DecisionKind.TARGETS
    game.submit("cancel")
    game.submit(Action("pass"))
    d = game.pending
    assert d is not None and (d.player, d.kind) == (1, DecisionKind.PRIORITY)
    assert not [a for a in d.options if a.kind == "activate" and a.obj == kostolomac]


HERALD = """
name: Glasnik
rules: [D3.92, D3.95]
cards:
  - name: Dvostruki Glasnik
    cost: "2R"
    type: Biće
    subtypes: [Čovek]
    power: 10
    toughness: 10
    text: >-
      R, odbaci Dvostrukog Glasnika iz ruke: Vuci kartu.
      0: Dvostruki Glasnik dobija Letač do kraja poteza.
    abilities:
      - activated:
          zone: ruka
          cost: {mana: "R", discard_self: true}
          effects: [{draw: {}}]
      - activated:
          cost: {mana: "0"}
          effects: [{grant: {what: self, keywords: [Letač]}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Dvostruki Glasnik]
      play:
        - Dvostruki Glasnik
        - {card: Grom, as_source: true}
      library: [Grom, Grom]
    - name: Boris
"""


def test_d3_95_a_card_with_a_hand_ability_offers_each_ability_where_it_works_once(
    pool: dict[str, CardDef],
) -> None:
    """D3.92, D3.95: Dvostruki Glasnik's first ability works only from the hand, its second only
    in play. Ana has one in her hand and one in play: she is offered the first of the card in
    her hand and the second of the one in play, each once — and nothing else of theirs."""
    game = played(pool, HERALD)
    in_hand = obj(game, "Dvostruki Glasnik", Zone.HAND)
    in_play = obj(game, "Dvostruki Glasnik", Zone.PLAY)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    theirs = [a for a in d.options if a.kind == "activate" and a.obj in (in_hand, in_play)]
    assert sorted(theirs, key=lambda a: a.obj) == sorted(
        [Action("activate", in_hand, 0), Action("activate", in_play, 1)], key=lambda a: a.obj
    )


def test_d3_96_an_ability_that_triggers_from_the_odlagaliste_does_not_trigger_from_play(
    pool: dict[str, CardDef],
) -> None:
    """D3.96: Feniks Pepela's only triggered ability works from the odlagalište ("Na početku
    tvoje pripreme, ako je Feniks Pepela na tvom odlagalištu, dobijaš 10 života"). At Ana's
    upkeep the one in her odlagalište triggers; the one in play does not."""
    game = played(
        pool,
        """
name: Feniks
rules: [D3.96]
cards:
  - name: Feniks Pepela
    cost: "1R"
    type: Biće
    subtypes: [Ptica]
    power: 10
    toughness: 10
    text: "Na početku tvoje pripreme, ako je Feniks Pepela na tvom odlagalištu, dobijaš 10 života."
    abilities:
      - triggered:
          zone: odlagalište
          when: step_begins
          step: priprema
          whose: your
          effects: [{gain_life: {who: you, amount: 10}}]
setup:
  active: Boris
  step: kraj_poteza
  players:
    - name: Ana
      play: [Feniks Pepela]
      graveyard: [Feniks Pepela]
      library: [Grom, Grom]
    - name: Boris
      library: [Grom, Grom]
script:
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    assert game.step.value == "priprema" and game.active == 0
    assert [it.source for it in game.stack] == [obj(game, "Feniks Pepela", Zone.GRAVEYARD)]
