"""Casting and activating (izvori/engine/casting.py) as a judge reads them, part 2: what is
offered at priority and at what cost, and the shape of the questions a cast asks.

Written for the survivors of casting.py that sessions 13 and 14 left open (docs/mutation.md,
docs/mutation/casting.md; session 16). Test-only cards are in the scenario texts.
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.casting import can_cast
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.table import ANA, BORIS, card_pool, obj, refusal
from izvori.strings import t


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def _priority_actions(game: Game, kind: str) -> list[Action]:
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY and d.player == ANA
    return [a for a in d.options if isinstance(a, Action) and a.kind == kind]


# ---------------------------------------------------------------- modal abilities offered
#: test-only permanents with a modal ability (D15.72): the yellow Pomagač's modes target
#: another creature; the Zapovednik's, a creature its controller controls; and a modal
#: spell whose modes target a creature its caster controls
MODAL_CARDS = """
cards:
  - name: Probni Dvostruki Pomagač
    cost: "1Ž"
    type: Biće
    power: 10
    toughness: 10
    text: "@: Izaberi jedno — drugo biće dobija +10/+0; ili drugo biće dobija +0/+10."
    abilities:
      - activated:
          cost: {tap: true}
          modes:
            - text: "Drugo odabrano biće dobija +10/+0 do kraja poteza."
              targets: [{kind: creature, not_self: true}]
              effects: [{pump: {what: target, power: 10, toughness: 0}}]
            - text: "Drugo odabrano biće dobija +0/+10 do kraja poteza."
              targets: [{kind: creature, not_self: true}]
              effects: [{pump: {what: target, power: 0, toughness: 10}}]
  - name: Probni Zapovednik
    cost: "2"
    type: Artefakt
    text: "@: Izaberi jedno — odabrano biće koje kontrolišeš dobija +10/+0; ili +0/+10."
    abilities:
      - activated:
          cost: {tap: true}
          modes:
            - text: "Odabrano biće koje kontrolišeš dobija +10/+0 do kraja poteza."
              targets: [{kind: creature, controller: you}]
              effects: [{pump: {what: target, power: 10, toughness: 0}}]
            - text: "Odabrano biće koje kontrolišeš dobija +0/+10 do kraja poteza."
              targets: [{kind: creature, controller: you}]
              effects: [{pump: {what: target, power: 0, toughness: 10}}]
  - name: Probna Zapovest
    cost: "R"
    type: Iznenađenje
    text: "Izaberi jedno — odabrano biće koje kontrolišeš dobija +10/+0; ili +0/+10."
    modes:
      - text: "Odabrano biće koje kontrolišeš dobija +10/+0 do kraja poteza."
        targets: [{kind: creature, controller: you}]
        effects: [{pump: {what: target, power: 10, toughness: 0}}]
      - text: "Odabrano biće koje kontrolišeš dobija +0/+10 do kraja poteza."
        targets: [{kind: creature, controller: you}]
        effects: [{pump: {what: target, power: 0, toughness: 10}}]
"""


@pytest.mark.parametrize(
    ("ana", "boris", "offered"),
    [
        # E3.22: Vitez Pomrčine (Anti-Žuto) can't be chosen by the yellow Pomagač's ability:
        # none of its modes has a target, so it isn't offered
        ("[Probni Dvostruki Pomagač, Vitez Pomrčine]", "[]", []),
        ("[Probni Dvostruki Pomagač, Kavgadžija]", "[]", [("Probni Dvostruki Pomagač", 0)]),
        # "a creature you control": Ana's Kavgadžija, not Boris's
        ("[Probni Zapovednik, Kavgadžija]", "[]", [("Probni Zapovednik", 0)]),
        ("[Probni Zapovednik]", "[Kavgadžija]", []),
    ],
    ids=["protected", "other", "own-creature", "opponents-creature"],
)
def test_d15_72_a_modal_ability_is_offered_only_if_a_mode_has_its_targets(
    pool: dict[str, CardDef], ana: str, boris: str, offered: list[tuple[str, int]]
) -> None:
    """D4.10, D15.72: a modal ability is offered at priority only if one of its modes can be
    chosen — its targets judged for the player playing it (D15: "koje kontrolišeš") and for
    the colour of its source (E3.22, Anti-[boja])."""
    game = played(
        pool,
        f"""
