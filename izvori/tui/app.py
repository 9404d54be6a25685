"""The Textual app: start screen → coin toss → game (with hand-overs) → game over → rematch.

`run_app(args)` is what the `izvori` command calls (`args.resume_session`: a save loaded by
`izvori --nastavi`); `run_replay(tape)` is `izvori replay FILE`.

Every game is a `SavedGame` session (docs/saves.md): each answer is saved before the next
decision is shown, the stops are kept in the save's settings, and a finished game stays as a
replay. An engine bug never loses the game: `crashed` writes a bug report, shows where the save
and the report are, and offers to go on from the last good answer.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette, Provider
from textual.screen import Screen

from izvori.collector import start_up_done
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup
from izvori.tui.symbols import MANA_VARIABLES

# Issue 11 item 6 (first frame < 0.3 s): only what the start screen needs is imported before
# its first frame; the game, replay, builder, tutorial and rules screens (and the modules only
# they use) are imported where they are first shown.
if TYPE_CHECKING:
    from izvori.cards.catalog import Catalog
    from izvori.engine import Decision, Game
    from izvori.persist import SavedGame
    from izvori.tui.computer import ComputerSeat, Opponents
    from izvori.tui.controller import Controller
    from izvori.tui.replay import ReplayTape
    from izvori.tui.screens.game import GameScreen
    from izvori.tui.screens.game_over import Choice
    from izvori.tui.stops import Stops


def _game_commands() -> type[Provider]:
    """The game's commands in the palette, loaded when the palette first opens (Textual takes a
    callable for a provider): they name the stops, which are the engine's steps."""
    from izvori.tui.commands import GameCommands  # lazy: the start screen has no game

    return GameCommands


#: The rules of every screen but the start screen (issue 11 item 6, the first frame): the start
#: screen's, and those every screen shares, are in start.tcss (`CSS_PATH`); these are added to the
#: stylesheet when another screen is first shown (`push_screen`), so the start screen's first
#: frame does not wait for their parsing. None of them matches a widget of the start screen
#: (tests/tui/test_start_styles.py): its widgets are styled exactly as with both files at once.
ALL_STYLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "izvori.tcss")


