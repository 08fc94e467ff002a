"""Benchmarks: each module has `main()` printing its figures, and runs on CPython and on the
MicroPython unix port. They print numbers; nothing here asserts a time."""
