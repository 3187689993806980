"""The validated contents of a score request: tiles, melds and the situation of the win.

:class:`Hand` is built by :func:`tenbou.road.request.win_hand` from a request's situation
(:func:`tenbou.road.request.read_situation`) and is what the rest of the engine reads. Tiles are 34-index ints (:mod:`tenbou.kernel.tiles`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, NoReturn

from ..kernel.tiles import EAST, FIRST_HONOUR, TILE_KINDS, format_tiles, is_terminal_or_honour

SEQUENCE, TRIPLET, QUAD = "sequence", "triplet", "quad"

#: The conditions of a win a request can set (each a ``true``/``false`` field of the score
#: request, and a boolean attribute of :class:`Hand`), in the order the request lists them.
FLAGS = ("riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
         "tenhou", "chiihou", "renhou")
#: The conditions that put a hand in riichi (ura dora count, more han is asked).
RIICHI_FLAGS = frozenset(("riichi", "double_riichi"))

#: The kinds of meld a request can declare: called sequence, called triplet, open quad
#: (called or added) and concealed quad.
MELD_KINDS = ("chi", "pon", "kan", "ankan")
#: The meld kinds a request may declare, by the number of players: no chi with three
#: (docs/rules.md, "players").
PLAYER_MELD_KINDS = {4: MELD_KINDS, 3: tuple(kind for kind in MELD_KINDS if kind != "chi")}
#: How many tiles a meld of each kind has.
MELD_SIZES = {"chi": 3, "pon": 3, "kan": 4, "ankan": 4}
#: The meld kinds that open a hand (a concealed quad keeps it closed).
OPEN_MELD_KINDS = ("chi", "pon", "kan")
#: Tiles in a winning hand, each quad counted as 3 (a quad's fourth tile is its replacement).
HAND_TILES = 14
#: Copies of each tile in the set; where red fives count, each suit's red five is one copy of its
#: five (so a suit has 1 red five and 3 plain ones). A request holding more is ``too_many_copies``.
TILE_COPIES = 4
RED_FIVE_COPIES = 1


def pair_mpsz(tile: int) -> str:
    """MPSZ of a pair, e.g. ``'77z'``."""
    return format_tiles((tile, tile))


#: The shape of each meld kind (None: a set formed from the concealed tiles, any shape).
_MELD_SHAPES = {None: None, "chi": SEQUENCE, "pon": TRIPLET, "kan": QUAD, "ankan": QUAD}


class Group:
    """One set of a reading: a sequence, triplet or quad.

    ``tile`` is the lowest tile. ``concealed`` is False for a called meld and for a triplet
    completed by the winning discard (open for fu and for sanankou, docs/fu.md, "Step by step").
    ``meld`` is the meld kind (``chi``, ``pon``, ``kan``, ``ankan``) or None for a set
    formed from the concealed tiles.

    Groups are interned and read-only: ``Group(shape, tile, concealed, meld)`` returns the one
    object with those fields, so groups compare and hash by identity, and each carries, worked
    out once, what fu and yaku ask of it: ``fu`` (:func:`set_fu`), ``outside`` (it holds a 1,
    a 9 or an honour), ``concealed_triplet`` (1 for a concealed triplet or quad, else 0) and
    ``quad`` (1 for a quad, else 0).

    :raises ValueError: for a set that cannot exist (a sequence of honours, an unknown shape
        or meld kind, ``concealed`` not a bool).

    >>> Group(SEQUENCE, 3, True, None).mpsz()
    '456m'
    >>> Group(TRIPLET, 17, True) is Group(TRIPLET, 17, True, None)
    True
    """

    __slots__ = ("shape", "tile", "concealed", "meld", "fu", "outside", "concealed_triplet", "quad")
    _interned: ClassVar[dict[tuple[str, int, bool, str | None], Group]] = {}

    shape: str
    tile: int
    concealed: bool
    meld: str | None
    fu: int
    outside: bool
    concealed_triplet: int
    quad: int

    def __new__(cls, shape: str, tile: int, concealed: bool, meld: str | None = None) -> "Group":
        key = (shape, tile, concealed, meld)
        group = cls._interned.get(key)
        if group is None:
            if shape not in (SEQUENCE, TRIPLET, QUAD) or type(tile) is not int or not 0 <= tile < TILE_KINDS or (
                    shape == SEQUENCE and (tile >= FIRST_HONOUR or tile % 9 > 6)) or type(concealed) is not bool or (
                    meld not in _MELD_SHAPES or (meld is not None and _MELD_SHAPES[meld] != shape)):
                raise ValueError(f"no such set: {shape} from tile {tile!r}, concealed {concealed!r}, meld {meld!r}")
            group = object.__new__(cls)
            write = object.__setattr__
            for name, value in (("shape", shape), ("tile", tile), ("concealed", concealed), ("meld", meld)):
                write(group, name, value)
            write(group, "fu", set_fu(group))
            write(group, "outside", (tile % 9 in (0, 6)) if shape == SEQUENCE else is_terminal_or_honour(tile))
            write(group, "concealed_triplet", int(shape != SEQUENCE and concealed))
            write(group, "quad", int(shape == QUAD))
            cls._interned[key] = group
        return group

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("a Group is read-only")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError("a Group is read-only")

    def __repr__(self) -> str:
        return f"Group({self.shape!r}, {self.tile}, {self.concealed}, {self.meld!r})"

    def __reduce__(self) -> tuple[type[Group], tuple[str, int, bool, str | None]]:
        return Group, (self.shape, self.tile, self.concealed, self.meld)

    def tiles(self) -> tuple[int, ...]:
        """The tiles of the set (4 for a quad)."""
        if self.shape == SEQUENCE:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.shape == QUAD else 3)

    def mpsz(self) -> str:
        """MPSZ of the set, e.g. ``'999p'`` (:data:`tenbou.road.readings.SET_MPSZ` keeps them)."""
        return format_tiles(self.tiles())


def set_fu(group: Group) -> int:
    """Fu of one set (docs/rules.md, "Fu"): sequences 0; triplet 2, quad 8;
    x2 concealed; x2 terminals or honours.

    >>> set_fu(Group("triplet", 17, True)), set_fu(Group("quad", 4, False, "kan"))
    (8, 8)
    """
    if group.shape == SEQUENCE:
        return 0
    fu = 8 if group.shape == QUAD else 2
    if group.concealed:
        fu *= 2
    if is_terminal_or_honour(group.tile):
        fu *= 2
    return fu


#: The concealed quads (ankan): the only melds that keep a hand closed.
_CONCEALED_QUADS = frozenset(Group(QUAD, tile, True, "ankan") for tile in range(TILE_KINDS))


def closed_with(melds: tuple[Group, ...]) -> bool:
    """Whether a hand with these melds is closed: none is called (a concealed quad keeps the
    hand closed)."""
    return not melds or _CONCEALED_QUADS.issuperset(melds)


@dataclass(slots=True, kw_only=True)
class Hand:
    """A winning hand and the circumstances of the win, already validated.

    Built for each win by :func:`tenbou.road.request.win_hand` from a request's situation
    (:class:`tenbou.road.request.Situation`) and only read afterwards.

    ``concealed`` holds the counts (34 bytes, ``concealed[t]`` for tile t) of the concealed
    tiles, winning tile included, 14 - 3 x melds of them; ``all_tiles`` (34 bytes too) adds
    every tile of every meld, 4 per quad. ``reds`` counts red fives per suit (m, p, s)
    anywhere in the hand. Winds are tiles (27 East .. 30 North). Indicators are tuples of
    tiles. ``kita``: the norths set aside as nuki dora (three players; 0 to 4). ``flags`` is
    the set of the names of the conditions that hold (of :data:`FLAGS`: ``"riichi" in
    hand.flags``). Derived on building: ``closed`` (:func:`closed_with`), ``dealer`` (the seat
    wind is East) and ``in_riichi`` (riichi or double riichi: :data:`RIICHI_FLAGS`).
    """

    concealed: bytes
    all_tiles: bytes
    reds: tuple[int, int, int]
    melds: tuple[Group, ...]
    win_tile: int
    tsumo: bool
    seat_wind: int
    round_wind: int
    flags: frozenset[str] = frozenset()
    dora_indicators: tuple[int, ...] = ()
    ura_dora_indicators: tuple[int, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    kita: int = 0
    # Derived on building.
    closed: bool = field(init=False)
    dealer: bool = field(init=False)
    in_riichi: bool = field(init=False)

    def __post_init__(self) -> None:
        self.closed = closed_with(self.melds)
        self.dealer = self.seat_wind == EAST
        self.in_riichi = not self.flags.isdisjoint(RIICHI_FLAGS)
