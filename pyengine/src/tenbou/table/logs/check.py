"""Checking a recorded game: each win re-scored from the play, each hand's point changes
replayed by the game ledger, the final points (docs/logs.md, "The check").

:func:`read_log` reads a log into the plain shape of :mod:`tenbou.table.logs.shape`;
:func:`check_log` also replays and scores it. Neither raises on bad input: a text that is no
log at all is the error ``bad_log``, and a round that cannot be read or replayed is an entry
``{"round": ..., "error": {"code": "bad_log", "message": ...}}`` among the others.
"""

from __future__ import annotations

import json
from typing import Any

from ...errors import TenbouError, check_language, never_raising
from ...i18n import CATALOGS, DEFAULT_LANGUAGE, text
from ...road.calls import points_text
from ...road.api import score
from ...rules import resolve_rules
from ..game import game
from . import mjlog, tenhou6
from .guard import json_depth_ok, log_text
from .replay import play, start, win_request
from .shape import LogError
from .yaku_ids import BY_NUMBER, yaku_of_name

#: The parts of a win's value compared with the record, in the order a difference names them
#: (each has its phrase ``log.why.<part>``).
COMPARED = ("han", "fu", "points", "limit", "yaku")

#: The fields of a check request given as an object (the CLI and the page send one).
FIELDS = ("log", "rules", "lang")

#: The request fields the ledger fills in itself from the game (docs/game.md, events).
LEDGER_FILLS = ("seat_wind", "round_wind", "win", "honba", "riichi_sticks", "rules")


def _bad_log(error: LogError) -> TenbouError:
    return TenbouError("bad_log", error.key, **error.fields)


def parse(data: str | bytes | bytearray) -> dict[str, Any]:
    """The game of a log's text or bytes, its format found from the content.

    Raises :class:`LogError` for a text that is no log (``log.error.unknown_format``) or
    breaks a bound (:mod:`tenbou.table.logs.guard`).
    """
    content = log_text(data)
    if mjlog.is_mjlog(content):
        game_ = mjlog.read_mjlog(content)
    elif tenhou6.is_tenhou6(content):
        game_ = tenhou6.read_tenhou6(content)
    else:
        raise LogError("log.error.unknown_format")
    if not game_["rounds"]:
        raise LogError("log.error.no_rounds")
    return game_


def rules_of(game_: dict[str, Any]) -> dict[str, Any]:
    """The rules a game was played under, from what its header said: the platform's profile
    (three-player where the log has three seats), with the options that differ from it.

    >>> rules_of({"format": "mjlog", "seats": 4, "said": {"aka_dora": False, "game_length": "east"}})
    {'base': 'tenhou', 'aka_dora': False, 'game_length': 'east'}
    """
    said = game_["said"]
    base = said.get("platform", "tenhou")
    if game_["seats"] == 3:
        base += "_sanma"
    profile = resolve_rules(base)
    spec: dict[str, Any] = {"base": base}
    for option in ("aka_dora", "open_tanyao"):
        if option in said and said[option] != getattr(profile, option):
            spec[option] = said[option]
    if "game_length" in said and said["game_length"] != profile.game.game_length:
        spec["game_length"] = said["game_length"]
    return spec


@never_raising
def read_log(data: Any) -> dict[str, Any]:
    """A recorded game read, not checked: ``{"ok": true, "format", "players", "rules",
    "said", "rounds": [...], "end"}`` (docs/logs.md, "The plain shape"). ``data``: the text
    of an mjlog or a tenhou.net/6 JSON, or a file's bytes (gzipped or not). Errors:
    ``bad_log``."""
    game_ = _parsed(data)
    return {"ok": True, **game_, "players": named(game_, DEFAULT_LANGUAGE), "rules": rules_of(game_)}


def _parsed(data: Any) -> dict[str, Any]:
    """The plain shape of a log's text or a file's bytes (:func:`parse`). Errors: ``bad_log``."""
    if not isinstance(data, (str, bytes, bytearray)):
        raise TenbouError("bad_log", "log.error.not_text")
    try:
        return parse(data)
    except LogError as error:
        raise _bad_log(error) from None


def named(game_: dict[str, Any], lang: str) -> list[str]:
    """The players' names, a seat the log leaves unnamed called as the game sheet calls it
    (``Player 2``)."""
    names = list(game_["players"])[:game_["seats"]]
    names += [""] * (game_["seats"] - len(names))
    return [name or text(lang, "game.player", number=seat + 1) for seat, name in enumerate(names)]


