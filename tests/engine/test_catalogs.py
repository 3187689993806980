"""The engine's catalogs: every language has the same keys, with the same fields in each text."""

import string

import pytest

from tenbou import i18n
from tenbou.errors import TenbouError, check_language


def fields(template: str) -> set[str]:
    """The {field} names a catalog text uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_english_and_japanese_are_there():
    assert {"en", "ja"} <= set(i18n.LANGUAGES)
    assert i18n.DEFAULT_LANGUAGE in i18n.LANGUAGES


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT_LANGUAGE])
def test_every_language_has_the_keys_and_fields_of_english(lang):
    english, other = i18n.catalog(i18n.DEFAULT_LANGUAGE), i18n.catalog(lang)
    assert sorted(other) == sorted(english), f"{lang} keys differ from English"
    differing = [key for key in english if fields(english[key]) != fields(other[key])]
    assert differing == [], f"{lang} texts whose fields differ from English"


def test_an_unknown_language_is_a_bad_request():
    with pytest.raises(TenbouError) as caught:
        check_language("xx")
    assert caught.value.code == "bad_request"