class IzvoriApp(App[None]):
    CSS_PATH = "start.tcss"
    TITLE = t("app.title")
    COMMANDS = App.COMMANDS | {_game_commands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", t("tui.bind.quit"), show=False, priority=True),
        Binding("ctrl+p", "command_palette", t("tui.bind.palette"), show=False, priority=True),
        Binding("f3", "show_rules", t("tui.bind.rules"), show=False),
    ]

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        show_start: bool = True,
        coin_flips: int = 7,
        game: Game | None = None,
        session: SavedGame | None = None,
        replay: ReplayTape | None = None,
        opponents: Opponents | None = None,
    ) -> None:
        """`game`: a prepared game (tests, screenshots, benchmarks), saved like any other;
        `session`: a loaded save to resume (no start screen); `replay`: only the replay
        viewer (`izvori replay FILE`); `opponents`: the computer players (handed over by the
        command line, `izvori.cli.opponents`; none: hot-seat only, no tutorial)."""
        super().__init__()
        self.opponents = opponents
        self.first_game = game
        self.first_session = session
        self.replay_tape = replay
        self.setup = (setup or GameSetup()).with_defaults()
        self.show_start = show_start
        self.coin_flips = coin_flips
        self.game_screen: GameScreen | None = None
        self.crashes = 0
        self.computer: ComputerSeat | None = None  # issue 14: a game against the computer

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(MANA_VARIABLES)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield SystemCommand(t("tui.cmd.theme"), t("tui.cmd.theme_help"), self.action_change_theme)
        yield SystemCommand(t("tui.cmd.help"), t("tui.cmd.glossary_help"), self.show_help)
        yield SystemCommand(t("tui.cmd.tutorial"), t("tui.cmd.tutorial_help"), self.show_tutorial)
        yield SystemCommand(t("tui.cmd.quit"), t("tui.cmd.quit_help"), self.exit)

    def action_help_quit(self) -> None:
        """Ctrl+C, pressed by reflex to quit: say in Serbian which key quits (Textual's own
        note is English). As Textual does, only when a key that quits is active; the key
        written as the help screen writes it ("Ctrl+Q")."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                written = "+".join(part.capitalize() for part in key.split("+"))
                self.notify(
                    t("tui.quit_hint", key=symbols.escape(written)), title=t("tui.quit_title")
                )
                return

    def search_themes(self) -> None:
        """The theme list ("Tema boja" in the palette): Textual's, with a Serbian placeholder
        and the palette's PageDown fix (`SafeCommandPalette`)."""
        from textual.theme import ThemeProvider

        from izvori.tui.screens.dialogs import SafeCommandPalette

        self.push_screen(
            SafeCommandPalette(
                providers=[ThemeProvider], placeholder=t("tui.cmd.theme_placeholder")
            )
        )

    def action_command_palette(self) -> None:
        from izvori.tui.screens.dialogs import SafeCommandPalette

        if not CommandPalette.is_open(self):  # type: ignore[arg-type]  # App[None] is an App
            self.push_screen(
                SafeCommandPalette(placeholder=t("tui.cmd.placeholder"), id="--command-palette")
            )

    def load_all_styles(self) -> None:
        """Add izvori.tcss to the stylesheet, once (`ALL_STYLES`): ~7 ms of CPU parsing it that
        the start screen's first frame does not wait for (the other sources' rules are not
        parsed again: the stylesheet keeps them by their text). Not after that first frame:
        Textual has no moment that is surely after it (`call_after_refresh` can come after a
        frame rendered and thrown away inside its start-up batch, before the one painted)."""
        if not self.stylesheet.has_source(ALL_STYLES):
            self.stylesheet.read(ALL_STYLES)
            # now, not at the next styling: `read` leaves the map of rules by selector as it
            # was, and that styling would look the new rules up in the old map
            self.stylesheet.parse()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Textual's, with every screen's styles in place first (`load_all_styles`)."""
        if not isinstance(screen, StartScreen):
            self.load_all_styles()
        return super().push_screen(screen, *args, **kwargs)

    def on_mount(self) -> None:
        # the start-up's hold on the cycle collector ends with the first frame (izvori.collector)
        self.call_after_refresh(start_up_done)
        if self.replay_tape is not None:
            from izvori.tui.screens.replay import ReplayScreen

            self.push_screen(ReplayScreen(self.replay_tape, standalone=True))
        elif self.first_session is not None:
            session, self.first_session = self.first_session, None
            self.resume(session)
        elif self.show_start:
            self.push_screen(StartScreen(self.setup, self.opponents))
        else:
            self.start_game(self.setup)

    # ------------------------------------------------------------- games
    def on_start_screen_start(self, message: StartScreen.Start) -> None:
        self.start_game(message.setup)

    def on_start_screen_resume(self, message: StartScreen.Resume) -> None:
        self.resume(message.session)

    def start_game(self, setup: GameSetup, stops: list[Stops] | None = None) -> None:
        """A new game (start screen, rematch): saved from its first moment on."""
        from izvori.cards.library import LoadError
        from izvori.persist import SavedGame
        from izvori.persist.format import SaveError
        from izvori.tui.computer import computer_for, computer_settings
        from izvori.tui.controller import Controller, player_names
        from izvori.tui.screens.coin import CoinScreen
        from izvori.tui.stops import new_game_stops, stops_settings

        prepared = self.first_game is not None
        try:
            game = self.first_game or setup.build_game()
            self.first_game = None
        except LoadError as e:
            if isinstance(self.screen, StartScreen):
                self.screen.show_error(e.problems)
            else:
                self.notify("\n".join(e.problems[:4]), severity="error")
            return
        self.setup = setup
        decks = None if prepared else setup.with_defaults().decks
        self.computer = computer_for(self.opponents, setup.computer, game.seed, decks)
        if stops is None:
            stops = new_game_stops(None if self.computer is None else self.computer.seat)
        try:
            session = SavedGame.wrap(
                game,
                deck_names=decks,
                settings={**stops_settings(stops), **computer_settings(self.computer)},
            )
            ctl = Controller.for_session(session, stops)
        except SaveError as e:
            if not prepared:  # a game from the start screen always fits (checked before)
                self.notify(str(e), severity="error")
                return
            # a position prepared in code (a test or a screenshot built from a scenario, with
            # no decks) can't be replayed from a save: it is played unsaved
            ctl = Controller(game, stops)
        screen = self._begin(ctl)
        names = player_names(game)
        tossed = game.starting_player_arg is None
        coin = CoinScreen(names, game.starting_player, tossed, self.coin_flips)
        self.push_screen(coin, lambda _ok: screen.advance())

    def resume(self, session: SavedGame) -> None:
        """A loaded save: straight to the hand-over screen of whoever decides next."""
        from izvori.tui.computer import computer_from_settings
        from izvori.tui.controller import Controller, player_names
        from izvori.tui.stops import stops_from_settings

        game = session.game
        names = player_names(game)
        decks = session.deck_names or ("", "")
        self.setup = GameSetup(names=names, decks=decks).with_defaults()
        self.computer = computer_from_settings(
            self.opponents, session.settings, game.seed + game.turn, session.deck_names
        )
        ctl = Controller.for_session(session, stops_from_settings(session.settings))
        self._begin(ctl, t("tui.resume.note", turn=game.turn, file=session.path.name))

    def _begin(self, ctl: Controller, note: str = "") -> GameScreen:
        """Show a fresh game screen for `ctl` (everything else is closed)."""
        from izvori.tui.screens.game import GameScreen

        if self.game_screen is not None:
            self.game_screen.stop_timers()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        if self.computer is not None:  # issue 14: no hand-over screens against the computer
            ctl.took_keyboard(self.computer.human)
        screen = GameScreen(ctl, note=note)
        self.game_screen = screen
        self.push_screen(screen)
        return screen

    def hand_over(
        self, player: int, decision: Decision, callback: Callable[[], None], note: str = ""
    ) -> None:
        """The hand-over screen: who takes the keyboard, the public reason, and what happened
        since he last held it (docs/hotseat.md) — nothing from either hand."""
        from izvori.engine import view
        from izvori.tui.controller import player_names
        from izvori.tui.screens.handover import HandOverScreen

        screen = self.game_screen
        assert screen is not None
        ctl = screen.ctl
        game = ctl.game
        names = player_names(game)
        when = t("tui.handover.when", turn=game.turn, player=names[game.active])
        step = t(f"step.{view(game, None).step}")
        key, args = ctl.reason
        if not key:
            key, args = "tui.why.decision", {"kind": decision.kind.value}
        why = t(key, **reason_args(args))
        recap = ctl.recap(player)
        self.push_screen(
            HandOverScreen(names[player], names[1 - player], why, f"{when}, {step}", recap, note),
            lambda _ok: callback(),
        )

    def game_over(self, ctl: Controller) -> None:
        from izvori.engine import view
        from izvori.gamelog import event_line
        from izvori.tui.controller import player_names
        from izvori.tui.screens.game_over import GameOverScreen
        from izvori.tui.screens.tutorial import TutorialScreen

        game = ctl.game
        assert game.result is not None
        if isinstance(self.game_screen, TutorialScreen):
            self.tutorial_over(game.result.winner == 0)
            return
        names = player_names(game)
        session = ctl.session
        watch = partial(self.watch_replay, session) if session is not None else None
        v = view(game, None)
        board = [
            t(
                "tui.over.player_line",
                player=symbols.name(p.name),
                life=p.life,
                hand=p.hand_count,
                sources=sum(1 for perm in v.permanents_of(p.index) if perm.is_source),
                cards=symbols.name(
                    ", ".join(
                        perm.card.name for perm in v.permanents_of(p.index) if not perm.is_source
                    )
                    or "—"
                ),
            )
            for p in v.players
        ]
        last = [line for ev in game.log[-12:] if (line := event_line(game, ev)) is not None]
        self.push_screen(
            GameOverScreen(
                names,
                game.result.winner,
                game.result.reason,
                game.turn,
                watch,
                board=board,
                last_events=last[-3:],
            ),
            self._after_game,
        )

    def watch_replay(self, session: SavedGame) -> None:
        """The finished game in the replay viewer (from the game-over screen)."""
        from izvori.tui.replay import ReplayTape
        from izvori.tui.screens.replay import ReplayScreen

        tape = ReplayTape(session.data(), session.pool(), path=session.path)
        self.push_screen(ReplayScreen(tape))

    def _after_game(self, choice: Choice | None) -> None:
        what, first = choice if choice is not None else ("quit", None)
        if what == "rematch":
            from izvori import limits
            from izvori.tui.stops import stops_from_settings, stops_settings

            seed = None if self.setup.seed is None else limits.next_seed(self.setup.seed)
            stops = None
            if self.game_screen is not None:  # the players keep their stops
                stops = stops_from_settings(stops_settings(self.game_screen.ctl.stops))
            self.start_game(replace(self.setup, starting_player=first, seed=seed), stops)
        elif what == "new":
            while len(self.screen_stack) > 1:
                self.pop_screen()
            self.game_screen = None
            self.push_screen(StartScreen(self.setup, self.opponents))
        else:
            self.exit()

    # ------------------------------------------------------------ crashes
    def crashed(self, exc: Exception) -> None:
        """The engine raised something other than an illegal answer (a bug): keep the save at
        the last good answer, write a bug report, and show both paths with a way on."""
        from izvori.persist import write_bug_report
        from izvori.tui.screens.crash import CrashScreen

        screen = self.game_screen
        if screen is None:
            raise exc
        self.crashes += 1
        screen.stop_timers()
        screen.viewer = None
        session = screen.ctl.session
        error = f"{type(exc).__name__}: {exc}"[:500]
        save_path = report_path = None
        save_problem = report_problem = None
        if session is not None:
            try:
                report = write_bug_report(session, exc)
                save_path, report_path = report.save_path, report.report_path
                if not report.save_ok:
                    save_problem = session.save_error
            except Exception as e:  # not even the temporary folder takes the report
                save_path = session.path
                report_problem = f"{type(e).__name__}: {e}"[:300]
        else:
            save_problem = report_problem = t("tui.crash.no_session")
        while self.screen is not screen and len(self.screen_stack) > 1:
            self.pop_screen()
        resume = partial(self.recover, session) if session is not None else None
        self.push_screen(
            CrashScreen(
                error,
                save_path,
                report_path,
                save_problem=save_problem,
                report_problem=report_problem,
                resume=resume,
                repeated=self.crashes > 1,
            )
        )

    def recover(self, session: SavedGame) -> str | None:
        """Go on from the last good answer (a fresh game replayed from the save); the player
        who was deciding is asked again. Returns the problem if that is impossible."""
        from izvori.tui.controller import Controller
        from izvori.tui.stops import stops_from_settings

        old = self.game_screen
        try:
            fresh = session.recover()
        except Exception as e:
            message = getattr(e, "message", None)
            return message if isinstance(message, str) else f"{type(e).__name__}: {e}"[:300]
        stops = old.ctl.stops if old is not None else stops_from_settings(fresh.settings)
        ctl = Controller.for_session(fresh, stops)
        if fresh.game.result is None:
            ctl.forced = fresh.game.pending  # ask, even where the stops would pass
        self._begin(ctl, t("tui.crash.resumed", turn=fresh.game.turn))
        return None

    # ----------------------------------------------------------- dialogs
    def _viewer(self) -> int | None:
        return self.game_screen.viewer if self.game_screen is not None else None

    def show_graveyard(self, player: int | None) -> None:
        from izvori.engine import view
        from izvori.tui.screens.dialogs import GraveyardScreen, PickGraveyardScreen

        screen = self.game_screen
        if screen is None:
            return
        v = view(screen.ctl.game, screen.viewer)
        names = (v.players[0].name, v.players[1].name)
        if player is None:
            counts = (len(v.players[0].graveyard), len(v.players[1].graveyard))
            self.push_screen(
                PickGraveyardScreen(names, counts),
                lambda p: self.show_graveyard(p) if p is not None else None,
            )
            return
        self.push_screen(GraveyardScreen(names[player], v.players[player].graveyard))

    def show_log(self) -> None:
        from izvori.tui.screens.dialogs import LogScreen

        if self.game_screen is not None:
            # the panel's lines: the game's, with the computer's reasons where it gave them
            self.push_screen(LogScreen(self.game_screen.log_texts()))

    def show_help(self) -> None:
        from izvori.tui.screens.dialogs import HelpScreen

        self.push_screen(HelpScreen())

    def action_show_help(self) -> None:
        self.show_help()

    # -- cards, decks and rules at hand (issue 17): screens of their own, any time
    def catalog(self) -> Catalog | None:
        from izvori.cards.catalog import Catalog
        from izvori.cards.library import LoadError, load_cards_or_raise

        try:
            return Catalog(load_cards_or_raise())
        except LoadError as e:
            self.notify("\n".join(e.problems[:3]), severity="error")
            return None

    # -- Prva partija, the guided first game (issue 17 item 3)
    def show_tutorial(self) -> None:
        from izvori.tui.screens.tutorial import TutorialScreen, open_tutorial

        if self.opponents is None:  # only an app built without the command line's wiring
            self.notify(t("tui.tutorial.broken", error=t("tui.tutorial.no_opponent")))
            return
        try:
            ctl, note = open_tutorial(self.opponents.tutorial_opponent())
        except Exception as e:  # a broken installation: say so, never a traceback
            self.notify(t("tui.tutorial.broken", error=str(e)[:200]), severity="error")
            return
        if self.game_screen is not None:
            self.game_screen.stop_timers()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        screen = TutorialScreen(ctl, note)
        self.game_screen = screen
        self.push_screen(screen)

    def leave_tutorial(self, message: str = "") -> None:
        """Back to the start screen (the progress is saved after every answer)."""
        if self.game_screen is not None:
            self.game_screen.stop_timers()
        self.game_screen = None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(StartScreen(self.setup, self.opponents))
        self.notify(message or t("tui.tutorial.left"), timeout=10)

    def tutorial_over(self, won: bool) -> None:
        self.leave_tutorial(t("tui.tutorial.won" if won else "tui.tutorial.lost"))

    def show_cards(self) -> None:
        from izvori.tui.screens.browser import CardBrowserScreen

        catalog = self.catalog()
        if catalog is not None:
            self.push_screen(CardBrowserScreen(catalog))

    def show_builder(self) -> None:
        from izvori.tui.screens.deckbuilder import DeckBuilderScreen

        catalog = self.catalog()
        if catalog is not None:
            self.push_screen(DeckBuilderScreen(catalog), lambda _: self.refresh_start())

    def refresh_start(self) -> None:
        """The start screen lists the player's decks: a deck just saved must appear there."""
        if isinstance(self.screen, StartScreen):
            self.screen.refresh_decks()

    def action_show_rules(self) -> None:
        from izvori.tui.screens.rules import RulesScreen, cited_rule, focused_card_text

        if isinstance(self.screen, RulesScreen):
            return
        self.push_screen(RulesScreen(cited_rule(self.screen), focused_card_text(self.screen)))

    def show_settings(self) -> None:
        from izvori.tui.controller import player_names
        from izvori.tui.screens.settings import SettingsScreen

        screen = self.game_screen
        if screen is None:
            return
        game = screen.ctl.game
        names = player_names(game)
        self.push_screen(
            SettingsScreen(names, screen.ctl.stops, screen.bottom_player()),
            lambda _none: screen.ctl.save_stops(),
        )

    def toggle_stop(self, player: int, own: bool, step: str) -> None:
        screen = self.game_screen
        if screen is None:
            return
        on = screen.ctl.stops[player].toggle_step(own, step)
        screen.ctl.save_stops()
        what = t(f"step.{step}")
        self.notify(t("tui.settings.toggled_on" if on else "tui.settings.toggled_off", what=what))

    def toggle_danger(self, player: int, danger: str) -> None:
        screen = self.game_screen
        if screen is None:
            return
        on = screen.ctl.stops[player].toggle_danger(danger)
        screen.ctl.save_stops()
        what = t(f"tui.settings.danger.{danger}")
        self.notify(t("tui.settings.toggled_on" if on else "tui.settings.toggled_off", what=what))

    def ask_concede(self) -> None:
        from izvori.tui.controller import player_names
        from izvori.tui.screens.dialogs import ConcedeScreen

        screen = self.game_screen
        if screen is None or screen.ctl.game.result is not None:
            return
        game = screen.ctl.game
        names = player_names(game)
        self.push_screen(ConcedeScreen(names, screen.viewer), self._conceded)

    def action_ask_concede(self) -> None:
        self.ask_concede()

    def _conceded(self, player: int | None) -> None:
        screen = self.game_screen
        if player is None or screen is None or screen.ctl.game.result is not None:
            return
        try:
            screen.ctl.concede(player)
        except Exception as e:
            self.crashed(e)
            return
        while self.screen is not screen and len(self.screen_stack) > 1:
            self.pop_screen()
        screen.advance()


