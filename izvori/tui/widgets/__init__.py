"""Panels of the game screen; each renders part of a `GameView`."""
