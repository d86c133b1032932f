"""MCR hands for tenbou's agreement fixture and benchmark: a seeded generator of input lines
(docs/mcr.md) and the translation of one line into a call of the reference fan calculator
(PyMahjongGB 1.4.0).

Shared by generate.py (fixture and benchmark hands) and time_reference.py (the reference's speed).
Only the standard library is needed here; the reference module is imported by the callers.
"""

import json
import random

SUITS = "mps"
WINDS = "ESWN"
# The reference library's tile names: characters W, dots B, bamboo T, winds F, dragons J
# (see ref_tile for the dragons' order).
REF_SUIT = {"m": "W", "p": "B", "s": "T"}

# The canonical pattern name for each of the reference library's English names (docs/mcr.md).
REF_ENGLISH = {
    "Big Four Winds": "big_four_winds",
    "Big Three Dragons": "big_three_dragons",
    "All Green": "all_green",
    "Nine Gates": "nine_gates",
    "Four Kongs": "four_kongs",
    "Seven Shifted Pairs": "seven_shifted_pairs",
    "Thirteen Orphans": "thirteen_orphans",
    "All Terminals": "all_terminals",
    "Little Four Winds": "little_four_winds",
    "Little Three Dragons": "little_three_dragons",
    "All Honors": "all_honors",
    "Four Concealed Pungs": "four_concealed_pungs",
    "Pure Terminal Chows": "pure_terminal_chows",
    "Quadruple Chow": "quadruple_chow",
    "Four Pure Shifted Pungs": "four_pure_shifted_pungs",
    "Four Pure Shifted Chows": "four_pure_shifted_chows",
    "Three Kongs": "three_kongs",
    "All Terminals and Honors": "all_terminals_and_honors",
    "Seven Pairs": "seven_pairs",
    "Greater Honors and Knitted Tiles": "greater_honors_and_knitted_tiles",
    "All Even Pungs": "all_even_pungs",
    "Full Flush": "full_flush",
    "Pure Triple Chow": "pure_triple_chow",
    "Pure Shifted Pungs": "pure_shifted_pungs",
    "Upper Tiles": "upper_tiles",
    "Middle Tiles": "middle_tiles",
    "Lower Tiles": "lower_tiles",
    "Pure Straight": "pure_straight",
    "Three-Suited Terminal Chows": "three_suited_terminal_chows",
    "Pure Shifted Chows": "pure_shifted_chows",
    "All Five": "all_fives",
    "Triple Pung": "triple_pung",
    "Three Concealed Pungs": "three_concealed_pungs",
    "Lesser Honors and Knitted Tiles": "lesser_honors_and_knitted_tiles",
    "Knitted Straight": "knitted_straight",
    "Upper Four": "upper_four",
    "Lower Four": "lower_four",
    "Big Three Winds": "big_three_winds",
    "Mixed Straight": "mixed_straight",
    "Reversible Tiles": "reversible_tiles",
    "Mixed Triple Chow": "mixed_triple_chow",
    "Mixed Shifted Pungs": "mixed_shifted_pungs",
    "Chicken Hand": "chicken_hand",
    "Last Tile Draw": "last_tile_draw",
    "Last Tile Claim": "last_tile_claim",
    "Out with Replacement Tile": "out_with_replacement_tile",
    "Robbing The Kong": "robbing_the_kong",
    "All Pungs": "all_pungs",
    "Half Flush": "half_flush",
    "Mixed Shifted Chows": "mixed_shifted_chows",
    "All Types": "all_types",
    "Melded Hand": "melded_hand",
    "Two Concealed Kongs": "two_concealed_kongs",
    "Two Dragons Pungs": "two_dragon_pungs",
    "Outside Hand": "outside_hand",
    "Fully Concealed Hand": "fully_concealed_hand",
    "Two Melded Kongs": "two_melded_kongs",
    "Last Tile": "last_tile",
    "Dragon Pung": "dragon_pung",
    "Prevalent Wind": "prevalent_wind",
    "Seat Wind": "seat_wind",
    "Concealed Hand": "concealed_hand",
    "All Chows": "all_chows",
    "Tile Hog": "tile_hog",
    "Double Pung": "double_pung",
    "Two Concealed Pungs": "two_concealed_pungs",
    "Concealed Kong": "concealed_kong",
    "All Simples": "all_simples",
    "Pure Double Chow": "pure_double_chow",
    "Mixed Double Chow": "mixed_double_chow",
    "Short Straight": "short_straight",
    "Two Terminal Chows": "two_terminal_chows",
    "Pung of Terminals or Honors": "pung_of_terminals_or_honors",
    "Melded Kong": "melded_kong",
    "One Voided Suit": "one_voided_suit",
    "No Honors": "no_honors",
    "Edge Wait": "edge_wait",
    "Closed Wait": "closed_wait",
    "Single Wait": "single_wait",
    "Self-Drawn": "self_drawn",
    "Flower Tiles": "flower_tiles",
    "Concealed Kong and Melded Kong": "concealed_kong_and_melded_kong",
}

