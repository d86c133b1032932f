#!/usr/bin/env python3
"""Check `tenbou score` on sanma lines against the `mahjong` package's three-player mode.

The sibling of compare_with_python.py, sharing its generator, comparison and command line:
the hands are `"ruleset": "sanma-msmc"` lines (no 2m-8m, no chii, seats E S W, rounds E and S,
0-4 nuki), and the package runs with the club's options plus `is_three_player=True` (1m
indicator -> 9m dora, one non-dealer payer on a tsumo: the tsumo loss of docs/rules.md §6) and
`num_nuki_dora`.

    pip install mahjong
    python3 tools/compare_sanma_with_python.py                  # 20000 hands, seed 1
    python3 tools/compare_sanma_with_python.py --count 5000 --seed 7
    python3 tools/compare_sanma_with_python.py --count 400 --seed 2016 \
        --write-fixture tests/score_fixtures/python_sanma_agreement.jsonl

How the two are lined up:
- Nuki dora: the package adds them to its "Dora" entry; tenbou reports them as their own
  `nuki_dora` entry (docs/hand-jsonl.md "Sanma"). The package scores each hand a second time
  without nuki, and the difference in its dora is its nuki dora: the split is the package's,
  not recomputed here. Ura dora from nuki (a West ura indicator) stay in `ura_dora` on both.
- Honba on a ron: the club pays 300 per counter at a table of three as at four (docs/rules.md §6);
  the package's three-player mode pays 200. Generated rons carry no honba (tsumo honba, 100
  from each payer, agree); the difference is a test in tests/score_python_differences.rs.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import compare_with_python as common  # noqa: E402


def generate(count, seed):
    return common.generate(count, seed, sanma=True)


class SanmaScorer(common.PythonScorer):
    """The package in its three-player mode, with the club preset's other options."""

    def make_options(self, OptionalRules, HandConstants, **extra):
        return super().make_options(OptionalRules, HandConstants, is_three_player=True, **extra)

    def score(self, h, **config_extra):
        nuki = h.get("nuki", 0)
        with_nuki = super().score(h, num_nuki_dora=nuki, **config_extra)
        if nuki == 0 or with_nuki["error"]:
            return with_nuki
        without = super().score(h, num_nuki_dora=0, **config_extra)
        yaku = with_nuki["yaku"]
        nuki_dora = yaku.get("dora", 0) - without["yaku"].get("dora", 0)
        if nuki_dora:
            yaku["nuki_dora"] = nuki_dora
            yaku["dora"] -= nuki_dora
            if yaku["dora"] == 0:
                del yaku["dora"]
        return with_nuki


if __name__ == "__main__":
    common.main(generate=generate, make_scorer=SanmaScorer, doc=__doc__)
