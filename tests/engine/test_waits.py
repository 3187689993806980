"""tenbou.waits and tenbou.discards (docs/waits.md): against an independent search, on hands
checked by hand, on random requests, and from the command line.

The independent search adds each of the 34 tiles to the hand and asks the `mahjong` package's
``Agari`` whether it completes (a fifth copy included: such a wait is dead); it counts the copies
in sight itself, builds each completed score request itself and compares the entries with
``tenbou.score`` of those requests; a hand that is not tenpai is compared with `mahjong`'s
``Shanten`` (its shanten, and the tiles that lower it). Normally 300 dealt hands and 500 winning
hands of the differential generator with a tile taken out (and 25 + 25 hands of 14 for
discards); twenty times as many with ``--slow``.
"""

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mahjong.agari import Agari
from mahjong.shanten import Shanten

import tenbou
from sample_hands import SEED, complete, counts_of, dealt, mpsz, one_tile_out, tile_text
from tenbou.faces.cli import main
from tenbou.errors import ERROR_CODES

# Flags that belong to one way of winning (docs/waits.md): left out of the other way's requests.
RON_ONLY = {"houtei", "chankan", "renhou"}
TSUMO_ONLY = {"haitei", "rinshan", "tenhou", "chiihou"}
# How many hands each comparison takes; --slow takes SLOW_FACTOR times as many.
WAITS_DEALT, WAITS_ONE_OUT, DISCARDS_COMPLETE, DISCARDS_DEALT = 300, 500, 25, 25
SLOW_FACTOR = 20


def _count(request, normal):
    return normal * (SLOW_FACTOR if request.config.getoption("--slow") else 1)


# ---------------------------------------------------------------------------------------------
# The independent search.


def completes(counts, t):
    """Does the concealed hand complete with one more ``t``? `mahjong`'s Agari (which takes the
    declared sets as given), or, for a fifth copy (which Agari does not read right: it finds
    22222334477789s incomplete, though 222 234 234 789 77), :func:`sets_and_pair`."""
    c = list(counts)
    c[t] += 1
    return Agari.is_agari(c) if c[t] <= 4 else sets_and_pair(c, pair_left=True)


def sets_and_pair(c, pair_left):
    """Can counts ``c`` be split into sets, and one pair if ``pair_left``? (The plain search
    every textbook gives: the lowest tile held starts a triplet, a sequence or the pair.)"""
    t = next((i for i, n in enumerate(c) if n), None)
    if t is None:
        return not pair_left
    found = False
    for shape in ([t] * 3, [t, t + 1, t + 2] if t < 27 and t % 9 <= 6 else None, [t] * 2 if pair_left else None):
        if shape and all(c[u] >= shape.count(u) for u in shape):
            for u in shape:
                c[u] -= 1
            found = sets_and_pair(c, pair_left and len(shape) != 2)
            for u in shape:
                c[u] += 1
            if found:
                break
    return found


def in_sight(request, hand=None):
    """Counts and red fives of the hand, the melds and both kinds of indicators."""
    texts = [hand or request["hand"], request.get("dora_indicators", ""), request.get("ura_dora_indicators", "")]
    texts += [m["tiles"] for m in request.get("melds", [])]
    counts, reds = [0] * 34, [0, 0, 0]
    for text in texts:
        c, r = counts_of(text)
        counts = [a + b for a, b in zip(counts, c)]
        reds = [a + b for a, b in zip(reds, r)]
    return counts, reds


def completed(request, hand, tile, way):
    """The score request of ``hand`` won on ``tile`` by ``way`` under the request's situation."""
    other = TSUMO_ONLY if way == "ron" else RON_ONLY
    r = {k: v for k, v in request.items() if k not in other}
    r.update(hand=hand + tile, win_tile=tile, win=way)
    return r


def scored(request, hand, tile):
    return {way: tenbou.score(completed(request, hand, tile, way)) for way in ("ron", "tsumo")}


def red_fives_count(request):
    return tenbou.resolve_rules(request.get("rules", "ema2025")).aka_dora


