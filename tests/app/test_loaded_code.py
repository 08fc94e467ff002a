"""What code stays in the heap: a running game holds no menu's, no boot's, no board reader's
(board_load.py, board_check.py), no save reader's (save_reader.py), no error screen's (an
error loads it), none of the Pegs & Jokers rules' making of a game or reading back of its log
(making.py, seating.py, history.py), nor its controller's opening of one (opening.py), and not
the other game's; a game left for the menus, or failed and restarted, leaves none of its own
(the shell unloads it: gameboard/modules.py); the menus hold no save code (savefile.py) until
a game saves. A board's heap holds one screen's code at a time."""
import sys

import pytest

from tests.app.cards_rig import check_melds, count_cards
from tests.app.cards_rig import started as table_started
from tests.app.rig import Rig, uses

uses("pico-combo", "pico-pegs4")

GAMES = {"Pegs": "pegs", "DiceBall": "diceball"}
NOT_IN_A_GAME = ("gameboard.ui.main_menu", "gameboard.ui.menu", "gameboard.ui.wizard",
                 "gameboard.games.registry", "gameboard.games.pegs.options",
                 "gameboard.games.diceball.options", "gameboard.games.pegs.lights",
                 "gameboard.games.diceball.lights", "gameboard.games.pegs.descriptor",
                 "gameboard.games.diceball.descriptor", "gameboard.lights.idle",
                 "gameboard.startup", "gameboard.memory", "gameboard.save_reader",
                 "gameboard.board_load", "gameboard.board_check", "gameboard.board_games",
                 "gameboard.rules.pegs.making", "gameboard.rules.pegs.seating",
                 "gameboard.rules.pegs.history", "gameboard.games.pegs.opening",
                 "gameboard.ui.error_screen")


# What the menus load of the games: the registry, the games' descriptors and idle scenes.
MENUS_OWN = ["gameboard.games", "gameboard.games.registry"] + [
    "gameboard.games." + key + part for key in GAMES.values()
    for part in ("", ".descriptor", ".lights")]


def loaded(prefix):
    return sorted([n for n in sys.modules if n == prefix or n.startswith(prefix + ".")])


def started(game):
    # A board powers up with no game in RAM; pytest's one process keeps what tests before
    # this one loaded, so that goes first, as a power cut takes it (rig.py).
    from gameboard import modules
    from gameboard.shell import ERROR_SCREEN, GAME_MODULES
    modules.unload("gameboard.rules", ERROR_SCREEN, *GAME_MODULES)
    rig = Rig("pico-combo")
    rig.go("New game")
    rig.go(game)
    rig.go("Start game")
    assert getattr(rig.shell.stack[-1], "ctrl", None) is not None
    return rig


def played_a_turn(rig):
    rig.press("ROLL" if rig.shell.stack[-1].ctrl.KEY == "diceball" else "OK")
    rig.wait(1000)


def left_for_the_menus(game):
    rig = started(game)
    played_a_turn(rig)
    rig.long("BACK")
    rig.wait(200)
    return rig


@pytest.mark.parametrize("game", ["Pegs", "DiceBall"])
def test_a_running_game_holds_no_menu_and_no_boot_code(game):
    rig = started(game)
    played_a_turn(rig)
    for name in NOT_IN_A_GAME:
        assert loaded(name) == [], name


@pytest.mark.parametrize("name, encoder", [("pico-pegs4", False), ("pico-combo", True)])
def test_only_a_board_with_an_encoder_holds_the_encoder_code(name, encoder):
    from gameboard import modules
    modules.unload("gameboard.quadrature")  # what tests before this one loaded
    rig = Rig(name)
    assert (loaded("gameboard.quadrature") != []) is encoder
    assert (rig.hw.buttons.encoder is not None) is encoder


@pytest.mark.parametrize("game", ["Rummy", "Contract Rummy"])
def test_a_card_table_game_keeps_score_without_the_meld_checks(game):
    # rules/cards/__init__.py loads each module of the API when it is called
    rig = started(game)
    assert loaded("gameboard.rules.cards.scoresheet") != []
    for part in ("contract_check", "melds", "scoring", "poker"):
        assert loaded("gameboard.rules.cards." + part) == [], part


@pytest.mark.parametrize("game, other", [("Pegs", "diceball"), ("DiceBall", "pegs")])
def test_a_running_game_holds_not_the_other_games_code(game, other):
    rig = started(game)
    played_a_turn(rig)
    assert loaded("gameboard.rules." + other) == []
    assert loaded("gameboard.games." + other) == []


