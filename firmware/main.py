"""The board's entry point: the boot banner ("gameboard firmware <VERSION> ..."), then the app
(gameboard/startup.py). Holding BACK at power-up leaves the REPL instead (safe mode)."""
from gameboard import startup

startup.main("/board.json")
