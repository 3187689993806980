"""Payments checked against the published scoring tables, not against our own output.

Expected values come from ``data/payment_tables.json``, a cell-for-cell hand transcription of
four scoring tables (non-dealer / dealer, ron / tsumo, 1-4 han, 20-110 fu and 25 fu, with the
kiriage cells) and of a limit table. Those tables were cross-checked against three independent
hard-coded tables and against the `mahjong` package (0 mismatches in 352 cells): docs/rules.md,
"Score tables". Nothing in this file computes an expected payment from a formula.

API under test (agreed with the engine author):
    tenbou.road.scoring.payments_for(han, fu, *, dealer, tsumo, kiriage, honba=0) -> dict
returning the response's payments dict (docs/api.md, "Payments and total"): ron {"discarder": N}; non-dealer tsumo
{"dealer": N, "non_dealer": M}; dealer tsumo {"each": N}.
"""

import json
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "payment_tables.json"
TABLES = json.loads(DATA.read_text(encoding="utf-8"))
UNREACHABLE = "—"

# (table name, dealer?, tsumo?)
KINDS = {
    "non_dealer_ron": (False, False),
    "non_dealer_tsumo": (False, True),
    "dealer_ron": (True, False),
    "dealer_tsumo": (True, True),
}


def _import_tenbou_module(name):
    """Import a tenbou module, falling back to the source tree when tenbou is not installed."""
    try:
        return __import__(name, fromlist=["_"])
    except ImportError:
        src = Path(__file__).resolve().parents[2] / "pyengine" / "src"
        if src.is_dir() and str(src) not in sys.path:
            sys.path.insert(0, str(src))
        return __import__(name, fromlist=["_"])


@pytest.fixture(scope="module")
def payments_for():
    return _import_tenbou_module("tenbou.road.scoring").payments_for


@pytest.fixture(scope="module")
def score():
    return _import_tenbou_module("tenbou").score


def _num(text):
    return int(text.replace(",", "").strip())


def _parse_value(text):
    """'2,000/3,900' -> (2000, 3900); '7,700' -> (7700,)."""
    return tuple(_num(part) for part in text.split("/"))


def _parse_cell(cell):
    """Return (value without kiriage, value with kiriage) for one printed cell."""
    cell = cell.replace("(M)", "").strip()
    if "[K:" in cell:
        plain, kiri = cell.split("[K:")
        return _parse_value(plain), _parse_value(kiri.rstrip("] "))
    value = _parse_value(cell)
    return value, value


def _payments(kind, value):
    """The response's payments dict for a table value (tsumo cells read non-dealer/dealer)."""
    dealer, tsumo = KINDS[kind]
    if not tsumo:
        (n,) = value
        return {"discarder": n}
    if dealer:
        (n,) = value
        return {"each": n}
    non_dealer, from_dealer = value
    return {"dealer": from_dealer, "non_dealer": non_dealer}


def _table_cases():
    cases = []
    for kind, rows in TABLES["tables"].items():
        for fu, cells in rows.items():
            for han, cell in zip(TABLES["columns_han"], cells):
                if cell == UNREACHABLE:
                    continue
                plain, kiri = _parse_cell(cell)
                for kiriage, value in ((False, plain), (True, kiri)):
                    cases.append(
                        pytest.param(
                            kind, han, int(fu), kiriage, _payments(kind, value),
                            id=f"{kind}-{han}han-{fu}fu-{'kiriage' if kiriage else 'nokiriage'}",
                        )
                    )
    return cases


TABLE_CASES = _table_cases()


def test_transcription_shape():
    # 4 tables x 11 fu rows x 4 han, minus the printed dashes, each with and without kiriage.
    dashes = sum(
        cell == UNREACHABLE
        for rows in TABLES["tables"].values()
        for cells in rows.values()
        for cell in cells
    )
    # as printed (docs/rules.md, "Score tables"): ron 20 fu (4) + 25 fu 1 han, tsumo 20/25 fu 1 han
    assert dashes == 5 + 2 + 5 + 2
    assert len(TABLE_CASES) == 2 * (4 * 11 * 4 - dashes)
    kiriage_cells = sum(
        "[K:" in cell for rows in TABLES["tables"].values() for cells in rows.values() for cell in cells
    )
    assert kiriage_cells == 8  # 4 han 30 fu and 3 han 60 fu in each of the four tables


@pytest.mark.parametrize("kind, han, fu, kiriage, expected", TABLE_CASES)
def test_table_cell(payments_for, kind, han, fu, kiriage, expected):
    dealer, tsumo = KINDS[kind]
    got = payments_for(han, fu, dealer=dealer, tsumo=tsumo, kiriage=kiriage)
    assert got == expected, f"{kind} {han} han {fu} fu kiriage={kiriage}: got {got}, table says {expected}"


def _limit_cases():
    cases = []
    for row in TABLES["limits"]["rows"]:
        for han in row["han"]:
            for kind in KINDS:
                value = _parse_value(row[kind])
                for kiriage in (False, True):
                    cases.append(
                        pytest.param(
                            kind, han, kiriage, _payments(kind, value),
                            id=f"{row['limit']}-{kind}-{han}han-{'kiriage' if kiriage else 'nokiriage'}",
                        )
                    )
    return cases


@pytest.mark.parametrize("kind, han, kiriage, expected", _limit_cases())
def test_limit_row(payments_for, kind, han, kiriage, expected):
    # 5+ han are limit hands whatever the fu (docs/rules.md, "Points and payments"); fu=30 as a plain value.
    dealer, tsumo = KINDS[kind]
    got = payments_for(han, 30, dealer=dealer, tsumo=tsumo, kiriage=kiriage)
    assert got == expected


