"""E1.20/E1.40 in the app: an attack that leaves out a creature that must attack is refused and
the prompt says why, in the engine's words; the legal attack then goes through."""

from __future__ import annotations

import textwrap

from driver import SIZE, game, game_screen, make_app, press, to_decision
from games import pool

from izvori.cards.yamlsafe import load_text
from izvori.engine.decisions import DecisionKind
from izvori.scenario.builder import build_game

SETUP = """
active: Ana
step: početak_borbe
players:
  - name: Ana
    play: [Glineni Divljan, Mladi Vuk]
  - name: Boris
    play: []
"""


async def test_attack_without_the_required_attacker_is_explained() -> None:
    g = build_game(load_text(textwrap.dedent(SETUP)), pool(), 1)
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        d = await to_decision(pilot)
        for _ in range(6):
            if d.kind == DecisionKind.ATTACKERS:
                break
            await press(pilot, "d")
            d = await to_decision(pilot)
        assert d.kind == DecisionKind.ATTACKERS and d.player == 0
        await press(pilot, "enter")  # confirm with nobody chosen
        pending = game(app).pending
        assert pending is not None and pending.kind == DecisionKind.ATTACKERS
        prompt = game_screen(app).prompt
        assert prompt is not None
        hint = str(prompt.query_one("#prompt-hint").render())
        assert "Nije dozvoljeno: Biće Glineni Divljan napada ako je sposobno" in hint
        await press(pilot, "space", "enter")  # the Divljan is listed first: choose it
        g = game(app)
        tapped = {g.objects[i].card.name: g.objects[i].tapped for i in g.battlefield}
        assert tapped == {"Glineni Divljan": True, "Mladi Vuk": False}
