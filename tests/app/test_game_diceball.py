"""A DiceBall game through the shell, driven only by buttons: rolls tumbling on the pip LEDs and
settling on the dice source's value, the line score and count on the OLED, saved at every roll,
resumed after power-up; damaged saves reported and set aside. Every LED frame is checked against
the power budget (rig.py)."""
import sys
from binascii import unhexlify

from gameboard import savefile
from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig, uses

uses("pico-combo", "pico-diceball")

# The die faces as the board lights them (pip 1 top-left .. 7 bottom-right, bit n-1 = pip n);
# not imported from the controller, which the shell unloads between games.
PIPS = (0, 0b0001000, 0b1000001, 0b1001001, 0b1100011, 0b1101011, 0b1110111)
TUMBLE_MS = 650   # diceball/play.py _TUMBLE_MS
SOLO_MS = 900     # diceball/play.py _SOLO_MS


def started(rolls=(), storage=None, board="pico-diceball", choices=()):
    """A game started from the wizard after picking each (row, value) of `choices`."""
    rig = Rig(board, storage=storage, rolls=rolls)
    rig.go("New game")
    if board == "pico-combo":
        rig.go("DiceBall")
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")
    return rig


def roll(rig):
    """ROLL, and the dice left to tumble and settle."""
    rig.press("ROLL")
    rig.wait(TUMBLE_MS)


def saves(rig):
    return len([op for op in rig.hw.storage.ops if op == ("write", "game.tmp")])


def face(rig, name):
    """The value a die face shows on its pip LEDs (0: dark), from the LED frame."""
    b = rig.board
    lit = 0
    for n in range(1, 8):
        if rig.shell.frame.get(b.led("pip", n, name)) != (0, 0, 0):
            lit |= 1 << (n - 1)
    return PIPS.index(lit)


def ctrl(rig):
    return rig.shell.stack[-1].ctrl


def test_a_new_game_shows_the_empty_line_score():
    rig = started()
    s = rig.screen()
    assert s.rows == ["Top 1", "123456789 R  H E", "0         0  0 0", "          0  0 0",
                      "B0 S0 O0  ---", "", "", "Home to pitch"]
    # R and E sit in inverted boxes, H between them plain
    assert s.marks[2] == "." * 9 + "##" + "..." + "##"


def test_the_new_game_is_saved_at_once():
    rig = started()
    assert saves(rig) == 1
    saved = savefile.decode(rig.hw.storage.files["game"])
    assert saved["game"] == "diceball" and saved["options"]["innings"] == 9


def test_a_roll_tumbles_on_the_pip_face_then_settles_on_the_seeded_value():
    rig = started(rolls=(5,))
    rig.press("ROLL")
    assert rig.screen().rows[4:6] == ["B0 S0 O0  ---", "Rolling..."]
    seen = set()
    for _ in range(6):
        seen.add(face(rig, "pitch"))
        rig.wait(70)
    assert len(seen) >= 3  # the face changes while it tumbles
    rig.wait(TUMBLE_MS)
    s = rig.screen()
    assert face(rig, "pitch") == 5
    assert s.rows[4] == "B1 S0 O0  ---" and s.rows[5] == "Pitch: ball 1"
    assert rig.hw.sound.count > 3  # a click per tumble frame


def test_ok_skips_the_tumble():
    rig = started(rolls=(2,))
    rig.press("ROLL")
    rig.press("OK")
    s = rig.screen()
    assert s.rows[4:8] == ["B0 S0 O0  ---", "Pitch: hittable,", "batter swings",
                           "Visitor to swing"]  # the count stands: no strike on it
    assert face(rig, "pitch") == 2


def test_a_pitched_ball_then_a_strike_and_a_swing():
    rig = started(rolls=(5, 2, 1, 2))
    roll(rig)
    roll(rig)
    roll(rig)  # 1-2: double
    s = rig.screen()
    assert s.rows[2] == "0         0  1 0"
    assert s.rows[4] == "B0 S0 O0  -2-"
    assert s.rows[5] == "Double"
    assert (face(rig, "bat1"), face(rig, "bat2")) == (1, 2)


def lit(rig, role, n=1):
    return rig.hw.strip.colour(rig.board.led(role, n, 0)) != (0, 0, 0)


