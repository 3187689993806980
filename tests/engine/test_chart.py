"""The score chart (tenbou.chart): every cell is what tenbou.score pays for a hand of that han
and fu, under every profile, and what the published tables print.

Hands are drawn at random (seeded) from sets, melds and seven pairs, with dragons as the only
honours, so that no wind pair makes a profile's fu differ; each cell's hand is a drawn hand of
the cell's fu and at most its han, raised to the cell's han by dora indicators. A cell that no
drawn hand reaches is checked against the payment function (tenbou.road.scoring) and the table.
The tables are tests/engine/data/payment_tables.json (docs/rules.md, "Score tables").
"""

import json
import random
from pathlib import Path

import pytest

from tenbou import PROFILES, chart, chart_json, score
from tenbou.tools.chart import UNREACHABLE
from tenbou.road.scoring import hand_value, pay

TABLES = json.loads((Path(__file__).parent / "data" / "payment_tables.json").read_text(encoding="utf-8"))
SUITS = "mpsz"
KIND_TABLE = {(False, "ron"): "non_dealer_ron", (False, "tsumo"): "non_dealer_tsumo",
              (True, "ron"): "dealer_ron", (True, "tsumo"): "dealer_tsumo"}
PROFILE_IDS = list(PROFILES)


def tile_text(t):
    return f"{t % 9 + 1}{SUITS[t // 9]}"


