"""Two details of the bug report and the text replay (issue 19, items 11 and 12).

- The crash report keeps at most 500 characters of the error message (a message can hold a
  whole game state; the full traceback is kept separately).
- The text replay writes a declaration of blockers as "blocker → attacker".
"""

from __future__ import annotations

from pathlib import Path

from persist_helpers import new_session

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.persist import SavedGame, read_save
from izvori.persist.crash import write_game_report
from izvori.persist.textreplay import load_for_replay, render_replay
from izvori.strings import t


def _report_error(decks: list[list[CardDef]], tmp_path: Path, message: str) -> str:
    game = Game(decks, ("Ana", "Boris"), seed=61)
    path = write_game_report(game, RuntimeError(message), tmp_path / "r.json")
    crash = read_save(path).crash
    assert crash is not None
    return str(crash["error"])


def test_crash_error_is_cut_at_500_characters(decks: list[list[CardDef]], tmp_path: Path) -> None:
    long = "x" * 1000
    error = _report_error(decks, tmp_path, long)
    assert error == ("RuntimeError: " + long)[:500]
    assert len(error) == 500


def test_crash_error_of_exactly_500_characters_is_whole(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    message = "y" * (500 - len("RuntimeError: "))
    assert _report_error(decks, tmp_path, message) == "RuntimeError: " + message


def test_short_crash_error_is_kept_whole(decks: list[list[CardDef]], tmp_path: Path) -> None:
    assert _report_error(decks, tmp_path, "kratko") == "RuntimeError: kratko"


def _play_until_a_block(decks: list[list[CardDef]]) -> tuple[SavedGame, str, str]:
    """A saved game whose defender has just blocked one attacker with one creature.

    Random answers everywhere else; at the first declaration of blockers where some single
    block is legal, that block is declared. Returns the session and the two names.
    """
    for seed in range(70, 90):
        s = new_session(decks, seed)
        agent = RandomAgent(seed)
        for _ in range(600):
            game = s.game
            if game.result is not None:
                break
            d = game.pending
            assert d is not None
            if d.kind == DecisionKind.BLOCKERS and d.options:
                for pair in d.options:
                    try:
                        game.copy().submit([list(pair)])
                    except IllegalAnswer:
                        continue
                    blocker, attacker = pair
                    names = game.objects[blocker].card.name, game.objects[attacker].card.name
                    s.submit([list(pair)])
                    return s, names[0], names[1]
            s.submit(agent.choose(d))
    raise AssertionError("no game with a legal block in the seeds tried")


def test_text_replay_writes_blocker_arrow_attacker(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    s, blocker, attacker = _play_until_a_block(decks)
    assert s.save()
    data, warnings = load_for_replay(s.path, pool)
    assert warnings == []
    lines: list[str] = []
    render_replay(data, pool, lines.append)
    last = len(data.answers) - 1
    defender = data.names[data.answers[last]["player"]]
    what = t("replay.choice", what=f"{blocker} → {attacker}")
    assert t("replay.answer", index=last, player=defender, what=what) in lines
