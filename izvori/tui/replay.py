"""A saved game as a tape the replay viewer moves along: any position, forwards or backwards.

Position `i` is the game after its first `i` answers (0: the opening hands, before anybody
decided; `len(answers)`: the end of the file). The tape replays the file once when it is made,
noting each answer's player and description (`izvori.persist.textreplay.describe_answer`, the
same words as `izvori replay --tekst`), the turn at every position, and a copy of the game at
every turn start and every `EVERY` answers; any position is then that checkpoint's copy plus at
most a few answers replayed.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from izvori.engine import PASS, CardDef, Game, apply_entry, start_game
from izvori.persist.format import SaveData, read_save
from izvori.persist.session import consistency_warnings, replay_save
from izvori.persist.textreplay import describe_answer

#: a checkpoint (a copy of the game) at least every this many answers
EVERY = 24


@dataclass(frozen=True)
class Step:
    """One recorded answer, as the viewer names it."""

    index: int
    player: int
    text: str  # what it did, in words
    passed: bool  # a plain "dalje"


class ReplayTape:
    def __init__(
        self,
        data: SaveData,
        pool: dict[str, CardDef],
        *,
        path: Path | None = None,
        warnings: list[str] | None = None,
    ) -> None:
        """`data` must be valid (read and replayed once: `load_tape` does that)."""
        self.data = data
        self.pool = pool
        self.path = path if path is not None else data.path
        self.warnings = list(warnings or [])
        self.entries: list[dict[str, Any]] = list(data.answers)
        game = start_game(data.record(), pool)
        self.steps: list[Step] = []
        self.turns: list[int] = [game.turn]  # the turn at each position
        self._checkpoints: dict[int, Game] = {0: game.copy()}
        for i, entry in enumerate(self.entries):
            text = describe_answer(game, entry)
            self.steps.append(Step(i, int(entry["player"]), text, _is_pass(entry)))
            apply_entry(game, i, entry)
            self.turns.append(game.turn)
            if game.turn != self.turns[-2] or (i + 1) % EVERY == 0:
                self._checkpoints[i + 1] = game.copy()
        self._marks = sorted(self._checkpoints)
        #: the first position of each turn (where the turn number changes)
        self.turn_starts: list[int] = [
            i for i in range(len(self.turns)) if i == 0 or self.turns[i] != self.turns[i - 1]
        ]
        self.game = game
        self.position = len(self.entries)

    # ----------------------------------------------------------- queries
    @property
    def length(self) -> int:
        """The last position (the number of answers)."""
        return len(self.entries)

    @property
    def names(self) -> tuple[str, str]:
        return self.data.names

    @property
    def crash(self) -> dict[str, Any] | None:
        return self.data.crash

    def last_step(self) -> Step | None:
        """The answer that led to the current position."""
        return self.steps[self.position - 1] if self.position > 0 else None

    def next_step(self) -> Step | None:
        """The answer given at the current position (what happens next)."""
        return self.steps[self.position] if self.position < self.length else None

    # -------------------------------------------------------------- moves
    def seek(self, position: int) -> Game:
        """The game at `position` (clamped to the tape); becomes the current one."""
        position = max(0, min(self.length, position))
        if position == self.position:
            return self.game
        base = self._marks[bisect.bisect_right(self._marks, position) - 1]
        if self.position < position and position - self.position <= position - base:
            game = self.game  # forwards, from here
            start = self.position
        else:
            game = self._checkpoints[base].copy()
            start = base
        for i in range(start, position):
            apply_entry(game, i, self.entries[i])
        self.game = game
        self.position = position
        return game

    def next_answer(self, include_passes: bool = False) -> int:
        """The position after the next answer (a "dalje" only with `include_passes`)."""
        for i in range(self.position, self.length):
            if include_passes or not self.steps[i].passed:
                return i + 1
        return self.length

    def previous_answer(self, include_passes: bool = False) -> int:
        """The position after the previous answer (so that answer is the last one shown)."""
        for i in range(self.position - 2, -1, -1):
            if include_passes or not self.steps[i].passed:
                return i + 1
        return 0

    def next_turn(self) -> int:
        """The first position of the next turn (or the end)."""
        k = bisect.bisect_right(self.turn_starts, self.position)
        return self.turn_starts[k] if k < len(self.turn_starts) else self.length

    def previous_turn(self) -> int:
        """The start of this turn, or of the one before when already there."""
        k = bisect.bisect_left(self.turn_starts, self.position)
        return self.turn_starts[k - 1] if k > 0 else 0


def _is_pass(entry: dict[str, Any]) -> bool:
    answer = entry.get("answer")
    return isinstance(answer, list) and len(answer) >= 1 and answer[0] == PASS.kind


def load_tape(path: Path, pool: dict[str, CardDef]) -> ReplayTape:
    """Read, check and replay a save or replay file; `SaveError` (with `.message`) if refused."""
    data = read_save(path)
    game = replay_save(data, pool)
    return ReplayTape(data, pool, path=path, warnings=consistency_warnings(data, game))
