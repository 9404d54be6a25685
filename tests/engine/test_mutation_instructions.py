"""A resolving spell or ability (izvori/engine/instructions.py) as a judge reads it: D19.34's
"for as long as" effects — one whose duration has already ended before it would first apply
does nothing at all, not even a log line; one from a permanent that has moved between zones
lasts as long as that permanent (B16.13); and the colour of an ability's source when its
targets are checked again on resolution (D14.21, D3.60): as the source is now, or as it last
existed in play.

Written for the mutants of instructions.py that the rules scenarios let through
(docs/mutation/engine-small.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.agents.truth import true_deal
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action
from izvori.engine.determinize import determinize
from izvori.engine.events import ContinuousEffectAdded, Countered
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


MAGES = """
name: Vetroviti Mag
rules: [D19.34]
cards:
  - name: Povratak
    cost: "P"
    type: Iznenađenje
    text: "Vrati odabrani permanent u ruku vlasnika."
    targets: [{kind: permanent}]
    effects: [{bounce: {what: target}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Magične Reči, Magične Reči, Magične Reči]
      hand: [Vetroviti Mag]
      play:
        - Vetroviti Mag
        - Kavgadžija
        - {card: Rosna Vila, as_source: true}
        - {card: Magične Reči, as_source: true}
        - {card: Krila, as_source: true}
        - {card: Plima, as_source: true}
    - name: Boris
      hand: [Povratak]
      library: [Magične Reči, Magične Reči, Magične Reči]
      play:
        - {card: Ometanje, as_source: true}
"""


def test_d19_34_an_effect_whose_duration_ended_before_it_applied_is_not_told(
    pool: dict[str, CardDef],
) -> None:
    """D19.34: Ana plays Vetroviti Mag's ability on Kavgadžija; Boris returns the Mag to her
    hand in response. "For as long as you control Vetroviti Mag" ended before the effect would
    first apply: the ability does nothing — Kavgadžija has no Letač, and the log says of no
    effect starting."""
    game = played(
        pool,
        MAGES
        + """
script:
  - {activate: Vetroviti Mag, targets: [Kavgadžija], pay: [Rosna Vila, Magične Reči]}
  - {cast: Povratak, player: Boris, targets: [Vetroviti Mag], pay: [Ometanje]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 1}
""",
    )
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert not game.stack
    assert not [e for e in game.log[since:] if isinstance(e, ContinuousEffectAdded)]
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    assert "Letač" not in {str(k) for k in game.chars(kav).keywords}


def test_d19_34_a_mage_cast_this_turn_keeps_its_effect_while_she_controls_it(
    pool: dict[str, CardDef],
) -> None:
    """B16.13, D19.34: the Vetroviti Mag Ana casts now is a new object (it has moved from her
    hand); its ability gives Kavgadžija Letač for as long as she controls that Mag, and the
    log says so."""
    game = played(
        pool,
        MAGES
        + """
script:
  - {cast: Vetroviti Mag, pay: [Rosna Vila, Magične Reči]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    cast = [o for o in game.battlefield if game.objects[o].card.name == "Vetroviti Mag"]
    new = max(cast, key=lambda o: game.objects[o].incarnation)
    assert game.objects[new].incarnation > 0
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    game.submit(Action("activate", new, 0))
    game.submit([kav])
    game.submit(Action("auto"))
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert [e for e in game.log[since:] if isinstance(e, ContinuousEffectAdded)] == [
        ContinuousEffectAdded(op="grant", cards=[kav], params={"keywords": ["Letač"]})
    ]
    assert "Letač" in {str(k) for k in game.chars(kav).keywords}


COLOURS = """
name: Boja izvora
rules: [D14.21, D3.60]
cards:
  - name: Boja Šume
    cost: "Z"
    type: Iznenađenje
    text: "Odabrano biće postaje zeleno do kraja poteza."
    targets: [{kind: creature}]
    effects: [{set_color: {what: target, color: zelena}}]
  - name: Vatrostalni Div
    cost: "4"
    type: Biće
    subtypes: [Div]
    power: 30
    toughness: 30
    keywords: [Anti-Crveno]
    text: "Anti-Crveno"
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Boja Šume]
      play:
        - Kostolomac
        - {card: Mladi Vuk, as_source: true}
      library: [Grom]
    - name: Boris
      hand: [Boja Šume, Grom]
      play:
        - Pošast Šuma
        - Vatrostalni Div
        - {card: Mladi Vuk, as_source: true}
        - {card: Grom, as_source: true}
      library: [Grom]
"""


def test_d14_21_an_ability_whose_source_turned_green_loses_a_target_protected_from_green(
    pool: dict[str, CardDef],
) -> None:
    """D14.21, D3.60: Kostolomac (red) aims its ability at Pošast Šuma (Anti-Zeleno); Boris
    makes Kostolomac green in response. On resolution the target is checked against the source
    as it is now — green: Pošast Šuma is no longer a legal target and the ability is countered
    (not resolved with its damage prevented)."""
    game = played(
        pool,
        COLOURS
        + """
script:
  - {activate: Kostolomac, targets: [Pošast Šuma]}
  - {cast: Boja Šume, player: Boris, targets: [Kostolomac], pay: [Mladi Vuk]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {permanent: {Kostolomac: {colors: [zelena]}}, stack_size: 1}
""",
    )
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert not game.stack
    countered = [e for e in game.log[since:] if isinstance(e, Countered)]
    assert [(e.name, e.reason, e.player) for e in countered] == [("Kostolomac", "targets", 0)]


def test_d3_60_a_source_gone_from_play_keeps_the_colour_it_last_had(
    pool: dict[str, CardDef],
) -> None:
    """D3.60: Ana makes Kostolomac green and aims its ability at Vatrostalni Div (Anti-Crveno);
    Boris kills Kostolomac with Grom in response. The source is checked as it last existed in
    play — green, not the red card in the odlagalište: the target stays legal and the Div is
    dealt 10 damage."""
    game = played(
        pool,
        COLOURS
        + """
script:
  - {cast: Boja Šume, targets: [Kostolomac], pay: [Mladi Vuk]}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Kostolomac, targets: [Vatrostalni Div]}
  - {cast: Grom, player: Boris, targets: [Kostolomac], pay: [Grom]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {graveyard: {Ana: [Boja Šume, Kostolomac]}, stack_size: 1}
  - {pass: Ana}
  - {pass: Boris}
""",
    )
    assert not game.stack
    assert game.objects[obj(game, "Vatrostalni Div", Zone.PLAY)].damage == 10


def test_d3_60_a_source_gone_from_play_is_still_red_for_a_target_that_became_protected(
    pool: dict[str, CardDef],
) -> None:
    """D3.60, D14.21: Kostolomac (red) aims its ability at Mladi Vuk; Boris gives the Vuk
    Anti-Crveno with Štit Vere and kills Kostolomac with Grom. On resolution the source, gone
    from play, is as it last existed — red: the Vuk is no longer a legal target and the ability
    is countered."""
    game = played(
        pool,
        """
name: Crveni izvor
rules: [D3.60, D14.21]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Kostolomac]
      library: [Grom]
    - name: Boris
      hand: [Štit Vere, Grom]
      play:
        - Mladi Vuk
        - {card: Sveti Čovek, as_source: true}
        - {card: Sveti Čovek, as_source: true}
        - {card: Grom, as_source: true}
      library: [Grom]
script:
  - {activate: Kostolomac, targets: [Mladi Vuk]}
  - {cast: Štit Vere, player: Boris, targets: [Mladi Vuk]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Grom, player: Boris, targets: [Kostolomac]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {graveyard: {Ana: [Kostolomac]}, stack_size: 1}
""",
    )
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert not game.stack
    countered = [e for e in game.log[since:] if isinstance(e, Countered)]
    assert [(e.name, e.reason) for e in countered] == [("Kostolomac", "targets")]


def test_d3_60_in_a_rebuilt_world_an_ability_whose_source_is_gone_resolves(
    pool: dict[str, CardDef],
) -> None:
    """D3.60: Kostolomac's ability aims at Boris; Boris kills Kostolomac with Grom in response.
    The computer player's rebuilt world of that position (determinize: the source is not in
    play, and the world knows of it only its name) resolves the ability as the game does —
    Boris takes its 10 damage — though the world's niz entry knows no colour of its source."""
    game = played(
        pool,
        """
name: Kostolomac umire dok je njegova osobina na nizu
rules: [D3.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Kostolomac]
      library: [Grom, Grom]
    - name: Boris
      hand: [Grom]
      play: [{card: Grom, as_source: true}]
      library: [Grom, Grom]
script:
  - {activate: Kostolomac, targets: [Boris]}
  - {cast: Grom, player: Boris, targets: [Kostolomac]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {graveyard: {Ana: [Kostolomac]}, stack_size: 1}
""",
    )
    d = game.pending
    assert d is not None and d.player == 0
    world = determinize(view(game, 0), true_deal(game, 0), pool)
    assert world.stack[-1].source_lki.get("colors") is None  # what the rebuilt item knows
    for g in (game, world):
        g.submit(Action("pass"))
        g.submit(Action("pass"))
        assert not g.stack and g.players[1].life == 190
