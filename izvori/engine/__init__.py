"""The rules engine's public face: what the rest of the program may use.

Screens, agents, saves, scenarios and the command line talk to the engine through these names
(and the view it hands out); every other module under ``izvori.engine`` is internal and may change
without notice. The import contracts in pyproject.toml keep the engine free of everything above it.
"""

from izvori.engine.carddef import CardDef, CardType, Keyword
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.determinize import HiddenDeal, NotRebuildable, determinize
from izvori.engine.game import Game
from izvori.engine.mana import COLORS, Color, ManaCost
from izvori.engine.objects import StackKind, is_player_ref, player_of_ref
from izvori.engine.payment import burn_if_step_ends
from izvori.engine.record import ReplayError, apply_entry, game_record, replay, start_game
from izvori.engine.requirements import rules_of
from izvori.engine.steps import STEP_PHASE, Phase, Step
from izvori.engine.view import (
    CardFace,
    GameView,
    PermanentView,
    StackItemView,
    printed_face,
    view,
)

__all__ = [
    "COLORS",
    "PASS",
    "STEP_PHASE",
    "Action",
    "CardDef",
    "CardFace",
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
    "PermanentView",
    "Phase",
    "ReplayError",
    "StackItemView",
    "StackKind",
    "Step",
    "apply_entry",
    "burn_if_step_ends",
    "determinize",
    "game_record",
    "is_player_ref",
    "player_of_ref",
    "printed_face",
    "replay",
    "rules_of",
    "start_game",
    "view",
]
