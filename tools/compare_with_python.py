#!/usr/bin/env python3
"""Check `tenbou score` against the `mahjong` package from PyPI, hand by hand.

Generates a deterministic set of varied, legal winning hands (closed and open, kans, riichi,
tsumo and ron, dora and ura dora, every wind, honba and deposits, plus shapes aimed at the
rarer yaku and yakuman), writes them as `tenbou score` JSON lines, runs the Rust scorer on
them, scores the same hands with `mahjong.hand_calculating.hand.HandCalculator` under options
matching the club preset (`msmc-2016`), and prints every disagreement.

    pip install mahjong
    python3 tools/compare_with_python.py                  # 20000 hands, seed 1
    python3 tools/compare_with_python.py --count 5000 --seed 7
    python3 tools/compare_with_python.py --scorer "target/release/tenbou score"
    python3 tools/compare_with_python.py --write-hands hands.jsonl  # the input file only
    python3 tools/compare_with_python.py --count 400 --seed 2016 \
        --write-fixture tests/score_fixtures/python_agreement.jsonl

Compared per hand: error or not (and no_yaku against not-winning), han, fu (when not a
yakuman), the yaku names with their han, cost.main, cost.additional and cost.total. Exit status
1 when any hand disagrees. The generator only builds hands both sides accept as legal; the
deliberate differences (hands tenbou refuses or scores otherwise, and why) are Rust tests in
tests/score_python_differences.rs.

The generator lives here (not in Rust) so that the check does not trust the code it checks;
`--write-fixture` stores hands with the package's answers for the Rust test
`tests/score_python_fixture.rs`, so CI checks agreement without Python.
"""

import argparse
import json
import os
import random
import shlex
import subprocess
import sys

# ---------------------------------------------------------------- tiles and notation

SUITS = "mpsz"


def kind_str(k):
    """mpsz of one tile kind (0..33: 1m..9m, 1p..9p, 1s..9s, 1z..7z)."""
    if k < 27:
        return f"{k % 9 + 1}{SUITS[k // 9]}"
    return f"{k - 26}z"


