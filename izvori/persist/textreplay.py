"""`izvori replay FILE` as text: a saved or finished game turn by turn, both hands visible.

The file is fully validated (and replayed) before anything is printed, so a bad file gives one
clear message and no partial output. Passing ("dalje") is left out unless `all_answers`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from izvori.engine import is_player_ref, player_of_ref, view
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import CardDrawn, TurnBegan
from izvori.engine.game import Game
from izvori.engine.record import apply_entry, start_game
from izvori.gamelog import event_line
from izvori.persist.format import SaveData, read_save
from izvori.persist.session import consistency_warnings, replay_save
from izvori.safetext import clean
from izvori.strings import t


def _name(game: Game, ref: Any) -> str:
    """Any object's name, hidden zones included (this view reveals everything)."""
    if isinstance(ref, bool) or not isinstance(ref, int):
        return str(ref)
    if is_player_ref(ref):
        p = player_of_ref(ref)
        return game.players[p].name if 0 <= p < len(game.players) else "?"
    obj = game.objects.get(ref)
    if obj is not None:
        return obj.card.name
    # on the niz: a spell by its card, an ability by its source (D3.60), as the view names it
    item = next((s for s in view(game, None).stack if s.id == ref), None)
    if item is not None:
        return item.source_name or "?"
    return "?"


def describe_answer(game: Game, entry: dict[str, Any]) -> str:
    """What a recorded answer did, in words (read before the answer is applied)."""
    if entry.get("concede"):
        return t("replay.concede")
    answer = entry.get("answer")
    d = game.pending
    kind = d.kind if d is not None else None
    if answer == "cancel":
        return t("replay.cancel")
    if kind in (DecisionKind.PRIORITY, DecisionKind.PAY):
        try:
            a = Action.from_json(answer)
        except Exception:
            return str(answer)
        if a.kind in ("pass", "auto", "pay", "cancel"):
            return t(f"replay.{a.kind}")
        if a.kind in ("source", "cast", "activate", "mana", "ignore"):
            return t(f"replay.{a.kind}", name=_name(game, a.obj), kind=a.choice)
        return a.kind
    if kind == DecisionKind.YES_NO:
        return t("replay.choice", what=t("replay.yes" if answer else "replay.no"))
    if kind == DecisionKind.BLOCKERS and isinstance(answer, list):
        pairs = [
            f"{_name(game, p[0])} → {_name(game, p[1])}"
            for p in answer
            if isinstance(p, list) and len(p) == 2
        ]
        return t("replay.choice", what="; ".join(pairs) or t("replay.nothing"))
    if kind == DecisionKind.DIVIDE and isinstance(answer, list):
        parts = [
            f"{_name(game, p[0])}: {p[1]}" for p in answer if isinstance(p, list) and len(p) == 2
        ]
        return t("replay.choice", what=", ".join(parts))
    if isinstance(answer, list):
        names = [_name(game, v) for v in answer]
        if kind == DecisionKind.ORDER and d is not None:
            trig = d.context.get("cards") or d.context.get("triggers", [])
            names = [
                _name(game, trig[v]) if isinstance(v, int) and v < len(trig) else "?"
                for v in answer
            ]
        return t("replay.choice", what=", ".join(names) or t("replay.nothing"))
    if kind == DecisionKind.CHOOSE_ONE:
        return t("replay.choice", what=_name(game, answer))
    return t("replay.choice", what=str(answer))


def _board(game: Game) -> list[str]:
    out = []
    nothing = t("replay.nothing")
    for p in game.players:
        out.append(
            t(
                "replay.player_line",
                name=p.name,
                life=p.life,
                library=len(p.library),
                graveyard=len(p.graveyard),
            )
        )
        hand = ", ".join(game.objects[o].card.name for o in p.hand)
        out.append(t("replay.hand", cards=hand or nothing))
        mine = []
        for oid in game.battlefield:
            obj = game.objects[oid]
            if obj.controller != p.index:
                continue
            name = game.chars(oid).name
            if obj.as_source is not None and obj.as_source.startswith("basic:"):
                name = f"{obj.as_source.split(':', 1)[1]} ({obj.card.name})"
            if obj.tapped:
                name += " " + t("replay.tapped")
            mine.append(name)
        out.append(t("replay.in_play", cards=", ".join(mine) or nothing))
    return out


def render_replay(
    data: SaveData,
    pool: dict[str, CardDef],
    write: Callable[[str], None],
    *,
    all_answers: bool = False,
) -> None:
    """Print a validated save's game (call `load_for_replay` first to validate it).

    Every line goes through `izvori.safetext.clean`: names, card names and the crash section
    come from the file, and none of their control characters may reach the terminal.
    """
    out = write

    def safe_write(line: str) -> None:
        out(clean(line))

    write = safe_write

    game = start_game(data.record(), pool)
    d0, d1 = data.deck_names or (t("replay.deck_unknown"), t("replay.deck_unknown"))
    write(t("replay.warning"))
    write(
        t(
            "replay.title",
            p0=data.names[0],
            p1=data.names[1],
            d0=d0,
            d1=d1,
            seed=data.seed,
            answers=len(data.answers),
        )
    )
    pos = 0
    started = False
    board_due = False

    def flush_log() -> None:
        nonlocal pos, started, board_due
        log = game.log
        pos = min(pos, len(log))  # a cancelled cast rolls the log back
        for ev in log[pos:]:
            if isinstance(ev, TurnBegan):
                started = board_due = True
                write("")
                write(t("replay.turn", turn=ev.turn, player=game.players[ev.player].name))
                continue
            if isinstance(ev, CardDrawn):
                if started:
                    player = game.players[ev.player].name
                    card = _name(game, ev.card)
                    write("      " + t("replay.draw_seen", player=player, name=card))
                continue
            line = event_line(game, ev)
            if line is not None:
                write("      " + line)
        pos = len(log)

    for i, entry in enumerate(data.answers):
        flush_log()
        if board_due:
            board_due = False
            for line in _board(game):
                write(line)
        who = game.players[entry["player"]].name
        what = describe_answer(game, entry)
        apply_entry(game, i, entry)
        if all_answers or what != t("replay.pass"):
            write(t("replay.answer", index=i, player=who, what=what))
    flush_log()
    write("")
    if game.result is None:
        write(t("replay.end_running", turn=game.turn))
        for line in _board(game):
            write(line)
    else:
        r = game.result
        result = (
            t("replay.draw")
            if r.winner is None
            else t("replay.winner", name=game.players[r.winner].name)
        )
        write(t("replay.end_over", result=f"{result} ({t(f'reason.{r.reason}')})"))
    if data.crash is not None:
        number = int(data.crash.get("answer_index", len(data.answers))) + 1
        write(t("replay.crash", error=str(data.crash.get("error", "?"))[:300], number=number))
        failing = data.crash.get("failing_answer")
        if failing is not None:
            write(t("replay.crash_answer", answer=str(failing)[:300]))


def load_for_replay(path: Path, pool: dict[str, CardDef]) -> tuple[SaveData, list[str]]:
    """Read and fully check a file (replaying it once): its data and any warnings.

    `SaveError` if refused.
    """
    data = read_save(path)
    game = replay_save(data, pool)
    return data, consistency_warnings(data, game)
