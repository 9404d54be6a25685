"""Prva partija: the guided first game (issue 17 item 3).

The game is real: built by the scenario builder from `prva_partija.yaml` and played by the
engine. Ana (the human) makes every move; Boris's decisions come from the same file. Lessons
appear when the decision in front of Ana matches them.
"""
