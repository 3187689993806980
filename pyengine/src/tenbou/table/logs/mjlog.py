"""Tenhou's mjlog XML (docs/logs.md, "Tenhou mjlog XML"), read into the plain shape of
:mod:`tenbou.table.logs.shape`.

The file is a flat list of tags under ``<mjloggm>``; it is read by a scanner of tags and their
``name="value"`` attributes, never by an XML library, and a document type declaration (the only
place an entity can be declared) is refused, so no entity is ever expanded.
"""

from __future__ import annotations

import re
from typing import Any

from ...kernel.tiles import SUITS, TILE_NAMES
from .shape import LIMITS, LogError, Round, round_name

_TAG = re.compile(r"<([A-Za-z][A-Za-z0-9]*+)((?:\s++[A-Za-z][A-Za-z0-9]*+=\"[^\"<>]*+\")*+)\s*+/?>")
_ATTRIBUTE = re.compile(r"([A-Za-z][A-Za-z0-9]*)=\"([^\"]*)\"")
_DRAW = re.compile(r"([TUVW])(\d+)")
_DISCARD = re.compile(r"([DEFG])(\d+)")

#: The red fives' numbers among the 136 tiles (the first copy of each five), where red fives play.
RED_IDS = (16, 52, 88)

#: The game type's bits (``<GO type>``), each with the rule option it sets (docs/logs.md).
TYPE_BITS = {"no_red": 0x02, "no_open_tanyao": 0x04, "south": 0x08, "three_players": 0x10}

# The 16-bit call (``<N m>``): which kind it is, by its flag bits.
_CHI, _PON, _KAKAN, _KITA = 0x04, 0x08, 0x10, 0x20


#: A run of percent-encoded bytes in an attribute (player names: UTF-8, each byte written %XX).
_PERCENT_BYTES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _unquote(text: str) -> str:
    """``text`` with its percent-encoded UTF-8 bytes decoded, as Tenhou writes player names
    (``%E3%81%82`` is あ); an invalid byte becomes U+FFFD. (Not urllib.parse.unquote: that
    module, and the ipaddress module it imports, are not in the page's trimmed standard library.)"""
    return _PERCENT_BYTES.sub(lambda run: bytes.fromhex(run.group().replace("%", "")).decode("utf-8", "replace"), text)


def is_mjlog(text: str) -> bool:
    """Whether ``text`` looks like an mjlog: XML (an XML declaration, then ``<mjloggm``).

    >>> is_mjlog('<?xml version="1.0"?><mjloggm ver="2.3">'), is_mjlog("<html>")
    (True, False)
    """
    start = text.lstrip()
    if start.startswith("<?xml"):
        start = start[start.find("?>") + 2:].lstrip()
    return start.startswith(("<mjloggm", "<!"))


def tile_code(tile_id: int, red: bool) -> str:
    """The MPSZ code of one of the 136 tiles (4 copies of each of 34 kinds, in m p s z order).

    >>> tile_code(16, True), tile_code(16, False), tile_code(17, True), tile_code(135, True)
    ('0m', '5m', '5m', '7z')
    """
    if not 0 <= tile_id < 136:
        raise ValueError(tile_id)
    kind = tile_id // 4
    return f"0{SUITS[kind // 9]}" if red and tile_id in RED_IDS else TILE_NAMES[kind]


def decode_call(m: int) -> dict[str, Any]:
    """A packed call (``<N m>``): its kind, its tile numbers, the called tile's number and the
    caller's distance to the seat it was called from (0 for its own tiles; 1 the next seat,
    2 across, 3 the seat before). docs/logs.md, "The packed call".

    >>> decode_call(18903)  # 0x49d7: a chi of 7m (tile 26) from the seat before, with 8m 9m
    {'kind': 'chi', 'tiles': [26, 30, 35], 'called': 26, 'distance': 3}
    >>> decode_call(46602)["kind"], decode_call(46602)["distance"]  # a pon of North from across
    ('pon', 2)
    """
    distance = m & 3
    if m & _CHI:
        base, called = divmod(m >> 10, 3)
        kind = base // 7 * 9 + base % 7
        tiles = [(kind + i) * 4 + (m >> (3 + 2 * i) & 3) for i in range(3)]
        return {"kind": "chi", "tiles": tiles, "called": tiles[called], "distance": distance}
    if m & (_PON | _KAKAN):
        base, called = divmod(m >> 9, 3)
        unused = m >> 5 & 3
        others = [base * 4 + i for i in range(4) if i != unused]
        if m & _PON:
            return {"kind": "pon", "tiles": others, "called": others[called], "distance": distance}
        return {"kind": "kakan", "tiles": sorted(others + [base * 4 + unused]),
                "called": base * 4 + unused, "distance": distance, "pon_called": others[called]}
    if m & _KITA:
        return {"kind": "kita", "tiles": [m >> 8], "called": m >> 8, "distance": 0}
    kind, called = divmod(m >> 8, 4)
    tiles = [kind * 4 + i for i in range(4)]
    if distance == 0:
        return {"kind": "ankan", "tiles": tiles, "called": None, "distance": 0}
    return {"kind": "kan", "tiles": tiles, "called": tiles[called], "distance": distance}


