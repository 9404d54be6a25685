"""The text replay's board and the simulations' bug report (izvori/persist/textreplay.py,
izvori/persist/crash.py), as a reader of `izvori replay --tekst` and a developer reading a
soak's report would check them.

Written for the mutants of textreplay.py and crash.py that the persistence tests let through
(docs/mutation/persist.md).
"""

from __future__ import annotations

import platform
import re
import tempfile
import traceback
from pathlib import Path

import pytest
from persist_helpers import new_session, play

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, Decision, DecisionKind
from izvori.engine.events import CardDrawn, TurnBegan
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.persist import read_save
from izvori.persist.crash import write_bug_report, write_game_report
from izvori.persist.textreplay import _board, _name, describe_answer, render_replay
from izvori.scenario.table import obj, played
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
    game = played(pool, BOARD)
    nothing = t("replay.nothing")
    assert _board(game) == [
        t("replay.player_line", name="Ana", life=170, library=3, graveyard=1),
        t("replay.hand", cards="Grom, Oluja"),
        t("replay.in_play", cards=f"Kavgadžija {t('replay.tapped')}, Vatra (Grom)"),
        t("replay.player_line", name="Boris", life=200, library=1, graveyard=0),
        t("replay.hand", cards=nothing),
        t("replay.in_play", cards="Mladi Vuk"),
    ]


def _reported(decks: list[list[CardDef]], tmp_path: Path) -> tuple[Game, Path]:
    """30 answers of a seeded game between Ana and Boris (Boris starts), then a bug report."""
    game = Game(decks, ("Ana", "Boris"), seed=61, starting_player=1)
    agent = RandomAgent(61)
    for _ in range(30):
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        path = write_game_report(
            game, exc, tmp_path / "r.json", failing_answer="pass", failing_player=1
        )
        trace = "".join(traceback.format_exception(exc))
    crash = read_save(path).crash
    assert crash is not None and crash["traceback"] == trace  # the whole traceback, as raised
    assert trace.startswith("Traceback (most recent call last):")
    return game, path