def expected_answer(request, hand, sight, sight_reds):
    """What waits says of ``hand`` (MPSZ, 13 less 3 per meld tiles) under ``request``'s
    situation, ``sight`` and ``sight_reds`` being the tiles in sight, worked out here."""
    counts, _ = counts_of(hand)
    entries = []
    for t in range(34):
        if not completes(counts, t):
            continue
        left = 4 - sight[t]
        entry = {"tile": tile_text(t), "left": left}
        if left == 0:
            entry["dead"] = True
        elif t < 27 and t % 9 == 4 and red_fives_count(request):
            red_left = 1 - sight_reds[t // 9]
            plain_left = left - red_left
            red, plain = f"0{'mps'[t // 9]}", tile_text(t)
            entry.update(scored(request, hand, plain if plain_left else red))
            if plain_left and red_left:
                entry["red"] = scored(request, hand, red)
        else:
            entry.update(scored(request, hand, tile_text(t)))
        entries.append(entry)
    if entries:
        live = any(not e.get("dead") for e in entries)
        return {"tenpai": live, "shanten": 0 if live else 1, "waits": entries}
    assert not request.get("melds"), "only meld-free hands reach here in these samples"
    shanten = Shanten.calculate_shanten(counts)
    improving = []
    for t in range(34):
        if counts[t] < 4:
            counts[t] += 1
            if Shanten.calculate_shanten(counts) < shanten:
                improving.append({"tile": tile_text(t), "left": 4 - sight[t]})
            counts[t] -= 1
    return {"tenpai": False, "shanten": shanten, "waits": [], "improving": improving}


def check_waits(request):
    ours = tenbou.waits(json.loads(json.dumps(request)))
    sight, sight_reds = in_sight(request)
    expected = {"ok": True, **expected_answer(request, request["hand"], sight, sight_reds)}
    return ours == expected, ours, expected


def _compare(requests, check):
    """``check`` each request: (failure reports, our answers)."""
    failures, answers = [], []
    for name, request in requests:
        same, ours, expected = check(request)
        answers.append(ours)
        if not same:
            failures.append(f"{name}: {json.dumps(request)}\n  ours:     {json.dumps(ours)[:600]}\n  expected: {json.dumps(expected)[:600]}")
    return failures, answers


def test_waits_of_dealt_hands(request):
    requests = [(f"dealt #{i}", dealt(SEED, i)) for i in range(_count(request, WAITS_DEALT))]
    failures, _ = _compare(requests, check_waits)
    assert not failures, f"{len(failures)} of {len(requests)} differ:\n" + "\n".join(failures[:5])


def test_waits_of_winning_hands_with_a_tile_out(request):
    requests = [(f"one tile out #{i}", one_tile_out(SEED, i)) for i in range(_count(request, WAITS_ONE_OUT))]
    failures, answers = _compare(requests, check_waits)
    assert not failures, f"{len(failures)} of {len(requests)} differ:\n" + "\n".join(failures[:5])
    # the sample has what it should: red-five entries, dead waits, errors inside entries
    assert sum("red" in w for a in answers for w in a["waits"]) >= 5
    assert sum(bool(w.get("dead")) for a in answers for w in a["waits"]) >= 5
    assert sum(not w["ron"]["ok"] for a in answers for w in a["waits"] if "ron" in w) >= 20


def test_completing_tiles_read_from_the_counts_are_the_shanten_searchs_waits(request):
    # waits.py finds the completing tiles with the readings' suit tables; the shanten module's
    # TileSearch finds them by the definition of shanten. They must agree, limits included.
    import importlib
    waits_module = importlib.import_module("tenbou.tools.waits")  # (tenbou.waits is also the function)
    from tenbou.kernel.shanten import TileSearch
    hands = [dealt(SEED, i) for i in range(_count(request, WAITS_DEALT))]
    hands += [one_tile_out(SEED, i) for i in range(_count(request, WAITS_ONE_OUT))]
    hands += [{"hand": text} for text in ("1111m234p567p789s", "1112223334444z", "1122334455667m",
                                          "19m19p19s1234567z", "1112345678999m", "1111m2222p333s44z")]
    tenpai = 0
    for hand in hands:
        counts, _ = counts_of(hand["hand"])
        meld_counts = [0] * 34
        for meld in hand.get("melds", ()):
            meld_counts = [a + b for a, b in zip(meld_counts, counts_of(meld["tiles"])[0])]
        limits = tuple(4 - n for n in meld_counts)
        melds = len(hand.get("melds", ()))
        expected = TileSearch(counts, melds, limits).waits()
        assert waits_module._completing(counts, melds, limits) == expected, hand
        tenpai += bool(expected)
    assert tenpai > len(hands) // 3


def _discard_entries(request, counts, reds):
    """The discards of a 14-tile hand, worked out here: (tile text, hand left) in tile order, a
    red five apart from a plain one under rules with red fives."""
    out = []
    for t in range(34):
        if not counts[t]:
            continue
        red_held = reds[t // 9] if t < 27 and t % 9 == 4 else 0
        plain_held = counts[t] - red_held
        choices = ([False] if plain_held else []) + ([True] if red_held and (red_fives_count(request) or not plain_held) else [])
        for red in choices:
            rest, rest_reds = list(counts), list(reds)
            rest[t] -= 1
            if red:
                rest_reds[t // 9] -= 1
            out.append((f"0{'mps'[t // 9]}" if red else tile_text(t), mpsz(rest, rest_reds)))
    return out


def _order_key(entry):
    """Best first: least shanten, most live tiles, highest mean ron total of the live waits."""
    if entry["tenpai"]:
        live = [w for w in entry["waits"] if not w.get("dead")]
        mean = sum(w["ron"]["total"] if w["ron"]["ok"] else 0 for w in live) / len(live)
        return (entry["shanten"], -sum(w["left"] for w in live), -mean)
    return (entry["shanten"], -sum(i["left"] for i in entry.get("improving", [])), 0)


def check_discards(request):
    ours = tenbou.discards(json.loads(json.dumps(request)))
    counts, reds = counts_of(request["hand"])
    sight, sight_reds = in_sight(request)  # the discarded tile stays in sight
    entries = [{"tile": tile, **expected_answer(request, rest, sight, sight_reds)}
               for tile, rest in _discard_entries(request, counts, reds)]
    entries.sort(key=_order_key)  # stable: ties stay in tile order
    expected = {"ok": True, "complete": Agari.is_agari(counts), "shanten": min(e["shanten"] for e in entries),
                "discards": entries}
    return ours == expected, ours, expected


def test_discards_of_winning_hands(request):
    requests = [(f"complete #{i}", complete(SEED, i)) for i in range(_count(request, DISCARDS_COMPLETE))]
    failures, _ = _compare(requests, check_discards)
    assert not failures, f"{len(failures)} of {len(requests)} differ:\n" + "\n".join(failures[:3])


def test_discards_of_dealt_hands(request):
    requests = [(f"dealt 14 #{i}", dealt(SEED, i, size=14)) for i in range(_count(request, DISCARDS_DEALT))]
    failures, _ = _compare(requests, check_discards)
    assert not failures, f"{len(failures)} of {len(requests)} differ:\n" + "\n".join(failures[:3])


# ---------------------------------------------------------------------------------------------
# Hands checked by hand (EMA 2025 unless said; non-dealer, seat south, round east).


def _waits(request):
    r = tenbou.waits(request)
    assert r["ok"], r
    return r


def _summary(r):
    """(tile, left, ron total or error code, tsumo total or error code) of each wait."""
    def won(x):
        return x["total"] if x["ok"] else x["error"]["code"]
    return [(w["tile"], w["left"], "dead") if w.get("dead") else (w["tile"], w["left"], won(w["ron"]), won(w["tsumo"]))
            for w in r["waits"]]


def test_nine_sided_wait():
    # 1112345678999m waits on every man tile (nine gates); 1m and 9m: three held, one left.
    # Junsei chuuren is one yakuman under EMA 2025 (no double yakuman): 32,000 either way.
    r = _waits({"hand": "1112345678999m"})
    assert (r["tenpai"], r["shanten"]) == (True, 0)
    assert _summary(r) == [(f"{n}m", 1 if n in (1, 9) else 3, 32000, 32000) for n in range(1, 10)]
    assert all(w["ron"]["yaku"][0]["id"] == "junsei_chuuren" for w in r["waits"])


def test_thirteen_sided_kokushi_wait():
    # Any of the thirteen orphans completes it (the thirteen-sided wait), three of each left.
    r = _waits({"hand": "19m19p19s1234567z"})
    assert [w["tile"] for w in r["waits"]] == ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"]
    assert {(w["left"], w["ron"]["total"], w["tsumo"]["total"]) for w in r["waits"]} == {(3, 32000, 32000)}
    assert {w["ron"]["yaku"][0]["id"] for w in r["waits"]} == {"kokushi_13"}


def test_wait_on_a_tile_held_four_times_is_dead_karaten():
    # 1111m234p567p789s: 111m + tanki 1m, or 11m + 11m: only a fifth 1m completes it.
    r = _waits({"hand": "1111m234p567p789s"})
    assert r == {"ok": True, "tenpai": False, "shanten": 1, "waits": [{"tile": "1m", "left": 0, "dead": True}]}


def test_honour_karaten():
    # 111z 222z 333z and four 4z: the fourth North waits on a fifth (tanki or shanpon on 4z).
    r = _waits({"hand": "1112223334444z"})
    assert r == {"ok": True, "tenpai": False, "shanten": 1, "waits": [{"tile": "4z", "left": 0, "dead": True}]}


def test_dead_by_indicators_and_melds():
    # Tanki on 7z with a pon of 7z: the fourth copy in hand can never pair -> karaten.
    r = _waits({"hand": "123m456p789s7z", "melds": [{"kind": "pon", "tiles": "777z"}], "seat_wind": "south"})
    assert r["waits"] == [{"tile": "7z", "left": 0, "dead": True}] and r["shanten"] == 1
    # 34m ryanmen on 2m or 5m with all of 2m on the indicators: 2m dead, 5m live, still tenpai.
    r = _waits({"hand": "34m123p456p789s11z", "riichi": True, "dora_indicators": "2222m"})
    assert [(w["tile"], w["left"], w.get("dead", False)) for w in r["waits"]] == [("2m", 0, True), ("5m", 4, False)]
    assert r["tenpai"]


def test_seven_pairs_and_standard_at_once():
    # 1122334455667m: 1m, 4m, 7m (standard); 7m also completes seven pairs. By hand, chinitsu 6:
    # 1m: 11 123 234 456 567, pinfu ryanmen: 7 han haneman 12,000; tsumo 8 han baiman 16,000.
    # 4m: 123 123 44 456 567, pinfu + iipeikou: 8 han baiman 16,000; tsumo 9 han 16,000.
    # 7m: 123 123 567 567 44 (ryanpeikou, pinfu) 10 han baiman 16,000 (seven pairs: 8 han);
    #     tsumo 11 han sanbaiman, 6,000 from each non-dealer and 12,000 from the dealer: 24,000.
    r = _waits({"hand": "1122334455667m"})
    assert _summary(r) == [("1m", 2, 12000, 16000), ("4m", 2, 16000, 16000), ("7m", 3, 16000, 24000)]
    assert r["waits"][2]["tsumo"]["payments"] == {"dealer": 12000, "non_dealer": 6000}
    # 223344m556677p8s: tanki on 8s, as seven pairs or as 234 234 567 567 (ryanpeikou).
    # Ron: ryanpeikou 3 + tanyao 1 = 4 han, 20 + 10 + tanki 2 = 32 -> 40 fu: mangan 8,000
    # (seven pairs would be 3 han 25 fu, 3,200). Tsumo: 5 han, mangan 8,000.
    r = _waits({"hand": "223344m556677p8s"})
    assert _summary(r) == [("8s", 3, 8000, 8000)]
    assert {y["id"] for y in r["waits"][0]["ron"]["yaku"]} == {"ryanpeikou", "tanyao"}


def test_yaku_only_on_tsumo():
    # 123m456p777s99m46s, closed, no yaku on ron (kanchan, a triplet, terminals): no_yaku.
    # Tsumo: menzen tsumo 1 han; 20 + tsumo 2 + kanchan 2 + concealed 777s 4 = 28 -> 30 fu:
    # 300 from each non-dealer, 500 from the dealer: 1,100.
    r = _waits({"hand": "123m456p777s99m46s"})
    assert _summary(r) == [("5s", 4, "no_yaku", 1100)]
    assert [y["id"] for y in r["waits"][0]["tsumo"]["yaku"]] == ["menzen_tsumo"]


def test_flags_of_one_way_apply_to_that_way_only():
    hand = "123m456p777s99m46s"
    # Houtei (ron only): ron 1 han, 20 + 10 + 2 + 4 = 36 -> 40 fu: 1,300; tsumo unchanged.
    r = _waits({"hand": hand, "houtei": True})
    assert _summary(r) == [("5s", 4, 1300, 1100)]
    # Haitei (tsumo only): tsumo 2 han 30 fu, 500 + 1,000: 2,000; ron still has no yaku.
    r = _waits({"hand": hand, "haitei": True})
    assert _summary(r) == [("5s", 4, "no_yaku", 2000)]
    # Chankan (ron only; no other 5s in sight): ron 1,300 with chankan; tsumo unchanged.
    r = _waits({"hand": hand, "chankan": True})
    assert _summary(r) == [("5s", 4, 1300, 1100)]
    assert [y["id"] for y in r["waits"][0]["ron"]["yaku"]] == ["chankan"]


def test_red_five_when_the_plain_ones_are_gone():
    # Tenhou rules (red fives count). 34m123p456p789s11z with riichi: 2m or 5m; East pair 2 fu.
    hand = {"hand": "34m123p456p789s11z", "riichi": True, "rules": "tenhou"}
    # All three plain 5m on the indicators: the 5m still to come is the red one. Ron: riichi
    # + aka 2 han, 20 + 10 + 2 = 32 -> 40 fu: 2,600; tsumo 3 han 30 fu: 1,000 + 2,000 = 4,000.
    # 2m: ron 1 han 40 fu 1,300; tsumo 2 han 30 fu, 500 + 1,000 = 2,000.
    r = _waits({**hand, "dora_indicators": "555m"})
    assert _summary(r) == [("2m", 4, 1300, 2000), ("5m", 1, 2600, 4000)]
    assert "red" not in r["waits"][1] and "aka_dora" in {y["id"] for y in r["waits"][1]["ron"]["yaku"]}
    # Nothing in sight: the 5m is scored as a plain one, and the red one beside it.
    r = _waits(hand)
    five = r["waits"][1]
    assert (five["left"], five["ron"]["total"], five["red"]["ron"]["total"], five["red"]["tsumo"]["total"]) == (4, 1300, 2600, 4000)
    # EMA 2025 has no red fives: no "red" entry.
    assert "red" not in _waits({**hand, "rules": "ema2025"})["waits"][1]


def test_not_tenpai_shanten_and_improving():
    # 123m456p789s1234z: three sets and four lone winds; a pair and a set lack 1 + 2 tiles:
    # 2 shanten, and only a second copy of a wind helps (3 of each left).
    r = _waits({"hand": "123m456p789s1234z"})
    assert r == {"ok": True, "tenpai": False, "shanten": 2, "waits": [],
                 "improving": [{"tile": f"{n}z", "left": 3} for n in range(1, 5)]}


def test_discards_hand_checked():
    # 123m46m999p555s77z9s (fu guide example 1 with 9s drawn): only discarding 9s leaves tenpai
    # (kanchan 5m, four left): ron riichi + dora 2 han 50 fu 3,200; tsumo 3 han 40 fu,
    # 1,300 + 2,600 = 5,200. Every other discard leaves it 1 shanten.
    r = tenbou.discards({"hand": "123m46m999p555s77z9s", "riichi": True, "dora_indicators": "2m"})
    assert (r["ok"], r["complete"], r["shanten"]) == (True, False, 0)
    best = r["discards"][0]
    assert (best["tile"], best["tenpai"], _summary(best)) == ("9s", True, [("5m", 4, 3200, 5200)])
    assert sorted(d["tile"] for d in r["discards"]) == sorted(["1m", "2m", "3m", "4m", "6m", "9p", "5s", "7z", "9s"])
    assert all(d["shanten"] == 1 for d in r["discards"][1:])
    # A complete hand: each discard leaves it tenpai at least on the discarded tile.
    r = tenbou.discards({"hand": "123m456m999p555s77z"})
    assert (r["complete"], r["shanten"]) == (True, 0)


def test_discards_red_and_plain_five():
    # Tenhou rules: a red and a plain 5m are separate discards (the red one is a dora).
    hand = {"hand": "3405m123p456p789s1z", "rules": "tenhou", "riichi": True}
    tiles = [d["tile"] for d in tenbou.discards(hand)["discards"]]
    assert "0m" in tiles and "5m" in tiles and len(tiles) == len(set(tiles)) == 14
    # EMA 2025: one entry for the fives.
    tiles = [d["tile"] for d in tenbou.discards({**hand, "rules": "ema2025"})["discards"]]
    assert "5m" in tiles and "0m" not in tiles and len(tiles) == 13


@pytest.mark.parametrize("call, request_, code, words", [
    (tenbou.waits, {"hand": "123m456m999p555s77z"}, "wrong_tile_count", "discards"),
    (tenbou.discards, {"hand": "123m456m999p555s7z"}, "wrong_tile_count", "waits"),
    (tenbou.waits, {"hand": "123m456m999p55s7z"}, "wrong_tile_count", "13"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "win_tile": "5m"}, "bad_request", "win_tile"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "win": "ron"}, "bad_request", "win"),
    (tenbou.discards, {"hand": "12346m999p555s77z5m", "win": "tsumo"}, "bad_request", "win"),
    (tenbou.waits, [], "bad_request", "object"),
    (tenbou.waits, {}, "bad_request", "hand"),
    (tenbou.waits, {"hand": "12346m999p555s78z"}, "invalid_tile", "8z"),
    (tenbou.waits, {"hand": 5}, "bad_request", "hand"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "seat": "east"}, "bad_request", "seat"),
    (tenbou.waits, {"hand": "11111m999p555s77z"}, "too_many_copies", "1m"),
    (tenbou.discards, {"hand": "11111m999p555s77z5m"}, "too_many_copies", "1m"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "dora_indicators": "5555s"}, "too_many_copies", "5s"),
    (tenbou.waits, {"hand": "12346m999p77z", "melds": [{"kind": "chi", "tiles": "567s"}], "riichi": True},
     "conflicting_conditions", "Riichi"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "rinshan": True}, "conflicting_conditions", "kan"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "seat_wind": "south", "tenhou": True}, "conflicting_conditions", "dealer"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "chankan": True, "houtei": True}, "conflicting_conditions", "houtei"),
    (tenbou.discards, {"hand": "12346m999p555s77z5m", "chankan": True, "houtei": True}, "conflicting_conditions", "houtei"),
    (tenbou.waits, {"hand": "12346m999p555s77z", "rules": "nope"}, "invalid_rules", "nope"),
    (tenbou.waits, {"hand": "12346m99p555s77z", "melds": [{"kind": "pon", "tiles": "12m"}]}, "invalid_meld", "pon"),
])
def test_bad_requests(call, request_, code, words):
    r = call(request_)
    assert r["ok"] is False and r["error"]["code"] == code and words in r["error"]["message"], r


