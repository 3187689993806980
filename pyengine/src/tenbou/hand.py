"""The validated contents of a score request: tiles, melds and the situation of the win.

:class:`Hand` is built by :func:`tenbou.api.parse_request` from the contract's JSON and is
what the rest of the engine reads. Tiles are 34-index ints (:mod:`tenbou.tiles`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .tiles import format_tiles, is_terminal_or_honour

SEQUENCE, TRIPLET, QUAD = "sequence", "triplet", "quad"


@lru_cache(maxsize=None)
def _set_mpsz(shape: str, tile: int) -> str:
    return format_tiles(Group(shape, tile, True).tiles())


@lru_cache(maxsize=None)
def pair_mpsz(tile: int) -> str:
    """MPSZ of a pair, e.g. ``'77z'``."""
    return format_tiles((tile, tile))


class Group(NamedTuple):
    """One set of a reading: a sequence, triplet or quad.

    ``tile`` is the lowest tile. ``concealed`` is False for a called meld and for a triplet
    completed by the winning discard (open for fu and for sanankou, rules.md "Common").
    ``meld`` is the meld kind (``chi``, ``pon``, ``kan``, ``ankan``) or None for a set
    formed from the concealed tiles.

    >>> Group(SEQUENCE, 3, True, None).mpsz()
    '456m'
    """

    shape: str
    tile: int
    concealed: bool
    meld: str | None = None

    def tiles(self) -> tuple[int, ...]:
        """The tiles of the set (4 for a quad)."""
        if self.shape == SEQUENCE:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.shape == QUAD else 3)

    def mpsz(self) -> str:
        """MPSZ of the set, e.g. ``'999p'``."""
        return _set_mpsz(self.shape, self.tile)

    def has_terminal_or_honour(self) -> bool:
        """True when any tile of the set is a 1, a 9 or an honour."""
        if self.shape == SEQUENCE:
            return self.tile % 9 in (0, 6)
        return is_terminal_or_honour(self.tile)


@dataclass(frozen=True, slots=True)
class Hand:
    """A winning hand and the circumstances of the win, already validated.

    Counts are lists of 34 ints. ``concealed`` holds the concealed tiles (winning tile
    included, 14 - 3 x melds of them); ``all_tiles`` adds every tile of every meld (4 per
    quad). ``reds`` counts red fives per suit (m, p, s) anywhere in the hand. Winds are
    tiles (27 East .. 30 North). Indicators are tuples of tiles.
    """

    concealed: tuple[int, ...]
    all_tiles: tuple[int, ...]
    reds: tuple[int, int, int]
    melds: tuple[Group, ...]
    win_tile: int
    tsumo: bool
    seat_wind: int
    round_wind: int
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    dora_indicators: tuple[int, ...] = ()
    ura_dora_indicators: tuple[int, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def closed(self) -> bool:
        """No called meld (a concealed quad keeps the hand closed)."""
        return all(m.meld == "ankan" for m in self.melds)

    @property
    def dealer(self) -> bool:
        """The winner's seat wind is East."""
        return self.seat_wind == 27

    @property
    def in_riichi(self) -> bool:
        """Riichi or double riichi was declared."""
        return self.riichi or self.double_riichi