def _ints(value: str) -> list[int]:
    return [int(v) for v in value.split(",")] if value else []


def read_mjlog(text: str) -> dict[str, Any]:
    """The game of an mjlog: players, rules said by the header, rounds, the end.

    Raises :class:`LogError` for a file that is no mjlog (``log.error.xml_declaration`` for a
    document type declaration). A round whose tags cannot be read is kept as ``{"round": name,
    "error": {...}}`` and the rest are still read.
    """
    if "<!" in text:  # a document type, entity or comment: no log has one
        raise LogError("log.error.xml_declaration")
    tags = [(match.group(1), dict(_ATTRIBUTE.findall(match.group(2)))) for match in _TAG.finditer(text)]
    if not tags or tags[0][0] != "mjloggm":
        raise LogError("log.error.unknown_format")
    game: dict[str, Any] = {"format": "mjlog", "players": [], "seats": 4, "said": {}, "rounds": [], "end": None}
    game_type = 0
    red = True
    current: Round | None = None
    chunks: list[tuple[Round, list[tuple[str, dict[str, str]]]]] = []
    for name, attributes in tags[1:]:
        if name == "GO":
            game_type = int(attributes.get("type", "0") or 0)
            game["said"] = said_by_type(game_type)
            red = not game_type & TYPE_BITS["no_red"]
            game["seats"] = 3 if game_type & TYPE_BITS["three_players"] else 4
        elif name == "UN" and "n0" in attributes:
            game["players"] = [_unquote(attributes.get(f"n{seat}", "")) for seat in range(game["seats"])]
        elif name == "INIT":
            current = {"tags": []}
            chunks.append((current, [(name, attributes)]))
        elif chunks:
            chunks[-1][1].append((name, attributes))
    for _, chunk in chunks:
        game["rounds"].append(_read_round(chunk, game["seats"], red, game))
    return game


def said_by_type(game_type: int) -> dict[str, Any]:
    """What the game type's bits say of the rules (docs/logs.md, "The game type").

    >>> said_by_type(169)
    {'type': 169, 'players': 4, 'aka_dora': True, 'open_tanyao': True, 'game_length': 'hanchan'}
    """
    return {"type": game_type,
            "players": 3 if game_type & TYPE_BITS["three_players"] else 4,
            "aka_dora": not game_type & TYPE_BITS["no_red"],
            "open_tanyao": not game_type & TYPE_BITS["no_open_tanyao"],
            "game_length": "hanchan" if game_type & TYPE_BITS["south"] else "east"}


