"""Packaging (issue 20): what the sdist and the wheel hold, where the installed game finds its
cards, and the version written in one place. The install-and-play check of a built wheel in a
fresh venv is in .ci/run (docs/packaging.md)."""

from __future__ import annotations

import email
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from email.message import Message
from pathlib import Path

import pytest

import izvori
from izvori.cards import decklist, library

ROOT = Path(__file__).resolve().parents[1]
SHARED_RULES = ROOT.parent / "shared" / "rules"
#: What a clean clone does not have (caches, build output, local venvs).
NOT_SOURCE = (
    ".git",
    ".venv",
    "__pycache__",
    "*.egg-info",
    "build",
    "dist",
    ".*_cache",
    ".hypothesis",
)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel) built the way a release is: the wheel is built from the sdist."""
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    # a copy, so the build's egg-info never lands in (or races over) the checkout
    src = tmp_path_factory.mktemp("src") / "izvori"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    run = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(src)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


def _repo_files(folder: str, pattern: str) -> set[str]:
    return {str(p.relative_to(ROOT / folder)) for p in (ROOT / folder).rglob(pattern)}


def test_the_wheel_holds_code_cards_rules_and_styles_and_nothing_else(
    dist: tuple[Path, Path],
) -> None:
    with zipfile.ZipFile(dist[1]) as z:
        names = z.namelist()
    package = [n for n in names if not n.startswith("izvori-")]
    assert all(n.startswith("izvori/") for n in package)
    data = {n for n in package if not n.endswith(".py")}
    cards = {n.removeprefix("izvori/data/cards/") for n in data if "/data/cards/" in n}
    assert cards == _repo_files("cards", "*.yaml")  # every card file and deck, nothing more
    assert {n for n in data if "/data/rules/" in n} == {
        "izvori/data/rules/osnovna-pravila.txt",
        "izvori/data/rules/sudijska-pravila.txt",
    }
    styles = {f"izvori/{p}" for p in _repo_files("izvori", "*.tcss")}
    assert styles and {n for n in data if n.endswith(".tcss")} == styles
    tutorial = {f"izvori/{p}" for p in _repo_files("izvori", "tui/tutorial/*.yaml")}
    assert tutorial == {"izvori/tui/tutorial/prva_partija.yaml"}  # the guided first game
    assert data == {n for n in data if "/data/" in n} | styles | tutorial
    sources = {f"izvori/{p}" for p in _repo_files("izvori", "*.py")}
    assert {n for n in package if n.endswith(".py")} == sources
    assert not [n for n in names if "test" in n.split("/")[0] or "__pycache__" in n]


def test_the_sdist_holds_what_builds_the_same_wheel_and_no_tests(dist: tuple[Path, Path]) -> None:
    with tarfile.open(dist[0]) as tar:
        names = tar.getnames()
    top = names[0].split("/")[0]
    inside = {n.removeprefix(top + "/") for n in names if n != top}
    for needed in ("pyproject.toml", "setup.py", "LICENSE", "README.md", "MANIFEST.in"):
        assert needed in inside
    cards = {n.removeprefix("cards/") for n in inside if n.startswith("cards/")}
    assert {n for n in cards if n.endswith(".yaml")} == _repo_files("cards", "*.yaml")
    firsts = {n.split("/")[0] for n in inside}
    assert not firsts & {"tests", "docs", "benchmarks", "screenshots", ".ci", ".venv"}
    assert not [n for n in inside if "__pycache__" in n or n.endswith(".pyc")]


def _metadata(wheel: Path) -> Message:
    with zipfile.ZipFile(wheel) as z:
        (meta,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        return email.message_from_bytes(z.read(meta))


def test_the_metadata_is_complete_for_the_package_index(dist: tuple[Path, Path]) -> None:
    meta = _metadata(dist[1])
    assert meta["Name"] == "izvori"
    assert meta["Version"] == izvori.__version__
    assert meta["Summary"] and meta["Requires-Python"] == ">=3.11"
    assert meta["License-Expression"] == "MIT" and meta["License-File"] == "LICENSE"
    assert meta["Description-Content-Type"] == "text/markdown"
    assert "# Izvori magije" in meta.get_payload()
    classifiers = meta.get_all("Classifier") or []
    assert "Natural Language :: Serbian" in classifiers
    assert any(c.startswith("Programming Language :: Python :: 3.11") for c in classifiers)
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or [])
    assert {"Homepage", "Source", "Issues", "Documentation"} <= set(urls)
    with zipfile.ZipFile(dist[1]) as z:
        entry = z.read(f"izvori-{izvori.__version__}.dist-info/entry_points.txt")
    assert b"izvori = izvori.cli.main:main" in entry


def test_the_version_is_written_in_one_place() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    attr = project["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "izvori.__version__"
    assert izvori.__version__.count(".") == 2


def test_the_shipped_rules_text_is_the_rulebook() -> None:
    if not SHARED_RULES.is_dir():
        pytest.skip("../shared/rules is not beside this checkout")
    for name in ("osnovna-pravila.txt", "sudijska-pravila.txt"):
        shipped = ROOT / "izvori" / "data" / "rules" / name
        assert shipped.read_bytes() == (SHARED_RULES / name).read_bytes(), name


# ------------------------------------------------------------------ where the cards are found
def test_a_checkout_reads_the_top_level_cards_folder() -> None:
    assert not (ROOT / "izvori" / "data" / "cards").exists()  # the build's copy only
    assert library.bundled_dir() == ROOT / "cards"


def test_an_installed_package_reads_its_package_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from importlib import resources

    installed = tmp_path / "izvori"
    (installed / "data" / "cards" / "decks").mkdir(parents=True)
    monkeypatch.setattr(resources, "files", lambda package: installed)
    assert library.bundled_dir() == installed / "data" / "cards"


def test_the_start_screen_lists_user_decks_after_the_bundled_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    from textual.widgets import Select

    from izvori.strings import t
    from izvori.tui.app import IzvoriApp
    from izvori.tui.setup import GameSetup

    data = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(data))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    mine = data / "spilovi" / "moj.yaml"
    mine.parent.mkdir(parents=True)
    mine.write_text((ROOT / "cards/decks/demo-zelena.yaml").read_text(encoding="utf-8"))

    async def offered() -> list[tuple[str, str]]:
        app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            select = app.screen.query_one("#deck-1", Select)
            return [(str(label), str(value)) for label, value in select._options]

    options = asyncio.run(offered())
    bundled = sorted(p.stem for p in (ROOT / "cards/decks").glob("*.yaml"))
    assert options == [(s, s) for s in bundled] + [(t("tui.start.user_deck", name="moj"), "moj")]


def test_play_without_any_deck_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from izvori.cli.main import main
    from izvori.strings import t

    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    monkeypatch.setattr(decklist, "bundled_dir", lambda: tmp_path / "nema")
    where = f"{tmp_path / 'nema' / 'decks'}, {tmp_path / 'data' / 'spilovi'}"
    for argv in (["igraj"], ["simuliraj", "--partije", "1"]):
        assert main(argv) == 2
        assert capsys.readouterr().err.strip() == t("err.no_decks_found", where=where)


def test_a_package_inside_a_zip_still_finds_its_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from importlib import resources

    archive = tmp_path / "izvori.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("izvori/data/cards/k.yaml", "cards: []\n")
        z.writestr("izvori/data/cards/decks/d.yaml", "name: d\n")
    monkeypatch.setattr(resources, "files", lambda package: zipfile.Path(archive, "izvori/"))
    monkeypatch.setattr(decklist, "_EXTRACTED", {})
    found = library.bundled_dir()
    assert (found / "k.yaml").read_text() == "cards: []\n"
    assert (found / "decks" / "d.yaml").read_text() == "name: d\n"
