"""The game log tells what a replacement did and how a loop shortcut was agreed (issue 18).

Each test plays a rules scenario to its end and reads the Serbian lines the log shows for the
replacement of a card's way to the odlagalište (D20.60, D20.91), of a life gain (D20.91, D20.92)
and for a loop shortcut (D22.20, D22.30, D22.50)."""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.events import ZoneChangeReplaced
from izvori.engine.game import Game
from izvori.gamelog import event_line
from izvori.scenario.runner import Runner

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "pravila"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _played(name: str, pool: dict[str, CardDef]) -> Game:
    data = load_text((SCENARIOS / name).read_text("utf-8"))
    runner = Runner(Path(name), data, pool)
    runner.run()
    assert runner.g is not None
    return runner.g


def _lines(game: Game, kind: str) -> list[str | None]:
    return [event_line(game, e) for e in game.log if e.kind == kind]


def test_d20_91_zone_replacement_is_logged_with_its_source(pool: dict[str, CardDef]) -> None:
    game = _played("d20_91_zamena_odlaska_bira_uklanjanje.yaml", pool)
    assert _lines(game, "zone_replaced") == [
        "Feniks Povratnik ne ide na odlagalište: umesto toga se uklanja iz igre (Večni Zaborav).",
        "Teror Mraka ne ide na odlagalište: umesto toga se uklanja iz igre (Večni Zaborav).",
    ]


def test_d20_91_put_on_top_of_the_library_is_logged(pool: dict[str, CardDef]) -> None:
    game = _played("d20_91_zamena_odlaska_bira_bice.yaml", pool)
    assert _lines(game, "zone_replaced") == [
        "Feniks Povratnik ne ide na odlagalište: umesto toga ide na vrh biblioteke vlasnika "
        "(Feniks Povratnik).",
        "Teror Mraka ne ide na odlagalište: umesto toga se uklanja iz igre (Večni Zaborav).",
    ]


def test_a_hidden_card_replaced_into_the_library_is_not_named(pool: dict[str, CardDef]) -> None:
    game = _played("d20_91_zamena_odlaska_bira_bice.yaml", pool)
    event = ZoneChangeReplaced(
        card=1, to_zone="library_top", name=None, owner=0, source=1, source_name=None
    )
    assert event_line(game, event) == (
        "karta igrača Ana ne ide na odlagalište: umesto toga ide na vrh biblioteke vlasnika."
    )


def test_d20_91_each_life_gain_replacement_is_logged(pool: dict[str, CardDef]) -> None:
    game = _played("d20_91_dve_zamene_zivota_prvo_kalez.yaml", pool)
    assert _lines(game, "life_gain_replaced") == [
        "Ana ne dobija 5 života: umesto toga deluje Crni Pehar.",
        "Ana ne dobija 20 života: umesto toga deluje Zlatni Kalež.",
    ]
    game = _played("d20_91_dve_zamene_zivota_prvo_pehar.yaml", pool)
    assert _lines(game, "life_gain_replaced") == [
        "Ana ne dobija 25 života: umesto toga deluje Crni Pehar.",
    ]


@pytest.mark.parametrize(
    ("scenario", "line"),
    [
        (
            "d22_20_broj_ponavljanja.yaml",
            "Petlja (D22.20): Ana ponavlja petlju 5 puta.",
        ),
        (
            "d22_20_drugi_igrac_se_umesa.yaml",
            "Petlja (D22.20): Ana bira 5 ponavljanja, Boris se meša posle 2.",
        ),
        (
            "d22_30_broj_ponavljanja_slaze_se.yaml",
            "Petlja (D22.30): Ana bira 4 ponavljanja, Boris se slaže — petlja se ponavlja 4 puta.",
        ),
        (
            "d22_30_broj_ponavljanja_manji.yaml",
            "Petlja (D22.30): Ana bira 4 ponavljanja, Boris bira manji broj (1) — poslednju reč "
            "ima Ana.",
        ),
        (
            "d22_50_nezavisne_radnje_u_istoj_petlji.yaml",
            "Petlja (D22.50): Ana bira 3 ponavljanja, Boris bira veći broj — petlja se ponavlja "
            "6 puta.",
        ),
    ],
)
def test_d22_the_loop_shortcut_is_logged(
    pool: dict[str, CardDef], scenario: str, line: str
) -> None:
    game = _played(scenario, pool)
    assert _lines(game, "loop_shortcut") == [line]
