"""Issue 15 item 4: the TUI reads the game through the decision protocol and the view.

Screens, the pacing controller and the tutorial may ask a `Game` only for what the decision
protocol and the save are made of — the pending decision, answers and their check, the result,
the public event log, the game's seed and history, a copy for replays — and the public clock
(turn number and active player). Everything else (the niz, combat, objects, zones, players'
hands, pools, life) comes from `view(game, viewer)`, which hides what the viewer may not see.
The scan looks at every attribute read off a name `game`/`g` or an attribute `.game`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import izvori.tui as tui

TUI = Path(tui.__file__).resolve().parent
ALLOWED = frozenset(
    {
        # the decision protocol
        "pending",
        "submit",
        "check",
        "concede",
        "result",
        # the public event log (izvori.gamelog renders it) and the public clock
        "log",
        "turn",
        "active",
        # what a save and a replay are made of
        "seed",
        "starting_player",
        "starting_player_arg",
        "history",
        "copy",
    }
)


def _raw_reads(source: str) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        is_game = (isinstance(base, ast.Name) and base.id in ("game", "g")) or (
            isinstance(base, ast.Attribute) and base.attr == "game"
        )
        if is_game and node.attr not in ALLOWED:
            found.append((node.lineno, node.attr))
    return found


def test_the_tui_reads_the_game_only_through_the_protocol_and_the_view() -> None:
    files = list(TUI.rglob("*.py"))
    assert len(files) > 20  # the scan sees the TUI, not an empty folder
    breaches = {
        str(p.relative_to(TUI)): reads
        for p in files
        if (reads := _raw_reads(p.read_text(encoding="utf-8")))
    }
    assert breaches == {}


def test_the_scan_finds_a_raw_read() -> None:
    assert _raw_reads("x = self.ctl.game.stack\ny = g.combat\nz = game.pending") == [
        (1, "stack"),
        (2, "combat"),
    ]
    assert _raw_reads("names = game.players[0].name") == [(1, "players")]