@never_raising
def check_log(data: Any) -> dict[str, Any]:
    """A recorded game checked (docs/api.md, "Game logs"): every win scored from the play and
    compared with the record, every hand's point changes replayed by the ledger, the end.

    ``data``: as :func:`read_log`, or a request object ``{"log": text, "rules": ..., "lang":
    ...}``: ``rules`` the rules to check under (default: those the log's header says), ``lang``
    the language of every text. Errors: ``bad_log`` (no log at all), ``invalid_rules``,
    ``bad_request``.
    """
    rules, lang = None, DEFAULT_LANGUAGE
    if isinstance(data, dict):
        unknown = set(data) - set(FIELDS)
        if unknown or "log" not in data:
            raise TenbouError("bad_request", "error.bad_request.unknown_field", field=", ".join(sorted(unknown)) or "log")
        rules, lang, data = data.get("rules", rules), data.get("lang", lang), data["log"]
    check_language(lang)
    game_ = _parsed(data)
    game_["players"] = named(game_, lang)
    said_rules = rules_of(game_)
    chosen = said_rules if rules is None else rules
    resolve_rules(chosen)  # invalid_rules before any work
    checker = _Checker(game_, chosen, lang)
    return checker.run() | {"format": game_["format"], "players": game_["players"],
                            "rules": chosen, "said": game_["said"], "said_rules": said_rules}


