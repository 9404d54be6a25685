"""What the log says about state-based effects (sba.py; the player reads these lines).

An Equipment that falls off names itself (D21.58), a copy of a card that ceases to exist is a
copy in the log, not a token (D21.57 against D21.55), and a token's line stays a token's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.carddef import CardDef
from izvori.engine.events import CopyGone, TokenGone, Unattached
from izvori.engine.game import Game
from izvori.gamelog import event_line
from izvori.scenario.runner import Runner

SCENARIOS = Path(__file__).parents[1] / "scenarios"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _played(name: str, pool: dict[str, CardDef]) -> Game:
    path = SCENARIOS / name
    runner = Runner(path, load_file(path), pool)
    runner.run()
    return runner.game


def test_d21_58_an_equipment_that_falls_off_is_named(pool: dict[str, CardDef]) -> None:
    game = _played("a_c_d/d_stanje/d21_58_oprema_na_necemu_sto_nije_bice.yaml", pool)
    off = [ev for ev in game.log if isinstance(ev, Unattached)]
    assert [game.objects[ev.card].card.name for ev in off] == ["Kovani Mač"]
    assert [event_line(game, ev) for ev in off] == ["Odvojeno: Kovani Mač."]


@pytest.mark.parametrize(
    "scenario",
    ["efekti/d2_11_kopija_je_magija.yaml", "efekti/e4_81_kopija_permanenta.yaml"],
)
def test_d21_57_a_copy_that_ceases_to_exist_is_a_copy_in_the_log(
    scenario: str, pool: dict[str, CardDef]
) -> None:
    game = _played(scenario, pool)
    assert not any(isinstance(ev, TokenGone) for ev in game.log)
    gone = [ev for ev in game.log if isinstance(ev, CopyGone)]
    assert len(gone) == 1
    assert event_line(game, gone[0]) == f"Kopija nestaje: {gone[0].name}."


def test_d21_55_a_token_that_ceases_to_exist_is_a_token_in_the_log(
    pool: dict[str, CardDef],
) -> None:
    game = _played("a_c_d/d_stanje/d21_55_simbol_bice_prestaje.yaml", pool)
    assert not any(isinstance(ev, CopyGone) for ev in game.log)
    gone = [ev for ev in game.log if isinstance(ev, TokenGone)]
    assert [event_line(game, ev) for ev in gone] == ["Simbol-biće nestaje: Vojnik."]