def test_nothing_of_the_result_shows_while_the_dice_tumble():
    # Pitch die off: 1-3 fly out, then 1-2 a double.
    rig = started(rolls=(1, 3, 1, 2), choices=[("Pitch die", "off")])
    rig.press("ROLL")
    rig.wait(TUMBLE_MS // 2)
    s = rig.screen()
    assert s.rows[4:8] == ["B0 S0 O0  ---", "Rolling...", "", "Visitor to swing"]
    assert not lit(rig, "out", 1)
    rig.wait(TUMBLE_MS)
    assert rig.screen().rows[4:6] == ["B0 S0 O1  ---", "Fly out"]
    assert lit(rig, "out", 1)
    rig.press("ROLL")
    rig.wait(TUMBLE_MS // 2)
    s = rig.screen()
    assert s.rows[2] == "0         0  0 0" and s.rows[4:6] == ["B0 S0 O1  ---", "Rolling..."]
    assert s.rows[6] == ""  # the fly out is gone with the roll, the double not yet there
    assert not lit(rig, "base", 2)
    rig.wait(TUMBLE_MS)
    s = rig.screen()
    assert s.rows[2] == "0         0  1 0" and s.rows[4:6] == ["B0 S0 O1  -2-", "Double"]
    assert lit(rig, "base", 2)


def test_the_roll_that_ends_the_game_shows_final_only_once_the_dice_settle():
    rig = started(rolls=_outs(15) + (1, 1), choices=[("Innings", "3"), ("Pitch die", "off")])
    for _ in range(15):
        rig.press("ROLL")
        rig.press("OK")
    rig.press("ROLL")  # 1-1: a walk-off home run
    rig.wait(TUMBLE_MS // 2)
    s = rig.screen()
    assert s.rows[0] == "Bot 3" and not s.bars[0]
    assert s.rows[5:8] == ["Rolling...", "", "Home to swing"]
    assert lit(rig, "bottom")
    rig.wait(TUMBLE_MS)
    s = rig.screen()
    assert s.rows[0] == "WALK-OFF!" and s.rows[5] == "Home run, 1 run,"
    assert s.rows[7] == "Home wins 1-0"
    assert not lit(rig, "top") and not lit(rig, "bottom")  # no half under way


def test_a_game_ended_after_a_top_half_leaves_the_top_led_dark():
    # A home run in the bottom of the 1st, then 3-inning zeros: the home team leads after the
    # top of the 3rd, so the game ends there (X).
    rig = started(rolls=_outs(3) + (1, 1) + _outs(12), choices=[("Innings", "3"),
                                                                ("Pitch die", "off")])
    for _ in range(16):
        rig.press("ROLL")
        rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "FINAL" and s.rows[3].startswith("10X")
    assert not lit(rig, "top") and not lit(rig, "bottom")


def test_every_roll_is_a_turn_boundary_and_is_saved():
    rig = started(rolls=(5, 5, 1, 6, 6))
    for n in range(4):
        roll(rig)
        assert saves(rig) == 2 + n
    saved = savefile.decode(rig.hw.storage.files["game"])
    assert list(unhexlify(saved["rules"]["log"])) == [5, 5, 1, 66]  # as hex, a byte a roll


def test_leds_show_runner_count_half_and_the_dice():
    rig = started(rolls=(5, 2, 1, 6))  # ball, strike, then 1-6: single
    for _ in range(3):
        roll(rig)
    assert lit(rig, "base", 1) and not lit(rig, "base", 2) and not lit(rig, "base", 3)
    assert not lit(rig, "ball", 1)  # the count resets after the plate appearance
    assert lit(rig, "top") and not lit(rig, "bottom")
    assert face(rig, "bat1") == 1 and face(rig, "bat2") == 6
    assert face(rig, "pitch") == 2  # the last pitch stays shown


def test_a_press_that_means_nothing_says_so_and_changes_nothing():
    rig = started()
    before = savefile.decode(rig.hw.storage.files["game"])
    rig.press("UP")
    assert rig.screen().rows[7] == "UP: not here"
    rig.wait(2000)
    assert rig.screen().rows[7] == "Home to pitch"
    assert savefile.decode(rig.hw.storage.files["game"]) == before


def test_real_dice_are_entered_by_hand_and_shown_as_chosen():
    rig = started(choices=[("Dice", "real")])
    rig.press("ROLL")
    assert rig.screen().rows[5] == "Pitch die: 1"
    for _ in range(4):
        rig.press("UP")
    rig.press("DOWN")
    assert rig.screen().rows[5] == "Pitch die: 4"
    assert face(rig, "pitch") == 4  # the face shows the value being chosen
    rig.press("OK")  # 4: a strike
    assert rig.screen().rows[7] == "Visitor to swing"
    rig.press("ROLL")
    rig.press("DOWN")  # 1 -> 6
    rig.press("OK")
    assert rig.screen().rows[5] == "Dice: 6 1"
    rig.press("OK")  # 6-1, read lowest first: single
    assert rig.screen().rows[5] == "Single"
    assert list(ctrl(rig).game.log) == [4, 61]


def test_real_dice_show_their_result_at_once_without_a_tumble():
    rig = started(rolls=(6,), choices=[("Dice", "real")])
    rig.press("ROLL")
    for _ in range(4):
        rig.press("UP")
    rig.press("OK")  # 5: a ball
    s = rig.screen()
    assert s.rows[4:6] == ["B1 S0 O0  ---", "Pitch: ball 1"]
    assert face(rig, "pitch") == 5  # the die entered, not the board's dice source
    frames = rig.frames
    rig.wait(TUMBLE_MS)
    assert face(rig, "pitch") == 5 and rig.screen().rows[5] == "Pitch: ball 1"
    assert rig.frames == frames  # nothing tumbles afterwards


def test_real_dice_right_and_a_clockwise_turn_count_up_left_and_down_count_down():
    rig = started(board="pico-combo", choices=[("Dice", "real")])
    rig.press("ROLL")
    rig.press("RIGHT")
    assert rig.screen().rows[5] == "Pitch die: 2"
    rig.turn(1)
    assert rig.screen().rows[5] == "Pitch die: 3"
    rig.press("LEFT")
    rig.press("DOWN")
    assert rig.screen().rows[5] == "Pitch die: 1"
    rig.turn(-1)
    assert rig.screen().rows[5] == "Pitch die: 6"  # round from 1 to 6
    assert face(rig, "pitch") == 6


def test_back_while_entering_real_dice_changes_nothing():
    rig = started(choices=[("Dice", "real")])
    rig.press("ROLL")
    rig.press("UP")
    rig.press("BACK")
    assert rig.screen().rows[7] == "Home to pitch"
    assert list(ctrl(rig).game.log) == []
    assert saves(rig) == 1


def test_solo_the_board_rolls_for_the_other_team_at_a_watchable_pace():
    rig = started(rolls=(1, 1, 1), choices=[("Solo", "visitor")])
    # The home team pitches in the top half: the board does, after a pause.
    assert rig.screen().rows[7] == "Board to pitch"
    rig.press("ROLL")
    assert rig.screen().rows[7] == "Board's roll"  # not the player's roll: nothing happens
    assert list(ctrl(rig).game.log) == []
    rig.wait(SOLO_MS + TUMBLE_MS)
    assert list(ctrl(rig).game.log) == [1]
    assert rig.screen().rows[7] == "Visitor to swing"
    roll(rig)  # 1-1: home run, then the board pitches again
    s = rig.screen()
    assert s.rows[2] == "1         1  1 0"
    assert s.rows[7] == "Board to pitch"


def test_solo_the_boards_team_is_called_board_while_its_dice_tumble_too():
    rig = started(rolls=(5, 6), choices=[("Solo", "visitor")])
    seen = set()
    for _ in range(2 * (SOLO_MS + TUMBLE_MS) // 50):  # two of the board's pitches, watched
        rig.wait(50)
        seen.add(rig.screen().rows[7])
    assert list(ctrl(rig).game.log) == [5, 6]
    assert seen == {"Board to pitch"}


def _play_out(rig, limit=3000):
    for _ in range(limit):
        if ctrl(rig).over:
            break
        rig.press("ROLL")
        rig.press("OK")
    rig.wait(TUMBLE_MS)


def _line_adds_up(s):
    """Each team's innings on the OLED add up to its R."""
    for r in (2, 3):
        row = s.rows[r]
        innings = sum(int(c) for c in row[:9] if c.isdigit())
        assert innings == int(row[9:11]), row


def test_a_whole_game_with_the_board_rolling_ends_final_and_is_forgotten_on_leaving():
    rig = started(board="pico-combo", choices=[("Innings", "3")])
    _play_out(rig)
    s = rig.screen()
    assert s.rows[0] in ("FINAL", "WALK-OFF!") and s.bars[0]
    assert s.rows[7].endswith(" wins %s" % s.rows[7].split(" wins ")[1])
    _line_adds_up(s)
    rig.press("ROLL")
    assert rig.screen().rows[7] == "Game over"
    rig.press("BACK")
    assert rig.screen().highlighted() == "New game"
    assert "game" not in rig.hw.storage.files


def test_a_whole_solo_game_with_only_the_players_rolls():
    rig = started(choices=[("Innings", "3"), ("Solo", "home")])
    for _ in range(2000):
        c = ctrl(rig)
        if c.over:
            break
        if c.mode == 3:  # the board's turn: the player waits and watches
            rig.wait(SOLO_MS + TUMBLE_MS)
        else:
            roll(rig)
    s = rig.screen()
    assert s.rows[0] in ("FINAL", "WALK-OFF!")
    _line_adds_up(s)


def test_a_whole_game_with_real_dice():
    from gameboard.rules.prng import Prng
    rig = started(choices=[("Innings", "3"), ("Dice", "real")])
    dice = Prng(7)
    for _ in range(3000):
        c = ctrl(rig)
        if c.over:
            break
        rig.press("ROLL")
        for _ in range(1 if c.game.expects() == "pitch" else 2):
            for _ in range(dice.roll() - 1):
                rig.press("UP")
            rig.press("OK")
        rig.wait(TUMBLE_MS)
    assert rig.screen().rows[0] in ("FINAL", "WALK-OFF!")
    _line_adds_up(rig.screen())


def _outs(n):
    return (1, 3) * n  # 1-3: fly out, the pitcher's die off


def test_a_walk_off_home_run_shows_walk_off_and_the_bases_celebrate():
    rig = started(rolls=_outs(15) + (1, 1), choices=[("Innings", "3"), ("Pitch die", "off")])
    for _ in range(16):
        rig.press("ROLL")
        rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "WALK-OFF!" and s.bars[0]
    assert s.rows[7] == "Home wins 1-0"
    assert s.rows[5:7] == ["Home run, 1 run,", "walk-off!"]
    b = rig.board
    frames = set()
    for _ in range(4):
        frames.add(tuple(rig.shell.frame.get(b.led("base", n)) != (0, 0, 0) for n in (1, 2, 3, 4)))
        rig.wait(150)
    assert len(frames) == 2  # the bases chase round


def test_extra_innings_scroll_the_line_score():
    rig = started(rolls=_outs(54 + 3), choices=[("Pitch die", "off")])
    for _ in range(57):
        rig.press("ROLL")
        rig.press("OK")
    s = rig.screen()
    assert s.rows[0] == "Bot 10"
    assert s.rows[1] == "234567890 R  H E"
    assert s.rows[2] == "000000000 0  0 0"
    assert s.rows[3] == "000000000 0  0 0"


def test_after_power_up_the_saved_game_is_offered_and_resumes_where_it_was():
    storage = MemoryStorage()
    rig = started(rolls=(5, 5, 6), storage=storage)
    for _ in range(3):
        roll(rig)
    before = rig.screen().rows
    again = Rig("pico-diceball", storage=storage)
    assert again.screen().highlighted() == "Resume DiceBall"
    again.press("OK")
    assert again.screen().rows == before
    assert face(again, "pitch") == 6


SAVE_READER = "gameboard.rules.diceball_saved"


def test_the_save_reader_is_loaded_only_to_read_a_save_back():
    from gameboard import modules
    modules.unload(SAVE_READER)  # what tests before this one loaded (pytest's one process)
    storage = MemoryStorage()
    rig = started(rolls=(5,), storage=storage)
    roll(rig)
    assert SAVE_READER not in sys.modules  # a new game does without it
    again = Rig("pico-diceball", storage=storage)
    again.press("OK")  # resume: read back, then let go
    assert again.screen().rows[4] == "B1 S0 O0  ---"
    assert SAVE_READER not in sys.modules


# The opening's code (the controller's, the rules' making), the runner rules (read as data:
# diceball_transitions.py), a refusal's words and the palette the teams' colours come from.
MAKING = ("gameboard.games.diceball.controller", "gameboard.rules.diceball_making",
          "gameboard.rules.diceball_presets", "gameboard.rules.diceball_tables",
          "gameboard.rules.diceball_transitions", "gameboard.rules.diceball_runners",
          "gameboard.rules.diceball_refusals", "gameboard.lights.palette")


def test_a_game_in_play_holds_none_of_the_code_that_made_it():
    storage = MemoryStorage()
    rig = started(rolls=(5,), storage=storage)
    roll(rig)
    assert [name for name in MAKING if name in sys.modules] == []
    again = Rig("pico-diceball", storage=storage)
    again.press("OK")  # resume: the game made again, from its save
    assert again.screen().rows[4] == "B1 S0 O0  ---"
    assert [name for name in MAKING + (SAVE_READER,) if name in sys.modules] == []


def test_a_roll_the_rules_refuse_is_told_and_its_words_let_go():
    rig = started(rolls=(7,))  # a dice source gone wrong
    rig.press("ROLL")
    s = rig.screen()
    assert s.rows[7] == "the pitcher's di"  # the rules' words, as far as the row holds
    assert s.rows[4] == "B0 S0 O0  ---"  # nothing played
    assert "gameboard.rules.diceball_refusals" not in sys.modules


def test_a_power_cut_while_the_dice_tumble_keeps_the_roll():
    storage = MemoryStorage()
    rig = started(rolls=(5,), storage=storage)
    rig.press("ROLL")  # cut during the tumble: the roll was saved before it was shown
    again = Rig("pico-diceball", storage=storage)
    again.press("OK")
    assert again.screen().rows[4] == "B1 S0 O0  ---"


def test_back_leaves_the_game_saved_for_resume():
    rig = started(rolls=(5,))
    roll(rig)
    rig.press("BACK")
    s = rig.screen()
    assert s.rows[0] == "pico-diceball" and s.highlighted() == "Resume DiceBall"
    rig.press("OK")
    assert rig.screen().rows[4] == "B1 S0 O0  ---"


def test_a_damaged_save_is_reported_and_the_previous_turn_resumes():
    storage = MemoryStorage()
    rig = started(rolls=(5, 5, 6), storage=storage)
    for _ in range(3):
        roll(rig)
    storage.files["game"] = storage.files["game"][:-5]  # a torn write
    again = Rig("pico-diceball", storage=storage)
    s = again.screen()
    assert s.rows[0] == "Notice"
    assert "game damaged: cut short" in s.prose()
    assert "game.bad" in storage.files
    again.press("OK")
    assert again.screen().highlighted() == "Resume DiceBall"
    again.press("OK")
    assert again.screen().rows[4] == "B2 S0 O0  ---"  # two balls: the turn before the third


def test_a_save_the_rules_refuse_is_set_aside_not_a_crash():
    bad = {"game": "diceball", "label": "DiceBall", "options": {}, "rules": {"version": 99}}
    storage = MemoryStorage({"game": savefile.encode(bad)})
    rig = Rig("pico-diceball", storage=storage)
    rig.go("Resume")
    s = rig.screen()
    assert s.rows[0] == "Cannot resume"
    assert s.prose().startswith("saved game refused: saved DiceBall game has version 99")
    assert "game.bad" in storage.files and "game" not in storage.files


def test_a_save_of_a_game_the_board_lacks_is_set_aside_at_power_up():
    other = {"game": "pegs", "label": "Pegs 4p", "options": {}, "rules": {}}
    storage = MemoryStorage({"game": savefile.encode(other)})
    rig = Rig("pico-diceball", storage=storage)
    assert rig.screen().rows[0] == "Notice"
    assert rig.screen().prose() == ("saved game refused: it is not a game this board plays; "
                                    "set aside as game.bad")
    rig.press("OK")
    assert rig.screen().rows[1] == "New game"


def test_a_save_with_malformed_rules_data_is_set_aside_too():
    bad = {"game": "diceball", "label": "DiceBall", "options": {}, "rules": {"version": 1}}
    storage = MemoryStorage({"game": savefile.encode(bad)})
    rig = Rig("pico-diceball", storage=storage)
    rig.go("Resume")
    assert rig.screen().rows[0] == "Cannot resume"
    assert "game.bad" in storage.files
