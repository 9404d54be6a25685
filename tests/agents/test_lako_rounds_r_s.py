"""What the never-seen puzzles of rounds R and S found (session 33), played out as a judge
would: each puzzle's position (tests/puzzles) with `lako` as Ana, played on, and what the
rules make of the line it chose — the win, the life kept, the creature that lives."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from lako_tables import ana_lives_at, ana_wins, game_of, in_play, play_on

from izvori.engine.game import Game


def in_graveyard_of(player: int, name: str) -> Callable[[Game], bool]:
    return lambda g: (
        any(g.objects[c].card.name == name for c in g.players[player].graveyard)
        and all(g.objects[c].card.name != name for c in g.players[player].hand)
    )


CASES: list[tuple[str, int, Callable[[Game], bool], str]] = [
    # (puzzle, turns played after this one, what must hold, the rules)
    (
        "senoviti-kamen-bez-nuznog-bloka",
        1,
        ana_wins,
        "A3.32: under Senoviti Kamen no block is needed; the Avet wins in Ana's turn",
    ),
    (
        "pegaz-ne-menja-se-pred-pobedu",
        1,
        ana_wins,
        "C2, E3.70: his attackers stay tapped in Ana's turn; Pegaz, not traded, wins",
    ),
    (
        "monah-nuzni-blok-avet-ceka-pobedu",
        1,
        ana_wins,
        "E3.30, D21.51: the Monah chumps, the Avet (Zastrašuje) wins in Ana's turn",
    ),
    (
        "neprolazna-vila-dva-vitez-demona",
        0,
        lambda g: ana_lives_at(60)(g) and {"Neprolazna Vila", "Vitez Svetlosti"} <= in_play(g),
        "E3.25, C10.21: the Vitez walls the black Demon, the Vila both others: nothing lost",
    ),
    (
        "porodica-blokira-vepra-ne-trola",
        0,
        lambda g: ana_lives_at(20)(g) and "Divlji Vepar" not in in_play(g),
        "D19, E3.102: the Trol regenerates; the Porodica kills the Vepar instead",
    ),
    (
        "plima-na-simbol-bice-ne-na-vucicu",
        0,
        lambda g: (
            ana_lives_at(20)(g)
            and "Vuk" not in in_play(g)
            and all(g.objects[c].card.name != "Vuk" for c in g.players[1].hand)
        ),
        "D21.55, B1.30: the token sent back to the hand ceases to exist",
    ),
    (
        "vatreni-div-ceka-ratnik-i-razbojnik-napadaju",
        0,
        lambda g: "Vatreni Div" in in_play(g) and g.players[1].life == 10,
        "C10.30, C11.20: two first strikers would kill the Div; the other two deal 40",
    ),
    (
        "pakosnik-brise-blokere-za-pobedu",
        0,
        ana_wins,
        "D21.52: Pakosnik's -10/-10 kills both black blockers, the 40 get through",
    ),
    (
        "pogled-kroz-noc-bira-crvenu",
        1,
        lambda g: g.result is None and in_graveyard_of(1, "Grom")(g),
        "D14.23, D21.51: red named, the Grom that would kill Ana is discarded",
    ),
    (
        "onostrano-zlo-cuti-za-bojni-poklic",
        0,
        ana_wins,
        "D14.25, C11.22: R kept for Bojni Poklič: 40 + 30 is Boris's 70",
    ),
    (
        "glava-zmaja-pa-sila-istog-poteza",
        0,
        lambda g: (
            "Glava Zmaja" in in_play(g)
            and bool({"Sila Šumskih Dubina", "Jahač Zveri"} & in_play(g))
        ),
        "D12.30, C1.30: Glava Zmaja first on an untapped Šuma pays a five-drop too",
    ),
]


@pytest.mark.parametrize(("puzzle", "turns", "holds", "why"), CASES, ids=[c[0] for c in CASES])
def test_the_line_lako_plays_does_what_the_rules_say(
    puzzle: str, turns: int, holds: Callable[[Game], bool], why: str
) -> None:
    game = game_of(puzzle)
    play_on(game, turns)
    assert holds(game), why
