"""The engine's entry points: a score request in, a score response out, never an exception.

A request goes through three modules, top to bottom: :mod:`tenbou.road.request` reads it into a
:class:`~tenbou.road.hand.Hand` and :class:`~tenbou.rules.Rules`; :mod:`tenbou.road.ranking` finds every
reading of the hand and keeps the one that pays most; :mod:`tenbou.road.response` explains that one
in full. Field names, ids and error codes are those of docs/api.md.
"""

from __future__ import annotations

from typing import Any

from ..kernel import memo
from ..errors import json_call, never_raising
from ..i18n import DEFAULT_LANGUAGE
from .ranking import best_candidate
from .request import parse_request
from .response import explain


@never_raising
def score(request: Any) -> dict[str, Any]:
    """Score a request (a dict as in docs/api.md) and return the response dict. Never raises.

    The request is read (:func:`tenbou.road.request.parse_request`), the best reading is found
    (:func:`tenbou.road.ranking.best_candidate`) and explained (:func:`tenbou.road.response.explain`).

    :returns: ``{"ok": true, "han", "fu", "yakuman", "limit", "yaku", "fu_steps", "fu_raw",
        "reading", "base_points", "payments", "total", ...}`` (points, fu, han), or
        ``{"ok": false, "error": {"code", "message"}}`` with an error code of docs/api.md; every
        text in the request's ``lang`` (``"en"`` by default, or ``"ja"``).

    >>> r = score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"})
    >>> r["han"], r["fu"], r["payments"]
    (2, 50, {'discarder': 3200})
    >>> [y["name"] for y in score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "lang": "ja"})["yaku"]]
    ['立直']
    """
    hand, rules = parse_request(request)  # (a dict whose "lang", if any, is a language)
    best = best_candidate(hand, rules)
    return explain(best, hand, rules, request.get("lang", DEFAULT_LANGUAGE))


def score_json(text: str) -> str:
    """:func:`score` for JSON text: one request in, one response out (what the web worker calls).

    >>> json.loads(score_json("not json"))["error"]["code"]
    'bad_request'
    """
    return json_call(score, text)


def clear_memos() -> None:
    """Forget every remembered partial result: empty every memo of the registry
    (:func:`tenbou.kernel.memo.clear_all`), as on a fresh start, for benchmarks that measure a cold
    engine. Scores do not change; only the time to reach them."""
    memo.clear_all()
