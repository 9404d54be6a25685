"""Modal spells and abilities, and changing targets (D10.12, D15.70–D15.72).

A modal spell or ability ("choose one — A or B") has different targeting requirements for each
mode. The mode is announced when it is played, before targets (D10.12), and a mode can be chosen
only if all of its targets can be chosen (D15.72). Some cards let an opponent choose the mode
(D10.20). The chosen mode's targets and effects become the item's own, so changing a target
later keeps the mode (D15.72) and the new target must be legal for the same targeting
requirement (D15.71).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import ActivatedAbility, CardDef, Effect, Mode, TargetSpec
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import TargetChanged, TargetKept
from izvori.engine.instructions import legal_chosen, source_colors, source_info
from izvori.engine.objects import StackItem, StackKind
from izvori.engine.targeting import legal_targets
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def modes_of(card: CardDef, ability: ActivatedAbility | None) -> tuple[Mode, ...]:
    return ability.modes if ability is not None else card.modes


def mode_chooser(card: CardDef, ability: ActivatedAbility | None) -> str:
    return ability.mode_chooser if ability is not None else card.mode_chooser


def mode_available(
    game: Game,
    mode: Mode,
    controller: int,
    colors: Any,
    self_id: int | None = None,
    self_item: int | None = None,
) -> bool:
    """D15.72: a mode can be chosen only if all of its targets can be chosen."""
    return all(
        len(legal_targets(game, s, controller, colors, self_id, self_item)) >= s.min
        for s in mode.targets
    )


def available_modes(
    game: Game,
    modes: tuple[Mode, ...],
    controller: int,
    colors: Any,
    self_id: int | None = None,
    self_item: int | None = None,
) -> list[int]:
    return [
        i
        for i, m in enumerate(modes)
        if mode_available(game, m, controller, colors, self_id, self_item)
    ]


def apply_mode(item: StackItem, modes: tuple[Mode, ...], index: int) -> None:
    """The chosen mode's targets and effects are what the item has from now on."""
    item.mode = index
    item.target_specs = modes[index].targets
    item.effects = modes[index].effects


def mode_index(decision: Decision, answer: Any) -> int:
    """Modes are offered by their text; the answer must be one of the offered ones."""
    if not isinstance(answer, str) or answer not in decision.options:
        raise IllegalAnswer("answer.not_an_option", option=answer)
    texts: list[str] = decision.context["modes"]
    return texts.index(answer)


# ------------------------------------------------------------ changing targets
def single_target(item: StackItem) -> bool:
    """A spell with exactly one target (Preusmeravanje: "koja ima tačno jednu metu")."""
    return len(item.all_targets()) == 1


def new_target_options(
    game: Game, item: StackItem, changer: int | None = None
) -> tuple[TargetSpec, int, list[int]] | None:
    """D15.71: the other legal targets the one target of `item` could be changed to.

    The targeting requirement stays the one the item has — for a modal spell the chosen mode's
    (D15.72) — and is judged for the item's controller with its source's colours. The item
    can't target itself (D15.60), and the current target is not "another" target. The
    changing spell (`changer`) is not offered either: it is resolving and leaves the niz at
    once, so the rules leave no sense in that choice (they are silent on it).
    """
    refs = [(name, ref) for name, ts in item.targets.items() for ref, _inc in ts]
    if len(refs) != 1:
        return None
    name, current = refs[0]
    spec = next((s for s in item.target_specs if s.ref == name), None)
    if spec is None:
        return None
    # the item is always a spell (only a `kind: spell` target finds a niz entry, and it yields
    # spells only), so self_id is None; a spell's source is on the niz (game.move takes the
    # spell off the niz when its card leaves), never one of the permanents `not_self` compares:
    # every mutant of this line is equivalent (docs/mutation.md)
    self_id = item.source if item.kind != StackKind.SPELL else None  # pragma: no mutate
    legal = legal_targets(game, spec, item.controller, source_colors(game, item), self_id, item.id)
    return spec, current, [r for r in legal if r not in (current, changer)]


@effect(
    "change_target",
    params={"what": "what"},
    doc=(
        '"Promeni metu odabrane magije": the target spell\'s one target becomes another legal '
        "target for the same targeting requirement (and, for a modal spell, the same mode), "
        "chosen by this spell's controller; with no other legal target it stays as it was "
        "(D15.71, D15.72). Use a `{kind: spell, single_target: true}` target."
    ),
)
def change_target(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """ "Promeni metu odabrane magije": the controller of the changing spell picks the new
    target. If no other legal target exists, the target stays as it was (D15.71)."""
    chosen = legal_chosen(game, it, eff.get("what", "target"))
    victim = game.find_stack_item(chosen[0]) if chosen else None
    if victim is None or not single_target(victim):
        return None
    found = new_target_options(game, victim, it.id)
    if found is None:
        return None
    spec, current, options = found
    if not options:
        game.emit(TargetKept(item=victim.id, name=_item_name(game, victim)))
        return None
    if ans is None:
        return Decision(
            it.controller,
            DecisionKind.TARGETS,
            "resolve.change_target",
            tuple(options),
            1,
            1,
            {"item": it.id, "spell": victim.id, "kind": spec.kind},
        )
    if not isinstance(ans, list) or len(ans) != 1 or ans[0] not in options:
        raise IllegalAnswer("answer.not_an_option", option=ans)
    new = ans[0]
    obj = game.objects.get(new)
    inc = obj.incarnation if obj is not None else 0
    victim.targets[spec.ref] = [(new, inc)]
    if spec.ref in victim.division:
        victim.division[spec.ref] = {new: victim.division[spec.ref].get(current, 0)}
    game.emit(TargetChanged(item=victim.id, name=_item_name(game, victim), target=new))
    return None


def _item_name(game: Game, item: StackItem) -> str:
    return str(source_info(game, item).get("name", ""))
