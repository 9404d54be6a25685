"""The scenario format's newer checks (docs/scenarios.md) fail when the game disagrees.

Each case runs a passing scenario of tests/scenarios/format with one expectation changed and
asserts that the runner fails at that expectation with a message naming what differed — so a
check that silently accepted anything would be caught.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.scenario.runner import run_file

FORMAT = Path(__file__).resolve().parents[1] / "scenarios" / "format"

CASES = [
    # (file, text to replace, replacement, words the failure message must contain)
    (
        "redosled_mogucnosti_po_imenu.yaml",
        "options: [Dušebrižnik, Stražar]",
        "options: [Dušebrižnik, Mladi Vuk]",
        "mogućnosti",
    ),
    (
        "redosled_mogucnosti_po_imenu.yaml",
        "options_exclude: [Mladi Vuk]",
        "options_exclude: [Stražar]",
        "Stražar",
    ),
    (
        "stavke_niza_kontrolor_mete_x.yaml",
        "controller: Boris, targets",
        "controller: Ana, targets",
        "controller",
    ),
    (
        "stavke_niza_kontrolor_mete_x.yaml",
        "targets: [Boris], x: 2",
        "targets: [Ana], x: 2",
        "targets",
    ),
    ("stavke_niza_kontrolor_mete_x.yaml", "targets: [Boris], x: 2", "targets: [Boris], x: 3", "x"),
    (
        "stavke_niza_kontrolor_mete_x.yaml",
        "kind: spell, controller: Ana",
        "kind: ability, controller: Ana",
        "kind",
    ),
    (
        "borbena_steta_blokiran_token.yaml",
        "Red Svete Šume → Boris: 40",
        "Red Svete Šume → Boris: 30",
        "damage",
    ),
    (
        "borbena_steta_blokiran_token.yaml",
        "Kavgadžija: {blocked: true",
        "Kavgadžija: {blocked: false",
        "blocked",
    ),
    (
        "borbena_steta_blokiran_token.yaml",
        "owner: Ana, token: false",
        "owner: Boris, token: false",
        "owner",
    ),
    ("borbena_steta_blokiran_token.yaml", "Vojnik: {token: true", "Vojnik: {token: false", "token"),
    (
        "borbena_steta_blokiran_token.yaml",
        "tokens: {Boris: [Vojnik], Ana: []}",
        "tokens: {Boris: [], Ana: [Vojnik]}",
        "tokens",
    ),
    (
        "nova_partija_iz_spilova.yaml",
        "hand_count: {Ana: 7, Boris: 7}",
        "hand_count: {Ana: 7, Boris: 8}",
        "hand_count",
    ),
    ("nova_partija_iz_spilova.yaml", "first: Ana", "first: Boris", "aktivan"),
    ("odluka_min_max_urok.yaml", "min: 3", "min: 2", "min"),
    ("odluka_min_max_urok.yaml", "max: 3", "max: 4", "max"),
    (
        "odluka_min_max_urok.yaml",
        "options: [Grom, Kavgadžija, Mladi Vuk, Lesni Trol]",
        "options: [Grom, Kavgadžija, Mladi Vuk]",
        "mogućnosti",
    ),
    ("opcije_i_sposobnosti.yaml", "abilities: [Regeneracija]", "abilities: []", "abilities"),
    (
        "opcije_i_sposobnosti.yaml",
        "Mladi Vuk: {abilities: []}",
        "Mladi Vuk: {abilities: [Regeneracija]}",
        "abilities",
    ),
]


@pytest.fixture(scope="module")
def pool() -> dict:
    return load_cards_or_raise()


def test_format_scenarios_pass_unchanged(pool: dict) -> None:
    for path in sorted(FORMAT.glob("*.yaml")):
        outcome = run_file(path, pool)
        assert outcome.passed, outcome.message


@pytest.mark.parametrize(("name", "old", "new", "word"), CASES)
def test_changed_expectation_fails(
    pool: dict, tmp_path: Path, name: str, old: str, new: str, word: str
) -> None:
    text = (FORMAT / name).read_text(encoding="utf-8")
    assert old in text, f"{name} no longer contains {old!r}"
    changed = tmp_path / name
    changed.write_text(text.replace(old, new, 1), encoding="utf-8")
    outcome = run_file(changed, pool)
    assert not outcome.passed
    assert word in outcome.message, outcome.message


def test_unknown_stack_item_key_is_refused(pool: dict, tmp_path: Path) -> None:
    text = (FORMAT / "stavke_niza_kontrolor_mete_x.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        text.replace("kind: spell, controller: Boris", "vrsta: spell, controller: Boris"),
        encoding="utf-8",
    )
    outcome = run_file(bad, pool)
    assert not outcome.passed
    assert "nepoznat ključ „vrsta”" in outcome.message
    assert "name, kind, controller, targets, x, damage" in outcome.message


def test_a_triggered_ability_on_the_niz_is_refused_with_its_line(
    pool: dict, tmp_path: Path
) -> None:
    """Ork Predvodnik has only a triggered ability ("Kad god napadne"): it goes on the niz by
    its event (D11.40), not by a setup. The builder said nothing but StopIteration; now the
    file, the line and why (round G's helper found it, session 30)."""
    bad = tmp_path / "predvodnik.yaml"
    bad.write_text(
        """rules: [D11.40]
setup:
  active: Boris
  step: napadači
  players:
    - name: Ana
      library: [Severnjak]
    - name: Boris
      play: [Ork Predvodnik]
      library: [Severnjak]
  stack:
    - {ability: Ork Predvodnik, controller: Boris}
expect:
  life: {Ana: 200}
""",
        encoding="utf-8",
    )
    outcome = run_file(bad, pool)
    assert not outcome.passed
    assert outcome.message.startswith(f"{bad}:12:"), outcome.message
    assert "nema aktivnu osobinu" in outcome.message and "izazvanu osobinu" in outcome.message


def test_new_game_setup_refuses_other_setup_keys(pool: dict, tmp_path: Path) -> None:
    text = (FORMAT / "nova_partija_iz_spilova.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("  seed: 7\n", "  seed: 7\n  turn: 3\n"), encoding="utf-8")
    outcome = run_file(bad, pool)
    assert not outcome.passed
    assert "nepoznat ključ „turn”" in outcome.message


def test_new_game_setup_names_an_unknown_deck(pool: dict, tmp_path: Path) -> None:
    text = (FORMAT / "nova_partija_iz_spilova.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("demo-zelena]", "demo-zelen]"), encoding="utf-8")
    outcome = run_file(bad, pool)
    assert not outcome.passed
    assert "demo-zelen" in outcome.message


PASS_UNTIL_NO_BLOCKER = """rules: [C10.21]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Kavgadžija]
      library: [Severnjak, Severnjak]
    - name: Boris
      play: [{card: Mladi Vuk, tapped: true}]
      library: [Severnjak, Severnjak]
script:
  - pass_until: {step: napadači, kind: attackers}
  - {attack: [Kavgadžija], player: Ana}
  - pass_until: {step: blokeri, kind: blockers}
"""


def test_pass_until_a_decision_the_step_never_asks_stops_at_that_step(
    pool: dict, tmp_path: Path
) -> None:
    """Boris's only creature is tapped, so he gets no blockers decision (C10.21). Asked to pass
    until that decision, the runner used to play on to the end of the game and say the game
    ended "before the step"; it now stops as the step passes and says so (session 32, from
    round K's helper)."""
    path = tmp_path / "no_blocker.yaml"
    path.write_text(PASS_UNTIL_NO_BLOCKER, encoding="utf-8")
    outcome = run_file(path, pool)
    assert not outcome.passed
    assert "korak blokeri je prošao bez odluke „blockers”" in outcome.message, outcome.message
    # Without the kind, the same line stops at the step, as before.
    path.write_text(PASS_UNTIL_NO_BLOCKER.replace(", kind: blockers", ""), encoding="utf-8")
    assert run_file(path, pool).passed


def test_a_permanent_is_found_in_play_before_a_library_copy(pool: dict, tmp_path: Path) -> None:
    """`permanent: {Severnjak: {in_play: true}}` looks anywhere; the Severnjak in play must
    answer, not a copy of it in the library that is an older object (round K's helper)."""
    path = tmp_path / "library_copy.yaml"
    path.write_text(
        """rules: [B16.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Severnjak, Severnjak]
      play: [{card: Severnjak, tapped: true}]
    - name: Boris
      library: [Severnjak]
expect:
  permanent:
    Severnjak: {in_play: true, zone: u igri}
""",
        encoding="utf-8",
    )
    outcome = run_file(path, pool)
    assert outcome.passed, outcome.message