def reason_args(args: dict[str, Any]) -> dict[str, Any]:
    """A hand-over reason's arguments with the Serbian names of its step and decision kind."""
    out = dict(args)
    if "step" in out:
        out["step_name"] = t(f"step.{out['step']}")
    if "kind" in out:
        out["kind_name"] = t(f"tui.kind.{out['kind']}")
    for name in ("player", "card"):
        if name in out:
            out[name] = symbols.name(str(out[name]))
    return out


def setup_from_args(args: argparse.Namespace) -> GameSetup:
    names = getattr(args, "names", None) or ("Ana", "Boris")
    decks = getattr(args, "decks", None) or ("", "")
    first = getattr(args, "first", None)
    return GameSetup(
        names=(names[0], names[1]),
        decks=(decks[0], decks[1]),
        seed=getattr(args, "seed", None),
        starting_player=None if first is None else int(first) - 1,
        computer=getattr(args, "computer", None),
    )


def run_app(args: argparse.Namespace, opponents: Opponents | None = None) -> int:
    """`izvori` / `izvori play` / `izvori --nastavi [FILE]` (then `args.resume_session` is the
    loaded save, see izvori.cli.main.prepare_resume); `opponents` the computer players."""
    session: SavedGame | None = getattr(args, "resume_session", None)
    app = IzvoriApp(setup_from_args(args), session=session, opponents=opponents)
    try:
        app.run()
    finally:
        start_up_done()  # whether or not a first frame was painted
    if app.game_screen is not None and app.game_screen.ctl.session is not None:
        app.game_screen.ctl.flush_save()  # a save deferred past the last frame (Ctrl+Q)
    code = app.return_code or 0
    if code and app.game_screen is not None and app.game_screen.ctl.session is not None:
        # Textual reported an error it could not hand to us: the save still holds every
        # answer given before it
        path = app.game_screen.ctl.session.path
        print(t("tui.crash.exit_hint", path=path), file=sys.stderr)
    return code


def run_replay(tape: ReplayTape) -> int:
    """`izvori replay FILE` in a terminal: the replay viewer (read-only)."""
    app = IzvoriApp(replay=tape)
    app.run()
    return app.return_code or 0
