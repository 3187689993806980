"""Rule profiles as data: one frozen :class:`Rules` object per profile, plus overrides.

Every option is read by the code that applies its rule; no code asks which profile
is in force. The profiles and their evidence are documented in ``shared/rules.md``
and ``shared/rules-research.md``; each field's docstring below names its sources.

Profiles: ``ema2025`` (the default), ``wrc2025``, ``ema2016``, ``tenhou``, ``mahjongsoul``.
A request may give a profile id or ``{"base": "<id>", "<option>": value, ...}``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .errors import TenbouError

#: Yakuman that some rules count twice when they are the whole hand.
DOUBLE_YAKUMAN_FORMS = ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii")

KAZOE_CHOICES = ("sanbaiman", "yakuman")
RENHOU_CHOICES = ("five_han_alone", "mangan", "yakuman", "none")
HAITEI_WITH_RINSHAN_CHOICES = ("rinshan_only", "both")


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one rule set. Frozen: make a variant with :meth:`override`.

    >>> PROFILES["ema2025"].double_wind_pair_fu, PROFILES["tenhou"].double_wind_pair_fu
    (2, 4)
    """

    id: str
    """Profile id, e.g. ``"ema2025"``; an override keeps its base's id."""

    name: str
    """Profile name for players, e.g. ``"EMA 2025"``; ``"EMA 2025 (with changes)"`` after an override."""

    double_wind_pair_fu: int
    """Fu for a pair of the wind that is both seat and round wind: 2 or 4.
    2 in EMA 2025 (rulebook 4.1.1, a 2025 change) and WRC 2022/2025 (WRC 2025 §11.3; the
    WRC 2022 change summary moved it from 4 to 2); 4 in EMA 2016, Tenhou and Mahjong Soul
    (rules-research.md §1.3)."""

    kiriage: bool
    """Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as a mangan. Yes in EMA 2025
    (a 2025 change; its example 2), WRC (2015 onwards) and Mahjong Soul; no in EMA 2016 and
    Tenhou (rules-research.md §3.2)."""

    open_tanyao: bool
    """Kuitan: all simples counts on an open hand. Yes in every profile here (EMA since 2016,
    WRC, Tenhou's standard lobbies, Mahjong Soul; rules-research.md §2.3)."""

    aka_dora: bool
    """Red fives (``0m 0p 0s``) count 1 han each as aka dora. No in EMA 2016/2025 (red fives
    removed in 2016) and WRC; yes in Tenhou and Mahjong Soul, one per suit (§2.4). Without it
    a red five is a plain five."""

    kazoe: str
    """What 13 or more han without a named yakuman are worth: ``"sanbaiman"`` (EMA 2016,
    EMA 2025, WRC: no counted yakuman) or ``"yakuman"`` (Tenhou, Mahjong Soul) (§2.3)."""

    double_yakuman: frozenset
    """Single yakuman that count twice: a subset of :data:`DOUBLE_YAKUMAN_FORMS`. None in
    EMA, WRC and Tenhou; all four in Mahjong Soul (kokushi 13-sided wait, suuankou tanki,
    junsei chuuren, daisuushii) (§2.2)."""

    yakuman_stacking: bool
    """Different yakuman in one hand add up. No in EMA 2016/2025 (one yakuman at most);
    yes in WRC 2022/2025, Tenhou and Mahjong Soul (§2.3)."""

    renhou: str
    """Blessing of man (non-dealer ron before their first draw): ``"five_han_alone"``
    (EMA 2025, WRC 2025: 5 han that combine with nothing, scored both ways, the better
    kept), ``"mangan"`` (EMA 2016: a fixed mangan, also scored both ways), ``"yakuman"``
    (a house rule), ``"none"`` (Tenhou, Mahjong Soul: no such yaku) (§2.1)."""

    kokushi_robs_concealed_kan: bool
    """Thirteen orphans may rob a concealed kan. Yes in EMA 2025 and Mahjong Soul, no in
    Tenhou (§2.3). A table rule: it decides whether the win is allowed, not its value, so
    the score of a chankan win does not read it."""

    haitei_with_rinshan: str
    """When the last tile of the wall is a kan replacement tile: ``"rinshan_only"`` (EMA 2025
    and WRC 2025: rinshan, not haitei; used for every profile) or ``"both"`` (§4.5)."""

    nagashi_mangan: bool
    """Nagashi mangan is paid at an exhaustive draw (Tenhou, Mahjong Soul). It is a draw
    payment, not a winning hand, so it never changes a hand's score (§2.1)."""

    honba_ron: int
    """Points the discarder pays per honba counter: 300 in every profile (§3.4)."""

    honba_tsumo_each: int
    """Points each payer adds per honba counter on a self-draw: 100 in every profile (§3.4)."""

    riichi_stick: int
    """Points per riichi stick on the table, all to the winner: 1,000 (§3.4)."""

    def override(self, **options) -> "Rules":
        """A copy with some options changed, each checked.

        :raises TenbouError: ``invalid_rules`` for an unknown option or a value out of range.

        >>> PROFILES["ema2025"].override(double_wind_pair_fu=4).double_wind_pair_fu
        4
        """
        changes = {}
        for key, value in options.items():
            if key in ("id", "name") or key not in _FIELD_NAMES:
                raise TenbouError("invalid_rules", f"Unknown rule option {key!r}.")
            changes[key] = _check_option(key, value)
        if changes and not self.name.endswith(" (with changes)"):
            changes["name"] = f"{self.name} (with changes)"
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict:
        """The options as JSON-ready data (``double_yakuman`` as a sorted list)."""
        out = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        out["double_yakuman"] = sorted(self.double_yakuman)
        return out


