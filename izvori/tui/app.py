"""The Textual app: start screen → coin toss → game (with hand-overs) → game over → rematch.

`run_app(args)` is what the `izvori` command calls.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.screen import Screen

from izvori.cards.library import LoadError
from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.strings import t
from izvori.tui.commands import GameCommands
from izvori.tui.controller import Controller
from izvori.tui.screens.coin import CoinScreen
from izvori.tui.screens.dialogs import (
    ConcedeScreen,
    GraveyardScreen,
    HelpScreen,
    LogScreen,
    PickGraveyardScreen,
)
from izvori.tui.screens.game import GameScreen
from izvori.tui.screens.game_over import Choice, GameOverScreen
from izvori.tui.screens.handover import HandOverScreen
from izvori.tui.screens.settings import SettingsScreen
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup
from izvori.tui.symbols import MANA_VARIABLES


class IzvoriApp(App[None]):
    CSS_PATH = "izvori.tcss"
    TITLE = t("app.title")
    COMMANDS = App.COMMANDS | {GameCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", t("tui.bind.quit"), show=False, priority=True),
        Binding("ctrl+p", "command_palette", t("tui.bind.palette"), show=False, priority=True),
    ]

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        show_start: bool = True,
        autopass_delay: float = 0.3,
        coin_flips: int = 7,
        game: Game | None = None,
    ) -> None:
        super().__init__()
        self.first_game = game  # a prepared game (tests, screenshots, benchmarks)
        self.setup = (setup or GameSetup()).with_defaults()
        self.show_start = show_start
        self.autopass_delay = autopass_delay
        self.coin_flips = coin_flips
        self.game_screen: GameScreen | None = None

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(MANA_VARIABLES)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield SystemCommand(t("tui.cmd.theme"), t("tui.cmd.theme_help"), self.action_change_theme)
        yield SystemCommand(t("tui.cmd.help"), t("tui.cmd.glossary_help"), self.show_help)
        yield SystemCommand(t("tui.cmd.quit"), t("tui.cmd.quit_help"), self.exit)

    def action_command_palette(self) -> None:
        if not CommandPalette.is_open(self):
            self.push_screen(
                CommandPalette(placeholder=t("tui.cmd.placeholder"), id="--command-palette")
            )

    def on_mount(self) -> None:
        if self.show_start:
            self.push_screen(StartScreen(self.setup))
        else:
            self.start_game(self.setup)

    # ------------------------------------------------------------- games
    def on_start_screen_start(self, message: StartScreen.Start) -> None:
        self.start_game(message.setup)

    def start_game(self, setup: GameSetup) -> None:
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
        while len(self.screen_stack) > 1:
            self.pop_screen()
        screen = GameScreen(Controller(game), self.autopass_delay)
        self.game_screen = screen
        self.push_screen(screen)
        names = (game.players[0].name, game.players[1].name)
        tossed = game.starting_player_arg is None
        coin = CoinScreen(names, game.starting_player, tossed, self.coin_flips)
        self.push_screen(coin, lambda _ok: screen.advance())

    def hand_over(self, player: int, decision: Decision, callback: Callable[[], None]) -> None:
        screen = self.game_screen
        assert screen is not None
        game = screen.ctl.game
        names = (game.players[0].name, game.players[1].name)
        what = t(f"tui.kind.{decision.kind.value}")
        when = t("tui.handover.when", turn=game.turn, player=names[game.active])
        step = t(f"step.{game.step.value}")
        self.push_screen(
            HandOverScreen(names[player], names[1 - player], f"{what} · {when}, {step}"),
            lambda _ok: callback(),
        )

    def game_over(self, ctl: Controller) -> None:
        game = ctl.game
        assert game.result is not None
        names = (game.players[0].name, game.players[1].name)
        self.push_screen(
            GameOverScreen(names, game.result.winner, game.result.reason, game.turn),
            self._after_game,
        )

    def _after_game(self, choice: Choice | None) -> None:
        what, first = choice if choice is not None else ("quit", None)
        if what == "rematch":
            from dataclasses import replace

            seed = None if self.setup.seed is None else self.setup.seed + 1
            self.start_game(replace(self.setup, starting_player=first, seed=seed))
        elif what == "new":
            while len(self.screen_stack) > 1:
                self.pop_screen()
            self.game_screen = None
            self.push_screen(StartScreen(self.setup))
        else:
            self.exit()

    # ----------------------------------------------------------- dialogs
    def _viewer(self) -> int | None:
        return self.game_screen.viewer if self.game_screen is not None else None

    def show_graveyard(self, player: int | None) -> None:
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
        if self.game_screen is not None:
            self.push_screen(LogScreen(list(self.game_screen.logbook.lines)))

    def show_help(self) -> None:
        self.push_screen(HelpScreen())

    def action_show_help(self) -> None:
        self.show_help()

    def show_settings(self) -> None:
        screen = self.game_screen
        if screen is None:
            return
        game = screen.ctl.game
        names = (game.players[0].name, game.players[1].name)
        self.push_screen(SettingsScreen(names, screen.ctl.stops, screen.bottom_player()))

    def toggle_stop(self, player: int, own: bool, step: str) -> None:
        screen = self.game_screen
        if screen is None:
            return
        on = screen.ctl.stops[player].toggle_step(own, step)
        what = t(f"step.{step}")
        self.notify(t("tui.settings.toggled_on" if on else "tui.settings.toggled_off", what=what))

    def toggle_danger(self, player: int, danger: str) -> None:
        screen = self.game_screen
        if screen is None:
            return
        on = screen.ctl.stops[player].toggle_danger(danger)
        what = t(f"tui.settings.danger.{danger}")
        self.notify(t("tui.settings.toggled_on" if on else "tui.settings.toggled_off", what=what))

    def ask_concede(self) -> None:
        screen = self.game_screen
        if screen is None or screen.ctl.game.result is not None:
            return
        game = screen.ctl.game
        names = (game.players[0].name, game.players[1].name)
        self.push_screen(ConcedeScreen(names, screen.viewer), self._conceded)

    def action_ask_concede(self) -> None:
        self.ask_concede()

    def _conceded(self, player: int | None) -> None:
        screen = self.game_screen
        if player is None or screen is None or screen.ctl.game.result is not None:
            return
        screen.ctl.concede(player)
        while self.screen is not screen and len(self.screen_stack) > 1:
            self.pop_screen()
        screen.advance()

    # ------------------------------------------------- any key stops auto
    async def on_event(self, event: events.Event) -> None:
        screen = self.game_screen
        if (
            isinstance(event, events.Key)
            and screen is not None
            and self.screen is screen
            and screen.auto_pending
        ):
            event.stop()
            screen.cancel_auto()
            return
        await super().on_event(event)


def setup_from_args(args: argparse.Namespace) -> GameSetup:
    names = getattr(args, "names", None) or ("Ana", "Boris")
    decks = getattr(args, "decks", None) or ("", "")
    first = getattr(args, "first", None)
    return GameSetup(
        names=(names[0], names[1]),
        decks=(decks[0], decks[1]),
        seed=getattr(args, "seed", None),
        starting_player=None if first is None else int(first) - 1,
    )


def run_app(args: argparse.Namespace) -> int:
    IzvoriApp(setup_from_args(args)).run()
    return 0