@pytest.mark.parametrize("game", ["Pegs", "DiceBall"])
def test_a_game_left_for_the_menus_leaves_none_of_its_code(game):
    rig = left_for_the_menus(game)
    assert rig.screen().rows[1] == "Resume " + ("Pegs 4p" if game == "Pegs" else "DiceBall")
    assert [n for n in loaded("gameboard.games") if n not in MENUS_OWN] == []
    assert loaded("gameboard.rules." + GAMES[game]) == []
    assert loaded("gameboard.ui.game_screen") == []


def test_the_menus_hold_no_save_code_until_a_game_saves():
    # The power-up reads the saved game and lets the save code go (nothing was set aside);
    # the settings menu writes the settings with it and lets it go again; a game's first save
    # loads it for the game.
    rig = Rig("pico-combo")
    assert loaded("gameboard.savefile") == []
    rig.go("Settings", "Brightness", "70%")
    rig.press("BACK")
    assert "settings" in rig.hw.storage.files
    assert loaded("gameboard.savefile") == []
    rig = started("DiceBall")
    assert "game" in rig.hw.storage.files
    assert loaded("gameboard.savefile") == ["gameboard.savefile"]


class Boom(Exception):
    pass


def explode(*args):
    raise Boom("sensor on fire")


@pytest.mark.parametrize("game", ["Pegs", "DiceBall"])
def test_a_game_that_failed_leaves_none_of_its_code_after_the_restart(game):
    rig = started(game)
    rig.shell.stack[-1].ctrl.handle = explode
    rig.press("OK")
    assert rig.screen().rows[0] == "Error"
    rig.press("OK")
    assert rig.screen().rows[1].startswith("Resume")
    assert [n for n in loaded("gameboard.games") if n not in MENUS_OWN] == []
    assert loaded("gameboard.rules." + GAMES[game]) == []


def test_a_rummoli_game_on_the_board_holds_none_of_the_other_card_games_rules():
    rig = started("Rummoli")
    rig.press("OK")
    rig.go("Ante & deal")
    rig.wait(100)
    for name in ("contract_check", "contract_lists", "melds", "scoring", "scoresheet"):
        assert loaded("gameboard.rules.cards." + name) == [], name
    assert loaded("gameboard.rules.cards.rummoli") == ["gameboard.rules.cards.rummoli"]
    # Of the scored games' code, only the rows its screens share with theirs (rows.py).
    assert loaded("gameboard.games.cards") == ["gameboard.games.cards",
                                              "gameboard.games.cards.rows"]
    assert rig.screen().rows[0] == "H1 P1: widow?"


@pytest.mark.parametrize("game", ["Rummoli", "Frustration 14"])
def test_a_card_table_game_holds_not_the_checks_of_its_options_once_made_or_resumed(game):
    # Its options are checked once, as its sheet or table is made; where the players sit too.
    rig = started(game)
    for _ in range(2):
        for name in ("seating", "options", "scoresheet_saved", "scoresheet_edit"):
            assert loaded("gameboard.rules.cards." + name) == [], name
        assert loaded("gameboard.games.cards.seats") == []
        assert loaded("gameboard.games.cards.opening") == []  # the table's making or reading
        rig.press("OK")
        rig.wait(100)
        rig.long("BACK")
        rig.go("Resume")
        assert getattr(rig.shell.stack[-1], "ctrl", None) is not None


@pytest.mark.parametrize("game", ["Pegs", "DiceBall"])
def test_a_resume_reads_its_save_once_the_code_that_stays_is_loaded(game):
    # A long save's parse is a resume's peak: code loaded during it would be left scattered
    # across the holes the parsed save leaves.
    rig = left_for_the_menus(game)
    storage = rig.hw.storage
    reads = []
    opened = storage.open

    def open_noting(name, mode):
        if name == "game" and "r" in mode:
            reads.append((loaded("gameboard.games." + GAMES[game] + ".controller"),
                          loaded("gameboard.rules." + GAMES[game])))
        return opened(name, mode)

    storage.open = open_noting
    rig.go("Resume")
    assert rig.shell.stack[-1].ctrl.KEY == GAMES[game]
    assert len(reads) == 1
    controller, rules = reads[0]
    assert controller == ["gameboard.games.%s.controller" % GAMES[game]]
    assert "gameboard.rules." + GAMES[game] in rules


