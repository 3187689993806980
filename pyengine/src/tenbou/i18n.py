"""The engine's texts in every language it speaks, from one catalog file per language.

Each language is one JSON file in ``catalogs/`` (``en.json``, ``ja.json``): a flat object of
dotted keys (``"yaku.riichi"``, ``"error.invalid_tile"``) to texts, where ``{name}`` marks a
field filled in by :func:`text`. Every catalog holds the same keys with the same fields (a test
checks it), so adding a language is adding one file; docs/i18n.md says how.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from .errors import TenbouError

CATALOG_DIR = Path(__file__).parent / "catalogs"

#: The language of a request that names none.
DEFAULT_LANGUAGE = "en"

#: Every language with a catalog, as ids (``"en"``, ``"ja"``), sorted.
LANGUAGES = tuple(sorted(path.stem for path in CATALOG_DIR.glob("*.json")))


@cache
def catalog(lang: str) -> dict[str, str]:
    """The catalog of ``lang``: ``{key: text}``. ``lang`` must be one of :data:`LANGUAGES`."""
    with open(CATALOG_DIR / f"{lang}.json", encoding="utf-8") as file:
        return json.load(file)


def text(lang: str, key: str, **fields) -> str:
    """The text ``key`` in ``lang``, with its ``{field}`` marks filled in from ``fields``.

    >>> text("en", "test.greeting", name="Ann")
    'Hello, Ann.'
    """
    return catalog(lang)[key].format(**fields)


def check_language(lang) -> str:
    """``lang`` when it is one of :data:`LANGUAGES`; raises a ``bad_request`` error otherwise."""
    if lang not in LANGUAGES:
        known = ", ".join(LANGUAGES)
        raise TenbouError("bad_request", f"'lang' must be one of {known}, not {lang!r}.")
    return lang
