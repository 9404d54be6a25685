"""Why an answer is refused: one reason that names the rule (issue 11, item 4).

The frames validate answers where they apply them and raise `IllegalAnswer` with the key of
what they found wrong. Many of those keys are generic ("not one of the options", "not a legal
action now"), because a frame only knows that an answer is outside the options it offered. This
module turns such a refusal into the *reason*: which rule forbids it, found from the decision
and the unchanged game state. `Game.submit` refines every refusal through `refine`, so every
front end (TUI, scenario runner, agents, replays) gets the same sentence; `check` asks the same
question without changing the game.

A `Refusal` carries a message key and its arguments; the Serbian text lives with the other
strings (`izvori.strings`), because the engine holds no presentation. Every key a refusal can
carry has a text that names a rule: either a fixed one or the `{rule}` argument filled here.
Arguments never hold raw object ids: objects are named by what their viewer may see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.casting import (
    final_spell_cost,
    kicker_only_refs,
    sorcery_timing,
    spell_target_specs,
    spell_timing_ok,
    targets_available,
    timing_allows,
)
from izvori.engine.combat import attack_problem
from izvori.engine.cost_parts import sacrifice_candidates
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.modes import available_modes
from izvori.engine.payment import can_afford, can_use_tap_ability
from izvori.engine.steps import Step
from izvori.engine.zones import ability_player, works_from

if TYPE_CHECKING:
    from izvori.engine.game import Game

# The rule that governs each kind of question, by prompt key (longest prefix wins). Used for
# refusals whose text is generic (the answer's shape, an option not offered, a count).
PROMPT_RULES: dict[str, str] = {
    "priority": "D9.14",
    "cast.mode": "D10.12",
    "cast.kicker": "D10.12",
    "cast.x": "D10.12",
    "cast.targets": "D10.13",
    "cast.divide": "D10.15",
    "cast.sacrifice": "D10.18",
    "cast.discard": "D10.18",
    "copy.": "D10.13",
    "trigger.targets": "D11.40",
    "trigger.pay": "D14.25",
    "triggers.order": "D11.30",
    "cleanup.discard": "C15.10",
    "combat.attackers": "C9.21",
    "combat.blockers": "C10.21",
    "combat.divide": "C11.25",
    "damage.": "D20.91",  # the affected player orders replacement/prevention effects
    "damage.which_share": "D20.72",  # which damage a shield covering only part of it prevents
    "damage.mode": "D20.67",  # the mode of a modal replacement
    "pay.": "D10.18",
    "istocnik.pay": "E3.52",
    "draw.replacement": "D20.10",
    "enters.": "D20.12",
    "resolve.": "D14.23",
}

# When a prompt key is not in the table: the rule for its kind of decision.
KIND_RULES: dict[DecisionKind, str] = {
    DecisionKind.PRIORITY: "D9.14",
    DecisionKind.TARGETS: "D10.13",
    DecisionKind.NUMBER: "D14.23",
    DecisionKind.CHOOSE_ONE: "D14.23",
    DecisionKind.CHOOSE_SOME: "D14.23",
    DecisionKind.ATTACKERS: "C9.21",
    DecisionKind.BLOCKERS: "C10.21",
    DecisionKind.DIVIDE: "D10.15",
    DecisionKind.ORDER: "D11.30",
    DecisionKind.YES_NO: "D14.23",
    DecisionKind.PAY: "D10.18",
}

# Keys whose text has a `{rule}` slot: the reason is generic, the rule is the decision's.
GENERIC_KEYS: frozenset[str] = frozenset(
    {
        "answer.malformed",
        "answer.not_a_list",
        "answer.not_a_number",
        "answer.not_yes_no",
        "answer.not_an_option",
        "answer.duplicate",
        "answer.count",
        "answer.out_of_range",
        "priority.not_legal",
        "pay.not_an_option",
        "order.not_a_permutation",
        "order.cards_not_a_permutation",
        "damage.not_a_permutation",
        "divide.bad_recipient",
        "divide.total",
        "divide.negative",
        "divide.small_total",
        "block.illegal",
        "block.not_creature",
        "block.cant_block",
        "block.unblockable",
    }
)


@dataclass(frozen=True)
class Refusal:
    """Why an answer is not allowed: a message key (izvori.strings) and its arguments."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)

    def error(self) -> IllegalAnswer:
        return IllegalAnswer(self.key, **self.args)


def rule_for(decision: Decision) -> str:
    """The rule that governs `decision` (its prompt's, else its kind's)."""
    best = ""
    for prefix in PROMPT_RULES:
        if decision.prompt.startswith(prefix) and len(prefix) > len(best):
            best = prefix
    return PROMPT_RULES[best] if best else KIND_RULES[decision.kind]


def check(game: Game, answer: Any) -> Refusal | None:
    """None if `answer` is legal for the pending decision, else the reason. Changes nothing:
    the answer is tried on a copy of the game."""
    if game.result is not None:
        return Refusal("game.over")
    if game.pending is None:
        return Refusal("game.no_decision")
    trial = game.copy()
    try:
        trial.submit(answer)  # Game.submit refines its refusals through `refine`
    except IllegalAnswer as e:
        return Refusal(e.key, dict(e.args_))
    return None


