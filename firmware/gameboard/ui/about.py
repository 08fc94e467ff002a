"""about(shell): the About page: firmware version, board, LEDs and power budget, free memory."""
from gameboard import VERSION, memory
from gameboard.ui.textpage import TextPage


def about(shell):
    b = shell.hw.board
    free = memory.free()
    lines = [
        "Firmware " + VERSION,
        b.name,
        "MCU " + b.mcu,
        "%d LEDs" % b.count,
        "Budget %d mA" % b.budget_ma,
        "Free %s" % ("?" if free is None else "%d B" % free),
    ]
    return TextPage("About", "\n".join(lines))