def kinds_to_mpsz(kinds):
    out = []
    for suit in range(4):
        nums = sorted(
            (k % 9 + 1 if k < 27 else k - 26) for k in kinds if (k // 9 if k < 27 else 3) == suit
        )
        if nums:
            out.append("".join(map(str, nums)) + SUITS[suit])
    return "".join(out)


def is_terminal_or_honor(k):
    return k >= 27 or k % 9 in (0, 8)


def removed_in_sanma(k):
    """2m..8m: not in the three-player set (docs/rules.md §6)."""
    return 1 <= k <= 7


# ---------------------------------------------------------------- the generator

STYLES = [
    "random", "random", "random", "random", "random", "random", "simples", "simples", "simples",
    "sequences", "sequences", "sequences", "flush", "half_flush", "honors", "terminals",
    "triplets", "dragons", "winds", "green", "chanta", "chanta",
]


def style_kinds(style, rng):
    suit = rng.randrange(3)
    suited = list(range(27))
    if style == "simples":
        return [k for k in suited if not is_terminal_or_honor(k)]
    if style == "flush":
        return list(range(suit * 9, suit * 9 + 9))
    if style == "half_flush":
        return list(range(suit * 9, suit * 9 + 9)) + list(range(27, 34))
    if style == "honors":
        return list(range(27, 34)) + [0, 8, 9, 17, 18, 26]
    if style == "terminals":
        return [0, 8, 9, 17, 18, 26] + list(range(27, 34))
    if style == "dragons":
        return list(range(34)) + [31, 32, 33] * 6
    if style == "winds":
        return list(range(34)) + [27, 28, 29, 30] * 5
    if style == "green":
        return [19, 20, 21, 23, 25, 32]
    if style == "chanta":
        return [0, 8, 9, 17, 18, 26, 0, 6, 9, 15, 18, 24] + list(range(27, 34))
    return list(range(34))


def can_seq(k):
    return k < 27 and k % 9 <= 6


def gen_standard(rng, sanma=False):
    """Four sets and a pair, some of them melds; None when the draw ran out of copies. In
    sanma the tiles are the three-player set and runs stay concealed (no open chii)."""
    style = rng.choice(STYLES)
    kinds = style_kinds(style, rng)
    if sanma:
        kinds = [k for k in kinds if not removed_in_sanma(k)]
    trip_bias = {"triplets": 0.85, "honors": 0.9, "terminals": 0.9, "sequences": 0.05,
                 "dragons": 0.6, "winds": 0.6, "green": 0.5}.get(style, 0.2)
    counts = [0] * 34
    sets = []
    for _ in range(4):
        for _attempt in range(60):
            k = rng.choice(kinds)
            if rng.random() < trip_bias or not can_seq(k) or (sanma and k < 9):
                if counts[k] + 3 <= 4:
                    counts[k] += 3
                    sets.append(("trip", k))
                    break
            else:
                if style in ("chanta",) and k % 9 not in (0, 6):
                    continue
                if all(counts[k + d] < 4 for d in range(3)) and (
                    style not in ("flush", "half_flush", "green", "simples")
                    or (k + 2 in kinds and k in kinds and k + 1 in kinds)
                ):
                    for d in range(3):
                        counts[k + d] += 1
                    sets.append(("seq", k))
                    break
        else:
            return None
    for _attempt in range(60):
        pair = rng.choice(kinds)
        if counts[pair] + 2 <= 4:
            counts[pair] += 2
            break
    else:
        return None
    # Melds: none most often (closed hands carry riichi, pinfu, iipeikou...).
    n_melds = rng.choice([0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4])
    order = list(range(4))
    rng.shuffle(order)
    melds = []
    meld_kinds = []
    for i in order[:n_melds]:
        what, k = sets[i]
        if what == "seq" and sanma:
            continue
        if what == "seq":
            melds.append({"kind": "chi", "tiles": kinds_to_mpsz([k, k + 1, k + 2]), "opened": True})
            meld_kinds += [k, k + 1, k + 2]
        else:
            choice = rng.choice(["pon", "pon", "pon", "kan", "ankan", "ankan", "shouminkan"])
            if choice != "pon" and counts[k] < 4:
                counts[k] += 1
                melds.append({"kind": choice, "tiles": kinds_to_mpsz([k] * 4),
                              "opened": choice != "ankan"})
                meld_kinds += [k] * 4
            else:
                melds.append({"kind": "pon", "tiles": kinds_to_mpsz([k] * 3), "opened": True})
                meld_kinds += [k] * 3
    concealed = [k for k in range(34) for _ in range(counts[k])]
    for k in meld_kinds:
        concealed.remove(k)
    win = rng.choice(concealed)
    return counts, melds, win


def gen_seven_pairs(rng, sanma=False):
    style = rng.choice(["random", "simples", "flush", "half_flush", "honors", "terminals"])
    kinds = sorted(set(style_kinds(style, rng)))
    if sanma:
        kinds = [k for k in kinds if not removed_in_sanma(k)]
    if len(kinds) < 7:
        kinds = [k for k in range(34) if not (sanma and removed_in_sanma(k))]
    pairs = rng.sample(kinds, 7)
    counts = [0] * 34
    for k in pairs:
        counts[k] = 2
    return counts, [], rng.choice(pairs)


NORTH = 30  # 4z
ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def gen_kokushi(rng):
    counts = [0] * 34
    for k in ORPHANS:
        counts[k] = 1
    counts[rng.choice(ORPHANS)] += 1
    win = rng.choice([k for k in ORPHANS])
    return counts, [], win


def gen_nine_gates(rng, sanma=False):
    suit = rng.randrange(1, 3) if sanma else rng.randrange(3)
    base = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    base[rng.randrange(9)] += 1
    counts = [0] * 34
    for i, c in enumerate(base):
        counts[suit * 9 + i] = c
    win = suit * 9 + rng.choice([i for i in range(9) if base[i] > 0])
    return counts, [], win


def gen_hand(rng, sanma=False):
    """One hand; `sanma` makes it a `sanma-msmc` line (three-player set, seats E S W, rounds E
    and S, no chii, nuki). A sanma ron carries no honba: see compare_sanma_with_python.py."""
    r = rng.random()
    if r < 0.08:
        shape = gen_seven_pairs(rng, sanma)
    elif r < 0.095:
        shape = gen_kokushi(rng)
    elif r < 0.105:
        shape = gen_nine_gates(rng, sanma)
    else:
        shape = None
        while shape is None:
            shape = gen_standard(rng, sanma)
    counts, melds, win = shape
    open_hand = any(m["kind"] != "ankan" for m in melds)
    kans = sum(1 for m in melds if m["kind"] in ("kan", "ankan", "shouminkan"))
    tsumo = rng.random() < 0.4
    riichi = not open_hand and rng.random() < 0.45
    double_riichi = riichi and rng.random() < 0.1
    ippatsu = riichi and rng.random() < 0.15
    rinshan = kans > 0 and tsumo and not ippatsu and rng.random() < 0.25
    haitei = tsumo and not rinshan and rng.random() < 0.05
    houtei = not tsumo and rng.random() < 0.05
    chankan = not tsumo and not houtei and counts[win] == 1 and rng.random() < 0.05
    seat = rng.choice("ESW" if sanma else "ESWN")
    round_wind = rng.choice("EESS" if sanma else "EESSWN")
    tenhou = chiihou = False
    if not melds and tsumo and rng.random() < 0.03:
        riichi = double_riichi = ippatsu = haitei = rinshan = False
        tenhou = seat == "E"
        chiihou = not tenhou
    # Indicators from the copies left (four of each tile in all).
    left = [4 - c for c in counts]
    nuki = 0
    if sanma:
        for k in range(1, 8):
            left[k] = 0
        nuki = min(left[NORTH], rng.choice([0, 0, 0, 1, 1, 2, 3, 4]))
        left[NORTH] -= nuki

    def draw_indicators(n):
        out = []
        for _ in range(n):
            k = rng.choice([k for k in range(34) if left[k] > 0])
            left[k] -= 1
            out.append(k)
        return out

    n_ind = 1 + rng.randrange(kans + 1)
    dora = draw_indicators(n_ind)
    ura = draw_indicators(n_ind) if riichi else []
    hand_kinds = [k for k in range(34) for _ in range(counts[k])]
    honba = rng.choice([0, 0, 0, 1, 2, 5])
    sanma_fields = {"ruleset": "sanma-msmc", "nuki": nuki} if sanma else {}
    return {
        **sanma_fields,
        "hand": kinds_to_mpsz(hand_kinds),
        "win_tile": kind_str(win),
        "melds": melds,
        "tsumo": tsumo, "riichi": riichi, "double_riichi": double_riichi, "ippatsu": ippatsu,
        "haitei": haitei, "houtei": houtei, "rinshan": rinshan, "chankan": chankan,
        "tenhou": tenhou, "chiihou": chiihou,
        "seat_wind": seat, "round_wind": round_wind,
        # Indicators keep their drawn order, as the spec's field does.
        "dora_indicators": "".join(kind_str(k) for k in dora),
        "ura_indicators": "".join(kind_str(k) for k in ura),
        "honba": 0 if sanma and not tsumo else honba,
        "riichi_sticks": rng.choice([0, 0, 1, 2]) + (1 if riichi else 0),
    }


def generate(count, seed, sanma=False):
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        h = gen_hand(rng, sanma)
        hands.append(dict(id=f"h{seed}-{i}", **h))
    return hands


# ---------------------------------------------------------------- the Python package

PY_NAMES = {
    "Riichi": "riichi", "Double Riichi": "double_riichi", "Ippatsu": "ippatsu",
    "Menzen Tsumo": "menzen_tsumo", "Pinfu": "pinfu", "Iipeiko": "iipeikou", "Tanyao": "tanyao",
    "Yakuhai (haku)": "yakuhai_haku", "Yakuhai (hatsu)": "yakuhai_hatsu",
    "Yakuhai (chun)": "yakuhai_chun",
    "Haitei Raoyue": "haitei", "Houtei Raoyui": "houtei", "Rinshan Kaihou": "rinshan",
    "Chankan": "chankan", "Chiitoitsu": "chiitoitsu", "Chantai": "chanta", "Ittsu": "ittsu",
    "Sanshoku Doujun": "sanshoku_doujun", "Sanshoku Doukou": "sanshoku_doukou",
    "Toitoi": "toitoi", "San Ankou": "sanankou", "San Kantsu": "sankantsu",
    "Shou Sangen": "shousangen", "Honroutou": "honroutou", "Honitsu": "honitsu",
    "Junchan": "junchan", "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu", "Dora": "dora",
    "Ura Dora": "ura_dora", "Aka Dora": "aka_dora", "Kokushi Musou": "kokushi_musou",
    "Kokushi Musou Juusanmen Matchi": "kokushi_musou_13_wait", "Suu Ankou": "suuankou",
    "Suu Ankou Tanki": "suuankou_tanki", "Daisangen": "daisangen",
    "Shousuushii": "shousuushii", "Dai Suushii": "daisuushii", "Tsuu Iisou": "tsuuiisou",
    "Chinroutou": "chinroutou", "Ryuuiisou": "ryuuiisou", "Chuuren Poutou": "chuuren_poutou",
    "Daburu Chuuren Poutou": "junsei_chuuren_poutou", "Suu Kantsu": "suukantsu",
    "Tenhou": "tenhou", "Chiihou": "chiihou", "Renhou": "renhou",
}
for _w in ("east", "south", "west", "north"):
    PY_NAMES[f"Yakuhai (seat wind {_w})"] = f"yakuhai_seat_wind_{_w}"
    PY_NAMES[f"Yakuhai (round wind {_w})"] = f"yakuhai_round_wind_{_w}"


class PythonScorer:
    """The package set up like the club preset (docs/rules.md §2)."""

    def __init__(self):
        from mahjong.constants import EAST, NORTH, SOUTH, WEST
        from mahjong.hand_calculating.hand import HandCalculator
        from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
        from mahjong.meld import Meld

        self.calc = HandCalculator()
        self.HandConfig = HandConfig
        self.Meld = Meld
        self.winds = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
        self.options = self.make_options(OptionalRules, HandConstants)

    def make_options(self, OptionalRules, HandConstants, **extra):
        """The club preset's options; `extra` adds to them (the sanma check's three-player mode)."""
        return OptionalRules(
            has_open_tanyao=True,           # open tanyao allowed
            has_aka_dora=False,             # no red fives
            has_double_yakuman=True,        # the four double-yakuman hands count twice
            kazoe_limit=HandConstants.KAZOE_LIMITED,  # 13+ han is one yakuman
            kiriage=False,                  # no kiriage
            fu_for_open_pinfu=True,         # open pinfu shape ron is 30 fu
            fu_for_pinfu_tsumo=False,       # pinfu tsumo is 20 fu
            renhou_as_yakuman=False,        # renhou not scored (never flagged here)
            has_daisharin=False,            # daisharin not scored
            limit_to_sextuple_yakuman=False,  # yakuman stack without a cap
            **extra,
        )

    def score(self, h, **config_extra):
        """The package's answer in the shape of a `tenbou score` result (subset); `config_extra`
        goes to `HandConfig` as well (the sanma check's nuki)."""
        next_copy = [0] * 34

        def take(k):
            t = k * 4 + next_copy[k]
            next_copy[k] += 1
            return t

        hand_kinds = parse_mpsz(h["hand"])
        ids_by_kind = {}
        tiles = []
        for k in hand_kinds:
            t = take(k)
            tiles.append(t)
            ids_by_kind.setdefault(k, []).append(t)
        melds = []
        used = set()
        for m in h.get("melds", []):
            ks = parse_mpsz(m["tiles"])
            ids = []
            for k in ks:
                t = next(t for t in ids_by_kind[k] if t not in used)
                used.add(t)
                ids.append(t)
            kind = {"chi": self.Meld.CHI, "pon": self.Meld.PON, "kan": self.Meld.KAN,
                    "ankan": self.Meld.KAN, "shouminkan": self.Meld.SHOUMINKAN}[m["kind"]]
            melds.append(self.Meld(meld_type=kind, tiles=ids, opened=m["kind"] != "ankan"))
        wk = parse_mpsz(h["win_tile"])[0]
        win = next(t for t in ids_by_kind[wk] if t not in used)
        dora = [take(k) for k in parse_mpsz(h.get("dora_indicators", ""))]
        ura = [take(k) for k in parse_mpsz(h.get("ura_indicators", ""))]
        config = self.HandConfig(
            is_tsumo=h["tsumo"],
            is_riichi=h["riichi"],
            is_daburu_riichi=h["double_riichi"],
            is_ippatsu=h["ippatsu"],
            is_rinshan=h["rinshan"],
            is_chankan=h["chankan"],
            is_haitei=h["haitei"],
            is_houtei=h["houtei"],
            is_tenhou=h["tenhou"],
            is_chiihou=h["chiihou"],
            player_wind=self.winds[h["seat_wind"]],
            round_wind=self.winds[h["round_wind"]],
            kyoutaku_number=h["riichi_sticks"],
            tsumi_number=h["honba"],
            options=self.options,
            **config_extra,
        )
        r = self.calc.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                          config=config, ura_dora_indicators=ura)
        if r.error:
            return {"error": r.error}
        yaku = {}
        yakuman = 0
        for y in r.yaku:
            han = y.han_open if (r.is_open_hand and y.han_open) else y.han_closed
            name = PY_NAMES.get(y.name, "?" + y.name)
            yaku[name] = yaku.get(name, 0) + han
            if y.is_yakuman:
                yakuman += han // 13
        return {
            "error": None, "han": r.han, "fu": r.fu, "yakuman": yakuman, "yaku": yaku,
            "cost": {"main": r.cost["main"], "additional": r.cost["additional"],
                     "total": r.cost["total"]},
        }


