"""An unknown key anywhere in a card is refused with `file:line` (issue 19, item 10).

A typo in an ability must never be accepted silently: "per_tun: 1" would otherwise make an
ability usable any number of times. Each case puts one misspelt key at a known line of a card
and checks the whole message, the list of allowed keys included, so that both a missing check
and a wrong list of allowed keys fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import MAX_MESSAGE, Report, load_card_file
from izvori.cards.schema import (
    ACTIVATED_KEYS,
    COST_KEYS,
    ENTERS_AS_COPY_KEYS,
    MODE_KEYS,
    STATIC_KEYS,
    TARGET_KEYS,
    TRIGGERED_KEYS,
)
from izvori.strings import t

HEAD = (
    "cards:\n  - name: Probni Vuk\n    cost: R\n    type: Biće\n    power: 10\n    toughness: 10\n"
)

# (case id, the misspelt key, lines after the card's head, its line, where, allowed keys)
CASES: list[tuple[str, str, str, int, str, tuple[str, ...]]] = [
    (
        "activated ability",
        "per_tun",
        "    abilities:\n"
        "      - activated:\n"
        "          cost: {tap: true}\n"
        "          effects: [draw]\n"
        "          per_tun: 1\n",
        11,
        "activated",
        ACTIVATED_KEYS,
    ),
    (
        "activated ability, inline",
        "sorcery",
        "    abilities:\n      - activated: {cost: R, effects: [draw], sorcery: true}\n",
        8,
        "activated",
        ACTIVATED_KEYS,
    ),
    (
        "triggered ability",
        "opcionalno",
        "    abilities:\n      - triggered:\n          when: dies\n          effects: [draw]\n"
        "          opcionalno: true\n",
        11,
        "triggered",
        TRIGGERED_KEYS,
    ),
    (
        "static ability",
        "snaga",
        "    abilities:\n      - static:\n          op: pump\n          power: 10\n"
        "          snaga: 10\n",
        11,
        "static",
        STATIC_KEYS,
    ),
    (
        "mode of an activated ability",
        "mete",
        "    abilities:\n      - activated:\n          cost: R\n          modes:\n"
        "            - {text: a, effects: [draw]}\n"
        "            - {text: b, effects: [draw], mete: []}\n",
        12,
        "modes",
        MODE_KEYS,
    ),
    (
        "cost of an activated ability",
        "tapp",
        "    abilities:\n      - activated:\n          cost: {tap: true, tapp: true}\n"
        "          effects: [draw]\n",
        9,
        "cost",
        COST_KEYS,
    ),
    (
        "target of an activated ability",
        "vrsta",
        "    abilities:\n      - activated:\n          cost: R\n"
        "          targets: [{kind: creature, vrsta: x}]\n"
        "          effects: [{damage: {to: target, amount: 10}}]\n",
        10,
        "targets",
        TARGET_KEYS,
    ),
    (
        "enters as a copy",
        "grant",
        "    enters_as_copy: {keep: [], grant: []}\n",
        7,
        "enters_as_copy",
        ENTERS_AS_COPY_KEYS,
    ),
]


@pytest.mark.parametrize(
    ("case", "bad", "extra", "line", "where", "allowed"), CASES, ids=[c[0] for c in CASES]
)
def test_unknown_key_is_refused_with_file_and_line(
    tmp_path: Path, case: str, bad: str, extra: str, line: int, where: str, allowed: tuple[str, ...]
) -> None:
    path = tmp_path / "karte.yaml"
    path.write_text(HEAD + extra, encoding="utf-8")
    report = Report()
    cards = load_card_file(path, report)
    message = t("err.card_prefix", name="Probni Vuk") + t(
        "err.card.unknown_key", key=bad, where=where, allowed=", ".join(allowed)
    )
    expected = f"{path}:{line}: {message}"
    if len(expected) > MAX_MESSAGE:
        expected = expected[: MAX_MESSAGE - 3] + "..."
    assert report.problems == [expected]
    assert dict(cards) == {}


def test_the_same_ability_without_the_typo_loads(tmp_path: Path) -> None:
    """The control for the first case: only the misspelt key made it fail."""
    path = tmp_path / "karte.yaml"
    path.write_text(
        HEAD + "    abilities:\n      - activated:\n          cost: {tap: true}\n"
        "          effects: [draw]\n          per_turn: 1\n",
        encoding="utf-8",
    )
    report = Report()
    cards = load_card_file(path, report)
    assert report.problems == []
    assert cards["Probni Vuk"][0].activated[0].per_turn == 1  # type: ignore[index]