def refine(game: Game, decision: Decision, answer: Any, error: IllegalAnswer) -> IllegalAnswer:
    """The refusal `error` of `answer` to `decision`, made specific and given its rule.

    Called with the game unchanged (frames raise before they change anything)."""
    refusal = _specific(game, decision, answer, error)
    if refusal is None:
        refusal = Refusal(error.key, dict(error.args_))
    args = {k: v for k, v in refusal.args.items() if k not in ("option", "blocker", "attacker")}
    if refusal.key in GENERIC_KEYS and "rule" not in args:
        args["rule"] = rule_for(decision)
    return IllegalAnswer(refusal.key, **args)


def _specific(game: Game, decision: Decision, answer: Any, error: IllegalAnswer) -> Refusal | None:
    if decision.kind == DecisionKind.PRIORITY and error.key == "priority.not_legal":
        action = _as_action(answer)
        if action is not None:
            return action_reason(game, decision.player, action)
    if decision.kind == DecisionKind.PAY and error.key == "pay.not_an_option":
        action = _as_action(answer)
        if action is not None and action.kind == "mana":
            return _mana_reason(game, decision.player, action)
    if decision.kind == DecisionKind.ATTACKERS and error.key == "answer.not_an_option":
        return _attacker_reason(game, error.args_.get("option"))
    if decision.kind == DecisionKind.BLOCKERS and error.key != "answer.duplicate":
        mine = _blocker_not_yours(game, decision.player, answer)
        if mine is not None:
            return mine
    if decision.kind == DecisionKind.TARGETS and error.key == "answer.not_an_option":
        return Refusal("target.illegal", {"rule": rule_for(decision)})
    if decision.kind == DecisionKind.TARGETS and error.key == "answer.duplicate":
        return Refusal("target.twice")
    if decision.kind == DecisionKind.TARGETS and error.key == "answer.count":
        return Refusal("target.count", {**error.args_, "rule": rule_for(decision)})
    if decision.prompt == "combat.divide" and error.key == "divide.bad_recipient":
        # C11.23: a blocked creature's damage goes only to the creatures blocking it
        return Refusal("divide.bad_recipient", {"rule": "C11.23"})
    if decision.prompt == "cast.x" and error.key == "answer.out_of_range":
        return Refusal("cast.x_range", dict(error.args_))
    if decision.prompt == "cleanup.discard" and error.key == "answer.count":
        return Refusal("cleanup.discard_count", dict(error.args_))
    return None


def _as_action(answer: Any) -> Action | None:
    try:
        return Action.from_json(answer)
    except IllegalAnswer:
        return None


def _name(game: Game, oid: int) -> str:
    return game.chars(oid).name


def action_reason(game: Game, player: int, action: Action) -> Refusal:
    """Why `player` may not take `action` at priority now (D9.14 and the rules it names)."""
    obj = game.objects.get(action.obj)
    kind = action.kind
    if (kind in ("source", "cast") and (action.index or action.choice)) or (
        kind == "activate" and action.choice
    ):
        # parts its kind has no use for: none of the actions offered, whatever the card
        return Refusal("priority.not_legal")
    if kind in ("source", "cast"):
        if obj is None or action.obj not in game.players[player].hand:
            return Refusal("play.not_in_hand")  # B12.71, D10.11: from your hand
        if kind == "source":
            return _source_reason(game, player)
        return _cast_reason(game, player, action.obj)
    if kind == "activate":
        if obj is None:
            return Refusal("activate.no_ability")
        return _activate_reason(game, player, action)
    if kind == "mana":
        return _mana_reason(game, player, action)
    if kind == "ignore":
        return Refusal("ignore.not_legal")  # D9.29
    if kind == "stop":
        return Refusal("stop.not_legal")  # D9.28
    if kind in ("pay", "auto", "cancel"):
        return Refusal("priority.nothing_to_pay")  # D10.17: only while a cost is paid
    return Refusal("priority.not_legal")


def _source_reason(game: Game, player: int) -> Refusal:
    if not sorcery_timing(game, player):
        return Refusal("source.timing")  # B12.71, C6.40
    if game.players[player].sources_played_this_turn >= 1:
        return Refusal("source.one_per_turn")  # B12.71
    return Refusal("source.forbidden")  # B12.72


