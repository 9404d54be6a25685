"""The tutorial file: its setup, its lessons and Boris's scripted moves.

A condition (`when:`) is matched against the game at a decision. Its vocabulary is small and
closed; an unknown key is an error in the file (never silently true):

* ``kind``: the decision kind (``priority``, ``pay``, ``attackers``, ``targets``, ...)
* ``step``: the step, as the scenario format writes it (``glavna1``, ``blokeri``, ...)
* ``stack``: how many entries are on the niz; ``top``: the name of the niz's top entry
* ``sources_played``: sources the deciding player played this turn (B16 / A4: one a turn)
* ``pool``: total mana in the deciding player's izvorište (D7.10)
* ``hand_has`` / ``hand_lacks``: a card name in / not in the deciding player's hand
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from izvori.cards.yamlsafe import LineDict, load_text
from izvori.engine import CardDef, Decision, Game, GameView, StackKind, view
from izvori.scenario.builder import ScenarioError, build_game

CONDITION_KEYS = (
    "kind",
    "step",
    "stack",
    "top",
    "sources_played",
    "pool",
    "hand_has",
    "hand_lacks",
)
FILE_NAME = "prva_partija.yaml"


@dataclass(frozen=True)
class Lesson:
    when: dict[str, Any]
    text: str  # what the moment is about
    do: str  # what Ana should do now


@dataclass(frozen=True)
class Move:
    """One of Boris's scripted moves: a scenario script step, made once when `when` matches."""

    when: dict[str, Any]
    step: dict[str, Any]
    line: int


@dataclass(frozen=True)
class Tutorial:
    name: str
    setup: Any  # the `setup` mapping, as the scenario builder reads it
    setup_line: int
    lessons: tuple[Lesson, ...]
    moves: tuple[Move, ...]
    data: LineDict  # the whole file (the scenario runner needs it to make Boris's moves)

    def new_game(self, pool: dict[str, CardDef]) -> Game:
        return build_game(self.setup, pool, self.setup_line)


def top_name(v: GameView) -> str:
    """The name of what resolves next on the niz, as the player sees it."""
    if not v.stack:
        return ""
    item = v.stack[0]  # the view's niz is top first
    if item.kind == StackKind.COMBAT_DAMAGE.value or item.source is None:
        return "borbena šteta"
    return item.source_name


def matches(when: dict[str, Any], game: Game, decision: Decision) -> bool:
    """Whether the decision in front of a player fits a condition (see the module doc).

    Read from the deciding player's own view: his hand, the public rest."""
    v = view(game, decision.player)
    player = v.players[decision.player]
    hand = {c.name for c in player.hand or ()}
    checks: dict[str, Any] = {
        "kind": decision.kind.value,
        "step": v.step,
        "stack": len(v.stack),
        "top": top_name(v),
        "sources_played": player.sources_played,
        "pool": sum(n for _kind, n in player.pool),
    }
    for key, want in when.items():
        if key == "hand_has":
            if want not in hand:
                return False
        elif key == "hand_lacks":
            if want in hand:
                return False
        elif checks[key] != want:
            return False
    return True


def _when(node: Any, line: int) -> dict[str, Any]:
    if not isinstance(node, dict):
        raise ScenarioError(line, "when mora biti mapa uslova")
    for key in node:
        if key not in CONDITION_KEYS:
            raise ScenarioError(
                line, f"nepoznat uslov „{key}” (dozvoljeno: {', '.join(CONDITION_KEYS)})"
            )
    return dict(node)


def _lines(node: Any) -> list[int]:
    return list(getattr(node, "item_lines", [getattr(node, "line", 0)] * len(node)))


def parse(text: str) -> Tutorial:
    """The tutorial from its YAML text; a mistake is a ScenarioError with its line."""
    data = load_text(text)
    if not isinstance(data, LineDict) or "setup" not in data:
        raise ScenarioError(1, "prva partija mora biti mapa sa ključem setup")
    raw_lessons = data.get("lessons")
    if not isinstance(raw_lessons, list) or not raw_lessons:
        raise ScenarioError(data.line, "prva partija mora imati spisak lekcija (lessons)")
    lessons = []
    for node, line in zip(raw_lessons, _lines(raw_lessons), strict=False):
        if not isinstance(node, dict) or not all(
            isinstance(node.get(k), str) for k in ("text", "do")
        ):
            raise ScenarioError(line, "lekcija mora imati when, text i do")
        lessons.append(
            Lesson(
                _when(node.get("when"), line),
                " ".join(node["text"].split()),
                " ".join(node["do"].split()),
            )
        )
    raw_moves = data.get("boris", []) or []
    if not isinstance(raw_moves, list):
        raise ScenarioError(data.line, "boris mora biti spisak poteza")
    moves = []
    for node, line in zip(raw_moves, _lines(raw_moves), strict=False):
        if not isinstance(node, dict) or not isinstance(node.get("do"), dict):
            raise ScenarioError(line, "Borisov potez mora imati when i do")
        moves.append(Move(_when(node.get("when"), line), dict(node["do"]), line))
    name = data.get("name", "Prva partija")
    return Tutorial(
        str(name),
        data["setup"],
        data.line_of("setup"),
        tuple(lessons),
        tuple(moves),
        data,
    )


def load(path: Path | None = None) -> Tutorial:
    """The tutorial shipped in the package (or another file, for tests)."""
    if path is not None:
        return parse(path.read_text(encoding="utf-8"))
    text = resources.files(__package__).joinpath(FILE_NAME).read_text(encoding="utf-8")
    return parse(text)
