"""Replaying a round's events to the moment of each win, and the score request of that win
built from the play alone (docs/logs.md, "From the play to a score request").

Nothing the log recorded about the win's value is read here: the hand is the winner's
concealed tiles and calls as the replay left them, the winning tile is the discard (or the
added kan tile) it was won on or the tile drawn, and every flag comes from the turns played.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...kernel.winds import WIND_IDS
from .shape import LogError, Round, kind_of

#: Tiles in the live wall to draw from after the deal (136 or 108 tiles, less the 14 of the
#: dead wall and 13 dealt to each seat); each kan or north set aside moves the last one closer.
LIVE_DRAWS = {4: 136 - 14 - 4 * 13, 3: 108 - 14 - 3 * 13}

#: The call kinds that put a set on the table (``kita`` sets a north aside instead).
MELD_KINDS = {"chi": "chi", "pon": "pon", "kan": "kan", "kakan": "kan", "ankan": "ankan"}

#: The calls after which the caller draws a replacement tile.
REPLACED = ("kan", "kakan", "ankan", "kita")


@dataclass
class Seat:
    """One seat's state during the replay."""

    concealed: list[str]
    melds: list[dict[str, Any]] = field(default_factory=list)
    kita: int = 0
    discards: int = 0
    drawn: int = 0
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False


@dataclass
class Replay:
    """A round being replayed: the seats, the wall, the indicators and what the last turns did."""

    round: Round
    players: int
    seats: list[Seat]
    dora: list[str]
    live_draws: int = 0
    replacements: int = 0
    called: bool = False
    sticks: int = 0
    last: dict[str, Any] | None = None
    rinshan: bool = False
    robbable: bool = False
    pending_kan_dora: int = 0

    @property
    def wall_empty(self) -> bool:
        return self.live_draws + self.replacements >= LIVE_DRAWS[self.players]


def start(round_: Round, players: int) -> Replay:
    """The replay of ``round_`` before its first event."""
    return Replay(round_, players, [Seat(list(hand)) for hand in round_["hands"]], list(round_["dora"]),
                  sticks=round_["sticks"])


def take(hand: list[str], tile: str, round_name: str, seat: int) -> None:
    """Takes ``tile`` out of a concealed ``hand``: the very tile where it is there (a red five
    or a plain one), else raises ``log.error.missing_tile`` naming the round and the seat."""
    if tile in hand:
        hand.remove(tile)
        return
    raise LogError("log.error.missing_tile", round=round_name, seat=seat, tile=tile)


def play(replay: Replay, event: dict[str, Any]) -> None:
    """Applies one event to the replay (module docstring; docs/logs.md for each rule)."""
    name = replay.round["round"]
    if "draw" in event:
        seat = replay.seats[event["draw"]]
        if replay.robbable:  # the kan was not robbed: the calls since break every ippatsu
            _break_ippatsu(replay)
            replay.robbable = False
        if not replay.rinshan:
            replay.live_draws += 1
        seat.concealed.append(event["tile"])
        seat.drawn += 1
        replay.last = {"kind": "draw", "seat": event["draw"], "tile": event["tile"], "rinshan": replay.rinshan}
        replay.rinshan = False
    elif "discard" in event:
        number = event["discard"]
        seat = replay.seats[number]
        take(seat.concealed, event["tile"], name, number)
        if seat.ippatsu and not event["riichi"]:
            seat.ippatsu = False
        if event["riichi"]:
            seat.riichi = seat.ippatsu = True
            seat.double_riichi = seat.discards == 0 and not replay.called
        seat.discards += 1
        replay.last = {"kind": "discard", "seat": number, "tile": event["tile"]}
        _turn_pending(replay)
    elif "call" in event:
        _call(replay, event)
    elif "riichi_paid" in event:
        replay.sticks += 1
    elif "dora" in event:
        replay.dora.append(event["dora"])


def _turn_indicator(replay: Replay) -> None:
    """Reveals the next kan dora indicator where the format does not say when (tenhou.net/6),
    from the round's list of indicators."""
    revealed = replay.round.get("all_dora")
    if revealed is not None and len(replay.dora) < len(revealed):
        replay.dora.append(revealed[len(replay.dora)])


def _turn_pending(replay: Replay) -> None:
    """Turns the indicators of open and added kans still pending: Tenhou turns them after the
    replacement draw, before the next discard or the next kan (a win on the replacement tile
    does not see them)."""
    while replay.pending_kan_dora:
        replay.pending_kan_dora -= 1
        _turn_indicator(replay)


