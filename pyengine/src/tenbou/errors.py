"""Errors that carry a contract error code.

Inside the engine, malformed or impossible input raises a :class:`TenbouError`
subclass of :class:`ValueError`; the JSON boundary (:mod:`tenbou.api`) turns it into
``{"ok": false, "error": {"code": ..., "message": ...}}``. The codes are those of
docs/api.md, "Errors" (``invalid_event``: the game ledger only, docs/game.md).
"""

from __future__ import annotations

#: Every error code the contract allows, in the order it lists them.
ERROR_CODES = (
    "bad_request",
    "invalid_tile",
    "too_many_copies",
    "wrong_tile_count",
    "win_tile_not_in_hand",
    "invalid_meld",
    "not_winning",
    "no_yaku",
    "conflicting_conditions",
    "invalid_rules",
    "invalid_event",
)


class TenbouError(ValueError):
    """A request the engine cannot score.

    :param code: one of :data:`ERROR_CODES`.
    :param message: one sentence for a player, quoting the bad input.

    >>> e = TenbouError("invalid_tile", "'8z' is not a tile.")
    >>> e.code, str(e)
    ('invalid_tile', "'8z' is not a tile.")
    """

    def __init__(self, code: str, message: str):
        if code not in ERROR_CODES:
            raise AssertionError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

    def to_response(self) -> dict:
        """The contract's error object: ``{"ok": False, "error": {"code", "message"}}``."""
        return {"ok": False, "error": {"code": self.code, "message": self.message}}
