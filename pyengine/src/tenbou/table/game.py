"""The score sheet of a whole game: its events in, every seat's points and the standings out.

:func:`game` takes a game request (docs/game.md): the rules, the four players' names and the
events of the game so far, in order (``riichi``, ``win``, ``wins``, ``draw``, ``abort``,
``chombo``), and plays them through under the profile's game rules
(:data:`tenbou.rules.GAME_OPTIONS`, in ``rules.game``) and scoring rules. Seats are 0 to 3, the
players in their starting seats; seat 0 deals first. A win is given as han and fu (or yakuman),
or as a hand, which :func:`tenbou.score` scores with the game's winds, honba and sticks, so the
calculator and the sheet never disagree.

Points are conserved after every event: the scores plus the riichi sticks on the table always
make four times the starting points. An event that cannot happen is the error ``invalid_event``
naming it as ``events[i]`` (the error's ``event`` is ``i``, its ``reason`` the message without that
prefix, as a page that shows the event itself says it); the error carries ``state``, the response
for the events before it.
Nothing here raises on bad input.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeGuard

from ..road.api import score
from ..errors import TenbouError, check_language, json_call, never_raising
from ..road.calls import points_text
from ..i18n import DEFAULT_LANGUAGE, Named, render, text, text_in, yakuman_count
from ..rules import DEFAULT_PROFILE, Rules, resolve_rules
from ..road.scoring import bisected, hand_value, pay
from ..kernel.tiles import WIND_IDS

#: The fields of a game request.
FIELDS = ("rules", "players", "events", "lang")

#: The kinds of event, each an object with exactly one of these keys.
EVENT_KINDS = ("riichi", "win", "wins", "draw", "abort", "chombo")

#: The fields of a win (``win``, and each entry of ``wins``).
WIN_FIELDS = ("winner", "from", "han", "fu", "yakuman", "hand", "liable", "liable_yakuman")


#: The rounded fu a hand below 5 han can have (docs/fu.md).
FU_VALUES = (20, 25, *range(30, 140, 10))

#: The most yakuman one hand can be worth that the ledger accepts.
MAX_YAKUMAN = 8

#: The yakuman counts the game sheet offers for a win entered by count: single to quadruple
#: (the ledger takes up to :data:`MAX_YAKUMAN`).
SHEET_YAKUMAN = (1, 2, 3, 4)

#: The seats of a four-player game (a game has one seat per player: :attr:`Table.seats`).
SEATS = range(4)


def seat_wind(seat: int, dealer: int, players: int = 4) -> str:
    """The wind of ``seat`` in a hand dealt by ``dealer``: the dealer sits East, and the winds
    go round in seat order (East, South and West with three players).

    >>> seat_wind(0, 0), seat_wind(0, 1), seat_wind(3, 1), seat_wind(0, 1, players=3)
    ('east', 'north', 'west', 'west')
    """
    return WIND_IDS[(seat - dealer) % players]


class EventError(Exception):
    """An event that cannot happen: a catalog key (``game.error.*``) and its fields."""

    def __init__(self, key: str, **fields: Any):
        super().__init__(key)
        self.key, self.fields = key, fields


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _points(n: int) -> Callable[[str], str]:
    """Points as the text in any language writes them (:func:`tenbou.road.calls.points_text`:
    "8,000" in English, "8000" in Japanese), a field to be written once the language is known."""
    return lambda lang: points_text(lang, n)


def _shown(value: object) -> str:
    """A value as a message quotes it: its JSON, or (a Python caller's non-JSON value) its repr."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return repr(value)


# ------------------------------------------------------------------ the table


class Table:
    """The state of a game between events (points, the hand being played, sticks, honba).

    ``seats``: one per player (``rules.players``: 0 to 3, or 0 to 2 with three players);
    ``scores``: each seat's points; ``round``: 0 for East, 1 for South...; ``hand``: 1 to 4
    within the round, 1 to 3 with three players (the dealer is seat ``hand - 1``); ``sticks``:
    riichi sticks on the table;
    ``declared``: the seats that declared riichi in the hand being played; ``penalties``:
    points deducted outside the table (negative), per seat; ``hands``: one entry per event.
    """

    def __init__(self, rules: Rules, spec: Any, lang: str, names: list[str]):
        self.rules, self.game_rules, self.spec, self.lang, self.names = rules, rules.game, spec, lang, names
        self.seats = range(rules.players)
        self.scores = [rules.game.start_points] * rules.players
        self.total = rules.players * rules.game.start_points
        self.round, self.hand, self.honba, self.sticks = 0, 1, 0, 0
        self.declared: list[int] = []
        self.penalties = self.no_deltas()
        self.finished = False
        self.hands: list[dict[str, Any]] = []

    @property
    def dealer(self) -> int:
        return self.hand - 1

    def no_deltas(self) -> list[int]:
        """A change of 0 points for each seat."""
        return [0] * len(self.seats)

    def seat(self, value: object, field: str) -> int:
        """The seat an event names, checked against the game's seats."""
        return _seat(value, field, self)

    def t(self, key: str, **fields: Any) -> str:
        return render(self.lang, key, fields)

    def seat_wind(self, seat: int) -> str:
        return seat_wind(seat, self.dealer, len(self.seats))

    # -------------------------------------------------------------- standings

    def places(self, points: list[int]) -> list[tuple[int, int, int]]:
        """``(seat, place, group size)`` by place: ties share a place (``ties: "split"``) or go
        to the seat nearer the first dealer (``"seat_order"``)."""
        order = sorted(self.seats, key=lambda s: (-points[s], s))
        if self.game_rules.ties == "seat_order":
            return [(seat, i + 1, 1) for i, seat in enumerate(order)]
        out = []
        for seat in order:
            first = next(j for j in self.seats if points[order[j]] == points[seat])
            size = sum(1 for s in self.seats if points[s] == points[seat])
            out.append((seat, first + 1, size))
        return out

    def leftover_shares(self, points: list[int], sticks: int) -> tuple[list[int], list[float]]:
        """What each seat gets of the riichi sticks left on the table at the end, in points:
        ``(in_points, in_result)``. All go to first place, or nothing (``leftover_sticks:
        "lost"``). Tied first places (``ties: "split"``) share them equally, as they share the
        uma (docs/game.md, leftover_sticks): in points where the amount splits into equal whole
        points (``in_points``), else in the final result only (``in_result``, exact shares),
        the sticks staying on the table, since points move in whole points."""
        amount = sticks * self.rules.riichi_stick
        in_points, in_result = self.no_deltas(), [0.0] * len(self.seats)
        if self.game_rules.leftover_sticks != "winner" or not amount:
            return in_points, in_result
        firsts = [seat for seat, place, _ in self.places(points) if place == 1]
        whole = amount % len(firsts) == 0
        for seat in firsts:
            if whole:
                in_points[seat] = amount // len(firsts)
            else:
                in_result[seat] = amount / len(firsts)
        return in_points, in_result

    def standings(self) -> list[dict[str, Any]]:
        """The standings as if the game ended now (docs/game.md, "Standings")."""
        points = list(self.scores)
        in_points, in_result = self.leftover_shares(points, self.sticks)  # (finished: only what stayed)
        if not self.finished:
            points = [p + s for p, s in zip(points, in_points)]
        g = self.game_rules
        oka = len(self.seats) * (g.return_points - g.start_points)
        bonus = [g.uma[0] + oka, *g.uma[1:]]
        out = []
        results: list[float] = []
        for seat, place, size in self.places(points):
            share = sum(bonus[place - 1:place - 1 + size]) / size
            result = (points[seat] - g.return_points + share + in_result[seat] + self.penalties[seat]) / 1000
            if g.result_rounding == "tenhou":
                result = _tenhou_thousands(points[seat] - g.return_points + self.penalties[seat]) + share / 1000
            results.append(round(result, 1))
            out.append({"seat": seat, "name": self.names[seat], "points": points[seat], "place": place,
                        "result": results[-1]})
        if g.result_rounding == "tenhou" and out:  # first place: minus the others, so they add up to 0
            out[0]["result"] = round(-sum(results[1:]), 1)
        return out

    def response(self) -> dict[str, Any]:
        return {
            "ok": True, "rules": self.rules.id, "rules_name": self.rules.name_in(self.lang), "players": list(self.names),
            "scores": list(self.scores), "round_wind": WIND_IDS[self.round], "hand": self.hand,
            "dealer": self.dealer, "honba": self.honba, "riichi_sticks": self.sticks,
            "finished": self.finished, "hands": list(self.hands), "penalties": list(self.penalties),
            "standings": self.standings(),
        }

    # -------------------------------------------------------------- moving points

    def record(self, index: int, kind: str, deltas: list[int], sticks_change: int, description: list[str]) -> None:
        """Apply one event's changes and write its ``hands`` entry; points stay conserved."""
        self.scores = [s + d for s, d in zip(self.scores, deltas)]
        self.sticks += sticks_change
        if sum(self.scores) + self.sticks * self.rules.riichi_stick != self.total:  # pragma: no cover
            raise AssertionError(f"points not conserved after events[{index}]")
        joiner = self.t("game.join")
        self.hands.append({"event": index, "kind": kind, "deltas": deltas, "description": joiner.join(description)})

    def end_hand(self, dealer_stays: bool, honba: int, dealer_won: bool, deltas: list[int], description: list[str],
                 sticks: int) -> int:
        """Move on after a hand that leaves ``sticks`` riichi sticks on the table: the next
        hand, a repeat, or the end of the game (busting, the last hand, agari-yame, the West
        extension; docs/game.md, "The end"). Returns how many sticks the end of the game handed
        out (:meth:`finish`), else 0."""
        g = self.game_rules
        self.declared = []
        after = [s + d for s, d in zip(self.scores, deltas)]
        last_round = 1 if g.game_length == "hanchan" else 0
        reached = any(p >= g.target_points for p in after)
        dealer_first = any(seat == self.dealer and place == 1 for seat, place, _ in self.places(after))
        in_extension = self.round > last_round
        hands = len(self.seats)  # (hands a round: one deal per seat)
        all_last = self.round == last_round and self.hand == hands
        if self.busted(after, description):
            return self.finish(deltas, description, sticks)
        if dealer_stays:
            if in_extension and reached and dealer_first:
                description.append(self.t("game.end"))
                return self.finish(deltas, description, sticks)
            if (all_last or in_extension) and dealer_won and g.agari_yame and dealer_first and (
                    not g.west_extension or after[self.dealer] >= g.target_points):
                description.append(self.t("game.agari_yame"))
                return self.finish(deltas, description, sticks)
            description.append(self.t("game.dealer_repeats"))
            self.honba = honba
            return 0
        self.honba = honba
        if in_extension and (reached or self.hand == hands):
            description.append(self.t("game.end"))
            return self.finish(deltas, description, sticks)
        if all_last:
            if g.west_extension and not reached and self.round < 3:
                self.round, self.hand = self.round + 1, 1
                description.append(self.t("game.extension", points=_points(g.target_points),
                                          wind=self.t(f"wind.{WIND_IDS[self.round]}")))
                return 0
            description.append(self.t("game.end"))
            return self.finish(deltas, description, sticks)
        if self.hand == hands:
            self.round, self.hand = self.round + 1, 1
        else:
            self.hand += 1
        return 0

    def busted(self, after: list[int], description: list[str]) -> bool:
        """Whether the points ``after`` an event end the game by busting (and say so)."""
        if self.game_rules.busting != "below_zero" or all(p >= 0 for p in after):
            return False
        busted = [self.names[s] for s in self.seats if after[s] < 0]
        description.append(self.t("game.bust", names=self.t("game.list_separator").join(busted)))
        return True

    def finish(self, deltas: list[int], description: list[str], sticks: int) -> int:
        """End the game: the ``sticks`` left go to first place where the rules say so (added
        to ``deltas``, or shared in the final result when tied first places cannot split them
        into equal whole points: :meth:`leftover_shares`). Returns how many sticks were handed
        out."""
        self.finished = True
        after = [s + d for s, d in zip(self.scores, deltas)]
        in_points, in_result = self.leftover_shares(after, sticks)
        paid = any(in_points)  # (else shared in the final result only, or given to nobody)
        shares = in_points if paid else in_result
        if not any(shares):
            return 0
        names = [self.names[s] for s in self.seats if shares[s]]
        key = "game.leftover" if paid else "game.leftover_result"
        description.append(self.t(key, points=_points(sticks * self.rules.riichi_stick),
                                  names=self.t("game.list_separator").join(names)))
        for seat in self.seats:
            deltas[seat] += in_points[seat]
        return sticks if paid else 0


def _tenhou_thousands(points: int) -> int:
    """Points as whole thousands the way Tenhou rounds a final result: 500 and less of a
    thousand dropped, 600 and more counted (五捨六入), away from zero alike for a negative number.

    >>> _tenhou_thousands(20300), _tenhou_thousands(-19500), _tenhou_thousands(-1600), _tenhou_thousands(600)
    (20, -19, -2, 1)
    """
    whole, rest = divmod(abs(points), 1000)
    rounded = whole + (1 if rest >= 600 else 0)
    return rounded if points >= 0 else -rounded


# ------------------------------------------------------------------ reading events


def _seat(value: object, field: str, table: Table) -> int:
    """A seat of the game (0 to 3, or 0 to 2 with three players), else :class:`EventError`."""
    if not _is_int(value) or value not in table.seats:
        if len(table.seats) == 3:
            raise EventError("game.error.seat_three", field=field, value=_shown(value), rules=table.rules.name_in(table.lang))
        raise EventError("game.error.seat", field=field, value=_shown(value))
    return value


def _check_fields(obj: dict[str, Any], allowed: tuple[str, ...], kind: str) -> None:
    for key in obj:
        if key not in allowed:
            raise EventError("game.error.field", field=_shown(key), kind=kind)


class Win:
    """One winner's claim, read and valued: ``payments`` as :func:`tenbou.road.scoring.pay` gives
    them (honba included), ``base`` points, ``yakuman`` count and the words of its value."""

    # (Set by :meth:`value`.)
    honba: int
    payments: dict[str, int]
    base: int
    yakuman: int
    covered_by_rule: int
    covered: int
    words: Named

    def __init__(self, table: Table, win: Any, kind: str):
        if type(win) is not dict:
            raise EventError("game.error.win_object", kind=kind)
        _check_fields(win, WIN_FIELDS, kind)
        if "winner" not in win or "from" not in win:
            raise EventError("game.error.win_needs", kind=kind)
        self.winner = table.seat(win["winner"], "winner")
        self.discarder = None if win["from"] is None else table.seat(win["from"], "from")
        if self.discarder == self.winner:
            raise EventError("game.error.own_discard", name=table.names[self.winner])
        forms = [key for key in ("han", "yakuman", "hand") if key in win]
        if len(forms) != 1 or ("fu" in win and "han" not in win):
            raise EventError("game.error.value")
        self.form = forms[0]
        self.raw = win
        self.tsumo = self.discarder is None
        self.dealer = self.winner == table.dealer
        if self.form == "han":
            self._check_han_fu(win)
        elif self.form == "yakuman":
            if not _is_int(win["yakuman"]) or not 1 <= win["yakuman"] <= MAX_YAKUMAN:
                raise EventError("game.error.yakuman", value=_shown(win["yakuman"]), most=MAX_YAKUMAN)
        else:
            self._check_hand(table, win["hand"])
        self.liable = None
        if "liable" in win:
            self.liable = table.seat(win["liable"], "liable")
            if self.liable == self.winner:
                raise EventError("game.error.liable_winner")
            if not table.game_rules.liability:
                raise EventError("game.error.no_liability")
            if self.form == "han":
                raise EventError("game.error.liable_value")
        if "liable_yakuman" in win:
            if self.liable is None:
                raise EventError("game.error.liable_yakuman_alone")
            if not _is_int(win["liable_yakuman"]) or win["liable_yakuman"] < 1:
                raise EventError("game.error.liable_yakuman", value=_shown(win["liable_yakuman"]))

    def _check_han_fu(self, win: dict[str, Any]) -> None:
        han, fu = win["han"], win.get("fu")
        if not _is_int(han) or not 1 <= han <= 99:
            raise EventError("game.error.han", value=_shown(han))
        if fu is None and han < 5:
            raise EventError("game.error.fu_needed", han=han)
        if "fu" in win and (not _is_int(fu) or fu not in FU_VALUES):
            raise EventError("game.error.fu", value=_shown(fu))
        if han < 5 and ((fu == 20 and (not self.tsumo or han == 1)) or (fu == 25 and han == 1)):
            raise EventError("game.error.han_fu", han=han, fu=fu, way=text_in(f"cli.win.{'tsumo' if self.tsumo else 'ron'}"))

    def _check_hand(self, table: Table, hand: Any) -> None:
        if type(hand) is not dict:
            raise EventError("game.error.hand_object")
        for key in FILLED_HAND_FIELDS:
            if key in hand:
                raise EventError("game.error.hand_field", field=key)
        declared = self.winner in table.declared
        claims = hand.get("riichi") is True or hand.get("double_riichi") is True
        if claims and not declared:
            raise EventError("game.error.hand_riichi", name=table.names[self.winner])
        if declared and (hand.get("riichi") is False and hand.get("double_riichi") is not True):
            raise EventError("game.error.hand_no_riichi", name=table.names[self.winner])

    def value(self, table: Table, honba: int, sticks: int) -> None:
        """Value the win with ``honba`` counters and ``sticks`` riichi sticks to the winner:
        sets ``payments``, ``base``, ``yakuman``, ``covered`` (the yakuman under liability)
        and ``words``."""
        rules = table.rules
        self.honba = honba
        if self.form == "hand":
            response = self._score_hand(table, honba, sticks)
            self.payments, self.base, self.yakuman = response["payments"], response["base_points"], response["yakuman"]
            covered_ids = {entry["id"]: entry["yakuman"] for entry in response["yaku"] if "yakuman" in entry}
            self.covered_by_rule = sum(n for yaku, n in covered_ids.items() if yaku in table.game_rules.liability)
            self.words = self._words(table, response["han"], response["fu"], response["yakuman"])
        else:
            han = self.raw.get("han", 0)
            fu = self.raw.get("fu", 30)
            self.yakuman = self.raw.get("yakuman", 0)
            value = hand_value(han, fu, self.yakuman, kiriage=rules.kiriage, kazoe=rules.kazoe)
            self.base = value.base
            self.payments = pay(value.base, dealer=self.dealer, tsumo=self.tsumo, honba=honba,
                                honba_ron=rules.honba_ron, honba_tsumo_each=rules.honba_tsumo_each,
                                bisection=bisected(rules))
            self.covered_by_rule = self.yakuman
            self.words = self._words(table, han, self.raw.get("fu"), self.yakuman)
        self.covered = 0
        if self.liable is not None:
            if not self.yakuman or (self.form == "hand" and not self.covered_by_rule):
                raise EventError("game.error.liable_value")
            if "liable_yakuman" in self.raw:
                if self.raw["liable_yakuman"] > self.yakuman:
                    raise EventError("game.error.liable_yakuman", value=_shown(self.raw["liable_yakuman"]))
                self.covered = self.raw["liable_yakuman"]
            elif table.game_rules.liability_scope == "triggering_yakuman":
                self.covered = self.covered_by_rule
            else:
                self.covered = self.yakuman

    def _score_hand(self, table: Table, honba: int, sticks: int) -> dict[str, Any]:
        hand = dict(self.raw["hand"])
        if self.winner in table.declared and "riichi" not in hand and hand.get("double_riichi") is not True:
            hand["riichi"] = True
        hand.update({key: fill(self, table, honba, sticks) for key, fill in _FILLED.items()})
        hand.setdefault("lang", table.lang)
        response: dict[str, Any] = score(hand)
        if not response["ok"]:
            raise EventError("game.error.hand_score", code=response["error"]["code"],
                             message=response["error"]["message"])
        return response

    def _words(self, table: Table, han: int, fu: int | None, yakuman: int) -> Named:
        if yakuman:
            return yakuman_count(table.lang, yakuman)
        if fu is None or han >= 5:
            return Named(table.lang, "game.value.han", str(han), han=han)
        return Named(table.lang, "game.value.han_fu", f"{han}/{fu}", han=han, fu=fu)

    def pay_into(self, table: Table, deltas: list[int]) -> int:
        """Add what this win moves to ``deltas``; returns what the winner gets from the
        players (points, sticks not included). Liability: docs/game.md, liability."""
        w = self.winner
        before = deltas[w]
        if self.covered and self.liable is not None and self.liable != self.discarder:
            self._pay_liable(table, deltas, self.liable)
        elif self.discarder is None:  # (a tsumo)
            for seat in table.seats:
                if seat == w:
                    continue
                amount = self.payments.get("each") or (
                    self.payments["dealer"] if seat == table.dealer else self.payments["non_dealer"])
                deltas[seat] -= amount
                deltas[w] += amount
        else:
            deltas[self.discarder] -= self.payments["discarder"]
            deltas[w] += self.payments["discarder"]
        return deltas[w] - before

    def _pay_liable(self, table: Table, deltas: list[int], liable: int) -> None:
        rules, w, honba, discarder = table.rules, self.winner, self.honba, self.discarder
        covered_base = self.base * self.covered // self.yakuman
        rest_base = self.base - covered_base
        covered_ron = pay(covered_base, dealer=self.dealer, tsumo=False)["discarder"]
        if discarder is None:  # (a tsumo)
            owed = {liable: covered_ron + (len(table.seats) - 1) * rules.honba_tsumo_each * honba}
            if rest_base:
                rest = pay(rest_base, dealer=self.dealer, tsumo=True, bisection=bisected(rules))
                for seat in table.seats:
                    if seat != w:
                        share = rest.get("each") or (rest["dealer"] if seat == table.dealer else rest["non_dealer"])
                        owed[seat] = owed.get(seat, 0) + share
        else:
            half = covered_ron // 2
            rest_ron = pay(rest_base, dealer=self.dealer, tsumo=False)["discarder"] if rest_base else 0
            owed = {liable: half, discarder: covered_ron - half + rest_ron + rules.honba_ron * honba}
        for seat, amount in owed.items():
            deltas[seat] -= amount
            deltas[w] += amount


#: The score request fields that the game fills in for a win given as a hand (a hand that names
#: one is refused): each field's value, from the win, the table and the honba and riichi sticks on it.
_FILLED: dict[str, Callable[[Win, Table, int, int], Any]] = {
    "seat_wind": lambda win, table, honba, sticks: table.seat_wind(win.winner),
    "round_wind": lambda win, table, honba, sticks: WIND_IDS[table.round],
    "win": lambda win, table, honba, sticks: "tsumo" if win.tsumo else "ron",
    "honba": lambda win, table, honba, sticks: honba,
    "riichi_sticks": lambda win, table, honba, sticks: sticks,
    "rules": lambda win, table, honba, sticks: table.spec,
}
FILLED_HAND_FIELDS = tuple(_FILLED)


# ------------------------------------------------------------------ the events


def _riichi(table: Table, index: int, seat: object) -> None:
    """A riichi declaration: the seat's stick goes to the table (once a hand)."""
    seat = table.seat(seat, "riichi")
    name = table.names[seat]
    if seat in table.declared:
        raise EventError("game.error.riichi_twice", name=name)
    stick, needed = table.rules.riichi_stick, table.game_rules.riichi_min_points
    if table.scores[seat] < needed:
        raise EventError("game.error.riichi_points", name=name, points=_points(table.scores[seat]),
                         needed=_points(needed))
    table.declared.append(seat)
    deltas = table.no_deltas()
    deltas[seat] -= stick
    table.record(index, "riichi", deltas, 1, [table.t("game.riichi", name=name, points=_points(stick))])


def _describe_win(table: Table, win: Win, received: int, sticks: int) -> list[str]:
    names = table.names
    stick_points = sticks * table.rules.riichi_stick
    if win.discarder is None:  # (a tsumo)
        out = [table.t("game.tsumo", winner=names[win.winner], value=win.words, points=_points(received))]
    else:
        out = [table.t("game.ron", winner=names[win.winner], discarder=names[win.discarder], value=win.words,
                       points=_points(received))]
    if stick_points:
        out.append(table.t("game.sticks", name=names[win.winner], points=_points(stick_points)))
    if win.covered and win.liable is not None and win.liable != win.discarder:
        out.append(table.t("game.liable", name=names[win.liable]))
    return out


def _wins(table: Table, index: int, claims: list[Any], kind: str) -> None:
    """One win, or several on one discard: each valued and paid in turn order after the
    discarder, honba and sticks shared out as the rules say (docs/game.md, "How a hand ends")."""
    wins = [Win(table, claim, kind) for claim in claims]
    description: list[str] = []
    if len(wins) > 1:
        discarder = wins[0].discarder
        if discarder is None or {w.discarder for w in wins} != {discarder} or len({w.winner for w in wins}) != len(wins):
            raise EventError("game.error.wins_same_discard")
        wins.sort(key=lambda w: (w.winner - discarder) % len(table.seats))  # turn order after the discarder
        g = table.game_rules
        if len(wins) == 3 and g.triple_ron_abort:
            for win in wins:  # (still valued, so that an impossible claim is still refused)
                win.value(table, 0, 0)
            return _abort(table, index, [table.t("game.triple_ron_abort")], kind)
        if g.multiple_ron == "head_bump":
            description.append(table.t("game.head_bump", name=table.names[wins[0].winner]))
            wins = wins[:1]
    g = table.game_rules
    deltas = table.no_deltas()
    sticks_left = table.sticks
    own_back = g.multiple_ron_sticks == "own_back" and len(wins) > 1
    returned = {w.winner for w in wins if own_back and w.winner in table.declared}
    for order, win in enumerate(wins):
        first = order == 0
        honba = table.honba if first or g.multiple_ron_honba == "each" else 0
        sticks = (1 if win.winner in returned else 0) + (sticks_left - len(returned) if first else 0)
        win.value(table, honba, sticks)
        received = win.pay_into(table, deltas)
        deltas[win.winner] += sticks * table.rules.riichi_stick
        description += _describe_win(table, win, received, sticks)
    dealer_won = any(w.winner == table.dealer for w in wins)
    honba = table.honba + 1 if dealer_won else 0
    handed_out = table.end_hand(dealer_won, honba, dealer_won, deltas, description, 0)
    table.record(index, kind, deltas, -sticks_left - handed_out, description)


def _draw(table: Table, index: int, draw: Any) -> None:
    """An exhaustive draw: the noten payments (or, where a seat made nagashi mangan and the rules
    pay it, the nagashi payments instead), a honba, the dealer repeats when tenpai."""
    if type(draw) is not dict:
        raise EventError("game.error.draw")
    _check_fields(draw, ("tenpai", "nagashi"), "draw")
    tenpai, nagashi = _draw_seats(table, draw, "tenpai"), _draw_seats(table, draw, "nagashi")
    if nagashi and not table.rules.nagashi_mangan:
        raise EventError("game.error.no_nagashi", rules=table.rules.name_in(table.lang))
    deltas = _nagashi_deltas(table, nagashi) if nagashi else _noten_deltas(table, tenpai)
    names = table.t("game.list_separator").join(table.names[s] for s in tenpai)
    description = [table.t("game.draw", names=names) if tenpai else table.t("game.draw_none")]
    if nagashi:
        description.append(table.t("game.nagashi", names=table.t("game.list_separator").join(
            table.names[s] for s in nagashi)))
    dealer_tenpai = table.dealer in tenpai
    handed_out = table.end_hand(dealer_tenpai, table.honba + 1, False, deltas, description, table.sticks)
    table.record(index, "draw", deltas, -handed_out, description)


def _draw_seats(table: Table, draw: dict[str, Any], field: str) -> list[int]:
    """The seats a draw lists under ``field`` (``tenpai``, ``nagashi``), each once."""
    listed = draw.get(field, [])
    if type(listed) is not list:
        raise EventError("game.error.tenpai")
    seats = sorted(table.seat(seat, field) for seat in listed)
    if len(set(seats)) != len(seats):
        raise EventError("game.error.tenpai")
    return seats


def _noten_deltas(table: Table, tenpai: list[int]) -> list[int]:
    """The noten payments: the seats not tenpai pay ``noten_payment`` in all to those tenpai."""
    deltas = table.no_deltas()
    payment = table.game_rules.noten_payment
    if 0 < len(tenpai) < len(table.seats):
        noten = [s for s in table.seats if s not in tenpai]
        for seat in tenpai:
            deltas[seat] += payment // len(tenpai)
        for seat in noten:
            deltas[seat] -= payment // len(noten)
        # (3,000 splits evenly among 1, 2 or 3, 2,000 between 1 or 2; another payment may leave an
        # odd remainder)
        surplus = sum(deltas)
        deltas[noten[0]] -= surplus
    return deltas


def _nagashi_deltas(table: Table, nagashi: list[int]) -> list[int]:
    """Nagashi mangan (rules option ``nagashi_mangan``): each seat that made it is paid a mangan
    as by a self-draw, without honba, and no noten payments are made (Tenhou's records: docs/logs.md,
    "Nagashi mangan")."""
    deltas = table.no_deltas()
    for seat in nagashi:
        owed = pay(2000, dealer=seat == table.dealer, tsumo=True, bisection=bisected(table.rules))
        for payer in table.seats:
            if payer != seat:
                share = owed["each"] if "each" in owed else owed["dealer" if payer == table.dealer else "non_dealer"]
                deltas[payer] -= share
                deltas[seat] += share
    return deltas


def _abort(table: Table, index: int, description: list[str] | None = None, kind: str = "abort") -> None:
    """An abortive draw (or what the rules turn into one): a honba, the dealer stays."""
    if description is None:
        if not table.game_rules.abortive_draws:
            raise EventError("game.error.no_abort")
        description = [table.t("game.abort")]
    deltas = table.no_deltas()
    handed_out = table.end_hand(True, table.honba + 1, False, deltas, description, table.sticks)
    table.record(index, kind, deltas, -handed_out, description)


def _chombo(table: Table, index: int, seat: object) -> None:
    """A chombo: the rules' penalty, then (``chombo_replay``) the hand replayed with its riichi
    sticks given back."""
    seat = table.seat(seat, "chombo")
    g, name = table.game_rules, table.names[seat]
    deltas = table.no_deltas()
    if g.chombo == "deduction":
        table.penalties[seat] -= g.chombo_points
        description = [table.t("game.chombo_deduction", name=name, points=_points(g.chombo_points))]
    else:
        owed = pay(2000, dealer=seat == table.dealer, tsumo=True)  # (with three players: to the two others)
        for other in table.seats:
            if other != seat:
                amount = owed.get("each") or (owed["dealer"] if other == table.dealer else owed["non_dealer"])
                deltas[other] += amount
                deltas[seat] -= amount
        description = [table.t("game.chombo_payment", name=name, points=_points(-deltas[seat]))]
    if not g.chombo_replay:
        handed_out = table.end_hand(False, table.honba, False, deltas, description, table.sticks)
        return table.record(index, "chombo", deltas, -handed_out, description)
    returned = len(table.declared)
    for owner in table.declared:
        deltas[owner] += table.rules.riichi_stick
    if returned:
        description.append(table.t("game.sticks_returned"))
    table.declared = []
    after = [s + d for s, d in zip(table.scores, deltas)]
    if table.busted(after, description):
        returned += table.finish(deltas, description, table.sticks - returned)
    else:
        description.append(table.t("game.replay"))
    table.record(index, "chombo", deltas, -returned, description)


def _apply(table: Table, index: int, event: Any) -> None:
    """Play one event; raises :class:`EventError` for one that cannot happen."""
    if type(event) is not dict or len(event) != 1 or next(iter(event)) not in EVENT_KINDS:
        raise EventError("game.error.event", kinds=", ".join(EVENT_KINDS))
    if table.finished:
        raise EventError("game.error.finished")
    (kind, value), = event.items()
    if kind == "riichi":
        _riichi(table, index, value)
    elif kind == "win":
        _wins(table, index, [value], "win")
    elif kind == "wins":
        if type(value) is not list or not 1 <= len(value) <= 3:
            raise EventError("game.error.wins")
        _wins(table, index, value, "wins")
    elif kind == "draw":
        _draw(table, index, value)
    elif kind == "abort":
        if value is not True:
            raise EventError("game.error.abort_value")
        _abort(table, index)
    else:
        _chombo(table, index, value)


# ------------------------------------------------------------------ the entry points


def _bad(key: str, **fields: Any) -> TenbouError:
    return TenbouError("bad_request", key, **fields)


def _read_request(request: Any) -> tuple[Table, list[Any]]:
    if type(request) is not dict:
        raise _bad("game.error.request")
    lang = check_language(request.get("lang", DEFAULT_LANGUAGE))
    for key in request:
        if key not in FIELDS:
            raise _bad("game.error.unknown_field", field=_shown(key), fields=", ".join(FIELDS))
    spec = request.get("rules", DEFAULT_PROFILE)
    rules = resolve_rules(spec)
    names = request.get("players")
    if names is None:
        names = [text(lang, "game.player", number=seat + 1) for seat in range(rules.players)]
    elif type(names) is not list or len(names) != rules.players or any(type(n) is not str for n in names):
        if rules.players == 3:
            raise _bad("game.error.players_three", rules=rules.name_in)
        raise _bad("game.error.players")
    events = request.get("events", [])
    if type(events) is not list:
        raise _bad("game.error.events")
    return Table(rules, spec, lang, list(names)), events


@never_raising(too_deep="game.error.request")
def game(request: Any) -> dict[str, Any]:
    """Play a game request's events through and return the game's state. Never raises.

    :param request: ``{"rules": <as in a score request>, "players": [4 names], "events": [...],
        "lang": "en" | "ja"}`` (docs/game.md).
    :returns: ``{"ok": true, "scores": [points x 4], "round_wind", "hand", "dealer", "honba",
        "riichi_sticks", "finished", "hands": [{"event", "kind", "deltas", "description"}],
        "penalties": [points x 4], "standings": [{"seat", "name", "points", "place",
        "result"}], ...}``, or an error object: ``bad_request``, ``invalid_rules``, or
        ``invalid_event`` naming ``events[i]`` (also as ``event``, with the message without that
        prefix as ``reason``) with ``state``, the response before it.

    >>> r = game({"events": [{"riichi": 1}, {"win": {"winner": 1, "from": 0, "han": 2, "fu": 40}}]})
    >>> r["scores"], r["dealer"], r["honba"]
    ([27400, 32600, 30000, 30000], 1, 0)
    """
    table, events = _read_request(request)
    for index, event in enumerate(events):
        saved = _snapshot(table)
        try:
            _apply(table, index, event)
        except EventError as error:
            _restore(table, saved)  # (an event applies whole or not at all)
            message = render(table.lang, error.key, error.fields)
            response = TenbouError("invalid_event", "game.error.at", index=index, message=message).to_response(table.lang)
            response["error"] |= {"event": index, "reason": message}  # (the event's own words: the page's preview)
            return {**response, "state": table.response()}
    return table.response()


def _snapshot(table: Table) -> dict[str, Any]:
    """The table's state between events (its lists copied; ``hands`` only grows)."""
    return {key: (list(value) if isinstance(value, list) else value) for key, value in vars(table).items()
            if key != "hands"} | {"hands_count": len(table.hands)}


def _restore(table: Table, saved: dict[str, Any]) -> None:
    """Put the table back as :func:`_snapshot` saw it."""
    count = saved.pop("hands_count")
    for key, value in saved.items():
        setattr(table, key, value)
    del table.hands[count:]


def game_json(text_in: str) -> str:
    """:func:`game` for JSON text: one game request in, one response out.

    >>> json.loads(game_json("not json"))["error"]["code"]
    'bad_request'
    """
    return json_call(game, text_in, not_json="game.error.not_json")
