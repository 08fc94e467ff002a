"""The computer player beats a uniformly random player in at least 90% of 200 seeded
2-player games (issue 3). Run with -s to see the figure."""
from tests.rules.pegs_match import wins

GAMES = 200


def test_computer_player_wins_at_least_nine_in_ten_of_200_games():
    won = wins(range(GAMES))
    print("computer player won %d of %d games against random play" % (won, GAMES))
    assert won >= 0.9 * GAMES
