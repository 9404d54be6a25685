"""The computer's levels a player can choose (`izvori igraj --computer`, the start screen).

A module of its own with no imports, so that the start screen can offer them without loading
the agents and the engine (issue 11 item 6: the first frame).
"""

PLAYABLE = ("lako", "srednje", "tesko")
