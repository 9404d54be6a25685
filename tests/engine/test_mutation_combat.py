"""What combat (izvori/engine/combat.py) shows besides the outcome: the context of its
questions, which the prompts and the computer players read.

Written for the mutants of combat.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.scenario.runner import Runner
from izvori.scenario.table import obj

BAZILISK = Path(__file__).parents[1] / "scenarios" / "karte" / "crna"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _played_until_divide(path: Path, pool: dict[str, CardDef]) -> Game:
    """A scenario's game at its first combat damage division (the script cut there)."""
    data = load_text(path.read_text("utf-8"))
    script = data["script"]
    cut = next(i for i, step in enumerate(script) if "assign" in step)
    del script[cut:]
    del data["expect"]
    runner = Runner(path, data, pool)
    runner.run()
    assert runner.game is not None
    return runner.game


def test_c11_24_a_blocker_dividing_its_damage_is_asked_without_trample(
    pool: dict[str, CardDef],
) -> None:
    """C11.24, C11.25: Pećinski Bazilisk blocking two attackers divides its 20 between them, at
    least 5 a share, with no lethal-damage rule (that is E3.102's, for trample attackers) and
    no player to trample over to — what the divide prompt and the computer players read."""
    game = _played_until_divide(BAZILISK / "pecinski_bazilisk_blokira_dva.yaml", pool)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.DIVIDE and d.prompt == "combat.divide"
    assert d.context == {
        "blocker": obj(game, "Pećinski Bazilisk"),
        "total": 20,
        "minimum": 5,
        "lethal": {},
        "trample": False,
    }
