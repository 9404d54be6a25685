"""What one part of a continuous effect does to an object's values (D19).

A continuous effect is split into parts, one per level it applies in (`split_effect`, D19.52);
`apply_op` applies one part to the working values of one object (a dict of its
characteristics). The levels' order (layers.py) decides when; the printed characteristics
(characteristics.card_chars) apply the type and colour parts of a characteristic-defining
ability with the same ops (D3.91). Both build on this module, which knows nothing of the game.
The mana ability each basic source type gives (B12.76) is here too: a source that gains a
basic source type gains its ability.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from izvori.engine.carddef import ActivatedAbility, CardType, Cost, Effect, Keyword, freeze
from izvori.engine.mana import COLORLESS, SOURCE_TYPE_COLOR, Color
from izvori.engine.text import CREATURE_TYPES, change_text


def mana_ability(kind: str) -> ActivatedAbility:
    """The mana ability "@: dodaj 1 [kind]" (B12.76, B12.77)."""
    return ActivatedAbility(
        cost=Cost(tap=True),
        effects=(Effect("add_mana", freeze({"kind": kind, "amount": 1})),),
        text=f"@: dodaj 1 {kind}",
    )


#: The imaginary mana ability of each basic source type (B12.76) and of artifacts (B12.77).
SOURCE_ABILITIES: dict[str, ActivatedAbility] = {
    **{t: mana_ability(c.value) for t, c in SOURCE_TYPE_COLOR.items()},
    "artifact": mana_ability(COLORLESS),
}


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
    if op == "set_subtype":
        return [(op, {"subtypes": params.get("subtypes", ())})]
    if op == "set_color":
        return [(op, {"colors": params.get("colors", ())})]
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


def _source_ability_types(subtypes: Iterable[str]) -> list[str]:
    return [s for s in subtypes if s in SOURCE_TYPE_COLOR]


def apply_op(c: dict[str, Any], op: str, p: dict[str, Any]) -> None:
    """Apply one part of a continuous effect to the working values `c` of one object."""
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
    elif op == "grant_activated":
        c["activated"] = (*c["activated"], p["ability"])  # D3.70: after its own abilities
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
        new = [s for s in p.get("subtypes", ()) if s not in c["subtypes"]]
        c["types"] |= {CardType(t) for t in p.get("types", ())}
        c["subtypes"] = [*c["subtypes"], *new]
        if CardType.SOURCE in c["types"] and _source_ability_types(new):
            # B12.78: a source that gains basic source types keeps its own abilities and
            # gains their mana abilities
            extra = tuple(SOURCE_ABILITIES[s] for s in _source_ability_types(new))
            c["activated"] = (*extra, *c["activated"])
    elif op == "set_type":
        # B12.12: "becomes [type]" replaces all types, and their subtypes.
        c["types"] = {CardType(t) for t in p.get("types", ())}
        c["subtypes"] = list(p.get("subtypes", ()))
    elif op == "set_subtype":
        _set_source_subtypes(c, list(p.get("subtypes", ())))
    elif op == "set_creature_type" and CardType.CREATURE in c["types"]:
        # B12.12: a new creature type replaces all its creature types, not its other subtypes
        kept = [s for s in c["subtypes"] if s not in CREATURE_TYPES]
        c["subtypes"] = [*kept, *p.get("subtypes", ())]
    elif op == "change_text":
        change_text(c, p["words"], p["from"], p["to"])


def _set_source_subtypes(c: dict[str, Any], subtypes: list[str]) -> None:
    """B12.78: a source whose type becomes basic source types has no other source type, loses
    the abilities of its text and has the mana ability of each new type. Other card types
    (a source that is also a creature) stay."""
    if CardType.SOURCE not in c["types"]:
        return
    if c["is_basic_source"] and c["name"] in SOURCE_TYPE_COLOR and len(subtypes) == 1:
        c["name"] = subtypes[0]  # a basic source is known by its type
    c["subtypes"] = subtypes
    c["keywords"] = set()
    c["activated"] = tuple(SOURCE_ABILITIES[s] for s in _source_ability_types(subtypes))
    c["triggered"] = ()
    c["statics"] = ()
    c["is_basic_source"] = bool(_source_ability_types(subtypes))