def _break_ippatsu(replay: Replay) -> None:
    for seat in replay.seats:
        seat.ippatsu = False


def _call(replay: Replay, event: dict[str, Any]) -> None:
    name = replay.round["round"]
    number, kind = event["call"], event["kind"]
    seat = replay.seats[number]
    if kind == "kita":
        take(seat.concealed, event["tiles"][0], name, number)
        seat.kita += 1
        replay.replacements += 1
        replay.rinshan = True
        replay.last = {"kind": "kita", "seat": number, "tile": event["tiles"][0]}
        return
    replay.called = True
    if kind == "kakan":
        take(seat.concealed, event["called"], name, number)
        kind_ = kind_of(event["called"])
        for meld in seat.melds:
            if meld["kind"] == "pon" and kind_of(meld["tiles"][0]) == kind_:
                meld["kind"], meld["tiles"] = "kan", meld["tiles"] + [event["called"]]
                break
        else:
            raise LogError("log.error.no_pon", round=name, seat=number, tile=event["called"])
        replay.robbable = True
        replay.last = {"kind": "kakan", "seat": number, "tile": event["called"]}
    else:
        own = list(event["tiles"])
        if event["called"] is not None:
            own.remove(event["called"])
            if replay.last and replay.last["kind"] == "discard":
                replay.last = None
        for tile in own:
            take(seat.concealed, tile, name, number)
        seat.melds.append({"kind": MELD_KINDS[kind], "tiles": list(event["tiles"])})
        if kind == "ankan":
            replay.robbable = True
            replay.last = {"kind": "ankan", "seat": number, "tile": event["tiles"][0]}
        else:
            _break_ippatsu(replay)
    if kind in REPLACED:
        replay.replacements += 1
        replay.rinshan = True
        if replay.round.get("all_dora") is not None:
            _turn_pending(replay)
            if kind == "ankan":
                _turn_indicator(replay)
            else:
                replay.pending_kan_dora += 1


def win_request(replay: Replay, win: dict[str, Any], rules: Any, first_winner: bool) -> dict[str, Any]:
    """The score request of ``win`` (who, from) built from the replay at this moment.

    Raises ``log.error.no_win_tile`` where the play before it gives no tile to win on.
    """
    name = replay.round["round"]
    who, source = win["who"], win["from"]
    seat = replay.seats[who]
    last = replay.last
    tsumo = source is None
    if last is None or (tsumo and (last["kind"] != "draw" or last["seat"] != who)) or \
            (not tsumo and (last["kind"] not in ("discard", "kakan", "ankan", "kita") or last["seat"] != source)):
        raise LogError("log.error.no_win_tile", round=name, seat=who)
    tile = last["tile"]
    concealed = list(seat.concealed) if tsumo else [*seat.concealed, tile]
    dealer = replay.round["dealer"]
    players = replay.players
    first_draw = tsumo and seat.drawn == 1 and seat.discards == 0 and not replay.called
    request: dict[str, Any] = {
        "hand": "".join(concealed), "win_tile": tile,
        "melds": [{"kind": meld["kind"], "tiles": "".join(meld["tiles"])} for meld in seat.melds],
        "win": "tsumo" if tsumo else "ron",
        "seat_wind": WIND_IDS[(who - dealer) % players],
        "round_wind": WIND_IDS[replay.round["wind"] % 4],
        "riichi": seat.riichi and not seat.double_riichi, "double_riichi": seat.double_riichi,
        "ippatsu": seat.ippatsu,
        "rinshan": tsumo and bool(last.get("rinshan")),
        "chankan": not tsumo and last["kind"] in ("kakan", "ankan"),
        "haitei": tsumo and not last.get("rinshan") and replay.wall_empty,
        "houtei": not tsumo and last["kind"] == "discard" and replay.wall_empty,
        "tenhou": first_draw and who == dealer, "chiihou": first_draw and who != dealer,
        "dora_indicators": "".join(replay.dora), "ura_dora_indicators": "".join(win.get("ura", [])),
        "honba": replay.round["honba"], "riichi_sticks": replay.sticks if first_winner else 0,
        "rules": rules,
    }
    if players == 3:
        request["kita"] = seat.kita
    return {key: value for key, value in request.items() if value not in (False, "", [])}