def test_score_errors_come_back_as_they_are():
    # The request's own errors are tenbou.score's, word for word.
    bad = {"hand": "12346m999p77z", "riichi": True, "melds": [{"kind": "chi", "tiles": "567s"}]}
    assert tenbou.waits(bad) == tenbou.score({**bad, "hand": "12346m999p77z5m", "win_tile": "5m"})
    bad = {"hand": "12346m999p555s77z", "seat_wind": "up"}
    assert tenbou.waits(bad) == tenbou.score({**bad, "hand": "12346m999p555s77z5m", "win_tile": "5m"})


def test_chankan_with_a_tile_in_sight_is_that_entry_error():
    # Chankan robs the fourth copy: on a wait with another copy in sight the ron entry is that
    # score error, and the rest of the answer stands.
    r = _waits({"hand": "123m456p777s99m46s", "chankan": True, "dora_indicators": "5s"})
    five = r["waits"][0]
    assert five["ron"]["error"]["code"] == "conflicting_conditions" and five["tsumo"]["ok"]


# ---------------------------------------------------------------------------------------------
# Random requests: always an object with "ok", never an exception.

TILE = st.builds(lambda n, s: f"{n}{s}", st.integers(0, 9), st.sampled_from("mpsz"))
TILES = st.lists(TILE, min_size=10, max_size=15).map("".join)
MELD = st.fixed_dictionaries({"kind": st.sampled_from(["chi", "pon", "kan", "ankan", "x"]),
                              "tiles": st.lists(TILE, min_size=2, max_size=5).map("".join)})
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6), st.lists(st.integers(), max_size=2))
FLAGS = ["riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou", "renhou"]
REQUEST = st.fixed_dictionaries(
    {"hand": st.one_of(TILES, st.text(max_size=16), JUNK)},
    optional={
        "melds": st.one_of(st.lists(MELD, max_size=4), JUNK),
        "win_tile": TILE, "win": st.sampled_from(["ron", "tsumo"]),
        "seat_wind": st.sampled_from(["east", "south", "west", "north", "up"]),
        "round_wind": st.sampled_from(["east", "south"]),
        **{f: st.one_of(st.booleans(), JUNK) for f in FLAGS},
        "dora_indicators": st.one_of(st.lists(TILE, max_size=5).map("".join), JUNK),
        "ura_dora_indicators": st.lists(TILE, max_size=5).map("".join),
        "honba": st.integers(-1, 20), "riichi_sticks": st.integers(-1, 3),
        "rules": st.one_of(st.sampled_from(["ema2025", "tenhou", "mahjongsoul", "x"]),
                           st.fixed_dictionaries({"base": st.sampled_from(["tenhou", "ema2025"])},
                                                 optional={"aka_dora": JUNK})),
        "extra": JUNK,
    })