def _read_round(chunk: list[tuple[str, dict[str, str]]], seats: int, red: bool, game: dict[str, Any]) -> Round:
    init = chunk[0][1]
    name = "?"
    try:
        seed = _ints(init.get("seed", ""))
        name = round_name(seed[0] // 4, seed[0] % 4 + 1)
        round_: Round = {"round": name, "wind": seed[0] // 4, "hand": seed[0] % 4 + 1,
                         "dealer": int(init["oya"]), "honba": seed[1], "sticks": seed[2],
                         "scores": [p * 100 for p in _ints(init["ten"])][:seats],
                         "hands": [[tile_code(t, red) for t in _ints(init.get(f"hai{s}", ""))] for s in range(seats)],
                         "dora": [tile_code(seed[5], red)], "events": [], "results": []}
        reader = _RoundReader(round_, seats, red, game)
        for tag, attributes in chunk[1:]:
            reader.read(tag, attributes)
        return round_
    except LogError as error:
        return {"round": name, "error": {"key": error.key, "fields": {"round": name, **error.fields}}}
    except (KeyError, IndexError, ValueError) as error:
        return {"round": name, "error": {"key": "log.error.bad_field", "fields": {"round": name, "field": str(error)}}}


class _RoundReader:
    """Reads one round's tags into its events and results."""

    def __init__(self, round_: Round, seats: int, red: bool, game: dict[str, Any]):
        self.round, self.seats, self.red, self.game = round_, seats, red, game
        self.riichi_next: set[int] = set()

    #: The reader of each tag that is not a draw or a discard (by name: a table of bound methods
    #: kept on the reader would make a reference cycle).
    HANDLERS = {"N": "call", "REACH": "reach", "DORA": "dora", "AGARI": "agari", "RYUUKYOKU": "ryuukyoku"}

    def tile(self, tile_id: int) -> str:
        return tile_code(tile_id, self.red)

    def read(self, tag: str, attributes: dict[str, str]) -> None:
        events = self.round["events"]
        if draw := _DRAW.fullmatch(tag):
            events.append({"draw": "TUVW".index(draw.group(1)), "tile": self.tile(int(draw.group(2)))})
        elif discard := _DISCARD.fullmatch(tag):
            seat = "DEFG".index(discard.group(1))
            events.append({"discard": seat, "tile": self.tile(int(discard.group(2))),
                           "riichi": seat in self.riichi_next})
            self.riichi_next.discard(seat)
        elif tag in self.HANDLERS:
            getattr(self, self.HANDLERS[tag])(attributes)

    def call(self, attributes: dict[str, str]) -> None:
        seat = int(attributes["who"])
        call = decode_call(int(attributes["m"]))
        source = (seat + call["distance"]) % 4 if call["distance"] else None
        tiles = [self.tile(t) for t in call["tiles"]]
        called = None if call["called"] is None else self.tile(call["called"])
        self.round["events"].append({"call": seat, "kind": call["kind"], "tiles": tiles, "called": called,
                                     "from": source})

    def reach(self, attributes: dict[str, str]) -> None:
        seat = int(attributes["who"])
        if attributes.get("step") == "1":
            self.riichi_next.add(seat)
        else:
            self.round["events"].append({"riichi_paid": seat})

    def dora(self, attributes: dict[str, str]) -> None:
        self.round["events"].append({"dora": self.tile(int(attributes["hai"]))})

    def agari(self, attributes: dict[str, str]) -> None:
        who, source = int(attributes["who"]), int(attributes["fromWho"])
        fu, points, limit = _ints(attributes["ten"])[:3]
        pairs = _ints(attributes.get("yaku", ""))
        win = {"who": who, "from": None if source == who else source,
               "pao": int(attributes["paoWho"]) if "paoWho" in attributes else None,
               "fu": fu, "points": points, "limit": LIMITS[limit] if 0 <= limit < len(LIMITS) else None,
               "yaku": [[pairs[i], pairs[i + 1]] for i in range(0, len(pairs) - 1, 2)],
               "yakuman": _ints(attributes.get("yakuman", "")),
               "han": sum(pairs[1::2]),
               "ura": [self.tile(t) for t in _ints(attributes.get("doraHaiUra", ""))],
               "dora": [self.tile(t) for t in _ints(attributes.get("doraHai", ""))],
               "hai": [self.tile(t) for t in _ints(attributes.get("hai", ""))],
               "machi": self.tile(int(attributes["machi"])),
               "deltas": _deltas(attributes["sc"], self.seats)}
        self.round["results"].append({"win": win})
        self._owari(attributes)

    def ryuukyoku(self, attributes: dict[str, str]) -> None:
        kind = attributes.get("type", "")
        shown = [seat for seat in range(self.seats) if f"hai{seat}" in attributes]
        deltas = _deltas(attributes.get("sc", ""), self.seats)
        draw = {"kind": "nagashi" if kind == "nm" else ("abort" if kind else "exhaustive"),
                "why": kind, "tenpai": shown, "deltas": deltas}
        if kind == "nm":  # the seats paid: those that made nagashi mangan
            draw["nagashi"] = [seat for seat in range(self.seats) if deltas[seat] > 0]
        self.round["results"].append({"draw": draw})
        self._owari(attributes)

    def _owari(self, attributes: dict[str, str]) -> None:
        if "owari" in attributes:
            values = [float(v) for v in attributes["owari"].split(",")]
            self.game["end"] = {"points": [int(values[2 * s]) * 100 for s in range(self.seats)],
                                "results": [values[2 * s + 1] for s in range(self.seats)]}


def _deltas(sc: str, seats: int) -> list[int]:
    values = _ints(sc)
    if not values:
        return [0] * seats
    return [values[2 * s + 1] * 100 for s in range(seats)]
