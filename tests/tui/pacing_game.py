"""The scripted 12-turn game that measures hot-seat pacing (docs/hotseat.md).

demo-crvena vs demo-zelena, seed 7, Ana first. Each player follows a plain script that looks only
at the decision in front of them: play a source if one can be played, else cast the first spell
on offer, else "dalje"; pay automatically; attack with every creature that can; never block.

Keys are counted with this model (the same for every controller measured):

* a hand-over screen: 1 key (Enter);
* an answer at prednost or while paying, a number, a yes/no, one choice: 1 key;
* targets or a choice of several: one key per pick plus Enter;
* attackers: 1 key ("Svi u napad"/"Niko ne napada") when all or none attack, else one per
  attacker plus Enter — `attack_all_key=False` counts the old way, one key per attacker plus Enter;
* blockers: Enter for no blocks, else two keys per block plus Enter.

Run as a script for the figures: `python tests/tui/pacing_game.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from izvori.engine import requirements
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind
from izvori.engine.game import Game
from izvori.tui.controller import Ask, Controller, Over


def scripted_answer(d: Decision) -> Any:
    opts = list(d.options)
    k = d.kind
    if k == DecisionKind.PRIORITY:
        for kind in ("source", "cast"):
            for a in opts:
                if isinstance(a, Action) and a.kind == kind:
                    return a
        return PASS
    if k == DecisionKind.PAY:
        auto = [a for a in opts if a.kind == "auto"]
        return auto[0] if auto else next(a for a in opts if a.kind != "cancel")
    if k in (DecisionKind.CHOOSE_ONE, DecisionKind.YES_NO):
        return opts[0]
    if k == DecisionKind.NUMBER:
        return d.max
    if k in (DecisionKind.TARGETS, DecisionKind.CHOOSE_SOME):
        return opts[: max(d.min, min(1, d.max))]
    if k == DecisionKind.ATTACKERS:
        if "rules" in d.context:
            answer = opts
            decl = requirements.attack_declaration(answer)
            if requirements.problem(d, decl) is None:
                return answer
            return requirements.legal_example(d)
        return opts
    if k == DecisionKind.BLOCKERS:
        if "rules" in d.context:
            return requirements.legal_example(d)
        return []
    if k == DecisionKind.ORDER:
        return opts
    if k == DecisionKind.DIVIDE:
        total = int(d.context["total"])
        return [[opts[0], total]]
    return opts[0] if opts else None


def keys_for(d: Decision, answer: Any, attack_all_key: bool = True) -> int:
    k = d.kind
    if k == DecisionKind.ATTACKERS:
        n = len(answer)
        if attack_all_key and n in (0, len(d.options)):
            return 1
        return n + 1
    if k == DecisionKind.BLOCKERS:
        return 2 * len(answer) + 1
    if k in (DecisionKind.TARGETS, DecisionKind.CHOOSE_SOME, DecisionKind.DIVIDE):
        return len(answer) + 1
    return 1


@dataclass
class PacingFigures:
    turns: int = 0
    keys: int = 0
    handovers: int = 0
    asked: int = 0
    passes: int = 0  # "dalje" answers a human gave
    # (turn, step, player, hand-over?) for every decision put in front of a human
    asks: list[tuple[int, str, int, bool]] = field(default_factory=list)

    @property
    def keys_per_turn(self) -> float:
        return self.keys / max(1, self.turns)

    @property
    def handovers_per_turn(self) -> float:
        return self.handovers / max(1, self.turns)


def demo_game(seed: int = 7) -> Game:
    from izvori.cards.library import load_cards_or_raise, load_deck_by_name

    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    return Game(decks, ("Ana", "Boris"), seed=seed, starting_player=0)


def play(
    game: Game,
    turns: int = 12,
    answer: Callable[[Decision], Any] = scripted_answer,
    attack_all_key: bool = True,
    controller: Controller | None = None,
) -> PacingFigures:
    """Drive `game` through the hot-seat controller as the TUI does, counting keys."""
    ctl = controller or Controller(game)
    fig = PacingFigures()
    for _ in range(5000):
        step = ctl.next_step()
        if isinstance(step, Over) or game.turn > turns:
            break
        if not isinstance(step, Ask):
            ctl.auto_pass()
            continue
        d = step.decision
        handover = ctl.needs_handover(d.player)
        if handover:
            fig.handovers += 1
            fig.keys += 1
            ctl.took_keyboard(d.player)
        a = answer(d)
        fig.asked += 1
        fig.keys += keys_for(d, a, attack_all_key)
        if a == PASS:
            fig.passes += 1
        fig.asks.append((game.turn, game.step.value, d.player, handover))
        ctl.submit(a)
    fig.turns = min(game.turn, turns)
    return fig


if __name__ == "__main__":
    f = play(demo_game(), attack_all_key=False)
    g = play(demo_game())
    print(
        f"turns {f.turns}: {f.keys_per_turn:.1f} keys/turn (one key per attacker), "
        f"{g.keys_per_turn:.1f} keys/turn (Svi u napad), "
        f"{f.handovers_per_turn:.2f} hand-overs/turn, asked {f.asked}, 'dalje' {f.passes}"
    )
