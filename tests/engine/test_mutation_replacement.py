"""D20.81–D20.82: the characteristics a "prevent damage from a [red] source of your choice"
shield asks of its source — checked when the source is chosen and again when the damage would
be dealt. Pinned because mutation testing (docs/mutation.md, replacement.py) found no test
that gives such a shield a condition.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from izvori.engine import replacement
from izvori.engine.carddef import CardDef, CardType
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import DamageDealt, DamagePrevented
from izvori.engine.game import Game
from izvori.engine.mana import Color
from izvori.engine.objects import Zone, player_ref
from izvori.engine.replacement import (
    Part,
    TooManyOrders,
    candidates,
    characteristics_match,
    choice_matters,
    outcome,
    outcomes,
    recipient_valid,
    source_colors,
    source_matches,
)
from izvori.gamelog import event_line
from izvori.scenario.table import ANA, BORIS, card_pool, obj, played, setup

SCENARIOS = Path(__file__).parents[1] / "scenarios"
RED, GREEN = Color.RED.value, Color.GREEN.value
CREATURE, INSTANT = CardType.CREATURE.value, CardType.INSTANT.value


@pytest.mark.parametrize(
    ("wanted", "source", "matches"),
    [
        # no condition: any source
        ({}, {"colors": [RED], "types": [CREATURE]}, True),
        ({}, {}, True),
        # "a red source": red, also when it has another colour; not a green or colourless one
        ({"color": RED}, {"colors": [RED]}, True),
        ({"color": RED}, {"colors": [GREEN, RED]}, True),
        ({"color": RED}, {"colors": [GREEN]}, False),
        ({"color": RED}, {}, False),
        # "a source that is not red": a red-green source is red
        ({"not_color": RED}, {"colors": [GREEN]}, True),
        ({"not_color": RED}, {}, True),
        ({"not_color": RED}, {"colors": [GREEN, RED]}, False),
        # "a creature source": by its types now (or as last seen)
        ({"type": CREATURE}, {"types": [CREATURE]}, True),
        ({"type": CREATURE}, {"types": [INSTANT]}, False),
        ({"type": CREATURE}, {}, False),
        # every condition must hold
        ({"color": RED, "type": CREATURE}, {"colors": [RED], "types": [INSTANT]}, False),
        ({"color": RED, "type": CREATURE}, {"colors": [GREEN], "types": [CREATURE]}, False),
        ({"color": RED, "type": CREATURE}, {"colors": [RED], "types": [CREATURE]}, True),
        ({"color": RED, "not_color": GREEN}, {"colors": [RED, GREEN]}, False),
        ({"color": RED, "not_color": GREEN}, {"colors": [RED]}, True),
    ],
)
def test_d20_82_the_source_must_have_what_the_shield_asks(
    wanted: dict[str, Any], source: dict[str, Any], matches: bool
) -> None:
    assert characteristics_match(wanted, source) is matches


def test_d20_82_a_sources_colours_are_read_from_its_characteristics() -> None:
    assert source_colors({"colors": [RED, GREEN]}) == {Color.RED, Color.GREEN}
    assert source_colors({}) == set()


# ------------------------------------------------------------------ the chosen source (D20.81)
def _part(source: int | None, incarnation: int, recipient: int = 99, amount: int = 20) -> Part:
    return Part(source, {"incarnation": incarnation}, recipient, 0, amount, False)


@pytest.mark.parametrize(
    ("source", "incarnation", "matches"),
    [
        (5, 2, True),  # the chosen source, as it was chosen
        (6, 2, False),  # another source (with the same incarnation number)
        (5, 3, False),  # the chosen source left play and came back: a new object (D20.81)
        (None, 2, False),  # damage without a source
    ],
)
def test_d20_81_the_shield_covers_only_the_chosen_source(
    source: int | None, incarnation: int, matches: bool
) -> None:
    shield = {"source": 5, "incarnations": [2]}
    assert source_matches(shield, _part(source, incarnation)) is matches


# ------------------------------------------------------------------ a recipient (C11.43)
def test_c11_43_a_recipient_is_the_same_creature_still_in_play() -> None:
    """Damage (or a redirection's destination) needs the same object, still in play and still a
    creature: not the creature after it left play and came back, not a non-creature permanent."""
    game = setup(
        card_pool(),
        """
        players:
          - name: Ana
            play: [Mladi Vuk, Opsada]
          - name: Boris
        """,
    )
    vuk, opsada = obj(game, "Mladi Vuk"), obj(game, "Opsada")
    inc = game.objects[vuk].incarnation
    assert recipient_valid(game, vuk, inc)
    assert not recipient_valid(game, vuk, inc + 1)
    assert not recipient_valid(game, opsada, game.objects[opsada].incarnation)
    assert recipient_valid(game, player_ref(BORIS), 0)


# ------------------------------------------------------------------ played positions
BOJA_SUME = """
  - name: Boja Šume
    cost: "Z"
    type: Iznenađenje
    text: "Odabrano biće postaje zeleno do kraja poteza."
    targets: [{kind: creature}]
    effects: [{set_color: {what: target, color: zelena}}]
"""

SHIELD_AND_REDIRECTION = f"""
name: Štit Svetog Čoveka i Fanatikovo preusmeravanje na isti Grom
rules: [D20.91, D20.72, D20.63]
cards: {BOJA_SUME}
setup:
  active: Ana
  players:
    - name: Ana
      pool: {{Z: 1}}
      hand: [Boja Šume]
      play: [Fanatik, Sveti Čovek, Kavgadžija]
    - name: Boris
      hand: [Grom]
      play: [{{card: Grom, as_source: true}}]
script:
  # a continuous effect that is not about damage comes first in the game's effects
  - {{cast: Boja Šume, targets: [Kavgadžija]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
  - {{activate: Fanatik, targets: [Kavgadžija]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
  - {{activate: Sveti Čovek, targets: [Fanatik]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
  - {{pass: Ana}}
  - {{cast: Grom, player: Boris, targets: [Fanatik]}}
  - {{pass: Ana}}
  - {{pass: Boris}}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(f"cards: {BOJA_SUME}")


def test_d20_91_the_order_question_lists_prevention_before_redirection(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: Grom (20) on Fanatik, with Sveti Čovek's shield of 40 and Fanatik's redirection
    of 10 to Kavgadžija: the order changes the outcome, so Ana orders them. The question lists
    the effects in one fixed order — prevention first, then redirection — whatever order they
    were created in (Fanatik's first here), after a colour-changing effect that is no damage
    effect at all."""
    game = played(pool, SHIELD_AND_REDIRECTION)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.ORDER and d.player == ANA
    assert d.context["triggers"] == [obj(game, "Sveti Čovek"), obj(game, "Fanatik")]
    assert d.context["amount"] == 20


def test_d20_91_damage_changed_by_an_effect_keeps_its_place_among_the_shares(
    pool: dict[str, CardDef],
) -> None:
    """D20.91, D14.24: Piromanija's shares affecting Ana (the active player) go through the
    effects first (APNAP) — Kavgadžija's 20 through a shield of 10, Fanatik's 10 redirected to
    Mladi Vuk — but the damage is dealt, and told, in the order of the spell's shares: Boris's
    first, also after an effect changed or moved the others."""
    scenario = SCENARIOS / "pravila" / "d20_91_steta_po_redu_udela_posle_zamena.yaml"
    game = played(pool, scenario.read_text("utf-8"))
    dealt = [event_line(game, e) for e in game.log if isinstance(e, DamageDealt)]
    assert dealt == [
        "Piromanija nanosi 10 štete: Boris.",
        "Piromanija nanosi 10 štete: Kavgadžija.",
        "Piromanija nanosi 10 štete: Mladi Vuk.",
    ]


COMBAT_REDIRECTION = """
name: Fanatik blokira i preusmerava deo borbene štete
rules: [D20.63, C11.40]
setup:
  active: Boris
  step: napadači
  combat:
    attackers: [Mladi Vuk]
  players:
    - name: Ana
      play: [Fanatik, Kavgadžija]
    - name: Boris
      play: [{card: Mladi Vuk, tapped: true}]
script:
  - {pass: Boris}
  - {pass: Ana}
  - {block: {Fanatik: Mladi Vuk}}
  - {pass: Boris}
  - {activate: Fanatik, player: Ana, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
  - {pass_until: {step: kraj_borbe}}
"""


def test_d20_63_redirected_combat_damage_is_still_combat_damage(
    pool: dict[str, CardDef],
) -> None:
    """D20.63: redirection changes only whom the damage is dealt to. Mladi Vuk's 20 combat
    damage to Fanatik: the next 10 go to Kavgadžija instead — still combat damage (what "deals
    combat damage" abilities and "prevent all combat damage" read)."""
    game = played(pool, COMBAT_REDIRECTION)
    dealt = [(event_line(game, e), e.combat) for e in game.log if isinstance(e, DamageDealt)]
    assert sorted(dealt) == [
        ("Fanatik nanosi 10 štete: Mladi Vuk.", True),
        ("Mladi Vuk nanosi 10 štete: Fanatik.", True),
        ("Mladi Vuk nanosi 10 štete: Kavgadžija.", True),
    ]


@pytest.mark.parametrize(
    ("scenario", "lines"),
    [
        # E3.25: Anti-Crveno (the order Boris chose puts Anti first)
        ("efekti/d20_91_anti_stit_opsada_pita.yaml", ["Sprečeno 20 štete: Ledeni Div."]),
        # D20.81: the chosen source
        ("pravila/d20_82_stit_proverava_poreklo.yaml", ["Sprečeno 20 štete: Ana."]),
        # D20.14: "prevent all combat damage" (Skrivanje)
        (
            "karte/zuta/skrivanje.yaml",
            [
                "Sprečeno 20 štete: Grobni Skelet.",
                "Sprečeno 20 štete: Kavgadžija.",
                "Sprečeno 30 štete: Ana.",
            ],
        ),
    ],
)
def test_prevented_damage_is_told_for_each_kind_of_prevention(
    scenario: str, lines: list[str], pool: dict[str, CardDef]
) -> None:
    """What a player reads when damage is prevented: by Anti, by a "source of your choice"
    shield and by "prevent all combat damage" — each with the amount it prevented."""
    game = played(pool, (SCENARIOS / scenario).read_text("utf-8"))
    prevented = [str(event_line(game, e)) for e in game.log if isinstance(e, DamagePrevented)]
    assert sorted(prevented) == lines


# ------------------------------------------------------------------ the search's budget
@pytest.fixture
def doubled(pool: dict[str, CardDef]) -> tuple[Game, Part]:
    """Opsada in play and 20 damage from Grom to Boris: one effect, applied in one way."""
    game = setup(
        pool,
        """
        players:
          - name: Ana
            play: [Opsada]
            graveyard: [Grom]
          - name: Boris
        """,
    )
    return game, Part(obj(game, "Grom", Zone.GRAVEYARD), {}, player_ref(BORIS), 0, 20, False)


def test_d20_91_the_search_counts_its_steps(doubled: tuple[Game, Part]) -> None:
    """The search for distinct outcomes (D20.91: never a pointless question) takes one step per
    part it looks at: here two — the 20 doubled by Opsada, then the 40 nothing changes — and
    gives up (TooManyOrders) when its budget would go below zero."""
    game, part = doubled
    budget = [2]
    assert outcomes(game, [part], {}, budget) == {
        ((((part.source, None, part.recipient), 40),), ())
    }
    assert budget == [0]
    with pytest.raises(TooManyOrders):
        outcomes(game, [part], {}, [1])


def test_d20_91_when_the_search_gives_up_the_player_is_asked(
    doubled: tuple[Game, Part], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One way to apply one effect can't change anything; but when the search runs out of
    budget the engine can't tell, so it asks."""
    game, part = doubled
    (cand,) = candidates(game, part, {})
    assert not choice_matters(game, part, [[(cand, None)]], [])
    monkeypatch.setattr(replacement, "SEARCH_BUDGET", 0)
    assert choice_matters(game, part, [[(cand, None)]], [])


def test_d20_91_an_outcome_adds_up_the_parts_of_one_source_to_one_recipient(
    doubled: tuple[Game, Part],
) -> None:
    """A share split by a redirection and joined again is one amount dealt (damage._deal merges
    it the same way): two parts of 10 from Grom to Boris are 20 dealt, not 10."""
    game, part = doubled
    halves = [replace(part, amount=10), replace(part, amount=10, origin=1)]
    assert outcome(game, halves, {}) == ((((part.source, None, part.recipient), 20),), ())
