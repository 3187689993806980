"""Bounds that keep a hostile file from exhausting the worker, checked before any parsing.

A whole hanchan is about 20 KB as mjlog XML or tenhou.net/6 JSON; the bounds leave ample room
for the longest real game and refuse everything far past it, quickly:

- :data:`MOST_BYTES`: the largest text (or gzip file) read at all.
- :data:`MOST_INFLATED`: the most bytes a gzip file may inflate to; inflating stops there.
- :data:`MOST_DEPTH`: the deepest nesting of JSON arrays and objects (a log nests 5 deep).
- XML: a document type declaration (where entities are declared) is refused outright, so no
  entity is ever expanded; tags are read by a flat scanner, never by an XML library.
"""

from __future__ import annotations

import re
import zlib

from .shape import LogError

MOST_BYTES = 2_000_000
MOST_INFLATED = 4_000_000
MOST_DEPTH = 32
GZIP_MAGIC = b"\x1f\x8b"


def log_text(data: str | bytes | bytearray) -> str:
    """The log's text from a file's text or bytes (gzipped or not), within the bounds.

    Raises :class:`LogError` (``log.error.too_big``, ``log.error.inflated``,
    ``log.error.not_text``).
    """
    if len(data) > MOST_BYTES:
        raise LogError("log.error.too_big", most=MOST_BYTES)
    if isinstance(data, str):
        return data
    raw = bytes(data)
    if raw.startswith(GZIP_MAGIC):
        raw = _inflate(raw)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LogError("log.error.not_text") from None


def _inflate(raw: bytes) -> bytes:
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = inflater.decompress(raw, MOST_INFLATED + 1)
    except zlib.error:
        raise LogError("log.error.bad_gzip") from None
    if len(out) > MOST_INFLATED or inflater.unconsumed_tail:
        raise LogError("log.error.inflated", most=MOST_INFLATED)
    return out


def json_depth_ok(text: str) -> bool:
    """Whether no JSON array or object in ``text`` nests deeper than :data:`MOST_DEPTH`
    (strings skipped), found in one pass before the text is parsed.

    >>> json_depth_ok("[[[1]]]"), json_depth_ok("[" * 40), json_depth_ok('["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]')
    (True, False, True)
    """
    depth = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MOST_DEPTH:
            return False
    return True


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")
