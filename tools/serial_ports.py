"""`--port auto`: the one USB serial port that looks like a MicroPython board."""
from serial.tools import list_ports

# USB vendor ids of MicroPython boards and of the USB-UART bridges on ESP32 boards.
BOARD_VIDS = {
    0x2E8A: "Raspberry Pi",
    0x303A: "Espressif",
    0x10C4: "Silicon Labs CP210x",
    0x1A86: "WCH CH340",
    0x0403: "FTDI",
}


def find_board(ports=None):
    """The device path of the only board found; ValueError (with what was seen) otherwise.
    `ports` defaults to pyserial's list of this computer's serial ports."""
    ports = list_ports.comports() if ports is None else ports
    boards = [p for p in ports if p.vid in BOARD_VIDS]
    if len(boards) == 1:
        return boards[0].device
    if not boards:
        seen = ", ".join(p.device for p in ports) or "none"
        raise ValueError("no MicroPython board found on USB (looked for vendor ids %s; serial "
                         "ports here: %s): plug it in or give --port"
                         % (", ".join("%04X" % v for v in sorted(BOARD_VIDS)), seen))
    raise ValueError("several boards found (%s): choose one with --port"
                     % ", ".join("%s (%s)" % (p.device, BOARD_VIDS[p.vid]) for p in boards))
