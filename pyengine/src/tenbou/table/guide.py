"""The fu guide at hand, for practice: its tables and the hints, as data the page draws
(:func:`practice_guide`, given to the page as ``practice_guide`` by
:func:`tenbou.faces.page_data.page_data`; docs/practice.md, "The guide at hand").

Every number is the engine's own: the set table from :func:`tenbou.road.hand.set_fu`, the fixed
steps from :data:`tenbou.road.fu.FIXED`, the pair and wait steps from :mod:`tenbou.road.fu`, the
limits from :data:`tenbou.road.scoring.HAN_LIMITS`, each payer's share from
:func:`tenbou.road.scoring.pay`. The words are the catalogs' (``guide.*``, ``practice.hint.*``), in
every language. The rules are those of docs/fu.md (after the EMA 2025 rulebook) and docs/rules.md.
"""

from __future__ import annotations

from typing import Any

from ..i18n import every_language
from ..kernel.tiles import HAKU
from ..road.fu import DRAGON_PAIR_STEPS, FIXED, WAIT_STEPS
from ..road.hand import QUAD, TRIPLET, Group, set_fu
from ..road.readings import KANCHAN, PENCHAN, RYANMEN, SHANPON, TANKI
from ..road.scoring import HAN_LIMITS, YAKUMAN_BASE, pay

#: The rows of the set table: ``(id, shape, concealed, meld)``, in the guide's order.
SET_ROWS = (("open_triplet", TRIPLET, False, "pon"), ("concealed_triplet", TRIPLET, True, None),
            ("open_quad", QUAD, False, "kan"), ("concealed_quad", QUAD, True, "ankan"))
#: A tile of each column of the set table: a simple (5m) and a terminal (1m).
SET_COLUMNS = (("simple", 4), ("outside", 0))
#: The steps the same in every hand that the guide lists (:data:`tenbou.road.fu.FIXED`), in order.
FIXED_ROWS = ("base", "concealed_ron", "self_draw", "open_flat", "seven_pairs")
#: The pair's cases and the waits, in the guide's order.
PAIR_ROWS = ("value", "double_wind", "other")
WAIT_ROWS = (RYANMEN, SHANPON, KANCHAN, PENCHAN, TANKI)
#: The steps of the count, in the guide's order (docs/fu.md), each hint's id; then the han,
#: the base points and the payment. ``asks``: which of a topic's asks (tenbou.table.practice.ASKS)
#: a hint helps with.
HINTS = (("base", "fu"), ("win", "fu"), ("sets", "fu"), ("pair", "fu"), ("wait", "fu"), ("rounding", "fu"),
         ("han", "han"), ("base_points", "base_points"), ("payment", "payment"))


def _fixed_rows() -> list[dict[str, Any]]:
    """The steps that read the same in every hand, and pinfu by self-draw and seven pairs."""
    return [{"id": name, "fu": FIXED[name].fu, "text": every_language(f"guide.fixed.{name}")} for name in FIXED_ROWS]


def _set_rows() -> list[dict[str, Any]]:
    return [{"id": row, "text": every_language(f"guide.set.{row}"),
             **{column: set_fu(Group(shape, tile, concealed, meld)) for column, tile in SET_COLUMNS}}
            for row, shape, concealed, meld in SET_ROWS]


def _pair_rows() -> list[dict[str, Any]]:
    """The pair: a value honour 2 fu; the double wind the profile's ``double_wind_pair_fu``
    (``fu`` null: the page reads the profile's option); any other pair nothing."""
    fu = {"value": DRAGON_PAIR_STEPS[HAKU].fu, "double_wind": None, "other": 0}
    rows = [{"id": row, "fu": fu[row], "text": every_language(f"guide.pair.{row}")} for row in PAIR_ROWS]
    rows[1]["option"] = "double_wind_pair_fu"
    return rows


