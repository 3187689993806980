"""Hands for the shanten and waits tests (test_shanten.py, test_waits.py): dealt at random from
a full wall, or winning hands of test_differential.py's generator with one concealed tile taken
out. Each hand has its own RNG (seed, index), so a failing one is reproducible from its index.

Tiles are written and read here by the tests' own small MPSZ helpers, not the engine's.
Pure Python: runs inside Pyodide too.
"""

import random

from test_differential import generate  # the seeded generator of valid winning hands

SEED = 20261201
SUITS = "mpsz"
WALL = [t for t in range(34) for _ in range(4)]


def counts_of(text):
    """34 counts and the red fives per suit (m, p, s) of MPSZ text (``0`` = red five)."""
    counts, reds, digits = [0] * 34, [0, 0, 0], []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(int(ch))
            continue
        base = 9 * SUITS.index(ch)
        for d in digits:
            counts[base + (4 if d == 0 else d - 1)] += 1
            if d == 0:
                reds[SUITS.index(ch)] += 1
        digits = []
    return counts, reds


def mpsz(counts, reds=(0, 0, 0)):
    """MPSZ of 34 counts, ``reds[s]`` of the fives of suit s written 0."""
    out = []
    for s, letter in enumerate(SUITS):
        digits = []
        for n in range(9 if s < 3 else 7):
            t = 9 * s + n
            for copy in range(counts[t]):
                red = s < 3 and n == 4 and copy < reds[s]
                digits.append("0" if red else str(n + 1))
        if digits:
            out.append("".join(digits) + letter)
    return "".join(out)


def tile_text(t):
    return f"{t % 9 + 1}{SUITS[t // 9]}"


def dealt(seed, index, size=13):
    """A request for ``size`` tiles dealt from a full wall, with no melds; rules and riichi vary."""
    rng = random.Random(seed * 1_000_003 + index)
    counts = [0] * 34
    for t in rng.sample(WALL, size):
        counts[t] += 1
    return {"hand": mpsz(counts), "riichi": rng.random() < 0.5,
            "rules": rng.choice(["ema2025", "tenhou", "mahjongsoul", "wrc2025", "ema2016"])}


def one_tile_out(seed, index):
    """A winning hand of the differential generator with one concealed tile taken out (at random):
    a 13-tile hand (less 3 per meld) that waits at least on that tile, with the generator's
    situation (melds, winds, flags, indicators, red fives, honba, sticks, Tenhou rules)."""
    hand = generate(seed, index)
    request = {k: v for k, v in hand["request"].items() if k not in ("win_tile", "win")}
    counts, reds = counts_of(request["hand"])
    rng = random.Random(seed * 7_919 + index)
    held = [t for t in range(34) for _ in range(counts[t])]
    t = rng.choice(held)
    counts[t] -= 1
    if t % 9 == 4 and t < 27 and reds[t // 9] and (counts[t] < reds[t // 9] or rng.random() < 0.3):
        reds[t // 9] -= 1  # the red five taken out (always, when no plain one was held)
    request["hand"] = mpsz(counts, reds)
    return request


def complete(seed, index):
    """A winning hand of the differential generator as a 14-tile discards request."""
    request = dict(generate(seed, index)["request"])
    del request["win_tile"], request["win"]
    return request
