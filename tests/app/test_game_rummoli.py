"""Rummoli on the board (docs/rules.md 3.7), driven only by buttons: whole games of 3 and 8
players from the game menu to the end, the nine spaces' pots read off the OLED's grid and the
paddles' LEDs at key points, the ante, the widow swapped or auctioned, the Poker pot by ranked
hands, named winners or bets, the card play card by card (the pay cards taking their pots),
going out, a deadlock, players out of chips, a power cut and resume, an undo, the history, the
end's cut; the chips conserved after every action, as the board saved it."""
from simulator.virtual.storage import MemoryStorage
from tests.app.cards_rig import saved, started
from tests.app.rig import Rig, uses
from tests.app.rummoli_driver import lead, menu, pick, plays, poker_hands, set_rows
from tests.app.rummoli_rig import board, conserved, grid, rules

uses("esp32-pegs8", "pico-pegs4")

GOLD = (255, 170, 0)
OFF = (0, 0, 0)
WHITE = (255, 255, 255)
STANDARD = ("10S", "JD", "QC", "KH", "Rummoli", "AS", "AD+KD", "Poker", "789")


def pots(*values):
    """The grid's pots in reading order: 10S JD QC / KH Rummoli AS / AD+KD Poker 789."""
    return dict(zip(STANDARD, values))


def chips(rig, seat):
    """The table's last row for a player, picked with UP/DOWN."""
    pick(rig, seat)
    return rig.screen().rows[7]


def note(rig):
    """A refusal's words, on the last two rows."""
    return " ".join(rig.screen().rows[6:]).strip()


def checked(rig):
    """The game as saved after the last action, its chips conserved."""
    game = rules(rig)
    assert conserved(game), (game.chips, game.pots)
    return game


def test_a_new_game_shows_the_nine_spaces_empty_and_every_players_chips():
    rig = started("pico-pegs4", "Rummoli", [("Players", "3")])
    s = rig.screen()
    assert s.rows == ["Hand 1  Deal P1", "10S    JD     QC", " 0     0      0",
                      "KH   Rummoli  AS", "0       0     0", "AD+KD Poker  789",
                      "  0     0     0", "P1: 50 chips"]
    # three players round four paddles: 0, 1, 2; the chips they start with light half a track
    assert board(rig, 0) == (9, [OFF] * 9, WHITE)
    assert board(rig, 2) == (9, [OFF] * 9, OFF) and board(rig, 3)[0] == 0
    assert saved(rig)["game"] == "rummoli"


