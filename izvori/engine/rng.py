"""The game's random number generator (ARCHITECTURE §4), counting its changes of state.

A digest of the game includes a hash of the RNG state (Game._rng_digest), and a loop position
is taken at every spell (D22.30); the state is long and changes only at a shuffle or a coin
toss. Counting the changes lets the hash be kept until the next one, without reading and
comparing the whole state each time. The numbers drawn are exactly those of `random.Random`.
"""

from __future__ import annotations

import random
from typing import Any


class GameRandom(random.Random):
    """`random.Random` with `changes`: how many times its state has changed.

    Every way of drawing goes through `random()` or `getrandbits()` (Random's own methods are
    built on these two), and the state can otherwise only be set by `seed` or `setstate`.
    """

    changes = 0

    def seed(self, *args: Any, **kwargs: Any) -> None:
        self.changes += 1
        super().seed(*args, **kwargs)

    def setstate(self, state: Any) -> None:
        self.changes += 1
        super().setstate(state)

    def random(self) -> float:
        self.changes += 1
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.changes += 1
        return super().getrandbits(k)
