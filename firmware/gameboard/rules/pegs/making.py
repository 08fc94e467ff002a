"""Making a Pegs & Jokers game (docs/rules.md 1.2): a dealt one (Game.new), any position
(Game.setup) or a saved one (Game.from_dict), with every check of what they are given. Only
those import it, so a game in play need not hold this code (the app lets it go once its game
is made: games/pegs/controller.py); nor the seating rules (seating.py), used only here, nor
the reading of a saved log (from_hex)."""
import binascii

from gameboard.rules.prng import Prng
from gameboard.rules.pegs import board, cards, log as action_log, movegen, seating
from gameboard.rules.pegs.board import START
from gameboard.rules.pegs.game import HAND, OPTIONS, PILES

FLAGS = ("real_cards", "two_colours", "nine_split", "royals_count")


def options_of(options):
    """The game's options from those given, each checked; ValueError for a bad one."""
    for key in sorted(options):  # the first unknown one by name, not by the dict's order
        if key not in OPTIONS:
            raise ValueError("unknown option %r (options: %s)" % (key, ", ".join(OPTIONS)))
    out = {"real_cards": False, "decks": None, "layout": None, "two_colours": False,
           "nine_split": False, "royals_count": False, "dealer": None, "seed": 0}
    out.update(options)
    for key in FLAGS:
        if out[key] is not True and out[key] is not False:
            raise ValueError("option %s must be True or False, got %r" % (key, out[key]))
    decks = out["decks"]
    if decks is not None and (not isinstance(decks, int) or isinstance(decks, bool)
                              or not 1 <= decks <= 4):
        raise ValueError("option decks must be 1..4 (or None for the usual number), got %r"
                         % (decks,))
    layout = out["layout"]
    if layout is not None and layout not in seating.LAYOUT_NAMES:
        raise ValueError("layout %r: the layouts are %s" % (layout, ", ".join(
            seating.LAYOUT_NAMES)))
    if not isinstance(out["seed"], int) or isinstance(out["seed"], bool):
        raise ValueError("option seed must be an integer, got %r" % (out["seed"],))
    return out


def _seat_number(value, what):
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("%s must be a seat number, got %r" % (what, value))
    return value


def _board(game, sides, seats, teams, opts):
    if not isinstance(sides, int) or isinstance(sides, bool) or not (
            board.MIN_SIDES <= sides <= board.MAX_SIDES):
        raise ValueError("a board has 3 to 8 sides (2 players use 4), got %r" % (sides,))
    for s in seats:
        _seat_number(s, "a seat")
        if not 0 <= s < sides:
            raise ValueError("seat %r is not on a %d-sided board (seats 0..%d)" % (
                s, sides, sides - 1))
    if len(seats) < 2:
        raise ValueError("a game needs at least 2 seats, got %r" % (seats,))
    game.sides = sides
    game.L = board.track_length(sides)
    game.seats = sorted(seats)
    game.teams = seating.check_teams(teams, game.seats)
    game.team = seating.team_index(game.teams, sides, game.seats)
    game.in_spot = [board.in_spot(s) for s in range(sides)]
    game.come_out = [board.come_out(s) for s in range(sides)]
    game.opts = opts
    dealer = opts["dealer"]
    if dealer is not None and dealer not in game.seats:
        raise ValueError("dealer %r is not a seat in play (seats: %s)" % (dealer, game.seats))
    game.pos = [None] * sides
    game.home = [0] * sides
    game.occupant = bytearray(bytes((movegen.EMPTY,)) * game.L)
    game.hands = None
    # The draw pile and the discards as card indices in two buffers allocated once (a
    # small heap would otherwise be asked for ever larger list blocks), each filled
    # from bottom to top up to its count.
    game.draw_pile = bytearray(0)
    game.discard_pile = bytearray(0)
    game.draw_count = 0
    game.discard_count = 0
    game.turn = game.seats[0]
    game.prng = Prng(opts["seed"])


def _set_turn(game, turn):
    if turn not in game.seats:
        raise ValueError("turn %r is not a seat in play (seats: %s)" % (turn, game.seats))
    game.turn = turn