def test_three_players_to_the_end_with_a_power_cut_an_undo_and_the_history():
    storage = MemoryStorage()
    rig = started("pico-pegs4", "Rummoli", [("Players", "3")], storage=storage)
    # Hand 1, P1 deals: one press antes every player's chip on every space.
    menu(rig, "Ante & deal")
    assert grid(rig) == pots(*[3] * 9) and rig.screen().rows[0] == "H1 P1: widow?"
    assert board(rig, 1) == (8, [GOLD] * 9, OFF)  # 41 chips: 8 holes; equal pots, all bright
    menu(rig, "Dealer swaps")
    assert rig.screen().rows[0] == "H1 Poker pot" and checked(rig).dead_hand == 0
    # The Poker pot: each player's five cards, ranked by the board.
    poker_hands(rig, [["2H", "2D", "2C", "5S", "5D"], ["KC", "KD", "3S", "4S", "9H"],
                      ["AH", "7C", "8D", "10C", "QD"]])
    s = rig.screen()
    assert s.rows[:4] == ["Poker ranking", "P1 full house  *", "P2 pair", "P3 high card"]
    assert s.rows[7] == "OK pays P1"
    rig.press("OK")
    rig.wait(50)
    assert grid(rig)["Poker"] == 0 and rig.screen().rows[0] == "H1 P1 leads"
    assert rig.screen().rows[7] == "P1: 44 chips"  # the pick follows the player due to lead
    # The card play: P1 leads the 9 of spades; the 10 pays P3.
    lead(rig, "9S")
    assert rig.screen().rows[0] == "H1 next: 10S"
    plays(rig, 2)
    s = rig.screen()
    assert grid(rig)["10S"] == 0 and s.rows[7] == "P3: 44 chips"
    assert s.marks[1].startswith("###")  # the space that paid flashes on the OLED...
    assert board(rig, 0)[1][2] == WHITE  # ...and on every paddle
    rig.wait(2100)
    assert not rig.screen().marks[1].startswith("#") and board(rig, 0)[1][2] == OFF
    for seat in (1, 0, 2):
        plays(rig, seat)  # JS, QS, KS
    plays(rig, 1)  # the ace pays P2 and stops the suit: P2 leads a red card
    assert rig.screen().rows[0] == "P2 leads red" and grid(rig)["AS"] == 0
    lead(rig, "7D")
    plays(rig, 1)
    plays(rig, 1)  # 7, 8 and 9 of diamonds by P2: the 7-8-9
    assert grid(rig)["789"] == 0 and chips(rig, 1) == "P2: 47 chips"
    plays(rig, 2)  # 10D
    menu(rig, "JD is dead")
    assert rig.screen().rows[0] == "P3 leads black"
    lead(rig, "2C")
    # The power goes; the board comes back on the same hand.
    before = rig.screen().rows
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Resume")
    rig.wait(50)
    assert rig.screen().rows == before and before[0] == "H1 next: 3C"
    # Undo takes the lead back; P3 leads again.
    menu(rig, "Undo")
    assert rig.screen().rows[0] == "P3 leads black"
    assert rig.screen().rows[7] == "Undone: play"
    rig.wait(1600)
    lead(rig, "2C")
    plays(rig, 0)
    # P1 played their last card: the cards the others hold pay them, with the Rummoli pot.
    menu(rig, "P1 went out")
    set_rows(rig, {"P2": "3 cards", "P3": "5 cards"})
    rig.press("OK")
    rig.wait(50)
    assert grid(rig) == pots(0, 3, 3, 3, 0, 0, 3, 0, 0)
    assert [chips(rig, s) for s in range(3)] == ["P1: 55 chips", "P2: 44 chips",
                                                 "P3: 39 chips"]
    checked(rig)
    # Hand 2, P2 deals: the widow auctioned, P3 the highest bidder.
    assert rig.screen().rows[0] == "Hand 2  Deal P2"
    menu(rig, "Ante & deal")
    assert grid(rig) == pots(3, 6, 6, 6, 3, 3, 6, 3, 3)
    menu(rig, "Auction")
    set_rows(rig, {"P1": "bid 2", "P3": "bid 3"})
    assert rig.screen().rows[6] == "High: P3 3"
    rig.press("OK")
    rig.wait(50)
    assert [chips(rig, s) for s in range(3)] == ["P1: 46 chips", "P2: 38 chips",
                                                 "P3: 27 chips"]
    menu(rig, "Name winners")
    set_rows(rig, {"P3": "wins"})
    rig.press("OK")
    rig.wait(50)
    lead(rig, "2H")
    menu(rig, "Deadlock")
    set_rows(rig, {"P1": "4 cards", "P2": "5 cards", "P3": "6 cards"})
    rig.press("OK")
    rig.wait(50)
    assert grid(rig)["Rummoli"] == 18 and checked(rig).chips == [42, 33, 24]
    menu(rig, "History")
    s = rig.screen()
    assert s.rows[1:3] == ["H1 D:P1 P1 out", "H2 D:P2 deadlock"]
    assert s.rows[4:6] == ["P1 42      P2 33", "P3 24"]  # the chips after hand 2
    rig.press("BACK")
    rig.press("BACK")
    # The end: P2 wins the cut and takes every pot left on the spaces.
    menu(rig, "End game")
    set_rows(rig, {"P2": "33 chips"})
    rig.press("OK")
    rig.wait(50)
    s = rig.screen()
    assert s.rows[:4] == ["Game over", "Winner P2", "P1 42      P2 84", "P3 24"]
    assert board(rig, 1)[0] == 18 and board(rig, 0)[0] == 0
    assert saved(rig)["rules"]["log"] and checked(rig).phase == "over"