name: Modovi
rules: [D15.72, E3.22]
{MODAL_CARDS}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: {ana}
      library: [Grom, Grom]
    - name: Boris
      play: {boris}
""",
    )
    actions = _priority_actions(game, "activate")
    assert [(game.objects[a.obj].card.name, a.index) for a in actions] == offered


@pytest.mark.parametrize(
    ("ana", "boris", "offered"),
    [
        ("[{card: Grom, as_source: true}, Kavgadžija]", "[]", True),
        ("[{card: Grom, as_source: true}]", "[Kavgadžija]", False),
    ],
    ids=["own-creature", "opponents-creature"],
)
def test_d10_12_a_modal_spell_is_offered_only_if_a_mode_has_its_targets(
    pool: dict[str, CardDef], ana: str, boris: str, offered: bool
) -> None:
    """D10.12, D10.13: Probna Zapovest ("a creature you control gets ...", in both modes) can
    be cast by Ana only if she controls a creature: Boris's is no target for her."""
    game = played(
        pool,
        f"""
name: Modovi
rules: [D10.12]
{MODAL_CARDS}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probna Zapovest]
      play: {ana}
      library: [Grom, Grom]
    - name: Boris
      play: {boris}
""",
    )
    zapovest = obj(game, "Probna Zapovest", Zone.HAND)
    assert (Action("cast", zapovest) in _priority_actions(game, "cast")) is offered


# ------------------------------------------------------------- the shape of the questions
#: Ana, in her main phase with eight red mana, holds Varnica (Pojačanje 2); Probni Dvojnik's
#: ability is modal
QUESTIONS = """
name: Pitanja
rules: [D10.12]
cards:
  - name: Probni Dvojnik
    cost: "2"
    type: Artefakt
    text: "@: Izaberi jedno — dobijaš 10 života; ili vuci kartu."
    abilities:
      - activated:
          cost: {tap: true}
          modes:
            - text: "Dobijaš 10 života."
              effects: [{gain_life: {who: you, amount: 10}}]
            - text: "Vuci kartu."
              effects: [{draw: {}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Varnica]
      play: [Probni Dvojnik]
      library: [Grom, Grom]
      pool: {R: 8}
    - name: Boris
      play: [Kavgadžija]
"""


def test_d10_12_a_yes_no_or_one_of_question_asks_for_no_count(pool: dict[str, CardDef]) -> None:
    """D10.12: the Pojačanje question (yes or no) and the mode question (one of the modes)
    ask for no number of answers: they carry no minimum and no maximum, like every yes/no or
    one-of question of the engine (a count belongs to targets, cards, X and divisions)."""
    game = played(pool, QUESTIONS)
    game.submit(Action("cast", obj(game, "Varnica", Zone.HAND)))
    d = game.pending
    assert d is not None and (d.kind, d.prompt) == (DecisionKind.YES_NO, "cast.kicker")
    assert (d.min, d.max) == (0, 0)
    game.submit("cancel")
    game.submit(Action("activate", obj(game, "Probni Dvojnik", Zone.PLAY), 0))
    d = game.pending
    assert d is not None and (d.kind, d.prompt) == (DecisionKind.CHOOSE_ONE, "cast.mode")
    assert d.options == ("Dobijaš 10 života.", "Vuci kartu.")
    assert (d.min, d.max) == (0, 0)


# ------------------------------------------------------------------- what can be cast
HAND = """
name: Ruka
rules: [B12.71, B13.11]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kripta Plamena, Grom]
      play: [{card: Grom, as_source: true}]
      library: [Grom, Grom]
    - name: Boris
      hand: [Oluja]
      library: [Grom, Grom]
"""


def test_b13_11_a_printed_source_is_played_as_a_source_never_cast(
    pool: dict[str, CardDef],
) -> None:
    """B12.71, B13.11: Kripta Plamena (a printed Izvor, no mana cost) can only be played as a
    source: it is offered as Ana's source for the turn, never as a spell — `can_cast`, the
    long way the kept legal actions are compared with, says the same; Grom, with a source to
    pay its R, can be cast."""
    game = played(pool, HAND)
    kripta, grom = obj(game, "Kripta Plamena", Zone.HAND), obj(game, "Grom", Zone.HAND)
    assert Action("source", kripta) in _priority_actions(game, "source")
    assert _priority_actions(game, "cast") == [Action("cast", grom)]
    assert not can_cast(game, ANA, kripta)
    assert can_cast(game, ANA, grom)


