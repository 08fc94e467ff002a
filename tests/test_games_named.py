"""Only the registry names the games: every file under firmware/, simulator/ and tools/ that
names a game is the registry (firmware/gameboard/games/registry.py) or that game's own, and the
shell, menus, settings, board checks, idle lights, simulator, build-document generator and
benchmark runner reach the games through the registry (docs/architecture.md, "The game
contract").

A file names a game when the game's key, label or short name (its descriptor's) is in it as a
word: letters and digits on neither side, any case ("diceball_leds" names DiceBall, "pegs8"
names nothing). Board names and titles (hardware/boards/*.json) are the hardware's own names
and are left out: "pico-diceball" names a board. A file is a game's own when a folder or the
file in its path is named for the game or for its rules core (a module of its descriptor's
RULES): the key itself or the key and "_" and more, as games/pegs/, rules/pegs/,
rules/diceball_tables.py, tools/bench/pegs_heap.py and tools/bench/diceball_play.py are."""
import json
import os
import re

from gameboard.games import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREES = ("firmware", "simulator", "tools")
REGISTRY = "firmware/gameboard/games/registry.py"


def board_names():
    folder = os.path.join(ROOT, "hardware", "boards")
    found = set()
    for name in os.listdir(folder):
        if name.endswith(".json"):
            with open(os.path.join(folder, name)) as f:
                d = json.load(f)
            found.update([d["name"], d.get("title", d["name"])])
    return sorted(found, key=len, reverse=True)  # a title holding a name goes first


def files():
    """(repository-relative path, text) of every text file under TREES."""
    for tree in TREES:
        for folder, dirs, names in os.walk(os.path.join(ROOT, tree)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                path = os.path.join(folder, name)
                try:
                    with open(path, encoding="utf-8") as f:
                        text = f.read()
                except UnicodeDecodeError:
                    continue
                yield os.path.relpath(path, ROOT).replace(os.sep, "/"), text


def words(key):
    d = registry.descriptor(key)
    return re.compile(r"(?<![A-Za-z0-9])(%s)(?![A-Za-z0-9])" % "|".join(
        re.escape(w) for w in sorted({key, d.LABEL, d.SHORT})), re.IGNORECASE)


def owners(key):
    """The names a folder or file of the game's own is named for."""
    return [key] + [m.rsplit(".", 1)[-1] for m in registry.descriptor(key).RULES]


def owned(path, key):
    parts = [p.rsplit(".", 1)[0] for p in path.split("/")]
    return any(p == n or p.startswith(n + "_") for p in parts for n in owners(key))


# Phrases that hold a game's name and name no game: the contract every game implements.
NOT_NAMES = ("The game contract", "game contract", "game's contract")


def longer_names(key):
    """Other games' labels that hold this game's name as a word ("Contract Rummy" holds
    "Rummy"): a file that says them names that other game, not this one."""
    pattern = words(key)
    return [registry.descriptor(other).LABEL for other in registry.GAMES
            if other != key and pattern.search(registry.descriptor(other).LABEL)]


def naming():
    """{key: [paths of the files that name that game]}."""
    boards = board_names()
    found = dict((key, []) for key in registry.GAMES)
    longer = dict((key, longer_names(key)) for key in registry.GAMES)
    for path, text in files():
        for b in boards:
            text = text.replace(b, "")
        for phrase in NOT_NAMES:
            text = text.replace(phrase, "").replace(phrase.lower(), "")
        for key in registry.GAMES:
            mine = text
            for label in longer[key]:
                mine = mine.replace(label, "")
            if words(key).search(mine):
                found[key].append(path)
    return found


def test_only_the_registry_and_a_games_own_files_name_it():
    strays = []
    for key, paths in sorted(naming().items()):
        strays.extend(["%s names %s" % (p, key) for p in paths
                       if p != REGISTRY and not owned(p, key)])
    assert strays == []


def test_the_registry_names_every_game_and_each_game_has_its_package():
    named = naming()
    for key in registry.GAMES:
        assert REGISTRY in named[key], key
        assert "firmware/gameboard/games/%s/descriptor.py" % key in named[key], key


def test_a_word_inside_a_longer_word_or_a_board_name_names_no_game():
    pattern = words("pegs")
    assert pattern.search("the Pegs log") and pattern.search("def pegs_leds():")
    assert not pattern.search("esp32-pegs8") and not pattern.search("pegsy")
    text = 'Rig("pico-diceball")'
    for b in board_names():
        text = text.replace(b, "")
    assert not words("diceball").search(text)

