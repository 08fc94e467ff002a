"""The board's entry point: the boot banner ("gameboard firmware <VERSION> ..."), then the app
(gameboard/startup.py). Holding BACK at power-up leaves the REPL instead (safe mode)."""
from gameboard import startup

shell = startup.main("/board.json")
del startup  # boot's code is not needed again until the next power-up: it leaves the heap
if shell is not None:
    shell.run()
