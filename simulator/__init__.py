"""Desktop simulator: the firmware app, unchanged, on virtual hardware (`python -m simulator`).

    __main__.py       the run command: options, and which front end runs
    session.py        a running board on CPython (LocalSession) or under the MicroPython unix
                      port (ChildSession, talking to runtime_child.py over a line protocol)
    virtual/          the virtual hardware: every hal interface (firmware/gameboard/
                      hardware.py) in memory, on a virtual clock, recording what the app
                      shows; it runs on both runtimes (the app tests run on both), so nothing
                      there imports a CPython-only module; folder_storage.py keeps the board's
                      files in a folder (`--storage DIR`). A namespace package (no
                      __init__.py), whose module costs the heap less and interns no file name
    compat/           framebuf for CPython (MicroPython has its own)
    render.py         the board, its OLED and buttons drawn with pygame-ce
    window.py         the window: keys, mouse, resizing, pause, fast-forward
    held.py           buttons held or tapped by a person, on the board's time
    tui.py            the terminal mode (ANSI colour, block characters)
    script.py         input scripts; headless.py plays them and writes PNG screenshots
    bench.py          frame time and start-up figures (CPython)
"""
