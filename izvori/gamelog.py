"""The game log in Serbian: engine events (izvori.engine.events) rendered as readable lines.

Only public information is rendered: a draw says that a card was drawn, never which one; a card
moving between two hidden zones is not named. Noise the status line already shows (taps, mana,
step changes) is left out. `LogBook` renders incrementally and notices when the engine rolled
its log back (a cancelled cast removes the events it had emitted).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from izvori.engine.events import Event
from izvori.engine.game import Game
from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.strings import t

_HIDDEN = {"biblioteka", "ruka"}
_QUIET = {
    "tap",
    "untap",
    "mana",
    "step",
    "source_played_mana",
    "combat_damage_resolves",
    "regeneration_shield",
    "shuffle",
}
# zone moves another event already tells about
_COVERED_CAUSES = {"destroy", "sacrifice", "discard", "cast", "source", "resolve", "reveal"}


def _player(game: Game, index: Any) -> str:
    if isinstance(index, int) and 0 <= index < len(game.players):
        return game.players[index].name
    return "?"


def _ref(game: Game, ref: Any) -> str:
    if not isinstance(ref, int):
        return "?"
    if is_player_ref(ref):
        return _player(game, player_of_ref(ref))
    obj = game.objects.get(ref)
    if obj is None:
        item = game.find_stack_item(ref)
        return "?" if item is None else str(item.source_lki.get("name", "?"))
    if obj.zone.value in _HIDDEN:
        return "?"
    return game.chars(ref).name if obj.zone.value == "u igri" else obj.card.name


def event_line(game: Game, ev: Event) -> str | None:
    """One log line for an event, or None for events the log leaves out."""
    k = ev.kind
    d = ev.data
    if k in _QUIET and not (k == "mana" and d.get("triggered")):
        return None
    if k == "turn":
        return t("log.turn", turn=d["turn"], player=_player(game, d["player"]))
    if k == "coin_toss":
        return t("log.coin_toss", player=_player(game, d["player"]))
    if k == "draw":
        return t("log.draw", player=_player(game, d["player"]))
    if k == "draw_empty":
        return t("log.draw_empty", player=_player(game, d["player"]))
    if k == "draw_replaced":
        return t("log.draw_replaced", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "reveal_card":
        return t("log.reveal_card", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "skip_added":
        what = t(f"skip.next.{d['what']}")
        return t("log.skip_added", player=_player(game, d["player"]), what=what, count=d["count"])
    if k == "skipped":
        return t("log.skipped", player=_player(game, d["player"]), what=t(f"skip.now.{d['what']}"))
    if k == "mana" and d.get("triggered"):
        # D12.30: extra mana from a triggered mana ability (ordinary mana is left out)
        return t(
            "log.mana_triggered",
            name=_ref(game, d.get("card")),
            player=_player(game, d["player"]),
            amount=d["amount"],
            kind=t(f"mana.{d['mana']}"),
        )
    if k == "source_played":
        return t(
            "log.source_played",
            player=_player(game, d["player"]),
            name=d.get("name", "?"),
            source=_source_kind(d.get("source_type", "")),
        )
    if k == "cast":
        key = "log.cast_copy" if d.get("copy") else "log.cast"
        line = t(key, player=_player(game, d["player"]), name=d.get("name", "?"))
        return line + (t("log.mode", mode=d["mode"]) if d.get("mode") else "")
    if k == "spell_copied":
        return t("log.spell_copied", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "copy_gone":
        return t("log.copy_gone", name=d.get("name", "?"))
    if k == "became_copy":
        return t("log.became_copy", name=d.get("name", "?"), of_name=d.get("of_name", "?"))
    if k == "chosen":
        return t(
            "log.chosen",
            player=_player(game, d["player"]),
            name=d.get("name", "?"),
            value=d.get("value", "?"),
        )
    if k == "reveal":
        # revealed cards are public: the log names them
        return t(
            "log.reveal",
            player=_player(game, d["player"]),
            cards=", ".join(d.get("names", [])) or t("log.reveal_none"),
            taken=", ".join(d.get("taken", [])) or t("log.reveal_none"),
        )
    if k == "reveal_hand":
        # a hand revealed by an effect (Pogled kroz Noć) is public: the log names its cards
        cards = ", ".join(d.get("names", [])) or t("log.reveal_none")
        return t("log.reveal_hand", player=_player(game, d["player"]), cards=cards)
    if k == "activate":
        line = t("log.activate", player=_player(game, d["player"]), name=d.get("name", "?"))
        return line + (t("log.mode", mode=d["mode"]) if d.get("mode") else "")
    if k == "trigger":
        return t("log.trigger", name=d.get("name", "?"))
    if k == "resolve":
        # D5.30: an intervening "if" false on resolution: the ability does nothing, say so
        key = "log.resolve_nothing" if d.get("nothing") else "log.resolve"
        return t(key, name=d.get("name", "?"))
    if k == "countered":
        return t("log.countered", name=d.get("name", "?"))
    if k == "damage":
        return t(
            "log.damage",
            source=d.get("source_name") or "?",
            amount=d["amount"],
            target=_ref(game, d["recipient"]),
        )
    if k == "prevented":
        return t("log.prevented", amount=d.get("amount", 0), target=_ref(game, d.get("recipient")))
    if k == "redirected":
        return t(
            "log.redirected",
            amount=d.get("amount", 0),
            target=_ref(game, d.get("recipient")),
            to=_ref(game, d.get("to")),
        )
    if k == "redirect_shield":
        to = " / ".join(_ref(game, r) for r in d.get("to", []))
        target = _ref(game, d.get("recipient"))
        if d.get("amount") is None:
            return t("log.redirect_shield_all", target=target, to=to)
        return t("log.redirect_shield", amount=d["amount"], target=target, to=to)
    if k == "source_shield":
        return t(
            "log.source_shield",
            source=_ref(game, d.get("source")),
            target=_ref(game, d.get("recipient")),
        )
    if k == "may":
        return t(
            "log.may_yes" if d.get("choice") else "log.may_no", player=_player(game, d["player"])
        )
    if k == "life":
        if d.get("reason") == "damage":
            return None
        key = "log.life_gain" if d["amount"] > 0 else "log.life_loss"
        return t(key, player=_player(game, d["player"]), amount=abs(d["amount"]))
    if k == "loop_last_word":
        return t("log.loop_last_word", player=_player(game, d["player"]))
    if k == "loop_shortcut":
        return _loop_line(game, d)
    if k == "zone_replaced":
        return _zone_replaced_line(game, d)
    if k == "life_gain_replaced":
        return t(
            "log.life_gain_replaced",
            player=_player(game, d["player"]),
            amount=d.get("amount", "?"),
            name=d.get("name", "?"),
        )
    if k == "mana_burn":
        return t("log.mana_burn", player=_player(game, d["player"]), amount=d["amount"])
    if k == "attackers":
        names = ", ".join(_ref(game, c) for c in d["cards"])
        return t("log.attackers", player=_player(game, d["player"]), cards=names)
    if k == "blockers":
        pairs = "; ".join(
            t("log.block_pair", blocker=_ref(game, b), attacker=_ref(game, a))
            for b, a in d["pairs"]
        )
        return t("log.blockers", player=_player(game, d["player"]), pairs=pairs)
    if k == "combat_damage":
        return t("log.combat_damage")
    if k == "destroyed":
        return t("log.destroyed", name=d.get("name", "?"))
    if k == "sacrificed":
        return t("log.sacrificed", name=d.get("name", "?"))
    if k == "regenerated":
        return t("log.regenerated", name=_ref(game, d["card"]))
    if k == "discard":
        return t("log.discard", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "counters":
        return t("log.counters", name=_ref(game, d["card"]), counter=d["counter"], count=d["count"])
    if k == "pump":
        names = ", ".join(_ref(game, c) for c in d.get("cards", []))
        return t("log.pump", cards=names, power=d["power"], toughness=d["toughness"])
    if k == "text_changed":
        names = ", ".join(_ref(game, c) for c in d.get("cards", []))
        return t("log.text_changed", cards=names, old=d["old"], new=d["new"])
    if k == "token_gone":
        return t("log.token_gone", name=d.get("name", "?"))
    if k == "unattached":
        return t("log.unattached", name=_ref(game, d["card"]))
    if k == "paid_unless":
        return t("log.paid_unless", player=_player(game, d["player"]))
    if k == "delayed_created":
        at = t(f"log.delayed_at.{d.get('at', '')}")
        names = ", ".join(_ref(game, c) for c in d.get("cards", []))
        key = "log.delayed_created_cards" if names else "log.delayed_created"
        return t(key, name=d.get("name", "?"), at=at, cards=names)
    if k == "delayed_stopped":
        return t("log.delayed_stopped", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "target_changed":
        return t("log.target_changed", name=d.get("name", "?"), target=_ref(game, d["target"]))
    if k == "target_kept":
        return t("log.target_kept", name=d.get("name", "?"))
    if k == "not_countered":
        return t("log.not_countered", name=d.get("name", "?"))
    if k == "ignore_static":
        return t("log.ignore_static", player=_player(game, d["player"]), name=d.get("name", "?"))
    if k == "concede":
        return t("log.concede", player=_player(game, d["player"]))
    if k == "game_over":
        if d.get("winner") is None:
            return t("log.game_over_draw", reason=t(f"reason.{d['reason']}"))
        return t("log.game_over", player=_player(game, d["winner"]))
    if k == "zone":
        return _zone_line(game, d)
    return None


def _loop_line(game: Game, d: dict[str, Any]) -> str:
    """A loop shortcut (D22.20, D22.30, D22.50): the number named and the number agreed."""
    player = _player(game, d["player"])
    other = _player(game, 1 - d["player"]) if d["player"] in (0, 1) else "?"
    count, agreed, rule = d["count"], d["agreed"], d.get("rule", "D22.20")
    if agreed == count:
        key = "log.loop_agreed" if rule != "D22.20" else "log.loop_repeated"
    elif rule == "D22.50":
        key = "log.loop_higher"
    elif rule == "D22.30":
        key = "log.loop_lower"
    else:
        key = "log.loop_intervened"
    return t(key, player=player, other=other, count=count, agreed=agreed, rule=rule)


def _zone_replaced_line(game: Game, d: dict[str, Any]) -> str:
    """D20.60, D20.91: a card went elsewhere instead of the odlagalište."""
    name = d.get("name") or t("log.zone_replaced_card", player=_player(game, d.get("owner")))
    where = "removed" if d.get("to_zone") == "removed" else "library_top"
    source = d.get("source_name")
    if source:
        return t(f"log.zone_replaced_{where}", name=name, source=source)
    return t(f"log.zone_replaced_{where}_plain", name=name)


def _zone_line(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("cause") in _COVERED_CAUSES:
        return None
    frm, to = d.get("from_zone", ""), d.get("to_zone", "")
    owner = _player(game, d.get("owner"))
    if frm in _HIDDEN and to in _HIDDEN:
        return t("log.zone_hidden", player=owner, frm=frm, to=to)
    name = d.get("name", "?")
    return t("log.zone", name=name, frm=frm, to=to)


@dataclass
class LogBook:
    """Incremental rendering of `game.log`; `update` says whether to start over."""

    events: list[Event] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    started: bool = False  # the opening hands (drawn before turn 1) are not logged card by card

    def update(self, game: Game) -> tuple[bool, list[str]]:
        """Returns (reset, new_lines): with reset, `new_lines` is the whole log."""
        log = game.log
        n = len(self.events)
        if n > len(log) or (n > 0 and log[n - 1] is not self.events[-1]):
            # the engine rolled its log back (a cancelled cast): render again, and if the
            # lines shown so far are still a prefix (the usual case) only append
            before = self.lines
            self.events, self.lines, self.started = [], [], False
            _reset, lines = self.update(game)
            if lines[: len(before)] == before:
                return False, lines[len(before) :]
            return True, lines
        fresh: list[str] = []
        for ev in log[n:]:
            self.events.append(ev)
            if ev.kind == "turn":
                self.started = True
            if ev.kind == "draw" and not self.started:
                continue
            line = event_line(game, ev)
            if line is not None:
                fresh.append(line)
        self.lines.extend(fresh)
        return (n == 0 and bool(self.lines)), (list(self.lines) if n == 0 else fresh)


def _source_kind(kind: str) -> str:
    """A basic source's type (Šuma, ...) or what a non-basic source is, in Serbian (B12.77)."""
    if kind == "artifact":
        return t("log.source_kind.artifact")
    if kind == "printed":
        return t("log.source_kind.printed")
    return kind
