"""Writing the score response: the chosen candidate explained in full.

The response lists the yaku with their han, every fu step with its reason, the reading, the
limit, the payments (honba included) and the total (sticks included), with notes on what the
rules changed (docs/api.md, "Score response").
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

from .calls import call_text
from .fu import FuStep, tile_kind
from .hand import Hand
from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, Note, Tile, render, text
from .ranking import Candidate
from .readings import CHIITOITSU, KOKUSHI, PAIR_MPSZ, SET_MPSZ, Reading
from ..rules import Rules
from .scoring import KIRIAGE_CELLS, PAYERS, PAYOUTS, Payments, Value, bisected, pay, payments_total, with_honba
from ..kernel.memo import Memo
from ..kernel.tiles import tile_name
from .yaku import Yaku


def step_json(step: FuStep, lang: str) -> dict[str, Any]:
    """The response's fu step, its reason written in ``lang``: ``{"fu", "reason"}``, and
    ``"tiles"`` for a set or the pair. A reason names the step's tile, a set's reason also what
    the tile is (:func:`tenbou.road.fu.tile_kind`), a double wind pair's its fu and the rules."""
    fields: dict[str, object] = {}
    if step.tile is not None:
        fields["tile"] = Tile(lang, tile_name(step.tile))
        if step.tiles is not None and step.reason.startswith("fu.set."):
            fields["kind"] = text(lang, tile_kind(step.tile))
    if step.rules is not None:
        fields["fu"], fields["rules"] = step.fu, step.rules.name_in(lang)
    reason = text(lang, step.reason, **fields)
    if step.tiles is None:
        return {"fu": step.fu, "reason": reason}
    return {"fu": step.fu, "reason": reason, "tiles": step.tiles}


# Fu steps recur from hand to hand: their JSON is written once per language (and copied into
# each response, which is the caller's to change). Without it a score takes 1.26 times as long
# (bench part 1, memo worth in Pyodide, 2026-12-07, in English; the Japanese memo does the same work for requests in Japanese).
_STEP_JSON: dict[str, Memo[FuStep, dict[str, Any]]] = {
    lang: Memo(f"response.step_json.{lang}", partial(step_json, lang=lang)) for lang in LANGUAGES}
# The yaku entries likewise (a Yaku and its han recur: riichi 1, dora 2 ...): 1.07 times as
# long without (bench part 1, memo worth in Pyodide, 2026-12-07).
_YAKU_JSON: dict[str, Memo[Yaku, dict[str, Any]]] = {
    lang: Memo(f"response.yaku_json.{lang}", partial(Yaku.to_json, lang=lang)) for lang in LANGUAGES}


@dataclass(slots=True, eq=False)
class Call:
    """What a payment of some base points pays with honba, riichi sticks aside, and the call
    that says it: remembered and shared (:data:`CALLS`).

    ``payments`` honba included (points); ``call`` the call's text; ``paid`` all the payers
    pay, honba included (points).
    """

    payments: Payments
    call: str
    paid: int


#: The key of :data:`CALLS`: ``(base points, dealer, tsumo, honba, rules, lang)``.
CallKey = tuple[int, bool, bool, int, Rules, str]


def _call(key: CallKey) -> Call:
    """The :class:`Call` of ``key`` = ``(base points, dealer, tsumo, honba, rules, lang)``: the
    rules' honba points (docs/rules.md, "Honba and riichi sticks"), the payers of a self-draw
    and whether they split the absent seat's share (three players: docs/rules.md,
    "sanma_tsumo"), and the call in ``lang``."""
    base, dealer, tsumo, honba, rules, lang = key
    before_honba = pay(base, dealer=dealer, tsumo=tsumo, bisection=bisected(rules))
    payments = with_honba(before_honba, tsumo=tsumo, honba=honba, honba_ron=rules.honba_ron,
                          honba_tsumo_each=rules.honba_tsumo_each) if honba else before_honba
    paid = payments_total(payments, PAYERS[rules.players])
    return Call(payments, call_text(lang, before_honba, payments), paid)


