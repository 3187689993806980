"""Every reading of a winning hand.

A reading is one way to see the 14 tiles: four sets and a pair (with the declared melds
fixed) plus the one group that the winning tile completed, which decides the wait; or
seven pairs; or thirteen orphans. Rules that score "the reading that pays most"
(rules.md, "The reading"; EMA 2025 §3.4.3) need every one of them, so this module lists
them all and leaves the choice to :mod:`tenbou.scoring`.
"""

from __future__ import annotations

from typing import Iterator, NamedTuple

from .hand import SEQUENCE, TRIPLET, Group, Hand
from .tiles import TERMINALS_AND_HONOURS

STANDARD, CHIITOITSU, KOKUSHI = "standard", "chiitoitsu", "kokushi"
RYANMEN, KANCHAN, PENCHAN, SHANPON, TANKI = "ryanmen", "kanchan", "penchan", "shanpon", "tanki"


class Reading(NamedTuple):
    """One reading of a hand.

    ``form`` is ``standard``, ``chiitoitsu`` or ``kokushi``. For a standard reading,
    ``groups`` holds the four sets (declared melds included), ``pair`` the pair tile and
    ``win_group`` the index in ``groups`` of the set the winning tile completed (None when
    it completed the pair). ``pairs`` holds the seven pair tiles of seven pairs.
    ``wait`` is one of ``ryanmen kanchan penchan shanpon tanki chiitoitsu kokushi kokushi_13``.
    """

    form: str
    groups: tuple[Group, ...]
    pair: int | None
    wait: str
    win_group: int | None = None
    pairs: tuple[int, ...] = ()


def _sets(counts: list[int], start: int, need: int) -> Iterator[tuple[tuple[str, int], ...]]:
    """Every way to split ``counts`` (from index ``start``) into ``need`` sets, as (shape, tile)."""
    i = start
    while i < 34 and counts[i] == 0:
        i += 1
    if i == 34:
        if need == 0:
            yield ()
        return
    if need == 0:
        return
    if counts[i] >= 3:
        counts[i] -= 3
        for rest in _sets(counts, i, need - 1):
            yield ((TRIPLET, i),) + rest
        counts[i] += 3
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        for rest in _sets(counts, i, need - 1):
            yield ((SEQUENCE, i),) + rest
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1


def decompositions(concealed: list[int] | tuple[int, ...], n_sets: int) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """Every split of the concealed tiles into ``n_sets`` sets and one pair.

    :param concealed: 34 counts.
    :param n_sets: sets still to find (4 minus the declared melds).
    :returns: a list of ``(pair_tile, ((shape, lowest_tile), ...))``.

    >>> from tenbou.tiles import parse_tiles, to_counts
    >>> len(decompositions(to_counts(parse_tiles("111222333m11p").tiles), 3))
    2
    """
    counts = list(concealed)
    found = []
    for pair in range(34):
        if counts[pair] >= 2:
            counts[pair] -= 2
            for sets in _sets(counts, 0, n_sets):
                found.append((pair, sets))
            counts[pair] += 2
    return found


def _sequence_wait(lowest: int, win: int) -> str:
    position = win - lowest
    if position == 1:
        return KANCHAN
    if position == 0:
        return PENCHAN if lowest % 9 == 6 else RYANMEN  # 7 of 7-8-9 from 8-9
    return PENCHAN if lowest % 9 == 0 else RYANMEN  # 3 of 1-2-3 from 1-2


def standard_readings(hand: Hand) -> list[Reading]:
    """Every four-sets-and-a-pair reading, one per distinct group holding the winning tile.

    A triplet completed by a discard (ron) is marked not concealed.
    """
    melds = hand.melds
    out: list[Reading] = []
    seen = set()
    win = hand.win_tile
    for pair, sets in decompositions(hand.concealed, 4 - len(melds)):
        options = []
        if pair == win:
            options.append((None, TANKI))
        for index, (shape, tile) in enumerate(sets):
            if shape == SEQUENCE and tile <= win <= tile + 2:
                options.append((index, _sequence_wait(tile, win)))
            elif shape == TRIPLET and tile == win:
                options.append((index, SHANPON))
        for win_index, wait in options:
            key = (pair, sets, None if win_index is None else sets[win_index], wait)
            if key in seen:
                continue
            seen.add(key)
            groups = []
            for index, (shape, tile) in enumerate(sets):
                open_by_ron = index == win_index and shape == TRIPLET and not hand.tsumo
                groups.append(Group(shape, tile, not open_by_ron))
            out.append(Reading(STANDARD, tuple(groups) + melds, pair, wait, win_index))
    return out


def special_readings(hand: Hand) -> list[Reading]:
    """Seven pairs and thirteen orphans, when the concealed tiles (no melds) form them."""
    if hand.melds:
        return []
    counts = hand.concealed
    out = []
    pairs = tuple(t for t in range(34) if counts[t] == 2)
    if len(pairs) == 7:
        out.append(Reading(CHIITOITSU, (), None, CHIITOITSU, None, pairs))
    if all(counts[t] >= 1 for t in TERMINALS_AND_HONOURS) and sum(counts[t] for t in TERMINALS_AND_HONOURS) == 14:
        pair = next(t for t in TERMINALS_AND_HONOURS if counts[t] == 2)
        wait = "kokushi_13" if pair == hand.win_tile else KOKUSHI
        out.append(Reading(KOKUSHI, (), pair, wait))
    return out


def all_readings(hand: Hand) -> list[Reading]:
    """Standard readings, then seven pairs, then thirteen orphans."""
    return standard_readings(hand) + special_readings(hand)