MINIMUM = 8


# --- Tiles: (suit, rank) pairs, suit in "mpsz" -----------------------------------------------

def all_tiles():
    return [(s, r) for s in SUITS for r in range(1, 10)] + [("z", r) for r in range(1, 8)]


def is_terminal_or_honour(tile):
    return tile[0] == "z" or tile[1] in (1, 9)


def to_mpsz(tiles, rng=None, red_fives=False):
    """Tiles as mpsz, grouped by suit in the usual order; with `red_fives` a five may be
    written 0 (MCR reads it as a plain five)."""
    out = []
    for suit in "mpsz":
        ranks = sorted(r for s, r in tiles if s == suit)
        if not ranks:
            continue
        digits = []
        for r in ranks:
            if red_fives and r == 5 and suit != "z" and rng is not None and rng.random() < 0.5:
                digits.append("0")
            else:
                digits.append(str(r))
        out.append("".join(digits) + suit)
    return "".join(out)


class NotationError(ValueError):
    pass


class InvalidHand(ValueError):
    pass


def parse_mpsz(text):
    """mpsz into tiles; raises NotationError on anything the batch spec calls bad notation."""
    if not isinstance(text, str):
        raise NotationError("tiles must be a string")
    tiles, pending = [], []
    for ch in text:
        if ch.isdigit():
            pending.append(int(ch))
        elif ch in "mpsz":
            if not pending:
                raise NotationError(f"suit letter {ch} without digits")
            for d in pending:
                if ch == "z" and not 1 <= d <= 7:
                    raise NotationError(f"no honour tile {d}z")
                tiles.append((ch, 5 if d == 0 else d))
            pending = []
        else:
            raise NotationError(f"unknown character {ch!r}")
    if pending:
        raise NotationError("digits without a suit letter")
    return tiles


def ref_tile(tile):
    suit, rank = tile
    if suit == "z":
        # Dragons run the other way there: J1 red, J2 green, J3 white.
        return f"F{rank}" if rank <= 4 else f"J{8 - rank}"
    return f"{REF_SUIT[suit]}{rank}"


# --- Reading one input line as the spec says, into the reference's call ----------------------

MELD_KINDS = ("chi", "pon", "kan", "ankan", "shouminkan")
FLAGS = ("tsumo", "last_tile", "kong", "fourth_tile")


