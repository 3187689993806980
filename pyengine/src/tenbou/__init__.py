"""Tenbou: riichi mahjong hand scoring with every yaku, each fu step and every payment.

The whole API is JSON-shaped (docs/api.md)::

    >>> import tenbou
    >>> r = tenbou.score({"hand": "11234567789p444z", "win_tile": "7p", "win": "tsumo",
    ...                   "seat_wind": "west"})
    >>> r["han"], r["fu"], r["limit"], r["payments"]
    (4, 40, 'mangan', {'dealer': 4000, 'non_dealer': 2000})

:func:`score` never raises on bad input: it returns ``{"ok": False, "error": {...}}``.
:func:`waits` (a 13-tile hand: each winning tile, scored by ron and tsumo) and :func:`discards`
(a 14-tile hand: each discard, best first) answer the same way (docs/waits.md), and so does
:func:`game`, the score sheet of a whole game from its events (docs/game.md), :func:`chart`
(the payment table of a rule profile) and :func:`random_hand` (a random hand that scores, for
practice), docs/api.md; :func:`check_log` checks a recorded game (Tenhou mjlog XML or
tenhou.net/6 JSON: every win re-scored from the play, every hand replayed) and
:func:`read_log` only reads it (docs/logs.md).
Rule profiles: ``ema2025`` (default), ``wrc2025``, ``ema2016``, ``tenhou``, ``mahjongsoul``.
The API is what this package exports; its modules are the engine's inner parts and change
as it needs.
"""

from .faces.entry_points import ENTRY_POINTS, JSON_CALLS
from .rules import PROFILES, Rules, resolve_rules

# Each entry point and its JSON function, as tenbou.faces.entry_points declares them.
globals().update({entry.name: entry.function for entry in ENTRY_POINTS.values()})
globals().update({entry.json_function.__name__: entry.json_function for entry in ENTRY_POINTS.values()})

__version__ = "0.1.0"
__all__ = [*(name for entry in ENTRY_POINTS.values() for name in (entry.name, entry.json_function.__name__)),
           "ENTRY_POINTS", "JSON_CALLS", "PROFILES", "Rules", "resolve_rules", "__version__"]
