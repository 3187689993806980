"""From han and fu to base points, limits and payments.

Formulas from docs/rules.md, "Points and payments": base =
fu x 2^(2 + han); mangan above 2,000 base or at 5 han (kiriage: also 4 han 30 fu and
3 han 60 fu, where the rules use it); haneman 6-7 han, baiman 8-10, sanbaiman 11-12,
13+ han a counted yakuman or a sanbaiman by the rules; yakuman 8,000 base each.
Payments: non-dealer ron 4 x base, dealer ron 6 x base; non-dealer tsumo 1 x base from
each non-dealer and 2 x base from the dealer; dealer tsumo 2 x base from each. Each
payment is rounded up to 100 on its own, then honba are added. With three players a self-draw
is paid by the two other seats: their four-player shares (tsumo loss), or with north bisection
each share plus half the absent seat's, rounded up to 100 (docs/rules.md, "sanma_tsumo").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.memo import Memo
from ..rules import Rules

#: Every limit a score can reach, lowest first (a response's ``limit``; their names are the
#: catalogs' ``limit.<id>``).
LIMITS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")

#: The limits that a count of han reaches whatever the fu, lowest first: ``(limit, lowest han,
#: base points)`` (docs/rules.md, "Points and payments": 5, 6-7, 8-10, 11-12 han). Below the
#: lowest, fu count too (a mangan is also reached by fu, from 2,000 base).
HAN_LIMITS = (("mangan", 5, 2000), ("haneman", 6, 3000), ("baiman", 8, 4000), ("sanbaiman", 11, 6000))

#: Han from which a hand without yakuman is a counted yakuman or a sanbaiman, by the rules (kazoe).
KAZOE_HAN = 13

#: Base points of each yakuman.
YAKUMAN_BASE = 8000

#: The payers of a self-draw: the three other seats (four players).
TSUMO_PAYERS = 3

#: The payers of a self-draw by the number of players: the other seats.
PAYERS = {4: 3, 3: 2}

#: A ``payments`` object (docs/api.md, "Payments and total"): points by payer, ``discarder``
#: (ron), ``each`` (dealer tsumo), or ``dealer`` and ``non_dealer`` (non-dealer tsumo).
Payments = dict[str, int]

#: (han, fu) that kiriage mangan rounds up to a mangan: base 1,920 (docs/rules.md, "kiriage").
KIRIAGE_CELLS = ((4, 30), (3, 60))


@dataclass(frozen=True, slots=True)
class Value:
    """Base points (per unit of payment) and the limit name or None; ``kiriage_applied``
    whether kiriage made the hand a mangan, ``kazoe`` what 13 or more han were counted as (a
    limit id) or None. Values compare and hash by their fields."""

    base: int
    limit: str | None
    kiriage_applied: bool = False
    kazoe: str | None = None


_HAN_LIMITS_DOWN = HAN_LIMITS[::-1]
_SANBAIMAN_BASE = HAN_LIMITS[-1][2]


def hand_value(han: int, fu: int, yakuman: int = 0, *, kiriage: bool = False, kazoe: str = "sanbaiman") -> Value:
    """Base points of a hand.

    :param han: yaku han plus dora han (ignored when ``yakuman`` > 0).
    :param fu: rounded fu.
    :param yakuman: how many yakuman (0 for a regular hand).
    :param kiriage: pay 4 han 30 fu and 3 han 60 fu as a mangan.
    :param kazoe: ``"yakuman"`` or ``"sanbaiman"``: what 13+ han are worth.

    >>> hand_value(2, 50), hand_value(4, 30).base, hand_value(4, 30, kiriage=True).limit
    (Value(base=800, limit=None, kiriage_applied=False, kazoe=None), 1920, 'mangan')
    """
    if yakuman:
        return Value(YAKUMAN_BASE * yakuman, "yakuman")
    if han >= KAZOE_HAN:
        if kazoe == "yakuman":
            return Value(YAKUMAN_BASE, "yakuman", kazoe="yakuman")
        return Value(_SANBAIMAN_BASE, "sanbaiman", kazoe="sanbaiman")
    for limit, lowest, base in _HAN_LIMITS_DOWN:
        if han >= lowest:
            return Value(base, limit)
    base = fu * 2 ** (2 + han)
    if base > 2000:
        return Value(2000, "mangan")
    if kiriage and (han, fu) in KIRIAGE_CELLS:
        return Value(2000, "mangan", kiriage_applied=True)
    return Value(base, None)


def pay(base: int, *, dealer: bool, tsumo: bool, honba: int = 0, honba_ron: int = 300,
        honba_tsumo_each: int = 100, bisection: bool = False) -> Payments:
    """Who pays what, honba included, as the contract's ``payments`` object.

    :param bisection: three players' north bisection (``sanma_tsumo: "bisection"``): each payer
        of a self-draw also pays half of the absent north seat's share (that share rounded up
        to 100 first, each sum rounded up to 100 again: the published table of docs/rules.md,
        "sanma_tsumo"). With tsumo loss the payments are the four-player ones, the absent
        seat's simply not paid, so only the number of payers differs (:data:`PAYERS`).
    :returns: ron ``{"discarder": N}``; non-dealer tsumo ``{"dealer": N, "non_dealer": M}``
        (each non-dealer pays M); dealer tsumo ``{"each": N}``. Points.

    >>> pay(800, dealer=False, tsumo=False), pay(320, dealer=False, tsumo=True, honba=1)
    ({'discarder': 3200}, {'dealer': 800, 'non_dealer': 500})
    >>> pay(240, dealer=False, tsumo=True, bisection=True), pay(2000, dealer=True, tsumo=True, bisection=True)
    ({'dealer': 700, 'non_dealer': 500}, {'each': 6000})
    """
    # Each payment is rounded up to 100 on its own: -(-x // 100) * 100.
    if not tsumo:
        payments = {"discarder": -(-base * (6 if dealer else 4) // 100) * 100}
    elif dealer:
        payments = {"each": -(-base * 2 // 100) * 100}
    else:
        payments = {"dealer": -(-base * 2 // 100) * 100, "non_dealer": -(-base // 100) * 100}
    if tsumo and bisection:
        payments = _bisected(payments)
    if honba:
        return with_honba(payments, tsumo=tsumo, honba=honba, honba_ron=honba_ron,
                          honba_tsumo_each=honba_tsumo_each)
    return payments


def _bisected(payments: Payments) -> Payments:
    """Four-player self-draw ``payments`` with the absent north seat's share (a non-dealer's:
    ``non_dealer`` or ``each``) split between the two payers: half of it added to each
    payment, each sum rounded up to 100 (docs/rules.md, "sanma_tsumo").

    >>> _bisected({"dealer": 500, "non_dealer": 300}), _bisected({"each": 700})
    ({'dealer': 700, 'non_dealer': 500}, {'each': 1100})
    """
    absent = payments.get("each") or payments["non_dealer"]
    return {payer: -(-(paid * 2 + absent) // 200) * 100 for payer, paid in payments.items()}


def with_honba(payments: Payments, *, tsumo: bool, honba: int, honba_ron: int = 300,
               honba_tsumo_each: int = 100) -> Payments:
    """A new ``payments`` object (as :func:`pay` gives) with honba added: each payer adds
    ``honba_tsumo_each`` points per honba on a self-draw, the discarder ``honba_ron`` on a
    ron (docs/rules.md, "Honba and riichi sticks").

    >>> with_honba({"dealer": 800, "non_dealer": 400}, tsumo=True, honba=2)
    {'dealer': 1000, 'non_dealer': 600}
    """
    extra = (honba_tsumo_each if tsumo else honba_ron) * honba
    payments = payments.copy()
    for payer in payments:
        payments[payer] += extra
    return payments


def payments_total(payments: Payments, payers: int = TSUMO_PAYERS) -> int:
    """All that the winner receives from the payers (sticks not included): ``payers`` pay a
    self-draw (:data:`PAYERS`: 3 with four players, 2 with three)."""
    if "discarder" in payments:
        return payments["discarder"]
    if "each" in payments:
        return payers * payments["each"]
    return payments["dealer"] + (payers - 1) * payments["non_dealer"]


def payments_for(han: int, fu: int, *, dealer: bool, tsumo: bool, kiriage: bool, honba: int = 0) -> Payments:
    """Payments of a regular hand of ``han`` han and ``fu`` fu (13+ han: sanbaiman).

    >>> payments_for(4, 30, dealer=False, tsumo=False, kiriage=True)
    {'discarder': 8000}
    """
    value = hand_value(han, fu, kiriage=kiriage)
    return pay(value.base, dealer=dealer, tsumo=tsumo, honba=honba)


def bisected(rules: Rules) -> bool:
    """Whether ``rules`` pay a self-draw with north bisection: three players and
    ``sanma_tsumo`` ``"bisection"`` (docs/rules.md, "sanma_tsumo")."""
    return rules.players == 3 and rules.sanma_tsumo == "bisection"


@dataclass(slots=True, eq=False)
class Payout:
    """What a hand of some han and fu pays before honba and sticks: its :class:`Value`, the
    ``payments`` object (:func:`pay`, points) and ``received``, all that the winner gets.

    >>> from tenbou.rules import PROFILES
    >>> PAYOUTS[4, 30, 0, PROFILES["ema2025"], False, False].payments
    {'discarder': 8000}
    """

    value: Value
    payments: Payments
    received: int


#: The key of :data:`PAYOUTS`: ``(han, fu, yakuman, rules, dealer, tsumo)``.
PayoutKey = tuple[int, int, int, Rules, bool, bool]


def _payout(key: PayoutKey) -> Payout:
    han, fu, yakuman, rules, dealer, tsumo = key
    value = hand_value(han, fu, yakuman, kiriage=rules.kiriage, kazoe=rules.kazoe)
    payments = pay(value.base, dealer=dealer, tsumo=tsumo, bisection=bisected(rules))
    return Payout(value, payments, payments_total(payments, PAYERS[rules.players]))


#: What a count of han and fu pays, remembered: ``PAYOUTS[han, fu, yakuman, rules, dealer,
#: tsumo]`` is the :class:`Payout` of ``han`` han and ``fu`` rounded fu, or of ``yakuman``
#: yakuman, for the dealer or not, by tsumo or ron, under ``rules`` (kiriage, kazoe, players,
#: sanma_tsumo). The same
#: han, fu and situation recur from hand to hand. Keyed by the rules object itself (one object
#: for equal rules: :meth:`tenbou.rules.Rules.override`), so no option that changes a payment
#: can be left out of the key; the ``payments`` object is
#: shared, copy it before changing it. Without it a score takes 1.11 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
PAYOUTS: Memo[PayoutKey, Payout] = Memo("scoring.payouts", _payout)
