"""Starter-deck pairs the agent tests play (a module of its own: `conftest` is a name that
several test folders use, so importing from it picks whichever was loaded first)."""

from __future__ import annotations

from izvori.engine.carddef import CardDef

PAIRS = (("crvena", "zelena"), ("plava", "crna"), ("zuta", "bazilisk"), ("ogledalo", "crvena"))

Loaded = dict[tuple[str, str], tuple[dict[str, CardDef], list[list[CardDef]]]]
