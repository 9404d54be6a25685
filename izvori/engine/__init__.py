"""The rules engine's public face: what the rest of the program may use.

Screens, agents, saves, scenarios and the command line talk to the engine through these names
(and the view it hands out); every other module under ``izvori.engine`` is internal and may change
without notice. The import contracts in pyproject.toml keep the engine free of everything above it.
"""

from izvori.engine.carddef import CardDef, CardType, Keyword
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.determinize import HiddenDeal, NotRebuildable, determinize
from izvori.engine.game import Game
from izvori.engine.mana import Color, ManaCost
from izvori.engine.record import ReplayError, game_record, replay, start_game
from izvori.engine.steps import Phase, Step
from izvori.engine.view import GameView, view

__all__ = [
    "PASS",
    "Action",
    "CardDef",
    "CardType",
    "Color",
    "Decision",
    "DecisionKind",
    "Game",
    "GameView",
    "HiddenDeal",
    "IllegalAnswer",
    "Keyword",
    "ManaCost",
    "NotRebuildable",
    "Phase",
    "ReplayError",
    "Step",
    "determinize",
    "game_record",
    "replay",
    "start_game",
    "view",
]
