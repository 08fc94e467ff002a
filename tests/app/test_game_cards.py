"""The board as the card table's scorekeeper (docs/rules.md 3.2-3.6), driven only by buttons:
the five games played through from the game menu, what the OLED and the paddles show at key
points, the end of a round entered in turn and confirmed on its summary, refusals that change
nothing, a power cut in the middle of an entry, undo, an edit of an earlier round, the end."""
from simulator.virtual.storage import MemoryStorage
from tests.app.cards_driver import answer_with, enter, steps
from tests.app.cards_rig import (check_melds, last_row, paddle_lit, saved, started,
                                 wheel_to)
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")


def test_a_new_frustration_14_game_shows_the_round_dealer_and_contracts():
    rig = started("pico-pegs4", "Frustration 14", [("Players", "2")])
    s = rig.screen()
    assert s.rows[:4] == ["Round 1  Frust14", "Deal P1  Go P2", "P1 #1          0",
                          "P2 #1          0"]
    assert s.rows[7] == "P1: 3 sets of 3"
    # two players sit opposite: paddles 0 and 2; each on its first contract, white
    assert paddle_lit(rig, 0) == [0] and paddle_lit(rig, 2) == [0] and paddle_lit(rig, 1) == []
    assert saved(rig)["game"] == "frustration14"


def test_frustration_14_to_the_end_with_a_power_cut_an_undo_and_an_edit():
    storage = MemoryStorage()
    rig = started("pico-pegs4", "Frustration 14", [("Players", "2")], storage=storage)
    # Round 1: P1 goes out; P2 lays down too.
    enter(rig, answer_with(0, laid=(0, 1)))
    assert rig.screen().rows[2:4] == ["P1 #2          0", "P2 #2          0"]
    assert paddle_lit(rig, 0) == [0, 1]  # contract 1 laid, contract 2 white
    # Round 2: the power goes in the middle of its entry...
    rig.press("OK")
    rig.go("Enter round")
    steps(rig, answer_with(1, laid=(1,)), stop_after=1)
    asked = rig.screen().rows
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Resume")
    rig.wait(50)
    assert rig.screen().rows[:7] == asked[:7]  # ...and comes back on the same step
    steps(rig, answer_with(1, laid=(1,)))
    rig.press("OK")
    rig.wait(50)
    assert rig.screen().rows[2:4] == ["P1 #2          0", "P2 #3          0"]
    # Undo takes round 2 back; enter it again
    rig.press("OK")
    rig.go("Undo round")
    rig.wait(50)
    assert rig.screen().rows[0] == "Round 2  Frust14"
    assert rig.screen().rows[3] == "P2 #2          0"
    enter(rig, answer_with(1, laid=(1,)))
    # Edit round 1: P2 did not lay down after all; the summary shows the sheet after it
    rig.press("OK")
    rig.go("History")
    assert rig.screen().rows[1:3] == ["R1 P1 out", "R2 P2 out"]
    rig.press("UP")
    rig.press("OK")
    steps(rig, answer_with(0, laid=(0,)))
    assert rig.screen().rows[:3] == ["Edit round 1", "P1 #2 +0       0", "P2 #2 +0       0"]
    rig.press("OK")
    rig.wait(50)
    assert rig.screen().rows[2:4] == ["P1 #2          0", "P2 #2          0"]
    # P1 lays down and goes out every round to contract 14
    for _ in range(13):
        enter(rig, answer_with(0, laid=(0,)))
    s = rig.screen()
    assert s.rows[:2] == ["Game over", "Winner P1"] and s.bars[0]
    seen = set()
    for _ in range(4):
        seen.add(tuple(paddle_lit(rig, 0)))
        rig.wait(150)
    assert len(seen) == 3  # the winner's track chases
    assert saved(rig)["rules"]["rounds"][0] == [0, 1]  # round 1 as edited: P1 out, P1 laid
    # one press: a new game with the same players and house rules, shown before its deal
    rig.press("OK")
    rig.wait(50)
    assert rig.screen().rows[:5] == ["House rules", "Wilds      half", "Penalty pts off",
                                     "Decks         2", ""]
    rig.press("OK")
    assert rig.screen().rows[:4] == ["Round 1  Frust14", "Deal P1  Go P2", "P1 #1          0",
                                     "P2 #1          0"]


