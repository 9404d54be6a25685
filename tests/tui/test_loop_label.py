"""D22.20: the loop shortcut is offered at prednost with its own Serbian label, not a raw word."""

from __future__ import annotations

from izvori.engine import Action, view
from izvori.scenario.table import card_pool, setup
from izvori.strings import t
from izvori.tui.labels import action_label


def test_the_loop_action_has_its_label() -> None:
    game = setup(
        card_pool(),
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
          - name: Boris
        """,
    )
    label = action_label(view(game, 0), Action("loop"))
    assert label == t("tui.action.loop")
    assert "D22.20" in label and "loop" not in label
