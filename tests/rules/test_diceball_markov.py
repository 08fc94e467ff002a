"""Statistical check: the engine's runs per half-inning (standard table, no pitcher's die, force
rule) against the exact value of a Markov chain over the 24 base/out states.

The chain is written here from docs/rules.md 2.2 and 2.3 alone, sharing no code with the engine:
runners are a sorted tuple of the bases they stand on, and a runner pushed past 3rd scores."""
from gameboard.rules.diceball import Game
from gameboard.rules.prng import Prng

# docs/rules.md 2.2, copied row by row.
STANDARD = """1-1 home run, 1-2 double, 1-3 fly out, 1-4 walk, 1-5 pop out, 1-6 single,
2-2 double play, 2-3 ground out, 2-4 strikeout, 2-5 single, 2-6 strikeout, 3-3 walk,
3-4 triple, 3-5 ground out, 3-6 fly out, 4-4 walk, 4-5 pop out, 4-6 strikeout,
5-5 double, 5-6 sacrifice fly, 6-6 home run"""


def outcome_chances():
    chances = {}
    for entry in STANDARD.replace("\n", " ").split(","):
        roll, result = entry.split(None, 1)
        low, high = roll.split("-")
        chances[result] = chances.get(result, 0) + (1 if low == high else 2) / 36
    return chances


def pushed(runners, batter_base):
    """The force rule: the batter takes his base; a runner standing where someone behind him
    now stands, or behind, is pushed one base past that man."""
    front, moved = batter_base, []
    for base in runners:
        if base <= front:
            front += 1
            moved.append(front)
        else:
            moved.append(base)
    return moved


def step(runners, outs, result):
    """(runners after, runs, outs after) from docs/rules.md 2.3."""
    hits = {"single": 1, "double": 2, "triple": 3}
    if result in hits:
        after = pushed(runners, hits[result]) + [hits[result]]
    elif result == "walk":
        after = pushed(runners, 1) + [1]
    elif result == "home run":
        return (), len(runners) + 1, outs
    elif result == "sacrifice fly":
        if outs + 1 < 3 and 3 in runners:
            return tuple(b for b in runners if b != 3), 1, outs + 1
        return runners, 0, outs + 1
    elif result == "double play":
        if not runners:
            return runners, 0, outs + 1
        victim = 1 if 1 in runners else max(runners)
        rest = list(runners)
        rest.remove(victim)
        return tuple(rest), 0, min(outs + 2, 3)
    else:
        return runners, 0, outs + 1
    runs = len([b for b in after if b > 3])
    return tuple(sorted(b for b in after if b <= 3)), runs, outs


def exact_runs_per_half_inning():
    chances = outcome_chances()
    states = [(r, o) for o in range(3) for r in
              [(), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)]]
    value = dict((s, 0.0) for s in states)
    for _ in range(10000):
        new = {}
        for runners, outs in states:
            total = 0.0
            for result, p in chances.items():
                after, runs, outs_after = step(runners, outs, result)
                if outs_after < 3:
                    total += p * (runs + value[(after, outs_after)])
            new[(runners, outs)] = total
        change = max(abs(new[s] - value[s]) for s in states)
        value = new
        if change < 1e-12:
            break
    return value[((), 0)]


def test_the_chains_table_is_the_whole_of_rules_2_2():
    chances = outcome_chances()
    assert len(chances) == 11 and abs(sum(chances.values()) - 1) < 1e-12


def test_engine_runs_per_half_inning_match_the_markov_chain():
    exact = exact_runs_per_half_inning()
    prng = Prng(2024)
    runs = []
    while len(runs) < 15000:
        game = Game(pitch_die=False)
        while not game.over:
            game.bat(prng.roll(), prng.roll())
        # Every top half is a whole half-inning: walk-offs and "X" only touch the bottom.
        runs.extend(game.line[0])
    n = len(runs)
    mean = sum(runs) / n
    sd = (sum((x - mean) ** 2 for x in runs) / (n - 1)) ** 0.5
    assert abs(mean - exact) < 4 * sd / n ** 0.5, (mean, exact, sd / n ** 0.5)