def _place_pegs(game, pegs):
    if not isinstance(pegs, dict):
        raise ValueError("pegs must map each seat to its 5 places, got %r" % (pegs,))
    for seat in game.seats:
        places = pegs[seat]
        if isinstance(places, str):  # a save's (game.py's module docstring)
            places = places.split()
        if not isinstance(places, (list, tuple)) or len(places) != 5:
            raise ValueError("seat %d needs exactly 5 pegs, got %r" % (seat, places))
        codes = [board.place_code(p, game.L) for p in places]
        game.pos[seat] = [START] * 5
        for slot, code in enumerate(codes):
            if code < game.L and game.occupant[code] != movegen.EMPTY:
                raise ValueError("two pegs in hole %s" % board.place_text(code))
            if code > START and game.home[seat] & (1 << (code - START - 1)):
                raise ValueError("seat %d has two pegs in %s" % (
                    seat, board.place_text(code)))
            movegen.put(game, seat << 3 | slot, code)


def _decks(game):
    """(decks, jokers) of the game's deck."""
    opts = game.opts
    players = 2 if opts["two_colours"] else len(game.seats)
    decks = opts["decks"] or cards.default_decks(players)
    return decks, 0 if players == 2 else 2 * decks


def _deck(game):
    return cards.deck(*_decks(game))


def setup(game, sides, pegs, teams, hands, turn, options):
    """`game` (a new Game) set up as Game.setup says, all but its log and first position
    (Game._begun's)."""
    opts = options_of(options)
    if hands is None:
        opts["real_cards"] = True
    elif opts["real_cards"]:
        raise ValueError("real-card mode has no hands: pass hands=None")
    if not isinstance(pegs, dict):
        raise ValueError("pegs must map each seat to its 5 places, got %r" % (pegs,))
    # The seats checked in an order of their own, not the dict's (repr: any kind of key
    # sorts), so a position with several bad seats is refused for the same one anywhere.
    _board(game, sides, sorted(pegs, key=repr), teams, opts)
    _place_pegs(game, pegs)
    if hands is not None:
        if not isinstance(hands, dict):
            raise ValueError("hands must map seats to lists of cards, got %r" % (hands,))
        game.hands = [None] * sides
        for seat in game.seats:
            game.hands[seat] = []
        # Seats in an order of their own, not the dict's: the first bad one is the same one
        # on either runtime.
        strays = sorted([repr(seat) for seat in hands if seat not in game.seats])
        if strays:
            raise ValueError("hands name seat %s, which is not in play" % strays[0])
        for seat in game.seats:
            if seat in hands:
                game.hands[seat] = _hand_of(seat, hands[seat])
        rest = _deck(game)
        for seat in game.seats:
            for card in game.hands[seat]:
                if card not in rest:
                    raise ValueError("the hands hold more %s than this game's deck has" % card)
                rest.remove(card)
        game.prng.shuffle(rest)
        game.draw = rest
    _set_turn(game, turn)
    return game