class _Checker:
    """The check of one game: the rounds replayed, the wins scored, the ledger's events."""

    def __init__(self, game_: dict[str, Any], rules: Any, lang: str):
        self.game, self.rules, self.lang = game_, rules, lang
        self.profile = resolve_rules(rules)
        self.nuki_in_dora = False
        self.events: list[dict[str, Any]] = []
        self.hands: list[dict[str, Any]] = []
        self.ledger_rounds: list[tuple[dict[str, Any], int, int]] = []  # (hand entry, first event, last event)

    def t(self, key: str, **fields: Any) -> str:
        return text(self.lang, key, **fields)

    def run(self) -> dict[str, Any]:
        for round_ in self.game["rounds"]:
            self.hands.append(self.check_round(round_))
        ledger_ok = self.replay_ledger()
        wins = [win for hand in self.hands for win in hand.get("wins", [])]
        return {"ok": True, "hands": self.hands, "whole": self.whole(), "game": self.game_request(),
                "wins": {"agree": sum(win["agrees"] for win in wins), "total": len(wins)},
                "deltas": {"agree": sum(hand.get("deltas_agree", False) for hand in self.hands),
                           "total": len(self.hands) if self.whole() else 0},
                "end": self.end(ledger_ok)}

    # ------------------------------------------------------------- one round's wins

    def check_round(self, round_: dict[str, Any]) -> dict[str, Any]:
        if "error" in round_:
            return {"round": round_["round"], "error": self.error(round_["error"])}
        entry: dict[str, Any] = {"round": round_["round"], "honba": round_["honba"], "sticks": round_["sticks"],
                                 "dealer": round_["dealer"], "wins": []}
        try:
            replay = start(round_, self.game["seats"])
            riichi_events = []
            for event in round_["events"]:
                play(replay, event)
                if "riichi_paid" in event:
                    riichi_events.append({"riichi": event["riichi_paid"]})
            results = round_["results"]
            if not results:
                raise LogError("log.error.no_result", round=round_["round"])
            wins = [result["win"] for result in results if "win" in result]
            for index, win in enumerate(wins):
                entry["wins"].append(self.check_win(replay, win, index == 0))
        except LogError as error:
            fields = {"round": round_["round"], **error.fields}
            return {"round": round_["round"], "error": self.error({"key": error.key, "fields": fields})}
        entry["result"] = self.result_words(results)
        entry["recorded_deltas"] = [sum(d) for d in zip(*(self.deltas_of(r) for r in results))]
        self.ledger_rounds.append((entry, len(self.events), len(riichi_events)))
        self.events.extend(riichi_events)
        self.events.append(self.ledger_event(results, entry))
        return entry

    @staticmethod
    def deltas_of(result: dict[str, Any]) -> list[int]:
        deltas: list[int] = (result["win"] if "win" in result else result["draw"])["deltas"]
        return deltas

    def result_words(self, results: list[dict[str, Any]]) -> str:
        """What ended the round: ``ron``, ``tsumo``, or a draw's kind (:data:`DRAW_KINDS`)."""
        if "win" in results[0]:
            return "ron" if results[0]["win"]["from"] is not None else "tsumo"
        kind: str = results[0]["draw"]["kind"]
        return kind

    def error(self, error: dict[str, Any]) -> dict[str, Any]:
        return {"code": "bad_log", "message": self.t(error["key"], **error["fields"])}

    def check_win(self, replay: Any, win: dict[str, Any], first: bool) -> dict[str, Any]:
        request = win_request(replay, win, self.rules, first)
        response = score({**request, "lang": self.lang})
        self.nuki_in_dora = False
        recorded = self.recorded(win)
        entry: dict[str, Any] = {"who": win["who"], "from": win["from"], "request": request,
                                 "recorded": recorded}
        if not response["ok"]:
            entry.update(ours=None, agrees=False,
                         why=self.t("log.why.no_score", message=response["error"]["message"]))
            entry["score_error"] = response["error"]
            return entry
        ours = self.ours(response, request)
        entry["ours"] = ours
        entry["response"] = response
        differences = [self.t(f"log.why.{key}", recorded=self.said(key, recorded[key]), ours=self.said(key, ours[key]))
                       for key in COMPARED if recorded[key] != ours[key]]
        entry["agrees"] = not differences
        if differences:
            entry["why"] = self.t("log.why.separator").join(differences)
        return entry

    def said(self, key: str, value: Any) -> str:
        """One part of a win's value as a difference names it, in the check's language."""
        if value is None:
            return "-"
        if key == "limit":
            return self.t(f"limit.{value}")
        if key == "points":
            return points_text(self.lang, value)
        if key == "yaku":
            return self.t("game.list_separator").join(
                self.t("log.yaku_han", name=self.yaku_name(name), han=han) if han != "yakuman"
                else self.yaku_name(name) for name, han in value) or "-"
        return str(value)

    def yaku_name(self, name: str) -> str:
        return self.t(f"yaku.{name}") if f"yaku.{name}" in CATALOGS[self.lang] else name

    def recorded(self, win: dict[str, Any]) -> dict[str, Any]:
        """What the log recorded of a win, in our terms: yaku by our ids (docs/logs.md, "Yaku
        ids"; a name not in the table is kept as written), yakuman as ``[id, "yakuman"]``."""
        if "yaku_names" in win:
            yaku = _yaku_sum((yaku_of_name(name) or name, han) for name, han in win["yaku_names"])
            yakuman = sorted([yaku_of_name(name) or name, "yakuman"] for name in win["yakuman_names"])
        else:
            yaku = _yaku_sum((BY_NUMBER.get(n, str(n)), han) for n, han in win["yaku"])
            yakuman = sorted([BY_NUMBER.get(n, str(n)), "yakuman"] for n in win["yakuman"])
        if not any(name == "nukidora" for name, _ in yaku):
            self.nuki_in_dora = True  # Tenhou's three-player logs count the norths in ドラ
        if yakuman or win["limit"] == "yakuman":
            return {"han": None, "fu": None, "points": win["points"], "limit": win["limit"],
                    "yaku": yakuman or [["kazoe", "yakuman"]]}
        return {"han": win["han"], "fu": None if win["limit"] else win["fu"],
                "points": win["points"], "limit": win["limit"], "yaku": yaku}

    def ours(self, response: dict[str, Any], request: dict[str, Any]) -> dict[str, Any]:
        extras = request.get("riichi_sticks", 0) * self.profile.riichi_stick
        honba = request.get("honba", 0)
        if request.get("win") == "tsumo":
            extras += honba * self.profile.honba_tsumo_each * (self.profile.players - 1)
        else:
            extras += honba * self.profile.honba_ron
        yakuman = response["yakuman"] > 0
        if yakuman:
            yaku = sorted([y["id"], "yakuman"] for y in response["yaku"] if "yakuman" in y) or [["kazoe", "yakuman"]]
        else:
            yaku = _yaku_sum(("dora" if y["id"] == "nukidora" and self.nuki_in_dora else y["id"], y["han"])
                             for y in response["yaku"])
        return {"han": None if yakuman else response["han"], "fu": None if response["limit"] else response["fu"],
                "points": response["total"] - extras, "limit": response["limit"], "yaku": yaku}

    # ------------------------------------------------------------- the ledger

    def ledger_event(self, results: list[dict[str, Any]], entry: dict[str, Any]) -> dict[str, Any]:
        if "win" in results[0]:
            claims = []
            for win, checked in zip((r["win"] for r in results), entry["wins"]):
                claim: dict[str, Any] = {"winner": win["who"], "from": win["from"]}
                ours = checked.get("ours")
                if ours is None:
                    claim["han"], claim["fu"] = 1, 30  # unscorable: the hand's deltas will disagree
                else:
                    claim["hand"] = {k: v for k, v in checked["request"].items() if k not in LEDGER_FILLS}
                    if "riichi" in claim["hand"] or "double_riichi" in claim["hand"]:
                        pass
                if win.get("pao") is not None:
                    claim["liable"] = win["pao"]
                claims.append(claim)
            return {"wins": claims} if len(claims) > 1 else {"win": claims[0]}
        draw = results[0]["draw"]
        if draw["kind"] == "abort":
            return {"abort": True}
        if draw.get("nagashi"):
            return {"draw": {"tenpai": draw["tenpai"], "nagashi": draw["nagashi"]}}
        return {"draw": {"tenpai": draw["tenpai"]}}

    def whole(self) -> bool:
        """Whether the log holds a whole game from its start (East 1, no honba, no sticks, every
        seat on the starting points, every round read): only then can the ledger replay it."""
        rounds = self.game["rounds"]
        first = rounds[0] if rounds else {}
        start = self.profile.game.start_points
        return bool(rounds) and all("error" not in r for r in rounds) and first["round"] == "E1" and \
            first["honba"] == 0 and first["sticks"] == 0 and all(p == start for p in first["scores"])

    def game_request(self) -> dict[str, Any] | None:
        """The game as the ledger replays it (docs/game.md, the game request): ``{"rules",
        "players", "events"}``, what the game sheet keeps; None unless the log is whole."""
        if not self.whole():
            return None
        return {"rules": self.rules, "players": self.game["players"], "events": self.events}

    def replay_ledger(self) -> dict[str, Any] | None:
        request = self.game_request()
        if request is None:
            return None
        response = game({**request, "lang": self.lang})
        state = response if response["ok"] else response.get("state")
        failed = None if response["ok"] else response["error"]
        hands = state["hands"] if state else []
        for entry, first, riichi in self.ledger_rounds:
            index = first + riichi
            if index < len(hands):
                entry["deltas"] = ours = list(hands[index]["deltas"])
                if state and state["finished"] and index == len(hands) - 1:
                    self.leftover(entry, ours, state)
                entry["deltas_agree"] = ours == entry["recorded_deltas"]
            else:
                entry["deltas"] = None
                entry["deltas_agree"] = False
                if failed and failed.get("event") == index:
                    entry["deltas_why"] = failed["message"]
        return state

    @staticmethod
    def leftover(entry: dict[str, Any], ours: list[int], state: dict[str, Any]) -> None:
        """The last hand's deltas less the riichi sticks left on the table that the ledger gives
        to first place at the end: a log records them in the final points, not in the hand."""
        extra = sum(ours) - sum(entry["recorded_deltas"])
        if extra > 0:
            first = state["standings"][0]["seat"]
            ours[first] -= extra
            entry["leftover_sticks"] = {"seat": first, "points": extra}

    def end(self, state: dict[str, Any] | None) -> dict[str, Any] | None:
        recorded = self.game["end"]
        if state is None:
            return {"recorded": recorded, "ours": None, "agrees": None if not self.whole() else False}
        ours = {"points": state["scores"], "finished": state["finished"],
                "standings": state["standings"]}
        if recorded is None:
            return {"recorded": None, "ours": ours, "agrees": None}
        points = [0] * len(state["scores"])
        results = [0.0] * len(state["scores"])
        for standing in state["standings"]:
            points[standing["seat"]] = standing["points"]
            results[standing["seat"]] = standing["result"]
        ours["final_points"], ours["results"] = points, results
        agrees = state["finished"] and points == recorded["points"] and results == recorded["results"]
        return {"recorded": recorded, "ours": ours, "agrees": agrees}