def mpsz(tiles):
    out = []
    for s, letter in enumerate(SUITS):
        digits = sorted(t % 9 + 1 for t in tiles if t // 9 == s)
        if digits:
            out.append("".join(map(str, digits)) + letter)
    return "".join(out)


def counts_of(text):
    counts, digits = [0] * 34, []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            for d in digits:
                counts[9 * SUITS.index(ch) + d - 1] += 1
            digits = []
    return counts


# ------------------------------------------------------------------ drawing hands

TRIPLET_TILES = [*range(27), 31, 32, 33]  # numbers and dragons: no wind pair, no wind triplet
FIVES = (4, 13, 22)  # where red fives count, a suit has three plain fives
GROUP_KINDS = ("chi", "pon", "open_chi", "open_pon", "kan", "ankan")


def seven_pairs(rng, win):
    pairs = rng.sample(TRIPLET_TILES, 7)
    return {"hand": mpsz([t for t in pairs for _ in (0, 1)]), "win_tile": tile_text(rng.choice(pairs)),
            "melds": [], "win": win, "riichi": rng.random() < 0.5}


def draw(rng, win):
    """A random request of four sets and a pair (or seven pairs), or None when it needs a
    fifth copy of a tile (or a fourth plain five). It may not win (no yaku): the score says."""
    mode = rng.random()
    if mode < 0.1:
        return seven_pairs(rng, win)
    # all sequences (pinfu, 20 fu by tsumo); triplets and quads (the most fu); anything
    kinds = ("chi",) if mode < 0.3 else ("pon", "kan", "ankan", "chi") if mode < 0.5 else GROUP_KINDS
    counts, concealed, melds = [0] * 34, [], []
    for _ in range(4):
        kind = rng.choice(kinds)
        if kind in ("chi", "open_chi"):
            suit, start = rng.randrange(3), rng.randrange(7)
            tiles = [9 * suit + start + i for i in range(3)]
        else:
            tiles = [rng.choice(TRIPLET_TILES)] * (4 if kind in ("kan", "ankan") else 3)
        for t in tiles:
            counts[t] += 1
        if kind in ("chi", "pon"):
            concealed += tiles
        else:
            melds.append({"kind": {"open_chi": "chi", "open_pon": "pon"}.get(kind, kind), "tiles": mpsz(tiles)})
    pair = rng.choice(TRIPLET_TILES)
    counts[pair] += 2
    concealed += [pair, pair]
    if max(counts) > 4 or max(counts[t] for t in FIVES) > 3:
        return None
    closed = all(m["kind"] == "ankan" for m in melds)
    return {"hand": mpsz(concealed), "win_tile": tile_text(rng.choice(concealed)), "melds": melds, "win": win,
            "riichi": closed and rng.random() < 0.6}


#: Hands built for cells that random draws seldom reach. 1 han 100 fu by tsumo: an open hand
#: (a called pon) whose yaku is a concealed quad of red dragons: 20 + 2 (self-draw) + 32 + 32
#: (concealed quads of honours and terminals) + 4 (open terminal triplet) + 2 (dragon pair) + 2
#: (pair wait) = 94, rounded up to 100 (docs/fu.md).
BUILT = [{"hand": "234s55z", "win_tile": "5z", "win": "tsumo", "riichi": False,
          "melds": [{"kind": "ankan", "tiles": "7777z"}, {"kind": "ankan", "tiles": "1111m"}, {"kind": "pon", "tiles": "999p"}]}]


def needed_han(found):
    """``{(win, fu): the fewest han a drawn hand must have}`` for the cells still undrawn."""
    needed = {}
    for han in (1, 2, 3, 4):
        for fu in (20, 25, *range(30, 111, 10)):
            for win in ("ron", "tsumo"):
                cell = (han, fu, win)
                if cell not in UNREACHABLE and cell not in NOT_DRAWN and (win, fu) not in needed:
                    needed[win, fu] = han
    return {key: han for key, han in needed.items() if min(found.get(key, {99: None})) > han}


@pytest.fixture(scope="module")
def base_hands():
    """``{(win, fu): [(han, request), ...]}``: drawn hands that score 1-4 han without dora,
    the fewest han of each fu first (scored under EMA 2016; no wind tile makes fu differ).
    Drawn until every cell that should have a hand has one (or 30,000 draws), after the
    hands of :data:`BUILT`."""
    rng = random.Random(20261201)
    found = {}
    for request in BUILT:
        r = score({**request, "rules": "ema2016"})
        found.setdefault((request["win"], r["fu"]), {}).setdefault(r["han"], request)
    for draws in range(1, 30_001):
        request = draw(rng, "ron" if draws % 2 else "tsumo")
        if request is not None:
            r = score({**request, "rules": "ema2016"})
            if r["ok"] and not r["yakuman"] and r["han"] <= 4:
                found.setdefault((request["win"], r["fu"]), {}).setdefault(r["han"], request)
        if draws % 1000 == 0 and not needed_han(found):
            break
    return {key: sorted(by_han.items()) for key, by_han in found.items()}


def with_dora(request, extra):
    """The request with dora indicators that add exactly ``extra`` han (indicators are tiles in
    sight: no fifth copy, no fourth plain five), or None. Indicator ``i`` makes the next tile a dora (1-9 in a suit,
    dragons haku-hatsu-chun)."""
    counts = counts_of(request["hand"])
    for meld in request["melds"]:
        counts = [a + b for a, b in zip(counts, counts_of(meld["tiles"]))]

    def dora_of(i):
        if i < 27:
            return 9 * (i // 9) + (i % 9 + 1) % 9
        if i < 31:
            return 27 + (i - 27 + 1) % 4
        return 31 + (i - 31 + 1) % 3

    def search(left, chosen, start):
        if left == 0:
            return chosen
        if len(chosen) == 5:
            return None
        for i in range(start, 34):
            gain = counts[dora_of(i)]
            if 0 < gain <= left and counts[i] + chosen.count(i) < (3 if i in FIVES else 4):
                found = search(left - gain, chosen + [i], i)
                if found is not None:
                    return found
        return None

    if extra == 0:
        return dict(request)
    chosen = search(extra, [], 0)
    return None if chosen is None else {**request, "dora_indicators": mpsz(chosen)}


def hand_for(base_hands, han, fu, win):
    """A request that scores ``han`` han ``fu`` fu by ``win`` (no dealer yet), or None."""
    for base_han, request in base_hands.get((win, fu), []):
        if base_han <= han:
            raised = with_dora(request, han - base_han)
            if raised is not None:
                return raised
    return None


def payment_function(cell, rules):
    value = hand_value(cell["han"], cell["fu"], kiriage=rules.kiriage, kazoe=rules.kazoe)
    return pay(value.base, dealer=cell["dealer"], tsumo=cell["win"] == "tsumo")


#: Cells that the drawn hands may miss: no hand, or hardly any, reaches them with this few han (each needs more yaku than the fu leave room
#: for), besides the blank cells of the published tables (tenbou.tools.chart.UNREACHABLE): checked
#: against the payment function. 110 fu
#: needs kans or terminal triplets that bring sankantsu, sanankou or toitoi.
NOT_DRAWN = {(1, 110, "ron"), (2, 110, "ron"), (3, 110, "ron"), (1, 110, "tsumo"),
             (2, 110, "tsumo")}


#: The four-player profiles: the drawn hands hold 2m-8m and chi, which three players do not have
#: (three-player hands score the chart's cells in tests/engine/test_sanma.py).
FOUR_PLAYER_IDS = [profile for profile in PROFILE_IDS if PROFILES[profile].players == 4]


@pytest.mark.parametrize("profile", FOUR_PLAYER_IDS)
def test_every_cell_is_what_a_hand_of_its_han_and_fu_scores(base_hands, profile):
    rules = PROFILES[profile]
    cells = chart({"rules": profile})["cells"]
    assert len(cells) == 4 * 11 * 4  # kinds of win x fu (20, 25, 30-110) x han
    missing, checked = set(), 0
    for cell in cells:
        request = hand_for(base_hands, cell["han"], cell["fu"], cell["win"])
        if request is None:
            missing.add((cell["han"], cell["fu"], cell["win"]))
            assert cell["payments"] == payment_function(cell, rules), cell
            continue
        r = score({**request, "seat_wind": "east" if cell["dealer"] else "south", "rules": profile})
        assert (r["han"], r["fu"]) == (cell["han"], cell["fu"]), (request, r)
        assert r["payments"] == cell["payments"], (cell, request)
        assert r["limit"] == cell["limit"]
        checked += 1
    assert UNREACHABLE <= missing, "a hand reached a cell the tables leave blank"
    assert missing <= UNREACHABLE | NOT_DRAWN, "no hand drawn for these cells"
    assert checked == len(cells) - 2 * len(missing)  # (each missing cell, for dealer and non-dealer)


def table_payments(kind, text, kiriage):
    """A printed table cell (``'7,700 [K: 8,000]'``, ``'400/700'``, ``'2,000 / 4,000'``) as a
    payments object; None for '—'."""
    if text.strip() == "—":
        return None
    text = text.replace("(M)", "")
    if "[K:" in text:
        plain, kiri = text.split("[K:")
        text = kiri.rstrip("] ") if kiriage else plain
    numbers = [int(part.replace(",", "").strip()) for part in text.split("/")]
    if kind.endswith("ron"):
        return {"discarder": numbers[0]}
    if kind == "dealer_tsumo":
        return {"each": numbers[0]}
    return {"non_dealer": numbers[0], "dealer": numbers[1]}


@pytest.mark.parametrize("profile", PROFILE_IDS)
def test_every_cell_is_what_the_published_tables_print(profile):
    rules = PROFILES[profile]
    for cell in chart({"rules": profile})["cells"]:
        kind = KIND_TABLE[cell["dealer"], cell["win"]]
        printed = TABLES["tables"][kind][str(cell["fu"])][cell["han"] - 1]
        expected = table_payments(kind, printed, rules.kiriage)
        assert cell["reachable"] == (expected is not None and (cell["han"], cell["fu"], cell["win"]) != SEVEN_PAIRS_TSUMO_2_HAN), cell
        if expected is not None:
            assert cell["payments"] == expected, cell


#: The one cell the published tables print that no hand reaches: 2 han 25 fu by self-draw, as
#: seven pairs (2 han) by self-draw also has the fully concealed self-draw (1 han): 3 han at least
#: (docs/rules.md, "Score tables").
SEVEN_PAIRS_TSUMO_2_HAN = (2, 25, "tsumo")


@pytest.mark.parametrize("profile", PROFILE_IDS)
def test_no_seven_pairs_self_draw_below_3_han(profile):
    cells = [c for c in chart({"rules": profile})["cells"] if (c["han"], c["fu"], c["win"]) == SEVEN_PAIRS_TSUMO_2_HAN]
    assert len(cells) == 2 and not any(c["reachable"] for c in cells)  # dealer and non-dealer
    # the least a seven pairs self-draw scores, from a hand: 3 han 25 fu
    r = score({"hand": "1199m5577p2299s11z", "win_tile": "1z", "win": "tsumo", "seat_wind": "south", "rules": profile})
    assert (r["han"], r["fu"]) == (3, 25), r


LIMIT_TABLE = {row["limit"]: row for row in TABLES["limits"]["rows"]}


@pytest.mark.parametrize("profile", PROFILE_IDS)
def test_the_limits_are_the_limit_table(profile):
    rules = PROFILES[profile]
    limits = chart({"rules": profile})["limits"]
    names = []
    for row in limits:
        name = {1: "yakuman", 2: "double yakuman"}.get(row["yakuman"], row["limit"])
        if name not in names:
            names.append(name)
        kind = KIND_TABLE[row["dealer"], row["win"]]
        assert row["payments"] == table_payments(kind, LIMIT_TABLE[name][kind], False), row
    doubles = rules.yakuman_stacking or bool(rules.double_yakuman)
    assert names == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"] + (["double yakuman"] if doubles else [])
    sanbaiman = next(r for r in limits if r["limit"] == "sanbaiman")
    # docs/rules.md, kazoe: 13+ han is sanbaiman in EMA and WRC, a counted yakuman in Tenhou, Mahjong Soul
    assert sanbaiman["han_to"] == (12 if profile in ("tenhou", "mahjongsoul", "tenhou_sanma", "mahjongsoul_sanma")
                                   else None)


def test_honba_and_sticks_on_the_chart():
    # The 3 han 30 fu cells of the tables (3,900; 1,000/2,000; 5,800; 2,000 all) with 2 honba:
    # 300 a honba on a ron, 100 from each payer on a self-draw (docs/rules.md, honba).
    c = chart({"rules": "ema2025", "honba": 2, "riichi_sticks": 1})
    cells = {(x["dealer"], x["win"]): x for x in c["cells"] if (x["han"], x["fu"]) == (3, 30)}
    assert cells[False, "ron"]["payments"] == {"discarder": 3900 + 600}
    assert cells[False, "ron"]["total"] == 3900 + 600 + 1000
    assert cells[False, "tsumo"]["payments"] == {"non_dealer": 1000 + 200, "dealer": 2000 + 200}
    assert cells[True, "ron"]["payments"] == {"discarder": 5800 + 600}
    assert cells[True, "tsumo"]["payments"] == {"each": 2000 + 200}
    assert cells[True, "tsumo"]["total"] == 3 * 2200 + 1000
    assert (cells[False, "ron"]["call"], cells[False, "ron"]["shown"]) == ("3,900 (4,500)", "4,500")
    assert (cells[False, "tsumo"]["call"], cells[True, "tsumo"]["shown"]) == ("1,000-2,000 (1,200-2,200)", "2,200 all")


def test_an_override_changes_the_chart():
    # EMA 2025 without kiriage: 4 han 30 fu is 7,700 again (the table's plain value).
    cell = next(x for x in chart({"rules": {"base": "ema2025", "kiriage": False}})["cells"]
                if (x["han"], x["fu"], x["dealer"], x["win"]) == (4, 30, False, "ron"))
    assert cell["payments"] == {"discarder": 7700} and cell["limit"] is None


def test_japanese_chart_words():
    cell = next(x for x in chart({"lang": "ja", "honba": 1})["cells"]
                if (x["han"], x["fu"], x["dealer"], x["win"]) == (2, 40, False, "tsumo"))
    # 2 han 40 fu by a non-dealer's self-draw is 700/1,300 in the tables.
    assert (cell["call"], cell["shown"]) == ("700・1300は800・1400", "800・1400")


@pytest.mark.parametrize("request_, code", [
    ([], "bad_request"), ({"hand": "123m"}, "bad_request"), ({"honba": -1}, "bad_request"),
    ({"honba": True}, "bad_request"), ({"riichi_sticks": 1000}, "bad_request"), ({"lang": "xx"}, "bad_request"),
    ({"rules": "nope"}, "invalid_rules"), ({"rules": {"base": "ema2025", "kiriage": 1}}, "invalid_rules"),
])
def test_bad_chart_requests(request_, code):
    r = chart(request_)
    assert r["ok"] is False and r["error"]["code"] == code


def test_chart_json():
    assert json.loads(chart_json('{"rules": "tenhou"}'))["rules_name"] == "Tenhou"
    assert json.loads(chart_json("{"))["error"]["code"] == "bad_request"
