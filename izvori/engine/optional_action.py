"""An optional action with a consequence for not taking it (D14.23, D20.52).

"Možeš žrtvovati biće. Ako to ne uradiš, gubiš 40 života." (D14.23's example.) The player
announces the choice while the effect is applied (D14.23). He can't choose an option that is
impossible: a player who controls no permanent of the kind can't choose to sacrifice, so he
suffers what follows "if you don't". Choosing to sacrifice, he chooses which permanent as the
effect resolves (a sacrifice is never a target).

The instructions after "if you do" / "if you don't" run one after another inside this one
instruction, as `may`'s do, so they may ask questions or wait for payments like any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Effect
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import MayChosen
from izvori.engine.instructions import NOT_DONE, players_of, run_nested
from izvori.engine.objects import StackItem
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def _candidates(game: Game, player: int, kind: str) -> list[int]:
    need = CardType(kind)
    return [
        oid
        for oid in game.battlefield
        if game.objects[oid].controller == player and need in game.chars(oid).types
    ]


@effect(
    "may_sacrifice",
    params={"who": "who", "sacrifice": "card_type", "if_you_do": "effects", "otherwise": "effects"},
    required=("sacrifice",),
    doc=(
        "\"[The player] may sacrifice a [type]. If he does, [`if_you_do`]. If he doesn't, "
        '[`otherwise`]." (`who` default `you`.) He answers yes or no as it resolves, then '
        "chooses the permanent; one who controls none of that type can't choose to sacrifice "
        "and gets `otherwise` (D14.23)."
    ),
)
def may_sacrifice(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    st = fr.scratch
    if "subs" not in st:
        chooser = next(iter(players_of(game, it, eff.get("who", "you"))), None)
        if chooser is None:
            return None
        options = _candidates(game, chooser, str(eff.get("sacrifice")))
        if "do" not in st:
            if not options:
                # D14.23: the impossible option can't be chosen
                st["do"] = False
            elif ans is None:
                return Decision(
                    chooser,
                    DecisionKind.YES_NO,
                    "resolve.may_sacrifice",
                    (True, False),
                    context={"item": it.id, "kind": str(eff.get("sacrifice"))},
                )
            else:
                if not isinstance(ans, bool):
                    # never reached through Game.submit: normalize_answer refuses a YES_NO answer
                    # that is not a bool first, with this same key (its mutants are equivalent)
                    raise IllegalAnswer("answer.not_yes_no")  # pragma: no mutate
                st["do"] = ans
                return NOT_DONE  # the frame runs us again to go on
        if st["do"]:
            if ans is None:
                return Decision(
                    chooser,
                    DecisionKind.CHOOSE_ONE,
                    "resolve.sacrifice_which",
                    tuple(options),
                    context={"item": it.id},
                )
            if ans not in options or isinstance(ans, bool):
                raise IllegalAnswer("answer.not_an_option", option=ans)
            game.sacrifice(int(ans))
        game.emit(MayChosen(player=chooser, choice=st["do"], item=it.id))
        st["subs"] = "if_you_do" if st["do"] else "otherwise"
        st["sub"] = 0
        st["inner"] = {}
        if ans is not None:
            return NOT_DONE
    subs = tuple(eff.get(st["subs"], ()))
    return run_nested(game, fr, it, subs, ans)