def test_the_house_rules_page_loads_the_games_house_rules_and_lets_them_go():
    # Not the wizard's choices, which the seats' and the registry would come with: those were
    # most of the heap a card-table game's start needed at once.
    from gameboard import modules
    rig = started("Rummy")
    rig.press("OK")  # past the house rules shown before the first deal
    rig.press("OK")  # the round's menu
    let_go = []
    unload = modules.unload

    def noting(*names, **kw):
        let_go.extend(names)
        unload(*names, **kw)

    modules.unload = noting
    try:
        rig.go("House rules")
    finally:
        modules.unload = unload
    assert rig.screen().rows[:2] == ["House rules", "Target      100"]
    assert sorted(set(let_go)) == ["gameboard.games.cards.house", "gameboard.games.choice",
                                   "gameboard.games.rummy.options"]


def test_the_round_menu_is_let_go_as_an_entry_or_a_meld_check_starts():
    # A round's entry and its summary, the card table's heaviest screens, do not hold it.
    menu = ["gameboard.games.cards.menu"]
    rig = table_started("pico-pegs4", "Frustration 14", [("Players", "2")])
    assert rig.screen().rows[0].startswith("Round 1") and loaded(menu[0]) == []
    rig.press("OK")
    assert rig.screen().rows[1] == "Enter round" and loaded(menu[0]) == menu
    rig.go("Enter round")
    assert rig.screen().rows[1] == "Who went out?" and loaded(menu[0]) == []
    rig.press("BACK")
    assert rig.screen().rows[0].startswith("Round 1") and loaded(menu[0]) == []
    rig.press("OK")
    rig.press("BACK")  # the round's screen keeps it, for the next OK
    assert rig.screen().rows[0].startswith("Round 1") and loaded(menu[0]) == menu
    rig.press("OK")
    rig.go("Check a meld")
    assert rig.screen().rows[0].startswith("Check") and loaded(menu[0]) == []


@pytest.mark.parametrize("game", ["Frustration 14", "Rummy"])
def test_a_card_tables_open_loads_its_screens_once_its_options_checks_are_gone(game):
    # The top of a table's open: the checks of its options (seating.py, options.py) and the
    # code of its screens and paddles (view.py, leds.py) are never held at once.
    import builtins
    from gameboard import modules
    from gameboard.shell import ERROR_SCREEN, GAME_MODULES
    modules.unload("gameboard.rules", ERROR_SCREEN, *GAME_MODULES)  # as a power-up finds it (started())
    checks = ["gameboard.rules.cards.options", "gameboard.rules.cards.seating"]
    screens = ["gameboard.games.cards.leds", "gameboard.games.cards.view"]
    held = []
    real = builtins.__import__

    def noting(*args):
        module = real(*args)
        held.append((loaded("gameboard.rules.cards.options") + loaded(checks[1]),
                     loaded(screens[0]) + loaded(screens[1])))
        return module

    builtins.__import__ = noting
    try:
        rig = table_started("pico-pegs4", game, [("Players", "2")])
    finally:
        builtins.__import__ = real
    assert (checks, []) in held and ([], screens) in held
    assert [both for both in held if both[0] and both[1]] == []
    assert rig.screen().rows[0].startswith("Round 1")


def test_a_rounds_entry_holds_not_the_sheets_edits_and_the_round_holds_not_the_entry():
    # rules/cards/scoresheet_edit.py: an undo, an edit and the history's rounds replay or read
    # the sheet; a round's entry only adds to it. Let go with the menu, loaded again by an edit.
    # The entry's code (entry.py) goes once the round is confirmed or left.
    from tests.app.cards_driver import answer_with, enter, steps
    edits = ["gameboard.rules.cards.scoresheet_edit"]
    rig = table_started("pico-pegs4", "Frustration 14", [("Players", "2")])
    enter(rig, answer_with(0, laid=(0,)))
    assert rig.screen().rows[0].startswith("Round 2") and loaded(edits[0]) == []
    rig.press("OK")
    rig.go("Undo round")
    rig.wait(50)
    assert rig.screen().rows[0].startswith("Round 1") and loaded(edits[0]) == edits
    enter(rig, answer_with(0, laid=(0,)), confirm=False)
    assert rig.screen().rows[7] == "OK to confirm" and loaded(edits[0]) == []
    entry = ["gameboard.games.cards.entry"]
    assert loaded(entry[0]) == entry
    rig.press("OK")
    rig.wait(50)
    assert rig.screen().rows[0].startswith("Round 2") and loaded(entry[0]) == []  # till the next
    rig.press("OK")
    rig.go("History")
    rig.press("OK")  # edits round 1, scored again on a copy of the sheet
    steps(rig, answer_with(1, laid=(1,)))
    assert rig.screen().rows[0] == "Edit round 1" and loaded(edits[0]) == edits


