"""Diletator's target filter `one_per_10_damage` ("za svakih 10 tako nanete štete ... po jedan
odabrani") counts the damage of the event that triggered the ability: the loader refuses it, with
file and line, where there is no such damage — on a spell, an activated ability or a triggered
ability of another event — and accepts it on a damage trigger."""

from __future__ import annotations

from pathlib import Path

import pytest
from card_text import HEAD, load

from izvori.strings import t

CREATURE = HEAD + "    type: Biće\n    power: 10\n    toughness: 10\n"
TARGET = "{kind: permanent, min: 0, max: 20, one_per_10_damage: true}"
REFUSED = t(
    "err.card.only_with", key="one_per_10_damage", other="when: deals_damage / is_dealt_damage"
)


@pytest.mark.parametrize(
    ("case", "text", "line"),
    [
        (
            "spell",
            HEAD + f"    type: Vradžbina\n    targets: [{TARGET}]\n"
            "    effects: [{bounce: {what: target}}]\n",
            5,
        ),
        (
            "activated ability",
            CREATURE + "    abilities:\n      - activated:\n          cost: 1\n"
            f"          targets: [{TARGET}]\n          effects: [{{bounce: {{what: target}}}}]\n",
            10,
        ),
        (
            "trigger of another event",
            CREATURE + "    abilities:\n      - triggered:\n          when: attacks\n"
            "          who: self\n"
            f"          targets: [{TARGET}]\n          effects: [{{bounce: {{what: target}}}}]\n",
            11,
        ),
    ],
)
def test_one_per_10_damage_without_damage_is_refused_with_its_line(
    tmp_path: Path, case: str, text: str, line: int
) -> None:
    path, report, cards = load(tmp_path, text)
    prefix = t("err.card_prefix", name="Proba")
    assert report.problems == [f"{path}:{line}: {prefix}{REFUSED}"], (case, report.problems)
    assert cards == {}


def test_one_per_10_damage_on_a_damage_trigger_loads(tmp_path: Path) -> None:
    text = (
        CREATURE + "    abilities:\n      - triggered:\n          when: deals_damage\n"
        "          who: self\n          to: player\n          combat: true\n"
        f"          targets: [{TARGET}]\n          effects: [{{bounce: {{what: target}}}}]\n"
    )
    _path, report, cards = load(tmp_path, text)
    assert report.problems == []
    assert cards["Proba"].triggered[0].targets[0].filter("one_per_10_damage")
