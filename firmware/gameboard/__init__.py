"""The game board's firmware package: rules cores, app, drivers."""

VERSION = "0.1.0"
