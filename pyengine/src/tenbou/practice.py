"""A random winning hand, for practice: a complete hand that scores, with its situation, as a
score request (docs/api.md, "Random hand").

The hand is four sets and a pair drawn at random (sequences more often than triplets, as in
play), the winning tile one of its tiles, and a situation drawn too (ron or tsumo, the seat and
round wind, riichi or an open triplet, a dora indicator). A draw that :func:`tenbou.score`
refuses (no yaku, say) is drawn again, so every hand given scores. Every tile, seat and meld is
drawn from what the rules' count of players has in play (three players: no 2m-8m, so no
sequence of characters, and no north seat).
"""

from __future__ import annotations

import random

from .api import score
from .errors import TenbouError, check_language, json_call, never_raising
from .i18n import DEFAULT_LANGUAGE
from .rules import DEFAULT_PROFILE, resolve_rules
from .tiles import TILES_IN_PLAY, WIND_IDS, format_tiles, tile_name

#: The fields a random-hand request may have.
FIELDS = frozenset(("seed", "rules", "lang"))
#: Draws before giving up (a concealed riichi hand always has a yaku, so one is almost always enough).
TRIES = 200


def _sets(rng: random.Random, in_play: tuple[int, ...]) -> tuple[list[list[int]], list[int]]:
    """Four sets and a pair as tile lists (0-33) of the tiles ``in_play``, no tile more than
    four times."""
    suits = [suit for suit in range(3) if all(9 * suit + n in in_play for n in range(9))]
    while True:
        counts = [0] * 34
        sets = []
        for _ in range(4):
            if rng.random() < 0.7:
                suit, start = rng.choice(suits), rng.randrange(7)
                tiles = [9 * suit + start + i for i in range(3)]
            else:
                tiles = [rng.choice(in_play)] * 3
            sets.append(tiles)
            for tile in tiles:
                counts[tile] += 1
        pair = [rng.choice(in_play)] * 2
        counts[pair[0]] += 2
        if max(counts) <= 4:
            return sets, pair


def _draw(rng: random.Random, rules_spec, players: int) -> dict:
    """One random score request (it may not score) for ``players`` at the table."""
    in_play = TILES_IN_PLAY[players]
    sets, pair = _sets(rng, in_play)
    riichi = rng.random() < 0.75
    triplets = [s for s in sets if s[0] == s[1]]
    opened = rng.choice(triplets) if not riichi and triplets and rng.random() < 0.5 else None
    if opened:  # an open triplet (a yakuhai one scores)
        sets.remove(opened)
    melds = [{"kind": "pon", "tiles": format_tiles(opened)}] if opened else []
    concealed = [t for s in sets for t in s] + pair
    win_tile = rng.choice(concealed)
    in_sight = concealed + (opened or [])
    indicator = rng.choice([t for t in in_play if in_sight.count(t) < 4])
    return {"hand": format_tiles(concealed), "win_tile": tile_name(win_tile), "melds": melds,
               "win": rng.choice(("ron", "tsumo")), "seat_wind": rng.choice(WIND_IDS[:players]),
               "round_wind": rng.choice(WIND_IDS[:2]), "riichi": riichi,
               "dora_indicators": tile_name(indicator), "rules": rules_spec}


@never_raising
def random_hand(request=None) -> dict:
    """A random complete hand that scores, as a score request. Never raises.

    :param request: ``{"seed": n, "rules": <profile id or override object>, "lang": "en"|"ja"}``,
        each optional: the same seed gives the same hand; the hand scores under ``rules``
        (default ``ema2025``); ``lang`` is the language of an error's message.
    :returns: ``{"ok": true, "request": <score request>}``: ``hand``, ``win_tile``, ``melds``,
        ``win``, ``seat_wind``, ``round_wind``, ``riichi``, ``dora_indicators``, ``rules``.
        Errors: ``bad_request`` (not an object, an unknown field, a seed that is not a whole
        number, an unknown ``lang``), ``invalid_rules``.

    >>> r = random_hand({"seed": 7})
    >>> from tenbou import score
    >>> score(r["request"])["ok"]
    True
    """
    return {"ok": True, "request": _random_hand({} if request is None else request)}



def _random_hand(request) -> dict:
    if type(request) is not dict:
        raise TenbouError("bad_request", "error.bad_request.random_request")
    unknown = sorted(map(str, set(request) - FIELDS))
    if unknown:
        raise TenbouError("bad_request", "error.bad_request.random_field", field=repr(unknown[0]))
    check_language(request.get("lang", DEFAULT_LANGUAGE))  # (the language of its errors)
    seed = request.get("seed")
    if seed is not None and type(seed) is not int:
        raise TenbouError("bad_request", "error.bad_request.random_seed", value=repr(seed))
    rules_spec = request.get("rules", DEFAULT_PROFILE)
    players = resolve_rules(rules_spec).players  # (invalid_rules before any draw)
    rng = random.Random(seed)
    for _ in range(TRIES):
        drawn = _draw(rng, rules_spec, players)
        if score(drawn)["ok"]:
            return drawn
    raise AssertionError("no random hand scored")  # pragma: no cover - riichi hands always score


def random_hand_json(text: str) -> str:
    """:func:`random_hand` for JSON text (what the web worker calls)."""
    return json_call(random_hand, text)