def test_d10_11_only_a_card_of_the_players_own_hand_can_be_cast(
    pool: dict[str, CardDef],
) -> None:
    """D10.11: a spell is cast from its caster's hand: Ana can't cast Boris's Oluja (in his
    hand) nor the Grom that is her source in play — `can_cast` says no for both."""
    game = played(pool, HAND)
    oluja = obj(game, "Oluja", Zone.HAND)
    source = obj(game, "Grom", Zone.PLAY)
    assert game.objects[oluja].owner == BORIS
    assert not can_cast(game, ANA, oluja)
    assert not can_cast(game, ANA, source)


# ------------------------------------------------------------------- what a spell costs
#: test-only: a creature that costs 1 less, and 2 less more at 50 life or less (D3.93), its
#: first ability not about its cost
VESNIK = """
cards:
  - name: Probni Vesnik
    cost: "3R"
    type: Biće
    power: 10
    toughness: 10
    text: >-
      Tvoji protivnici igraju sa otkrivenim rukama. Ako imaš 50 života ili manje, Probni
      Vesnik košta 2 bezbojne manje pri igranju. Probni Vesnik košta 1 bezbojnu manje pri
      igranju.
    abilities:
      - static: {op: reveal_opponents_hands}
      - static:
          op: cost_reduction
          amount: 2
          if: {your_life_at_most: 50}
      - static: {op: cost_reduction, amount: 1}
"""


@pytest.mark.parametrize(
    ("life", "sources", "offered", "cost"),
    [
        (200, 3, True, "2R"),  # 1 less
        (200, 2, False, "2R"),
        (51, 2, False, "2R"),
        (50, 1, True, "R"),  # 1 and 2 less: both count
    ],
)
def test_d3_93_each_reduction_of_a_cards_own_cost_counts(
    pool: dict[str, CardDef], life: int, sources: int, offered: bool, cost: str
) -> None:
    """D3.93, D10.16: Probni Vesnik (3R) costs 1 less, and 2 less again at 50 life or less:
    2R at 200 or 51 life, R at 50 — each of its reductions counts, whatever its other
    abilities, and a reduction whose condition fails doesn't stop the next. The cast is
    offered only when Ana's red sources pay that, and the payment asks for it."""
    game = played(
        pool,
        f"""
name: Vesnik
rules: [D3.93]
{VESNIK}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      life: {life}
      hand: [Probni Vesnik]
      play: [{", ".join(["{card: Grom, as_source: true}"] * sources)}]
      library: [Grom]
    - name: Boris
""",
    )
    vesnik = obj(game, "Probni Vesnik", Zone.HAND)
    assert (Action("cast", vesnik) in _priority_actions(game, "cast")) is offered
    if offered:
        game.submit(Action("cast", vesnik))
        d = game.pending
        assert d is not None and d.kind == DecisionKind.PAY
        assert d.context["cost"] == cost
    else:
        exc = refusal(game, Action("cast", vesnik))
        assert (exc.key, exc.args_) == ("cast.cant_pay", {"name": "Probni Vesnik", "cost": cost})


def test_b4_40_in_her_own_turn_anas_spells_cost_what_they_cost(pool: dict[str, CardDef]) -> None:
    """B4.40, D10.18, Dvorana Tišine ("during each player's turn, the other players' spells
    cost 3 more"): in Ana's own turn her Grom costs only R — with no source she is refused,
    and the refusal names R, not 3R."""
    game = played(
        pool,
        """
name: Dvorana
rules: [B4.40, D10.18]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      library: [Grom]
    - name: Boris
      play: [Dvorana Tišine]
""",
    )
    exc = refusal(game, Action("cast", obj(game, "Grom", Zone.HAND)))
    assert (exc.key, exc.args_) == ("cast.cant_pay", {"name": "Grom", "cost": "R"})
    assert "R" in t(exc.key, **exc.args_)
