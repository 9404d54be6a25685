"""D20.91 for life gain: the affected player's choice refuses anything but one of the offered
replacements, with the reason, and leaves the game as it was (no traceback, no change)."""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.scenario.runner import Runner
from izvori.strings import t

SCENARIO = (
    Path(__file__).parents[1] / "scenarios" / "pravila" / "d20_91_dve_zamene_zivota_prvo_kalez.yaml"
)


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _at_the_choice(pool: dict[str, CardDef]) -> Game:
    data = load_text(SCENARIO.read_text("utf-8"))
    data["script"] = [s for s in data["script"] if "choose" not in s]
    data.pop("expect", None)
    runner = Runner(SCENARIO, data, pool)
    runner.run()
    game = runner.g
    assert game.pending is not None and game.pending.prompt == "life.replacement_choice"
    return game


def test_d20_91_a_bad_choice_is_refused_with_its_reason(pool: dict[str, CardDef]) -> None:
    game = _at_the_choice(pool)
    assert game.pending is not None and game.pending.kind == DecisionKind.CHOOSE_ONE
    before = game.digest()
    not_offered = next(o for o in game.objects if o not in game.pending.options)
    for bad in (not_offered, True, "Zlatni Kalež", None, [game.pending.options[0]]):
        with pytest.raises(IllegalAnswer) as refused:
            game.submit(bad)
        assert t(refused.value.key, **refused.value.args_) != refused.value.key
        assert game.digest() == before


def test_d20_91_the_prompt_names_the_amount(pool: dict[str, CardDef]) -> None:
    game = _at_the_choice(pool)
    assert game.pending is not None
    text = t(game.pending.prompt, **game.pending.context)
    assert "25 života" in text and "D20.91" in text
