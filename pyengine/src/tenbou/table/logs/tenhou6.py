"""The tenhou.net/6 JSON log (docs/logs.md, "tenhou.net/6 JSON"), read into the plain shape of
:mod:`tenbou.table.logs.shape`.

Each round gives the start hands, each seat's column of tiles taken (draws, and calls written
as strings) and column of tiles given (discards, riichi, added and concealed kans, norths set
aside), the indicators and the result. The order of play is not written: it is rebuilt here by
turning the columns, the next seat taking unless another's next take calls the discard.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ...kernel.tiles import SUITS, TILE_NAMES
from .guard import json_depth_ok
from .mjlog import said_by_type
from .shape import LogError, Round, round_name

#: Tenhou's way to write a drawn tile discarded at once.
TSUMOGIRI = 60

#: The limits as the result's text names them.
LIMIT_NAMES = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman",
               "役満": "yakuman", "数え役満": "yakuman"}

#: Draws without a winner, by the name the result gives (``流局`` exhaustive, the rest abortive).
DRAW_NAMES = {"流局": "exhaustive", "全員聴牌": "exhaustive", "全員不聴": "exhaustive", "流し満貫": "nagashi",
              "九種九牌": "abort", "四家立直": "abort", "三家和了": "abort", "四槓散了": "abort", "四風連打": "abort"}

_CALL = re.compile(r"([cpmkaf])")
_VALUE = re.compile(r"(?:(\d+)符)?(?:(\d+)飜)?(.*?)(\d+)(?:-(\d+))?点(∀)?")
_YAKU = re.compile(r"(.+)\((?:(\d+)飜|役満)\)")
_NUMBERS = frozenset([*range(11, 20), *range(21, 30), *range(31, 40), *range(41, 48), 51, 52, 53])
_TENHOU_RULE = re.compile(r"三?[般上特鳳技][東南]")


def is_tenhou6(text: str) -> bool:
    """Whether ``text`` looks like a tenhou.net/6 log: a JSON object that has a ``log``."""
    return text.lstrip().startswith("{") and '"log"' in text


def tile_code(number: int) -> str:
    """The MPSZ code of a tile as tenhou.net/6 numbers it: 11-19 man, 21-29 pin, 31-39 sou,
    41-47 honours, 51-53 the red fives.

    >>> tile_code(11), tile_code(47), tile_code(52)
    ('1m', '7z', '0p')
    """
    if type(number) is not int or number not in _NUMBERS:
        raise LogError("log.error.bad_tile", tile=str(number))
    if number >= 51:
        return f"0{SUITS[number - 51]}"
    return TILE_NAMES[9 * (number // 10 - 1) + number % 10 - 1]


def read_tenhou6(text: str) -> dict[str, Any]:
    """The game of a tenhou.net/6 log. Raises :class:`LogError` for a text that is not one
    (``log.error.too_deep``, ``log.error.bad_json``, ``log.error.unknown_format``); a round that
    cannot be read is kept as ``{"round": name, "error": {...}}``."""
    if not json_depth_ok(text):
        raise LogError("log.error.too_deep")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise LogError("log.error.bad_json") from None
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogError("log.error.unknown_format")
    given = data.get("name")
    names: list[Any] = given if isinstance(given, list) else []
    seats = 3 if _three_players(data, names) else 4
    said = _said(data, seats)
    game: dict[str, Any] = {"format": "tenhou6", "seats": seats, "said": said,
                            "players": [str(name) for name in names[:seats]],
                            "rounds": [_read_round(entry, seats, said["aka_dora"]) for entry in data["log"]],
                            "end": _end(data.get("sc"), seats)}
    _infer_tenpai(game["rounds"], seats)
    if "game_length" not in said:  # a rule name that does not say it: what the rounds played say
        winds = [r["wind"] for r in game["rounds"] if "wind" in r]
        said["game_length"] = "east" if game["end"] and winds and max(winds) == 0 else "hanchan"
        said["game_length_from"] = "rounds"
    return game


def _infer_tenpai(rounds: list[Round], seats: int) -> None:
    """A draw's tenpai seats where the deltas cannot say them (nobody or everybody paid, or a
    nagashi mangan paid instead): the dealer was tenpai exactly when the next round is dealt by
    the same seat (docs/logs.md, "tenhou.net/6 JSON")."""
    for here, after in zip(rounds, rounds[1:] + [None]):
        results = here.get("results") or [{}]
        draw = results[0].get("draw")
        if not draw or draw["kind"] == "abort" or (draw["kind"] == "exhaustive" and any(draw["deltas"])):
            continue
        repeats = after is not None and "error" not in after and after.get("wind") == here["wind"] \
            and after.get("hand") == here["hand"]
        if draw["kind"] == "nagashi":
            draw["nagashi"] = [s for s in range(seats) if draw["deltas"][s] > 0]
            draw["tenpai"] = [here["dealer"]] if repeats else []
        else:
            draw["tenpai"] = list(range(seats)) if repeats else []


def _three_players(data: dict[str, Any], names: list[Any]) -> bool:
    if len(names) == 3 or (len(names) == 4 and names[3] == ""):
        return True
    rounds = data["log"]
    return bool(rounds) and all(isinstance(r, list) and len(r) > 13 and r[13] == [] for r in rounds)


def _said(data: dict[str, Any], seats: int) -> dict[str, Any]:
    given = data.get("rule")
    rule: dict[str, Any] = given if isinstance(given, dict) else {}
    disp = str(rule.get("disp", ""))
    ref = str(data.get("ref", ""))
    typed = re.search(r"gm-([0-9a-f]{4})-", ref)
    if typed:
        said = said_by_type(int(typed.group(1), 16))
    else:
        said = {"players": seats, "aka_dora": True, "open_tanyao": True}
        if any(word in disp for word in ("東", "East", "南", "South")):
            said["game_length"] = "east" if "東" in disp or "East" in disp else "hanchan"
    red = any(rule.get(key) for key in ("aka", "aka51", "aka52", "aka53"))
    said["aka_dora"] = bool(red) if rule else said["aka_dora"]
    if disp and not typed and _TENHOU_RULE.match(disp):
        said["open_tanyao"] = "喰" in disp
    said["platform"] = "tenhou" if (typed or _TENHOU_RULE.match(disp) or not disp) else "mahjongsoul"
    said["disp"] = disp
    return said


def _end(sc: Any, seats: int) -> dict[str, Any] | None:
    if not isinstance(sc, list) or len(sc) < 2 * seats:
        return None
    return {"points": [int(sc[2 * s]) for s in range(seats)], "results": [float(sc[2 * s + 1]) for s in range(seats)]}


def _read_round(entry: Any, seats: int, red: bool) -> Round:
    name = "?"
    try:
        head = entry[0]
        name = round_name(head[0] // 4, head[0] % 4 + 1)
        round_: Round = {"round": name, "wind": head[0] // 4, "hand": head[0] % 4 + 1,
                         "dealer": head[0] % 4 % seats, "honba": head[1], "sticks": head[2],
                         "scores": entry[1][:seats], "events": [], "results": []}
        indicators = [_tile(t, red) for t in entry[2]]
        round_["dora"], round_["all_dora"] = indicators[:1], indicators
        ura = [_tile(t, red) for t in entry[3]]
        columns = [(entry[4 + 3 * s], entry[5 + 3 * s], entry[6 + 3 * s]) for s in range(seats)]
        round_["hands"] = [[_tile(t, red) for t in hand] for hand, _, _ in columns]
        _Turns(round_, columns, seats, red).play()
        round_["results"] = _results(entry[-1], seats, ura, red)
        return round_
    except LogError as error:
        return {"round": name, "error": {"key": error.key, "fields": {"round": name, **error.fields}}}
    except (KeyError, IndexError, ValueError, TypeError, AttributeError) as error:
        return {"round": name, "error": {"key": "log.error.bad_field", "fields": {"round": name, "field": str(error)}}}


def _tile(number: Any, red: bool) -> str:
    code = tile_code(int(number))
    return code if red or code[0] != "0" else "5" + code[1]


def _call_parts(text: str, red: bool) -> tuple[str, list[str], int]:
    """A call string's letter, its tiles (the called one first) and the position of the
    letter (which says whom it was called from)."""
    match = _CALL.search(text)
    if not match:
        raise LogError("log.error.bad_call", call=text)
    letter, at = match.group(1), match.start()
    digits = text[:at] + text[at + 1:]
    numbers = [int(digits[i:i + 2]) for i in range(0, len(digits), 2)]
    called_index = at // 2
    tiles = [_tile(n, red) for n in numbers]
    called = tiles.pop(called_index) if called_index < len(tiles) else tiles.pop()
    return letter, [called, *tiles], at


class _Turns:
    """Rebuilds a round's order of play from its columns (module docstring)."""

    KINDS = {"c": "chi", "p": "pon", "m": "kan", "k": "kakan", "a": "ankan", "f": "kita"}

    def __init__(self, round_: Round, columns: list[Any], seats: int, red: bool):
        self.round, self.seats, self.red = round_, seats, red
        self.takes = [list(c[1]) for c in columns]
        self.gives = [list(c[2]) for c in columns]
        self.events = round_["events"]

    def play(self) -> None:
        """Rebuilds the whole round's events, or raises ``log.error.bad_order``."""
        self.run(self.round["dealer"], True)

    def run(self, seat: int | None, draw: bool) -> None:
        """Plays on from ``seat``'s turn (drawing first where ``draw``) to the end of the round."""
        while seat is not None:
            drawn = ""
            if draw:
                if not self.takes[seat]:
                    break  # the round ended before this seat's draw (ron, or the wall ran out)
                taken = self.takes[seat].pop(0)
                if isinstance(taken, str):
                    raise self.bad_order(seat)
                drawn = _tile(taken, self.red)
                self.events.append({"draw": seat, "tile": drawn})
            turn = self.turn(seat, drawn)
            if turn is None:
                return  # a later turn played the round to its end
            seat, draw = turn
        if any(self.takes) or any(self.gives):
            raise self.bad_order(seat if seat is not None else self.round["dealer"])

    def bad_order(self, seat: int) -> LogError:
        return LogError("log.error.bad_order", round=self.round["round"], seat=seat)

    def turn(self, seat: int, drawn: str) -> tuple[int | None, bool] | None:
        """The seat's turn after its draw (or call): its kans and norths, each followed by a
        replacement draw, then its discard. Gives who plays next and whether they draw first;
        (None, False) where the round ended; None where the discard could be called and the
        choice that fits the rest of the columns already played the round to its end."""
        while True:
            if not self.gives[seat]:
                return None, False  # tsumo, or an abortive draw on the turn
            given = self.gives[seat].pop(0)
            if isinstance(given, str) and given[0] != "r":
                self.declare(seat, given)
                if not self.takes[seat]:
                    return None, False  # robbed (chankan), or the round ended there
                drawn = _tile(self.takes[seat].pop(0), self.red)
                self.events.append({"draw": seat, "tile": drawn})
                continue
            riichi = isinstance(given, str)
            number = int(given[1:]) if riichi else given
            if number == TSUMOGIRI and not drawn:
                raise self.bad_order(seat)
            tile = drawn if number == TSUMOGIRI else _tile(number, self.red)
            self.events.append({"discard": seat, "tile": tile, "riichi": riichi})
            following = (seat + 1) % self.seats
            options = self.callers(seat, tile)
            if not options:
                if not self.takes[following]:
                    return None, False  # won on this discard, or the wall ran out
                if riichi:
                    self.events.append({"riichi_paid": seat})
                return following, True
            if riichi:  # the discard passed or was called: the riichi stands
                self.events.append({"riichi_paid": seat})
            self.choose(options, following)
            return None

    def declare(self, seat: int, given: str) -> None:
        """An added kan, a concealed kan or a north set aside, written in the seat's column."""
        letter, tiles, _ = _call_parts(given, self.red)
        kind = self.KINDS[letter]
        if kind not in ("kakan", "ankan", "kita"):
            raise LogError("log.error.bad_call", call=given)
        called = None if kind == "ankan" else tiles[0]
        self.events.append({"call": seat, "kind": kind, "tiles": tiles[:1] if kind == "kita" else tiles,
                            "called": called, "from": None})

    def choose(self, options: list[tuple[int, dict[str, Any]]], following: int) -> None:
        """Tries each seat that could call the discard, then no call, and keeps the first choice
        with which the rest of the columns play out (a seat may let a tile go by and call a
        later copy of it, which only the rest of the round tells)."""
        failure: tuple[str, dict[str, Any]] = ("", {})
        for option in [*options, None]:
            saved = ([list(c) for c in self.takes], [list(c) for c in self.gives], len(self.events))
            try:
                if option is None:
                    self.run(following, True)
                else:
                    self.call(*option)
                return
            except LogError as failed:  # (its key and fields kept, not the error and its traceback)
                failure = (failed.key, failed.fields)
                self.takes, self.gives = saved[0], saved[1]
                del self.events[saved[2]:]
        raise LogError(failure[0], **failure[1])

    def call(self, caller: int, call: dict[str, Any]) -> None:
        self.takes[caller].pop(0)
        self.events.append(call)
        if call["kind"] != "kan":
            self.run(caller, False)  # chi or pon: the caller discards without drawing
            return
        if self.gives[caller] and self.gives[caller][0] == 0:
            self.gives[caller].pop(0)  # the open kan's place in the column of tiles given
        self.run(caller, True)

    def callers(self, seat: int, tile: str) -> list[tuple[int, dict[str, Any]]]:
        """The seats whose next take calls ``tile`` discarded by ``seat``: pon and kan first,
        then chi by the next seat."""
        found = []
        for distance in range(1, self.seats):
            other = (seat + distance) % self.seats
            call = self.call_on(other, seat, tile, ("p", "m"))
            if call:
                found.append((other, call))
        following = (seat + 1) % self.seats
        call = self.call_on(following, seat, tile, ("c",))
        if call:
            found.append((following, call))
        return found

    def call_on(self, caller: int, discarder: int, tile: str, letters: tuple[str, ...]) -> dict[str, Any] | None:
        if not self.takes[caller] or not isinstance(self.takes[caller][0], str):
            return None
        letter, tiles, at = _call_parts(self.takes[caller][0], self.red)
        if letter not in letters or tiles[0].replace("0", "5") != tile.replace("0", "5"):
            return None
        # the letter's place says whom it was called from, counted round a table of four
        # seats even with three players: first = the seat before, then across, then next
        distance = {0: 3, 2: 2, 4: 1, 6: 1}.get(at, 1)
        if (caller + distance) % 4 != discarder:
            return None
        kind = self.KINDS[letter]
        return {"call": caller, "kind": kind, "tiles": tiles, "called": tiles[0], "from": discarder}


