"""Pegs & Jokers turns through the shell, by buttons only: whose turn on the OLED and at the
paddle, pass-and-play, the hand as cards with the cards that cannot move marked, must-move,
the movable pegs lit, moves previewed (the destination blinks) and chosen, splits leg by leg,
real-card picking and discards, computer seats, the animation (OK skips it), undo, setup
mode, the move log, saving and resuming."""
from gameboard.lights.palette import PLAYER, WHITE
from simulator.virtual.storage import MemoryStorage
from tests.app.pegs_driver import (Mv as Move, ctrl, colour, led, mode, play, position, saved,
                                   rules_of, started, to_card)
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")

RED, BLUE = PLAYER[0], PLAYER[1]
DIM_RED = (RED[0] // 6, 0, 0)   # the glow of the seat to play (pegs/scene.py dim)
STEP_MS = 150                   # one hole of an animated move (pegs/anim.py STEP_MS)
BLINK_MS = 250                  # pegs/controller.py BLINK_MS
THINK_MS = 900                  # pegs/think.py THINK_MS
PAGE_MS = 2000                  # pegs/controller.py PAGE_MS
COME_OUT = ("A", "J", "Q", "K")


def test_a_dealt_game_passes_the_board_before_showing_a_hand():
    rig = started()
    d = saved(rig)
    assert d["game"] == "pegs" and d["label"] == "Pegs 4p"
    s = rig.screen()
    assert s.rows[0] == "Turn: Red"
    assert s.rows[2:4] == ["Pass to Red,", "press OK"]
    rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "Red: play"
    hand = rules_of(saved(rig))["hands"][0]
    assert s.rows[3].split() == hand  # the hand, as cards
    assert s.marks[3][:2] == "##"     # the first card is selected


def test_whose_turn_glows_at_that_players_paddle():
    rig = started()
    b = rig.board
    assert colour(rig, b.led("home", 1, 0)) == DIM_RED  # Red's empty HOME glows
    assert colour(rig, b.led("home", 1, 1)) == (0, 0, 0)
    assert colour(rig, b.led("start", 1, 0)) == RED      # pegs in START: full colour


def test_cards_that_cannot_move_are_marked_and_refused_while_another_can():
    rig = started()
    rig.press("OK")
    rig.wait(100)  # the hand's cards are checked one per tick
    c = ctrl(rig)
    hand = c.screen.cards
    marks = rig.screen().rows[4] + " " * 15
    for i in range(len(hand)):
        can = hand[i] in COME_OUT
        assert marks[3 * i:3 * i + 2] == ("  " if can else "--"), (hand, marks)
    stuck = [i for i in range(len(hand)) if hand[i] not in COME_OUT]
    if stuck and len(stuck) < len(hand):
        for _ in range(stuck[0]):
            rig.press("RIGHT")
        rig.press("OK")
        assert rig.screen().rows[7] == "%s cannot move" % hand[stuck[0]]
        assert mode(c) == "Hand"


def real_game(players=4, board="pico-pegs4"):
    return started(board, choices=[("Players", str(players)), ("Cards", "real")]
                   if board == "pico-pegs4" else [("Cards", "real")])


def test_real_cards_the_card_is_picked_and_its_movable_pegs_flash():
    rig = real_game()
    s = rig.screen()
    assert s.rows[0] == "Red: card?"
    assert s.rows[3].split() == ["K", "JK", "A", "2", "3"] and s.marks[3][6:8] == "##"
    rig.wait(50)
    assert rig.screen().rows[5] == "A: 1 move"
    start1 = rig.board.led("start", 1, 0)
    seen = set()
    for _ in range(4):
        seen.add(colour(rig, start1))
        rig.wait(BLINK_MS)
    assert seen == {RED, WHITE}  # the peg the Ace can bring out flashes
    rig.press("RIGHT")
    rig.wait(50)
    assert rig.screen().rows[5] == "2: no move"


def test_a_move_is_previewed_with_its_destination_blinking_then_played_hole_by_hole():
    rig = real_game()
    to_card(rig, "A")
    s = rig.screen()
    assert s.rows[0] == "Red A 1/1" and s.rows[2] == "out"
    t8 = led(rig, "T8")
    seen = set()
    for _ in range(4):
        seen.add(colour(rig, t8))
        rig.wait(BLINK_MS)
    assert seen == {RED, (0, 0, 0)}  # the previewed destination blinks
    rig.press("OK")
    assert rig.screen().rows[0] == "Red played"
    assert rules_of(saved(rig))["pegs"][0].count("T8") == 1  # saved before it is shown
    rig.wait(STEP_MS + 400)
    assert colour(rig, t8) == RED
    s = rig.screen()
    assert s.rows[0] == "Blue: card?"


def test_a_forward_move_steps_hole_by_hole():
    rig = position("pico-pegs4", {0: ["T10", "S", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "5")
    rig.press("OK")
    path = []
    for _ in range(5):
        path.append([t for t in range(72) if colour(rig, led(rig, "T%d" % t)) == RED])
        rig.wait(STEP_MS)
    assert path == [[11], [12], [13], [14], [15]]


def test_ok_skips_the_animation():
    rig = position("pico-pegs4", {0: ["T10", "S", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "10")
    rig.press("OK")
    assert mode(ctrl(rig)) == "Anim"
    rig.press("OK")
    assert colour(rig, led(rig, "T20")) == RED
    assert rig.screen().rows[0] == "Blue: card?"


def test_a_seven_is_split_first_peg_and_count_then_the_second_leg():
    rig = position("pico-pegs4", {0: ["T10", "T30", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "7")
    c = ctrl(rig)
    firsts = [rig.screen().rows[2]]
    for _ in range(len(c.screen.choices) - 1):
        rig.press("DOWN")
        firsts.append(rig.screen().rows[2])
    # whole sevens of each peg and every leg of every split, each once; Red's holes counted
    # from Red's start (T8 is 1, T10 is 3)
    assert "3 to 10" in firsts and "23 to 30" in firsts
    assert "3 to 6" in firsts and "23 to 27" in firsts
    while rig.screen().rows[2] != "3 to 6":
        rig.press("DOWN")
    assert rig.screen().rows[3] == "then 4 more" and rig.screen().rows[7] == "OK: next"
    rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "Red 7 1/1" and s.rows[1] == "with 3 to 6"
    assert s.rows[2:4] == ["23 to 27", ""]
    rig.press("OK")
    rig.press("OK")
    assert rules_of(saved(rig))["pegs"][0][:2] == ["T13", "T34"]


def test_back_steps_out_of_a_split_then_out_of_the_card():
    rig = position("pico-pegs4", {0: ["T10", "T30", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "7")
    while not rig.screen().rows[3].startswith("then "):
        rig.press("DOWN")
    first = rig.screen().rows[2]
    rig.press("OK")
    rig.press("BACK")
    assert rig.screen().rows[2] == first
    rig.press("BACK")
    assert rig.screen().rows[0] == "Red: card?"


def test_a_card_with_no_move_offers_no_move_discard():
    rig = real_game()
    to_card(rig, "5")
    s = rig.screen()
    assert s.rows[2] == "No move: discard"
    rig.press("OK")
    assert rig.screen().rows[0] == "Blue: card?"
    assert ctrl(rig).recent == ["Red 5: discard"]


def test_a_bump_is_previewed_and_flashes():
    rig = position("pico-pegs4", {0: ["T10", "S", "S", "S", "S"],
                                  1: ["T15", "S", "S", "S", "S"], 2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "5")
    s = rig.screen()
    assert s.rows[2:4] == ["3 to 8", "bumps Blue"]
    t15 = led(rig, "T15")
    seen = set()
    for _ in range(4):
        seen.add(colour(rig, t15))
        rig.wait(BLINK_MS)
    assert seen == {BLUE, WHITE}  # the peg it would bump flashes
    rig.press("OK")
    anim = ctrl(rig).screen
    assert anim.kinds() == [1]  # BUMP
    rig.wait(5 * STEP_MS + 20)
    flashes = set()
    for _ in range(4):
        flashes.add(colour(rig, t15))
        rig.wait(90)
    assert WHITE in flashes and BLUE in flashes
    assert 196 in [f for _, f, _ in rig.hw.sound.beeps]  # its sound
    rig.wait(1000)
    assert colour(rig, rig.board.led("start", 1, 1)) == BLUE  # back to START


def test_partner_bumps_swaps_and_jokers_each_have_their_effect():
    pegs = {0: ["T10", "T40", "S", "S", "S"], 1: ["T20", "S", "S", "S", "S"],
            2: ["T15", "S", "S", "S", "S"], 3: ["S"] * 5}
    kinds = []
    for card, move in (("5", Move("5", [(0, "T10", "T15")], [(2, "T15", "T39")])),
                       ("2", Move("2", [(0, "T10", "T20"), (1, "T20", "T10")])),
                       ("JK", Move("JK", [(0, "T40", "T20")], [(1, "T20", "S")]))):
        rig = position("pico-pegs4", pegs, 0, teams=[[0, 2], [1, 3]])
        play(rig, move, watch=True)
        kinds.append(ctrl(rig).screen.kinds())
    assert kinds == [[2], [3], [4, 1]]  # PARTNER; SWAP; JOKER then the BUMP


def test_a_peg_entering_home_is_celebrated_and_a_win_too():
    pegs = {0: ["T1", "H1", "H2", "H3", "H4"], 1: ["S"] * 5}
    rig = position("pico-pegs4", {0: pegs[0], 2: ["S"] * 5, 1: pegs[1], 3: ["S"] * 5}, 0)
    play(rig, Move("8", [(0, "T1", "T65")]))
    assert mode(ctrl(rig)) != "Won"
    rig = position("pico-pegs4", {0: ["T2", "H2", "H3", "H4", "H5"], 2: ["S"] * 5,
                                  1: ["S"] * 5, 3: ["S"] * 5}, 0)
    play(rig, Move("2", [(0, "T2", "H1")]), watch=True)
    assert ctrl(rig).screen.kinds() == [5, 6]  # HOME, then WIN
    rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "Game over" and s.rows[2] == "Red wins!"
    assert s.rows[6:8] == ["BACK: game menu", "OK: main menu"]
    frames = set()
    for _ in range(3):
        frames.add(tuple(colour(rig, led(rig, "T%d" % t)) for t in range(3)))
        rig.wait(120)
    assert len(frames) == 3  # the winner's track chases
    assert rules_of(saved(rig))["pegs"][0][0] == "H1"


def won_game():
    """A game Red has just won (its 2 brought the last peg HOME), at the Game over screen."""
    rig = position("pico-pegs4", {0: ["T2", "H2", "H3", "H4", "H5"], 2: ["S"] * 5,
                                  1: ["S"] * 5, 3: ["S"] * 5}, 0)
    play(rig, Move("2", [(0, "T2", "H1")]))
    assert rig.screen().rows[0] == "Game over"
    return rig


def test_game_over_back_opens_the_game_menu_and_back_again_returns():
    rig = won_game()
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game menu"
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game over"


def test_game_over_ok_goes_to_the_main_menu_as_it_says_and_the_game_is_done():
    rig = won_game()
    assert rig.screen().rows[7] == "OK: main menu"
    rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "pico-pegs4" and s.rows[1:4] == ["New game", "Settings", "About"]
    assert "game" not in rig.hw.storage.files  # nothing left to resume


def test_a_computer_seat_moves_after_a_visible_pause():
    rig = started(choices=[("Play ", "per seat"), ("P2", "comp. normal")])
    c = ctrl(rig)
    play(rig, c.game.legal_moves(0)[0])  # Red's move (a discard if nothing can move)
    s = rig.screen()
    assert s.rows[2:4] == ["Blue: computer", "is thinking..."]
    rig.wait(THINK_MS // 2)
    assert mode(c) == "Think" and len(c.recent) == 1
    rig.wait(THINK_MS)
    assert len(c.recent) == 2 and c.recent[1].startswith("Blue ")


def test_undo_takes_back_the_last_move_after_a_confirmation():
    rig = real_game()
    play(rig, Move("A", [(0, "S", "T8")]))
    assert colour(rig, led(rig, "T8")) == RED
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game menu"
    rig.go("Undo last move")
    s = rig.screen()
    assert s.rows[0] == "Undo" and s.rows[2:4] == ["Take back 1", "move?"]
    assert s.rows[4] == "Red A: out"
    rig.press("OK")
    assert colour(rig, led(rig, "T8")) == (0, 0, 0)
    assert rig.screen().rows[0] == "Red: card?"
    assert saved(rig)["rules"]["turn"] == 0 and saved(rig)["recent"] == []


def test_undo_can_be_declined_and_needs_a_move():
    rig = real_game()
    rig.press("BACK")
    rig.go("Undo last move")
    assert rig.screen().rows[7] == "No move to undo"
    play_first = Move("A", [(0, "S", "T8")])
    rig.press("BACK")
    play(rig, play_first)
    rig.press("BACK")
    rig.go("Undo last move")
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game menu"
    assert colour(rig, led(rig, "T8")) == RED


def test_undo_with_computers_goes_back_to_the_persons_move():
    rig = started(choices=[("Play ", "me + comp.")])
    c = ctrl(rig)
    for _ in range(40):  # until Red can move something
        if mode(c) == "Hand":
            rig.wait(60)
            if max(c.screen.counts) > 0:
                break
        rig.press("OK")
    move = [m for m in c.game.legal_moves(0) if m.legs][0]
    play(rig, move)
    for _ in range(20):  # the three computers move (OK skips their pauses and animations)
        if mode(c) not in ("Think", "Anim"):
            break
        rig.press("OK")
    assert c.game.turn == 0 and len(c.recent) == 4
    rig.press("BACK")
    rig.go("Undo last move")
    assert rig.screen().rows[2] == "Take back 4"
    rig.press("OK")
    assert c.game.turn == 0 and c.game.hand(0).count(move.card) >= 1


def test_setup_moves_a_peg_to_match_the_physical_board_then_play_goes_on():
    rig = real_game()
    rig.press("BACK")
    rig.go("Setup pegs")
    s = rig.screen()
    assert s.rows[0] == "Setup pegs" and s.rows[1:3] == ["Red peg 1", "at start"]
    rig.press("OK")
    rig.press("RIGHT")  # a side: S -> T17
    for _ in range(3):
        rig.press("DOWN")
    assert rig.screen().rows[3] == "to 13"  # T20, 12 holes past Red's come-out hole T8
    t20 = led(rig, "T20")
    seen = set()
    for _ in range(4):
        seen.add(colour(rig, t20))
        rig.wait(BLINK_MS)
    assert seen == {RED, (0, 0, 0)}
    rig.press("OK")
    assert rig.screen().rows[1:3] == ["Red peg 1", "at 13"]
    rig.long("OK")
    assert rig.screen().rows[0] == "Red: card?"
    rig.wait(60)
    assert colour(rig, t20) in (RED, WHITE)  # there, flashing: the Ace can move it
    assert rules_of(saved(rig))["pegs"][0][0] == "T20"
    to_card(rig, "5")
    assert rig.screen().rows[2] == "13 to 18"


def test_setup_refuses_two_pegs_in_one_hole_and_back_cancels():
    rig = position("pico-pegs4", {0: ["T10", "S", "S", "S", "S"], 1: ["T11", "S", "S", "S", "S"],
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    rig.press("BACK")
    rig.go("Setup pegs")
    rig.press("OK")
    rig.press("DOWN")
    assert rig.screen().rows[3] == "to 4"
    rig.press("OK")
    assert rig.screen().rows[7] == "Blue is there"
    assert rig.screen().rows[2] == "at 3"
    rig.press("BACK")
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game menu"
    assert rules_of(saved(rig))["pegs"][0][0] == "T10"


def test_the_move_log_shows_the_last_moves():
    rig = real_game()
    play(rig, Move("A", [(0, "S", "T8")]))
    play(rig, Move("K", [(1, "S", "T26")]))
    rig.press("BACK")
    rig.go("Move log")
    s = rig.screen()
    assert s.rows[0] == "Move log"
    assert s.rows[1:3] == ["Blue K: out", "Red A: out"]


def test_an_illegal_press_says_so_and_changes_nothing():
    rig = started()
    rig.press("LEFT")
    s = rig.screen()
    assert s.rows[7] == "LEFT: not here" and s.bars[7]
    assert s.rows[2] == "Pass to Red,"


def test_after_a_power_cut_the_game_resumes_at_the_same_turn_and_screen():
    storage = MemoryStorage()
    rig = started(storage=storage)
    c = ctrl(rig)
    rig.press("OK")
    rig.wait(60)
    move = c.game.legal_moves(0)[0]
    play(rig, move, watch=True)  # the power goes during the animation
    before = saved(rig)
    again = Rig("pico-pegs4", storage=storage)
    assert again.screen().highlighted() == "Resume Pegs 4p"
    again.press("OK")
    s = again.screen()
    assert s.rows[2] == "Pass to Blue,"
    assert saved(again)["rules"] == before["rules"]
    for place in before["rules"]["pegs"][0].split():
        if place[0] == "T":
            assert colour(again, led(again, place)) == RED


def test_a_resumed_game_lets_go_of_its_saved_log_as_it_reads_it():
    # A long save's log is 40 KB of hex: held whole while the game is made, it was the peak
    # of a resume. The parsed save is the shell's own and is dropped after.
    rig = started()
    c = ctrl(rig)
    for _ in range(12):
        c.apply(c.game.legal_moves(c.game.turn)[0], [], [])
        rig.shell.save_game(c)
    d = saved(rig)
    pieces = d["rules"]["log"]
    assert len(pieces) > 0
    again = type(c).from_dict(rig.hw, rig.shell.settings, d)
    assert pieces == [None] * len(pieces)
    assert again.game.to_dict() == c.game.to_dict()


def test_two_players_sit_opposite_and_two_colours_are_both_computed():
    rig = started(choices=[("Players", "2"), ("Teams", "2 colours"), ("Play ", "per seat"),
                           ("P2", "comp. normal")])
    assert ctrl(rig).computer == [1, 3]
    assert saved(rig)["label"] == "Pegs 2p"


def test_eight_seats_each_in_their_colour():
    rig = started("esp32-pegs8", choices=[("Cards", "real")])
    play(rig, Move("A", [(0, "S", "T8")]))
    play(rig, Move("A", [(1, "S", "T26")]))
    assert colour(rig, led(rig, "T8")) == RED
    assert colour(rig, led(rig, "T26")) == BLUE
    assert rig.screen().rows[0] == "Green: card?"


def test_back_then_quit_keeps_the_game_for_resume():
    rig = started()
    rig.press("BACK")
    rig.go("Quit to menu")
    assert rig.screen().highlighted() == "Resume Pegs 4p"
    rig.press("OK")
    assert rig.screen().rows[2] == "Pass to Red,"


def test_the_encoder_turns_the_card_wheel_and_the_moves():
    rig = position("esp32-pegs8", dict((s, ["T%d" % (18 * s + 10), "S", "S", "S", "S"])
                                       for s in range(8)), 0)
    assert rig.screen().rows[3].split() == ["K", "JK", "A", "2", "3"]
    rig.turn(3)
    assert rig.screen().rows[3].split() == ["2", "3", "4", "5", "6"]  # the 4 in the middle
    rig.press("OK")
    assert rig.screen().rows[2] == "3 to 7"
    rig.turn(-1)
    assert rig.screen().rows[0].startswith("Red 4 ")


def test_a_move_with_more_lines_than_the_screen_has_rows_turns_pages():
    # Red's pegs are all HOME: Red plays for Green, whose split 9 sends two partners to their
    # doors, each bumping the opponent there: 8 lines for the second step's 6 rows.
    home = ["H1", "H2", "H3", "H4", "H5"]
    pegs = {0: home, 1: ["S"] * 5, 2: ["T100", "T130", "S", "S", "S"], 3: ["S"] * 5,
            4: ["T105", "S", "S", "S", "S"], 5: ["T75", "S", "S", "S", "S"],
            6: ["T126", "S", "S", "S", "S"], 7: ["T111", "S", "S", "S", "S"]}
    rig = position("esp32-pegs8", pegs, 0, teams=[[0, 2, 4, 6], [1, 3, 5, 7]],
                   hands={0: ["9", "3", "3", "3", "3"]})
    to_card(rig, "9")
    while rig.screen().rows[2:4] != ["Green 57 to 62", "then back 4"]:
        rig.press("DOWN")
    rig.press("OK")
    while "Purple to door" not in rig.screen().rows:
        rig.press("DOWN")
    first = rig.screen().rows[1:7]
    # The bumps in the order the rules apply them: the peg on a door goes, then the partner
    # comes.
    assert first == ["with Green 57 to", "62", "Green 87 back to", "83", "bumps Orange",
                     "Purple to door"]
    rig.wait(PAGE_MS)
    assert rig.screen().rows[1:7] == ["bumps Pink", "Cyan to door", "", "", "", ""]
    rig.wait(PAGE_MS)
    assert rig.screen().rows[1:7] == first


def help_page(rig):
    """Every line of the game menu's Help page, scrolled to its end, and the rows at the top."""
    rig.press("BACK")
    rig.go("Help")
    top = rig.screen()
    lines = top.items()[1:]
    for _ in range(80):
        rig.press("DOWN")
        lines.append(rig.screen().items()[7])
    return top, " ".join(lines)


def test_the_help_page_says_what_the_words_and_marks_mean():
    rig = started()
    top, words = help_page(rig)
    assert top.rows[0] == "Help" and top.rows[7].endswith("v")  # more below
    assert "your come-out hole is 1, your door (the in-spot," in words
    assert "is 68." in words  # a 4-paddle board's 72 holes
    for said in ("out: a peg leaves START", "30 back to 22:", "bumps Blue:", "Blue to door:",
                 "-- under a card: it has no move now.", "JK is a Joker."):
        assert said in words, said
    rig.press("BACK")
    assert rig.screen().rows[0] == "Game menu"


def test_the_help_page_counts_the_door_of_the_board_it_is_on():
    rig = started("esp32-pegs8")
    assert "is 140." in help_page(rig)[1]


def test_setup_says_whose_peg_is_in_a_home_hole_already():
    rig = position("pico-pegs4", {0: ["H1", "S", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    rig.press("BACK")
    rig.go("Setup pegs")
    rig.press("DOWN")  # Red's peg 2, in START
    rig.press("OK")
    for _ in range(5):
        rig.press("UP")  # from START back round to H5, then down to H1
    assert rig.screen().rows[3] == "to home 1"
    rig.press("OK")
    assert rig.screen().rows[7] == "Red is there"
    assert rig.screen().rows[1:3] == ["Red peg 2", "at start"]
