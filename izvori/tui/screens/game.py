"""The game screen: status, both sides of the table, niz, inspector, log, and the prompt.

It renders `view(game, viewer)` only — the viewer is the human at the keyboard, or nobody while
the hand-over screen is up — and turns prompt answers into `Controller.submit` calls.

Every call into the engine is guarded: an exception other than `IllegalAnswer` (an engine bug)
goes to `IzvoriApp.crashed`, which writes a bug report and offers to go on from the last good
answer — the save on disk never holds more than the good answers.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container, Vertical
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import OptionList, Static

from izvori.engine import (
    PASS,
    Decision,
    DecisionKind,
    GameView,
    IllegalAnswer,
    burn_if_step_ends,
    view,
)
from izvori.gamelog import LogFollower
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.controller import Ask, AutoPass, Controller, Over, has_real_options
from izvori.tui.prompts import Answer, PromptBase, prompt_class, prompt_for, prompt_key
from izvori.tui.prompts.base import ChoicesChanged, Inspect
from izvori.tui.prompts.priority import PriorityPrompt, forced_payment
from izvori.tui.widgets.board import HandPanel, PlayerPanel
from izvori.tui.widgets.chips import CardChip, Marks
from izvori.tui.widgets.found import part
from izvori.tui.widgets.frame import SpanCompositor
from izvori.tui.widgets.inspector import card_text
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.logview import GameLog
from izvori.tui.widgets.niz import NizZone, show_niz
from izvori.tui.widgets.status import status_text, tracker_text
from izvori.tui.widgets.steady import (
    DrawnByLayout,
    KeptStatic,
    SteadyStatic,
    SteadyVerticalScroll,
)
from izvori.tui.widgets.text import set_text
from izvori.tui.widgets.zone import CardZone, ZoneScreen, focused_card

if TYPE_CHECKING:
    from izvori.tui.app import IzvoriApp

PROMPT_ROWS = 9  # at 30 terminal rows: title, 7 options, hint
WIDE = 140  # from this many columns the prompt sits under the board, not under everything

ZONES = (
    "#top .sources-row",
    "#top .perm-grid",
    "#niz",
    "#bottom .sources-row",
    "#bottom .perm-grid",
    "#hand .hand-grid",
)


class GameScreen(ZoneScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "pass", t("tui.bind.pass")),
        Binding("D", "pass_turn", t("tui.bind.pass_turn"), key_display="⇧D"),
        Binding("i", "play_source", t("tui.bind.source")),
        # one key for the usual declarations (issue 11 item 5): every creature, or none
        Binding("v", "attack_all", t("tui.prompt.attackers_all")),
        Binding("b", "attack_none", t("tui.prompt.attackers_none")),
        # Esc: "Odustani" where it takes back a cast or an ability (the payment row's own
        # word for it), "Nazad" where it only undoes a prompt's choices; one shows at a time
        Binding("escape", "back", t("tui.bind.cancel"), key_display="Esc"),
        Binding("escape", "back_out", t("tui.action.cancel"), key_display="Esc"),
        Binding("g", "graveyards", t("tui.bind.graveyard")),
        Binding("l", "show_log", t("tui.bind.log"), show=False),
        Binding("s", "settings", t("tui.bind.settings")),
        Binding("f1", "help", t("tui.bind.help")),
        Binding("f9", "concede", t("tui.bind.concede")),
        # issue 14: what would the computer do (listed in the help, not the footer)
        Binding("r", "suggest", t("ai.bind.suggest"), show=False),
        Binding("left", "move(-1, 0)", show=False),
        Binding("right", "move(1, 0)", show=False),
        Binding("up", "move(0, -1)", show=False),
        Binding("down", "move(0, 1)", show=False),
        *(Binding(str(n), f"digit({n})", show=False) for n in range(1, 10)),
    ]

    # Nothing is focused automatically when the screen comes back (after a hand-over that
    # would be the first card on the board, shown in the inspector); each prompt takes focus.
    AUTO_FOCUS = ""
    # Textual repaints the whole screen when focus moves; the widgets that gain or lose focus
    # restyle (and so repaint) themselves, and a new prompt usually moves the focus.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    def __init__(self, controller: Controller, note: str = "") -> None:
        super().__init__()
        # a frame renders only the widgets it changes (widgets/frame.py)
        self._compositor = SpanCompositor()
        self.ctl = controller
        # a resumed or recovered game (`note` is shown on its first hand-over screen) starts
        # as soon as the screen is up; automatic passes run at once until somebody is asked,
        # so the first thing shown is a hand-over screen. A new game starts after the coin.
        self.note = note
        self.start_on_mount = bool(note)
        self.save_error: str | None = None  # the save warning shown
        self.viewer: int | None = None
        self.logbook = LogFollower()
        self.prompt: PromptBase | None = None
        self.decision: Decision | None = None
        self.gview: GameView = view(controller.game, None)
        self.inspected: int | None = None
        self._inspected_by: int | None = None  # the viewer who chose it
        self.redraws = 0
        self._could_source = False
        self._burn_warned = False  # the mana udar warning was shown for this decision
        self._suggesting = False  # the computer's suggestion is on screen (action_suggest)
        self._prompts: dict[str, PromptBase] = {}
        self._held: AbstractContextManager[None] | None = None  # see _hold_frame
        self._grid: tuple[str, str] | None = None  # columns and rows of #main (on_resize)
        self._bindings_for: tuple[object, ...] = ()  # what the footer's keys were shown for
        self._autoline: Static | None = None
        self.asked_to_repaint: set[DrawnByLayout] = set()  # see _refresh_layout
        # Issue 11: the autosave is written after the frame that shows the answer's result
        # (its fsync is no longer on the key's path); the controller flushes it before the
        # next answer, so a kill loses at most the last answer. The same for every answer,
        # whatever the hands hold.
        if controller.session is not None:
            controller.session.deferred = True

    @property
    def izvori(self) -> IzvoriApp:
        # the app that runs this is always an IzvoriApp; importing it here would close a cycle
        return cast("IzvoriApp", self.app)

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield KeptStatic("", id="status", markup=True)
        yield KeptStatic("", id="tracker", markup=True)
        yield Static("", id="save-warning", markup=False)
        # a grid of the board (left), niz/card/log (right) and the prompt: below both, or
        # on a wide terminal below the board only, the right column taking the full height
        # (issue 11 item 6: large terminals use the space) — see `on_resize`
        with Container(id="main"):
            with Vertical(id="left"):
                yield PlayerPanel(1, id="top")
                yield PlayerPanel(0, id="bottom")
                yield HandPanel(id="hand")
            with Vertical(id="right"):
                yield NizZone()
                with SteadyVerticalScroll(id="inspector-box"):
                    yield SteadyStatic(t("tui.inspector.empty"), id="inspector", markup=True)
                yield GameLog(id="log", markup=True, wrap=True, min_width=20)
            with Vertical(id="prompt-area"):
                yield Static("", id="autoline", markup=True)
                yield Container(id="prompt-slot")
        yield KeyFooter(compact=True)

    def on_resize(self, event: events.Resize) -> None:
        """A taller terminal gives the prompt more rows (fixed between resizes, so that a
        new prompt never re-flows the board)."""
        height = event.size.height
        # 24 rows: two rows fewer for the prompt (it scrolls), so both sides of the board keep
        # their lines; taller terminals give it up to three more
        extra = max(0, min(3, (height - 30) // 4))
        rows = PROMPT_ROWS - 2 if height < 28 else PROMPT_ROWS + extra
        width = event.size.width
        wide = width >= WIDE
        main = self.query_one("#main")
        # the right column: a third of the width, at least 30 columns; on a wide terminal the
        # prompt sits under the board, and the niz, the card and the log beside both
        right = max(30, width // 3)
        grid = (f"1fr {right}", f"1fr {rows + (4 if wide else 0)}")
        if grid != self._grid:
            self._grid = grid
            main.styles.grid_columns = grid[0]
            main.styles.grid_rows = grid[1]
        main.set_class(wide, "wide")
        self.redraw(rebuild_view=False)  # the status lines are shorter when narrow

    def on_screen_suspend(self) -> None:
        """A dialog on top: the prompt list under it shows no cursor (only the top screen
        has one), and shows it again when the dialog closes."""
        self._repaint_cursor()

    def on_screen_resume(self) -> None:
        self._repaint_cursor()

    def _repaint_cursor(self) -> None:
        if self.prompt is not None:
            for lst in self.prompt.query(OptionList):
                lst.refresh()

    def on_mount(self) -> None:
        self.query_one("#niz").border_title = t("tui.niz.title")
        self.query_one("#inspector-box").border_title = t("tui.inspector.title")
        self.query_one("#log").border_title = t("tui.log.title")
        # the marked chips' backgrounds are their own styles, in the theme's colours
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        self.redraw()
        if self.start_on_mount:
            self.start_on_mount = False
            self.advance()

    # -------------------------------------------------------------- flow
    def advance(self) -> None:
        """Run automatic passes and show whatever needs a human next."""
        try:
            self._advance()
        except Exception as e:  # an engine bug: never lose the game
            self.izvori.crashed(e)

    def _advance(self) -> None:
        ctl = self.ctl
        while True:
            step = ctl.next_step()
            if isinstance(step, Over):
                ctl.flush_save()  # the save becomes a replay before the game-over screen
                self._clear_prompt()
                self.viewer = None
                self.show_save_error()
                self.redraw()
                self.izvori.game_over(ctl)
                return
            computer = self.izvori.computer  # issue 14: its seat is played by an agent
            if computer is not None and computer.takes(step):
                ctl.flush_save()
                self._clear_prompt()
                computer.move(self)
                return
            if isinstance(step, AutoPass):
                # at once and silently, whatever the player holds: nothing on the screen or
                # in the time taken may tell that he could have acted (docs/hotseat.md)
                ctl.auto_pass()
                continue
            assert isinstance(step, Ask)
            d = step.decision
            self.show_save_error()
            if ctl.needs_handover(d.player):
                self._clear_prompt()
                self.viewer = None
                self.redraw()
                # the niz keeps its height while the keyboard stays (a cast lays out
                # nothing); behind the hand-over screen it takes what its items need
                self.query_one("#niz", NizZone).shrink()
                note, self.note = self.note, ""
                self.izvori.hand_over(d.player, d, partial(self._took_keyboard, d.player), note)
                self.app.call_after_refresh(self._flush_save)
                return
            self.present(d)
            self.call_after_refresh(self._flush_save)
            return

    def _flush_save(self) -> None:
        """The deferred autosave, once the frame is out; its failure is shown at once."""
        self.ctl.flush_save()
        if self.is_attached:
            self.show_save_error()

    def _took_keyboard(self, player: int) -> None:
        self.ctl.took_keyboard(player)
        self.advance()

    def stop_timers(self) -> None:
        """Nothing more happens on its own (the game broke, or another screen takes over)."""
        self._release_frame()

    def present(self, decision: Decision) -> None:
        forced = forced_payment(decision) if decision.kind == DecisionKind.PAY else None
        if forced is not None:
            self.submit(forced)  # issue 11: nothing to decide, so nothing is asked
            return
        self._burn_warned = False
        focused = self.focused
        with self.app.batch_update():
            self.viewer = decision.player
            self.decision = decision
            self.gview = view(self.ctl.game, self.viewer)
            self._show_prompt(decision)
            self.set_autoline(self._only_pass_line(decision))
            self.redraw(rebuild_view=False)
            # the footer's keys depend on these only (check_action and the prompt list's
            # letters); asking the footer again on every key costs ~3 ms
            bindings = (type(self.prompt), decision.kind, decision.can_cancel)
            if bindings != self._bindings_for:
                self._bindings_for = bindings
                self.refresh_bindings()
        self.flush_refreshes()
        if self.focused is not focused and self.focused is not None:
            self._hold_frame()

    def _only_pass_line(self, decision: Decision) -> str:
        """A stop of his own applies but all he can do is "dalje": say so (his own screen;
        whether this shows changes nothing else — docs/hotseat.md)."""
        if decision.kind != DecisionKind.PRIORITY or has_real_options(decision):
            return ""
        return t("tui.only_pass")

    def _hold_frame(self) -> None:
        """Paint nothing until the widgets that lost and gained focus have restyled themselves
        (they do when they handle Blur/Focus, after this); then everything goes out in one
        frame. Released when the focus arrives here (DescendantFocus), or after 50 ms."""
        if self._held is not None:
            return
        hold = self.app.batch_update()
        hold.__enter__()
        self._held = hold
        self.set_timer(0.05, self._release_frame)

    def _release_frame(self) -> None:
        hold, self._held = self._held, None
        if hold is not None:
            self.flush_refreshes()
            hold.__exit__(None, None, None)

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        """Textual's layout of the screen and its frame; then the repaints that the niz, the
        card panel and the scrollbars asked for and that this frame drew are dropped
        (`DrawnByLayout`: they were a second frame for every key that lays out)."""
        super()._refresh_layout(size, scroll)
        asked, self.asked_to_repaint = self.asked_to_repaint, set()
        for widget in asked:
            widget.drawn_by_layout()

    def flush_refreshes(self) -> None:
        """Hand every pending repaint and re-layout to the screen now.

        Each widget normally reports them when its own message loop next goes idle; the screen
        may paint a frame before all of them have, and then needs a second frame (and layout)
        for the rest. Reporting them at once makes one update one frame.
        """
        for widget in self.walk_children(Widget):
            # a widget's scrollbars are not among its children (a list whose rows were
            # replaced has a new scroll range: its bar asks for a repaint too)
            bars = (widget._vertical_scrollbar, widget._horizontal_scrollbar)
            for w in (widget, *(bar for bar in bars if bar is not None)):
                if w._repaint_required or w._layout_required:
                    w._check_refresh()

    def _show_prompt(self, decision: Decision) -> None:
        """The prompt for this decision: the one already mounted, refilled in place, or (the
        first time) a new one. A prompt of another class takes over the widget already
        mounted (every prompt has the same widgets: see prompts/base.py), so no widget is
        mounted, removed, shown or hidden (issue 11 item 6)."""
        key = prompt_key(decision)
        prompt = self._prompts.get(key)
        if prompt is not None:
            cls = prompt_class(decision)
            if type(prompt) is not cls:
                prompt.__class__ = cls
            prompt.load(decision, self.gview)
        else:
            prompt = prompt_for(decision, self.gview)
            prompt.explain = self._explain
            prompt.changed = self._choices_changed
            prompt.inspect = self.inspect
            self._prompts[key] = prompt
            self.query_one("#prompt-slot", Container).mount(prompt)
        if self.prompt is not None and self.prompt is not prompt:
            self.prompt.display = False
        self.prompt = prompt
        if not prompt.display:
            prompt.display = True
        if prompt.is_mounted:
            prompt.focus_default()  # a new prompt focuses itself once mounted

    def _clear_prompt(self) -> None:
        prompt = self.prompt
        if prompt is not None:
            focused = self.focused
            if focused is not None and (focused is prompt or prompt in focused.ancestors):
                self.set_focus(None)
            prompt.display = False
        self.prompt = None
        self.decision = None
        self._bindings_for = ()
        if self._suggesting:
            # the computer's suggestion was for the decision just answered: it would
            # mislead at the next one
            self._suggesting = False
            self.app.clear_notifications()

    def _explain(self, answer: Any) -> str | None:
        """The engine's reason an answer is illegal, naming the rule (Game.check)."""
        try:
            refusal = self.ctl.game.check(answer)
        except Exception:
            return None  # a trial on a copy: the real game is untouched; submitting will tell
        return None if refusal is None else t(refusal.key, **refusal.args)

    def submit(self, answer: Any) -> None:
        try:
            self.ctl.submit(answer)
        except IllegalAnswer as e:
            if self.prompt is not None:
                self.prompt.set_hint(t("tui.prompt.illegal", reason=t(e.key, **e.args_)))
            self.notify(t(e.key, **e.args_), severity="error")
            return
        except Exception as e:  # an engine bug: the save holds the last good answer
            self.izvori.crashed(e)
            return
        self.set_autoline("")
        self.advance()

    def show_save_error(self) -> None:
        """A visible line while the last save failed (the game goes on regardless)."""
        session = self.ctl.session
        error = session.save_error if session is not None else None
        if error == self.save_error:
            return
        self.save_error = error
        line = self.query_one("#save-warning", Static)
        line.update(t("tui.save.failed", error=error) if error else "")
        line.set_class(bool(error), "active")
        if error:
            self.notify(error, title=t("tui.save.failed_title"), severity="error", timeout=8)

    def on_answer(self, message: Answer) -> None:
        message.stop()
        if message.decision is not None and message.decision is not self.decision:
            return  # meant for a decision already answered (keys pressed in quick succession)
        self.submit(message.answer)

    def on_inspect(self, message: Inspect) -> None:
        message.stop()
        self.inspect(message.card_id)

    def on_choices_changed(self, message: ChoicesChanged) -> None:
        message.stop()
        self._choices_changed()

    def _choices_changed(self) -> None:
        if self.is_attached:
            self.redraw(rebuild_view=False)

    # ------------------------------------------------------------ render
    def set_autoline(self, text: str) -> None:
        if self._autoline is None:
            found = self.query("#autoline")
            if not found:  # a worker (the computer thinking) finished after the screen closed
                return
            self._autoline = found.first(Static)
        line = self._autoline
        if not line.is_attached:
            return
        set_text(line, text)
        if line.has_class("active") != bool(text):
            line.set_class(bool(text), "active")

    def marks(self) -> Marks:
        if self.prompt is None:
            return Marks()
        return Marks(frozenset(self.prompt.highlight()), frozenset(self.prompt.chosen()))

    def bottom_player(self) -> int:
        if self.viewer is not None:
            return self.viewer
        if self.ctl.last_human is not None:
            return self.ctl.last_human
        return self.ctl.game.active

    def redraw(self, rebuild_view: bool = True) -> None:
        if rebuild_view:
            self.gview = view(self.ctl.game, self.viewer)
        v = self.gview
        self.redraws += 1
        marks = self.marks()
        me = self.bottom_player()
        ctl = self.ctl
        p = ctl.game.pending
        compact = 0 < self.size.width < 100
        auto = (
            t("tui.status.auto_on")
            if ctl.until_end.get(me) == v.turn
            else ("" if compact else t("tui.status.auto_stops"))
        )
        deciding = p.player if p is not None and self.viewer is not None else None
        status = status_text(v, auto, deciding, compact)
        set_text(part(self, "#status", Static), status, layout=False)
        set_text(part(self, "#tracker", Static), tracker_text(v, compact), layout=False)
        part(self, "#top", PlayerPanel).show(v, marks, 1 - me)
        part(self, "#bottom", PlayerPanel).show(v, marks, me)
        part(self, "#hand", HandPanel).show(v, marks, self.viewer)
        self._show_niz(v)
        self._show_log()
        self._show_inspected(v)

    def _theme_changed(self, _theme: object) -> None:
        if self.is_attached:
            self.redraw()  # a new view: every chip is shown again (its mark's colour)

    def _show_niz(self, v: GameView) -> None:
        show_niz(part(self, "#niz", NizZone), v)

    def _show_log(self) -> None:
        keep, lines = self.logbook.update(self.ctl.game)
        log = part(self, "#log", GameLog)
        log.keep_game_lines(keep)  # after an undo: only the lines that went are taken off
        for line in lines:
            log.add(symbols.name(line))  # names from files: always escaped

    def inspect(self, card_id: int) -> None:
        card = self.gview.find_card(card_id)
        if card is None:
            return
        self.inspected = card_id
        self._inspected_by = self.viewer
        perm = self.gview.permanent(card_id)
        set_text(part(self, "#inspector", Static), card_text(card, perm))

    def _show_inspected(self, v: GameView) -> None:
        """Keep the inspected card up to date (it may have moved, been tapped, been played
        as a source); forget it when it is gone or another player took the keyboard."""
        if self.inspected is None:
            return
        card = v.find_card(self.inspected)
        inspector = part(self, "#inspector", Static)
        if card is None or self.viewer != self._inspected_by:
            self.inspected = None
            set_text(inspector, t("tui.inspector.empty"))
            return
        set_text(inspector, card_text(card, v.permanent(self.inspected)))

    # ------------------------------------------------------------ events
    def on_card_chip_focused(self, message: CardChip.Focused) -> None:
        message.stop()
        if message.card_id:
            self.inspect(message.card_id)

    def on_card_chip_picked(self, message: CardChip.Picked) -> None:
        message.stop()
        if not message.card_id:
            return
        self.inspect(message.card_id)
        if self.prompt is not None:
            self.prompt.card_chosen(message.card_id)

    # ----------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that would do nothing now are not shown in the footer at all (issue 11:
        "i Izvor" with no card focused, "Esc Nazad" at prednost)."""
        d = self.decision
        if action in ("pass", "pass_turn"):
            return d is not None and d.kind == DecisionKind.PRIORITY
        if action == "play_source":
            return self._focused_source_action()
        if action in ("attack_all", "attack_none"):
            return d is not None and d.kind == DecisionKind.ATTACKERS
        if action == "back":
            # at prednost Esc only cancels what can be cancelled; other prompts reset choices
            prompt = self.prompt
            return d is not None and not d.can_cancel and prompt is not None and prompt.RESETS
        if action == "back_out":
            return d is not None and d.can_cancel
        return True

    def _focused_source_action(self) -> bool:
        card = focused_card(self.focused)
        if not isinstance(self.prompt, PriorityPrompt) or card is None:
            return False
        return any(a.kind == "source" and a.obj == card for a in self.prompt.actions())

    def on_descendant_focus(self) -> None:
        self._release_frame()
        can_source = self._focused_source_action()
        if can_source != self._could_source:
            self._could_source = can_source
            self.refresh_bindings()

    def action_pass(self) -> None:
        d = self.decision
        if d is not None and d.kind == DecisionKind.PRIORITY and not self._warn_burn(d, False):
            self.submit(PASS)

    def _warn_burn(self, d: Decision, whole_turn: bool) -> bool:
        """C1.30: a pass that may end the phase with mana in the izvorište asks once (True
        if it asked). Passing to the end of the turn always ends the phase."""
        game = self.ctl.game
        v = view(game, d.player)
        n = sum(amount for _kind, amount in v.players[d.player].pool)
        life = 10 * n if whole_turn and not v.stack else burn_if_step_ends(game, d.player)
        if not life or self._burn_warned or self.prompt is None:
            return False
        self._burn_warned = True
        self.prompt.set_hint(t("tui.prompt.burn_confirm", n=n, life=life))
        return True

    def action_digit(self, n: int) -> None:
        """Digits pick the numbered options of the prompt whatever has the focus."""
        pick = getattr(self.prompt, "pick_number", None)
        if callable(pick):
            pick(n)

    def action_pass_turn(self) -> None:
        d = self.decision
        if d is not None and d.kind == DecisionKind.PRIORITY and not self._warn_burn(d, True):
            self.ctl.pass_until_end_of_turn(d.player)
            self.submit(PASS)

    def action_attack_all(self) -> None:
        """Every creature that may attack (E1.20 requirements are checked by the engine: an
        illegal "all" is refused with its reason, like any other declaration)."""
        d = self.decision
        if d is not None and d.kind == DecisionKind.ATTACKERS:
            self.submit(list(d.options))

    def action_attack_none(self) -> None:
        d = self.decision
        if d is not None and d.kind == DecisionKind.ATTACKERS:
            self.submit([])

    def action_play_source(self) -> None:
        card = focused_card(self.focused)
        if isinstance(self.prompt, PriorityPrompt) and card is not None:
            self.prompt.play_as_source(card)

    def action_back(self) -> None:
        if self.prompt is None or self.decision is None:
            return
        if self.prompt.reset():
            self.prompt.set_hint(self.prompt.hint())
            self.redraw(rebuild_view=False)
            return
        if self.decision.can_cancel:
            self.submit("cancel")

    def action_back_out(self) -> None:
        self.action_back()

    def action_graveyards(self) -> None:
        self.izvori.show_graveyard(None)

    def action_show_log(self) -> None:
        self.izvori.show_log()

    def action_settings(self) -> None:
        self.izvori.show_settings()

    def action_help(self) -> None:
        self.izvori.show_help()

    def log_texts(self) -> list[str]:
        """The log panel's lines, the computer's reasons among them (markup, escaped)."""
        return part(self, "#log", GameLog).texts()

    def write_log_line(self, line: str) -> None:
        """A line of our own in the log (the computer's reason for a play)."""
        # (card names come from files: control characters and markup escaped)
        self.query_one("#log", GameLog).add(symbols.name(line), game_line=False)

    def action_suggest(self) -> None:
        """Issue 14: what the computer would do in the deciding human's place."""
        from izvori.tui.computer import suggest

        d = self.ctl.game.pending
        opponents = self.izvori.opponents
        if d is None or self.decision is None or opponents is None:
            self.notify(t("ai.suggest_none"))
            return
        text = suggest(opponents, view(self.ctl.game, d.player), self)
        self.notify(text, title=t("ai.suggest_title"), timeout=10)
        self._suggesting = True

    def action_concede(self) -> None:
        self.izvori.ask_concede()

    def action_move(self, dx: int, dy: int) -> None:
        zones = [z for z in (self._zone(s) for s in ZONES) if z is not None]
        focused = self.focused
        current = focused if isinstance(focused, CardZone) else None
        if current not in zones:
            if dy and zones:
                target = zones[-1] if dy < 0 else zones[0]
                target.focus_card(0)
            return
        assert current is not None
        index = current.cursor_position()
        count = len(current.focusable_indexes())
        if dx:
            if 0 <= index + dx < count:
                current.focus_card(index + dx)
            return
        zi = zones.index(current) + dy
        while 0 <= zi < len(zones):
            if zones[zi].focus_card(index):
                return
            zi += dy
        if dy > 0 and self.prompt is not None:
            self.prompt.focus_default()

    def _zone(self, selector: str) -> CardZone | None:
        found = self.query(selector)
        return found.first(CardZone) if found else None

    def prompt_list(self) -> OptionList | None:
        if self.prompt is None:
            return None
        found = self.prompt.query(OptionList)
        return found.first() if found else None