def new(game, players, seed, teams, options):
    """(game, dealer): `game` (a new Game) as Game.new says, up to the deck on the discards,
    which Game.new shuffles and deals from `dealer` (dealt cards) as the log records it."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 8:
        raise ValueError("Pegs & Jokers is for 2 to 8 players, got %r" % (players,))
    if teams is not True and teams is not False:
        raise ValueError("teams must be True (the usual teams) or False (no teams)")
    opts = options_of(options)
    opts["seed"] = seed
    opts = options_of(opts)
    if opts["two_colours"] and players != 2:
        raise ValueError("two colours each is a 2-player option")
    if opts["two_colours"] and not teams:
        raise ValueError("two colours each is played as a 2-team game: it needs teams=True")
    seating.check_layout(players, opts["layout"])
    if opts["layout"] is not None and not teams:
        raise ValueError("a team layout needs teams=True")
    seats = seating.seats_for(players, opts["two_colours"])
    layout = seating.default_teams(players, opts["layout"], opts["two_colours"])
    _board(game, seating.sides_for(players), seats, layout if teams else None, opts)
    _place_pegs(game, dict((s, ["S"] * 5) for s in seats))
    dealer = opts["dealer"]
    if dealer is None:
        dealer = game.seats[-1]
    _set_turn(game, game.next_seat(dealer))
    if not opts["real_cards"]:
        game.hands = [None] * game.sides
        for s in game.seats:
            game.hands[s] = []
        game.discards = _deck(game)
    return game, dealer


def _hand_of(seat, held):
    """The card labels of a hand given for seat (or a save's hex text of its cards: game.py's
    module docstring), or ValueError."""
    if isinstance(held, str):
        held = [cards.LABELS[i] for i in _indices(held)]
    if not isinstance(held, (list, tuple)) or len(held) > HAND:
        raise ValueError("the hand of seat %r must be a list of at most %d cards, got %r"
                         % (seat, HAND, held))
    return [cards.check(c) for c in held]


def from_dict(game, d):
    """(game, log, first position or None): `game` (a new Game) made the game of
    Game.to_dict()'s data `d`, with the data's log and first position for Game._begun;
    ValueError if the data does not make a game."""
    try:
        opts = options_of(d["options"])
        seats = d["seats"]
        if not isinstance(seats, list) or len(d["pegs"]) != len(seats):
            raise ValueError("the saved pegs do not match the seats")
        _board(game, d["sides"], seats, d["teams"], opts)
        _place_pegs(game, dict(zip(game.seats, d["pegs"])))
        if (d["hands"] is None) != opts["real_cards"]:
            raise ValueError("the saved hands do not fit the real_cards option")
        if d["hands"] is not None:
            if len(d["hands"]) != len(seats):
                raise ValueError("the saved hands do not match the seats")
            game.hands = [None] * game.sides
            for s, held in zip(game.seats, d["hands"]):
                game.hands[s] = _hand_of(s, held)
        game.draw = _pile(d["draw"])
        game.discards = _pile(d["discards"])
        if game.hands is not None:
            _check_whole_deck(game)
        _set_turn(game, d["turn"])
        game.prng.state = d["prng"]
        log = from_hex(d.get("log", []))
        start = d.get("start")
        if start is not None and not isinstance(start, dict):
            raise ValueError("the saved first position is not a position")
        if not start:
            return game, log, None
        # its piles checked (then kept as card indices: Game._keep_start), not shared
        kept = {}
        for key in start:
            kept[key] = _pile(start[key]) if key in PILES else _shared(start[key])
        return game, log, kept
    except (KeyError, TypeError, IndexError) as e:
        raise ValueError("saved game data is incomplete or malformed (%r)" % (e,))


def from_hex(texts):
    """The log (log.Log) of a save's hex texts, one per chunk (Log.to_hex)."""
    log = action_log.Log()
    for text in texts:
        data = binascii.unhexlify(text)
        if not data or len(data) > action_log.CHUNK:
            raise ValueError("the saved log is damaged (a chunk of %d bytes)" % len(data))
        buf = bytearray(action_log.CHUNK)
        buf[:len(data)] = data
        log.chunks.append(buf)
        log.ends.append(len(data))
    return log


def _pile(labels):
    """The card indices (bytes) of a saved pile, a list of labels or a save's hex text of its
    cards (game.py's module docstring), each checked."""
    if isinstance(labels, str):
        return _indices(labels)
    if not isinstance(labels, list):
        raise ValueError("a saved pile must be a list of cards, got %r" % (labels,))
    for card in labels:
        cards.check(card)
    return action_log.indices(labels)


def _indices(text):
    """The card indices a save's hex text of cards holds, each checked."""
    try:
        held = binascii.unhexlify(text)
    except ValueError:
        raise ValueError("saved cards are not hex text: %r" % (text[:20],))
    for i in held:
        if i >= len(cards.LABELS):
            raise ValueError("unknown card number %d in a save" % i)
    return held


def _shared(x):
    """The saved first position `x` (JSON data) as a game's own would be: each list made at
    its size, each card label the one of cards.LABELS and each place off the track the one of
    board.OFF_TRACK. json.load grows its lists by doubling and gives every string its
    own object: a saved start's 162 discards took 10 KB of heap for as long as the game went
    on, where a new game's take 2 KB."""
    if isinstance(x, str):
        if x in cards.INDEX:
            return cards.check(x)
        if x in board.OFF_TRACK:
            return board.OFF_TRACK[board.OFF_TRACK.index(x)]
        return x
    if isinstance(x, list):
        out = [None] * len(x)
        for k in range(len(x)):
            out[k] = _shared(x[k])
        return out
    if isinstance(x, dict):
        out = {}
        for key in x:
            out[key] = _shared(x[key])
        return out
    return x


def _check_whole_deck(game):
    """Hands, draw pile and discards hold the deck exactly: a save with a card too many
    or too few is damaged, not a game. Counted a label at a time: lists of the whole deck
    (several 1 KB blocks with 8 players) are what a resume's crowded heap lacks."""
    held = [0] * len(cards.LABELS)
    for pile, count in ((game.draw_pile, game.draw_count),
                        (game.discard_pile, game.discard_count)):
        for k in range(count):
            held[pile[k]] += 1
    for s in game.seats:
        for card in game.hands[s]:
            held[cards.INDEX[card]] += 1
    decks, jokers = _decks(game)
    whole = [4 * decks] * len(cards.SUITED) + [jokers]
    if held != whole:
        raise ValueError("the saved cards are not one whole deck (%d cards, %d expected)"
                         % (sum(held), sum(whole)))
