"""Resumable procedures ("frames") that the game loop drives.

A frame runs until it needs a player's answer (it returns a `Decision`) or until it has
finished (it pops itself and returns None). Keeping every in-progress procedure as plain data
is what lets a game be copied, saved and replayed at any decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from izvori.engine.decisions import Decision, DecisionKind
    from izvori.engine.game import Game


class Frame:
    #: D22.40, A3.42: the kinds of this frame's decisions whose answers are choices inside a
    #: mandatory action, not optional actions: they don't end a stretch of a loop of mandatory
    #: actions (`izvori.engine.loops.choice_breaks_loop`). Any other answer but a pass does.
    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = frozenset()

    def run(self, game: Game) -> Decision | None:
        raise NotImplementedError

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        """Validate and apply an answer; raise `IllegalAnswer` before changing anything."""
        raise NotImplementedError

    def done(self, game: Game) -> None:
        assert game.frames and game.frames[-1] is self
        game.frames.pop()
