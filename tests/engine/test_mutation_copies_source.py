"""A copy of a card played as a source (B12.71, B12.76, B12.77, E4.20) — in the game and in
the world the computer opponent rebuilds from its view (izvori/engine/determinize.py).

B12.71: played as a source, a card "loses every other characteristic (even its colour)" while
it stays in play; B12.76: a basic source is a colourless source of its basic type whose only
ability is "@: add one mana of its colour"; B12.77: an artifact played as a source is a
colourless non-basic source making colourless mana, a printed Izvor card keeps all it prints.
E4.20: a copy takes the copiable values of the object — a card in play as a source has no
others than the source it is — and not the effects that change its types (Prirodna Srodnost's
"all sources are 20/20 creatures" is not copied). The scenarios
tests/scenarios/pravila/copysrc16_*.yaml play the same cases as a judge states them.
"""

from __future__ import annotations

from typing import Any

import pytest

from izvori.agents.truth import true_deal
from izvori.engine.carddef import CardDef, CardType
from izvori.engine.copies import source_values
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.determinize import determinize
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.table import ANA, BORIS, card_pool, obj, setup


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def _copying(pool: dict[str, CardDef], source: str, imitators: int = 1) -> Game:
    """Ana's `source` in play as a source, made a 20/20 creature by Prirodna Srodnost, copied
    by her Imitator; with two, a second Prirodna Srodnost makes the first Imitator a 20/20
    creature and the second Imitator copies it."""
    g = setup(
        pool,
        f"""
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [{", ".join(["Imitator", "Prirodna Srodnost"] * imitators)}]
            library: [Grom, Grom]
            pool: {{P: {imitators}, Z: {imitators}, B: {5 * imitators}}}
            play: [{{card: {source}, as_source: true}}]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {{spell: Prirodna Srodnost}}
        """,
    )
    copied = obj(g, source)
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # every source is a 20/20 creature until end of turn
    for n in range(imitators):
        if n:
            srodnost = next(
                i for i in g.players[ANA].hand if g.objects[i].card.name == "Prirodna Srodnost"
            )
            g.submit(Action("cast", srodnost))
            g.submit(Action("pass"))
            g.submit(Action("pass"))
        imitator = next(i for i in g.players[ANA].hand if g.objects[i].card.name == "Imitator")
        g.submit(Action("cast", imitator))
        g.submit(Action("pass"))
        g.submit(Action("pass"))
        g.submit([copied])  # resolve.copy
        copied = imitator
    return g


def _plain(game: Game) -> Any:
    d = game.pending
    assert d is not None
    if d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
        return []
    assert d.kind == DecisionKind.PRIORITY, d
    return Action("pass")


def test_b12_76_e4_30_a_copy_of_a_copy_of_a_basic_source_is_that_source(
    pool: dict[str, CardDef],
) -> None:
    """E4.30: the second Imitator copies the first (a 20/20 creature by a second Prirodna
    Srodnost), itself a copy of Grom played as a source: both copy the colourless basic source
    Vatra; the second is that source with only "@: dodaj 1 R" — not Grom (an Iznenađenje), not
    a 20/20 creature — and stays in play under the state-based actions."""
    g = _copying(pool, "Grom", imitators=2)
    first, second = (o for o in g.battlefield if g.objects[o].card.name == "Imitator")
    assert g.chars(first).power == 20  # the second Prirodna Srodnost: not copied (E4.20)
    assert g.objects[first].copy_of is g.objects[second].copy_of is source_values("basic:Vatra")
    c = g.chars(second)
    assert (c.name, c.types, c.subtypes, c.colors) == (
        "Vatra",
        frozenset({CardType.SOURCE}),
        ("Vatra",),
        frozenset(),
    )
    assert (c.power, c.toughness) == (None, None)
    assert [a.text for a in c.activated] == ["@: dodaj 1 R"]
    assert g.objects[second].zone == Zone.PLAY


@pytest.mark.parametrize(
    ("source", "name", "mana"),
    [
        ("Grom", "Vatra", ("R",)),
        ("Dete iz Kamena", "Izvor", ("B",)),
        ("Rečna Ravnica", "Rečna Ravnica", ("Ž", "P")),
    ],
)
def test_b12_76_b12_77_e4_20_the_world_rebuilds_a_copy_of_a_source_as_that_copy(
    pool: dict[str, CardDef], source: str, name: str, mana: tuple[str, ...]
) -> None:
    """Boris's world, rebuilt in his turn (Prirodna Srodnost has ended: the world does not
    rebuild a change of types), shows Ana's Imitator as the game does: a copy of the source
    the card played as a source is (`name`, its mana) — the Imitator is upright, its printed
    cost in sight (B12.71: a card played as a source is turned) — not Imitator played as a
    source itself (a blue card: a Voda). Both then play on the same."""
    g = _copying(pool, source)
    imitator = next(o for o in g.battlefield if g.objects[o].card.name == "Imitator")
    face = view(g, BORIS).permanent(imitator)
    assert face is not None and (face.card.name, face.mana) == (name, mana)
    while not (g.active == BORIS and g.pending is not None and g.pending.player == BORIS):
        g.submit(_plain(g))
    seen = view(g, BORIS)
    world = determinize(seen, true_deal(g, BORIS), pool)
    assert view(world, BORIS) == seen
    assert world.objects[imitator].as_source is None
    assert world.objects[imitator].copy_of == g.objects[imitator].copy_of
    for _ in range(8):
        answer = _plain(g)
        g.submit(answer)
        world.submit(answer)
        for viewer in (ANA, BORIS, None):
            assert view(world, viewer) == view(g, viewer)