def parse_mpsz(s):
    out, digits = [], []
    for ch in s:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            for d in digits:
                d = 5 if d == 0 else d
                out.append({"m": 0, "p": 9, "s": 18}[ch] + d - 1 if ch != "z" else 26 + d)
            digits = []
    return out


# ---------------------------------------------------------------- comparing

def error_class(e):
    if e is None:
        return None
    e = e.lower()
    if "yaku" in e:
        return "no_yaku"
    if "not_winning" in e or "hand_not_winning" in e or "not winning" in e:
        return "not_winning"
    return "other:" + e


def tenbou_view(t):
    if t["error"]:
        word = t["error"].split(":")[0]
        return {"error": {"no_yaku": "no_yaku", "not_winning_shape": "not_winning"}.get(word, "other:" + t["error"])}
    return {
        "error": None, "han": t["han"], "fu": t["fu"], "yakuman": t["yakuman"],
        "yaku": {y["name"]: y["han"] for y in t["yaku"]}, "cost": t["cost"],
    }


def differences(tv, pv):
    """Field-by-field differences between the two views (empty when they agree)."""
    pe = error_class(pv["error"]) if pv["error"] else None
    if tv["error"] or pe:
        return [] if tv["error"] == pe else [f"error: tenbou {tv['error']} / python {pe}"]
    out = []
    for f in ("han", "yakuman"):
        if tv[f] != pv[f]:
            out.append(f"{f}: tenbou {tv[f]} / python {pv[f]}")
    if tv["yakuman"] == 0 and tv["fu"] != pv["fu"]:
        out.append(f"fu: tenbou {tv['fu']} / python {pv['fu']}")
    if tv["yaku"] != pv["yaku"]:
        out.append(f"yaku: tenbou {sorted(tv['yaku'].items())} / python {sorted(pv['yaku'].items())}")
    if tv["cost"] != pv["cost"]:
        out.append(f"cost: tenbou {tv['cost']} / python {pv['cost']}")
    return out