def test_frustration_20_scores_points_and_the_dealers_cut_then_stops():
    rig = started("esp32-pegs8", "Frustration 20", [("Players", "5")])
    enter(rig, answer_with(1, laid=(1, 3), points=[35, 0, 20, 5, 50], flags=("Dealer's cut?",)),
          confirm=False)
    s = rig.screen()
    assert s.rows[:3] == ["Round 1 summary", "P1 #1 -65    -65", "P2 #2 +0       0"]
    rig.press("OK")
    rig.wait(50)
    s = rig.screen()
    assert s.rows[:3] == ["Round 2  Frust20", "Deal P2  Go P3", "P1 #1        -65"]
    assert s.rows[3] == "P2 #2          0"
    # five players spread round eight paddles: P4 at paddle 4, on contract 2, lights
    # contract 1 laid and contract 2 white; P3 at paddle 3 is on contract 1
    assert paddle_lit(rig, 4) == [0, 1] and paddle_lit(rig, 3) == [0]
    rig.press("DOWN")
    assert last_row(rig) == "P2: 4 of a kind"
    rig.press("OK")
    rig.go("Stop game")
    rig.wait(50)
    s = rig.screen()
    assert s.rows[:2] == ["Game over", "Winner P1"]  # the lowest total


def test_a_refused_entry_says_why_and_changes_nothing():
    rig = started("pico-pegs4", "Rummy", [("Players", "2")])
    # P2 did not go out, so holds a card: 0 points is refused on the summary
    enter(rig, answer_with(0, points=[0, 0]), confirm=False)
    s = rig.screen()
    assert s.rows[0] == "Round 1 summary" and s.rows[7] == "BACK to fix"
    assert "P2 did not go out" in " ".join(s.rows[1:7])
    rig.press("OK")
    assert rig.screen().rows[7] == "Refused: BACK"
    before = saved(rig)["rules"]["rounds"]
    rig.press("BACK")
    steps(rig, answer_with(0, points=[0, 15]))
    rig.press("OK")
    rig.wait(50)
    assert before == [] and saved(rig)["rules"]["rounds"] == [[0, 0, 15, 0]]
    assert rig.screen().rows[2:4] == ["P1             0", "P2            15"]


def test_rummy_to_the_target():
    rig = started("pico-pegs4", "Rummy", [("Players", "2"), ("Target", "50")])
    enter(rig, answer_with(0, points=[0, 30]))
    assert paddle_lit(rig, 2) == list(range(10))  # 30 of 50: 10 of the 18 holes
    assert last_row(rig) == "Target 50"
    enter(rig, answer_with(1, points=[12, 0]))
    enter(rig, answer_with(0, points=[0, 25]))
    s = rig.screen()
    assert s.rows[:4] == ["Game over", "Winner P1", "P1            12", "P2            55"]


def test_contract_rummy_seven_deals_with_eight_players():
    rig = started("esp32-pegs8", "Contract Rummy", [("Players", "8")])
    assert last_row(rig) == "Deal 1 of 7: 10"  # and scrolls on to the rest
    seen = []
    for _ in range(20):
        seen.append(rig.screen().rows[7])
        rig.wait(350)
    assert "10 cards, 2 sets" in seen
    for deal in range(7):
        points = [5 + deal] * 8
        points[deal] = 0
        enter(rig, answer_with(deal, points=points))
        if deal == 2:
            assert all(paddle_lit(rig, p) == [0, 1, 2, 3] for p in range(8))
    s = rig.screen()
    assert s.rows[:2] == ["Game over", "Winner P7"]  # out in the costliest deal


def test_hand_and_foot_by_partnerships_four_deals():
    rig = started("pico-pegs4", "Hand & Foot", [("Players", "4")])
    s = rig.screen()
    assert s.rows[2:4] == ["P1+P3          0", "P2+P4          0"]
    assert last_row(rig) == "Deal 1: first me"
    teams = [[0, 2], [1, 3]]
    for deal in range(4):
        enter(rig, answer_with(deal % 2, teams=teams, **{
            "Clean books": [1, 1], "Dirty books": [1, 1], "Wild books": [0, 0],
            "Red 3s": [1, 0], "Melded cards": [200, 150], "Hand + foot": [0, 40]}))
    s = rig.screen()
    # each deal: 500 + 300 + 100 red 3 + melds 200 (+100 out, twice) vs 500 + 300 + 150 - 40
    assert s.rows[:4] == ["Game over", "Winner P1+P3", "P1+P3       4600", "P2+P4       3840"]


def test_a_meld_checked_against_the_players_contract_fills_it_or_says_why():
    rig = started("pico-pegs4", "Frustration 14", [("Players", "2")])
    rows = check_melds(rig, [["7S", "7H", "7D"], ["9S", "9H", "JK"], ["KS", "KH", "KD"]])
    assert rows[0] == "Check P1 #1" and rows[1:3] == ["Fills contract", "1."]
    rig.press("DOWN")  # any key: back to the melds entered
    assert rig.screen().rows[1:4] == ["1:7S 7H 7D", "2:9S 9H JK", "3:KS KH KD"]
    rig.press("BACK")  # the last card back: KD
    rig.press("BACK")
    rig.press("BACK")  # KH, KS: the third meld is empty
    wheel_to(rig, "Check")
    rig.press("OK")
    assert rig.screen().rows[1:4] == ["this contract is", "3 melds (3 sets", "of 3), not 2"]
    presses = 0
    while rig.screen().rows[0].startswith("Check"):
        rig.press("BACK")
        presses += 1
    assert presses == 9  # every card, the empty melds, then out
    s = rig.screen()
    assert s.rows[0] == "Round 1  Frust14"  # nothing of the game changed
    assert saved(rig)["rules"]["rounds"] == []