def read_line(line):
    """The checks of docs/mcr.md in their order. Returns the reference call's arguments, or
    raises NotationError / InvalidHand."""
    hand = parse_mpsz(line.get("hand"))
    win = parse_mpsz(line.get("win_tile"))
    if len(win) != 1:
        raise NotationError("win_tile must be exactly one tile")
    win = win[0]
    melds = []
    raw_melds = line.get("melds", [])
    if not isinstance(raw_melds, list):
        raise NotationError("melds must be a list")
    for m in raw_melds:
        if not isinstance(m, dict) or m.get("kind") not in MELD_KINDS:
            raise NotationError("unknown meld kind")
        melds.append((m["kind"], parse_mpsz(m.get("tiles"))))
    winds = []
    for key in ("seat_wind", "round_wind"):
        w = line.get(key, "E")
        if not isinstance(w, str) or w not in ("E", "S", "W", "N"):
            raise NotationError(f"{key} must be E, S, W or N")
        winds.append(WINDS.index(w))
    flags = {}
    for key in FLAGS:
        v = line.get(key, False)
        if not isinstance(v, bool):
            raise NotationError(f"{key} must be true or false")
        flags[key] = v
    flowers = line.get("flowers", 0)
    if isinstance(flowers, bool) or not isinstance(flowers, int):
        raise NotationError("flowers must be an integer")

    # invalid_hand
    for t in set(hand):
        if hand.count(t) > 4:
            raise InvalidHand("5 copies of a tile")
    if not 0 <= flowers <= 8:
        raise InvalidHand("flowers outside 0-8")
    if len(melds) > 4:
        raise InvalidHand("more than 4 melds")
    kongs = 0
    for kind, tiles in melds:
        ts = sorted(tiles)
        if kind == "chi":
            ok = (len(ts) == 3 and ts[0][0] != "z" and ts[0][0] == ts[1][0] == ts[2][0]
                  and ts[1][1] == ts[0][1] + 1 and ts[2][1] == ts[0][1] + 2)
        elif kind == "pon":
            ok = len(ts) == 3 and ts[0] == ts[2]
        else:
            ok = len(ts) == 4 and ts[0] == ts[3]
            kongs += 1
        if not ok:
            raise InvalidHand(f"{kind} of the wrong shape")
    if len(hand) != 14 + kongs:
        raise InvalidHand("wrong tile count")
    concealed = list(hand)
    for _, tiles in melds:
        for t in tiles:
            if t not in concealed:
                raise InvalidHand("meld tiles missing from hand")
            concealed.remove(t)
    if win not in concealed:
        raise InvalidHand("win_tile not in the concealed part")
    standing = list(concealed)
    standing.remove(win)

    packs = []
    for i, (kind, tiles) in enumerate(melds):
        ts = sorted(tiles)
        # The offer says who gave the tile; only "nobody" (0, a concealed kong) changes a fan.
        offer = 1 + i % 3
        if kind == "chi":
            packs.append(("CHI", ref_tile(ts[1]), offer))
        elif kind == "pon":
            packs.append(("PENG", ref_tile(ts[0]), offer))
        elif kind == "ankan":
            packs.append(("GANG", ref_tile(ts[0]), 0))
        else:
            packs.append(("GANG", ref_tile(ts[0]), offer))
    return {
        "pack": tuple(packs),
        "hand": tuple(ref_tile(t) for t in standing),
        "winTile": ref_tile(win),
        "flowerCount": flowers,
        "isSelfDrawn": flags["tsumo"],
        "is4thTile": flags["fourth_tile"],
        "isAboutKong": flags["kong"],
        "isWallLast": flags["last_tile"],
        "seatWind": winds[0],
        "prevalentWind": winds[1],
    }


def call_reference(calculator, args):
    return calculator(args["pack"], args["hand"], args["winTile"], args["flowerCount"],
                      args["isSelfDrawn"], args["is4thTile"], args["isAboutKong"],
                      args["isWallLast"], args["seatWind"], args["prevalentWind"], verbose=True)


def error_result(line_id, error):
    return {"id": line_id, "error": error, "fan": None, "patterns": [], "payments": None}


