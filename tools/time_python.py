#!/usr/bin/env python3
"""Time the `mahjong` package (PyPI) on a file of `tenbou score` input lines.

    python3 tools/time_python.py hands.jsonl

Scores every hand once, set up like the club preset (see compare_with_python.py), and prints
one line: `hands=<n> seconds=<elapsed>` (the time covers reading the tiles into the package's
format and `HandCalculator.estimate_hand_value`, not reading the file). Exit status 2 when the
package is missing, so callers can skip with a note.
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: time_python.py hands.jsonl")
    try:
        from compare_with_python import PythonScorer

        scorer = PythonScorer()
    except ImportError:
        print("the mahjong package is missing: pip install mahjong", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1]) as f:
        hands = [json.loads(line) for line in f if line.strip()]
    start = time.perf_counter()
    for h in hands:
        scorer.score(h)
    elapsed = time.perf_counter() - start
    print(f"hands={len(hands)} seconds={elapsed:.6f}")


if __name__ == "__main__":
    main()
