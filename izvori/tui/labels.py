"""Serbian labels for what a decision offers: actions, targets, players, niz items."""

from __future__ import annotations

from typing import Any

from izvori.engine import Action, CardFace, GameView, is_player_ref, player_of_ref
from izvori.strings import t
from izvori.tui import symbols


def pt_text(card: CardFace, in_play: bool) -> str:
    """Power/toughness as the player should read it: "*/*" outside play for cards whose
    ability defines them, the current values otherwise."""
    if not in_play and card.pt_defined:  # B9.20: the view gives 0/0 outside play
        return "*/*"
    return f"{card.power}/{card.toughness}"


def ref_label(view: GameView, ref: Any) -> str:
    """Markup naming a target/recipient/option: a player, a visible card or a niz item."""
    if isinstance(ref, bool) or not isinstance(ref, int):
        return symbols.name(str(ref))
    if is_player_ref(ref):
        return t(
            "tui.prompt.target_player", name=symbols.name(view.players[player_of_ref(ref)].name)
        )
    for item in view.stack:
        if item.id == ref:
            name = symbols.name(item.source_name or "?")
            if item.copy:
                name = t("tui.niz.copy", name=name)
            return t("tui.prompt.target_item", name=name)
    card = view.find_card(ref)
    if card is None:
        return "?"
    perm = view.permanent(ref)
    if perm is not None:
        owner = view.players[perm.controller].name
        pt = f" {pt_text(card, True)}" if card.is_creature else ""
        # damage already marked (issue 11 item 7): a player splitting damage or picking a
        # target sees what it takes to destroy it (D21.53: damage ≥ toughness is lethal;
        # E3.102 counts damage already marked)
        hurt = f", {t('tui.prompt.damage_marked', n=perm.damage)}" if perm.damage else ""
        return f"{symbols.name(card.name)}{pt}{hurt} [dim]({symbols.name(owner)})[/]"
    for p in view.players:
        if any(c.id == ref for c in p.graveyard):
            return t("tui.prompt.card_in_graveyard", name=symbols.name(card.name))
    return symbols.name(card.name)


def card_name(view: GameView, oid: int) -> str:
    card = view.find_card(oid)
    return symbols.name(card.name) if card is not None else "?"


def action_label(view: GameView, action: Action) -> str:
    k = action.kind
    if k == "pass":
        return t("tui.action.pass")
    if k == "auto":
        return t("tui.action.auto")
    if k == "cancel":
        return t("tui.action.cancel")
    if k == "pay":
        return t("tui.action.pay")
    if k == "undo":
        return t("tui.action.undo")
    if k == "loop":
        return t("tui.action.loop")  # D22.20: name a number of repetitions of this loop
    card = view.find_card(action.obj)
    name = symbols.name(card.name) if card is not None else "?"
    if k == "source":
        return t("tui.action.source", name=name)
    if k == "cast":
        cost = symbols.cost(card.cost) if card is not None else ""
        return t("tui.action.cast", name=name, cost=cost)
    if k == "activate":
        text = ""
        if card is not None and action.index < len(card.ability_texts):
            text = symbols.name(card.ability_texts[action.index].strip())
        if not text:
            return t("tui.action.activate_bare", name=name)
        return t("tui.action.activate", name=name, text=text)
    if k == "mana":
        return t("tui.action.mana", name=name, kind=symbols.mana(action.choice))
    if k == "stop":
        # D9.28: `obj` is the card that created the delayed ability, `choice` the cost
        return t("tui.action.stop", name=name, cost=symbols.cost(action.choice))
    if k == "ignore":
        return t("tui.action.ignore", name=name)
    return symbols.name(k)


def display_order(view: GameView, decider: int, values: tuple[Any, ...]) -> list[int]:
    """Indices of `values` in the order to show them: the opponent and his things first,
    then niz items, then one's own things, oneself last (so Enter never hits oneself)."""

    def rank(i: int) -> tuple[int, int]:
        v = values[i]
        if isinstance(v, bool) or not isinstance(v, int):
            return (0, i)
        if is_player_ref(v):
            return (0, i) if player_of_ref(v) != decider else (4, i)
        perm = view.permanent(v)
        if perm is not None:
            return (1, i) if perm.controller != decider else (3, i)
        return (2, i)

    return sorted(range(len(values)), key=rank)