def _wait_rows() -> list[dict[str, Any]]:
    hard = {wait: WAIT_STEPS[wait, 4].fu for wait in (KANCHAN, PENCHAN, TANKI)}
    return [{"id": wait, "fu": hard.get(wait, 0), "text": every_language(f"guide.wait.{wait}")}
            for wait in WAIT_ROWS]


def _limit_rows() -> list[dict[str, Any]]:
    rows = [{"limit": limit, "han": han, "base": base} for limit, han, base in HAN_LIMITS]
    return [*rows, {"limit": "yakuman", "han": None, "base": YAKUMAN_BASE}]


def _payment_rows() -> list[dict[str, Any]]:
    """Each payer's share as a multiple of the base points (before rounding up to 100), read
    from :func:`tenbou.road.scoring.pay` at a base of 100 (which needs no rounding)."""
    rows = []
    for win, dealer in (("ron", False), ("ron", True), ("tsumo", False), ("tsumo", True)):
        paid = pay(100, dealer=dealer, tsumo=win == "tsumo")
        rows.append({"win": win, "dealer": dealer, "times": {payer: points // 100 for payer, points in paid.items()}})
    return rows


def practice_guide() -> dict[str, Any]:
    """The guide's tables and hints, JSON-ready::

        {"fixed": [{"id": "base", "fu": 20, "text": {"en": "Base for winning", ...}}, ...],
         "sets": [{"id": "open_triplet", "simple": 2, "outside": 4, "text": {...}}, ...],
         "pair": [{"id": "value", "fu": 2, "text": {...}}, {"id": "double_wind", "fu": null,
                   "option": "double_wind_pair_fu", "text": {...}}, {"id": "other", "fu": 0, ...}],
         "wait": [{"id": "ryanmen", "fu": 0, "text": {...}}, ..., {"id": "tanki", "fu": 2, ...}],
         "rounding": {...}, "formula": {...}, "kiriage": {...},
         "limits": [{"limit": "mangan", "han": 5, "base": 2000}, ..., {"limit": "yakuman", "han": null, "base": 8000}],
         "payments": [{"win": "ron", "dealer": false, "times": {"discarder": 4}}, ...,
                      {"win": "tsumo", "dealer": true, "times": {"each": 2}}],
         "payment_rules": {...},
         "hints": [{"id": "base", "asks": "fu", "text": {...}}, ..., {"id": "payment", "asks": "payment", ...}]}

    ``fixed``: the steps the same in every hand (docs/fu.md): the base, a concealed ron, a
    self-draw, an open hand's 2 fu, seven pairs. ``sets``: fu of each set, of simples and of
    terminals or honours (``outside``). ``pair`` and ``wait``: fu of each case, the double wind
    pair's by the profile (``option``). ``rounding``, ``formula``, ``kiriage``, ``payment_rules``:
    the rules in words. ``limits``: each limit's han (from which it is paid whatever the fu) and
    base points. ``payments``: each payer's share as a multiple of the base points, before
    rounding up to 100. ``hints``: what to look at next, in the guide's order, never a value;
    ``asks`` the part of an answer it helps with (a topic's ``asks``; ``fu`` for the fu steps).

    >>> guide = practice_guide()
    >>> [(row["id"], row["simple"], row["outside"]) for row in guide["sets"]][0]
    ('open_triplet', 2, 4)
    >>> guide["payments"][0]["times"], guide["limits"][0]["base"]
    ({'discarder': 4}, 2000)
    """
    return {"fixed": _fixed_rows(), "sets": _set_rows(), "pair": _pair_rows(), "wait": _wait_rows(),
            "rounding": every_language("guide.rounding"), "formula": every_language("guide.formula"),
            "kiriage": every_language("guide.kiriage"), "limits": _limit_rows(), "payments": _payment_rows(),
            "payment_rules": every_language("guide.payment_rules"),
            "hints": [{"id": hint, "asks": asks, "text": every_language(f"practice.hint.{hint}")} for hint, asks in HINTS]}
