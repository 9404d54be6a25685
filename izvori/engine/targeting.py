"""Targets (D15): which objects and players a spell or ability can legally choose."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import PROTECTION, CardType, TargetSpec
from izvori.engine.mana import Color
from izvori.engine.objects import StackKind, Zone, player_ref
from izvori.engine.vocabulary.selectors import TARGET_FILTER_WORDS
from izvori.engine.vocabulary.words import COLOR_NAMES

if TYPE_CHECKING:
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every target looked at, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_CREATURE = CardType.CREATURE
_IN_PLAY = Zone.PLAY

#: Target kinds of the closed vocabulary.
TARGET_KINDS = (
    "creature",
    "player",
    "opponent",
    "creature_or_player",
    "permanent",
    "artifact",
    "enchantment",
    "source",
    "spell",
    "card_in_your_graveyard",
)
_PERMANENT_KIND_TYPE = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT,
    "source": CardType.SOURCE,
}


#: "Promeni [tip]" words that name a card type (E3.131); the others are basic source types.
ENCHANT_TYPES: dict[str, CardType | None] = {
    "biće": CardType.CREATURE,
    "izvor": CardType.SOURCE,
    "artefakt": CardType.ARTIFACT,
    "promena": CardType.ENCHANTMENT,
    "permanent": None,
}


def can_enchant(enchant: tuple[str, ...], c: Any) -> bool:
    """E3.131, E3.133: a permanent with characteristics `c` meets every instance of Promeni.

    "Promeni Grob" (a basic source type) enchants a source of that type.
    """
    for word in enchant:
        if word in ENCHANT_TYPES:
            need = ENCHANT_TYPES[word]
            if need is not None and need not in c.types:
                return False
        elif CardType.SOURCE not in c.types or word not in c.subtypes:
            return False
    return True


def protected_from(game: Game, oid: int, source_colors: Any) -> bool:
    """E3.22: a permanent with Anti-[boja] can't be targeted by that colour."""
    kws = game.chars(oid).keywords
    return any(PROTECTION[k] in source_colors for k in kws if k in PROTECTION)


def types_ok(spec: TargetSpec, types: frozenset[CardType]) -> bool:
    """The `type` filter (one card type) and `types` (any one of several, "Iznenađenje ili
    Vradžbina")."""
    return _types_fit(dict(spec.filters), types)


def _types_fit(filters: dict[str, Any], types: frozenset[CardType]) -> bool:
    """`types_ok`, given the spec's filters as a dict."""
    t = filters.get("type")
    if t and CardType(t) not in types:
        return False
    any_of = filters.get("types")
    return not any_of or any(CardType(x) in types for x in any_of)


def legal_targets(
    game: Game,
    spec: TargetSpec,
    controller: int,
    source_colors: frozenset[Color],
    self_id: int | None = None,
    self_item: int | None = None,
) -> list[int]:
    """Every legal choice for one target instance, in a stable order."""
    return list(_choices(game, spec, controller, source_colors, self_id, self_item))


def enough_targets(
    game: Game,
    spec: TargetSpec,
    controller: int,
    source_colors: frozenset[Color],
    self_id: int | None = None,
) -> bool:
    """Whether `spec` has at least its minimum of legal choices (D10.13: a spell or ability
    can't be played without them) — `len(legal_targets(...)) >= spec.min`, looking only
    until that many are found (a "creature or player" target is met by the first player)."""
    need = spec.min
    if need <= 0:
        return True
    for _ in _choices(game, spec, controller, source_colors, self_id, None):
        need -= 1
        if not need:
            return True
    return False


def _choices(
    game: Game,
    spec: TargetSpec,
    controller: int,
    source_colors: frozenset[Color],
    self_id: int | None,
    self_item: int | None,
) -> Iterator[int]:
    """The legal choices of `legal_targets`, one at a time, in its order."""
    kind = spec.kind
    if kind in ("player", "creature_or_player", "opponent"):
        for p in game.players:
            if p.lost:
                continue
            if kind == "opponent" and p.index == controller:
                continue
            if spec.filter("controller") == "opponent" and p.index == controller:
                continue
            if spec.filter("controller") == "you" and p.index != controller:
                continue
            yield player_ref(p.index)
    if kind in ("creature", "creature_or_player", "permanent", "artifact", "enchantment", "source"):
        filters = dict(spec.filters)  # read once for every permanent, not once per filter
        for oid in game.battlefield:
            if _permanent_ok(game, spec, oid, controller, self_id, filters) and not protected_from(
                game, oid, source_colors
            ):
                yield oid
    if kind == "spell":
        for item in game.stack:
            if item.kind != StackKind.SPELL or item.id == self_item:
                continue  # D15.60: a spell can't target itself
            if item.source is None:
                continue
            sc = game.chars(item.source)  # D3.91: type/colour-defining abilities work on the niz
            if not types_ok(spec, sc.types):
                continue
            col = spec.filter("color")
            if col and Color(col) not in sc.colors:
                continue
            if spec.filter("single_target") and len(item.all_targets()) != 1:
                continue  # "a spell with exactly one target" (D15.71, Preusmeravanje)
            yield item.id
    if kind == "card_in_your_graveyard":
        for oid in game.players[controller].graveyard:
            if not types_ok(spec, game.chars(oid).types):
                continue
            yield oid


