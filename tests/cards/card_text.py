"""Loading a card file written in a test: the loader's own path, so its messages are real."""

from __future__ import annotations

from pathlib import Path

from izvori.cards.library import Report, load_card_file
from izvori.engine.carddef import CardDef

#: The opening of a one-card file; a test adds the lines it is about.
HEAD = 'cards:\n  - name: Proba\n    cost: "1C"\n'


def load(tmp_path: Path, text: str) -> tuple[Path, Report, dict[str, CardDef]]:
    """Write `text` as karte.yaml and load it: (its path, the report, the cards by name)."""
    path = tmp_path / "karte.yaml"
    path.write_text(text, encoding="utf-8")
    report = Report()
    cards = {name: card for name, (card, _line) in load_card_file(path, report).items()}
    return path, report, cards
