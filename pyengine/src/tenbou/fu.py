"""Fu, step by step, each with the reason a player would give.

Follows docs/fu.md (EMA 2025 values; WRC 2025 gives the same totals) and docs/rules.md,
"Fu": 20 base; +10 concealed ron; +2 self-draw except with pinfu; sets 2/4/8/16 doubled
for terminals and honours; +2 per value pair (double wind: the profile's option); +2
kanchan, penchan or tanki; an open hand with nothing beyond the base gets 2 so that it
rounds to 30; round up to 10; seven pairs 25 exactly.
"""

from __future__ import annotations

from typing import NamedTuple

from .hand import QUAD, SEQUENCE, Group, Hand, PerGroup
from .readings import CHIITOITSU, KANCHAN, KOKUSHI, PAIR_MPSZ, PENCHAN, SET_MPSZ, TANKI, Reading
from .rules import Rules
from .tiles import DRAGONS, HAKU, WINDS, Memo, is_honour, is_terminal_or_honour, tile_label, tile_name


class FuStep(NamedTuple):
    """One addition to the fu count: ``fu`` points and the ``reason``; ``tiles``, the MPSZ of
    the set or pair the step is about (``"999p"``, ``"77z"``), or None."""

    fu: int
    reason: str
    tiles: str | None = None

    def to_json(self) -> dict:
        """The response's fu step: ``{"fu", "reason"}``, and ``"tiles"`` for a set or the pair."""
        if self.tiles is None:
            return {"fu": self.fu, "reason": self.reason}
        return {"fu": self.fu, "reason": self.reason, "tiles": self.tiles}