def _permanent_ok(
    game: Game,
    spec: TargetSpec,
    oid: int,
    controller: int,
    self_id: int | None,
    filters: dict[str, Any] | None = None,
) -> bool:
    """Whether permanent `oid` meets `spec` (`filters`: its filters as a dict, when the
    caller has them)."""
    f = dict(spec.filters) if filters is None else filters
    obj = game.objects[oid]
    c = game.chars(oid)
    need = _PERMANENT_KIND_TYPE.get(spec.kind)
    if spec.kind == "creature_or_player":
        need = _CREATURE
    if need is not None and need not in c.types:
        return False
    if not f:
        return obj.zone == _IN_PLAY  # no filter: every check below passes
    if f.get("aura") and not c.enchant:
        return False
    enchant = f.get("enchant")
    if enchant and not can_enchant(enchant, c):
        return False
    if not _types_fit(f, c.types):
        return False
    col = f.get("color")
    if col and Color(col) not in c.colors:
        return False
    ncol = f.get("not_color")
    if ncol and Color(ncol) in c.colors:
        return False
    ctl = f.get("controller")
    if ctl == "you" and obj.controller != controller:
        return False
    if ctl == "opponent" and obj.controller == controller:
        return False
    tapped = f.get("tapped")
    if tapped is not None and obj.tapped != tapped:
        return False
    if f.get("not_self") and oid == self_id:
        return False
    combat = game.combat
    in_combat = combat is not None and (oid in combat.attackers or oid in combat.blocks)
    if f.get("attacking_or_blocking") and not in_combat:
        return False
    if f.get("attacking") and (combat is None or oid not in combat.attackers):
        return False
    return obj.zone == _IN_PLAY


# The target filters of the vocabulary (D15), each declared once with its values and its doc
# line; carried out by the function named (docs/cards.md §7 is generated from these).
_COLORS = tuple(COLOR_NAMES)
_TYPES = tuple(t.value for t in CardType)
_FILTER = TARGET_FILTER_WORDS.declare
_FILTER(
    "color",
    _permanent_ok,
    values=_COLORS,
    doc="Only permanents (or spells) of this colour: `žuta`, `plava`, `crna`, `crvena`, `zelena`.",
)
_FILTER("not_color", _permanent_ok, values=_COLORS, doc="Only those not of this colour.")
_FILTER(
    "attacking_or_blocking",
    _permanent_ok,
    values=(True,),
    doc="`true`: only attacking or blocking creatures.",
)
_FILTER("attacking", _permanent_ok, values=(True,), doc="`true`: only attacking creatures.")
_FILTER(
    "controller",
    legal_targets,
    values=("you", "opponent"),
    doc="`you` or `opponent`: only permanents (or players) on that side.",
)
_FILTER(
    "tapped",
    _permanent_ok,
    values=(True, False),
    doc="`true` or `false`: only tapped (aktivirana) or untapped permanents.",
)
_FILTER(
    "type",
    types_ok,
    values=_TYPES,
    doc="Only of this card type: `Biće`, `Artefakt`, `Promena`, `Iznenađenje`, `Vradžbina`, "
    '`Izvor` (for `spell`: "odabranu magiju bića" is `{kind: spell, type: Biće}`).',
)
_FILTER(
    "types",
    types_ok,
    doc='Of any one of these card types, a list: "odabranu magiju Iznenađenja ili Vradžbine" '
    "is `{kind: spell, types: [Iznenađenje, Vradžbina]}`.",
)
_FILTER(
    "not_self",
    _permanent_ok,
    values=(True,),
    doc='`true`: not the permanent whose ability this is ("drugo odabrano biće").',
)
_FILTER(
    "single_target",
    legal_targets,
    values=(True,),
    doc='`true`, with `kind: spell`: only a spell that has exactly one target ("magija koja '
    'ima tačno jednu metu", D15.71).',
)
_FILTER(
    "aura",
    _permanent_ok,
    values=(True,),
    doc='`true`: only an Oreol, an enchantment with "Promeni ..." (Trajna Pozajmica: '
    '"odabrani Oreol", B12.69).',
)


def damage_bound(spec: TargetSpec, amount: int, most: int) -> int:
    """Diletator (K26): "za svakih 10 tako nanete štete ... po jedan odabrani" — the number of
    targets, chosen as the triggered ability goes on the niz (D11.40, D10.13), is at most one
    per 10 of the triggering damage."""
    if spec.filter("one_per_10_damage"):
        return min(most, amount // 10)
    return most


_FILTER(
    "one_per_10_damage",
    damage_bound,
    values=(True,),
    doc="`true`, on a triggered ability's target with `min: 0`: at most one target per 10 of "
    'the triggering damage ("za svakih 10 tako nanete štete ... po jedan odabrani"), counted '
    "as it goes on the niz (D11.40, D10.13). Diletator.",
)
#: the filter keys of a target, in the order the docs and the loader list them
TARGET_FILTERS = TARGET_FILTER_WORDS.names()
