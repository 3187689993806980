"""Rule profiles as data: each rule option declared once, one frozen :class:`Rules` per profile.

Every option is an :class:`Option` of :data:`OPTIONS`: its name, the values it takes (a
:class:`Flag`, :class:`Numbers`, :class:`Choice`, :class:`Points` or :class:`Subset`), its value
in each profile, the page's phrase for each value, and where the rule comes from. The
:class:`Rules` fields, the override checks, :meth:`Rules.to_json`, :data:`PROFILES` and the
page's one-line summary of a profile (:func:`summary`) are all made from these declarations.

Every option is read by the code that applies its rule; no code asks which profile is in
force. The profiles and the evidence for each value are in docs/rules.md.

Profiles (:data:`PROFILE_NAMES`, in the page's order): ``ema2025`` (the default,
:data:`DEFAULT_PROFILE`), ``wrc2025``, ``ema2016``, ``tenhou``, ``mahjongsoul``. A request may give
a profile id or ``{"base": "<id>", "<option>": value, ...}`` (:func:`resolve_rules`).
"""

from __future__ import annotations

import dataclasses
from itertools import combinations
from typing import Callable

from .errors import TenbouError

#: The profile ids and their names for players, in the order the page offers them.
PROFILE_NAMES = {
    "ema2025": "EMA 2025",
    "wrc2025": "WRC 2025",
    "ema2016": "EMA 2016",
    "tenhou": "Tenhou",
    "mahjongsoul": "Mahjong Soul",
}

#: The profile a request gets when it names none (and an override object without ``base``).
DEFAULT_PROFILE = "ema2025"

#: Yakuman that some rules count twice when they are the whole hand.
DOUBLE_YAKUMAN_FORMS = ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii")


def _invalid(message: str) -> TenbouError:
    return TenbouError("invalid_rules", message)


# ------------------------------------------------------------------ the values an option takes
#
# Each kind of option has: ``field_type`` (what the Rules attribute holds), ``check(name,
# value)`` (the value to store for a JSON value, or ``invalid_rules``), ``to_json(value)`` and
# ``allowed()`` (every JSON value it accepts). (Plain classes, not dataclasses: each dataclass
# costs the engine's start-up about half a millisecond.)


class Flag:
    """Yes or no: JSON ``true`` or ``false``."""

    __slots__ = ()
    field_type = bool

    def check(self, name: str, value) -> bool:
        if not isinstance(value, bool):
            raise _invalid(f"Rule option {name!r} takes true or false, not {value!r}.")
        return value

    def to_json(self, value: bool) -> bool:
        return value

    def allowed(self) -> tuple[bool, ...]:
        return (False, True)


class Numbers:
    """One of a few whole numbers (a JSON integer, not a bool), e.g. fu: 2 or 4."""

    __slots__ = ("values",)
    field_type = int

    def __init__(self, values: tuple[int, ...]):
        self.values = values

    def check(self, name: str, value) -> int:
        if type(value) is not int or value not in self.values:
            shown = ", ".join(map(str, self.values[:-1])) + f" or {self.values[-1]}"
            raise _invalid(f"Rule option {name!r} takes {shown}, not {value!r}.")
        return value

    def to_json(self, value: int) -> int:
        return value

    def allowed(self) -> tuple[int, ...]:
        return self.values


class Choice:
    """One of a few ids (JSON strings)."""

    __slots__ = ("values",)
    field_type = str

    def __init__(self, values: tuple[str, ...]):
        self.values = values

    def check(self, name: str, value) -> str:
        if value not in self.values:
            raise _invalid(f"Rule option {name!r} takes one of {', '.join(self.values)}, not {value!r}.")
        return value

    def to_json(self, value: str) -> str:
        return value

    def allowed(self) -> tuple[str, ...]:
        return self.values


class Points:
    """A whole number of points from ``low`` to ``high`` (a JSON integer, not a bool)."""

    __slots__ = ("low", "high")
    field_type = int

    def __init__(self, low: int, high: int):
        self.low, self.high = low, high

    def check(self, name: str, value) -> int:
        if type(value) is not int or not self.low <= value <= self.high:
            raise _invalid(f"Rule option {name!r} takes a whole number of points from {self.low} to {self.high}, not {value!r}.")
        return value

    def to_json(self, value: int) -> int:
        return value

    def allowed(self) -> range:
        return range(self.low, self.high + 1)


