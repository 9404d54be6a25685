"""Issue 11, item 4: every refusal says why, naming the rule, and leaks no object id.

Each test walks one refusal path: it builds a position, submits an answer the rules forbid,
checks that the game is unchanged (D23), that `Game.check` gives the same reason without
submitting, and that the Serbian sentence cites a rule number and shows no raw id.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.explain import GENERIC_KEYS, KIND_RULES, PROMPT_RULES, rule_for
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj, setup
from izvori.scenario.table import refusal as refused_answer
from izvori.strings import MESSAGES, t

RULE = re.compile(r"\b[A-E]\d{1,2}\.\d{1,3}\b")
RAW_ID = re.compile(r"\(-?\d+\)")
ENGINE = Path(__file__).resolve().parents[2] / "izvori" / "engine"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def refusal(game: Game, answer: Any) -> tuple[str, str]:
    """Submit a forbidden answer: (key, Serbian text). The state must be unchanged (D23)."""
    exc = refused_answer(game, answer)
    text = t(exc.key, **exc.args_)
    assert RULE.search(text), f"no rule number in {text!r}"
    assert not RAW_ID.search(text), f"a raw id in {text!r}"
    assert "{" not in text, f"an unfilled placeholder in {text!r}"
    return exc.key, text


MAIN = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Mladi Vuk, Grom, Netrpeljivost, Kripta Plamena, Vatrene Strele, Piromanija,
               Varnica, Kostolomac]
        play:
          - {card: Grom, as_source: true}
          - {card: Oluja, as_source: true, tapped: true}
          - {card: Kostolomac, sick: true}
          - {card: Pegaz, tapped: true}
      - name: Boris
        hand: [Grom]
        play: [Kavgadžija, Šumski Vilenjak]
"""


