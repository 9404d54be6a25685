"""The order of continuous effects (D19.51–D19.59).

Levels: 1 copy (a copy's values are its base, see E4), 2 control (applied as it happens, see
`Game.set_controller`), 3 text (no card changes text), 4 type, 5 colour and abilities,
6 power/toughness in sublevels 6.1 characteristic-defining abilities, 6.2 setting and
modifications from resolved spells and abilities, 6.3 counters, 6.4 modifications from static
abilities, 6.5 switching. Within a level effects apply in timestamp order (D19.55–D19.57).

D19.52: an effect that starts applying in one level keeps applying to the same objects in later
levels, even if the ability that created it is removed meanwhile. D19.59: effects created after
a power/toughness switch apply on top of the switched values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Keyword, StaticAbility
from izvori.engine.mana import Color
from izvori.engine.objects import GameObject

if TYPE_CHECKING:
    from izvori.engine.game import Game

#: (level, sublevel) of each part of a continuous effect.
PART_LEVEL: dict[str, tuple[int, int]] = {
    "set_type": (4, 0),
    "add_type": (4, 0),
    "set_color": (5, 0),
    "grant": (5, 0),
    "lose": (5, 0),
    "remove_abilities": (5, 0),
    "set_pt": (6, 2),
    "pump": (6, 2),
    "static_pump": (6, 4),
    "switch_pt": (6, 5),
}


@dataclass
class Part:
    level: int
    sub: int
    timestamp: int
    op: str
    params: dict[str, Any]
    group: tuple[Any, ...]  # parts of one effect share their affected objects (D19.52)
    ids: list[int] | None  # locked set, or None: decided when the effect starts applying
    holder: int | None = None
    static: StaticAbility | None = None


def split_effect(op: str, params: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """One effect may have parts in several levels (D19.52)."""
    parts: list[tuple[str, dict[str, Any]]] = []
    if op in ("set_type", "add_type"):
        parts.append((op, {k: params[k] for k in ("types", "subtypes") if k in params}))
        if "power" in params:
            parts.append(("set_pt", {"power": params["power"], "toughness": params["toughness"]}))
        if params.get("remove_abilities"):
            parts.append(("remove_abilities", {}))
        return parts
    if op in ("pump", "static_pump"):
        if params.get("keywords"):
            parts.append(("grant", {"keywords": params["keywords"]}))
        if params.get("power") or params.get("toughness"):
            parts.append(
                (op, {"power": params.get("power", 0), "toughness": params.get("toughness", 0)})
            )
        return parts
    if op == "set_pt" and params.get("remove_abilities"):
        return [
            ("remove_abilities", {}),
            ("set_pt", {"power": params["power"], "toughness": params["toughness"]}),
        ]
    return [(op, params)]


def _static_parts(game: Game, holder: GameObject, st: StaticAbility) -> list[Part]:
    op = st.op
    params = dict(st.params)
    if op == "set_pt":
        pieces = [("set_pt", params)]
    elif op in PART_LEVEL or op == "static_pump":
        pieces = split_effect(op, params)
    else:
        return []
    ts = holder.timestamp
    out = []
    for i, (pop, pparams) in enumerate(pieces):
        lvl, sub = PART_LEVEL[pop]
        out.append(
            Part(lvl, sub, ts, pop, pparams, ("static", holder.id, id(st)), None, holder.id, st)
        )
        _ = i
    return out


def static_applies(
    game: Game, holder: GameObject, st: StaticAbility, obj: GameObject, c: dict[str, Any]
) -> bool:
    """Whether a static ability of `holder` affects `obj`, judged on `c` (current values)."""
    a = st.affects
    if a == "self":
        return obj.id == holder.id
    if a in ("enchanted", "equipped"):
        return holder.attached_to == obj.id
    if a == "all_sources":
        return CardType.SOURCE in c["types"]
    if CardType.CREATURE not in c["types"]:
        return False
    subtype = st.get("subtype")
    if subtype and subtype not in c["subtypes"]:
        return False
    if st.get("chosen_type"):
        # E4.50, E4.60: the type chosen as the holder entered play; never chosen = "none".
        chosen = holder.choices.get("creature_type")
        if chosen is None or chosen not in c["subtypes"]:
            return False
    color = st.get("color")
    if color and Color(color) not in c["colors"]:
        return False
    untapped = st.get("untapped")
    if untapped and obj.tapped:
        return False
    if a == "creatures_you_control":
        return obj.controller == holder.controller
    if a == "other_creatures_you_control":
        return obj.controller == holder.controller and obj.id != holder.id
    if a == "other_creatures":
        return obj.id != holder.id
    if a == "all_creatures":
        return True
    if a == "opponent_creatures":
        return obj.controller != holder.controller
    return False


def _apply(c: dict[str, Any], op: str, p: dict[str, Any]) -> None:
    if op in ("pump", "static_pump"):
        if c["power"] is not None:
            c["power"] += p.get("power", 0)
            c["toughness"] += p.get("toughness", 0)
    elif op == "set_pt":
        c["power"], c["toughness"] = p["power"], p["toughness"]
    elif op == "switch_pt":
        if c["power"] is not None:
            c["power"], c["toughness"] = c["toughness"], c["power"]
    elif op == "grant":
        c["keywords"] |= {Keyword(k) for k in p.get("keywords", ())}
    elif op == "lose":
        c["keywords"] -= {Keyword(k) for k in p.get("keywords", ())}
    elif op == "remove_abilities":
        c["keywords"] = set()
        c["activated"] = ()
        c["triggered"] = ()
        c["statics"] = ()
    elif op == "set_color":
        c["colors"] = {Color(x) for x in p.get("colors", ())}  # Gl. "Boja": replaces
    elif op == "add_type":
        c["types"] |= {CardType(t) for t in p.get("types", ())}
        c["subtypes"] = list(dict.fromkeys([*c["subtypes"], *p.get("subtypes", ())]))
    elif op == "set_type":
        # B12.12: "becomes [type]" replaces all types, and their subtypes.
        c["types"] = {CardType(t) for t in p.get("types", ())}
        c["subtypes"] = list(p.get("subtypes", ()))


def _counters(game: Game, chars: dict[int, dict[str, Any]]) -> None:
    from izvori.engine.characteristics import parse_pt_counter

    for i, c in chars.items():
        counters = game.objects[i].counters
        if not counters or c["power"] is None:
            continue
        for key, n in counters.items():
            dp, dt = parse_pt_counter(key)
            c["power"] += dp * n
            c["toughness"] += dt * n


def apply_levels(game: Game, in_play: list[GameObject], chars: dict[int, dict[str, Any]]) -> None:
    from izvori.engine.characteristics import cda_value

    resolved: list[Part] = []
    for eff in game.effects:
        ids = [i for i, inc in eff.affected if i in chars and game.objects[i].incarnation == inc]
        if not ids:
            continue
        for pop, pparams in split_effect(eff.op, eff.params):
            if pop not in PART_LEVEL:
                continue
            lvl, sub = PART_LEVEL[pop]
            resolved.append(Part(lvl, sub, eff.timestamp, pop, pparams, ("eff", eff.id), ids))
    started: dict[tuple[Any, ...], list[int]] = {}
    static_parts: dict[tuple[Any, ...], list[Part]] = {}

    def statics_now() -> list[Part]:
        # Statics of what is in play now, plus those already started (D19.52).
        for obj in in_play:
            for st in chars[obj.id]["statics"]:
                key = ("static", obj.id, id(st))
                if key not in static_parts:
                    static_parts[key] = _static_parts(game, obj, st)
        return [p for ps in static_parts.values() for p in ps]

    def affected(part: Part) -> list[int]:
        if part.ids is not None:
            return part.ids
        if part.group in started:
            return started[part.group]
        holder = game.objects[part.holder] if part.holder is not None else None
        assert holder is not None and part.static is not None
        ids = [
            i for i in chars if static_applies(game, holder, part.static, game.objects[i], chars[i])
        ]
        started[part.group] = ids
        return ids

    def run(parts: list[Part]) -> None:
        for part in sorted(parts, key=lambda p: p.timestamp):
            for i in affected(part):
                _apply(chars[i], part.op, part.params)

    for level in (4, 5):
        parts = [p for p in resolved if p.level == level]
        parts += [p for p in statics_now() if p.level == level]
        run(parts)
    # Level 6: power and toughness.
    for obj in in_play:
        cda = (obj.copy_of or obj.card).pt_defined_by
        if cda and not obj.as_source and chars[obj.id]["power"] is not None:
            v = cda_value(game, obj, cda)  # 6.1
            chars[obj.id]["power"] = v
            chars[obj.id]["toughness"] = v
    six = [p for p in resolved if p.level == 6] + [p for p in statics_now() if p.level == 6]
    switches = sorted((p for p in six if p.sub == 5), key=lambda p: p.timestamp)
    cut = switches[0].timestamp if switches else None
    before = [p for p in six if p.sub != 5 and (cut is None or p.timestamp < cut)]
    after = [p for p in six if p.sub != 5 and cut is not None and p.timestamp > cut]
    run([p for p in before if p.sub == 2])
    _counters(game, chars)  # 6.3
    run([p for p in before if p.sub == 4])
    if switches:
        run(switches)  # 6.5
        run([p for p in after if p.sub == 2])
        run([p for p in after if p.sub == 4])
