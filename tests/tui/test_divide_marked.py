"""Issue 11 item 7: the damage split shows each recipient's toughness and the damage already
marked on it (D21.53: damage ≥ toughness is lethal), and a player's life, so the player can
split to kill."""

from __future__ import annotations

from prompt_host import Host
from svgtext import svg_text
from test_prompts import board_game

from izvori.engine.decisions import Decision, DecisionKind
from izvori.engine.objects import player_ref
from izvori.engine.view import view
from izvori.strings import t
from izvori.tui.prompts import prompt_for


async def test_divide_rows_show_toughness_marked_damage_and_life() -> None:
    g, _mine, theirs = board_game()
    hurt, fresh = theirs[0], theirs[1]
    g.objects[hurt].damage = 10
    d = Decision(
        0,
        DecisionKind.DIVIDE,
        "cast.divide",
        (player_ref(1), hurt, fresh),
        3,
        3,
        {"total": 60, "minimum": 5},
    )
    app = Host(prompt_for(d, view(g, 0)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        rows = svg_text(app.export_screenshot()).splitlines()
    marked = t("tui.prompt.damage_marked", n=10)
    card = g.objects[hurt].card
    hurt_row = next(r for r in rows if card.name in r and marked in r)
    assert f"{card.power}/{card.toughness}" in hurt_row
    fresh_card = g.objects[fresh].card
    fresh_row = next(r for r in rows if fresh_card.name in r)
    assert "već" not in fresh_row  # nothing marked: nothing said
    life = t("tui.prompt.player_life", life=g.players[1].life)
    assert any(life in r and g.players[1].name in r for r in rows)
