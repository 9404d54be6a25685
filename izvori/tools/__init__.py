"""Self-play harnesses above the layers they combine: agents, saves and screens.

`soak` plays many random games and checks each through the save format; `selfplay` is the
autosaving game the kill test interrupts; `screenshots` renders the README's screens from real
positions. They live here because each uses parts that must not import each other (agents and
persist; tui and agents — the import contracts in pyproject.toml).
"""