class Subset:
    """Some of a list of ids: a JSON list, held as a frozenset (written back as a sorted list)."""

    __slots__ = ("values",)
    field_type = frozenset

    def __init__(self, values: tuple[str, ...]):
        self.values = values

    def check(self, name: str, value) -> frozenset:
        if not isinstance(value, list) or any(v not in self.values for v in value):
            raise _invalid(f"Rule option {name!r} takes a list of: {', '.join(self.values)}; got {value!r}.")
        return frozenset(value)

    def to_json(self, value: frozenset) -> list[str]:
        return sorted(value)

    def allowed(self) -> list[list[str]]:
        """Every subset, each as a list in the declared order."""
        return [list(c) for n in range(len(self.values) + 1) for c in combinations(self.values, n)]


# ------------------------------------------------------------------ the options


class Option:
    """One rule option, declared once.

    ``name`` is the override name and the :class:`Rules` attribute; ``kind`` the values it
    takes; ``profiles`` its value in each profile (JSON form, by profile id); ``phrase`` what
    the page's summary of a profile says of it (:func:`summary`): a dict from each value to a
    phrase, a function ``(value, rules) -> phrase`` when the phrase also speaks of another
    option, or None for an option the summary does not mention; ``doc`` what the option does
    and its source.
    """

    __slots__ = ("name", "kind", "profiles", "phrase", "doc")

    def __init__(self, name: str, kind: Flag | Numbers | Choice | Points | Subset, profiles: dict[str, object],
                 phrase: dict | Callable[[object, Rules], str] | None, doc: str):
        self.name, self.kind, self.profiles, self.phrase, self.doc = name, kind, profiles, phrase, doc

    def describe(self, rules: Rules) -> str | None:
        """The phrase for this option's value in ``rules``, or None if the summary omits it."""
        value = getattr(rules, self.name)
        if self.phrase is None:
            return None
        if callable(self.phrase):
            return self.phrase(value, rules)
        return self.phrase[value]


def _every(value) -> dict[str, object]:
    """The same value in every profile."""
    return dict.fromkeys(PROFILE_NAMES, value)


def _profiles(**values) -> dict[str, object]:
    """A value for each profile, by id: every profile of :data:`PROFILE_NAMES` and no other."""
    if values.keys() != PROFILE_NAMES.keys():
        raise AssertionError(f"a rule option needs a value for each of {', '.join(PROFILE_NAMES)}, no more")
    return {profile_id: values[profile_id] for profile_id in PROFILE_NAMES}


_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four"}
_FORM_PHRASES = {"kokushi_13": "kokushi 13-sided", "suuankou_tanki": "suuankou tanki",
                 "junsei_chuuren": "junsei chuuren", "daisuushii": "daisuushii"}


def _yakuman_phrase(stacking: bool, rules: Rules) -> str:
    """How yakuman combine, and which count double: one phrase for ``yakuman_stacking`` and
    ``double_yakuman`` (where some count double, adding up needs no "different")."""
    doubles = rules.double_yakuman
    if not doubles:
        return ("different yakuman add up" if stacking else "one yakuman at most") + ", none double"
    names = ", ".join(_FORM_PHRASES[f] for f in DOUBLE_YAKUMAN_FORMS if f in doubles)
    adding = "yakuman add up" if stacking else "one yakuman at most"
    return f"{adding}, and {_COUNTS[len(doubles)]} count double ({names})"


