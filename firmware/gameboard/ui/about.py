"""about(shell): the About page: firmware version, board, LEDs and power budget, free memory
(on MicroPython the heap's free and whole size; on CPython, the simulator's, that there is no
board heap to run out of)."""
from gameboard import VERSION, memory
from gameboard.ui.textpage import TextPage


def about(shell):
    b = shell.hw.board
    heap = memory.heap()
    lines = [
        "Firmware " + VERSION,
        b.name,
        "MCU " + b.mcu,
        "%d LEDs" % b.count,
        "Budget %d mA" % b.budget_ma,
    ]
    if heap is None:
        lines += ["Heap: no limit", "(CPython)"]
    else:
        lines += ["Free %d KB" % (heap[0] // 1024), "of %d KB heap" % (heap[1] // 1024)]
    return TextPage("About", "\n".join(lines))