def expected_result(calculator, line):
    """The result line docs/mcr.md gives for `line`, with the reference's fan. Returns None when
    the reference refuses a hand the spec calls readable and possible (it is then left out)."""
    line_id = line.get("id")
    try:
        args = read_line(line)
    except NotationError as e:
        return error_result(line_id, f"bad_notation: {e}")
    except InvalidHand as e:
        return error_result(line_id, f"invalid_hand: {e}")
    try:
        fans = call_reference(calculator, args)
    except TypeError as e:
        if str(e) == "ERROR_NOT_WIN":
            return error_result(line_id, "not_winning_shape")
        return None
    patterns, total, flowers = [], 0, 0
    for value, count, _chinese, english in fans:
        name = REF_ENGLISH[english]
        patterns.append({"name": name, "fan": value, "count": count})
        total += value * count
        if name == "flower_tiles":
            flowers += value * count
    if total - flowers < MINIMUM:
        return error_result(line_id, f"under_minimum: {total - flowers} fan, {MINIMUM} needed")
    return {"id": line_id, "error": None, "fan": total, "patterns": patterns,
            "payments": {"self_pick_each": total + 8, "discarder": total + 8, "others_each": 8}}


# --- Generating hands -------------------------------------------------------------------------

class Retry(Exception):
    """The drawn hand needs a fifth copy of some tile: draw again."""


def chow(suit, low):
    return [(suit, low), (suit, low + 1), (suit, low + 2)]


