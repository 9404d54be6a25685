"""The card loader, the deck files and the effect vocabulary, pinned against deleted call
statements (issue 19, session 19: docs/tools/mutation_statements.py turns each call statement
into `pass`; docs/mutation/statements.md). Each test here fails with one such statement of
izvori/cards or izvori/engine/vocabulary deleted and passes today.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from izvori.cards import deck_edit
from izvori.cards.deck_edit import DeckDraft, save_draft, save_unfinished
from izvori.cards.library import MAX_COPIES, load_cards_or_raise
from izvori.engine import resolve
from izvori.engine.vocabulary import EFFECT_WORDS, effect, effect_fn

POOL = load_cards_or_raise()
TEN = sorted(POOL)[:10]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def legal(name: str = "Moj špil") -> DeckDraft:
    """A deck A1.20 allows: ten names, four copies each."""
    return DeckDraft(name, {n: MAX_COPIES for n in TEN})


# ---------------------------------------------------------------- deck_edit._write
def synced_sizes(monkeypatch: pytest.MonkeyPatch, watched: Path) -> list[tuple[int, bool]]:
    """Each fsync of a deck file: how many bytes the file held when it was synced, and whether
    the deck's own file existed yet (the temp file is synced before it replaces that file)."""
    seen: list[tuple[int, bool]] = []
    real = os.fsync

    def spy(fd: Any) -> None:
        seen.append((os.fstat(fd).st_size, watched.exists()))
        real(fd)

    monkeypatch.setattr(deck_edit.os, "fsync", spy)
    return seen


def test_a_saved_deck_is_synced_whole_before_it_becomes_the_deck_file(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A1.20's deck, saved by the builder: the whole text is written out and synced to disk in
    the temp file before the rename makes it the deck file — a crash (a power cut) right after
    the rename never leaves an empty or half deck file (deck_edit._write: write, flush, fsync,
    rename). Without the flush the fsync would sync an empty file (the text still in Python's
    buffer); without the fsync nothing is synced."""
    folder = data_dir / "spilovi"
    target = folder / "moj-spil.yaml"
    seen = synced_sizes(monkeypatch, target)
    path = save_draft(legal(), folder, POOL)
    assert path == target
    assert seen == [(len(path.read_bytes()), False)]


def test_an_unfinished_deck_is_synced_whole_too(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An edit that A1.20 doesn't allow yet (one card) is kept the same way: never half a file."""
    target = deck_edit.unfinished_dir() / "pola.yaml"
    seen = synced_sizes(monkeypatch, target)
    path = save_unfinished(DeckDraft("Pola", {TEN[0]: 1}))
    assert path == target
    assert seen == [(len(path.read_bytes()), False)]


# ---------------------------------------------------------------- vocabulary.effects.effect
def test_an_effect_word_declared_with_at_effect_is_the_one_its_cards_run() -> None:
    """D14.22: a card's instructions are its effect words, each carried out by the function that
    declares it with `@effect` (vocabulary.effects: the decorator registers the word). `damage`
    is resolve._damage, and a word declared here becomes a word of the vocabulary."""
    assert EFFECT_WORDS["damage"].run is resolve._damage
    assert effect_fn("draw") is resolve._draw
    assert EFFECT_WORDS["damage"].param_kinds["amount"] == "amount"

    def _zz(game: Any, fr: Any, it: Any, eff: Any, ans: Any) -> None:
        return None

    try:
        returned = effect("zz_session19_word", params={"n": "amount"}, required=("n",), doc="d")(
            _zz
        )
        assert returned is _zz
        word = EFFECT_WORDS["zz_session19_word"]
        assert (word.run, word.params, word.required, word.doc) == (
            _zz,
            (("n", "amount"),),
            ("n",),
            "d",
        )
    finally:
        EFFECT_WORDS.pop("zz_session19_word", None)