def _results(result: Any, seats: int, ura: list[str], red: bool) -> list[dict[str, Any]]:
    name = result[0]
    if name == "和了":
        wins = []
        for i in range(1, len(result) - 1, 2):
            deltas, info = result[i], result[i + 1]
            wins.append({"win": _win(deltas[:seats], info, ura, seats)})
        return wins
    if name in DRAW_NAMES:
        deltas = result[1][:seats] if len(result) > 1 else [0] * seats
        return [{"draw": {"kind": DRAW_NAMES[name], "why": name, "deltas": deltas,
                          "tenpai": [s for s in range(seats) if deltas[s] > 0]}}]
    raise LogError("log.error.bad_result", result=str(name))


def _win(deltas: list[int], info: list[Any], ura: list[str], seats: int) -> dict[str, Any]:
    who, source, pao = info[0], info[1], info[2]
    value = _VALUE.fullmatch(info[3])
    if not value:
        raise LogError("log.error.bad_field", field=info[3])
    fu, han, limit_name, first, second, each = value.groups()
    payers = seats - 1
    points = int(first) * payers if each else (int(first) * (payers - 1) + int(second) if second else int(first))
    yaku, yakuman, han_total = [], [], 0
    for entry in info[4:]:
        match = _YAKU.fullmatch(entry)
        if not match:
            raise LogError("log.error.bad_field", field=entry)
        if match.group(2) is None:
            yakuman.append(match.group(1))
        else:
            yaku.append([match.group(1), int(match.group(2))])
            han_total += int(match.group(2))
    limit = LIMIT_NAMES.get(limit_name) if limit_name else None
    return {"who": who, "from": None if source == who else source, "pao": None if pao == who else pao,
            "fu": int(fu) if fu else 0, "han": han_total, "points": points, "limit": limit,
            "yaku_names": yaku, "yakuman_names": yakuman, "yaku": [], "yakuman": [], "ura": ura,
            "deltas": deltas}
