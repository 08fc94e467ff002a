"""What the Pegs & Jokers controller needs only while a game opens: the wizard's options as
the rules core takes them, who the board plays and at what level, and a save's player state and
move log read back. The controller imports it to make its game and lets it go with the rules
core's making code once the game is open (controller.MAKING): a game under way never reads its
options or a save again.
"""


def rules_options(opts):
    """(players, keyword options of Game.new) from the wizard's options (options.py)."""
    players = opts["players"]
    teams = opts["teams"]
    d = {"teams": teams != "none", "real_cards": opts["cards"] == "real",
         "decks": opts["decks"], "nine_split": opts["nine_split"],
         "royals_count": opts["royals_count"]}
    if teams == "two_colours":
        d["two_colours"] = True
    elif teams == "alt":
        d["layout"] = {6: "3x2", 8: "4x2"}[players]  # the rules core's partners opposite
    return players, d


def _drained(pieces):
    """The saved log's hex pieces, each let go of as it is read: the rules core makes the
    log's chunks of them one by one (half their size), and a long save's pieces all held
    until the game is made were the peak of a resume (40 KB of hex at 2,000 moves). The
    parsed save is the shell's to drop once the game is made, so nothing else reads them."""
    for k in range(len(pieces)):
        piece = pieces[k]
        pieces[k] = None
        yield piece


def computer_levels(options, n):
    """The level of each of the n players the board plays, None for a person (options.py:
    play, level, seat1 .. seat8; real cards: only people). A game saved before "play" was
    asked has `computer`, a bit mask over the players (bit k: player k+1), and level1 ..
    level8 (normal if missing). ValueError for what is none of these."""
    if options["cards"] != "dealt":
        return [None] * n
    play = options.get("play")
    if play is None:
        mask = options.get("computer", 0)
        if type(mask) is not int or not 0 <= mask < 1 << n:
            raise ValueError("saved Pegs & Jokers game: computer %r is not a choice of its %d "
                             "players" % (mask, n))
        levels = [options.get("level%d" % (k + 1), "normal") if mask >> k & 1 else None
                  for k in range(n)]
    elif play == "seats":
        levels = [options.get("seat%d" % (k + 1)) for k in range(n)]
        levels = [None if level == "person" else level for level in levels]
    elif play in ("people", "me", "computers"):
        level = options.get("level")
        levels = [None if play == "people" or (play == "me" and k == 0) else level
                  for k in range(n)]
    else:
        raise ValueError("Pegs & Jokers: no choice of who plays %r" % (play,))
    if any(level is not None for level in levels):  # the player's module only for them
        from gameboard.rules.pegs.player import LEVELS
        for level in levels:
            if level is not None and level not in LEVELS:
                raise ValueError("Pegs & Jokers: no computer level %r" % (level,))
    return levels


def player_state(d):
    """(the computer player's state, the recent move texts, their movers) of a saved game `d`;
    ValueError if they are not a move log's."""
    recent = d.get("recent", [])
    movers = d.get("movers", [])
    cpu = d.get("cpu", 1)
    if (not isinstance(recent, list) or not all(isinstance(r, str) for r in recent)
            or not isinstance(movers, list) or len(movers) != len(recent)
            or type(cpu) is not int or cpu <= 0):
        raise ValueError("saved Pegs & Jokers game has a bad move log or player state")
    return cpu, recent, movers


def saved_rules(d):
    """The rules core's part of a saved game `d`, its log's hex pieces handed on one by one."""
    rules = d["rules"]
    if isinstance(rules.get("log"), list):
        rules["log"] = _drained(rules["log"])
    return rules
