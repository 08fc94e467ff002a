"""What the five scored card-table games share as the app plays them (docs/rules.md 3.2-3.6):
the board keeps the score sheet and tracks the contracts while the cards stay on the table.

table.py is the controller every one of them is (each game's controller.py names its key);
entry.py the end-of-round entry and its summary; count.py points counted card by card;
view.py what the OLED shows (the history of rounds to edit among its screens), rows.py the
rows it shares with Rummoli's screens; leds.py what the paddles show; house.py the house-rules
page; choices.py the wizard's choices they share and seats.py where the players sit. Nothing
here is loaded until one of the games is played."""
