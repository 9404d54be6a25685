"""Command palette entries: odlagališta, the log, rules glossary, stops, concede."""

from __future__ import annotations

from collections.abc import AsyncGenerator, Callable
from functools import partial
from typing import TYPE_CHECKING, cast

from textual.command import DiscoveryHit, Hit, Provider

from izvori.strings import t
from izvori.tui.stops import DANGERS, PRIORITY_STEPS

if TYPE_CHECKING:
    from izvori.tui.app import IzvoriApp

Command = tuple[str, Callable[[], object], str]


def game_commands(app: IzvoriApp) -> tuple[list[Command], list[Command]]:
    """(the main entries, the stop toggles) for the palette."""
    main: list[Command] = [
        (t("tui.cmd.glossary"), app.show_help, t("tui.cmd.glossary_help")),
        (t("tui.cmd.cards"), app.show_cards, t("tui.cmd.cards_help")),
        (t("tui.cmd.builder"), app.show_builder, t("tui.cmd.builder_help")),
        (t("tui.cmd.rules"), app.action_show_rules, t("tui.cmd.rules_help")),
    ]
    toggles: list[Command] = []
    screen = app.game_screen
    if screen is None:
        return main, toggles
    names = list(screen.ctl.names())
    for i, name in enumerate(names):
        main.append(
            (
                t("tui.cmd.graveyard", player=name),
                partial(app.show_graveyard, i),
                t("tui.cmd.graveyard_help"),
            )
        )
    main += [
        (t("tui.cmd.log"), app.show_log, t("tui.cmd.log_help")),
        (t("tui.cmd.settings"), app.show_settings, t("tui.cmd.settings_help")),
        (t("tui.cmd.concede"), app.ask_concede, t("tui.cmd.concede_help")),
    ]
    player = screen.viewer if screen.viewer is not None else screen.bottom_player()
    stops = screen.ctl.stops[player]
    for own in (True, False):
        which = t("tui.settings.own") if own else t("tui.settings.opponent")
        for step in PRIORITY_STEPS:
            state = t("tui.cmd.on") if step.value in stops.steps_for(own) else t("tui.cmd.off")
            label = t(
                "tui.cmd.stop",
                player=names[player],
                turn=which,
                step=t(f"step.{step.value}"),
                state=state,
            )
            toggles.append(
                (label, partial(app.toggle_stop, player, own, step.value), t("tui.cmd.stop_help"))
            )
    for danger in DANGERS:
        state = t("tui.cmd.on") if danger in stops.dangers else t("tui.cmd.off")
        label = t(
            "tui.cmd.danger",
            player=names[player],
            what=t(f"tui.settings.danger.{danger}"),
            state=state,
        )
        toggles.append((label, partial(app.toggle_danger, player, danger), t("tui.cmd.stop_help")))
    return main, toggles


class GameCommands(Provider):
    def _app(self) -> IzvoriApp:
        # the app that runs this is always an IzvoriApp; importing it here would close a cycle
        return cast("IzvoriApp", self.app)

    async def discover(self) -> AsyncGenerator[DiscoveryHit, None]:
        main, _toggles = game_commands(self._app())
        for name, callback, help_text in main:
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> AsyncGenerator[Hit, None]:
        matcher = self.matcher(query)
        main, toggles = game_commands(self._app())
        for name, callback, help_text in main + toggles:
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