# ------------------------------------------------------------------ priority (D9.14)
def test_a_legal_answer_checks_ok(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    before = game.digest()
    assert game.check(Action("pass")) is None
    assert game.check(Action("source", obj(game, "Mladi Vuk", Zone.HAND))) is None
    assert game.digest() == before


def test_b12_71_a_source_comes_from_the_hand(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, _ = refusal(game, Action("source", obj(game, "Kavgadžija")))
    assert key == "play.not_in_hand"


def test_b12_71_one_source_per_turn(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    game.submit(Action("source", obj(game, "Mladi Vuk", Zone.HAND)))
    key, text = refusal(game, Action("source", obj(game, "Grom", Zone.HAND)))
    assert key == "source.one_per_turn"
    assert "B12.71" in text


def test_c6_40_no_source_in_the_opponents_turn(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN.replace("active: Ana", "active: Boris\n    priority: Ana"))
    key, text = refusal(game, Action("source", obj(game, "Mladi Vuk", Zone.HAND)))
    assert key == "source.timing"
    assert "C6.40" in text


def test_b12_21_a_creature_waits_for_the_own_main_phase(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN.replace("active: Ana", "active: Boris\n    priority: Ana"))
    key, text = refusal(game, Action("cast", obj(game, "Mladi Vuk", Zone.HAND)))
    assert key == "cast.timing"
    assert "Mladi Vuk" in text and "B12.21" in text


def test_b12_21_only_instants_while_the_niz_is_full(pool: dict[str, CardDef]) -> None:
    position = MAIN.replace(
        "    players:",
        "    stack:\n      - {spell: Grom, controller: Boris, targets: [Ana]}\n    players:",
    )
    game = setup(pool, position)
    key, _ = refusal(game, Action("cast", obj(game, "Piromanija", Zone.HAND)))
    assert key == "cast.timing_stack"


def test_b13_11_a_printed_izvor_has_no_mana_cost(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, text = refusal(game, Action("cast", obj(game, "Kripta Plamena", Zone.HAND)))
    assert key == "cast.no_cost"
    assert "B13.11" in text


def test_d10_13_no_legal_target_no_cast(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, text = refusal(game, Action("cast", obj(game, "Netrpeljivost", Zone.HAND)))
    assert key == "cast.no_targets"
    assert "D10.13" in text


def test_d10_18_a_cost_that_cant_be_paid(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, text = refusal(game, Action("cast", obj(game, "Kostolomac", Zone.HAND)))
    assert key == "cast.cant_pay"
    assert "3R" in text or "3C" in text or "D10.18" in text


def test_d4_40_a_sick_creature_cant_pay_tap(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, text = refusal(game, Action("activate", obj(game, "Kostolomac"), 0))
    assert key == "activate.sick"
    assert "Kostolomac" in text


def test_d4_10_an_ability_that_does_not_exist(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, _ = refusal(game, Action("activate", obj(game, "Kostolomac"), 5))
    assert key == "activate.no_ability"


def test_d4_20_only_the_controller_plays_its_abilities(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, _ = refusal(game, Action("activate", obj(game, "Šumski Vilenjak"), 0))
    assert key == "activate.not_yours"


def test_a5_40_a_tapped_source_gives_no_mana(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, _ = refusal(game, Action("mana", obj(game, "Oluja"), 0, "R"))
    assert key == "mana.tapped"


def test_d10_17_nothing_to_pay_at_priority(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, _ = refusal(game, Action("auto"))
    assert key == "priority.nothing_to_pay"


def test_malformed_answers_still_name_the_rule(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    key, text = refusal(game, ["cast", "Grom"])
    assert key == "answer.malformed"
    assert "D9.14" in text
    key, text = refusal(game, "fly")
    assert "D9.14" in text


# ------------------------------------------------------------------ casting (D10.12–D10.18)
def start_cast(game: Game, name: str) -> None:
    game.submit(Action("cast", obj(game, name, Zone.HAND)))


def test_d10_13_targets_offered_only(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    start_cast(game, "Grom")
    d = game.pending
    assert d is not None and d.kind == DecisionKind.TARGETS
    key, text = refusal(game, [obj(game, "Grom")])  # a source is not a creature
    assert key == "target.illegal"
    assert "D10.13" in text
    key, _ = refusal(game, [])
    assert key == "target.count"


def test_d10_13_the_same_target_twice(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN.replace("        play:\n", "        pool: {R: 5}\n        play:\n", 1))
    start_cast(game, "Piromanija")
    kav = obj(game, "Kavgadžija")
    key, _ = refusal(game, [kav, kav])
    assert key == "target.twice"


def test_d10_15_division_refusals(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN.replace("        play:\n", "        pool: {R: 5}\n        play:\n", 1))
    start_cast(game, "Piromanija")
    kav, vil = obj(game, "Kavgadžija"), obj(game, "Šumski Vilenjak")
    game.submit([kav, vil])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.DIVIDE
    assert refusal(game, [[kav, 37], [vil, 3]])[0] == "divide.minimum"
    assert refusal(game, [[kav, 20], [vil, 10]])[0] == "divide.total"
    assert refusal(game, [[kav, 20], [obj(game, "Grom"), 20]])[0] == "divide.bad_recipient"
    assert refusal(game, [[kav, 40]])[0] == "divide.every_target"


def test_d10_12_x_is_what_can_be_paid(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    start_cast(game, "Vatrene Strele")
    d = game.pending
    assert d is not None and d.kind == DecisionKind.NUMBER
    key, text = refusal(game, d.max + 1)
    assert key == "cast.x_range"
    assert "D10.12" in text
    assert refusal(game, "pet")[0] == "answer.not_a_number"


def test_d10_12_kicker_is_yes_or_no(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    start_cast(game, "Varnica")
    d = game.pending
    assert d is not None and d.kind == DecisionKind.YES_NO
    _, text = refusal(game, "možda")
    assert "D10.12" in text


def test_d10_18_paying_with_a_tapped_source(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    start_cast(game, "Grom")
    game.submit([obj(game, "Kavgadžija")])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert refusal(game, Action("mana", obj(game, "Oluja"), 0, "R"))[0] == "mana.tapped"
    _, text = refusal(game, Action("pass"))
    assert "D10.18" in text


# ------------------------------------------------------------------ combat (C9, C10)
COMBAT = """
    active: Ana
    step: početak_borbe
    players:
      - name: Ana
        play:
          - Kavgadžija
          - {card: Red Svete Šume, tapped: true}
          - {card: Mladi Vuk, sick: true}
          - {card: Grom, as_source: true}
      - name: Boris
        play: [Porodica Vrhova]
"""


def to_attackers(game: Game) -> None:
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert game.pending is not None and game.pending.kind == DecisionKind.ATTACKERS


def test_c9_21_attacker_refusals(pool: dict[str, CardDef]) -> None:
    game = setup(pool, COMBAT)
    to_attackers(game)
    key, text = refusal(game, [obj(game, "Grom")])
    assert (key, text) == ("attack.not_creature", "Samo bića mogu da napadnu (C9.21).")
    assert refusal(game, [obj(game, "Porodica Vrhova")])[0] == "attack.not_yours"
    assert refusal(game, [obj(game, "Red Svete Šume")])[0] == "attack.tapped"
    assert refusal(game, [obj(game, "Mladi Vuk")])[0] == "attack.sick"
    kav = obj(game, "Kavgadžija")
    assert refusal(game, [kav, kav])[0] == "answer.duplicate"
    assert refusal(game, "svi")[0] == "answer.not_a_list"


def test_c10_blocker_refusals(pool: dict[str, CardDef]) -> None:
    game = setup(pool, COMBAT)
    to_attackers(game)
    kav = obj(game, "Kavgadžija")
    game.submit([kav])
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert game.pending is not None and game.pending.kind == DecisionKind.BLOCKERS
    por = obj(game, "Porodica Vrhova")
    key, text = refusal(game, [[por, kav], [por, kav]])
    assert key == "answer.duplicate" and "C10.21" in text
    key, text = refusal(game, [[kav, kav]])
    assert key == "block.not_yours" and "C10.21" in text


# ------------------------------------------------------------------ the protocol itself
def test_a3_10_no_answer_after_the_game(pool: dict[str, CardDef]) -> None:
    game = setup(pool, MAIN)
    game.concede(1)
    assert game.check(Action("pass")) is not None
    with pytest.raises(IllegalAnswer) as exc:
        game.submit(Action("pass"))
    assert "A3.10" in t(exc.value.key, **exc.value.args_)


def _engine_keys() -> set[str]:
    """Every message key the engine and explain.py can refuse with."""
    keys: set[str] = set()
    pattern = re.compile(r'(?:IllegalAnswer|Refusal|_illegal)\(\s*(?:game,\s*)?"([a-z_.]+)"')
    for path in ENGINE.glob("*.py"):
        keys.update(pattern.findall(path.read_text(encoding="utf-8")))
    for path in (ENGINE / "combat.py", ENGINE / "requirements.py"):
        keys.update(re.findall(r'"((?:attack|block)\.[a-z_]+)"', path.read_text("utf-8")))
    return keys


def test_every_refusal_key_has_a_text_that_names_a_rule() -> None:
    keys = _engine_keys()
    assert {"priority.not_legal", "attack.not_creature", "cast.timing"} <= keys
    for key in sorted(keys):
        assert key in MESSAGES, f"{key} has no Serbian text"
        filled = t(
            key,
            rule="D9.14",
            name="X",
            min=1,
            max=2,
            total=40,
            minimum=5,
            cost="1R",
            count=1,
            life=10,
            keywords="Letač",
        )
        assert RULE.search(filled), f"{key}: {MESSAGES[key]!r} names no rule"
        assert "{" not in filled, f"{key}: {MESSAGES[key]!r} has an unknown placeholder"
        if "{rule}" in MESSAGES[key]:
            assert key in GENERIC_KEYS or key.startswith("target."), key


def test_every_decision_kind_has_a_rule() -> None:
    assert set(KIND_RULES) == set(DecisionKind)
    for prefix, rule in PROMPT_RULES.items():
        assert RULE.fullmatch(rule), prefix
    d = Decision(0, DecisionKind.TARGETS, "cast.targets")
    assert rule_for(d) == "D10.13"
    assert rule_for(Decision(0, DecisionKind.NUMBER, "something.new")) == "D14.23"
