"""A copy's current name is the one players see everywhere (E4.20, E4.40, issue 18 item 6).

Imitator enters play as a copy of Stihija Plavih Talasa: in play its name is "Stihija Plavih
Talasa" in the view of both players (with the copied text), in target labels, in the stack's
target list and in the game log (the cast line doesn't list targets); once it leaves play the
copy effect is gone and the card in the odlagalište is Imitator again (B16.13)."""

from __future__ import annotations

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import ref_label, view
from izvori.gamelog import event_line
from izvori.scenario.table import played

COPIED = """
name: t
rules: [E4.20]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Imitator]
      play: [{card: Magične Reči, as_source: true}, {card: Magične Reči, as_source: true},
             {card: Magične Reči, as_source: true}, {card: Magične Reči, as_source: true}]
    - name: Boris
      hand: [Teror Mraka]
      play: [Stihija Plavih Talasa, {card: Grobni Skelet, as_source: true},
             {card: Grobni Skelet, as_source: true}]
script:
  - {cast: Imitator}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: [Stihija Plavih Talasa]}
  - {pass: Ana}
  - {cast: Teror Mraka, player: Boris, targets: [{card: Imitator, owner: Ana}]}
"""

STIHIJA = "Stihija Plavih Talasa"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _game(pool: dict[str, CardDef]) -> Game:
    return played(pool, COPIED)


def _imitator(game: Game) -> int:
    return next(oid for oid, o in game.objects.items() if o.card.name == "Imitator")


def test_e4_20_both_players_see_the_copied_name_in_play(pool: dict[str, CardDef]) -> None:
    game = _game(pool)
    oid = _imitator(game)
    assert game.objects[oid].zone == Zone.PLAY
    for viewer in (0, 1, None):
        perm = view(game, viewer).permanent(oid)
        assert perm is not None
        assert perm.card.name == STIHIJA
        assert perm.card.printed_name == "Imitator"
        assert perm.card.text == pool[STIHIJA].text  # E4.20: the copiable values, text too
    assert ref_label(game, oid) == STIHIJA


def test_e4_20_a_spell_targeting_the_copy_names_it_by_its_copied_name(
    pool: dict[str, CardDef],
) -> None:
    game = _game(pool)
    oid = _imitator(game)
    item = view(game, 1).stack[-1]
    assert item.source_name == "Teror Mraka"
    assert [(tv.ref, tv.label) for tv in item.targets] == [(oid, STIHIJA)]


def test_b16_13_the_log_names_the_copy_as_it_was_and_the_card_after_it_left(
    pool: dict[str, CardDef],
) -> None:
    game = _game(pool)
    oid = _imitator(game)
    mark = len(game.log)
    game.submit(next(a for a in game.pending.options if a.kind == "pass"))  # type: ignore[union-attr]
    game.submit(next(a for a in game.pending.options if a.kind == "pass"))  # type: ignore[union-attr]
    assert game.objects[oid].zone == Zone.GRAVEYARD
    lines = [event_line(game, e) for e in game.log[mark:]]
    destroyed = [x for x in lines if x and x.startswith("Uništeno")]
    assert destroyed and STIHIJA in destroyed[0]
    # in the odlagalište the copy effect is gone: it is Imitator again
    assert ref_label(game, oid) == "Imitator"
    grave = view(game, 0).players[0].graveyard
    assert [c.name for c in grave if c.id == oid] == ["Imitator"]