#: Every rule option, in the order of the :class:`Rules` fields and of the page's summary.
OPTIONS: tuple[Option, ...] = (
    Option(
        "double_wind_pair_fu", Numbers((2, 4)),
        _profiles(ema2025=2, wrc2025=2, ema2016=4, tenhou=4, mahjongsoul=4),
        {2: "Double-wind pair 2 fu", 4: "Double-wind pair 4 fu"},
        """Fu for a pair of the wind that is both seat and round wind: 2 or 4. 2 in EMA 2025
        (rulebook 4.1.1, a 2025 change) and WRC 2025 (§11.3; the WRC 2022 change summary moved
        it from 4 to 2); 4 in EMA 2016, Tenhou and Mahjong Soul (docs/rules.md,
        double_wind_pair_fu)."""),
    Option(
        "kiriage", Flag(),
        _profiles(ema2025=True, wrc2025=True, ema2016=False, tenhou=False, mahjongsoul=True),
        {True: "kiriage mangan", False: "no kiriage"},
        """Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as a mangan. Yes in EMA 2025 (a
        2025 change; its example 2), WRC (2015 onwards) and Mahjong Soul; no in EMA 2016 and
        Tenhou (docs/rules.md, kiriage)."""),
    Option(
        "open_tanyao", Flag(), _every(True), None,
        """Kuitan: all simples counts on an open hand. Yes in every profile here (EMA since 2016,
        WRC, Tenhou's standard lobbies, Mahjong Soul; docs/rules.md, open_tanyao)."""),
    Option(
        "aka_dora", Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True),
        {True: "red fives 1 han each", False: "red fives are plain fives"},
        """Red fives (``0m 0p 0s``) count 1 han each as aka dora. No in EMA 2016/2025 (red fives
        removed in 2016) and WRC; yes in Tenhou and Mahjong Soul, one per suit. Without it a red
        five is a plain five (docs/rules.md, aka_dora)."""),
    Option(
        "kazoe", Choice(("sanbaiman", "yakuman")),
        _profiles(ema2025="sanbaiman", wrc2025="sanbaiman", ema2016="sanbaiman", tenhou="yakuman",
                  mahjongsoul="yakuman"),
        {"sanbaiman": "13+ han is sanbaiman", "yakuman": "13+ han is a counted yakuman"},
        """What 13 or more han without a named yakuman are worth: ``"sanbaiman"`` (EMA 2016,
        EMA 2025, WRC: no counted yakuman) or ``"yakuman"`` (Tenhou, Mahjong Soul)
        (docs/rules.md, kazoe)."""),
    Option(
        "yakuman_stacking", Flag(),
        _profiles(ema2025=False, wrc2025=True, ema2016=False, tenhou=True, mahjongsoul=True),
        _yakuman_phrase,
        """Different yakuman in one hand add up. No in EMA 2016/2025 (one yakuman at most); yes
        in WRC 2022/2025, Tenhou and Mahjong Soul (docs/rules.md, yakuman_stacking)."""),
    Option(
        "double_yakuman", Subset(DOUBLE_YAKUMAN_FORMS),
        _profiles(ema2025=[], wrc2025=[], ema2016=[], tenhou=[], mahjongsoul=list(DOUBLE_YAKUMAN_FORMS)),
        None,  # (the summary says it with yakuman_stacking)
        """Single yakuman that count twice: a subset of :data:`DOUBLE_YAKUMAN_FORMS`. None in EMA,
        WRC and Tenhou; all four in Mahjong Soul (kokushi 13-sided wait, suuankou tanki, junsei
        chuuren, daisuushii) (docs/rules.md, double_yakuman)."""),
    Option(
        "renhou", Choice(("five_han_alone", "mangan", "yakuman", "none")),
        _profiles(ema2025="five_han_alone", wrc2025="five_han_alone", ema2016="mangan", tenhou="none",
                  mahjongsoul="none"),
        {"five_han_alone": "renhou 5 han alone", "mangan": "renhou a mangan", "yakuman": "renhou a yakuman",
         "none": "no renhou"},
        """Blessing of man (non-dealer ron before their first draw): ``"five_han_alone"`` (EMA
        2025, WRC 2025: 5 han that combine with nothing, scored both ways, the better kept),
        ``"mangan"`` (EMA 2016: a fixed mangan, also scored both ways), ``"yakuman"`` (a house
        rule), ``"none"`` (Tenhou, Mahjong Soul: no such yaku) (docs/rules.md, renhou)."""),
    Option(
        "kokushi_robs_concealed_kan", Flag(),
        _profiles(ema2025=True, wrc2025=True, ema2016=False, tenhou=False, mahjongsoul=True), None,
        """Thirteen orphans may rob a concealed kan. Yes in EMA 2025, WRC 2025 and Mahjong Soul,
        no in EMA 2016 and Tenhou. A table rule: it decides whether the win is allowed, not its
        value, so the score of a chankan win does not read it (docs/rules.md,
        kokushi_robs_concealed_kan)."""),
    Option(
        "haitei_with_rinshan", Choice(("rinshan_only", "both")), _every("rinshan_only"), None,
        """When the last tile of the wall is a kan replacement tile: ``"rinshan_only"`` (EMA 2025
        and WRC 2025: rinshan, not haitei; used for every profile) or ``"both"``
        (docs/rules.md, haitei_with_rinshan)."""),
    Option(
        "nagashi_mangan", Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True), None,
        """Nagashi mangan is paid at an exhaustive draw (Tenhou, Mahjong Soul). It is a draw
        payment, not a winning hand, so it never changes a hand's score (docs/rules.md,
        nagashi_mangan)."""),
    Option(
        "honba_ron", Points(0, 3000), _every(300), None,
        """Points the discarder pays per honba counter: 300 in every profile (docs/rules.md,
        honba)."""),
    Option(
        "honba_tsumo_each", Points(0, 1000), _every(100), None,
        """Points each payer adds per honba counter on a self-draw: 100 in every profile
        (docs/rules.md, honba)."""),
    Option(
        "riichi_stick", Points(0, 10000), _every(1000), None,
        """Points per riichi stick on the table, all to the winner: 1,000 (docs/rules.md, riichi
        stick)."""),
)

_OPTIONS = {option.name: option for option in OPTIONS}


# ------------------------------------------------------------------ Rules


