"""The game log says when an ability with an intervening "if" does nothing (D5.30; issue 19,
item 7).

D5.30: the "if" is checked again as the ability resolves; if it is false the ability does
nothing. The log must not say it was simply "resolved" as if it had worked.
"""

from __future__ import annotations

from pathlib import Path

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.events import Resolved
from izvori.gamelog import event_line
from izvori.scenario.runner import Runner
from izvori.strings import t

SCENARIO = (
    Path(__file__).parent.parent
    / "scenarios/pravila/d5_30_trijumf_zivota_uslov_pri_razresenju.yaml"
)


def test_d5_30_intervening_if_false_on_resolution_is_logged_as_doing_nothing() -> None:
    runner = Runner(SCENARIO, load_file(SCENARIO), load_cards_or_raise())
    runner.run()  # the scenario itself checks that nothing happened (no win)
    game = runner.game
    resolved = [ev for ev in game.log if isinstance(ev, Resolved)]
    assert [(ev.name, ev.nothing) for ev in resolved] == [
        ("Grom", False),
        ("Trijumf Života", True),
    ]
    lines = [event_line(game, ev) for ev in resolved]
    assert lines == [
        t("log.resolve", name="Grom"),
        t("log.resolve_nothing", name="Trijumf Života"),
    ]
    assert lines[0] != lines[1].replace("Trijumf Života", "Grom")
