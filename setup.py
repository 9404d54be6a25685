"""Build hook: the repository's top-level `cards/` ships inside the package as `izvori/data/cards/`.

Players and the design card expect the card data at the top of the checkout, but an installed
game (pip, pipx, a wheel) can only read data that lives inside the `izvori` package. So the
build copies `cards/` into the built package; everything else is declared in pyproject.toml.
The sdist carries `cards/` (MANIFEST.in), so an sdist builds the same wheel (docs/packaging.md).
An editable install needs no copy: `izvori.cards.library.bundled_dir()` falls back to the
checkout's `cards/` when the package has no `data/cards/`.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
CARDS = HERE / "cards"
#: Where the copy lands inside the package (mirrors izvori.cards.library.BUNDLED_CARDS).
TARGET = ("izvori", "data", "cards")


class BuildWithCards(build_py):
    """build_py that also copies every card and deck file of `cards/` into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the checkout's cards/ directly
        files = sorted(p for p in CARDS.rglob("*.yaml") if p.is_file())
        if not files:
            raise SystemExit(f"izvori build: no card files in {CARDS}")
        target = Path(self.build_lib).joinpath(*TARGET)
        if target.exists():
            shutil.rmtree(target)  # a stale copy must not keep a deleted card
        for src in files:
            dest = target / src.relative_to(CARDS)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dest)


setup(cmdclass={"build_py": BuildWithCards})