def check_answer(r):
    assert isinstance(r, dict) and isinstance(r["ok"], bool)
    json.dumps(r)
    if not r["ok"]:
        assert r["error"]["code"] in ERROR_CODES and r["error"]["message"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(REQUEST)
def test_random_requests_never_raise(request_):
    check_answer(tenbou.waits(request_))
    check_answer(tenbou.discards(request_))


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.dictionaries(st.text(max_size=8), JUNK, max_size=6), JUNK))
def test_random_objects_never_raise(request_):
    check_answer(tenbou.waits(request_))
    check_answer(tenbou.discards(request_))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40))
def test_random_json_text_never_raises(text):
    check_answer(json.loads(tenbou.waits_json(text)))
    check_answer(json.loads(tenbou.discards_json(text)))


# ---------------------------------------------------------------------------------------------
# python -m tenbou waits | discards (in-process, so this runs inside Pyodide too).


def test_cli_waits_one_hand():
    out = io.StringIO()
    assert main(["waits", "12346m999p555s77z", "--riichi", "--dora", "2m"], out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[1] == "Tenpai, 1 wait, 4 tiles left"
    assert lines[3].split() == ["5m", "4", "3,200", "5,200"]   # fu guide example 1, ron and tsumo


def test_cli_waits_dead_error_and_not_tenpai():
    out = io.StringIO()
    main(["waits", "1111m234p567p789s"], out=out)
    assert "karaten" in out.getvalue() and out.getvalue().splitlines()[-1].split() == ["1m", "0", "dead"]
    out = io.StringIO()
    main(["waits", "123m456p777s99m46s"], out=out)
    assert out.getvalue().splitlines()[-1].split() == ["5s", "4", "no", "yaku", "1,100"]  # (in words, as the page says it)
    out = io.StringIO()
    main(["waits", "123m456p789s1234z"], out=out)
    assert "2-shanten" in out.getvalue() and "improving: 1z (3) 2z (3) 3z (3) 4z (3)" in out.getvalue()
    out = io.StringIO()
    assert main(["waits", "123m456m999p555s77z"], out=out) == 1
    assert out.getvalue().startswith("error (wrong_tile_count)") and "discards" in out.getvalue()


def test_cli_discards_one_hand():
    out = io.StringIO()
    assert main(["discards", "123m46m999p555s77z9s", "--riichi", "--dora", "2m"], out=out) == 0
    text = out.getvalue()
    first = text.split("\n\n")[1].splitlines()
    assert first[0] == "Discard 9s: tenpai, 1 wait, 4 tiles left" and first[2].split() == ["5m", "4", "3,200", "5,200"]
    out = io.StringIO()
    main(["discards", "123m46m999p555s77z9s", "--json"], out=out)
    assert json.loads(out.getvalue())["discards"][0]["tile"] == "9s"


@pytest.mark.parametrize("call", ["waits", "discards"])
def test_cli_json_lines(call, monkeypatch, capsys):
    lines = [json.dumps({"hand": "12346m999p555s77z" + ("9s" if call == "discards" else ""), "riichi": True}),
             "not json", "", json.dumps({"hand": "1112345678999m"})]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main([call]) == 0
    responses = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["ok"] for r in responses] == [True, False, call == "waits"]
    assert responses[1]["error"]["code"] == "bad_request"
    if call == "waits":
        assert len(responses[2]["waits"]) == 9
    else:
        assert responses[2]["error"]["code"] == "wrong_tile_count"
