"""A game at a position written as a scenario text (for the engine's unit tests)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import Event
from izvori.engine.game import Game
from izvori.scenario.runner import Runner
from izvori.scenario.table import played

__all__ = ["LOOP_CARDS", "asked", "logged", "played", "until_shortcut"]

E = TypeVar("E", bound=Event)

#: the rules scenarios of the D22 loops (and the others under pravila/)
SCENARIOS = Path(__file__).parents[1] / "scenarios" / "pravila"


def asked(pool: dict[str, CardDef], scenario: str, kind: DecisionKind) -> Game:
    """The game at the end of the scenario text's script, which must be waiting for `kind`."""
    game = played(pool, scenario)
    assert game.pending is not None and game.pending.kind == kind
    return game


def logged(game: Game, kind: type[E], since: int = 0) -> list[E]:
    """The events of `kind` in the game's log (from entry `since` on), in order."""
    return [e for e in game.log[since:] if isinstance(e, kind)]


def until_shortcut(name: str, pool: dict[str, CardDef]) -> Game:
    """A D22 scenario file's game up to (not including) its `answer: loop` step."""
    data = load_text((SCENARIOS / name).read_text("utf-8"))
    script = data["script"]
    cut = next(i for i, step in enumerate(script) if step.get("answer") == "loop")
    data["script"] = script[:cut]
    data.pop("expect", None)
    runner = Runner(Path(name), data, pool)
    runner.run()
    return runner.g


#: D22.20, D22.30: the two cards of a loop both players can keep up (scenario
#: pravila/d22_30_petlja_dva_igraca.yaml): Ana's creature gains Letač, Boris's artifact takes
#: it away, each for 0 — the `cards:` list of a scenario text
LOOP_CARDS = """cards:
  - name: Krilati Duh
    cost: "1P"
    type: Biće
    power: 10
    toughness: 10
    text: "0: Krilati Duh dobija Letač do kraja poteza."
    abilities:
      - activated:
          cost: {mana: "0"}
          effects: [{grant: {what: self, keywords: [Letač]}}]
  - name: Kamen Oluje
    cost: "2"
    type: Artefakt
    text: "0: Odabrano biće gubi Letač do kraja poteza."
    abilities:
      - activated:
          cost: {mana: "0"}
          targets: [{kind: creature}]
          effects: [{lose: {what: target, keywords: [Letač]}}]
"""
