"""The static ability words (D6) and cost parts (D4.10), each declared once with its implementation.

A static ability's `op` is carried out in several places of the rules — the layers of
characteristics (layers.py, D19.51), attacking and blocking (combat.py, combat_costs.py), the
cost of spells (casting.py), damage replacement (replacement.py) and draw replacement
(replace_draw.py) — so each op is declared here, naming the function that carries it out, with
the keys it reads and its line in docs/cards.md §9.3 (the `affects` words, each with its own
test, are in static_affects.py). The same for the parts of a cost (checked in
casting.ability_usable, paid by casting.CastFrame).
"""

from __future__ import annotations

from izvori.engine import (
    aura_control,
    cant_lose,
    casting,
    combat,
    combat_costs,
    effect_ops,
    replace_draw,
    replace_life,
    replacement,
    revealed_hands,
    shared_type,
    zone_replacement,
)
from izvori.engine.vocabulary.costs import COSTS as COSTS  # (re-exported: the loader reads it)
from izvori.engine.vocabulary.costs import PERMANENT_KINDS
from izvori.engine.vocabulary.statics import STATICS as STATICS  # (re-exported: the loader)

_TYPES = "`Biće`, `Artefakt`, `Promena`, `Iznenađenje`, `Vradžbina`, `Izvor`"
_FILTERS = ("subtype", "color", "untapped", "chosen_type")

