"""Fu, step by step, as data: each step's fu and what its reason names.

Follows docs/fu.md (EMA 2025 values; WRC 2025 gives the same totals) and docs/rules.md,
"Fu": 20 base; +10 concealed ron; +2 self-draw except with pinfu; sets 2/4/8/16 doubled
for terminals and honours (:func:`tenbou.road.hand.set_fu`, carried by each set as ``fu``); +2 per
value pair (double wind: the profile's option); +2 kanchan, penchan or tanki; an open hand
with nothing beyond the base gets 2 so that it rounds to 30; round up to 10; seven pairs 25
exactly.

The steps of a reading are worked out once (:func:`fu_steps`): readings are ranked by their
sum (:mod:`tenbou.road.ranking`), and the winner's steps are written in the request's language from
the catalogs' ``fu.*`` texts only in the response (:func:`tenbou.road.response.step_json`).
"""

from __future__ import annotations

from typing import NamedTuple

from .hand import QUAD, SEQUENCE, Hand
from .readings import CHIITOITSU, KANCHAN, KOKUSHI, PAIR_MPSZ, PENCHAN, SET_MPSZ, TANKI, Reading
from ..rules import Rules
from ..kernel.tiles import DRAGONS, FIRST_HONOUR, TILE_KINDS, WINDS, is_honour, is_terminal_or_honour


class FuStep(NamedTuple):
    """One addition to the fu count, as data (the response writes its words).

    ``fu`` the fu it adds; ``reason`` the catalog key of its reason (``fu.base``,
    ``fu.set.pon`` ...); ``tile`` the tile the reason names (the set's, the pair's or the
    winning tile), or None; ``tiles`` the MPSZ of the set or pair the step is about
    (``"999p"``, ``"77z"``), or None; ``rules`` the rules whose option gave the fu (a double
    wind pair: the reason names them), or None. Steps compare and hash as tuples.
    """

    fu: int
    reason: str
    tile: int | None = None
    tiles: str | None = None
    rules: Rules | None = None


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
TILE_KIND_KEYS = ("fu.kind.simples", "fu.kind.terminal", "fu.kind.honour")


def tile_kind(tile: int) -> str:
    """The catalog key of what a set's ``tile`` is (:data:`TILE_KIND_KEYS`)."""
    return TILE_KIND_KEYS[2 if is_honour(tile) else int(is_terminal_or_honour(tile))]


#: The step of each set that scores fu (every triplet and quad there can be: a table written
#: once, at import).
SET_STEPS = {group: FuStep(group.fu, SET_REASONS[group.shape == QUAD, group.concealed, group.meld], group.tile,
                           SET_MPSZ[group])
             for group in SET_MPSZ if group.shape != SEQUENCE}

#: The catalog key of the reason of each wait that scores 2 fu.
WAIT_REASONS = {KANCHAN: "fu.wait.kanchan", PENCHAN: "fu.wait.penchan", TANKI: "fu.wait.tanki"}
#: The step of each such wait on each winning tile.
WAIT_STEPS = {(wait, tile): FuStep(2, key, tile) for wait, key in WAIT_REASONS.items() for tile in range(TILE_KINDS)}

#: The 2-fu step of a dragon pair, and of a wind pair that is the seat wind or the round wind
#: (not both: a double wind pair's fu is a rule option, :func:`_pair_steps`).
DRAGON_PAIR_STEPS = {tile: FuStep(2, "fu.pair.dragon", tile, PAIR_MPSZ[tile]) for tile in DRAGONS}
SEAT_WIND_STEPS = {tile: FuStep(2, "fu.pair.seat_wind", tile, PAIR_MPSZ[tile]) for tile in WINDS}
ROUND_WIND_STEPS = {tile: FuStep(2, "fu.pair.round_wind", tile, PAIR_MPSZ[tile]) for tile in WINDS}


def _pair_steps(pair: int, hand: Hand, rules: Rules) -> tuple[FuStep, ...]:
    """The steps of an honour pair: none for a wind that is neither seat nor round wind."""
    if pair in DRAGON_PAIR_STEPS:
        return (DRAGON_PAIR_STEPS[pair],)
    seat, round_ = pair == hand.seat_wind, pair == hand.round_wind
    if seat and round_:
        return (FuStep(rules.double_wind_pair_fu, "fu.pair.double_wind", pair, PAIR_MPSZ[pair], rules),)
    if seat:
        return (SEAT_WIND_STEPS[pair],)
    if round_:
        return (ROUND_WIND_STEPS[pair],)
    return ()


#: The steps that are the same in every hand, by name (catalog key ``fu.<name>``).
FIXED = {name: FuStep(fu, "fu." + name) for name, fu in (
    ("seven_pairs", 25), ("base", 20), ("concealed_ron", 10), ("concealed_ron_chankan", 10),
    ("self_draw", 2), ("self_draw_rinshan", 2), ("open_flat", 2))}
SEVEN_PAIRS, BASE, OPEN_FLAT = FIXED["seven_pairs"], FIXED["base"], FIXED["open_flat"]

#: The catalog keys of the steps that are the same in every hand.
FIXED_REASONS = tuple(step.reason for step in FIXED.values())


def fu_steps(reading: Reading, hand: Hand, rules: Rules, pinfu: bool) -> list[FuStep]:
    """Every fu addition of a reading, in order: they add up to its raw fu (fu, not rounded).

    :param pinfu: the reading scores pinfu (a pinfu self-draw gets no 2 fu for tsumo).
    :returns: a list of :class:`FuStep`; empty for thirteen orphans (a yakuman: fu do not
        apply), seven pairs' 25 alone for seven pairs.

    >>> from tenbou.road.request import parse_request
    >>> from tenbou.road.readings import all_readings
    >>> hand, rules = parse_request({"hand": "123m456m999p555s77z", "win_tile": "5m"})
    >>> steps = fu_steps(all_readings(hand)[0], hand, rules, False)
    >>> [step.fu for step in steps], sum(step.fu for step in steps), steps[2]
    ([20, 10, 8, 4, 2, 2], 46, FuStep(fu=8, reason='fu.set.concealed_triplet', tile=17, tiles='999p', rules=None))
    """
    if reading.form == KOKUSHI:
        return []
    if reading.form == CHIITOITSU:
        return [SEVEN_PAIRS]
    steps = [BASE]
    if hand.closed and not hand.tsumo:
        steps.append(FIXED["concealed_ron_chankan" if "chankan" in hand.flags else "concealed_ron"])
    if hand.tsumo and not pinfu:
        steps.append(FIXED["self_draw_rinshan" if "rinshan" in hand.flags else "self_draw"])
    for group in reading.groups:
        if group.shape != SEQUENCE:
            steps.append(SET_STEPS[group])
    pair = reading.pair  # (None only for the forms above)
    if pair is not None and pair >= FIRST_HONOUR:  # an honour pair: it may be a value pair
        steps += _pair_steps(pair, hand, rules)
    if reading.wait in WAIT_REASONS:  # (a pair wait waits on the pair: a tenhou's need not be its named tile)
        waited = pair if reading.wait == TANKI and pair is not None else hand.win_tile
        steps.append(WAIT_STEPS[reading.wait, waited])
    if len(steps) == 1 and not hand.closed:
        steps.append(OPEN_FLAT)
    return steps
