"""The help page of a Pegs & Jokers game (the game menu's Help): what the words of the move
texts (words.py) and the marks of the screens mean, as lines of the page. Loaded only while
the lines are made: the text stays out of the heap while a game is played."""
from gameboard.games.pegs.words import door
from gameboard.ui import text

# One paragraph a line ("" a blank line); wrapped to the page's width when shown.
_TEXT = "\n".join((
    "Holes count from your own start: your come-out hole is 1, your door (the in-spot, "
    "where a peg turns into HOME) is %d.",
    "home 1 .. home 5: your HOME holes, home 1 next to the door.",
    "",
    "out: a peg leaves START for hole 1.",
    "12 to 17: the peg at 12 goes to 17.",
    "30 back to 22: an 8, or a part of a 9, goes backward.",
    "A split 7 or 9 moves two pegs: two lines, 12 to 15 and 20 to 24.",
    "swap 12 with Blue at 40: a 2 swaps your peg at 12 with Blue's at 40.",
    "out to 40, 12 to 40: a Joker lands on the peg at 40.",
    "bumps Blue: Blue's peg goes back to its START.",
    "Blue to door: a partner's peg goes to its own door.",
    "Blue 12 to 17: you play for Blue (your pegs are all HOME), counting from Blue's "
    "start.",
    "",
    "Cards: A, 2 .. 10, J, Q, K; JK is a Joker.",
    "-- under a card: it has no move now.",
    "Red 7 2/14: move 2 of the 14 this card has; UP and DOWN show the others.",
    "then 4 more: the split's other part is chosen next.",
    "",
    "LEDs: the pegs a card can move flash. A move's peg is dim where it stands and blinks "
    "where it goes; the pegs it bumps flash.",
    "",
    "BACK: a step back; on the cards, the game menu. Hold BACK: leave the game; it stays "
    "saved for Resume.",
))


def help_lines(length):
    """The page's lines on a board whose track has `length` holes."""
    return text.wrap(_TEXT % door(length), text.ITEM)
