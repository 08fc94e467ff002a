"""Whole Pegs & Jokers games through the shell, by buttons only, to the win: 4 and 8 players,
dealt and real cards, people (who make the rules core's computer player's choice, by buttons)
and computer seats, a power cut half way with the game resumed on rebuilt hardware over the
same storage. At the end: the winners on the OLED, every peg of the winning team in HOME on the
LEDs and in the saved game."""
from simulator.virtual.storage import MemoryStorage
from tests.app.pegs_driver import (RealDeck, colour, ctrl, led, mode, play_out, saved,
                                   rules_of, started)
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")


def check_won(rig):
    s = rig.screen()
    c = ctrl(rig)
    g = c.game
    w = g.winner()
    assert w is not None and mode(c) == "Won"
    team = g.teams[w] if g.teams else [w]
    assert s.rows[0] == "Game over"
    said = " ".join(s.rows[2:5]).strip()
    assert said.endswith(" win!") if g.teams else said.endswith(" wins!")
    for seat in team:
        assert c.names[seat] in " ".join(s.rows[2:5])
        assert sorted(rules_of(saved(rig))["pegs"][g.seats.index(seat)]) == [
            "H1", "H2", "H3", "H4", "H5"]
        rgb = c.scene.rgb[seat]
        for h in range(1, 6):
            assert colour(rig, led(rig, "H%d" % h, seat)) in (rgb, (255, 255, 255))
    assert rules_of(saved(rig)) == g.to_dict()


def test_four_people_play_a_dealt_game_to_the_end():
    rig = started()
    assert play_out(rig) > 20
    check_won(rig)


def test_four_people_play_with_real_cards_to_the_end():
    rig = started(choices=[("Cards", "real")])
    play_out(rig, deck=RealDeck(range(4)))
    check_won(rig)


def test_eight_computers_play_a_dealt_game_to_the_end():
    rig = started("esp32-pegs8", choices=[("Play ", "computers")])
    turns = play_out(rig)
    check_won(rig)
    assert len(ctrl(rig).game.log) > turns // 2


def test_one_person_and_seven_computers_play_a_dealt_game_to_the_end():
    rig = started("esp32-pegs8", choices=[("Play ", "me + comp.")])
    assert ctrl(rig).computer == [1, 2, 3, 4, 5, 6, 7]
    play_out(rig)
    check_won(rig)


def test_eight_players_real_cards_to_the_end():
    rig = started("esp32-pegs8", choices=[("Cards", "real"), ("Teams", "4x2")])
    play_out(rig, deck=RealDeck(range(8)))
    check_won(rig)


def test_a_power_cut_half_way_then_the_game_is_resumed_and_finished():
    storage = MemoryStorage()
    rig = started(storage=storage, choices=[("Play ", "per seat"), ("P2", "comp. normal"),
                                             ("P4", "comp. normal")])
    for _ in range(30):
        c = ctrl(rig)
        if mode(c) in ("Think", "Anim"):
            rig.press("OK")
        else:
            from tests.app.pegs_driver import best, play
            play(rig, best(rig))
    before = saved(rig)
    again = Rig("pico-pegs4", storage=storage)  # power back: new hardware, same storage
    assert again.screen().highlighted() == "Resume Pegs 4p"
    again.press("OK")
    assert saved(again)["rules"] == before["rules"]
    c = ctrl(again)
    assert c.game.turn == before["rules"]["turn"] and c.recent == before["recent"]
    play_out(again)
    check_won(again)
