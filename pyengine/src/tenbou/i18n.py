"""The engine's texts in every language it speaks, from one catalog file per language.

Each language is one JSON file in ``catalogs/`` (``en.json``, ``ja.json``): a flat object of
dotted keys (``"yaku.riichi"``, ``"error.bad_request.not_json"``) to texts, where ``{name}``
marks a field filled in by :func:`text`. Every catalog holds the same keys with the same fields
(a test checks it), so adding a language is adding one file; docs/i18n.md says how.

A field may be a :class:`Tile` or a :class:`Named` thing: the template then says how to write
it, ``{tile}`` for its name in words, ``{tile:code}`` for its code, and so on (:class:`Tile`),
so that each language writes tiles and names as its players do without any code per language.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .kernel.memo import Memo
from .kernel.winds import WIND_IDS

CATALOG_DIR = Path(__file__).parent / "catalogs"

#: The language of a request that names none.
DEFAULT_LANGUAGE = "en"

#: Every language with a catalog, as ids (``"en"``, ``"ja"``), sorted.
LANGUAGES = tuple(sorted(path.stem for path in CATALOG_DIR.glob("*.json")))


def _read_catalog(lang: str) -> dict[str, str]:
    with open(CATALOG_DIR / f"{lang}.json", encoding="utf-8") as file:
        catalog: dict[str, str] = json.load(file)
    return catalog


#: The catalogs read so far, by language (one per language): without it each text would read
#: and parse its catalog file, and a score takes 3.61 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
CATALOGS: Memo[str, dict[str, str]] = Memo("i18n.catalogs", _read_catalog, bound=len(LANGUAGES))


def catalog(lang: str) -> dict[str, str]:
    """The catalog of ``lang``: ``{key: text}``. ``lang`` must be one of :data:`LANGUAGES`."""
    return CATALOGS[lang]


def text(lang: str, key: str, **fields: object) -> str:
    """The text ``key`` in ``lang``, with its ``{field}`` marks filled in from ``fields``.

    >>> text("en", "limit.mangan"), text("ja", "limit.mangan")
    ('Mangan', '満貫')
    >>> text("ja", "fu.wait.kanchan", tile=Tile("ja", "5m"))
    '嵌張待ち（五萬）'
    """
    return CATALOGS[lang][key].format(**fields)


#: A text to be written in a language not yet known: its catalog key and its fields, a field
#: being a value or a callable ``(lang) -> value`` (a profile's name, a tile, a yaku's name).
#: Notes and error messages are kept this way until the response is written (:func:`render`).
Note = tuple[str, dict[str, Any]]


def render(lang: str, key: str, fields: dict[str, Any]) -> str:
    """The text ``key`` in ``lang``, its callable fields called with ``lang`` first (:data:`Note`).

    >>> render("ja", "profile.changed", {"name": lambda lang: text(lang, "profile.tenhou")})
    '天鳳（変更あり）'
    """
    filled = {name: value(lang) if callable(value) else value for name, value in fields.items()}
    return CATALOGS[lang][key].format_map(filled)


def every_language(key: str, **fields: object) -> dict[str, str]:
    """The text ``key`` in each language of :data:`LANGUAGES`: ``{"en": ..., "ja": ...}`` (what
    the page is given).

    >>> red = every_language("tile.7z")
    >>> sorted(red) == sorted(LANGUAGES), red["en"], red["ja"]
    (True, 'Red dragon', '中')
    """
    return {lang: text(lang, key, **fields) for lang in LANGUAGES}


def language_of(request: object) -> str:
    """The language a request's texts are written in: its ``lang`` when that is one of
    :data:`LANGUAGES`, else English (a request whose ``lang`` is not one is then refused, in
    English, as ``bad_request``: :func:`tenbou.errors.check_language`).

    >>> language_of({"lang": "ja"}), language_of({"lang": "xx"}), language_of([])
    ('ja', 'en', 'en')
    """
    if type(request) is dict:
        lang = request.get("lang", DEFAULT_LANGUAGE)
        if type(lang) is str and lang in LANGUAGES:
            return lang
    return DEFAULT_LANGUAGE


class Named:
    """Something a text names: written ``{x}`` as its name in the text's language (the
    catalog's ``key``), ``{x:code}`` as its id, ``{x:Code}`` as its id with a capital,
    ``{x:lower}`` as its name in lower case (for a name inside an English sentence: "Also big
    four winds").

    >>> "{0} / {0:code} / {0:Code} / {0:lower}".format(Named("en", "yaku.daisuushii", "daisuushii"))
    'Big four winds / daisuushii / Daisuushii / big four winds'
    """

    __slots__ = ("name", "code")

    def __init__(self, lang: str, key: str, code: str, **fields: object):
        self.name = text(lang, key, **fields)
        self.code = code

    def __format__(self, spec: str) -> str:
        if spec == "code":
            return self.code
        if spec == "Code":
            return self.code.capitalize()
        if spec == "lower":
            return self.name.lower()
        return self.name


#: The yakuman counts that players name by a word of their own: a yakuman (the limit's name),
#: a double, a triple and a quadruple yakuman (ダブル役満, トリプル役満; Japanese numbers the
#: fourth, 4倍役満). Higher counts are numbered (5× yakuman, 5倍役満).
_NAMED_YAKUMAN_COUNTS = {1: "limit.yakuman", 2: "yakuman_count.double", 3: "yakuman_count.triple",
                         4: "yakuman_count.quadruple"}


def yakuman_count(lang: str, count: int) -> Named:
    """What a hand worth ``count`` yakuman is called, in every text that names it (the score's
    command line, the game log, the notes, the page): "Yakuman", "Double yakuman", "Triple
    yakuman", "Quadruple yakuman", then "5× yakuman" and up; 役満, ダブル役満, トリプル役満, 4倍役満. A :class:`Named`
    thing, its code the count.

    >>> [format(yakuman_count("ja", n)) for n in range(1, 7)]
    ['役満', 'ダブル役満', 'トリプル役満', '4倍役満', '5倍役満', '6倍役満']
    >>> "{0} / {0:lower} / {1}".format(yakuman_count("en", 2), yakuman_count("en", 5))
    'Double yakuman / double yakuman / 5× yakuman'
    """
    return Named(lang, _NAMED_YAKUMAN_COUNTS.get(count, "yakuman_count.many"), str(count), count=count)


class Names:
    """Several names in a text, joined by the catalog's ``separator`` key (``list.separator``:
    ", " in English); a format spec applies to each name as for :class:`Named`.

    >>> "{0:lower}".format(Names("en", ["yaku.tsuuiisou", "yaku.daisangen"], "list.plus"))
    'all honours + big three dragons'
    """

    __slots__ = ("names", "separator")

    def __init__(self, lang: str, keys: list[str], separator: str):
        self.names = [Named(lang, key, key.rpartition(".")[2]) for key in keys]
        self.separator = text(lang, separator)

    def __format__(self, spec: str) -> str:
        return self.separator.join(format(name, spec) for name in self.names)


class Tile:
    """A tile in a text, by its MPSZ code (``"9p"``, ``"0m"`` a red five, ``"7z"``). A template
    writes it as its language's players write tiles:

    - ``{tile}``: its name in words (``tile.<code>``): "9 of circles", "North wind"; 九筒, 北;
    - ``{tile:code}``: its MPSZ code, ``9p``;
    - ``{tile:short}``: a suited tile by its rank and suit as players say it in a set
      (``tile.kind.<suit>``: "9 circles"; 9筒), an honour by its name as it reads inside a
      sentence, in lower case (``north wind``): the fu steps' reasons;
    - ``{tile:word}``: its name in words as it reads inside a sentence: a suited tile as
      ``{tile}`` ("5 of characters"), an honour in lower case (``south wind``): the waits' reasons;
    - ``{tile:label}``: the code of a suited tile, the name of an honour, a wind by the wind's
      name alone (``wind.<id>``: ``North``);
    - ``{tile:suit}``: its suit in words (``suit.<letter>``): ``circles``, 筒子.

    >>> t = Tile("en", "4z")
    >>> f"{t} | {t:code} | {t:short} | {t:label}"
    'North wind | 4z | north wind | North'
    >>> f"{Tile('en', '9p'):short}", f"{Tile('en', '0p'):suit}", f"{Tile('ja', '9p')}", f"{Tile('ja', '0m')}"
    ('9 circles', 'circles', '九筒', '赤五萬')
    """

    __slots__ = ("lang", "code")

    def __init__(self, lang: str, code: str):
        self.lang, self.code = lang, code

    def __format__(self, spec: str) -> str:
        code = self.code
        honour = code[1] == "z"
        if spec == "suit":
            return text(self.lang, f"suit.{code[1]}")
        if spec == "code" or (spec == "label" and not honour):
            return code
        if spec == "short" and not honour:  # (the rank and suit: "9 circles", as the page names a set's tiles)
            return text(self.lang, SUIT_KEYS[code[1]], rank=code.replace("0", "5")[0])
        if spec == "label" and code[0] in "1234":
            return text(self.lang, f"wind.{WIND_IDS[int(code[0]) - 1]}")
        if spec in ("short", "word") and honour:
            return text(self.lang, f"tile.{code}").lower()
        return text(self.lang, f"tile.{code}")


#: The words for a suited tile said in a set, by suit: "{rank} circles" (``{tile:short}``).
SUIT_KEYS = {"m": "tile.kind.m", "p": "tile.kind.p", "s": "tile.kind.s"}


def tile_codes() -> list[str]:
    """Every tile code that has a name: ``1m``..``9m``, ``0m`` (the red five), the same for
    ``p`` and ``s``, then ``1z``..``7z``.

    >>> tile_codes()[:3], tile_codes()[9], len(tile_codes())
    (['1m', '2m', '3m'], '0m', 37)
    """
    suited = [f"{n}{suit}" for suit in "mps" for n in (*range(1, 10), 0)]
    return suited + [f"{n}z" for n in range(1, 8)]


def text_in(key: str) -> Callable[[str], str]:
    """A catalog text (``key``) as a field of a note or an error message (:data:`Note`): written
    in the language of the text that holds it."""
    return lambda lang: text(lang, key)


def yaku_name(yaku_id: str) -> Callable[[str], Named]:
    """A yaku's name (``yaku.<id>``) as a field of a note or an error message (:data:`Note`):
    written in the language of the text that holds it, its id as its code."""
    return lambda lang: Named(lang, f"yaku.{yaku_id}", yaku_id)


def yaku_names(ids: list[str], separator: str) -> Callable[[str], Names]:
    """Several yaku names (``yaku.<id>``) joined by the catalog's ``separator`` key, as a field of
    a note (:data:`Note`, :class:`Names`)."""
    return lambda lang: Names(lang, [f"yaku.{i}" for i in ids], separator)
