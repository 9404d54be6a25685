"""Izvori magije: a terminal edition of the Serbian card game, with an embedded rules engine."""

#: The one place the version is written: pyproject.toml reads it (dynamic version) and
#: `izvori --version` prints it.
__version__ = "0.1.0"
