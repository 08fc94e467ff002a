"""`python -m tools.bench.peak_heap` says where a whole game's heap goes at its peak: the heap
map's blocks counted by the kind of object that heads them, the interned names, the app's data
part by part, and each loaded module's own cost."""
import re

from tools import mpy_tree
from tools.bench import peak_heap
from tools.bench.diceball_play import WHOLE_GAMES

MAP = """GC memory layout; from 55d0d9564b60:
00000000: h=Th=hhLhh..S===B.D
       (5 lines all free)
00003800: ....M....h==..
"""


def test_a_map_s_blocks_count_each_object_with_its_tail_blocks():
    kinds = peak_heap.blocks(MAP)
    assert kinds["h"] == (7, 32 * 11)  # h=, h=, h, h, h, h, h==
    assert kinds["T"] == (1, 32)
    assert kinds["L"] == (1, 32)
    assert kinds["S"] == (1, 32 * 4)
    assert kinds["B"] == (1, 32)
    assert kinds["D"] == (1, 32)
    assert kinds["M"] == (1, 32)


def test_the_names_line_gives_pools_names_and_bytes():
    line = "qstr pool: n_pool=6, n_qstr=977, n_str_data_bytes=11605, n_total_bytes=25845"
    assert peak_heap.names(line) == (6, 977, 25845)


def test_diceball_s_peak_is_found_again_and_its_parts_are_named(tmp_path, capsys):
    tree = str(tmp_path / "mpy")
    mpy_tree.build(tree)
    players, label, script, row, prepare = WHOLE_GAMES[0]
    peak_heap.report(tree, label, script, prepare)
    said = capsys.readouterr().out
    live, played = [int(x) for x in re.search(
        r"peak live (\d+) bytes \(ok: .* peak live (\d+)\)", said).groups()]
    # The second run stops at the measure where the first one peaked.
    assert abs(live - played) <= played // 100, said
    assert re.search(r"interned names: \d+ in 6 pools", said), said
    assert "the hardware's display" in said and "the board's description" in said, said
    own = dict((m.group(1), int(m.group(2))) for m in re.finditer(
        r"^    (gameboard\S*)\s+(\d+) /", said, re.M))
    assert own["gameboard.rules.diceball"] > 4000, said  # the rules core's code, a few KB
    total = re.search(r"in all\s+(\d+) / (\d+) \(\d+\); the rest of the peak, (-?\d+)", said)
    code, interned, rest = [int(x) for x in total.groups()]
    assert code + interned + rest == live and rest > 0, said
