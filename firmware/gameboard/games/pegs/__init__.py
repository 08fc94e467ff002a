"""Pegs & Jokers as the app plays it: its controller and screens, options, LED scenes."""
