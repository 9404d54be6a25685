"""Phases and steps of a turn (C1.10)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    BEGINNING = "početna"
    MAIN1 = "glavna1"
    COMBAT = "borba"
    MAIN2 = "glavna2"
    ENDING = "završna"


class Step(StrEnum):
    UNTAP = "deaktiviranje"
    UPKEEP = "priprema"
    DRAW = "vučenje"
    MAIN1 = "glavna1"
    BEGIN_COMBAT = "početak_borbe"
    DECLARE_ATTACKERS = "napadači"
    DECLARE_BLOCKERS = "blokeri"
    COMBAT_DAMAGE = "borbena_šteta"
    END_COMBAT = "kraj_borbe"
    MAIN2 = "glavna2"
    END_OF_TURN = "kraj_poteza"
    CLEANUP = "odbacivanje"


STEP_PHASE: dict[Step, Phase] = {
    Step.UNTAP: Phase.BEGINNING,
    Step.UPKEEP: Phase.BEGINNING,
    Step.DRAW: Phase.BEGINNING,
    Step.MAIN1: Phase.MAIN1,
    Step.BEGIN_COMBAT: Phase.COMBAT,
    Step.DECLARE_ATTACKERS: Phase.COMBAT,
    Step.DECLARE_BLOCKERS: Phase.COMBAT,
    Step.COMBAT_DAMAGE: Phase.COMBAT,
    Step.END_COMBAT: Phase.COMBAT,
    Step.MAIN2: Phase.MAIN2,
    Step.END_OF_TURN: Phase.ENDING,
    Step.CLEANUP: Phase.ENDING,
}

#: The normal order of a turn (C1.10).
TURN_STEPS: tuple[Step, ...] = tuple(Step)

MAIN_STEPS = frozenset({Step.MAIN1, Step.MAIN2})
