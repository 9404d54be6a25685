"""A block that kills and lives, made safe against the pump the attacker may hold (B12.21: an
instant after blocks, C10.25; C10.30 gang blocks; C11.20 first strike).

Found when the search began to weigh one-attacker declarations (session 30): its rollouts let
the defender block Red Svete Šume (40/30) with one Ork Jurišnik (30/10, first strike) — a kill
for nothing, until Prirodna Transformacija (+30/+30) makes the Red 70/60, and the Ork dies
instead. Two Orks strike first for 60 and kill it pumped too."""

from __future__ import annotations

from lako_tables import play_on, to_decision

from izvori.agents.lako import HeuristicAgent
from izvori.agents.tricks import pump_feared
from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup

TABLE = """
active: Ana
step: glavna1
players:
  - name: Ana
    life: 100
    hand: [{hand}]
    play:
      - Red Svete Šume
      - {{card: Šumski Vilenjak, as_source: true}}
      - {{card: Šumski Vilenjak, as_source: true}}
    library: [Severnjak, Severnjak, Severnjak]
  - name: Boris
    life: 100
    play: [Ork Jurišnik, Ork Jurišnik, Vitez Plamena]
    library: [Severnjak, Severnjak, Severnjak]
"""


def _red_attacks(hand: str) -> Game:
    game = setup(card_pool(), TABLE.format(hand=hand))
    d = to_decision(game, DecisionKind.ATTACKERS).pending
    assert d is not None
    game.submit(list(d.options))  # the Red attacks
    return to_decision(game, DecisionKind.BLOCKERS)


def _boris_blocks(game: Game) -> list[list[int]]:
    d = game.pending
    assert d is not None and d.player == 1
    return HeuristicAgent(card_pool(), seed=2).decide(view(game, 1), d).answer  # type: ignore[no-any-return]


def _names(game: Game, ids: list[int]) -> list[str]:
    return sorted(game.objects[i].card.name for i in ids)


def test_the_ork_gets_a_partner_against_the_pump() -> None:
    game = _red_attacks("Prirodna Transformacija")
    assert pump_feared(card_pool(), view(game, 1), 0) is not None
    blocks = _boris_blocks(game)
    assert _names(game, [b for b, _a in blocks]) == ["Ork Jurišnik", "Ork Jurišnik"]
    game.submit(blocks)
    play_on(game)  # Ana pumps the Red (lako: the pump after blocks), and it still dies
    graveyard = {o.card.name for o in game.objects.values() if o.zone == Zone.GRAVEYARD}
    assert "Red Svete Šume" in graveyard
    assert "Ork Jurišnik" not in graveyard


def test_no_card_in_hand_no_pump_to_fear() -> None:
    """With Ana's hand empty there is no pump to fear: one Ork kills the Red alone."""
    game = setup(card_pool(), TABLE.format(hand=""))
    d = to_decision(game, DecisionKind.ATTACKERS).pending
    assert d is not None
    game.submit(list(d.options))
    to_decision(game, DecisionKind.BLOCKERS)
    assert pump_feared(card_pool(), view(game, 1), 0) is None
    blocks = _boris_blocks(game)
    assert _names(game, [b for b, _a in blocks]) == ["Ork Jurišnik"]


def test_no_open_mana_no_pump_to_fear() -> None:
    """Ana's sources tapped: no instant can be paid after blocks (B12.21)."""
    game = setup(
        card_pool(),
        TABLE.format(hand="Prirodna Transformacija").replace(
            "{card: Šumski Vilenjak, as_source: true}",
            "{card: Šumski Vilenjak, as_source: true, tapped: true}",
        ),
    )
    d = to_decision(game, DecisionKind.ATTACKERS).pending
    assert d is not None
    game.submit(list(d.options))
    to_decision(game, DecisionKind.BLOCKERS)
    assert pump_feared(card_pool(), view(game, 1), 0) is None
    assert _names(game, [b for b, _a in _boris_blocks(game)]) == ["Ork Jurišnik"]