def _cast_reason(game: Game, player: int, oid: int) -> Refusal:
    card = game.objects[oid].card
    name = card.name
    if card.cost is None or card.only_source:
        return Refusal("cast.no_cost", {"name": name})  # B13.11
    if not spell_timing_ok(game, player, card):
        if game.stack:
            return Refusal("cast.timing_stack", {"name": name})  # B12.21, D9.14
        return Refusal("cast.timing", {"name": name})  # B12.21, D9.14
    colors = game.chars(oid).colors
    if card.modes:
        if not available_modes(game, card.modes, player, colors):
            return Refusal("cast.no_targets", {"name": name})  # D10.12
    else:
        optional = kicker_only_refs(card)
        specs = tuple(s for s in spell_target_specs(card) if s.ref not in optional)
        if not targets_available(game, specs, player, colors):
            return Refusal("cast.no_targets", {"name": name})  # D10.13
    cost = final_spell_cost(game, player, card)
    if not can_afford(game, player, cost):
        return Refusal("cast.cant_pay", {"name": name, "cost": str(cost)})  # D10.18
    return Refusal("cast.forbidden", {"name": name})  # D10.40


def _activate_reason(game: Game, player: int, action: Action) -> Refusal:
    oid = action.obj
    obj = game.objects[oid]
    abilities = game.chars(oid).activated
    name = _name(game, oid)
    if action.index >= len(abilities) or action.index < 0:
        return Refusal("activate.no_ability")  # D4.10
    ab = abilities[action.index]
    if not works_from(ab.zone, obj):
        return Refusal("activate.zone", {"name": name})  # D3.92, D3.95
    if ability_player(game, obj) != player:
        return Refusal("activate.not_yours", {"name": name})  # D4.20
    if ab.is_mana_ability:
        return Refusal("activate.mana_ability", {"name": name})  # D7.10
    if not timing_allows(game, player, ab):
        if ab.sorcery_speed:
            return Refusal("activate.sorcery_speed", {"name": name})  # D4.50
        if ab.only_during == "your_upkeep" and not (
            game.active == player and game.step == Step.UPKEEP
        ):
            return Refusal("activate.only_upkeep", {"name": name})  # D4.30
        return Refusal("activate.only_your_turn", {"name": name})  # D4.30
    if ab.per_turn and obj.activations_this_turn.get(action.index, 0) >= ab.per_turn:
        return Refusal("activate.per_turn", {"name": name, "count": ab.per_turn})  # D4.30
    cost = ab.cost
    if cost.tap and not can_use_tap_ability(game, oid):
        if obj.tapped:
            return Refusal("activate.tapped", {"name": name})  # A5.40
        return Refusal("activate.sick", {"name": name})  # D4.40
    if cost.life and game.players[player].life < cost.life:
        return Refusal("activate.life", {"name": name, "life": cost.life})  # D10.18
    hand = [o for o in game.players[player].hand if o != oid]
    if cost.discard and len(hand) < cost.discard:
        return Refusal("activate.discard", {"name": name, "count": cost.discard})  # D10.18
    if cost.sacrifice and not sacrifice_candidates(game, player, cost.sacrifice):
        return Refusal("activate.sacrifice", {"name": name})  # D10.18
    colors = game.chars(oid).colors
    if ab.modes:
        if not available_modes(game, ab.modes, player, colors, oid):
            return Refusal("activate.no_targets", {"name": name})  # D10.12
    elif not targets_available(game, ab.targets, player, colors, oid):
        return Refusal("activate.no_targets", {"name": name})  # D10.13
    exclude = frozenset({oid}) if cost.tap else frozenset()
    if cost.mana is not None and not can_afford(game, player, cost.mana, exclude):
        return Refusal("activate.cant_pay", {"name": name, "cost": str(cost.mana)})  # D10.18
    return Refusal("activate.forbidden", {"name": name})  # D10.40


def _mana_reason(game: Game, player: int, action: Action) -> Refusal:
    obj = game.objects.get(action.obj)
    if obj is None or obj.controller != player or action.obj not in game.battlefield:
        return Refusal("mana.not_yours")  # D4.20
    name = _name(game, action.obj)
    if obj.tapped:
        return Refusal("mana.tapped", {"name": name})  # A5.40
    if not can_use_tap_ability(game, action.obj):
        return Refusal("mana.sick", {"name": name})  # D4.40
    return Refusal("mana.not_legal", {"name": name})  # D7.10


def _attacker_reason(game: Game, oid: Any) -> Refusal | None:
    """C9.21: only untapped creatures the active player has controlled since the turn began."""
    if not isinstance(oid, int) or oid not in game.objects:
        return None
    obj = game.objects[oid]
    if not game.chars(oid).is_creature:
        return Refusal("attack.not_creature")
    if obj.controller != game.active:
        return Refusal("attack.not_yours")
    why = attack_problem(game, oid)
    if why is None or why[0] == "attack.not_yours":
        return None
    return Refusal(why[0], {"name": _name(game, oid), **why[1]})


def _blocker_not_yours(game: Game, defender: int, answer: Any) -> Refusal | None:
    """C10.21: the defender chooses blockers among the creatures he controls."""
    for pair in answer if isinstance(answer, list) else ():
        if not isinstance(pair, (list, tuple)) or not pair or not isinstance(pair[0], int):
            continue
        blocker = game.objects.get(pair[0])
        if blocker is not None and blocker.controller != defender:
            return Refusal("block.not_yours")
    return None
