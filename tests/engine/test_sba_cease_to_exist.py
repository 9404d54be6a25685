"""What "ceases to exist" leaves behind (D21.55 tokens, D21.57 copies; sba._cease_to_exist).

The scenarios check the zones a player sees; this checks the object itself and the event the
log and the triggers read: the token is nowhere (its zone is "removed" and it no longer
exists) and the event names the very object that ceased to exist.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.events import TokenGone
from izvori.engine.objects import Zone
from izvori.scenario.runner import Runner

STATE = Path(__file__).parent.parent / "scenarios/a_c_d/d_stanje"


@pytest.mark.parametrize(
    "scenario",
    [
        "d21_55_simbol_bice_prestaje.yaml",  # the token died: graveyard, then gone
        "d21_55_simbol_uklonjen_iz_igre_prestaje.yaml",  # removed from the game, then gone
    ],
)
def test_d21_55_the_token_is_nowhere_and_the_event_names_it(scenario: str) -> None:
    path = STATE / scenario
    runner = Runner(path, load_file(path), load_cards_or_raise())
    runner.run()
    game = runner.game
    gone = [ev for ev in game.log if isinstance(ev, TokenGone)]
    assert [ev.name for ev in gone] == ["Vojnik"]
    token = game.objects[gone[0].card]  # the event names the token's own object
    assert token.card.name == "Vojnik" and token.is_token
    assert token.exists is False
    assert token.zone == Zone.REMOVED
    assert gone[0].card not in game.removed and gone[0].card not in game.battlefield
    assert all(gone[0].card not in p.graveyard for p in game.players)