def round_fu(raw: int) -> int:
    """Round raw fu up to the next 10 (22 -> 30, 32 -> 40; 25 stays 25 for seven pairs).

    >>> round_fu(22), round_fu(40), round_fu(25)
    (30, 40, 25)
    """
    return raw if raw == 25 else -(-raw // 10) * 10


def _tile_words(tile: int) -> str:
    """``'9p'`` for a suited tile, ``'North wind'`` or ``'Red dragon'`` for an honour."""
    if not is_honour(tile):
        return tile_name(tile)
    return tile_label(tile) + (" wind" if tile in WINDS else "")


def _set_reason(group: Group) -> str:
    what = "quad" if group.shape == QUAD else "triplet"
    state = "concealed" if group.concealed else "open"
    kind = "honour" if is_honour(group.tile) else ("terminal" if is_terminal_or_honour(group.tile) else "simples")
    how = {None: "", "pon": ", called with pon", "kan": ", called as an open kan",
           "ankan": ", declared as a concealed kan"}[group.meld]
    if group.meld is None and not group.concealed:
        how = ", completed by the winning discard so it counts as open"
    return f"{state} {what} of {_tile_words(group.tile)} ({kind}){how}"


def _pair_steps(key: tuple[int, int, int, Rules]) -> tuple[FuStep, ...]:
    """The fu steps of an honour pair (none for a wind that is neither seat nor round wind),
    for ``(pair, seat wind, round wind, rules)``."""
    pair, seat_wind, round_wind, rules = key
    double_wind_pair_fu, rules_name = rules.double_wind_pair_fu, rules.name
    label, tiles = _tile_words(pair), PAIR_MPSZ[pair]
    if pair in DRAGONS:
        return (FuStep(2, f"dragon pair ({label})", tiles),)
    seat, round_ = pair == seat_wind, pair == round_wind
    if seat and round_:
        return (FuStep(double_wind_pair_fu,
                       f"double-wind pair ({label}, both seat and round wind): "
                       f"{double_wind_pair_fu} fu under {rules_name}", tiles),)
    if seat:
        return (FuStep(2, f"seat-wind pair ({label})", tiles),)
    if round_:
        return (FuStep(2, f"round-wind pair ({label})", tiles),)
    return ()


_WAIT_REASONS = {
    KANCHAN: "closed wait (kanchan) on {tile}",
    PENCHAN: "edge wait (penchan) on {tile}",
    TANKI: "pair wait (tanki) on {tile}",
}


# The step of each set and each wait, written the first time it is needed (not at import:
# start-up matters in the browser).
_SET_STEPS = PerGroup(lambda group: FuStep(group.fu, _set_reason(group), SET_MPSZ[group]))
# ... and of each honour pair in each situation (the key of _pair_steps).
_PAIR_STEPS = Memo(_pair_steps)
_WAIT_STEPS = Memo(lambda wait_tile: FuStep(2, _WAIT_REASONS[wait_tile[0]].format(tile=tile_name(wait_tile[1]))))


def clear_memos() -> None:
    """Forget the steps written so far (:func:`tenbou.api.clear_memos`)."""
    for memo in (_SET_STEPS, _PAIR_STEPS, _WAIT_STEPS):
        memo.clear()


_SEVEN_PAIRS = FuStep(25, "seven pairs: 25 fu, nothing added and not rounded")
_BASE = FuStep(20, "base for winning")
_CONCEALED_RON = FuStep(10, "concealed hand won on a discard")
_CONCEALED_RON_CHANKAN = FuStep(10, "concealed hand won on a discard (robbing a kan)")
_SELF_DRAW = FuStep(2, "self-draw")
_SELF_DRAW_RINSHAN = FuStep(2, "self-draw (the kan replacement tile)")
_OPEN_FLAT = FuStep(2, "open hand with no fu beyond the base: 2 fu so that it rounds up to 30")


def fu_steps(reading: Reading, hand: Hand, rules: Rules, pinfu: bool) -> list[FuStep]:
    """Every fu addition of a reading, in order, each with its reason; they add up to the raw
    fu, which :func:`raw_fu` counts without the reasons.

    :param pinfu: the reading scores pinfu (a pinfu self-draw gets no 2 fu for tsumo).
    :returns: a list of :class:`FuStep`; empty for thirteen orphans (a yakuman: fu do not apply).
    """
    if reading.form == KOKUSHI:
        return []
    if reading.form == CHIITOITSU:
        return [_SEVEN_PAIRS]
    steps = [_BASE]
    if hand.closed and not hand.tsumo:
        steps.append(_CONCEALED_RON_CHANKAN if hand.chankan else _CONCEALED_RON)
    if hand.tsumo and not pinfu:
        steps.append(_SELF_DRAW_RINSHAN if hand.rinshan else _SELF_DRAW)
    for group in reading.groups:
        if group.shape != SEQUENCE:
            steps.append(_SET_STEPS[group])
    if reading.pair >= 27:  # an honour pair: it may be a value pair
        steps += _PAIR_STEPS[reading.pair, hand.seat_wind, hand.round_wind, rules]
    if reading.wait in _WAIT_REASONS:
        steps.append(_WAIT_STEPS[reading.wait, hand.win_tile])
    if len(steps) == 1 and not hand.closed:
        steps.append(_OPEN_FLAT)
    return steps


_WAITS_WITH_FU = frozenset((KANCHAN, PENCHAN, TANKI))


def raw_fu(reading: Reading, hand: Hand, rules: Rules, pinfu: bool) -> int:
    """The sum of :func:`fu_steps` (not rounded), counted without writing the reasons: what
    readings are ranked by. 0 for thirteen orphans, 25 for seven pairs.

    >>> from tenbou.request import parse_request
    >>> from tenbou.readings import all_readings
    >>> hand, rules = parse_request({"hand": "123m456m999p555s77z", "win_tile": "5m"})
    >>> [raw_fu(r, hand, rules, False) for r in all_readings(hand)]
    [46]
    """
    form = reading.form
    if form == KOKUSHI:
        return 0
    if form == CHIITOITSU:
        return 25
    fu = 20 + reading.set_fu
    if hand.tsumo:
        if not pinfu:
            fu += 2
    elif hand.closed:
        fu += 10
    pair = reading.pair
    if pair >= 27:
        if pair >= HAKU:  # a dragon
            fu += 2
        elif pair == hand.seat_wind:
            fu += rules.double_wind_pair_fu if pair == hand.round_wind else 2
        elif pair == hand.round_wind:
            fu += 2
    if reading.wait in _WAITS_WITH_FU:
        fu += 2
    if fu == 20 and not hand.closed:
        fu = 22
    return fu
