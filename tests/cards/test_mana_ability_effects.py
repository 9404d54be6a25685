"""A mana ability with effects after its `add_mana` is refused with `file:line` (D7.10).

D7.10 lets a mana ability make other effects as it makes mana, but the engine plays a mana
ability (an activated ability in play, without targets, whose first effect is `add_mana`) as
its mana only: `payment.activate_mana`, auto-pay and the AI's plans add the mana and nothing
else. Rather than drop the other effects silently, the loader refuses them, naming the line of
the first effect after `add_mana`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import MAX_MESSAGE, Report, load_card_file
from izvori.strings import t

HEAD = "cards:\n  - name: Probni Izvor\n    cost: '1'\n    type: Artefakt\n"

# (case id, lines after the card's head, the line of the refused effect, its op)
CASES: list[tuple[str, str, int, str]] = [
    (
        "block list, lose_life after add_mana",
        "    abilities:\n"
        "      - activated:\n"
        "          cost: {tap: true}\n"
        "          effects:\n"
        "            - add_mana: {kind: crna, amount: 1}\n"
        "            - lose_life: {who: you, amount: 1}\n",
        10,
        "lose_life",
    ),
    (
        "inline list, draw after add_mana",
        "    abilities:\n"
        "      - activated:\n"
        "          cost: {tap: true}\n"
        "          effects: [{add_mana: {kind: zelena}}, draw]\n",
        8,
        "draw",
    ),
    (
        "a second add_mana would be dropped too",
        "    abilities:\n"
        "      - activated:\n"
        "          cost: '1'\n"
        "          effects:\n"
        "            - add_mana: {kind: crvena}\n"
        "            - add_mana: {kind: zelena}\n",
        10,
        "add_mana",
    ),
]


@pytest.mark.parametrize(("case", "extra", "line", "op"), CASES, ids=[c[0] for c in CASES])
def test_d7_10_mana_ability_with_more_effects_is_refused(
    tmp_path: Path, case: str, extra: str, line: int, op: str
) -> None:
    path = tmp_path / "karte.yaml"
    path.write_text(HEAD + extra, encoding="utf-8")
    report = Report()
    cards = load_card_file(path, report)
    message = t("err.card_prefix", name="Probni Izvor") + t("err.card.mana_ability_effects", op=op)
    expected = f"{path}:{line}: {message}"
    if len(expected) > MAX_MESSAGE:
        expected = expected[: MAX_MESSAGE - 3] + "..."
    assert report.problems == [expected]
    assert "D7.10" in message and op in message
    assert dict(cards) == {}


@pytest.mark.parametrize(
    ("case", "extra"),
    [
        (
            "only add_mana: a mana ability",
            "    abilities:\n      - activated:\n          cost: {tap: true}\n"
            "          effects: [{add_mana: {kind: crna}}]\n",
        ),
        (
            "with a target it is no mana ability (D7.10), so it uses the niz",
            "    abilities:\n      - activated:\n          cost: {tap: true}\n"
            "          targets: [{kind: player}]\n"
            "          effects:\n"
            "            - add_mana: {kind: crna}\n"
            "            - lose_life: {who: target, amount: 1}\n",
        ),
    ],
)
def test_d7_10_controls_load(tmp_path: Path, case: str, extra: str) -> None:
    """Only the effects a mana ability would drop make a card fail."""
    path = tmp_path / "karte.yaml"
    path.write_text(HEAD + extra, encoding="utf-8")
    report = Report()
    cards = load_card_file(path, report)
    assert report.problems == []
    assert "Probni Izvor" in cards


@pytest.mark.parametrize("word", ["power", "X", "X*10", "damage_dealt"])
def test_d7_10_mana_ability_amount_is_a_number(tmp_path: Path, word: str) -> None:
    """A mana ability makes its mana as it is played, never on the niz (D7.10): its amount is
    the number printed. An amount a resolving ability would work out (X, the power, ...)
    is refused with the line of the `add_mana` — before, the card loaded and the game
    failed the first time the mana was counted."""
    path = tmp_path / "karte.yaml"
    path.write_text(
        HEAD + "    abilities:\n      - activated:\n          cost: {tap: true}\n"
        "          effects:\n"
        f"            - add_mana: {{kind: crna, amount: {word}}}\n",
        encoding="utf-8",
    )
    report = Report()
    cards = load_card_file(path, report)
    message = t("err.card_prefix", name="Probni Izvor") + t(
        "err.card.mana_ability_amount", value=word
    )
    assert report.problems == [f"{path}:9: {message}"]
    assert dict(cards) == {}
