"""The Footer, recomposed only when what it shows changes.

Textual's Footer rebuilds all its keys whenever the bindings *might* have changed (every focus
move, every new prompt); on the game screen that was most of the time a key press took. This one
compares what it would show (keys, descriptions, enabled/greyed state) and skips equal rebuilds.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class KeyFooter(Footer):
    _shown: tuple[tuple[str, str, bool], ...] | None = None

    def bindings_changed(self, screen: Screen[object]) -> None:
        shown = tuple(
            (binding.key, binding.description, enabled)
            for (_node, binding, enabled, _tip) in screen.active_bindings.values()
            if binding.show
        )
        if shown == self._shown and self._bindings_ready:
            return
        self._shown = shown
        super().bindings_changed(screen)