def pung(tile):
    return [tile] * 3


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    # Themes bias the sets drawn so that many hands reach 8 fan: flushes, pungs, honours,
    # terminals, straights and shifted or triple sets.
    THEMES = ("random", "random", "flush", "flush", "half_flush", "half_flush", "pungs",
              "honours", "terminals", "simples", "straight", "triple_chow", "shifted_chows",
              "shifted_pungs", "triple_pung", "green", "dragons", "winds", "upper", "lower",
              "even_pungs", "fives", "plain", "plain", "four_sets", "terminal_chows",
              "all_terminals", "little_winds")

    def suit_set(self, suits, ranks, chow_share, honours=0.0):
        rng = self.rng
        if honours and rng.random() < honours:
            return pung(("z", rng.randint(1, 7)))
        suit = rng.choice(suits)
        if rng.random() < chow_share:
            lows = [r for r in ranks if r + 2 in ranks and r + 1 in ranks]
            if lows:
                return chow(suit, rng.choice(lows))
        return pung((suit, rng.choice(ranks)))

    def pair_from(self, suits, ranks, honours):
        rng = self.rng
        if honours and rng.random() < honours:
            return [("z", rng.randint(1, 7))] * 2
        return [(rng.choice(suits), rng.choice(ranks))] * 2

    def standard_sets(self, theme):
        """Four sets and a pair, by theme."""
        rng = self.rng
        all_ranks = list(range(1, 10))
        suits = list(SUITS)
        one = [rng.choice(SUITS)]
        fixed = []
        if theme == "random":
            sets = [self.suit_set(suits, all_ranks, 0.6, 0.2) for _ in range(4)]
            return sets, self.pair_from(suits, all_ranks, 0.25)
        if theme == "flush":
            sets = [self.suit_set(one, all_ranks, 0.55) for _ in range(4)]
            return sets, self.pair_from(one, all_ranks, 0)
        if theme == "half_flush":
            sets = [self.suit_set(one, all_ranks, 0.5, 0.35) for _ in range(4)]
            return sets, self.pair_from(one, all_ranks, 0.4)
        if theme == "pungs":
            sets = [self.suit_set(suits, all_ranks, 0.0, 0.3) for _ in range(4)]
            return sets, self.pair_from(suits, all_ranks, 0.3)
        if theme == "honours":
            sets = [self.suit_set(suits, all_ranks, 0.3, 0.7) for _ in range(4)]
            return sets, self.pair_from(suits, all_ranks, 0.6)
        if theme == "terminals":
            sets = []
            for _ in range(4):
                s = rng.choice(suits)
                kind = rng.random()
                if kind < 0.4:
                    sets.append(chow(s, rng.choice((1, 7))))
                elif kind < 0.8:
                    sets.append(pung((s, rng.choice((1, 9)))))
                else:
                    sets.append(pung(("z", rng.randint(1, 7))))
            pair = [rng.choice([(s, r) for s in suits for r in (1, 9)] + [("z", 1), ("z", 5)])] * 2
            return sets, pair
        if theme == "simples":
            sets = [self.suit_set(suits, list(range(2, 9)), 0.6) for _ in range(4)]
            return sets, self.pair_from(suits, list(range(2, 9)), 0)
        if theme == "upper":
            sets = [self.suit_set(suits, [7, 8, 9] if rng.random() < 0.5 else [6, 7, 8, 9], 0.5)
                    for _ in range(4)]
            return sets, self.pair_from(suits, [7, 8, 9], 0)
        if theme == "lower":
            sets = [self.suit_set(suits, [1, 2, 3] if rng.random() < 0.5 else [1, 2, 3, 4], 0.5)
                    for _ in range(4)]
            return sets, self.pair_from(suits, [1, 2, 3], 0)
        if theme == "even_pungs":
            sets = [pung((rng.choice(suits), rng.choice((2, 4, 6, 8)))) for _ in range(4)]
            return sets, self.pair_from(suits, [2, 4, 6, 8], 0)
        if theme == "fives":
            sets = []
            for _ in range(4):
                s = rng.choice(suits)
                sets.append(chow(s, rng.choice((3, 4, 5))) if rng.random() < 0.6 else pung((s, 5)))
            return sets, [(rng.choice(suits), 5)] * 2
        if theme == "plain":  # chows of several suits: chicken hands and hands under 8
            sets = [self.suit_set(suits, all_ranks, 0.85, 0.05) for _ in range(4)]
            return sets, self.pair_from(suits, all_ranks, 0.1)
        if theme == "four_sets":  # quadruple chow, four shifted chows or pungs
            s, kind = one[0], rng.randrange(3)
            if kind == 0:
                low = rng.randint(1, 7)
                sets = [chow(s, low)] * 4
            elif kind == 1:
                step = rng.choice((1, 2))
                low = rng.randint(1, 7 - 3 * step) if step == 1 else 1
                sets = [chow(s, low + i * step) for i in range(4)]
            else:
                low = rng.randint(1, 6)
                sets = [pung((s, low + i)) for i in range(4)]
            return sets, self.pair_from(suits, all_ranks, 0.3)
        if theme == "terminal_chows":  # pure or three-suited terminal chows
            if rng.random() < 0.5:
                s = one[0]
                return [chow(s, 1), chow(s, 1), chow(s, 7), chow(s, 7)], [(s, 5)] * 2
            a, b, c = rng.sample(suits, 3)
            sets = [chow(a, 1), chow(a, 7), chow(b, 1), chow(b, 7)]
            return sets, [(c, 5)] * 2
        if theme == "all_terminals":
            tiles = rng.sample([(s, r) for s in suits for r in (1, 9)]
                               + ([("z", r) for r in range(1, 8)] if rng.random() < 0.5 else []), 5)
            return [pung(t) for t in tiles[:4]], [tiles[4]] * 2
        if theme == "little_winds":
            winds = rng.sample([1, 2, 3, 4], 4)
            sets = [pung(("z", w)) for w in winds[:3]]
            sets.append(self.suit_set(suits, all_ranks, 0.5, 0.3))
            return sets, [("z", winds[3])] * 2
        if theme == "straight":
            if rng.random() < 0.5:
                s = one[0]
                fixed = [chow(s, 1), chow(s, 4), chow(s, 7)]
            else:
                order = rng.sample(suits, 3)
                fixed = [chow(order[0], 1), chow(order[1], 4), chow(order[2], 7)]
        elif theme == "triple_chow":
            low = rng.randint(1, 7)
            if rng.random() < 0.4:
                fixed = [chow(one[0], low)] * 3
            else:
                fixed = [chow(s, low) for s in suits]
        elif theme == "shifted_chows":
            step = rng.choice((1, 2))
            low = rng.randint(1, 7 - 2 * step)
            if rng.random() < 0.5:
                fixed = [chow(one[0], low + i * step) for i in range(3)]
            else:
                order = rng.sample(suits, 3)
                fixed = [chow(order[i], low + i) for i in range(3)]
        elif theme == "shifted_pungs":
            low = rng.randint(1, 7)
            if rng.random() < 0.5:
                fixed = [pung((one[0], low + i)) for i in range(3)]
            else:
                order = rng.sample(suits, 3)
                fixed = [pung((order[i], low + i)) for i in range(3)]
        elif theme == "triple_pung":
            r = rng.randint(1, 9)
            fixed = [pung((s, r)) for s in suits]
        elif theme == "green":
            greens = [("s", 2), ("s", 3), ("s", 4), ("s", 6), ("s", 8), ("z", 6)]
            sets = []
            for _ in range(4):
                if rng.random() < 0.4:
                    sets.append(chow("s", 2))
                else:
                    sets.append(pung(rng.choice(greens)))
            return sets, [rng.choice(greens)] * 2
        elif theme == "dragons":
            dragons = rng.sample([5, 6, 7], rng.choice((2, 3)))
            fixed = [pung(("z", d)) for d in dragons]
        elif theme == "winds":
            winds = rng.sample([1, 2, 3, 4], rng.choice((2, 3, 4)))
            fixed = [pung(("z", w)) for w in winds]
        sets = list(fixed)
        while len(sets) < 4:
            sets.append(self.suit_set(suits, all_ranks, 0.5, 0.3))
        return sets, self.pair_from(suits, all_ranks, 0.3)

    def check_counts(self, tiles):
        for t in set(tiles):
            if tiles.count(t) > 4:
                raise Retry()

    def flags(self, line, melds_present=True):
        rng = self.rng
        if rng.random() < 0.1:
            return  # every flag and wind left to its default
        line["flowers"] = rng.choices(range(9), weights=(40, 20, 12, 8, 6, 5, 4, 3, 2))[0]
        line["tsumo"] = rng.random() < 0.4
        line["last_tile"] = rng.random() < 0.06
        line["kong"] = rng.random() < 0.08
        line["fourth_tile"] = rng.random() < 0.08
        line["seat_wind"] = rng.choice(WINDS)
        line["round_wind"] = rng.choice(WINDS)

    def finish(self, concealed_sets, melds, win=None):
        """A line from the concealed tiles (sets and pair, flat) and the melds (kind, tiles)."""
        rng = self.rng
        concealed = [t for s in concealed_sets for t in s]
        tiles = concealed + [t for _, m in melds for t in m]
        self.check_counts(tiles)
        if win is None:
            win = rng.choice(concealed)
        line = {"hand": to_mpsz(tiles, rng, red_fives=rng.random() < 0.05),
                "win_tile": to_mpsz([win])}
        if melds or rng.random() < 0.7:
            line["melds"] = [{"kind": k, "tiles": to_mpsz(m), "opened": k != "ankan"}
                             for k, m in melds]
        self.flags(line)
        return line

    def standard(self):
        rng = self.rng
        theme = rng.choice(self.THEMES)
        sets, pair = self.standard_sets(theme)
        n_melds = rng.choices(range(5), weights=(35, 20, 20, 15, 10))[0]
        order = list(range(4))
        rng.shuffle(order)
        melded = set(order[:n_melds])
        concealed_sets, melds = [pair], []
        for i, s in enumerate(sets):
            is_pung = s[0] == s[1]
            if i in melded:
                if not is_pung:
                    melds.append(("chi", s))
                else:
                    kind = rng.choices(("pon", "kan", "ankan", "shouminkan"),
                                       weights=(50, 15, 20, 15))[0]
                    melds.append((kind, s if kind == "pon" else s + [s[0]]))
            elif is_pung and rng.random() < 0.08:
                melds.append(("ankan", s + [s[0]]))  # a concealed kong among concealed sets
            else:
                concealed_sets.append(s)
        return self.finish(concealed_sets, melds)

    def seven_pairs(self):
        rng = self.rng
        pool = all_tiles()
        if rng.random() < 0.5:  # one suit (and honours), for the flushes
            s = rng.choice(SUITS)
            pool = [t for t in pool if t[0] in (s, "z" if rng.random() < 0.5 else s)]
        pairs = rng.sample(pool, 7)
        if rng.random() < 0.25:
            pairs[-1] = pairs[0]  # four of a kind as two pairs: tile_hog
        return self.finish([[p, p] for p in pairs], [])

    def shifted_pairs(self):
        s, low = self.rng.choice(SUITS), self.rng.randint(1, 3)
        return self.finish([[(s, r), (s, r)] for r in range(low, low + 7)], [])

    def thirteen_orphans(self):
        orphans = [(s, r) for s in SUITS for r in (1, 9)] + [("z", r) for r in range(1, 8)]
        return self.finish([orphans, [self.rng.choice(orphans)]], [])

    def knitted(self):
        """The nine tiles of a knitted straight: 147, 258, 369 each in its own suit."""
        order = self.rng.sample(SUITS, 3)
        return [(order[i], r) for i in range(3) for r in (1 + i, 4 + i, 7 + i)]

    def honours_and_knitted(self):
        rng = self.rng
        knit = self.knitted()
        honours = [("z", r) for r in range(1, 8)]
        if rng.random() < 0.3:
            tiles = honours + rng.sample(knit, 7)  # greater honours and knitted tiles
        else:
            tiles = rng.sample(knit + honours, 14)
        return self.finish([tiles], [])

    def knitted_straight(self):
        rng = self.rng
        knit = self.knitted()
        s = self.suit_set(list(SUITS), list(range(1, 10)), 0.5, 0.3)
        pair = self.pair_from(list(SUITS), list(range(1, 10)), 0.3)
        melds = []
        concealed = [knit, pair]
        if rng.random() < 0.3:
            melds.append(("chi" if s[0] != s[1] else "pon", s))
        else:
            concealed.append(s)
        # Winning on a knitted tile half the time: the waits inside a knitted straight.
        win = rng.choice(knit) if rng.random() < 0.5 else None
        return self.finish(concealed, melds, win)

    def nine_gates(self):
        rng = self.rng
        s = rng.choice(SUITS)
        base = [(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
        extra = (s, rng.randint(1, 9))
        win = extra if rng.random() < 0.7 else rng.choice(base)
        return self.finish([base, [extra]], [], win)

    def not_winning(self):
        """A winning hand with one concealed tile swapped for another: mostly not a win."""
        rng = self.rng
        line = self.standard()
        hand = parse_mpsz(line["hand"])
        win = parse_mpsz(line["win_tile"])[0]
        meld_tiles = [t for m in line.get("melds", []) for t in parse_mpsz(m["tiles"])]
        free = list(hand)
        for t in meld_tiles:
            free.remove(t)
        free.remove(win)
        if not free:
            raise Retry()
        out = rng.choice(free)
        hand.remove(out)
        hand.append(rng.choice(all_tiles()))
        self.check_counts(hand)
        line["hand"] = to_mpsz(hand)
        return line

    def invalid(self):
        rng = self.rng
        line = self.standard()
        way = rng.randrange(8)
        hand = parse_mpsz(line["hand"])
        if way == 0:  # a fifth copy
            t = rng.choice(hand)
            hand = [x for x in hand if x != t]
            hand += [t] * 5
            while len(hand) > 14:
                hand.remove(next(x for x in hand if x != t))
            line = {"hand": to_mpsz(hand), "win_tile": to_mpsz([t])}
        elif way == 1:
            line["flowers"] = rng.choice((9, 12, -1))
        elif way == 2:  # five melds
            line["melds"] = [{"kind": "pon", "tiles": f"{r}{r}{r}p", "opened": True}
                             for r in range(1, 6)]
        elif way == 3:  # a meld of the wrong shape, its tiles in the hand
            bad = rng.choice((("chi", "135m"), ("chi", "123z"), ("pon", "112m"),
                              ("kan", "1112m"), ("chi", "12m3p"), ("ankan", "555z")))
            line["melds"] = [{"kind": bad[0], "tiles": bad[1], "opened": bad[0] != "ankan"}]
            line["hand"] = bad[1] + to_mpsz(hand[: 14 - len(parse_mpsz(bad[1]))])
            line["win_tile"] = to_mpsz([hand[0]])
        elif way == 4:  # one tile too many or too few
            if rng.random() < 0.5:
                hand.pop()
            else:
                hand.append(rng.choice(all_tiles()))
            line["hand"] = to_mpsz(hand)
        elif way == 5:  # a meld whose tiles are not in the hand
            line["melds"] = line.get("melds", []) + [
                {"kind": "pon", "tiles": "777z", "opened": True}]
            line["hand"] = to_mpsz([t for t in hand if t != ("z", 7)])
        elif way == 6:  # the winning tile only in a meld
            line["hand"] = "123m456m789m11p222z"
            line["win_tile"] = "2z"
            line["melds"] = [{"kind": "pon", "tiles": "222z", "opened": True}]
        else:  # the winning tile not in the hand at all
            missing = [t for t in all_tiles() if t not in hand]
            line["win_tile"] = to_mpsz([rng.choice(missing)])
        return line

    def bad_notation(self):
        rng = self.rng
        line = self.standard()
        way = rng.randrange(11)
        if way == 0:
            line["hand"] = line["hand"] + "1x"
        elif way == 1:
            line["hand"] = line["hand"].rstrip("mpsz")
        elif way == 2:
            line["hand"] = line["hand"][:-1] + "8z"
        elif way == 3:
            line["hand"] = "0z" + line["hand"]
        elif way == 4:
            line["hand"] = line["hand"].upper()
        elif way == 5:
            line["win_tile"] = rng.choice(("12m", "", "5", "1m1m"))
        elif way == 6:
            line["melds"] = [{"kind": rng.choice(("minkan", "CHI", "daiminkan")),
                              "tiles": "111m", "opened": True}]
        elif way == 7:
            line[rng.choice(("seat_wind", "round_wind"))] = rng.choice(("X", "east", "e", 1))
        elif way == 8:
            line[rng.choice(FLAGS)] = rng.choice((1, "true", "yes"))
        elif way == 9:
            line["flowers"] = rng.choice(("2", 1.5, True))
        else:
            # Bad notation and an impossible count at once: notation is reported first.
            line["hand"] = "11111m" + line["hand"] + "q"
        return line

    KINDS = (
        ("standard", 270), ("seven_pairs", 16), ("shifted_pairs", 8), ("thirteen_orphans", 8),
        ("honours_and_knitted", 14), ("knitted_straight", 14), ("nine_gates", 10),
        ("not_winning", 25), ("invalid", 25), ("bad_notation", 25),
    )

    def line(self, kind):
        while True:
            try:
                return getattr(self, kind)()
            except Retry:
                continue


def generate(seed, count):
    """`count` input lines, every kind in the shares of Generator.KINDS, in a seeded order."""
    gen = Generator(seed)
    names = [k for k, _ in Generator.KINDS]
    weights = [w for _, w in Generator.KINDS]
    total = sum(weights)
    kinds = []
    for name, w in Generator.KINDS:
        kinds += [name] * (count * w // total)
    while len(kinds) < count:
        kinds.append(gen.rng.choices(names, weights=weights)[0])
    gen.rng.shuffle(kinds)
    for i, kind in enumerate(kinds):
        line = {"id": f"mcr{i:05d}", "ruleset": "mcr"}
        line.update(gen.line(kind))
        yield line


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))
