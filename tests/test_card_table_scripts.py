"""The card-table games' playthrough scripts in docs/play/ (the README's pictures are where they
leave the board): each is what docs/make_screenshots.py writes for its game, and played by the
headless simulator, button presses alone, it reaches the round after the last it enters with
nothing left half entered."""
import os
import sys

import pytest

from simulator import script
from simulator.session import ROOT, LocalSession
from tests.app.screen import Screen

sys.path.insert(0, os.path.join(ROOT, "docs"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import make_screenshots  # noqa: E402

GAMES = make_screenshots.CARDS


@pytest.mark.parametrize("game", GAMES, ids=[g[0] for g in GAMES])
def test_a_playthrough_script_plays_its_rounds_through_the_buttons(game):
    key, place, players, right, rounds, result = game
    text = make_screenshots.card_script(*game)
    with open(os.path.join(ROOT, "docs", "play", key + ".txt")) as f:
        assert f.read() == text, "docs/play/%s.txt: run docs/make_screenshots.py" % key
    session = LocalSession("esp32-pegs8", make_screenshots.SEED)
    script.play(session, script.parse(text, key))
    rows = Screen(session.oled).rows
    assert rows[0].startswith("Round %d " % (rounds + 1)), rows
    table = session.shell.stack[-1].ctrl
    assert table.entry is None and len(table.sheet.rounds) == rounds
    for number in range(rounds):  # each as the plan says (Frustration 20's P5 counted)
        entered = table.sheet.rounds[number]
        for field, value in result(number).items():
            assert entered[field] == (sorted(value) if field == "laid" else value), field
