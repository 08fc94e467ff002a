"""What the new-game wizard offers, and the words of refusals that list several problems, are
the same under MicroPython as on CPython: nothing in them follows a dict's or a set's order or
a sort's keeping of equal items (MicroPython promises neither). The option lists: every game
on every board, each choice stepped through each of its values from the defaults, with the
rows then shown and each one's value names in order."""
import json

from tools import unix_port

WALK = """
import json
from gameboard import board as boards
from gameboard.games import registry
from gameboard.games.choice import settle

def shown(choices, opts, b):
    return [[c.label, c.name(opts[c.key], opts), [c.name(v, opts) for v in c.values(opts, b)]]
            for c in choices if c.shown(opts, b)]

def walk(name, out):
    # Appends each step of the walk of board `name` to `out` (a list, or a printer).
    b = boards.load("hardware/boards/%s.json" % name)
    for key in b.games:
        choices = registry.part(key, "options").choices(b)
        start = settle(choices, {}, b)
        out.append([key, shown(choices, start, b)])
        for c in choices:
            for v in c.values(start, b):
                opts = dict(start)
                opts[c.key] = v
                settle(choices, opts, b)
                out.append([key, c.key, shown(choices, opts, b)])
    return out


class Lines:
    # Prints each step as a line of JSON: a board's whole walk need not fit the heap.
    def append(self, step):
        print(json.dumps(step))

def refusal(make):
    try:
        make()
    except ValueError as e:
        return str(e)
    return None

def refusals():
    from gameboard.rules import diceball_tables
    from gameboard.rules.cards import options
    from gameboard.rules.pegs import Game
    from gameboard.settings import Settings
    seats = dict((s, ["S"] * 5) for s in range(4))
    return [
        refusal(lambda: Game.new(4, 1, zebra=1, apple=2, mango=3)),
        refusal(lambda: Game.setup(4, {0: ["S"] * 5, 9: ["S"] * 5, 7: ["S"] * 5, "x": []})),
        refusal(lambda: Game.setup(4, seats, hands={0: ["K"], 6: ["A"], 5: ["2"], 9: ["3"]})),
        refusal(lambda: Game.setup(4, seats, hands={0: ["ZZ"], 1: ["YY"], 2: ["XX"]})),
        refusal(lambda: options.settings("rummy", {"zebra": 1, "apple": 2, "mango": 3})),
        refusal(lambda: diceball_tables.compile_table({(6, 1): "out", (7, 7): "out",
                                                       (5, 2): "out", (1, 9): "out"})),
        Settings.from_dict({"zebra": 1, "apple": 2, "mango": 3, "sound": 5}).problems,
    ]
"""
BOARDS = ("pico-combo", "pico-pegs4", "pico-diceball", "esp32-pegs8")


def here(call):
    namespace = {}
    exec(WALK, namespace)
    return json.loads(json.dumps(eval(call, namespace)))


def there(call):
    result = unix_port.run(WALK + "print(json.dumps(%s))\n" % call, heap="2048wK")
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def test_every_games_option_lists_are_the_same_under_micropython():
    mine = here("[step for name in %r for step in walk(name, [])]" % (BOARDS,))
    assert len(mine) > 100  # every game's every choice, walked
    code = WALK + "for name in %r:\n    walk(name, Lines())\n" % (BOARDS,)
    result = unix_port.run(code, heap="2048wK")
    assert result.returncode == 0, result.stdout + result.stderr
    assert [json.loads(line) for line in result.stdout.splitlines()] == mine


def test_refusals_that_could_name_several_problems_name_the_same_one_under_micropython():
    mine = here("refusals()")
    assert None not in mine
    assert mine[0].startswith("unknown option 'apple'")
    assert there("refusals()") == mine