def test_a_simulations_bug_report_is_the_whole_game_as_a_save(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    """A bug report of a simulated game (`write_game_report`) is a save of that game as it
    stands: its seed, who started, the players in their order, their decks, every answer, the
    turn, not finished and with no result — and the crash: the error, the answer that failed and
    whose it was, and how many answers came before."""
    game, path = _reported(decks, tmp_path)
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
    assert data.crash["platform"] == platform.platform(terse=True)
    assert data.crash["python"] == platform.python_version()


def test_the_text_replay_tells_the_game_in_order(
    decks: list[list[CardDef]], pool: dict[str, CardDef], tmp_path: Path
) -> None:
    """`izvori replay --tekst` of that report: the warning, the title (the players in order, the
    decks a report doesn't name, the seed, how many answers); each turn under its own heading,
    the board shown once at the start of each turn before its first answer; the answers by
    their number — passes only when all are asked for; at the end, the game still running, the
    final board, and the crash: its error and the answer's number."""
    game, path = _reported(decks, tmp_path)
    data = read_save(path)
    unknown = t("replay.deck_unknown")

    short: list[str] = []
    render_replay(data, pool, short.append)  # as `izvori replay --tekst` does: passes left out
    full: list[str] = []
    render_replay(data, pool, full.append, all_answers=True)
    assert full[:4] == [  # the opening hands' draws are not told
        t("replay.warning"),
        t("replay.title", p0="Ana", p1="Boris", d0=unknown, d1=unknown, seed=61, answers=30),
        "",
        t("replay.turn", turn=1, player="Boris"),
    ]
    answer_lines = [line for line in full if line.startswith("  [")]
    assert answer_lines[0].startswith(t("replay.answer", index=0, player="Boris", what=""))
    assert len(answer_lines) == 30
    passes = [line for line in answer_lines if line.endswith(": " + t("replay.pass"))]
    assert passes and len([line for line in short if line.startswith("  [")]) == 30 - len(passes)
    turns = [i for i, line in enumerate(full) if line.startswith("━━")]
    assert [full[i] for i in turns[:2]] == [
        t("replay.turn", turn=1, player="Boris"),
        t("replay.turn", turn=2, player="Ana"),
    ]
    for i in turns:
        assert full[i - 1] == ""
        board = full[i + 1 :]
        board = board[: next(j for j, line in enumerate(board) if line.startswith("  ["))]
        assert len([line for line in board if line.startswith(("Ana: ", "Boris: "))]) == 2
    # the board once a turn (and once at the end), never again before a later answer
    assert len([line for line in full if line.startswith("Ana: ")]) == len(turns) + 1
    # what happened is told under the turn, indented: the turn's draw by the card drawn, and
    # the other events of the log as their log lines
    second = next(i for i, ev in enumerate(game.log) if isinstance(ev, TurnBegan) and ev.turn == 2)
    drawn = next(ev for ev in game.log[second:] if isinstance(ev, CardDrawn))
    name = game.objects[drawn.card].card.name
    draw_line = "      " + t("replay.draw_seen", player="Ana", name=name)
    assert draw_line in full[turns[1] :]
    told_events = [line for line in full if line.startswith("      ")]
    others = [line for line in told_events if not line.startswith("      Ana vuče")]
    assert others and all(line[6:] and not line[6].isspace() for line in told_events)
    end = full.index(t("replay.end_running", turn=game.turn))
    assert full[end - 1] == ""
    assert full[end + 1 : end + 7] == _board(game)
    assert full[end + 7 :] == [
        t("replay.crash", error="RuntimeError: boom", number=31),
        t("replay.crash_answer", answer=str({"answer": "pass", "player": 1})),  # as saved
    ]


def test_a_bug_report_that_cannot_be_written_beside_the_save_goes_to_the_temp_folder(
    decks: list[list[CardDef]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bug report is named `greska-<save>-<date>-<time>.json` beside the save; when that
    folder refuses it (full, read-only — simulated, since chmod does not bite for root), the
    same report goes to the temp folder, whole, and the player is told where."""
    import izvori.persist.crash as crash

    s = new_session(decks, 53)
    play(s, RandomAgent(53), 5)
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    real = crash.atomic_write

    def refusing(path: Path, data: bytes) -> None:
        if path.parent == s.path.parent:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(crash, "atomic_write", refusing)
    report = write_bug_report(s, RuntimeError("x"))
    assert report.report_path.parent == temp
    assert re.fullmatch(
        rf"greska-{re.escape(s.path.stem)}-\d{{8}}-\d{{6}}\.json", report.report_path.name
    )
    data = read_save(report.report_path)
    assert data.crash is not None and data.crash["error"] == "RuntimeError: x"
    assert data.answers == read_save(s.path).answers


def test_a_bug_report_keeps_the_traceback_of_the_moment_the_engine_raised(
    decks: list[list[CardDef]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bug report of a session holds the traceback recorded when the engine raised inside
    `submit` — the engine's frames — and names the failing answer and its player."""
    s = new_session(decks, 57)
    agent = RandomAgent(57)
    play(s, agent, 10)

    def broken(self: Game, answer: object) -> None:
        raise RuntimeError("simulirana greška")

    monkeypatch.setattr(Game, "submit", broken)
    assert s.game.pending is not None
    failing = agent.choose(s.game.pending)
    player = s.game.pending.player
    with pytest.raises(RuntimeError) as err:
        s.submit(failing)
    assert s.failure is not None
    report = write_bug_report(s, err.value)
    crash = read_save(report.report_path).crash
    assert crash is not None
    assert crash["traceback"] == s.failure.traceback
    assert crash["traceback"] != "".join(traceback.format_exception(err.value))
    assert crash["failing_answer"] == {"player": player, "answer": s.failure.answer}


def test_a_bug_report_of_a_failed_concession_says_who_conceded(
    decks: list[list[CardDef]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A3.31: when the engine raises as Boris concedes, the bug report's failing answer is his
    concession: his player number, no answer, and that it was a concession."""
    s = new_session(decks, 58)
    play(s, RandomAgent(58), 6)

    def broken(self: Game, player: int) -> None:
        raise RuntimeError("simulirana greška")

    monkeypatch.setattr(Game, "concede", broken)
    with pytest.raises(RuntimeError) as err:
        s.concede(1)
    crash = read_save(write_bug_report(s, err.value).report_path).crash
    assert crash is not None
    assert crash["failing_answer"] == {"player": 1, "answer": None, "concede": True}


def test_the_text_replay_names_a_chosen_colour_as_chosen(pool: dict[str, CardDef]) -> None:
    """A choice of words (Pogled kroz Noć: "Izaberi boju") is told as the word chosen."""
    text = """
name: Izbor boje
rules: [A1]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Pogled kroz Noć]
      pool: {C: 4}
      library: [Grom]
    - name: Boris
      hand: [Grom, Oluja]
      library: [Grom]
script:
  - {cast: Pogled kroz Noć, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
"""
    game = played(pool, text)
    assert game.pending is not None
    assert game.pending.prompt == "resolve.choose_color"
    said = describe_answer(game, {"player": 0, "answer": "crvena"})
    assert said == t("replay.choice", what="crvena")


ANSWERS = """
name: Odgovori
rules: [A1]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom, Oluja]
      play:
        - Kostolomac
        - {card: Grom, as_source: true}
      library: [Grom]
    - name: Boris
      play: [Mladi Vuk]
      library: [Grom]
script:
  - {cast: Grom, targets: [Boris]}
"""


def test_the_text_replay_tells_each_kind_of_answer(pool: dict[str, CardDef]) -> None:
    """Each recorded answer in words, read against the question it answered: a concession, a
    cancel, the priority's actions by the card they name (a source's mana by its kind), an
    answer that is no action as written, yes and no, blocks as blocker → attacker, a division,
    a list of choices (an order by the triggers' cards), one choice by the player's or card's
    or niz entry's name — and "?" for an id the game doesn't know."""
    game = played(pool, ANSWERS)
    kos, vuk = obj(game, "Kostolomac"), obj(game, "Mladi Vuk")
    src = obj(game, "Grom")
    oluja = obj(game, "Oluja", Zone.HAND)
    item = game.stack[-1].id

    def told(kind: DecisionKind, answer: object, **entry: object) -> str:
        # the order question names its triggers' cards under "triggers" (triggers.py)
        game.pending = Decision(0, kind, "x", context={"triggers": [kos, vuk]})
        return describe_answer(game, {"player": 0, "answer": answer, **entry})

    def choice(what: str) -> str:
        return t("replay.choice", what=what)

    prio = DecisionKind.PRIORITY
    assert told(prio, None, concede=True) == t("replay.concede")
    assert told(DecisionKind.TARGETS, "cancel") == t("replay.cancel")
    assert told(prio, Action("pass").to_json()) == t("replay.pass")
    assert told(DecisionKind.PAY, Action("auto").to_json()) == t("replay.auto")
    assert told(DecisionKind.PAY, Action("pay").to_json()) == t("replay.pay")
    assert told(DecisionKind.PAY, Action("cancel").to_json()) == t("replay.cancel")
    assert told(prio, Action("cast", oluja).to_json()) == t("replay.cast", name="Oluja", kind="")
    assert told(prio, Action("source", oluja).to_json()) == t("replay.source", name="Oluja")
    assert told(prio, Action("activate", kos).to_json()) == t("replay.activate", name="Kostolomac")
    mana = Action("mana", src, 0, "R").to_json()
    assert told(DecisionKind.PAY, mana) == t("replay.mana", name="Grom", kind="R")
    assert told(prio, Action("ignore", kos).to_json()) == t("replay.ignore", name="Kostolomac")
    assert told(prio, Action("loop").to_json()) == "loop"
    assert told(prio, {"no": "action"}) == "{'no': 'action'}"
    assert told(DecisionKind.YES_NO, True) == choice(t("replay.yes"))
    assert told(DecisionKind.YES_NO, False) == choice(t("replay.no"))
    blocks = [[vuk, kos], [kos, vuk], [vuk]]
    assert told(DecisionKind.BLOCKERS, blocks) == choice(
        "Mladi Vuk → Kostolomac; Kostolomac → Mladi Vuk"
    )
    assert told(DecisionKind.BLOCKERS, []) == choice(t("replay.nothing"))
    division = [[vuk, 10], [kos, 20], [kos]]
    assert told(DecisionKind.DIVIDE, division) == choice("Mladi Vuk: 10, Kostolomac: 20")
    assert told(DecisionKind.CHOOSE_SOME, [kos, vuk]) == choice("Kostolomac, Mladi Vuk")
    assert told(DecisionKind.CHOOSE_SOME, []) == choice(t("replay.nothing"))
    assert told(DecisionKind.ORDER, [1, 0, 2]) == choice("Mladi Vuk, Kostolomac, ?")
    one = DecisionKind.CHOOSE_ONE
    assert told(one, player_ref(0)) == choice("Ana")
    assert told(one, player_ref(1)) == choice("Boris")
    assert told(one, player_ref(2)) == choice("?")
    assert told(one, item) == choice(_name(game, item))  # (next test)
    assert told(one, 9999) == choice("?")
    assert told(one, True) == choice("True")
    assert told(DecisionKind.NUMBER, 30) == choice("30")


def test_the_text_replay_names_a_spell_on_the_niz_by_its_card(pool: dict[str, CardDef]) -> None:
    """A spell on the niz chosen as an answer (a spell to counter, to copy) is named by its card
    — before this session the text replay wrote "?" for it."""
    game = played(pool, ANSWERS)
    assert game.stack
    assert _name(game, game.stack[-1].id) == "Grom"


def test_the_text_replay_ends_a_finished_game_with_its_winner_and_reason(
    decks: list[list[CardDef]], pool: dict[str, CardDef], tmp_path: Path
) -> None:
    """A3.31: Boris concedes after ten answers: the text replay tells the concession as his
    answer and ends with the game's result — Ana the winner, and why — instead of a board."""
    game = Game(decks, ("Ana", "Boris"), seed=62)
    agent = RandomAgent(62)
    for _ in range(10):
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
    game.concede(1)
    assert game.result is not None and game.result.winner == 0
    data = read_save(write_game_report(game, RuntimeError("x"), tmp_path / "r.json"))
    lines: list[str] = []
    render_replay(data, pool, lines.append)
    reason = t(f"reason.{game.result.reason}")
    end = lines.index(t("replay.end_over", result=f"{t('replay.winner', name='Ana')} ({reason})"))
    assert lines[end - 1] == ""
    assert t("replay.answer", index=10, player="Boris", what=t("replay.concede")) in lines
    assert not [line for line in lines[end:] if line.startswith("Ana: ")]


def test_the_text_replay_of_a_crash_section_it_cannot_read_whole(
    decks: list[list[CardDef]], pool: dict[str, CardDef], tmp_path: Path
) -> None:
    """A report whose crash section lacks the error and the answer's number (written by hand,
    or by another version) still replays: "?" for the error, the number after the last
    answer; a long error or failing answer is cut at 300 characters."""
    _, path = _reported(decks, tmp_path)
    data = read_save(path)
    data.crash = {"failing_answer": "x" * 400}
    lines: list[str] = []
    render_replay(data, pool, lines.append)
    assert lines[-2:] == [
        t("replay.crash", error="?", number=31),
        t("replay.crash_answer", answer="x" * 300),
    ]
    data.crash = {"error": "e" * 400, "answer_index": 4}
    lines = []
    render_replay(data, pool, lines.append)
    assert lines[-1] == t("replay.crash", error="e" * 300, number=5)
