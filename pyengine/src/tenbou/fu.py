"""Fu, step by step, each with the reason a player would give.

Follows docs/fu.md (EMA 2025 values; WRC 2025 gives the same totals) and docs/rules.md,
"Fu": 20 base; +10 concealed ron; +2 self-draw except with pinfu; sets 2/4/8/16 doubled
for terminals and honours; +2 per value pair (double wind: the profile's option); +2
kanchan, penchan or tanki; an open hand with nothing beyond the base gets 2 so that it
rounds to 30; round up to 10; seven pairs 25 exactly. Each reason is written in the request's
language from the catalogs' ``fu.*`` texts (:mod:`tenbou.i18n`).
"""

from __future__ import annotations

from typing import NamedTuple

from .hand import QUAD, SEQUENCE, Group, Hand, PerGroup
from .i18n import LANGUAGES, Tile, text
from .readings import CHIITOITSU, KANCHAN, KOKUSHI, PAIR_MPSZ, PENCHAN, SET_MPSZ, TANKI, Reading
from .rules import Rules
from .tiles import DRAGONS, HAKU, Memo, is_honour, is_terminal_or_honour, tile_name


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


#: The catalog key of a set's reason, by (quad, concealed, meld kind or None): a set formed
#: from the concealed tiles is a concealed triplet, or an open one when the winning discard
#: completed it (docs/fu.md).
SET_REASONS = {
    (False, True, None): "fu.set.concealed_triplet",
    (False, False, None): "fu.set.ron_triplet",
    (False, False, "pon"): "fu.set.pon",
    (True, False, "kan"): "fu.set.open_quad",
    (True, True, "ankan"): "fu.set.concealed_quad",
}

#: The catalog keys of what a set's tile is: simples (2 to 8), a terminal (1 or 9), an honour.
TILE_KINDS = ("fu.kind.simples", "fu.kind.terminal", "fu.kind.honour")


def _set_reason(group: Group, lang: str) -> str:
    kind = TILE_KINDS[2 if is_honour(group.tile) else int(is_terminal_or_honour(group.tile))]
    key = SET_REASONS[group.shape == QUAD, group.concealed, group.meld]
    return text(lang, key, tile=Tile(lang, tile_name(group.tile)), kind=text(lang, kind))


def _pair_steps(key: tuple[int, int, int, Rules, str]) -> tuple[FuStep, ...]:
    """The fu steps of an honour pair (none for a wind that is neither seat nor round wind),
    for ``(pair, seat wind, round wind, rules, language)``."""
    pair, seat_wind, round_wind, rules, lang = key
    tile, tiles = Tile(lang, tile_name(pair)), PAIR_MPSZ[pair]
    if pair in DRAGONS:
        return (FuStep(2, text(lang, "fu.pair.dragon", tile=tile), tiles),)
    seat, round_ = pair == seat_wind, pair == round_wind
    if seat and round_:
        fu = rules.double_wind_pair_fu
        return (FuStep(fu, text(lang, "fu.pair.double_wind", tile=tile, fu=fu, rules=rules.name_in(lang)), tiles),)
    if seat:
        return (FuStep(2, text(lang, "fu.pair.seat_wind", tile=tile), tiles),)
    if round_:
        return (FuStep(2, text(lang, "fu.pair.round_wind", tile=tile), tiles),)
    return ()


#: The catalog key of the reason of each wait that scores 2 fu.
WAIT_REASONS = {KANCHAN: "fu.wait.kanchan", PENCHAN: "fu.wait.penchan", TANKI: "fu.wait.tanki"}


def _wait_step(key: tuple[str, int, str]) -> FuStep:
    wait, tile, lang = key
    return FuStep(2, text(lang, WAIT_REASONS[wait], tile=Tile(lang, tile_name(tile))))


# The step of each set and each wait, written the first time it is needed (not at import:
# start-up matters in the browser), in each language.
_SET_STEPS = {lang: PerGroup(lambda group, lang=lang: FuStep(group.fu, _set_reason(group, lang), SET_MPSZ[group]))
              for lang in LANGUAGES}
# ... and of each honour pair in each situation (the key of _pair_steps).
_PAIR_STEPS = Memo(_pair_steps)
_WAIT_STEPS = Memo(_wait_step)


def clear_memos() -> None:
    """Forget the steps written so far (:func:`tenbou.api.clear_memos`)."""
    for memo in (*_SET_STEPS.values(), _PAIR_STEPS, _WAIT_STEPS):
        memo.clear()


class _Fixed:
    """The steps that are the same in every hand, in one language (catalog keys ``fu.base`` ...)."""

    __slots__ = ("seven_pairs", "base", "concealed_ron", "concealed_ron_chankan", "self_draw", "self_draw_rinshan",
                 "open_flat")

    def __init__(self, lang: str):
        for name, fu in (("seven_pairs", 25), ("base", 20), ("concealed_ron", 10), ("concealed_ron_chankan", 10),
                         ("self_draw", 2), ("self_draw_rinshan", 2), ("open_flat", 2)):
            setattr(self, name, FuStep(fu, text(lang, "fu." + name)))


_FIXED = {lang: _Fixed(lang) for lang in LANGUAGES}

#: The catalog keys of the steps that are the same in every hand.
FIXED_REASONS = tuple("fu." + name for name in _Fixed.__slots__)


def fu_steps(reading: Reading, hand: Hand, rules: Rules, pinfu: bool, lang: str = "en") -> list[FuStep]:
    """Every fu addition of a reading, in order, each with its reason in ``lang``; they add up
    to the raw fu, which :func:`raw_fu` counts without the reasons.

    :param pinfu: the reading scores pinfu (a pinfu self-draw gets no 2 fu for tsumo).
    :returns: a list of :class:`FuStep`; empty for thirteen orphans (a yakuman: fu do not apply).
    """
    if reading.form == KOKUSHI:
        return []
    fixed = _FIXED[lang]
    if reading.form == CHIITOITSU:
        return [fixed.seven_pairs]
    steps = [fixed.base]
    if hand.closed and not hand.tsumo:
        steps.append(fixed.concealed_ron_chankan if hand.chankan else fixed.concealed_ron)
    if hand.tsumo and not pinfu:
        steps.append(fixed.self_draw_rinshan if hand.rinshan else fixed.self_draw)
    set_steps = _SET_STEPS[lang]
    for group in reading.groups:
        if group.shape != SEQUENCE:
            steps.append(set_steps[group])
    if reading.pair >= 27:  # an honour pair: it may be a value pair
        steps += _PAIR_STEPS[reading.pair, hand.seat_wind, hand.round_wind, rules, lang]
    if reading.wait in WAIT_REASONS:
        steps.append(_WAIT_STEPS[reading.wait, hand.win_tile, lang])
    if len(steps) == 1 and not hand.closed:
        steps.append(fixed.open_flat)
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
