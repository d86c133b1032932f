"""Writes MCR hands and the reference's answers for tenbou (see README.md here).

    generate.py fixture [--seed N] [--count N] [--out PATH]
        input lines with their expected result lines, as {"input": ..., "expected": ...}
    generate.py inputs [--seed N] [--count N] [--out PATH] [--readable-only]
        input lines only (for the benchmark); with --readable-only, only lines that reach the
        scorer (no bad notation, no impossible hand), so that every line is a hand to score
"""

import argparse
import sys

from mcr_hands import InvalidHand, NotationError, dumps, expected_result, generate, read_line


def readable(line):
    try:
        read_line(line)
        return True
    except (NotationError, InvalidHand):
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=("fixture", "inputs"))
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--count", type=int, default=450)
    parser.add_argument("--out", default="-")
    parser.add_argument("--readable-only", action="store_true")
    args = parser.parse_args()
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    if args.what == "inputs":
        # Refused lines are about a tenth: twice the count drawn always leaves enough.
        drawn = generate(args.seed, args.count * 2 if args.readable_only else args.count)
        lines = (l for l in drawn if not args.readable_only or readable(l))
        for _, line in zip(range(args.count), lines):
            out.write(dumps(line) + "\n")
        return
    from MahjongGB import MahjongFanCalculator

    kept, refused = 0, 0
    for line in generate(args.seed, args.count):
        expected = expected_result(MahjongFanCalculator, line)
        if expected is None:
            refused += 1
            continue
        out.write(dumps({"input": line, "expected": expected}) + "\n")
        kept += 1
    print(f"{kept} lines written, {refused} left out (refused by the reference)", file=sys.stderr)


if __name__ == "__main__":
    main()
