"""What a winner says at the table: the payment called in words, honba included.

The call names what each payer pays, never the total: a ron the discarder's payment ("8,000"),
a non-dealer's tsumo what each non-dealer and then the dealer pays ("2,000-4,000": the smaller
first, so that 500-1,000 is never heard as 1,500), a dealer's tsumo what each pays ("4,000
all"). With honba the payment before them comes first, then the payment with them:
"8,000 (8,600)"; in Japanese 「8000は8600」, 「2000・4000は2100・4100」, 「4000は4100オール」
(docs/api.md, "Call"). The words come from the catalogs (``call.*`` keys, :mod:`tenbou.i18n`).
"""

from __future__ import annotations

from ..i18n import text


def points_text(lang: str, points: int) -> str:
    """A number of points as the call writes it in ``lang``: ``"8,000"`` in English,
    ``"8000"`` in Japanese (the catalog's ``call.thousands_separator``).

    >>> points_text("en", 12000), points_text("ja", 12000)
    ('12,000', '12000')
    """
    return f"{points:,}".replace(",", text(lang, "call.thousands_separator"))


#: The catalog keys of each form of payment: without honba, and with them after the payment.
FORMS = {"discarder": ("call.ron", "call.ron_honba"), "each": ("call.all", "call.all_honba"),
         "dealer": ("call.tsumo", "call.tsumo_honba")}


def _parts(lang: str, payments: dict[str, int]) -> tuple[tuple[str, str], dict[str, str]]:
    """The keys of the form (:data:`FORMS`) of a ``payments`` object and its fields."""
    if "discarder" in payments:
        return FORMS["discarder"], {"points": points_text(lang, payments["discarder"])}
    if "each" in payments:
        return FORMS["each"], {"each": points_text(lang, payments["each"])}
    return FORMS["dealer"], {"non_dealer": points_text(lang, payments["non_dealer"]),
                             "dealer": points_text(lang, payments["dealer"])}


def payment_text(lang: str, payments: dict[str, int]) -> str:
    """A ``payments`` object (docs/api.md, "Payments and total") as the table says it, with no
    honba phrase: ``"7,700"``, ``"1,300-2,600"``, ``"2,600 all"``; in Japanese ``"7700"``,
    ``"1300・2600"``, ``"2600オール"``.

    >>> payment_text("en", {"dealer": 2600, "non_dealer": 1300}), payment_text("ja", {"each": 2600})
    ('1,300-2,600', '2600オール')
    """
    (key, _), fields = _parts(lang, payments)
    return text(lang, key, **fields)


def call_text(lang: str, before_honba: dict[str, int], with_honba: dict[str, int]) -> str:
    """The call: the payments before honba, and, where the honba changed them, the payments
    with honba after it (both ``payments`` objects of the same win, points).

    >>> call_text("en", {"discarder": 8000}, {"discarder": 8600})
    '8,000 (8,600)'
    >>> call_text("ja", {"dealer": 4000, "non_dealer": 2000}, {"dealer": 4100, "non_dealer": 2100})
    '2000・4000は2100・4100'
    """
    (key, honba_key), fields = _parts(lang, before_honba)
    if with_honba == before_honba:
        return text(lang, key, **fields)
    _, honba_fields = _parts(lang, with_honba)
    fields.update({f"{name}_honba": value for name, value in honba_fields.items()})
    return text(lang, honba_key, **fields)