#: The calls by :func:`_call`'s key (:func:`_call_of`). Keyed by base points, not by han and fu:
#: many counts of han and fu pay the same (every mangan), so a pass over the bench's 10,000 hands writes 324
#: calls instead of 2,088, and writing one costs a tenth of a score. Without it a score takes
#: 1.20 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
CALLS: Memo[CallKey, Call] = Memo("response.calls", _call)


def _call_of(base: int, hand: Hand, rules: Rules, lang: str) -> Call:
    """The :class:`Call` of ``base`` points for the winner of ``hand`` (dealer or not, tsumo or
    ron, its honba) under ``rules``, in ``lang``: remembered (:data:`CALLS`)."""
    return CALLS[base, hand.dealer, hand.tsumo, hand.honba, rules, lang]


def _copies(json_of: Memo[Any, dict[str, Any]], items: Iterable[Hashable]) -> list[dict[str, Any]]:
    """A copy of the remembered JSON of each of ``items`` (yaku or fu steps)."""
    return [json_of[item].copy() for item in items]


def explain(best: Candidate, hand: Hand, rules: Rules, lang: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The response for the candidate the score uses (:func:`tenbou.road.ranking.best_candidate`),
    its texts in ``lang`` (one of :data:`tenbou.i18n.LANGUAGES`): the candidate's fu steps and
    payout (worked out when it was valued) in words, with honba and sticks.

    :returns: ``{"ok": True, "han", "fu", "yakuman", "limit", "yaku", "fu_steps", "fu_raw",
        "reading", "base_points", "payments", "call", "total", "gains", "dealer", "win",
        "rules", "rules_name", "notes"}``, and ``more_han`` for a riichi hand that is not a
        yakuman: han, fu (rounded; 0 for thirteen orphans, which have no fu), points.
    """
    han, fu = best.han, best.fu
    value = best.payout.value
    call = _call_of(value.base, hand, rules, lang)
    sticks = rules.riichi_stick * hand.riichi_sticks
    total = call.paid + sticks
    yakuman = 1 if value.kazoe == "yakuman" else best.yakuman
    step_json_of = _STEP_JSON[lang]
    yaku_json_of = _YAKU_JSON[lang]
    notes = situation_notes(hand, rules) + best.notes
    if value.limit is not None or (han, fu) in KIRIAGE_CELLS:  # (the value notes: most hands have none)
        notes += value_notes(han, fu, best.yakuman, value, rules)
    # (Every count is worked out here, before the texts: the rules' name and the notes last.)
    more = more_han(han, fu, hand, rules, lang) if hand.in_riichi and not yakuman else None
    response: dict[str, Any] = {
        "ok": True,
        "han": han,
        "fu": fu,
        "yakuman": yakuman,
        "limit": value.limit,
        "yaku": _copies(yaku_json_of, best.yaku),
        "fu_steps": _copies(step_json_of, best.fu_steps),
        "fu_raw": best.fu_raw,
        "reading": reading_json(best.reading, hand),
        "base_points": value.base,
        "payments": call.payments.copy(),
        "call": call.call,
        "total": total,
        "gains": gains(call.payments, total),
        "dealer": hand.dealer,
        "win": "tsumo" if hand.tsumo else "ron",
        "rules": rules.id,
        "rules_name": rules.name_in(lang),
        "notes": [render(lang, key, fields) for key, fields in notes] if notes else [],
    }
    if more is not None:
        response["more_han"] = more
    return response


def gains(payments: Payments, total: int) -> dict[str, int]:
    """How far the winner moves against each other seat: by the payer keys of ``payments``,
    what the winner receives (``total``, sticks included) plus what that seat pays; on a ron
    also ``others``, the seats that pay nothing (the total alone). Points.

    >>> gains({"discarder": 8000}, 9000)
    {'discarder': 17000, 'others': 9000}
    >>> gains({"dealer": 4000, "non_dealer": 2000}, 8000)
    {'dealer': 12000, 'non_dealer': 10000}
    """
    moved = {payer: total + paid for payer, paid in payments.items()}
    if "discarder" in payments:
        moved["others"] = total
    return moved


#: How many more han :func:`more_han` answers for: one, two and three more.
MORE_HAN = (1, 2, 3)


def more_han(han: int, fu: int, hand: Hand, rules: Rules, lang: str = DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
    """What a riichi hand of ``han`` han and ``fu`` fu would pay with 1, 2 and 3 more han, as
    when the ura dora indicators, still to be turned over, add dora: one entry per count of
    :data:`MORE_HAN`, ``{"extra": k, "han", "fu", "limit", "payments", "call", "total"}``, with
    the hand's honba and riichi sticks (points; docs/api.md, "More han").
    """
    sticks = rules.riichi_stick * hand.riichi_sticks
    entries = []
    for extra in MORE_HAN:  # (not remembered: a memo of these entries made no difference the
        # bench could see, +0 % per score)
        value = PAYOUTS[han + extra, fu, 0, rules, hand.dealer, hand.tsumo].value
        call = _call_of(value.base, hand, rules, lang)
        entries.append({"extra": extra, "han": han + extra, "fu": fu, "limit": value.limit,
                        "payments": call.payments.copy(), "call": call.call, "total": call.paid + sticks})
    return entries


def value_notes(han: int, fu: int, yakuman: int, value: Value, rules: Rules) -> list[Note]:
    """Notes on what the rules made of the han and fu: kiriage mangan applied or not, and what
    13 or more han are worth (docs/rules.md, "kiriage", "kazoe"), as :data:`tenbou.i18n.Note` s."""
    notes = []
    if value.kiriage_applied:
        notes.append(("note.kiriage", {"rules": rules.name_in, "han": han, "fu": fu}))
    elif not yakuman and (han, fu) in KIRIAGE_CELLS:
        notes.append(("note.no_kiriage", {"rules": rules.name_in, "han": han, "fu": fu}))
    if value.kazoe == "yakuman":
        notes.append(("note.kazoe_yakuman", {"rules": rules.name_in, "han": han}))
    elif value.kazoe:
        notes.append(("note.kazoe_sanbaiman", {"rules": rules.name_in, "han": han}))
    return notes


def situation_notes(hand: Hand, rules: Rules) -> list[Note]:
    """Notes on what the rules did with the situation: haitei on a kan replacement tile,
    renhou where it is no yaku, ura dora without riichi, red fives where they are plain."""
    notes = []
    if "haitei" in hand.flags and "rinshan" in hand.flags and rules.haitei_with_rinshan == "rinshan_only":
        notes.append(("note.haitei_rinshan", {"rules": rules.name_in}))
    if "renhou" in hand.flags and rules.renhou == "none":
        notes.append(("note.renhou_none", {"rules": rules.name_in}))
    if hand.ura_dora_indicators and not hand.in_riichi:
        notes.append(("note.ura_without_riichi", {}))
    if not rules.aka_dora and any(hand.reds):
        notes.append(("note.red_fives_plain", {"rules": rules.name_in}))
    return notes


def reading_json(reading: Reading, hand: Hand) -> dict[str, Any]:
    """The response's ``reading``: sets and pair in MPSZ, the wait, and the group the winning
    tile completed (``win_group``); ``melds`` the declared sets, ``pairs`` those of seven pairs."""
    if reading.form == CHIITOITSU:
        return {"sets": [], "pair": None, "pairs": [PAIR_MPSZ[t] for t in reading.pairs],
                "wait": reading.wait, "win_group": PAIR_MPSZ[hand.win_tile]}
    pair_tile = reading.pair
    if pair_tile is None:  # pragma: no cover - every reading but seven pairs has its pair
        raise AssertionError("a reading without its pair")
    if reading.form == KOKUSHI:
        return {"sets": [], "pair": PAIR_MPSZ[pair_tile], "wait": reading.wait, "win_group": None}
    sets = [SET_MPSZ[group] for group in reading.groups]
    pair = PAIR_MPSZ[pair_tile]
    return {"sets": sets, "pair": pair, "wait": reading.wait,
            "win_group": pair if reading.win_group is None else sets[reading.win_group],
            "melds": sets[4 - len(hand.melds):]}
