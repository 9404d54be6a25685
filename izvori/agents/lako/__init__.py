"""`lako`, the heuristic computer player, in layers: each module's class builds on the one
below it and may call only what it and those below define.

    seen      ViewReading  the plan, constants and lookups in the view; the agent's state
    aim       Aiming       burn, removal and sweepers aimed where they kill or win
    defence   Defending    plays that keep us alive or take a threat away
    combat    Fighting     attack and block declarations, plays that make an attack lethal
    casting   Casting      each cast or activation scored, with its plan
    answers   Answering    targets, X, division, modes, choices and payment inside a play
    agent     HeuristicAgent  the decision dispatch, priority, and what search asks of it
"""

from izvori.agents.lako.agent import HeuristicAgent
from izvori.agents.lako.seen import THREAT, Plan

__all__ = ["THREAT", "HeuristicAgent", "Plan"]