def test_eight_players_bet_for_the_poker_pot_and_run_out_of_chips():
    rig = started("esp32-pegs8", "Rummoli", [("Players", "8"), ("Chips", "20"),
                                             ("Poker", "betting")])
    menu(rig, "Ante & deal")
    assert grid(rig) == pots(*[8] * 9)
    menu(rig, "Dealer keeps")
    assert rig.screen().rows[0] == "H1 Poker: bets"
    menu(rig, "Bets")
    set_rows(rig, {"P2": "bet 3"})
    rig.press("OK")
    set_rows(rig, {"P3": "call 3"})
    rig.press("OK")
    for who in ("P1", "P4", "P5", "P6", "P7", "P8"):
        set_rows(rig, {who: "fold"})
        rig.press("OK")
    s = rig.screen()
    assert s.rows[1:3] == ["P2 in 3        -", "P3 in 3        -"] and s.rows[6] == "Poker pot 14"
    rig.press("BACK")
    menu(rig, "Name winners")
    assert rig.screen().rows[1:4] == ["P2             -", "P3             -", ""]
    set_rows(rig, {"P3": "wins"})
    rig.press("OK")
    rig.wait(50)
    assert checked(rig).chips == [11, 8, 22, 11, 11, 11, 11, 11]
    lead(rig, "KH")
    plays(rig, 4)  # AH stops the hearts: P5 leads a black card
    lead(rig, "10S")
    assert grid(rig)["KH"] == 0 and grid(rig)["10S"] == 0
    pick(rig, 5)
    menu(rig, "P6 went out")
    set_rows(rig, dict(("P%d" % s, "6 cards") for s in (1, 2, 3, 4, 5, 7, 8)))
    rig.press("OK")
    rig.wait(50)
    game = checked(rig)
    assert game.chips == [5, 2, 24, 5, 13, 61, 5, 5]
    assert grid(rig) == pots(0, 8, 8, 0, 0, 8, 8, 0, 8)
    # Hand 2: the ante takes what the poorer players have, space by space from Rummoli.
    menu(rig, "Ante & deal")
    assert grid(rig) == pots(7, 15, 15, 3, 8, 11, 11, 8, 11)
    assert checked(rig).chips == [0, 0, 15, 0, 4, 52, 0, 0]
    menu(rig, "Dealer swaps")
    menu(rig, "Name winners")
    set_rows(rig, {"P6": "wins"})
    rig.press("OK")
    rig.wait(50)
    menu(rig, "P6 went out")
    rig.press("OK")  # every other player holds one card
    rig.wait(50)
    game = checked(rig)
    assert game.chips == [0, 0, 14, 0, 3, 70, 0, 0] and game.out == [
        True, True, False, True, False, False, True, True]
    # Who has no chips is out: dark paddles, and the deal passes them by.
    assert chips(rig, 0) == "P1: out" and board(rig, 0) == (0, [OFF] * 9, WHITE)
    assert rig.screen().rows[0] == "Hand 3  Deal P3"
    menu(rig, "Ante & deal")
    assert checked(rig).dealt == [2, 4, 5]
    menu(rig, "Dealer keeps")
    menu(rig, "Name winners")
    set_rows(rig, {"P5": "wins"})
    rig.press("OK")
    rig.wait(50)
    pick(rig, 4)
    menu(rig, "P5 went out")
    set_rows(rig, {"P3": "2 cards", "P6": "3 cards"})
    rig.press("OK")
    rig.wait(50)
    assert checked(rig).chips == [0, 0, 3, 0, 11, 58, 0, 0]
    menu(rig, "End game")
    set_rows(rig, {"P6": "58 chips"})
    rig.press("OK")
    rig.wait(50)
    s = rig.screen()
    assert s.rows[:6] == ["Game over", "Winner P6", "P1 0        P2 0", "P3 3        P4 0",
                          "P5 11     P6 146", "P7 0        P8 0"]
    game = checked(rig)
    assert sum(game.pots) == 0 and game.phase == "over"


def test_refusals_say_why_and_change_nothing():
    rig = started("pico-pegs4", "Rummoli", [("Players", "2")])
    menu(rig, "Ante & deal")
    menu(rig, "Auction")
    rig.press("OK")  # nobody bid
    assert note(rig) == "No bid yet: BACK to swap or keep"
    set_rows(rig, {"P2": "bid 41"})
    rig.press("RIGHT")  # no more than P2 holds
    assert note(rig) == "P2: at its limit"
    rig.press("BACK")
    menu(rig, "Dealer keeps")
    menu(rig, "Name winners")
    rig.press("OK")  # nobody marked
    assert note(rig) == "Mark the winners: L/R"
    before = saved(rig)
    rig.press("BACK")
    menu(rig, "Rank hands")
    rig.press("OK")
    rig.press("OK")  # 2S twice
    assert note(rig) == "2S is in P1's hand"
    assert saved(rig)["rules"] == before["rules"]


def test_the_hearts_board_shows_its_five_pay_spaces_round_rummoli():
    rig = started("pico-pegs4", "Rummoli", [("Players", "2"), ("Spaces", "hearts")])
    menu(rig, "Ante & deal")
    s = rig.screen()
    assert s.rows[1:7] == ["10H    JH     QH", " 2     2      2", "KH   Rummoli  AH",
                           "2       2     2", "      Poker", "        2"]
    # seven spaces: START 1-5 and HOME 1-2 lit, HOME 3 and 4 dark
    assert board(rig, 0, 9)[1] == [GOLD] * 7 + [OFF, OFF]
