"""Texts as players write them: each text below says what a Japanese player would write (and,
where the English said it wrongly too, what an English one would), checked word for word in
the engine's answers and on its command line.

The Japanese terms are those of docs/i18n.md ("Japanese terms"), each with its source there.
"""

import io

import tenbou
from tenbou.__main__ import main

NAMES = ["Ann", "Bo", "Cy", "Di"]


def game(events, lang="en", rules="tenhou"):
    r = tenbou.game({"rules": rules, "players": NAMES, "events": events, "lang": lang})
    assert r["ok"], r
    return r


def cli(argv):
    out = io.StringIO()
    status = main(argv, out)
    return status, out.getvalue()


# ------------------------------------------------------------------ the abortive draw


def test_an_abortive_draw_says_once_that_the_dealer_stays():
    # The abort and the dealer's repeat were both said: "Abortive draw: the dealer stays. The
    # dealer repeats." Now the draw is named, and the repeat said once.
    assert game([{"abort": True}])["hands"][0]["description"] == "Abortive draw. The dealer repeats."
    assert game([{"abort": True}], "ja")["hands"][0]["description"] == "途中流局。親の連荘。"
