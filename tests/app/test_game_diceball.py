"""A DiceBall game through the shell: started from the wizard, rolled with the dice source,
saved at every turn boundary, resumed after power-up; damaged saves reported and set aside.
The scoreboard is read off the OLED; every LED frame is checked against the power budget."""
from gameboard import savefile
from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig, uses

uses("pico-combo", "pico-diceball")


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


def saves(rig):
    return len([op for op in rig.hw.storage.ops if op == ("write", "game.tmp")])


def test_a_new_game_shows_the_empty_scoreboard():
    rig = started()
    assert rig.screen().rows == ["Top 1", "        R  H  E", "Visitor 0  0  0", "Home    0  0  0",
                                 "B0 S0 O0  ---", "", "", "ROLL: pitch"]


def test_the_new_game_is_saved_at_once():
    rig = started()
    assert saves(rig) == 1
    saved = savefile.decode(rig.hw.storage.files["game"])
    assert saved["game"] == "diceball" and saved["options"]["innings"] == 9


def test_a_pitched_ball_then_a_strike_and_a_swing():
    rig = started(rolls=(5, 2, 1, 2))
    rig.press("ROLL")
    s = rig.screen()
    assert s.rows[4] == "B1 S0 O0  ---" and s.rows[5] == "Pitch: ball 1"
    rig.press("ROLL")
    assert rig.screen().rows[5:8] == ["Pitch: strike,", "batter swings", "ROLL: swing"]
    rig.press("ROLL")  # 1-2: double
    s = rig.screen()
    assert s.rows[2] == "Visitor 0  1  0"
    assert s.rows[4] == "B0 S0 O0  -2-"
    assert s.rows[5] == "Double"


def test_every_roll_is_a_turn_boundary_and_is_saved():
    rig = started(rolls=(5, 5, 1, 6, 6))
    for n in range(4):
        rig.press("ROLL")
        assert saves(rig) == 2 + n
    saved = savefile.decode(rig.hw.storage.files["game"])
    assert saved["rules"]["log"] == [5, 5, 1, 66]


def test_leds_show_runner_count_half_and_the_dice():
    rig = started(rolls=(5, 2, 1, 6))  # ball, strike, then 1-6: single
    for _ in range(3):
        rig.press("ROLL")
    b = rig.board
    lit = lambda role, n=1, g=0: rig.hw.strip.colour(b.led(role, n, g)) != (0, 0, 0)
    assert lit("base", 1) and not lit("base", 2) and not lit("base", 3)
    assert not lit("ball", 1)  # the count resets after the plate appearance
    assert lit("top") and not lit("bottom")
    # bat1 shows a 1 (centre pip only), bat2 a 6 (all but the centre)
    assert [lit("pip", n, "bat1") for n in range(1, 8)] == [False] * 3 + [True] + [False] * 3
    assert [lit("pip", n, "bat2") for n in range(1, 8)] == [True] * 3 + [False] + [True] * 3


def test_back_leaves_the_game_saved_for_resume():
    rig = started(rolls=(5,))
    rig.press("ROLL")
    rig.press("BACK")
    s = rig.screen()
    assert s.rows[0] == "pico-diceball" and s.highlighted() == "Resume DiceBall"
    rig.press("OK")
    assert rig.screen().rows[4] == "B1 S0 O0  ---"


def test_after_power_up_the_saved_game_is_offered_and_resumes_where_it_was():
    storage = MemoryStorage()
    rig = started(rolls=(5, 5, 6), storage=storage)
    for _ in range(3):
        rig.press("ROLL")
    before = rig.screen().rows
    again = Rig("pico-diceball", storage=storage)
    assert again.screen().highlighted() == "Resume DiceBall"
    again.press("OK")
    assert again.screen().rows == before


def test_a_damaged_save_is_reported_and_the_previous_turn_resumes():
    storage = MemoryStorage()
    rig = started(rolls=(5, 5, 6), storage=storage)
    for _ in range(3):
        rig.press("ROLL")
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
    assert s.rows[7].endswith("v")  # more below: the page scrolls
    rig.press("DOWN")
    s = rig.screen()
    assert s.rows[1].endswith("^") and s.items()[7] == "game.bad"
    assert "game.bad" in storage.files and "game" not in storage.files
    rig.press("OK")
    assert rig.screen().rows[1] == "New game"


def test_a_save_of_a_game_the_board_lacks_is_set_aside_at_power_up():
    other = {"game": "pegs", "label": "Pegs 4p", "options": {}, "rules": {}}
    storage = MemoryStorage({"game": savefile.encode(other)})
    rig = Rig("pico-diceball", storage=storage)
    assert rig.screen().rows[0] == "Notice"
    assert rig.screen().prose() == ("saved game refused: it is not a game this board plays; "
                                    "set aside as game.bad")
    rig.press("OK")
    assert rig.screen().rows[1] == "New game"


def test_a_played_out_game_shows_final_and_is_forgotten_on_leaving():
    rig = started(board="pico-combo", choices=[("Innings", "3")])
    for _ in range(400):
        if rig.screen().rows[0] == "FINAL":
            break
        rig.press("ROLL")
    s = rig.screen()
    assert s.rows[0] == "FINAL" and s.rows[7].endswith("wins")
    rig.press("BACK")
    assert rig.screen().highlighted() == "New game"
    assert "game" not in rig.hw.storage.files


def test_solo_the_board_rolls_for_the_other_team():
    rig = started(rolls=(1, 1, 1), choices=[("Solo", "visitor")])
    # The home team pitches in the top half: the board rolled a strike already.
    assert rig.screen().rows[7] == "ROLL: swing"
    rig.press("ROLL")  # 1-1: home run, then the board pitches again
    s = rig.screen()
    assert s.rows[2] == "Visitor 1  1  0"
    assert s.rows[7] == "ROLL: swing"


def test_a_save_with_malformed_rules_data_is_set_aside_too():
    bad = {"game": "diceball", "label": "DiceBall", "options": {}, "rules": {"version": 1}}
    storage = MemoryStorage({"game": savefile.encode(bad)})
    rig = Rig("pico-diceball", storage=storage)
    rig.go("Resume")
    assert rig.screen().rows[0] == "Cannot resume"
    assert "game.bad" in storage.files
