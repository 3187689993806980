"""Errors that carry a contract error code.

Inside the engine, malformed or impossible input raises a :class:`TenbouError`
subclass of :class:`ValueError`; every entry point (:mod:`tenbou.faces.entry_points`) is wrapped in
:func:`never_raising`, which turns it into ``{"ok": false, "error": {"code": ..., "message":
...}}``, the message in the request's language. The codes are those of docs/api.md, "Errors" (``invalid_event``: the game ledger
only, docs/game.md).
"""

from __future__ import annotations

import functools
import json
from typing import Any, Callable, TypeVar, cast, overload

from .i18n import LANGUAGES, language_of, render

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
    "bad_log",
)


class TenbouError(ValueError):
    """A request the engine cannot score.

    :param code: one of :data:`ERROR_CODES`.
    :param key: the catalog key of its message (:mod:`tenbou.i18n`), one sentence for a player
        that quotes the bad input; ``fields`` fill it in. A field that is a callable
        ``(lang) -> value`` is called with the language the message is written in (a tile's
        name, a profile's name).

    ``message`` is the message in English (the default language); :meth:`to_response` writes it
    in any language.

    >>> e = TenbouError("invalid_tile", "error.invalid_tile.honour", field="hand", tile="'8z'")
    >>> e.code, str(e)
    ('invalid_tile', "hand: '8z' is not a tile (honours are 1z to 7z).")
    >>> e.to_response("ja")["error"]["message"]
    "hand：'8z' という牌はありません（字牌は 1z から 7z まで）。"
    """

    def __init__(self, code: str, key: str, **fields: Any):
        if code not in ERROR_CODES:
            raise AssertionError(f"unknown error code {code!r}")
        self.code = code
        self.key = key
        self.fields = fields
        super().__init__(code, key)

    def __str__(self) -> str:
        return self.message

    @property
    def message(self) -> str:
        """The message in English."""
        return self.message_in("en")

    def message_in(self, lang: str) -> str:
        """The message in ``lang`` (one of :data:`tenbou.i18n.LANGUAGES`)."""
        return render(lang, self.key, self.fields)

    def to_response(self, lang: str = "en") -> dict[str, Any]:
        """The contract's error object: ``{"ok": False, "error": {"code", "message"}}``, the
        message in ``lang``."""
        return {"ok": False, "error": {"code": self.code, "message": self.message_in(lang)}}


def check_language(lang: object) -> str:
    """``lang`` when it is one of :data:`tenbou.i18n.LANGUAGES`; raises a ``bad_request`` error
    otherwise.

    >>> check_language("ja")
    'ja'
    >>> check_language("xx")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tenbou.errors.TenbouError: 'lang' must be one of ..., not 'xx'.
    """
    if type(lang) is not str or lang not in LANGUAGES:
        raise TenbouError("bad_request", "error.bad_request.lang", known=", ".join(LANGUAGES), value=repr(lang))
    return lang


#: The catalog key of the message for a request nested too deep to read (``bad_request``).
TOO_DEEP = "error.bad_request.too_deep"


#: An entry point: a request (JSON-shaped) in, a response object out.
EntryPoint = TypeVar("EntryPoint", bound=Callable[..., dict[str, Any]])


@overload
def never_raising(call: EntryPoint, *, too_deep: str = TOO_DEEP) -> EntryPoint: ...


@overload
def never_raising(call: None = None, *, too_deep: str = TOO_DEEP) -> Callable[[EntryPoint], EntryPoint]: ...


def never_raising(call: EntryPoint | None = None, *,
                  too_deep: str = TOO_DEEP) -> EntryPoint | Callable[[EntryPoint], EntryPoint]:
    """``call`` (an entry point: a request in, a response dict out) made never to raise on a
    request: a :class:`TenbouError` becomes its error response (:meth:`TenbouError.to_response`)
    in the request's language (:func:`tenbou.i18n.language_of`), and a :class:`RecursionError`
    (a request nested too deep) a ``bad_request`` whose message has the catalog key
    ``too_deep``. Used bare (``@never_raising``) or with a key
    (``@never_raising(too_deep=...)``).

    >>> @never_raising
    ... def refuse(request):
    ...     raise TenbouError("bad_request", "error.bad_request.not_object")
    >>> refuse({"lang": "ja"})["error"]["code"]
    'bad_request'
    """
    if call is None:
        return functools.partial(never_raising, too_deep=too_deep)

    @functools.wraps(call)
    def answered(request: Any = None) -> dict[str, Any]:  # (None: no request, where the entry point has a default)
        # (Each error is answered inside its except block: an error kept in a variable of this
        # frame after the block would hold its traceback, which holds this frame and every
        # frame the error passed, in a reference cycle that only the garbage collector frees.
        # Answering there made a no-yaku score 3 µs faster, 2026-12-05.)
        try:
            return call(request)
        except TenbouError as error:
            return error.to_response(language_of(request))
        except RecursionError:  # pragma: no cover - defensive: never let a traceback reach a player
            return TenbouError("bad_request", too_deep).to_response(language_of(request))
    # (The same parameters as ``call``, and ``request`` may be left out: mypy cannot see that
    # ``answered`` takes what ``call`` takes.)
    return cast(EntryPoint, answered)


def json_call(function: Callable[[Any], dict[str, Any]], text: str, not_json: str = "error.bad_request.not_json") -> str:
    """``function`` (an entry point such as :func:`tenbou.score`: a request object in, a
    response object out, never raising) for JSON text: one request in, one response out (what
    the web worker calls). Text that is not JSON gets a ``bad_request`` error whose message has
    the catalog key ``not_json``.

    >>> json_call(lambda request: {"ok": True, "echo": request}, '{"a": 1}')
    '{"ok": true, "echo": {"a": 1}}'
    """
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        return json.dumps(TenbouError("bad_request", not_json).to_response())
    return json.dumps(function(request), ensure_ascii=False)

