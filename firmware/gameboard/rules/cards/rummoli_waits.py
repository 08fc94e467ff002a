"""What each phase of a Rummoli hand waits for (rummoli.py): the words of an action refused in
the wrong phase. A module of its own, loaded only by such a refusal: the board's menu offers
only what the phase takes.
"""
from gameboard.rules.cards.rummoli import DEAL, OVER, PLAY, SHOWDOWN, WIDOW

WAITS = {DEAL: "the hand is over: deal the next one or finish the game",
         WIDOW: "the dealer first exchanges, keeps or sells the widow",
         SHOWDOWN: "the Poker pot is played first",
         PLAY: "the rummy play is under way: a card, a claim, going out or a deadlock",
         OVER: "the game is over"}  # what a phase waits for