def _yaku_sum(pairs: Any) -> list[list[Any]]:
    total: dict[str, int] = {}
    for name, han in pairs:
        total[name] = total.get(name, 0) + han
    return sorted([name, han] for name, han in total.items() if han)




def check_log_json(text_in: str) -> str:
    """:func:`check_log` for JSON text: a request ``{"log": ..., "rules": ..., "lang": ...}``, or
    the log's own text (a tenhou.net/6 JSON is a log, not a request: it has ``log`` as a list)."""
    return json.dumps(check_log(_request_of(text_in)), ensure_ascii=False)


def read_log_json(text_in: str) -> str:
    """:func:`read_log` for JSON text, as :func:`check_log_json` takes it."""
    request = _request_of(text_in)
    return json.dumps(read_log(request["log"] if isinstance(request, dict) else request), ensure_ascii=False)


def _request_of(text_in: str) -> Any:
    """A JSON text's request: the object when it is a check request, else the text itself (an
    mjlog, a tenhou.net/6 JSON, or anything else, which the check then refuses as no log)."""
    if isinstance(text_in, str) and text_in.startswith('"'):  # a JSON string: the log's text
        try:
            return json.loads(text_in)
        except ValueError:
            return text_in
    if not isinstance(text_in, str) or not text_in.lstrip().startswith("{") or not json_depth_ok(text_in):
        return text_in
    try:
        request = json.loads(text_in)
    except (ValueError, RecursionError):
        return text_in
    if isinstance(request, dict) and isinstance(request.get("log"), str):
        return request
    return text_in
