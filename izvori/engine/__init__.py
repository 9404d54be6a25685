"""The rules engine's public face: what the rest of the program may use.

Screens, agents, saves, scenarios and the command line talk to the engine through these names
(and the view it hands out; `events` is public as a whole: the log and the saves read every
event class); every other module under ``izvori.engine`` is internal and may change
without notice. The import contracts in pyproject.toml keep the engine free of everything above it.
"""

from izvori.engine import events
from izvori.engine.carddef import (
    LANDWALK,
    PROTECTION,
    ActivatedAbility,
    CardDef,
    CardType,
    Cost,
    Effect,
    Keyword,
    Mode,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.determinize import REBUILDABLE, HiddenDeal, NotRebuildable, determinize
from izvori.engine.game import STARTING_LIFE, Game, answer_to_json
from izvori.engine.mana import COLOR_WORDS, COLORS, SOURCE_TYPE_COLOR, Color, ManaCost
from izvori.engine.objects import StackKind, Zone, is_player_ref, player_of_ref, player_ref
from izvori.engine.payment import burn_if_step_ends
from izvori.engine.record import (
    RECORD_VERSION,
    ReplayError,
    apply_entry,
    card_fingerprint,
    deck_fingerprints,
    game_record,
    replay,
    start_game,
)
from izvori.engine.requirements import rules_of
from izvori.engine.steps import STEP_PHASE, Phase, Step
from izvori.engine.text import CREATURE_TYPES
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
    "COLOR_WORDS",
    "CREATURE_TYPES",
    "LANDWALK",
    "PASS",
    "PROTECTION",
    "REBUILDABLE",
    "RECORD_VERSION",
    "SOURCE_TYPE_COLOR",
    "STARTING_LIFE",
    "STEP_PHASE",
    "Action",
    "ActivatedAbility",
    "CardDef",
    "CardFace",
    "CardType",
    "Color",
    "Cost",
    "Decision",
    "DecisionKind",
    "Effect",
    "Game",
    "GameView",
    "HiddenDeal",
    "IllegalAnswer",
    "Keyword",
    "ManaCost",
    "Mode",
    "NotRebuildable",
    "PermanentView",
    "Phase",
    "ReplayError",
    "StackItemView",
    "StackKind",
    "StaticAbility",
    "Step",
    "TargetSpec",
    "TriggeredAbility",
    "Zone",
    "answer_to_json",
    "apply_entry",
    "burn_if_step_ends",
    "card_fingerprint",
    "deck_fingerprints",
    "determinize",
    "events",
    "game_record",
    "is_player_ref",
    "player_of_ref",
    "player_ref",
    "printed_face",
    "replay",
    "rules_of",
    "start_game",
    "view",
]