_OP = STATICS.declare
_OP(
    "pump",
    effect_ops.apply_op,
    reads=("power", "toughness", "keywords", *_FILTERS),
    doc="The affected permanents get `power`/`toughness` (whole numbers, negative allowed) "
    "and/or `keywords`.",
)
_OP(
    "grant",
    effect_ops.apply_op,
    reads=("power", "toughness", "keywords", *_FILTERS),
    doc="As `pump`: the affected permanents get `keywords` (and/or `power`/`toughness`).",
)
_OP(
    "double_damage",
    replacement.candidates,
    doc='"If a source would deal damage, it deals double that damage instead", for everything '
    "(D20).",
)
_OP(
    "set_pt",
    effect_ops.apply_op,
    reads=("power", "toughness", *_FILTERS),
    doc="They have base `power` and `toughness` (both required).",
)
_OP(
    "add_type",
    effect_ops.split_effect,
    reads=("types", "subtypes", "power", "toughness", *_FILTERS),
    doc="They are also of the card `types` listed, and have the `subtypes` listed too (with "
    "`power` and `toughness`, both or neither, when that makes them creatures; a source that "
    "gains a basic source type gains its mana ability, B12.78).",
)
_OP(
    "set_type",
    effect_ops.split_effect,
    reads=("types", "subtypes", "power", "toughness", *_FILTERS),
    doc="Their card `types` (required) and `subtypes` are those listed instead (B12.12).",
)
_OP(
    "set_subtype",
    effect_ops.apply_op,
    reads=("subtypes", *_FILTERS),
    doc="A source's source types are the `subtypes` listed (required) instead: it loses the "
    "abilities of its text and has the mana ability of each basic type, but keeps other card "
    'types (B12.78, "Promenjeni izvor je Voda").',
)
_OP(
    "set_color",
    effect_ops.apply_op,
    reads=("colors", *_FILTERS),
    doc="They are the `colors` listed (required, a list of colour names), instead of their "
    "colours.",
)
_OP(
    "spell_cost_increase",
    casting.spell_cost_increase,
    reads=("amount", "when", "ignore_cost"),
    doc="Spells cost `amount` (required) more mana of any kind (B4.40); with "
    "`when: not_your_turn` only spells cast by a player whose turn it isn't (`when: always` is "
    "the default). "
    "`ignore_cost`: a cost (mapping of `mana`, `life`, `sacrifice`, `discard`) any player may "
    "pay, when he has priority, to ignore the effect until end of turn — a special action that "
    "doesn't use the niz (D9.29).",
)
_OP(
    "reveal_opponents_hands",
    revealed_hands.hand_revealed,
    doc='"Tvoji protivnici igraju sa otkrivenim rukama": while the permanent is in play (and has '
    "the ability), every opponent of its controller plays with his hand revealed — the view "
    "shows that hand to both players, never to a spectator (Vidovitost, K07).",
)
_OP(
    "max_attackers",
    combat.attack_limit,
    reads=("amount",),
    doc="Only `amount` creatures (required) can attack each turn, counting every combat of the "
    'turn ("Samo jedno biće može napasti u svakom potezu", E1.20).',
)
_OP(
    "attack_you_only_with",
    combat.attack_problem,
    reads=("keywords",),
    doc="Only creatures with all the `keywords` (required) can attack you, the controller "
    '("Mogu te napasti samo bića Letači").',
)
_OP(
    "cost_reduction",
    casting.self_cost_reduction,
    reads=("amount", "if"),
    doc='"[ova karta] košta `amount` bezbojnih manje pri igranju" — only `affects: self`, only '
    "generic mana. It works while the card is on the niz, as it is played (D3.93), so it never "
    "makes another card cheaper. With `if: {your_life_at_most: N}` only when its player has "
    "at most N life.",
)
_OP(
    "replace_draw",
    replace_draw.draw_replacements,
    reads=("player", "optional", "instead"),
    doc="A draw replacement, see [§10.11](#1011-replacing-draws-replace_draw).",
)
_OP(
    "attack_cost",
    combat_costs.combat_cost,
    reads=("mana", "life", "sacrifice", "tap"),
    doc="Each affected creature can attack only if its controller pays `mana` (a cost like "
    '`"1"` or `"1R"`), `life` (a number), `sacrifice` or `tap` (one permanent of a kind — '
    "`creature`, `artifact`, `source`, `enchantment` — an untapped one for `tap`; attackers "
    "without Opreznost are already tapped, C9.22), at least one of them, once per creature — "
    '"Bića ne mogu da te napadnu osim ako onaj ko ih kontroliše plati 1 za svako od njih" is '
    '`{op: attack_cost, affects: opponent_creatures, mana: "1"}`. The total is locked when '
    "attackers are declared and paid at once: the mana with mana abilities, then the "
    "permanents are chosen; a declaration whose life, sacrifices or taps can't be paid is "
    "refused, and choosing no permanent (or cancelling the mana) undoes it (C9.23–C9.26).",
)
_OP(
    "block_cost",
    combat_costs.combat_cost,
    reads=("mana", "life", "sacrifice", "tap"),
    doc="As `attack_cost`, for blocking (C10.22–C10.25).",
)
_OP(
    "remove_abilities",
    effect_ops.apply_op,
    reads=_FILTERS,
    doc='They lose all their abilities ("Sva bića gube sve osobine", D11.102), in the abilities '
    "level by timestamp (D19.51, D19.56): an ability granted by a later effect stays; a "
    'creature entering play has lost them from the moment it is in play, so its "when it '
    "enters play\" ability doesn't trigger.",
)
_OP(
    "replace_life_gain",
    replace_life.gain_life,
    reads=("amount", "player", "instead"),
    doc='"[For each `amount` life] [`player`, default `you`] would gain, instead [`instead`, an '
    'effect list]" — the replaced life is not gained and the effects happen at once, once per '
    "full `amount` (without `amount`, once for the whole gain; life below a full `amount` is "
    "gained normally); a draw made instead can itself be replaced (D20.92).",
)
_OP(
    "replace_to_graveyard",
    zone_replacement.zone_to_graveyard,
    reads=("which", "from", "goes_to", "optional"),
    doc='"If [`which: self` this permanent / `which: any` any card] would go to the odlagalište '
    "[`from: play` from play / `from: any`], [`optional: true` you may] put it `goes_to` "
    "(`library_top`: on top of its owner's library, `removed`: out of the game) instead\" "
    "(D20.91's example); when two apply, or one is optional, the controller of the card (its "
    "owner outside play) chooses (D20.91).",
)
_OP(
    "cant_lose_for_life",
    cant_lose.cant_lose_for_life,
    doc='"Ne gubiš partiju ako ti je ukupan život 0 ili manje": its controller doesn\'t lose for '
    "having 0 or less life while he controls it (A4.10 over D21.51); he loses once it leaves "
    "play if his life is still 0 or less.",
)
_OP(
    "pump_per_shared_type",
    shared_type.shared_type_bonus,
    reads=("power", "toughness", *_FILTERS),
    doc="Each affected creature gets `power`/`toughness` (both required) for each other "
    'creature in play that shares a creature type with it ("za svako drugo biće u igri koje '
    'deli tip bića sa njim", F2.110), counted in the power/toughness level (D19.51).',
)
_OP(
    "grant_activated",
    effect_ops.apply_op,
    reads=("ability", *_FILTERS),
    doc="The affected permanents have the activated `ability` (required: a mapping as in "
    '§9.1, its `self` being the permanent that has it): "Promenjeno biće ima osobinu: '
    "'@: ...'\". Each such static ability grants its own copy (D3.70); level 5 (D19.51).",
)
_OP(
    "control",
    aura_control.static_controllers,
    doc='"Kontrolišeš promenjeno biće": the controller of this aura (`affects: enchanted`, or an '
    "Oprema with `equipped`; no other affects word) controls the permanent it is attached to, "
    "from the moment it is attached until it leaves play or loses the ability; against control "
    "effects of spells and abilities the latest timestamp wins (D19.51 level 2, D19.55, D19.56). "
    "The creature is removed from combat and needs a new turn under its new controller before "
    "it attacks or uses `@` (C7.20, B12.34).",
)

# the `affects` words are declared with their tests in izvori/engine/static_affects.py

_COST = COSTS.declare
_COST(
    "mana",
    casting.CastFrame,
    doc='A mana cost: `"1R"` or `2`.',
)
_COST("tap", casting.CastFrame, values=(True,), doc="`true`: the `@` symbol (tap this permanent).")
_COST(
    "sacrifice_self",
    casting.CastFrame,
    values=(True,),
    doc="`true`: sacrifice this permanent.",
)
_COST(
    "sacrifice",
    casting.CastFrame,
    values=PERMANENT_KINDS.names(),  # cost_parts.py, imported through casting
    doc="Sacrifice one of your `creature`, `artifact`, `source`, `enchantment`.",
)
_COST("life", casting.CastFrame, doc="`life: N`: pay N life.")
_COST(
    "discard",
    casting.CastFrame,
    doc="`discard: N`: discard N cards of your choice from your hand.",
)
_COST(
    "discard_self",
    casting.CastFrame,
    values=(True,),
    doc='`true`: "Odbaci ovu kartu", only with `zone: ruka` (D3.97).',
)
_COST(
    "reveal",
    casting.CastFrame,
    values=(True,),
    doc='`true`: "otkrij ovu kartu iz ruke", only with `zone: ruka` (D3.95).',
)
