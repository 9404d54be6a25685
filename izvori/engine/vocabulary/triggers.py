"""Trigger words: the events a triggered ability waits for (`when:`) and their conditions.

An event word (`enters_play`) is declared with `@TRIGGERS.word(...)` on its matcher in
izvori/engine/trigger_match.py: `matcher(game, ability, holder, holder_controller, event)` →
the trigger data of each time it triggers (usually zero or one). `listens` names the classes
of engine events (izvori/engine/events.py) it is matched against, `reads` the conditions below
it looks at. Two words are not matched against events: `state_holds` (a state,
izvori/engine/state_triggers.py) and `tapped_for_mana` (a mana ability,
izvori/engine/mana_triggers.py).

The conditions (`who`, `step`, ...) are parameters of the event words: declared here with their
values and carried out by the matchers that read them.
"""

from __future__ import annotations

from izvori.engine.carddef import CardType
from izvori.engine.vocabulary.words import COLOR_NAMES, Family

TRIGGERS = Family("trigger", "Trigger events (`when`)")
TRIGGER_CONDITIONS = Family("trigger_condition", "Trigger conditions", params_of="trigger")

_COND = TRIGGER_CONDITIONS.param
_COND(
    "who",
    values=(
        "self",
        "another",
        "another_you_control",
        "you_control",
        "opponent_controls",
        "any",
        "enchanted",
    ),
    doc="Whose event counts (the entering, leaving, attacking, tapped permanent or the damage "
    "source): this permanent (`self`, the default), `another`, `another_you_control`, "
    "`you_control`, `opponent_controls`, `any`, or `enchanted` (the permanent this aura is on).",
)
_COND(
    "kind",
    values=("creature", "any"),
    doc="`creature` (the default): only a creature counts; `any`: any permanent.",
)
_COND(
    "step",
    values=("priprema", "vučenje", "početak_borbe", "kraj_borbe", "kraj_poteza"),
    doc="The step that begins: `priprema`, `vučenje`, `početak_borbe`, `kraj_borbe`, "
    "`kraj_poteza`.",
)
_COND(
    "whose",
    values=("your", "opponent", "each", "enchanted_controller"),
    doc="Whose turn: `your` (the default), `opponent`, `each`, or `enchanted_controller` (the "
    "turn of the player who controls the permanent this aura is on, D5.50).",
)
_COND(
    "player",
    values=("you", "opponent", "any"),
    doc="Which player's draw or spell counts: `any` (the default), `you`, `opponent`.",
)
_COND(
    "to",
    values=("player", "creature", "any"),
    doc="What the damage is dealt to: `any` (the default), `player`, `creature`.",
)
_COND("combat", values=(True, False), doc="`true`: combat damage only.")
_COND(
    "color",
    values=tuple(COLOR_NAMES),
    doc="Only a spell (a creature) of this colour: `žuta` ... `zelena`.",
)
_COND("not_color", values=tuple(COLOR_NAMES), doc="Only a spell (a creature) not of this colour.")
_COND(
    "type",
    values=tuple(t.value for t in CardType),
    doc="Only a spell of this card type (`Biće`, `Vradžbina`, ...).",
)
_COND(
    "damaged_by_self_this_turn",
    values=(True,),
    doc="`true`: only a creature this permanent dealt damage to this turn.",
)
_COND(
    "state",
    values=("your_hand_empty", "you_control_no_creatures"),
    doc="The state: `your_hand_empty` (you have no cards in hand), `you_control_no_creatures`.",
)
#: whole-number conditions: how many creatures block / are blocked (D11.95)
_COND(
    "exactly",
    doc="A whole number ≥ 1: only if it blocks (is blocked by) exactly that many creatures "
    "(D11.95).",
)
_COND(
    "at_least",
    doc="A whole number ≥ 1: only if it blocks (is blocked by) at least that many creatures "
    "(D11.95).",
)
