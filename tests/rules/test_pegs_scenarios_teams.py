"""Pegs & Jokers scenarios, helping teammates and winning (RULES.md 1.6).

Once all 5 of your pegs are HOME you play for the first teammate to your left (next seats
clockwise) who still has pegs out. In-spots: 4 sides T3, T21, T39, T57; 6 sides add T75, T93.
"""
from tests.rules.pegs_support import (
    ALL_HOME, EIGHT_TEAMS, FOUR_TEAMS, SIX_PAIRS, SIX_TEAMS, hand_moves, hand_outcomes, moves,
    outcomes, play, setup)


def test_all_home_plays_for_the_teammate():
    """Seat 0, all HOME, moves seat 2's peg with its 5."""
    g = setup(4, {0: ALL_HOME, 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("2:T50>T55")


def test_helping_follows_the_teammates_own_rules():
    """Seat 2's own peg on its come-out T44 blocks its coming out; the A moves that peg 1."""
    g = setup(4, {0: ALL_HOME, 2: "T44"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("2:T44>T45")


def test_helping_with_a_joker():
    """A Joker played for seat 2 moves one of seat 2's pegs onto the opponent."""
    g = setup(4, {0: ALL_HOME, 1: "T60", 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("2:S>T60 | 1:T60>S", "2:T50>T60 | 1:T60>S")


def test_six_sides_helping_the_first_teammate_to_the_left_only():
    """6 sides, 0+2+4: seat 0 plays for seat 2, not seat 4, while seat 2 has pegs out."""
    g = setup(6, {0: ALL_HOME, 2: "T20", 4: "T50"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "5") == moves("2:T20>T25")


def test_six_sides_helping_skips_a_teammate_with_all_home():
    """Seat 2 is all HOME too, so seat 0 plays for seat 4."""
    g = setup(6, {0: ALL_HOME, 2: ALL_HOME, 4: "T50"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "5") == moves("4:T50>T55")


def test_six_sides_left_of_the_last_seat_is_seat_0():
    """Seat 4's next teammate clockwise is seat 0 (after seat 5), not seat 2."""
    g = setup(6, {4: ALL_HOME, 0: "T20", 2: "T30"}, teams=SIX_TEAMS)
    assert outcomes(g, 4, "5") == moves("0:T20>T25")


def test_eight_sides_helping_skips_to_the_next_teammate_with_pegs_out():
    """8 sides, evens: seats 6 and 0 are all HOME, so seat 6 plays for seat 2."""
    g = setup(8, {6: ALL_HOME, 0: ALL_HOME, 2: "T30", 4: "T80"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 6, "5") == moves("2:T30>T35")


def test_seven_split_second_part_moves_the_next_teammate():
    """Helping seat 2: 3 brings its last peg from T37 to H1, the 4 then moves seat 4's peg."""
    # Whole, T37 reaches the in-spot T39 with 5 left but H5 is taken, so it goes on to T44.
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "T60"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44", "2:T37>H1 4:T60>T64")


def test_nine_split_second_part_moves_the_next_teammate_backward():
    """Helping seat 2: 3 forward brings its last peg HOME, 6 back moves seat 4's peg."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "T60"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "9") == moves("2:T37>T46", "2:T37>H1 4:T60>T54")


def test_split_bringing_your_own_last_peg_home_moves_the_teammate():
    """3 takes seat 0's last peg from T1 to H1; the 4 then moves teammate seat 2."""
    # RULES 1.6: "when the first part brought the last peg of the player you were moving for
    # HOME"; read literally that player is also yourself when you move your own pegs, and the
    # "next such teammate" is then the first teammate to your left with pegs out.
    g = setup(4, {0: "T1 H2 H3 H4 H5", 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves("0:T1>T8", "0:T1>H1 2:T50>T54")


def test_team_wins_when_the_helped_teammate_gets_home():
    """Seat 0 (all HOME) brings seat 2's last peg HOME: team 0 (seats 0 and 2) wins."""
    g = setup(4, {0: ALL_HOME, 2: "T38 H2 H3 H4 H5"}, teams=FOUR_TEAMS)
    assert g.winner() is None
    play(g, "2", "2:T38>H1")
    assert g.winner() == 0


def test_team_wins_when_its_last_player_gets_home():
    """Seat 3 brings its last peg HOME while seat 1 is all HOME: team 1 wins."""
    g = setup(4, {1: ALL_HOME, 3: "T56 H2 H3 H4 H5"}, teams=FOUR_TEAMS, turn=3)
    assert g.winner() is None
    play(g, "2", "3:T56>H1")
    assert g.winner() == 1


def test_one_player_home_is_not_a_team_win():
    """Seat 0 all HOME while seat 2 still has pegs out: nobody has won."""
    g = setup(4, {0: ALL_HOME, 2: "T50"}, teams=FOUR_TEAMS)
    assert g.winner() is None


def test_solo_win_without_teams():
    """3 sides, no teams: seat 1 (in-spot T21) plays a 2 from T20 to H1 and wins."""
    g = setup(3, {0: "T40", 1: "T20 H2 H3 H4 H5", 2: ""}, turn=1)
    assert g.winner() is None
    play(g, "2", "1:T20>H1")
    assert g.winner() == 1


def test_helping_makes_a_card_playable_for_must_move():
    """Seat 0 all HOME holds 8 9 A 3 4: only the A moves (seat 2's peg comes out on T44)."""
    hands = {0: ["8", "9", "A", "3", "4"], 1: ["2", "3", "4", "5", "6"],
             2: ["2", "3", "4", "5", "6"], 3: ["2", "3", "4", "5", "6"]}
    g = setup(4, {0: ALL_HOME, 2: ""}, teams=FOUR_TEAMS, hands=hands)
    assert hand_outcomes(g, 0) == hand_moves("A 2:S>T44")


def test_helping_with_a_split_between_the_teammates_pegs():
    """Playing for seat 2, a 7 may split between two of seat 2's pegs (H4+1, T50+6)."""
    g = setup(4, {0: ALL_HOME, 2: "T50 H4"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T50>T57", "2:H4>H5 2:T50>T56")


def test_split_cannot_leave_its_second_part_unplayed():
    """4 sides: a 3 would bring seat 2's last peg HOME, but nobody is left for the other 4, and
    the whole count must be used; so the 7 only moves T37 round to T44."""
    g = setup(4, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44")


def test_helped_peg_landing_on_another_teammate_sends_it_to_its_in_spot():
    """6 sides: seat 0 plays for seat 2, whose peg lands on seat 4's; seat 4 goes to T75."""
    g = setup(6, {0: ALL_HOME, 2: "T50", 4: "T55"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "5") == moves("2:T50>T55 | 4:T55>T75")


def test_three_teams_of_two_help_the_partner_opposite():
    """6 sides, pairs 0+3, 1+4, 2+5: seat 0 all HOME plays for seat 3."""
    g = setup(6, {0: ALL_HOME, 1: "T20", 2: "T40", 3: "T60"}, teams=SIX_PAIRS)
    assert outcomes(g, 0, "5") == moves("3:T60>T65")
