"""The replay viewer: a saved or finished game, turn by turn, with BOTH hands visible.

Read-only: it never asks for a decision. A banner on top says that it reveals hidden
information. Keys: → / ← the next / previous answer ("dalje" skipped unless A is on),
↓ / ↑ (PgDn / PgUp) the next turn / the start of this or the previous one, Home / End.
"""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import RichLog, Static

from izvori.engine import Game, GameView, view
from izvori.gamelog import LogBook
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.replay import ReplayTape, Step
from izvori.tui.widgets.board import HandPanel, PlayerPanel
from izvori.tui.widgets.chips import CardChip, Marks
from izvori.tui.widgets.inspector import card_text
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.niz import NizZone, show_niz
from izvori.tui.widgets.status import status_text, tracker_text
from izvori.tui.widgets.steady import SteadyLog
from izvori.tui.widgets.text import set_text

#: the log shows at most this many lines after a jump backwards (the whole log going forwards)
LOG_LINES = 200


def open_view(game: Game) -> GameView:
    """The game with both hands in it (what no player may see during a game)."""
    v0, v1 = view(game, 0), view(game, 1)
    d = game.pending
    base = v1 if d is not None and d.player == 1 else v0
    return replace(base, viewer=None, players=(v0.players[0], v1.players[1]))


class ReplayScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "next_answer", t("tui.bind.replay_next"), key_display="→", priority=True),
        Binding(
            "left", "previous_answer", t("tui.bind.replay_prev"), key_display="←", priority=True
        ),
        Binding("down", "next_turn", t("tui.bind.replay_turn"), key_display="↓", priority=True),
        Binding(
            "up", "previous_turn", t("tui.bind.replay_turn_back"), key_display="↑", priority=True
        ),
        Binding("pagedown", "next_turn", show=False),
        Binding("pageup", "previous_turn", show=False),
        Binding("home", "first", t("tui.bind.replay_first"), key_display="Home"),
        Binding("end", "last", t("tui.bind.replay_last"), key_display="End"),
        Binding("a", "toggle_passes", t("tui.bind.replay_passes")),
        Binding("q", "close", t("tui.bind.close")),
        Binding("escape", "close", show=False),
        Binding("f1", "app.show_help", t("tui.bind.help")),
    ]
    AUTO_FOCUS = ""

    def __init__(self, tape: ReplayTape, *, standalone: bool = False, start: int = 0) -> None:
        """`standalone`: closing it ends the app (`izvori replay FILE`)."""
        super().__init__()
        self.tape = tape
        self.standalone = standalone
        self.start = start
        self.include_passes = False
        self.logbook = LogBook()
        self.gview: GameView | None = None
        self.inspected: int | None = None

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(t("tui.replay.banner"), id="replay-banner")
        yield Static("", id="status", markup=True)
        yield Static("", id="tracker", markup=True)
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield HandPanel(id="hand-1", classes="replay-hand")
                yield PlayerPanel(1, id="top")
                yield PlayerPanel(0, id="bottom")
                yield HandPanel(id="hand-0", classes="replay-hand")
            with Vertical(id="right"):
                yield NizZone()
                with VerticalScroll(id="inspector-box"):
                    yield Static(t("tui.inspector.empty"), id="inspector", markup=True)
                yield SteadyLog(id="log", markup=True, wrap=True, min_width=20)
        yield Static("", id="replay-answers", markup=True)
        yield KeyFooter(compact=True)

    def on_mount(self) -> None:
        self.query_one("#niz").border_title = t("tui.niz.title")
        self.query_one("#inspector-box").border_title = t("tui.inspector.title")
        self.query_one("#log").border_title = t("tui.log.title")
        for warning in self.tape.warnings:
            self.notify(warning, severity="warning", timeout=10)
        self.go(self.start, force=True)

    # -------------------------------------------------------------- moves
    def go(self, position: int, force: bool = False) -> None:
        tape = self.tape
        if position == tape.position and not force:
            self.app.bell()
            return
        with self.app.batch_update():
            tape.seek(position)
            self.redraw()

    def action_next_answer(self) -> None:
        self.go(self.tape.next_answer(self.include_passes))

    def action_previous_answer(self) -> None:
        self.go(self.tape.previous_answer(self.include_passes))

    def action_next_turn(self) -> None:
        self.go(self.tape.next_turn())

    def action_previous_turn(self) -> None:
        self.go(self.tape.previous_turn())

    def action_first(self) -> None:
        self.go(0)

    def action_last(self) -> None:
        self.go(self.tape.length)

    def action_toggle_passes(self) -> None:
        self.include_passes = not self.include_passes
        self.notify(t("tui.replay.passes_on" if self.include_passes else "tui.replay.passes_off"))
        self.redraw()

    def action_close(self) -> None:
        if self.standalone:
            self.app.exit()
        else:
            self.dismiss(None)

    # ------------------------------------------------------------ render
    def redraw(self) -> None:
        game = self.tape.game
        v = open_view(game)
        self.gview = v
        marks = Marks()
        tape = self.tape
        passes = t("tui.replay.with_passes" if self.include_passes else "tui.replay.no_passes")
        where = t("tui.replay.position", position=tape.position, total=tape.length, passes=passes)
        set_text(self.query_one("#status", Static), status_text(v, where, None), layout=False)
        set_text(self.query_one("#tracker", Static), tracker_text(v), layout=False)
        self.query_one("#top", PlayerPanel).show(v, marks, 1)
        self.query_one("#bottom", PlayerPanel).show(v, marks, 0)
        self.query_one("#hand-1", HandPanel).show(v, marks, 1)
        self.query_one("#hand-0", HandPanel).show(v, marks, 0)
        self._show_niz(v)
        self._show_log(game)
        set_text(self.query_one("#replay-answers", Static), self.answers_text(v))
        if self.inspected is not None:
            self.inspect(self.inspected)

    def _show_niz(self, v: GameView) -> None:
        show_niz(self.query_one("#niz", NizZone), v)

    def _show_log(self, game: Game) -> None:
        reset, lines = self.logbook.update(game)
        log = self.query_one("#log", RichLog)
        shown = [symbols.name(line) for line in lines]  # log lines quote card and player names
        if reset:  # a jump backwards: the last lines, in one piece (one render, not hundreds)
            log.clear()
            if shown:
                log.write("\n".join(shown[-LOG_LINES:]))
            return
        for line in shown:
            log.write(line)

    def _step_text(self, step: Step) -> str:
        who = symbols.name(self.tape.names[step.player])
        return t("tui.replay.step", number=step.index + 1, player=who, what=symbols.name(step.text))

    def answers_text(self, v: GameView) -> str:
        tape = self.tape
        last = tape.last_step()
        nxt = tape.next_step()
        lines = [
            t("tui.replay.last", step=self._step_text(last))
            if last is not None
            else t("tui.replay.last_none")
        ]
        game = tape.game
        if nxt is not None:
            d = game.pending
            kind = t(f"tui.kind.{d.kind.value}") if d is not None else ""
            lines.append(t("tui.replay.next", step=self._step_text(nxt), kind=kind))
        elif game.result is not None:
            r = game.result
            reason = t(f"reason.{r.reason}")
            if r.winner is None:
                lines.append(t("tui.replay.end_draw", reason=reason))
            else:
                who = symbols.name(tape.names[r.winner])
                lines.append(t("tui.replay.end_winner", player=who, reason=reason))
        else:
            lines.append(t("tui.replay.end_running", turn=game.turn))
        if nxt is None and tape.crash is not None:
            error = symbols.name(str(tape.crash.get("error", "?"))[:200])
            lines.append(t("tui.replay.crash", error=error))
        return "\n".join(lines)

    # ------------------------------------------------------------ cards
    def inspect(self, card_id: int) -> None:
        if self.gview is None:
            return
        card = self.gview.find_card(card_id)
        inspector = self.query_one("#inspector", Static)
        if card is None:
            self.inspected = None
            set_text(inspector, t("tui.inspector.empty"))
            return
        self.inspected = card_id
        set_text(inspector, card_text(card, self.gview.permanent(card_id)))

    def on_card_chip_focused(self, message: CardChip.Focused) -> None:
        message.stop()
        if message.card_id:
            self.inspect(message.card_id)

    def on_card_chip_picked(self, message: CardChip.Picked) -> None:
        message.stop()
        if message.card_id:
            self.inspect(message.card_id)
