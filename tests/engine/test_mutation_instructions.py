"""A resolving spell's or ability's continuous effect (izvori/engine/instructions.py,
`add_continuous`) as a judge reads it: D19.34's "for as long as" effects — one whose duration
has already ended before it would first apply does nothing at all, not even a log line; one
from a permanent that has moved between zones lasts as long as that permanent (B16.13).

Written for the mutants of instructions.py that the rules scenarios let through
(docs/mutation/engine-small.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action
from izvori.engine.events import ContinuousEffectAdded
from izvori.engine.objects import Zone
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