# Honba: 300 per counter, the discarder pays all of it on ron, each payer 100 on tsumo, added
# after rounding (docs/rules.md, "Honba and riichi sticks"). The base values are table
# cells; the honba parts are the literal amounts that rule states.
HONBA_CASES = [
    # han, fu, dealer, tsumo, kiriage, honba, expected
    (1, 30, False, False, False, 1, {"discarder": 1_000 + 300}),
    (2, 25, False, False, False, 2, {"discarder": 1_600 + 600}),
    (3, 60, True, False, True, 3, {"discarder": 12_000 + 900}),
    (1, 30, False, True, False, 1, {"dealer": 500 + 100, "non_dealer": 300 + 100}),
    (4, 30, False, True, True, 2, {"dealer": 4_000 + 200, "non_dealer": 2_000 + 200}),
    (2, 20, True, True, False, 4, {"each": 700 + 400}),
    # The `mahjong` package's own doctest: dealer tsumo mangan with 2 honba -> 4,000 each + 200.
    (5, 30, True, True, False, 2, {"each": 4_200}),
]


@pytest.mark.parametrize("han, fu, dealer, tsumo, kiriage, honba, expected", HONBA_CASES)
def test_honba(payments_for, han, fu, dealer, tsumo, kiriage, honba, expected):
    got = payments_for(han, fu, dealer=dealer, tsumo=tsumo, kiriage=kiriage, honba=honba)
    assert got == expected


# ---------------------------------------------------------------------------------------------
# Limits that depend on the rule profile, through tenbou.score. Expected payments are the
# yakuman / double-yakuman / sanbaiman rows of the limit table (data/payment_tables.json);
# which limit applies is stated by docs/rules.md (kazoe, yakuman_stacking).

# Daisangen: a named yakuman in every profile.
DAISANGEN = {"hand": "555z666z777z123m99p", "win_tile": "9p"}
# Daisangen + tsuuiisou (open, so no suuankou): two different yakuman.
DAISANGEN_TSUUIISOU = {
    "hand": "666z777z111z22z",
    "win_tile": "2z",
    "melds": [{"kind": "pon", "tiles": "555z"}],
}
# Closed chinitsu, riichi, tsumo, two indicators 4m -> the three 5m are dora twice each:
# at least riichi 1 + menzen tsumo 1 + chinitsu 6 + dora 6 = 14 han in any reading, no yakuman.
KAZOE = {
    "hand": "12233445556789m",
    "win_tile": "9m",
    "win": "tsumo",
    "riichi": True,
    "dora_indicators": "4m4m",
}

SEATS = {
    # kind -> (seat_wind, win)
    "non_dealer_ron": ("south", "ron"),
    "dealer_ron": ("east", "ron"),
    "non_dealer_tsumo": ("west", "tsumo"),
    "dealer_tsumo": ("east", "tsumo"),
}


def _limit_payments(limit, kind):
    row = next(r for r in TABLES["limits"]["rows"] if r["limit"] == limit)
    return _payments(kind, _parse_value(row[kind]))


def _request(base, kind, rules):
    seat, win = SEATS[kind]
    req = dict(base)
    req.update({"seat_wind": seat, "round_wind": "south", "rules": rules})
    req.setdefault("win", win)
    assert req["win"] == win, "the hand is fixed to another win type"
    return req


@pytest.mark.parametrize("rules", ["ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul"])
@pytest.mark.parametrize("kind", list(SEATS))
def test_single_yakuman(score, rules, kind):
    res = score(_request(DAISANGEN, kind, rules))
    assert res.get("ok"), res
    assert res["yakuman"] == 1
    assert res["payments"] == _limit_payments("yakuman", kind)


@pytest.mark.parametrize(
    "rules, limit",
    [
        # docs/rules.md, yakuman_stacking: ema2025/ema2016 no (one yakuman at most); wrc2025, tenhou,
        # mahjongsoul yes.
        ("ema2025", "yakuman"),
        ("ema2016", "yakuman"),
        ("wrc2025", "double yakuman"),
        ("tenhou", "double yakuman"),
        ("mahjongsoul", "double yakuman"),
    ],
)
@pytest.mark.parametrize("kind", ["non_dealer_ron", "dealer_ron"])
def test_yakuman_stacking(score, rules, limit, kind):
    res = score(_request(DAISANGEN_TSUUIISOU, kind, rules))
    assert res.get("ok"), res
    assert res["yakuman"] == (2 if limit == "double yakuman" else 1)
    assert res["payments"] == _limit_payments(limit, kind)


@pytest.mark.parametrize(
    "rules, limit",
    [
        # docs/rules.md, kazoe: 13+ han without a yakuman is sanbaiman in ema2025/wrc2025/ema2016,
        # a yakuman in tenhou/mahjongsoul.
        ("ema2025", "sanbaiman"),
        ("wrc2025", "sanbaiman"),
        ("ema2016", "sanbaiman"),
        ("tenhou", "yakuman"),
        ("mahjongsoul", "yakuman"),
    ],
)
@pytest.mark.parametrize("kind", ["non_dealer_tsumo", "dealer_tsumo"])
def test_kazoe(score, rules, limit, kind):
    res = score(_request(KAZOE, kind, rules))
    assert res.get("ok"), res
    assert res["han"] >= 13
    assert res["payments"] == _limit_payments(limit, kind)
    # docs/api.md, "Score response": `yakuman` counts a counted yakuman by 13 or more han
    assert res["yakuman"] == (1 if limit == "yakuman" else 0)