def run_tenbou(hands, scorer, cwd):
    text = "".join(json.dumps(h) + "\n" for h in hands)
    p = subprocess.run(shlex.split(scorer), input=text, capture_output=True, text=True, cwd=cwd)
    if p.returncode != 0:
        sys.exit(f"the Rust scorer failed ({p.returncode}):\n{p.stderr}")
    out = [json.loads(line) for line in p.stdout.splitlines()]
    if len(out) != len(hands):
        sys.exit(f"the Rust scorer gave {len(out)} results for {len(hands)} hands")
    return out


def main(generate=generate, make_scorer=PythonScorer, doc=__doc__):
    """The command line; the sanma check (compare_sanma_with_python.py) passes its own
    generator and package setup."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--count", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scorer", default="cargo run --release --quiet -- score",
                    help="command reading hands on stdin (run from the crate root)")
    ap.add_argument("--write-fixture", metavar="PATH",
                    help="store the hands with the package's answers (agreeing hands only)")
    ap.add_argument("--show", type=int, default=30, help="disagreements printed in full")
    ap.add_argument("--write-hands", metavar="PATH",
                    help="only write the generated hands as `tenbou score` input and stop")
    args = ap.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if args.write_hands:
        with open(args.write_hands, "w") as f:
            for h in generate(args.count, args.seed):
                f.write(json.dumps(h) + "\n")
        return
    try:
        py = make_scorer()
    except ImportError:
        sys.exit("the mahjong package is missing: pip install mahjong")
    hands = generate(args.count, args.seed)
    tenbou = run_tenbou(hands, args.scorer, root)

    agree, bad = 0, []
    fixture = []
    errors = 0
    for h, t in zip(hands, tenbou):
        if t["id"] != h["id"]:
            sys.exit(f"result order broken at {h['id']}")
        tv = tenbou_view(t)
        pv = py.score(h)
        diff = differences(tv, pv)
        if not diff:
            agree += 1
            errors += tv["error"] is not None
            fixture.append({"input": h, "expected": pv})
            continue
        bad.append((h, diff))

    for h, diff in bad[: args.show]:
        print(json.dumps(h))
        for d in diff:
            print("   ", d)
    print(f"{len(hands)} hands (seed {args.seed}): {agree} agree ({errors} of them refused by"
          f" both, as no yaku), {len(bad)} disagreements")
    if args.write_fixture:
        with open(args.write_fixture, "w") as f:
            for entry in fixture:
                f.write(json.dumps(entry, sort_keys=True) + "\n")
        print(f"wrote {len(fixture)} hands to {args.write_fixture}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
