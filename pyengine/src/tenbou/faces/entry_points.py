"""The engine's entry points, declared once: what :mod:`tenbou` exports, what the web worker
calls (``site/js/worker.js``, each by its JSON function's name) and what the page's engine
client offers (``site/js/engine.js``, by the names :func:`tenbou.faces.page_data.page_data` gives it
as ``entry_points``).

Each entry point takes a request object and returns a response object, and never raises
(:func:`tenbou.errors.never_raising`); its JSON function takes and returns the same as JSON
text (:func:`tenbou.errors.json_call`).
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from ..road.api import score, score_json
from ..tools.chart import chart, chart_json
from ..table.game import game, game_json
from ..table.logs import check_log, check_log_json, read_log, read_log_json
from ..table.practice import practice, practice_json, random_hand, random_hand_json
from ..tools.waits import discards, discards_json, waits, waits_json


class EntryPoint(NamedTuple):
    """One entry point: ``name`` (the request type the worker is sent), ``function`` (a request
    dict in, a response dict out), ``json_function`` (JSON text in, JSON text out; its
    ``__name__`` is what the worker calls, ``<name>_json``) and ``lane``, the page's queue of its
    requests (``site/js/engine.js``: a newer request in a lane replaces an older one still
    pending; the waits panel's waits and discards share the lane ``panel``)."""

    name: str
    function: Callable[..., dict[str, Any]]
    json_function: Callable[[str], str]
    lane: str


#: Every entry point by name, in the order docs/api.md lists them.
ENTRY_POINTS = {entry.name: entry for entry in (
    EntryPoint("score", score, score_json, "score"),
    EntryPoint("waits", waits, waits_json, "panel"),
    EntryPoint("discards", discards, discards_json, "panel"),
    EntryPoint("game", game, game_json, "game"),
    EntryPoint("chart", chart, chart_json, "chart"),
    EntryPoint("random_hand", random_hand, random_hand_json, "random"),
    EntryPoint("practice", practice, practice_json, "practice"),
    EntryPoint("read_log", read_log, read_log_json, "log"),
    EntryPoint("check_log", check_log, check_log_json, "log"),
)}

#: Each entry point's JSON function by name (what the web worker calls: ``tenbou.JSON_CALLS``).
JSON_CALLS = {name: entry.json_function for name, entry in ENTRY_POINTS.items()}