class _RulesMethods:
    """What every :class:`Rules` can do (its fields are made from :data:`OPTIONS`)."""

    __slots__ = ()

    def override(self, **options) -> "Rules":
        """A copy with some options changed, each checked.

        :raises TenbouError: ``invalid_rules`` for an unknown option or a value out of range.

        >>> PROFILES["ema2025"].override(double_wind_pair_fu=4).double_wind_pair_fu
        4
        """
        changes = {}
        for key, value in options.items():
            option = _OPTIONS.get(key)
            if option is None:
                raise _invalid(f"Unknown rule option {key!r}.")
            changes[key] = option.kind.check(key, value)
        if changes and not self.name.endswith(" (with changes)"):
            changes["name"] = f"{self.name} (with changes)"
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict:
        """The rules as JSON-ready data: ``id``, ``name``, then every option (``double_yakuman``
        as a sorted list).

        >>> PROFILES["tenhou"].to_json()["kazoe"]
        'yakuman'
        """
        out = {"id": self.id, "name": self.name}
        for option in OPTIONS:
            out[option.name] = option.kind.to_json(getattr(self, option.name))
        return out


def _rules_doc() -> str:
    """The docstring of :class:`Rules`: its fields, each option's with its own docstring."""
    lines = [
        "The options of one rule set, frozen: make a variant with :meth:`override`.",
        "",
        "``id``: the profile id, e.g. ``\"ema2025\"`` (an override keeps its base's id).",
        "``name``: the profile's name for players, e.g. ``\"EMA 2025\"``; ``\"EMA 2025 (with changes)\"``",
        "after an override. Then one attribute per option of :data:`OPTIONS`:",
    ]
    for option in OPTIONS:
        lines += ["", f"``{option.name}``: " + "\n".join(line.strip() for line in option.doc.splitlines())]
    lines += ["", ">>> PROFILES[\"ema2025\"].double_wind_pair_fu, PROFILES[\"tenhou\"].double_wind_pair_fu", "(2, 4)"]
    return "\n".join(lines)


#: The options of one rule set: ``id``, ``name`` and one plain attribute per option of
#: :data:`OPTIONS` (a frozen dataclass with slots). A Rules object is its own identity
#: (``eq=False``): the engine remembers partial results by the rules object they were found
#: under, which then costs one pointer hash, and no option can be left out of such a key.
#: Compare :meth:`to_json` for equal options.
Rules = dataclasses.make_dataclass(
    "Rules", [("id", str), ("name", str), *((option.name, option.kind.field_type) for option in OPTIONS)],
    bases=(_RulesMethods,), frozen=True, slots=True, eq=False,
    namespace={"__module__": __name__, "__doc__": _rules_doc()})


def _profile(profile_id: str) -> Rules:
    """The :class:`Rules` of one profile, from each option's declared value (checked as an
    override would be)."""
    values = {option.name: option.kind.check(option.name, option.profiles[profile_id]) for option in OPTIONS}
    return Rules(id=profile_id, name=PROFILE_NAMES[profile_id], **values)


#: The profiles, by id, in the order of :data:`PROFILE_NAMES`.
PROFILES: dict[str, Rules] = {profile_id: _profile(profile_id) for profile_id in PROFILE_NAMES}


def resolve_rules(spec) -> Rules:
    """The :class:`Rules` for a request's ``rules`` field.

    :param spec: a profile id, or ``{"base": "<profile id>", "<option>": value, ...}``
        (``base`` defaults to :data:`DEFAULT_PROFILE`).
    :raises TenbouError: ``invalid_rules`` for an unknown profile, option or value.

    >>> resolve_rules({"base": "tenhou", "kiriage": True}).kiriage
    True
    """
    if isinstance(spec, str):
        if spec not in PROFILES:
            raise _invalid(f"Unknown rules {spec!r}; use one of {', '.join(PROFILES)}.")
        return PROFILES[spec]
    if isinstance(spec, dict):
        options = dict(spec)
        base = options.pop("base", DEFAULT_PROFILE)
        for key in options:
            if type(key) is not str:  # (JSON keys are strings; a Python caller's may not be)
                raise _invalid(f"Unknown rule option {key!r}.")
        return resolve_rules(base if isinstance(base, str) else repr(base)).override(**options)
    raise _invalid(f"'rules' must be a profile id or an object with 'base', not {spec!r}.")


def summary(rules: Rules) -> str:
    """The page's one line on what ``rules`` do where the profiles differ: the phrase of each
    option that has one (:attr:`Option.phrase`), in :data:`OPTIONS` order.

    >>> summary(PROFILES["ema2016"])
    'Double-wind pair 4 fu; no kiriage; red fives are plain fives; 13+ han is sanbaiman; one yakuman at most, none double; renhou a mangan.'
    """
    phrases = [option.describe(rules) for option in OPTIONS]
    return "; ".join(p for p in phrases if p is not None) + "."