_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(Rules))
_BOOL_OPTIONS = ("kiriage", "open_tanyao", "aka_dora", "yakuman_stacking", "kokushi_robs_concealed_kan", "nagashi_mangan")
_CHOICE_OPTIONS = {"kazoe": KAZOE_CHOICES, "renhou": RENHOU_CHOICES, "haitei_with_rinshan": HAITEI_WITH_RINSHAN_CHOICES}
_POINT_OPTIONS = {"honba_ron": (0, 3000), "honba_tsumo_each": (0, 1000), "riichi_stick": (0, 10000)}


def _check_option(key: str, value):
    if key in _BOOL_OPTIONS:
        if not isinstance(value, bool):
            raise TenbouError("invalid_rules", f"Rule option {key!r} takes true or false, not {value!r}.")
        return value
    if key == "double_wind_pair_fu":
        if type(value) is not int or value not in (2, 4):
            raise TenbouError("invalid_rules", f"Rule option 'double_wind_pair_fu' takes 2 or 4, not {value!r}.")
        return value
    if key in _CHOICE_OPTIONS:
        if value not in _CHOICE_OPTIONS[key]:
            allowed = ", ".join(_CHOICE_OPTIONS[key])
            raise TenbouError("invalid_rules", f"Rule option {key!r} takes one of {allowed}, not {value!r}.")
        return value
    if key == "double_yakuman":
        if not isinstance(value, list) or any(v not in DOUBLE_YAKUMAN_FORMS for v in value):
            allowed = ", ".join(DOUBLE_YAKUMAN_FORMS)
            raise TenbouError("invalid_rules", f"Rule option 'double_yakuman' takes a list of: {allowed}; got {value!r}.")
        return frozenset(value)
    low, high = _POINT_OPTIONS[key]
    if type(value) is not int or not low <= value <= high:
        raise TenbouError("invalid_rules", f"Rule option {key!r} takes a whole number of points from {low} to {high}, not {value!r}.")
    return value


_COMMON = dict(
    open_tanyao=True,
    haitei_with_rinshan="rinshan_only",
    honba_ron=300,
    honba_tsumo_each=100,
    riichi_stick=1000,
)

#: The five profiles of ``shared/rules.md``, by id.
PROFILES: dict[str, Rules] = {
    "ema2025": Rules(
        id="ema2025", name="EMA 2025", double_wind_pair_fu=2, kiriage=True, aka_dora=False,
        kazoe="sanbaiman", double_yakuman=frozenset(), yakuman_stacking=False,
        renhou="five_han_alone", kokushi_robs_concealed_kan=True, nagashi_mangan=False, **_COMMON),
    "wrc2025": Rules(
        id="wrc2025", name="WRC 2025", double_wind_pair_fu=2, kiriage=True, aka_dora=False,
        kazoe="sanbaiman", double_yakuman=frozenset(), yakuman_stacking=True,
        renhou="five_han_alone", kokushi_robs_concealed_kan=True, nagashi_mangan=False, **_COMMON),
    "ema2016": Rules(
        id="ema2016", name="EMA 2016", double_wind_pair_fu=4, kiriage=False, aka_dora=False,
        kazoe="sanbaiman", double_yakuman=frozenset(), yakuman_stacking=False,
        renhou="mangan", kokushi_robs_concealed_kan=False, nagashi_mangan=False, **_COMMON),
    "tenhou": Rules(
        id="tenhou", name="Tenhou", double_wind_pair_fu=4, kiriage=False, aka_dora=True,
        kazoe="yakuman", double_yakuman=frozenset(), yakuman_stacking=True,
        renhou="none", kokushi_robs_concealed_kan=False, nagashi_mangan=True, **_COMMON),
    "mahjongsoul": Rules(
        id="mahjongsoul", name="Mahjong Soul", double_wind_pair_fu=4, kiriage=True, aka_dora=True,
        kazoe="yakuman", double_yakuman=frozenset(DOUBLE_YAKUMAN_FORMS), yakuman_stacking=True,
        renhou="none", kokushi_robs_concealed_kan=True, nagashi_mangan=True, **_COMMON),
}

DEFAULT_PROFILE = "ema2025"


def resolve_rules(spec) -> Rules:
    """The :class:`Rules` for a request's ``rules`` field.

    :param spec: a profile id, or ``{"base": "<profile id>", "<option>": value, ...}``
        (``base`` defaults to ``ema2025``).
    :raises TenbouError: ``invalid_rules`` for an unknown profile, option or value.

    >>> resolve_rules({"base": "tenhou", "kiriage": True}).kiriage
    True
    """
    if isinstance(spec, str):
        if spec not in PROFILES:
            raise TenbouError("invalid_rules", f"Unknown rules {spec!r}; use one of {', '.join(PROFILES)}.")
        return PROFILES[spec]
    if isinstance(spec, dict):
        options = dict(spec)
        base = options.pop("base", DEFAULT_PROFILE)
        for key in options:
            if type(key) is not str:  # (JSON keys are strings; a Python caller's may not be)
                raise TenbouError("invalid_rules", f"Unknown rule option {key!r}.")
        return resolve_rules(base if isinstance(base, str) else repr(base)).override(**options)
    raise TenbouError("invalid_rules", f"'rules' must be a profile id or an object with 'base', not {spec!r}.")
