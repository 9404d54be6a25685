"""Which spell or ability made a permanent leave play, and Sveto Tlo's trigger on it (K64, D11.60).

"Kad god magija ili osobina koju kontroliše protivnik izazove da izvor ode na tvoje odlagalište
iz igre, vrati taj izvor u igru." (D11.60's example.)

* The cause. A spell or ability makes something happen only as it resolves (D14.10); the zone
  change event records the controller of the spell or ability resolving at that moment (the
  innermost resolving item, `cause_controller`), or of the replacement effect whose "instead"
  is being followed (D20.68: those actions never use the niz, but an ability still causes
  them). A zone change that happens outside a resolution — a state-based effect (D21), combat
  damage (C11: no spell or ability), a cost its own controller pays — has no such cause, so it
  doesn't trigger this ability.
* "Na tvoje odlagalište": a card goes to its owner's odlagalište (B16.11), so it is the sources
  the holder's controller owns.
* "Izvor": a permanent that is a source as it leaves play (its last known types, D14.26) — a card
  played as a source or a printed Izvor, animated or not.
* D11.60: one event that puts several sources there triggers the ability once for each of them.
* "Vrati taj izvor u igru" (`return_source_to_play`): the card, if it is still the same card in
  that odlagalište (B16.13), returns to play under its owner's control as a source again, in the
  form in which any card is played as a source (B12.76, B12.77). Putting a source into play is not
  playing one: it doesn't count as the turn's source (B12.74) and enters untapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Effect, TriggeredAbility
from izvori.engine.events import ZoneChanged
from izvori.engine.instructions import EffectsFrame, InstructionsFrame
from izvori.engine.objects import StackItem, StackKind, Zone
from izvori.engine.search_sources import source_form
from izvori.engine.vocabulary import effect
from izvori.engine.vocabulary.triggers import TRIGGER_CONDITIONS, TRIGGERS

if TYPE_CHECKING:
    from izvori.engine.game import Game


def cause_controller(game: Game) -> int | None:
    """The controller of the spell or ability resolving now (the innermost), if any (D14.10)."""
    for fr in reversed(game.frames):
        # a spell or ability resolving (D14), or the "instead" of one (EffectsFrame)
        if isinstance(fr, InstructionsFrame):
            # a replacement's "instead" (D20.65, D20.68) never goes on the niz: its frame holds
            # the object whose ability it is — that ability still caused what it does (D11.60)
            held = fr.held if isinstance(fr, EffectsFrame) else None
            it = held if held is not None else game.find_stack_item(fr.item_id)
            if it is None or it.kind == StackKind.COMBAT_DAMAGE:
                return None  # C11: combat damage is no spell or ability
            return it.controller
    return None


TRIGGER_CONDITIONS.param(
    "caused_by",
    values=("opponent", "you", "any"),
    doc="Whose spell or ability made it happen: `opponent` (a spell or ability an opponent "
    "controls, as it resolves), `you`, or `any` (the default; also a state-based effect or "
    "combat damage).",
)


@TRIGGERS.word(
    "source_to_your_graveyard",
    listens=(ZoneChanged,),
    reads=("caused_by",),
    doc="a source (a card played as a source or a printed Izvor) goes from play to your "
    "odlagalište — once for each (D11.60); `caused_by` says whose spell or ability must have "
    "caused it (Sveto Tlo). `trigger_object` is then the card in the odlagalište (for "
    "`return_source_to_play`).",
)
def source_to_your_graveyard(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: ZoneChanged
) -> list[dict[str, Any]]:
    if ev.from_zone != Zone.PLAY.value or ev.to_zone != Zone.GRAVEYARD.value:
        return []
    lki = ev.lki
    if lki is None or CardType.SOURCE not in lki["types"] or ev.owner != holder_ctl:
        return []
    by = ev.cause_controller
    caused_by = ab.cond("caused_by", "any")
    if caused_by == "opponent" and (by is None or by == holder_ctl):
        return []
    if caused_by == "you" and by != holder_ctl:
        return []
    card = game.objects[ev.card]
    return [
        {
            "object": ev.card,
            "player": ev.owner,
            "card_zone": card.zone.value,
            "card_incarnation": card.incarnation,
        }
    ]


@effect(
    "return_source_to_play",
    params={},
    doc='"Vrati taj izvor u igru": the card the trigger is about (`source_to_your_graveyard`), '
    "if it is still that card in the odlagalište, returns to play under its owner's control "
    "as a source, untapped; it is not the turn's source (B12.74). Sveto Tlo.",
)
def _return_source_to_play(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    data = it.trigger_data
    oid = data.get("object")
    if oid is None or data.get("card_zone") != Zone.GRAVEYARD.value:
        return None
    obj = game.objects[oid]
    if obj.zone != Zone.GRAVEYARD or obj.incarnation != data.get("card_incarnation"):
        return None  # B16.13: it left the odlagalište, it is another object now
    game.move(
        oid, Zone.PLAY, controller=obj.owner, as_source=source_form(obj.card), cause="return_source"
    )
    return None
