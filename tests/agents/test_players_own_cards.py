"""The computer plays any card a player may write (issue 14: "every decision kind is
answered"; "nobody ever sees a traceback for their own mistake").

Cards are YAML files players write, and the loader lets an amount be a number or a word
(`X`, `X*10`, `power`, ...), a "who" any player selector, a "what" any group (docs/cards.md).
Each card of the pool is rewritten with each such value in each of its effects' parameters
(and "X*10" in each divided target, D10.15), and whatever the loader accepts is played: in
Ana's hand, in her play, and in Boris's, `lako` deciding for both to the end of the next
turn, with the search's candidates asked at the first priority. Nothing may fail. Session
30's sweep found two failures this way: `lako` compared a divided "X*10" with numbers, and
the engine read a mana ability's amount `power` as a number (the loader refuses that now,
D7.10). The suite plays a sample; the soak command plays them all (about 2,000).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
import soak_mode
import yaml

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.agents.plays import priority_candidates
from izvori.cards.library import card_paths
from izvori.cards.schema import (
    AMOUNT_WORDS,
    EFFECT_PARAMS,
    GROUP_SELECTORS,
    PLAYER_SELECTORS,
    CardError,
    build_card,
)
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.view import view
from izvori.scenario.builder import ScenarioError
from izvori.scenario.table import card_pool, setup

NAME = "Probna Karta"
#: what a player may write for a parameter of each kind (docs/cards.md), beside the printed
#: value: every amount word, every player or group selector, numbers at the edges
VALUES: dict[str, list[Any]] = {
    "amount": [*AMOUNT_WORDS, 0],
    "signed": [*AMOUNT_WORDS, 0, -30],
    "int": [0, 1, 7],
    "bool": [True, False],
    "who": list(PLAYER_SELECTORS),
    "what": list(GROUP_SELECTORS),
    "to": [*PLAYER_SELECTORS, *GROUP_SELECTORS],
}
Path_ = tuple[Any, ...]


def _params(node: Any, path: Path_ = ()) -> list[tuple[Path_, str]]:
    """Where an effect's parameters of the kinds above are, with their kinds."""
    out: list[tuple[Path_, str]] = []
    if isinstance(node, dict):
        if len(node) == 1:
            ((op, params),) = node.items()
            if op in EFFECT_PARAMS and isinstance(params, dict):
                kinds = EFFECT_PARAMS[op]
                out += [((*path, op, k), kind) for k, kind in kinds.items() if kind in VALUES]
        for k, v in node.items():
            out += _params(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _params(v, (*path, i))
    return out


def _divides(card: dict[str, Any]) -> list[Path_]:
    specs = card.get("targets") or []
    return [("targets", i, "divide") for i, s in enumerate(specs) if "divide" in s]


def _put(node: Any, path: Path_, value: Any) -> None:
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


def _variants() -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    for f in card_paths():
        for card in yaml.safe_load(f.read_text(encoding="utf-8"))["cards"]:
            for site, kind in _params(card):
                for value in VALUES[kind]:
                    v = copy.deepcopy(card)
                    _put(v, site, value)
                    out.append((f"{card['name']} {'.'.join(map(str, site))}={value}", v))
            for site in _divides(card):
                v = copy.deepcopy(card)
                _put(v, site, "X*10")
                if "X" not in str(v.get("cost", "")):
                    v["cost"] = "X" + str(v.get("cost", ""))
                out.append((f"{card['name']} divide=X*10", v))
    return out


VARIANTS = _variants()


def _value_of(name: str) -> str:
    return name.rsplit("=", 1)[1]


#: the suite: every 8th, every divided "X*10", and the first use of each value (a sample
#: over all colours and every value); the soak: all
PICKED = soak_mode.cases(
    short=sorted(
        {
            *range(0, len(VARIANTS), 8),
            *(i for i, v in enumerate(VARIANTS) if "divide" in v[0]),
            *{_value_of(v[0]): i for i, v in reversed(list(enumerate(VARIANTS)))}.values(),
        }
    ),
    long=list(range(len(VARIANTS))),
)

SOURCES = ", ".join(
    f"{{card: {c}, as_source: true}}"
    for c in ("Gorski Razbojnik", "Šumski Vilenjak", "Kavgadžija", "Noćni Vampir", "Plima")
    for _ in range(3)
)


def _table(where: str) -> str:
    mine = f", {NAME}" if where == "mine" else ""
    his = f", {NAME}" if where == "his" else ""
    return f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        life: 100
        hand: [{NAME if where == "hand" else ""}]
        play: [Mladi Vuk{mine}, {SOURCES}]
        graveyard: [Grom, Mladi Vuk]
        library: [Severnjak, Severnjak, Severnjak, Severnjak, Severnjak]
      - name: Boris
        life: 100
        hand: [Grom]
        play: [Mladi Vuk, Kameni Golem{his}, {SOURCES}]
        graveyard: [Grom, Mladi Vuk]
        library: [Severnjak, Severnjak, Severnjak, Severnjak, Severnjak]
    """


def _built(data: dict[str, Any]) -> CardDef | None:
    card = dict(data, name=NAME)
    try:
        return build_card(load_text(yaml.safe_dump(card, allow_unicode=True)), 1)
    except CardError:
        return None  # refused with a message, as the player would see it: not playable


def test_the_sample_reaches_every_word() -> None:
    assert len(VARIANTS) > 300
    words = {_value_of(VARIANTS[i][0]) for i in PICKED}
    assert {str(w) for values in VALUES.values() for w in values} <= words


@pytest.mark.soak
@pytest.mark.parametrize("index", PICKED, ids=[VARIANTS[i][0] for i in PICKED])
def test_lako_plays_a_players_card(index: int) -> None:
    _name, data = VARIANTS[index]
    card = _built(data)
    if card is None:
        return
    pool = {**card_pool(), NAME: card}
    for where in ("hand", "mine", "his"):
        try:
            game = setup(pool, _table(where))
        except ScenarioError:
            continue  # an instant or a sorcery is never in play
        bots = (HeuristicAgent(pool, seed=1), HeuristicAgent(pool, seed=2))
        d = game.pending
        if d is not None and d.kind == DecisionKind.PRIORITY:
            assert priority_candidates(bots[d.player], view(game, d.player), d, 3)
        last = game.turn + 1
        for _ in range(400):
            if game.result is not None or game.pending is None or game.turn > last:
                break
            d = game.pending
            game.submit(ask(bots[d.player], game).choice.answer)
