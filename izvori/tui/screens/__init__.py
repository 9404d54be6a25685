"""Screens of the app: start, coin toss, game, hand-over, game over, and the dialogs."""
