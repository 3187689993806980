"""The score chart: what every count of han and fu pays under a rule profile, as players look
it up at the table (docs/api.md, "Chart").

Every number comes from :mod:`tenbou.road.scoring` (:func:`~tenbou.road.scoring.hand_value` and
:func:`~tenbou.road.scoring.pay`, as a score response's payments do), so the chart cannot disagree
with a score: kiriage and 13+ han as the profile says, honba as its counters say.
"""

from __future__ import annotations

from typing import Any

from ..road.calls import call_text, payment_text
from ..errors import TenbouError, check_language, json_call, never_raising
from ..i18n import DEFAULT_LANGUAGE
from ..road.request import MAX_COUNTER
from ..rules import DEFAULT_PROFILE, Rules, resolve_rules
from ..road.scoring import PAYERS, Value, bisected, hand_value, pay, payments_total, with_honba

#: The han columns and fu rows of the chart: 1-4 han, 20 fu, seven pairs' 25 fu, 30-110 fu.
CHART_HAN = (1, 2, 3, 4)
CHART_FU = (20, 25, *range(30, 111, 10))

#: The four kinds of win, in the chart's order: ``(dealer, win)``.
WINS = ((False, "ron"), (False, "tsumo"), (True, "ron"), (True, "tsumo"))

#: Cells no hand reaches, left blank (docs/rules.md, "Score tables"): 20 fu by ron (a concealed
#: ron adds 10 fu, an open hand is lifted to 30), 1 han 20 fu by self-draw (pinfu by self-draw
#: has the fully concealed self-draw too), 1 han 25 fu (seven pairs is 2 han) and 2 han 25 fu by
#: self-draw (seven pairs by self-draw has the fully concealed self-draw too: 3 han at least),
#: which some printed tables fill in.
UNREACHABLE = frozenset({*((han, 20, "ron") for han in CHART_HAN), (1, 25, "ron"), (1, 20, "tsumo"),
                         (1, 25, "tsumo"), (2, 25, "tsumo")})

#: The fields a chart request may have.
FIELDS = frozenset(("rules", "honba", "riichi_sticks", "lang"))


def _limit_rows(rules: Rules) -> list[tuple[int | None, int | None, int, Value]]:
    """The limits the rules can pay: ``(han_from, han_to, yakuman, value)``, ``han_to`` None
    for "or more", both None for a limit that only yakuman reach; a double yakuman only where
    yakuman add up or some count double (docs/rules.md, "Points and payments", kazoe)."""
    counted = rules.kazoe == "yakuman"
    rows = [(5, 5, 0, hand_value(5, 30)), (6, 7, 0, hand_value(6, 30)), (8, 10, 0, hand_value(8, 30)),
            (11, 12 if counted else None, 0, hand_value(11, 30)), (13 if counted else None, None, 1, hand_value(0, 0, 1))]
    if rules.yakuman_stacking or rules.double_yakuman:
        rows.append((None, None, 2, hand_value(0, 0, 2)))
    return rows


def _entry(value: Value, dealer: bool, win: str, honba: int, sticks: int, rules: Rules, lang: str) -> dict[str, Any]:
    """What one value pays one kind of win: ``limit``, ``payments`` (honba included),
    ``total`` (sticks too), ``call`` and ``shown`` (the payments as the table says them). With
    three players a self-draw is paid by two seats, with tsumo loss or north bisection."""
    tsumo = win == "tsumo"
    before = pay(value.base, dealer=dealer, tsumo=tsumo, bisection=bisected(rules))
    payments = with_honba(before, tsumo=tsumo, honba=honba, honba_ron=rules.honba_ron,
                          honba_tsumo_each=rules.honba_tsumo_each)
    return {"dealer": dealer, "win": win, "limit": value.limit, "payments": payments,
            "total": payments_total(payments, PAYERS[rules.players]) + rules.riichi_stick * sticks,
            "call": call_text(lang, before, payments), "shown": payment_text(lang, payments)}



def _counter(request: dict[str, Any], key: str) -> int:
    value = request.get(key, 0)
    if type(value) is not int or not 0 <= value <= MAX_COUNTER:
        raise TenbouError("bad_request", "error.bad_request.chart_counter", field=repr(key), most=MAX_COUNTER, value=repr(value))
    return value


@never_raising
def chart(request: Any = None) -> dict[str, Any]:
    """The payment table of a rule profile. Never raises.

    :param request: ``{"rules": <profile id or override object>, "honba": n, "riichi_sticks": n,
        "lang": "en"|"ja"}``, every field optional (``ema2025``, 0, 0, ``en``).
    :returns: ``{"ok": true, "rules", "rules_name", "honba", "riichi_sticks", "han": [1, 2, 3, 4],
        "fu": [20, 25, 30, ... 110], "cells": [...], "limits": [...]}``. ``cells``: one per kind
        of win (:data:`WINS`), fu and han, in that order: ``{"han", "fu", "dealer", "win",
        "reachable", "limit", "payments", "total", "call", "shown"}`` (``reachable`` false for
        the blank cells of :data:`UNREACHABLE`, which still carry what the payment rules give).
        ``limits``: per limit (mangan to yakuman, and double yakuman where the rules pay one)
        and kind of win, ``{"han_from", "han_to", "yakuman", "dealer", "win", "limit",
        "payments", "total", "call", "shown"}`` (``han_to`` null: or more; both null: only
        yakuman reach it). Points; ``payments`` include
        the honba, ``total`` the sticks too. Errors: ``bad_request`` (not an object, an unknown
        field, a counter out of 0-999, an unknown ``lang``), ``invalid_rules``.

    >>> c = chart({"honba": 1})
    >>> cell = next(c for c in c["cells"] if (c["han"], c["fu"], c["dealer"], c["win"]) == (3, 30, False, "ron"))
    >>> cell["payments"], cell["call"], cell["shown"]
    ({'discarder': 4200}, '3,900 (4,200)', '4,200')
    """
    return _chart({} if request is None else request)


def _chart(request: Any) -> dict[str, Any]:
    if type(request) is not dict:
        raise TenbouError("bad_request", "error.bad_request.chart_request")
    unknown = sorted(map(str, set(request) - FIELDS))
    if unknown:
        raise TenbouError("bad_request", "error.bad_request.chart_field", field=repr(unknown[0]), fields=", ".join(sorted(FIELDS)))
    rules = resolve_rules(request.get("rules", DEFAULT_PROFILE))
    honba, sticks = _counter(request, "honba"), _counter(request, "riichi_sticks")
    lang = check_language(request.get("lang", DEFAULT_LANGUAGE))
    cells = [{"han": han, "fu": fu, "reachable": (han, fu, win) not in UNREACHABLE,
              **_entry(hand_value(han, fu, kiriage=rules.kiriage), dealer, win, honba, sticks, rules, lang)}
             for dealer, win in WINS for fu in CHART_FU for han in CHART_HAN]
    limits = [{"han_from": low, "han_to": high, "yakuman": yakuman, **_entry(value, dealer, win, honba, sticks, rules, lang)}
              for low, high, yakuman, value in _limit_rows(rules) for dealer, win in WINS]
    return {"ok": True, "rules": rules.id, "rules_name": rules.name_in(lang), "honba": honba, "riichi_sticks": sticks,
            "han": list(CHART_HAN), "fu": list(CHART_FU), "cells": cells, "limits": limits}


def chart_json(text: str) -> str:
    """:func:`chart` for JSON text (what the web worker calls).

    >>> json.loads(chart_json("[]"))["error"]["code"]
    'bad_request'
    """
    return json_call(chart, text)
