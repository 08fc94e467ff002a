"""The app's LED output: colours per LED, brightness, gamma and the supply's power limit."""