def test_a_rummy_meld_of_neither_kind_is_named():
    rig = started("pico-pegs4", "Rummy", [("Players", "2")])
    rows = check_melds(rig, [["4S", "5S", "6S"], ["2H", "7C", "KD"]])
    answer = " ".join(rows[1:7])
    assert answer.startswith("2H 7C KD:"), rows


def test_a_confirmed_round_is_shown_before_it_is_saved():
    rig = started("pico-pegs4", "Rummy", [("Players", "2")])
    rig.press("OK")
    rig.go("Enter round")
    steps(rig, answer_with(0, points=[0, 15]))
    shown_at_save = []
    storage = rig.hw.storage
    open_file = storage.open

    def watched(name, mode):
        if mode == "wb":
            shown_at_save.append(rig.screen().rows[:4])
        return open_file(name, mode)
    storage.open = watched
    rig.press("OK")  # confirms the summary
    assert shown_at_save[0] == ["Round 2    Rummy", "Deal P2  Go P1", "P1             0",
                                "P2            15"]


def test_the_next_screen_made_ahead_is_the_one_made_on_demand():
    # Two presses in one loop step leave no time to make the summary and the round's screen
    # ahead: what they show is what the presses a person makes show.
    screens = []
    for at_once in (False, True):
        rig = started("esp32-pegs8", "Frustration 20", [("Players", "5")])
        rig.press("OK")
        rig.go("Enter round")
        steps(rig, answer_with(2, laid=(2, 4), points=[20, 5, 0, 35, 10]),
              stop_after=9)  # the last step: the dealer's cut
        if at_once:
            rig.hw.events.put("press", "OK")
            rig.hw.events.put("press", "OK")
            rig.wait(5)
        else:
            rig.press("OK")
            summary = rig.screen().rows
            rig.press("OK")
        rig.wait(50)
        screens.append((rig.screen().rows[:7], [paddle_lit(rig, p) for p in range(8)]))
    assert summary[:3] == ["Round 1 summary", "P1 #1 +20     20", "P2 #1 +5       5"]
    assert screens[0] == screens[1]
    assert screens[0][0][:4] == ["Round 2  Frust20", "Deal P2  Go P3", "P1 #1         20",
                                 "P2 #1          5"]
    lit = screens[0][1]  # P1..P5 at paddles 0, 1, 3, 4, 6: P3 and P5 laid down
    assert lit[0] == [0] and lit[3] == [0, 1] and lit[6] == [0, 1] and lit[4] == [0]


def test_undo_and_an_edit_light_the_paddles_again():
    rig = started("pico-pegs4", "Frustration 14", [("Players", "2")])
    enter(rig, answer_with(0, laid=(0, 1)))
    enter(rig, answer_with(1, laid=(1,)))
    assert paddle_lit(rig, 0) == [0, 1] and paddle_lit(rig, 2) == [0, 1, 2]
    rig.press("OK")
    rig.go("Undo round")
    rig.wait(50)
    assert paddle_lit(rig, 0) == [0, 1] and paddle_lit(rig, 2) == [0, 1]
    rig.press("OK")
    rig.go("History")
    rig.press("OK")  # edit round 1: P2 did not lay down
    steps(rig, answer_with(0, laid=(0,)))
    rig.press("OK")
    rig.wait(50)
    assert paddle_lit(rig, 0) == [0, 1] and paddle_lit(rig, 2) == [0]


def starts(rig, paddles=4):
    """The colour of each paddle's first START hole."""
    return [rig.shell.frame.get(rig.board.led("start", 1, p)) for p in range(paddles)]


def test_the_paddles_still_to_answer_stay_lit_and_who_answers_is_white():
    from gameboard.lights.palette import OFF, PLAYER, WHITE
    rig = started("pico-pegs4", "Frustration 20", [("Players", "4")])
    rig.press("OK")
    rig.go("Enter round")
    # Who went out? P1 so far: the other three have steps of their own to come
    assert starts(rig) == [OFF, PLAYER[1], PLAYER[2], PLAYER[3]]
    rig.press("UP")  # P2 went out
    assert starts(rig) == [PLAYER[0], OFF, PLAYER[2], PLAYER[3]]
    rig.press("OK")
    assert starts(rig) == [WHITE, OFF, PLAYER[2], PLAYER[3]]  # P1: laid contract?
    steps(rig, answer_with(1, points=[10, 0, 15, 20]), stop_after=6)
    assert rig.screen().rows[1] == "Dealer's cut?"
    assert starts(rig) == [WHITE, OFF, OFF, OFF]  # the dealer, P1, answers
    rig.press("OK")
    assert rig.screen().rows[0] == "Round 1 summary" and starts(rig) == [OFF] * 4
