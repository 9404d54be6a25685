"""docs/cards.md can't rot: every YAML example loads, and every word of the vocabulary is there.

Each ```yaml block of docs/cards.md is a complete file: a card file must load with no problem,
a deck must pass check-cards against the shipped cards plus the cards of the docs, and the
example deck must play full games. docs/glossary.md must name every keyword and zone.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from izvori.agents.simulate import simulate
from izvori.cards.check import check, classify
from izvori.cards.library import card_paths, load_cards, load_deck_by_name
from izvori.cards.schema import (
    AMOUNT_WORDS,
    CARD_KEYS,
    CDA,
    EFFECT_PARAMS,
    GROUP_SELECTORS,
    PLAYER_SELECTORS,
    STATIC_AFFECTS,
    STATIC_OPS,
    TARGET_FILTER_VALUES,
    TRIGGER_COND,
    TRIGGER_COUNT_COND,
    TRIGGER_EVENTS,
    TYPE_LINES,
)
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import Keyword
from izvori.engine.copies import AS_ENTERS_CHOICES, COPY_KEEPS, REVEAL_TAKE
from izvori.engine.delayed import DELAYED_EVENTS, STOP_BY
from izvori.engine.objects import Zone
from izvori.engine.targeting import TARGET_KINDS

DOCS = Path(__file__).resolve().parents[2] / "docs"
CARDS_MD = (DOCS / "cards.md").read_text(encoding="utf-8")
GLOSSARY_MD = (DOCS / "glossary.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"^```yaml\n(.*?)^```", CARDS_MD, flags=re.MULTILINE | re.DOTALL)


def _kind(text: str) -> str:
    return classify(Path("docs/example.yaml"), load_text(text))


CARD_BLOCKS = [b for b in BLOCKS if _kind(b) == "cards"]
DECK_BLOCKS = [b for b in BLOCKS if _kind(b) == "deck"]


def test_the_docs_have_the_promised_examples() -> None:
    names = {n for b in CARD_BLOCKS for n in re.findall(r"^  - name: (.+)$", b, re.MULTILINE)}
    # a creature with a keyword, an aura, an instant with a target, a triggered ability
    assert {"Plameni Soko", "Vatreni Oklop", "Iskra", "Vrač Pepela"} <= names
    assert len(DECK_BLOCKS) >= 1


@pytest.mark.parametrize("index", range(len(CARD_BLOCKS)))
def test_every_card_example_loads(tmp_path: Path, index: int) -> None:
    path = tmp_path / f"primer{index}.yaml"
    path.write_text(CARD_BLOCKS[index], encoding="utf-8")
    report = check([str(path)])
    assert report.problems == []
    assert report.cards_checked >= 1


def _docs_files(tmp_path: Path) -> list[Path]:
    paths = []
    for i, block in enumerate(CARD_BLOCKS):
        path = tmp_path / f"primer{i}.yaml"
        path.write_text(block, encoding="utf-8")
        paths.append(path)
    return paths


@pytest.mark.parametrize("index", range(len(DECK_BLOCKS)))
def test_every_deck_example_passes_check_cards(tmp_path: Path, index: int) -> None:
    cards = _docs_files(tmp_path)
    deck = tmp_path / "decks" / f"spil{index}.yaml"
    deck.parent.mkdir()
    deck.write_text(DECK_BLOCKS[index], encoding="utf-8")
    report = check([*map(str, cards), str(deck)])
    assert report.problems == []
    assert report.decks_checked == 1


def test_the_example_deck_plays_full_games(tmp_path: Path) -> None:
    """The example cards are not only valid but work in play (cast, resolve, fight)."""
    pool = load_cards([*_docs_files(tmp_path), *card_paths()])
    deck = tmp_path / "moj-prvi.yaml"
    deck.write_text(DECK_BLOCKS[0], encoding="utf-8")
    mine = load_deck_by_name(str(deck), pool)
    other = load_deck_by_name("demo-zelena", pool)
    res = simulate([mine.cards, other.cards], games=3, seed=11)
    assert res.failure is None, res.failure and res.failure.traceback
    assert res.games == 3


@pytest.mark.parametrize(
    "word",
    sorted(
        {
            *CARD_KEYS,
            *TYPE_LINES,
            *CDA,
            *EFFECT_PARAMS,
            *(p for params in EFFECT_PARAMS.values() for p in params),
            *TARGET_KINDS,
            *TARGET_FILTER_VALUES,
            *TRIGGER_EVENTS,
            *TRIGGER_COND,
            *(v for vals in TRIGGER_COND.values() for v in vals if isinstance(v, str)),
            *TRIGGER_COUNT_COND,
            *DELAYED_EVENTS,
            *STOP_BY,
            *STATIC_OPS,
            *STATIC_AFFECTS,
            *PLAYER_SELECTORS,
            *GROUP_SELECTORS,
            *AMOUNT_WORDS,
            *(k.value for k in Keyword),
            *COPY_KEEPS,
            *AS_ENTERS_CHOICES,
            *REVEAL_TAKE,
            "keep",
            "grants",
        }
    ),
)
def test_every_word_of_the_vocabulary_is_documented(word: str) -> None:
    assert f"`{word}`" in CARDS_MD, word


@pytest.mark.parametrize("term", [*(k.value for k in Keyword), *(z.value for z in Zone)])
def test_the_glossary_names_every_keyword_and_zone(term: str) -> None:
    assert term in GLOSSARY_MD
