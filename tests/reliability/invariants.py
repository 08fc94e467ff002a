"""The rules' invariants, checked on a live rules game after every input event:

Pegs & Jokers: every seat has 5 pegs; no two pegs share a track hole, nor a seat's home hole;
no hand over the rules' limit; the cards (hands, draw pile, discards) stay the same cards all
game long (compared with the first time the game, known by its deal's seed, is seen).
DiceBall: balls 0-3, strikes 0-2, outs 0-2 (3 once the game is over), 3 bases, each team's runs
the sum of its line score, hits and errors never negative, a winner only when it is over.
The card-table score sheets: totals the sums of the rounds. Rummoli: the chips conserved.
Each returns None, or what is wrong in words."""

_decks = {}


def pegs(game):
    track = {}
    for seat in game.seats:
        places = game.places(seat)
        if len(places) != 5:
            return "seat %d has %d pegs" % (seat, len(places))
        home = {}
        for p in places:
            if p[0] == "T":
                if p in track:
                    return "two pegs in %s" % p
                track[p] = seat
            elif p[0] == "H":
                if p in home:
                    return "seat %d has two pegs in %s" % (seat, p)
                home[p] = 1
    if game.hands is None:
        return None
    held = []
    for seat in game.seats:
        hand = game.hands[seat]
        if len(hand) > 14:
            return "seat %d holds %d cards" % (seat, len(hand))
        held.extend(hand)
    every = sorted(held + list(game.draw) + list(game.discards))
    key = game.opts["seed"]
    if key not in _decks:
        _decks[key] = every
    elif _decks[key] != every:
        return "cards not conserved: %d now, %d dealt" % (len(every), len(_decks[key]))
    return None


def diceball(game):
    over = game.over
    if not (0 <= game.balls <= 3 and 0 <= game.strikes <= 2
            and 0 <= game.outs <= (3 if over else 2)):
        return "count B%d S%d O%d" % (game.balls, game.strikes, game.outs)
    if len(game.bases) != 3:
        return "bases %r" % (game.bases,)
    for t in (0, 1):
        total = 0
        for v in game.line[t]:
            if type(v) is int:
                if v < 0:
                    return "a negative inning %r" % (game.line[t],)
                total += v
        if total != game.runs[t]:
            return "team %d line %r adds up to %d, not R %d" % (t, game.line[t], total,
                                                                 game.runs[t])
        if game.hits[t] < 0 or game.errors[t] < 0:
            return "hits %r errors %r" % (game.hits, game.errors)
    if game.winner is not None and not over:
        return "a winner before the end"
    return None


def cards(sheet):
    """A card-table score sheet: its totals the sums of its rounds' scores, a round to enter
    after the last one entered."""
    sums = [0] * len(sheet.totals)
    for row in sheet.scores:
        for side in range(len(row)):
            sums[side] += row[side]
    if sums != list(sheet.totals):
        return "totals %r, but the rounds add up to %r" % (sheet.totals, sums)
    if sheet.number != len(sheet.scores) + 1:
        return "round %d is next after %d rounds" % (sheet.number, len(sheet.scores))
    if sheet.winners and not sheet.over:
        return "a winner before the end"
    return None


def rummoli(game):
    """Rummoli's chips: every chip handed out (and borrowed) on a space or with a player, none
    below zero, a winner only at the end."""
    handed = game.options["chips"] * game.players + sum(game.borrowed)
    if sum(game.chips) + sum(game.pots) != handed:
        return "chips %r and pots %r do not add up to the %d handed out" % (
            game.chips, game.pots, handed)
    if min(game.chips) < 0 or min(game.pots) < 0:
        return "chips %r pots %r below zero" % (game.chips, game.pots)
    if game.winners and game.phase != "over":
        return "a winner before the end"
    return None


def check(key, game):
    if key == "pegs":
        return pegs(game)
    if key == "diceball":
        return diceball(game)
    if key == "rummoli":
        return rummoli(game)
    return cards(game)
