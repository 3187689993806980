"""The plain data shape both log formats are read into, and the tiles they share.

A game read from a log (:func:`tenbou.table.logs.read_log`) is a dict::

    {"format": "mjlog" | "tenhou6", "players": [names], "seats": 3 | 4,
     "rules": {"base": profile id, option: value, ...}, "said": {what the log's header said},
     "rounds": [round, ...], "end": {"points": [...], "results": [...]} | None}

and each round::

    {"round": "E1", "wind": 0, "hand": 1, "dealer": seat, "honba": n, "sticks": n,
     "scores": [points at the start], "hands": [[tile, ...] per seat], "dora": [indicator],
     "events": [event, ...], "results": [result, ...]}

Tiles are MPSZ codes of one tile (``"5m"``, ``"0p"`` for a red five). Events, in the order
they happened: ``{"draw": seat, "tile": t}``, ``{"discard": seat, "tile": t, "riichi": bool}``,
``{"call": seat, "kind": "chi|pon|kan|kakan|ankan|kita", "tiles": [t, ...], "called": t,
"from": seat}`` (``called`` and ``from``: the tile taken from another seat's discard, or for
``kakan`` the tile added; for ``ankan`` and ``kita`` both are None and the tile respectively),
``{"riichi_paid": seat}`` (the declaration stood: the stick is on the table), ``{"dora": t}``
(a new indicator turned). Results: ``{"win": {"who", "from" (None: tsumo), "pao", "han",
"fu", "points", "limit", "yaku": [[id, han], ...], "yakuman": [id, ...], "ura": [indicators],
"deltas": [points per seat]}}``, ``{"draw": {"kind": "exhaustive|nagashi|abort", "tenpai":
[seats], "deltas": [...]}}``.
"""

from __future__ import annotations

from typing import Any

#: The limits in the order Tenhou numbers them (mjlog ``ten``'s third value) and names them.
LIMITS = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")

#: The kinds of a round that ends without a winner (a draw's ``kind``).
DRAW_KINDS = ("exhaustive", "nagashi", "abort")

#: Round winds, as a round's name begins (E1, S2, W3, N4).
ROUND_LETTERS = "ESWN"

Round = dict[str, Any]


def round_name(wind: int, hand: int) -> str:
    """``"E1"`` for East 1: the round wind's letter and the hand within the round.

    >>> round_name(1, 3)
    'S3'
    """
    return f"{ROUND_LETTERS[wind % 4]}{hand}"


def kind_of(tile: str) -> str:
    """A tile's kind: a red five is a five.

    >>> kind_of("0p"), kind_of("7z")
    ('5p', '7z')
    """
    return "5" + tile[1] if tile[0] == "0" else tile


class LogError(Exception):
    """A log that cannot be read, or a round that cannot be replayed: a catalog key
    (``log.error.*``) and its fields (``round``, ``field``, ...)."""

    def __init__(self, key: str, **fields: Any):
        super().__init__(key, fields)
        self.key, self.fields = key, fields
