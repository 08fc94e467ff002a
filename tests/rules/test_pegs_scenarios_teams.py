"""Pegs & Jokers scenarios, helping teammates and winning (docs/rules.md 1.6).

Once all 5 of your pegs are HOME you play for the first teammate to your left (next seats
clockwise) who still has pegs out. Read to the letter: who a split's second part moves once the
first part brings a player's last peg HOME (on 8 sides, with two colours), what that second
part may not do (come out, move a HOME peg backward), playing every kind of card for a
teammate, and the winners of every team layout.

In-spots: seat s has T(18s+3), come-out T(18s+8): 4 sides T3, T21, T39, T57; 6 sides add T75,
T93.
"""
import pytest

from tests.rules.pegs_support import (
    ALL_HOME, EIGHT_PAIRS, EIGHT_TEAMS, FOUR_TEAMS, SIX_PAIRS, SIX_TEAMS, hand_moves,
    hand_outcomes, moves, outcomes, places, play, position, setup)


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
    # docs/rules.md 1.6: "when the first part brought the last peg of the player you were moving for
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


def test_eight_sides_second_part_skips_a_teammate_already_home():
    """8 sides, evens: seat 0's 3 takes its last peg T1 to H1; seat 2 is all HOME, so the 4
    moves seat 4's peg (T90 to T94). The whole 7 goes T1 round to T8 (H5 is taken)."""
    g = setup(8, {0: "T1 H2 H3 H4 H5", 2: ALL_HOME, 4: "T90"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 0, "7") == moves("0:T1>T8", "0:T1>H1 4:T90>T94")


def test_two_colours_second_part_moves_your_other_colour():
    """Two colours: colour 0's last peg goes HOME with 3 of a 7, colour 2's peg takes the 4."""
    g = setup(4, {0: "T1 H2 H3 H4 H5", 2: "T50"}, teams=FOUR_TEAMS, two_colours=True)
    assert outcomes(g, 0, "7") == moves("0:T1>T8", "0:T1>H1 2:T50>T54")


def test_second_part_cannot_bring_a_peg_out_of_start():
    """6 sides: seat 2's last peg could go HOME with 3, but seat 4 has only START pegs, which
    take no part in a split; the 7 only moves T37 round to T44."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: ""}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44")


def test_second_part_of_a_nine_cannot_move_a_home_peg_backward():
    """6 sides: after the forward 3 brings seat 2's last peg HOME, seat 4 has only a HOME peg,
    which can't take the backward 6; the 9 only moves T37 round to T46."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "H1"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "9") == moves("2:T37>T46")


def test_second_part_of_a_seven_may_move_a_home_peg_forward():
    """6 sides: the 4 after seat 2's last peg goes HOME moves seat 4's H1 to H5."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "H1"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44", "2:T37>H1 4:H1>H5")


def test_second_part_bumps_for_the_teammate():
    """6 sides: the backward 6 of a 9 takes seat 4's T60 onto seat 1's T54: back to START."""
    g = setup(6, {0: ALL_HOME, 1: "T54", 2: "T37 H2 H3 H4 H5", 4: "T60"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "9") == moves("2:T37>T46", "2:T37>H1 4:T60>T54 | 1:T54>S")
    play(g, "9", "2:T37>H1 4:T60>T54")
    assert places(g) == position(g, {0: ALL_HOME, 2: ALL_HOME, 4: "T54"})
    assert g.winner() is None


def test_eight_played_for_the_teammate():
    """Seat 0 all HOME: its 8 backs seat 2's T50 to T42; seat 2's START pegs can't move back."""
    g = setup(4, {0: ALL_HOME, 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("2:T50>T42")


def test_coming_out_for_the_teammate_bumps_an_opponent_on_its_come_out():
    """Seat 0 all HOME: a K brings seat 2's peg out on T44, where seat 1 goes back to START."""
    g = setup(4, {0: ALL_HOME, 1: "T44", 2: ""}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "K") == moves("2:S>T44 | 1:T44>S")


def test_joker_for_the_teammate_onto_the_next_teammate():
    """6 sides: seat 0 plays for seat 2; a Joker onto seat 4 (its teammate) sends seat 4's
    peg to its in-spot T75."""
    g = setup(6, {0: ALL_HOME, 2: "H1 H2 H3 H4", 4: "T20"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "JK") == moves("2:S>T20 | 4:T20>T75")


def test_helper_of_a_won_team_has_no_move():
    """Seats 0 and 2 are all HOME: team 0 has won, and nobody moves any more."""
    g = setup(4, {0: ALL_HOME, 2: ALL_HOME, 1: "T10"}, teams=FOUR_TEAMS, turn=1)
    assert g.winner() == 0
    assert outcomes(g, 0, "5") == set() and outcomes(g, 1, "5") == set()


# ---- winners (docs/rules.md 1.6) ----

@pytest.mark.parametrize("sides, teams, finishing, team_index", [
    (6, SIX_PAIRS, (1, 4), 1), (8, EIGHT_PAIRS, (3, 7), 3), (4, FOUR_TEAMS, (1, 3), 1)])
def test_winner_is_the_index_of_the_team_that_finished(sides, teams, finishing, team_index):
    """The last member of a team brings its last peg HOME with an A: winner() is its team."""
    done, last = finishing
    spot = 18 * last + 3
    g = setup(sides, {done: ALL_HOME, last: "T%d H2 H3 H4 H5" % spot}, teams=teams, turn=last)
    assert g.winner() is None
    play(g, "A", "%d:T%d>H1" % (last, spot))
    assert g.winner() == team_index


def test_no_teams_the_first_seat_home_wins_even_with_a_partner_opposite():
    """8 sides, no teams: seat 4 finishes; seat 0, all HOME already, was the first: it won."""
    g = setup(8, {0: ALL_HOME, 4: "T75 H2 H3 H4 H5"}, turn=4)
    assert g.winner() == 0


def test_seat_home_without_teams_wins_at_once():
    """5 sides, no teams: seat 3 brings its last peg HOME; the game is over for everyone."""
    g = setup(5, {3: "T56 H2 H3 H4 H5", 4: "T70"}, turn=3)
    play(g, "2", "3:T56>H1")
    assert g.winner() == 3
    assert g.legal_moves(4, "5") == [] and g.legal_moves(4) == []