def test_an_entry_or_a_meld_check_opens_once_the_menus_code_has_gone():
    # The menu's item opens its screen, entry.py's or meld.py's, never with the menu's code
    # (loaded then: the table imports entry.py again at each of the entry's presses).
    import builtins
    opened = []
    real = builtins.__import__

    def noting(name, *args):
        if name in ("gameboard.games.cards.entry", "gameboard.games.cards.meld") and \
                not loaded(name):
            opened.append((name, loaded("gameboard.games.cards.menu")))
        return real(name, *args)

    rig = table_started("pico-pegs4", "Frustration 14", [("Players", "2")])
    builtins.__import__ = noting
    try:
        rig.press("OK")
        rig.go("Enter round")
        rig.press("BACK")
        rig.press("OK")
        rig.go("Check a meld")
    finally:
        builtins.__import__ = real
    assert rig.screen().rows[0].startswith("Check")
    assert opened == [("gameboard.games.cards.entry", []), ("gameboard.games.cards.meld", [])]


def test_a_meld_checked_or_cards_counted_leave_none_of_their_code_once_done():
    # A meld is checked, or cards counted, now and then: the rules' checks and scoring stayed
    # for the rest of the game (21 KB on the 64-bit unix port after a meld check).
    rig = table_started("pico-pegs4", "Frustration 20", [("Players", "2")])
    check_melds(rig, [["7S", "7H", "7D"]])
    while rig.screen().rows[0].startswith("Check"):
        rig.press("BACK")
    assert rig.screen().rows[0].startswith("Round 1")
    rig.press("OK")
    rig.go("Enter round")
    while rig.screen().rows[1] != "Points in hand":
        rig.press("OK")  # P1 went out; P2 laid nothing down
    count_cards(rig, [("A 2", 3)])
    assert rig.screen().rows[1] == "Dealer's cut?"  # the count taken, the next step
    assert loaded("gameboard.games.cards.meld") == loaded("gameboard.games.cards.count") == []
    for name in ("contract_check", "contract_lists", "melds", "deck", "scoring", "options",
                 "seating"):
        assert loaded("gameboard.rules.cards." + name) == [], name  # the sheet names contracts


def test_rummolis_menu_is_let_go_as_a_form_or_the_leads_wheel_opens_from_it():
    # A hand's heaviest screens (the lead's card wheel, the forms of its end) do not hold it.
    from tests.app.rummoli_driver import menu
    code = ["gameboard.games.rummoli.menu"]
    rig = table_started("pico-pegs4", "Rummoli", [("Players", "3")])
    rig.press("OK")
    assert rig.screen().rows[1] == "Ante & deal" and loaded(code[0]) == code
    rig.press("BACK")  # the table's screen keeps it, for the next OK
    assert loaded(code[0]) == code
    menu(rig, "Ante & deal")
    assert rig.screen().rows[0] == "H1 P1: widow?" and loaded(code[0]) == code
    import builtins
    opened = []
    real = builtins.__import__

    def noting(name, *args):
        if name == "gameboard.games.rummoli.form":
            opened.append(loaded(code[0]))
        return real(name, *args)

    builtins.__import__ = noting
    try:
        menu(rig, "Auction")
    finally:
        builtins.__import__ = real
    assert opened and opened[0] == [] and loaded(code[0]) == []  # opened once it had gone


def test_rummoli_reads_its_log_back_only_for_an_undo_or_a_resume():
    # rules/cards/rummoli_history.py: a table in play only appends to the log.
    from simulator.virtual.storage import MemoryStorage
    from tests.app.rummoli_driver import menu
    history = "gameboard.rules.cards.rummoli_history"
    storage = MemoryStorage()
    rig = table_started("pico-pegs4", "Rummoli", [("Players", "3")], storage=storage)
    menu(rig, "Ante & deal")
    assert rig.screen().rows[0] == "H1 P1: widow?" and loaded(history) == []
    menu(rig, "Undo")
    assert rig.screen().rows[7] == "Undone: deal" and loaded(history) == []
    menu(rig, "Ante & deal")
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Resume")
    rig.wait(50)
    assert rig.screen().rows[0] == "H1 P1: widow?" and loaded(history) == []
