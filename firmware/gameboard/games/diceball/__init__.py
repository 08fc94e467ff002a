"""DiceBall as the app plays it: its controller, options, dice entry and view."""
