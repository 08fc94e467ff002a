"""The board's entry point: prints the boot banner on the serial console."""
import gameboard

print("gameboard firmware", gameboard.VERSION)
