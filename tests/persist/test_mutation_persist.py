"""The text replay's board and the simulations' bug report (izvori/persist/textreplay.py,
izvori/persist/crash.py), as a reader of `izvori replay --tekst` and a developer reading a
soak's report would check them.

Written for the mutants of textreplay.py and crash.py that the persistence tests let through
(docs/mutation/persist.md).
"""

from __future__ import annotations

from pathlib import Path

from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game
from izvori.persist import read_save
from izvori.persist.crash import write_game_report
from izvori.persist.textreplay import _board
from izvori.scenario.runner import Runner
from izvori.strings import t

BOARD = """
name: Tabla
rules: [A1]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      life: 170
      hand: [Grom, Oluja]
      library: [Grom, Grom, Grom]
      graveyard: [Oluja]
      play:
        - {card: Kavgadžija, tapped: true}
        - {card: Grom, as_source: true}
    - name: Boris
      library: [Grom]
      play: [Mladi Vuk]
"""


def test_the_text_replays_board_names_each_players_counts_hand_and_permanents(
    pool: dict[str, CardDef],
) -> None:
    """The board of a text replay: for each player, in order, life and the sizes of the
    library and the odlagalište; the hand by card names (a dash for none); what the player
    controls, a card played as a source by the source it is and its card, a tapped one marked."""
    runner = Runner(Path("tabla.yaml"), load_text(BOARD), pool)
    runner.run()
    game = runner.game
    assert game is not None
    nothing = t("replay.nothing")
    assert _board(game) == [
        t("replay.player_line", name="Ana", life=170, library=3, graveyard=1),
        t("replay.hand", cards="Grom, Oluja"),
        t("replay.in_play", cards=f"Kavgadžija {t('replay.tapped')}, Vatra (Grom)"),
        t("replay.player_line", name="Boris", life=200, library=1, graveyard=0),
        t("replay.hand", cards=nothing),
        t("replay.in_play", cards="Mladi Vuk"),
    ]


def test_a_simulations_bug_report_is_the_whole_game_as_a_save(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    """A bug report of a simulated game (`write_game_report`) is a save of that game as it
    stands: its seed, who started, the players in their order, their decks, every answer, the
    turn, not finished and with no result — and the crash: the error, the answer that failed and
    whose it was, and how many answers came before."""
    game = Game(decks, ("Ana", "Boris"), seed=61, starting_player=1)
    from izvori.agents.random_agent import RandomAgent

    agent = RandomAgent(61)
    for _ in range(30):
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
    path = write_game_report(
        game, RuntimeError("boom"), tmp_path / "r.json", failing_answer="pass", failing_player=1
    )
    data = read_save(path)
    assert (data.seed, data.starting_player, data.names) == (61, 1, ("Ana", "Boris"))
    assert data.decks == [[c.name for c in deck] for deck in decks]
    assert data.answers == [h.to_json() for h in game.history]
    assert (data.turn, data.finished, data.result) == (game.turn, False, None)
    assert data.created and data.updated
    assert data.crash is not None
    assert data.crash["error"] == "RuntimeError: boom"
    assert data.crash["failing_answer"] == {"player": 1, "answer": "pass"}
    assert data.crash["answer_index"] == 30
