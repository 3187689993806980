"""Rule profiles as data: each rule option declared once, one frozen :class:`Rules` per profile.

Every option is a field of :class:`Rules` (the game rules: of :class:`GameRules`), typed, and
its declaration is the field's metadata (:func:`option`): the values it takes (a :class:`Flag`,
:class:`Numbers`, :class:`Choice`, :class:`Points`, :class:`Subset` or :class:`Uma`), its value
in each profile, the page's phrase for each value, and where the rule comes from. :data:`OPTIONS`
(and :data:`GAME_OPTIONS`) read them back from the fields, in field order; the override checks,
:meth:`Rules.to_json`, :data:`PROFILES` and the page's one-line summary of a profile
(:func:`summary`) are all made from them.

Every option is read by the code that applies its rule; no code asks which profile is in
force. The profiles and the evidence for each value are in docs/rules.md.

Profiles (:data:`PROFILE_IDS`, in the page's order; their names are the catalogs' ``profile.<id>``): ``ema2025`` (the default,
:data:`DEFAULT_PROFILE`), ``wrc2025``, ``ema2016``, ``tenhou``, ``mahjongsoul``, and for three
players ``tenhou_sanma`` and ``mahjongsoul_sanma`` (:data:`THREE_PLAYER_BASES`). A request may give
a profile id or ``{"base": "<id>", "<option>": value, ...}`` (:func:`resolve_rules`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Callable

from .errors import TenbouError
from .i18n import DEFAULT_LANGUAGE, Named, text
from .kernel.memo import Memo

#: The profile ids, in the order the page offers them (their names for players: the catalogs'
#: ``profile.<id>``, e.g. "EMA 2025").
PROFILE_IDS = ("ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul", "tenhou_sanma", "mahjongsoul_sanma")

#: The three-player profiles, each with the four-player profile of its platform: an option
#: declared without a value for a three-player profile takes its four-player profile's value
#: (docs/rules.md, "Three players (sanma)": the platforms' three-player rules are their
#: four-player rules except where a source says otherwise).
THREE_PLAYER_BASES = {"tenhou_sanma": "tenhou", "mahjongsoul_sanma": "mahjongsoul"}

#: The profile a request gets when it names none (and an override object without ``base``).
DEFAULT_PROFILE = "ema2025"

#: Yakuman that some rules count twice when they are the whole hand.
DOUBLE_YAKUMAN_FORMS = ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii")

#: The yakuman that liability (pao) can cover.
LIABILITY_YAKUMAN = ("daisangen", "daisuushii", "suukantsu")


def _invalid(key: str, **fields: object) -> TenbouError:
    return TenbouError("invalid_rules", "error.invalid_rules." + key, **fields)


# ------------------------------------------------------------------ the values an option takes
#
# Each kind of option has: ``field_type`` (what the Rules attribute holds: its field's type,
# ``tests/engine/test_rules.py`` checks that they agree), ``check(name, value)`` (the value to
# store for a JSON value, or ``invalid_rules``), ``to_json(value)`` and ``allowed()`` (every
# JSON value it accepts). (Plain classes, not dataclasses: each dataclass costs the engine's
# start-up about half a millisecond.)


class Flag:
    """Yes or no: JSON ``true`` or ``false``."""

    __slots__ = ()
    field_type = bool

    def check(self, name: str, value: object) -> bool:
        if not isinstance(value, bool):
            raise _invalid("flag", name=repr(name), value=repr(value))
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

    def check(self, name: str, value: object) -> int:
        if type(value) is not int or value not in self.values:
            raise _invalid("numbers", name=repr(name), values=", ".join(map(str, self.values[:-1])),
                           last=self.values[-1], value=repr(value))
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

    def check(self, name: str, value: object) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise _invalid("choice", name=repr(name), values=", ".join(self.values), value=repr(value))
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

    def check(self, name: str, value: object) -> int:
        if type(value) is not int or not self.low <= value <= self.high:
            raise _invalid("points", name=repr(name), low=self.low, high=self.high, value=repr(value))
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

    def check(self, name: str, value: object) -> frozenset[str]:
        if not isinstance(value, list) or any(v not in self.values for v in value):
            raise _invalid("subset", name=repr(name), values=", ".join(self.values), value=repr(value))
        return frozenset(value)

    def to_json(self, value: frozenset[str]) -> list[str]:
        return sorted(value)

    def allowed(self) -> list[list[str]]:
        """Every subset, each as a list in the declared order."""
        return [list(c) for n in range(len(self.values) + 1) for c in combinations(self.values, n)]


class Uma:
    """Three or four whole numbers of points, one per place from first to last (as many as
    the rules' ``players``: :meth:`Rules.override` checks it), that add up to 0 and never rise
    from one place to the next (a JSON list of integers, held as a tuple)."""

    __slots__ = ()
    field_type = tuple

    def check(self, name: str, value: object, players: int | None = None) -> tuple[int, ...]:
        """The uma as a tuple; ``players``, where known (3 or 4), is how many places it needs."""
        places = (players,) if players in (3, 4) else (3, 4)
        if (not isinstance(value, list) or len(value) not in places or any(type(v) is not int for v in value)
                or sum(value) != 0 or any(a < b for a, b in zip(value, value[1:]))
                or any(abs(v) > 1_000_000 for v in value)):
            if players == 3:
                raise _invalid("uma_three", name=repr(name), value=repr(value))
            raise _invalid("uma", name=repr(name), value=repr(value))
        return tuple(value)

    def to_json(self, value: tuple[int, ...]) -> list[int]:
        return list(value)

    def allowed(self) -> list[list[int]]:
        """A few of the lists it takes (all of them are too many to list)."""
        return [[15000, 5000, -5000, -15000], [20000, 10000, -10000, -20000], [0, 0, 0, 0],
                [30000, 10000, -10000, -30000], [20000, 0, -20000], [15000, 0, -15000]]


#: The values an option takes.
Kind = Flag | Numbers | Choice | Points | Subset | Uma

#: A phrase made by a function, for an option whose phrase also speaks of another option:
#: ``(the option's value, the rules, lang) -> phrase``, or None where it says nothing (the
#: value is of the option's kind: a bool, int, str, frozenset or tuple).
PhraseFunction = Callable[[Any, "Rules", str], "str | None"]


# ------------------------------------------------------------------ the options


class Option:
    """One rule option, as its field declares it (:func:`option`).

    ``name`` is the override name and the :class:`Rules` (or :class:`GameRules`) field;
    ``kind`` the values it takes; ``profiles`` its value in each profile (JSON form, by profile
    id); ``phrase`` what the page's summary of a profile says of it (:func:`summary`): True for
    the catalogs' phrase of each value (``summary.<name>.<value>``, a flag's values ``true`` and
    ``false``), a function (:data:`PhraseFunction`) when the phrase also speaks of another
    option, or None for an option the summary does not mention; ``doc`` what the option does
    and its source.
    """

    __slots__ = ("name", "kind", "profiles", "phrase", "doc")

    def __init__(self, name: str, kind: Kind, profiles: dict[str, object], phrase: bool | PhraseFunction | None,
                 doc: str):
        self.name, self.kind, self.profiles, self.phrase, self.doc = name, kind, profiles, phrase, doc

    def phrase_keys(self) -> list[str]:
        """The catalog keys of this option's phrases, one per value (none for a phrase made by
        a function, or an option the summary omits)."""
        if self.phrase is not True:
            return []
        return [self.phrase_key(value) for value in self.kind.allowed()]

    def phrase_key(self, value: object) -> str:
        """The catalog key of the phrase for ``value``: ``summary.<name>.<value>``."""
        shown = str(value).lower() if isinstance(value, bool) else str(value)
        return f"summary.{self.name}.{shown}"

    def describe(self, rules: Rules, lang: str = DEFAULT_LANGUAGE) -> str | None:
        """The phrase for this option's value in ``rules``, in ``lang``, or None if the summary
        omits it."""
        value = getattr(rules, self.name)
        if self.phrase is None:
            return None
        if callable(self.phrase):
            return self.phrase(value, rules, lang)
        return text(lang, self.phrase_key(value))


def option(kind: Kind, profiles: dict[str, object], phrase: bool | PhraseFunction | None,
           doc: str) -> dict[str, object]:
    """The declaration of a rule option, as its field's metadata: ``name: type =
    field(metadata=option(kind, profiles, phrase, doc))`` in :class:`Rules` or :class:`GameRules`
    (the parts are those of :class:`Option`; the field gives the name and the type)."""
    return {"kind": kind, "profiles": profiles, "phrase": phrase, "doc": doc}


def _options_of(cls: type) -> tuple[Option, ...]:
    """The options that the fields of ``cls`` declare (:func:`option`), in field order."""
    return tuple(Option(name=f.name, **f.metadata) for f in dataclasses.fields(cls) if f.metadata)


def _every(value: object) -> dict[str, object]:
    """The same value in every profile."""
    return dict.fromkeys(PROFILE_IDS, value)


def _profiles(**values: object) -> dict[str, object]:
    """A value for each profile, by id: every four-player profile of :data:`PROFILE_IDS`, and
    the three-player ones where they differ from their four-player profile
    (:data:`THREE_PLAYER_BASES`), no other."""
    given = set(values) - set(THREE_PLAYER_BASES)
    if given != set(PROFILE_IDS) - set(THREE_PLAYER_BASES) or not set(values) <= set(PROFILE_IDS):
        raise AssertionError(f"a rule option needs a value for each of {', '.join(PROFILE_IDS)}, no more")
    return {profile_id: values[profile_id] if profile_id in values else values[THREE_PLAYER_BASES[profile_id]]
            for profile_id in PROFILE_IDS}


def _yakuman_phrase(stacking: bool, rules: Rules, lang: str) -> str:
    """How yakuman combine, and which count double: one phrase for ``yakuman_stacking`` and
    ``double_yakuman`` (catalog keys ``summary.yakuman_stacking.<true|false>_<none|doubles>``;
    where some count double, adding up needs no "different")."""
    doubles = rules.double_yakuman
    stacking_key = f"summary.yakuman_stacking.{str(stacking).lower()}"
    if not doubles:
        return text(lang, stacking_key + "_none")
    names = text(lang, "summary.list_separator").join(
        text(lang, f"summary.double_form.{f}") for f in DOUBLE_YAKUMAN_FORMS if f in doubles)
    count = Named(lang, f"summary.count.{len(doubles)}", str(len(doubles)))
    return text(lang, stacking_key + "_doubles", count=count, names=names)


#: The summary's phrase of each ``sanma_tsumo`` value, said only under three-player rules.
_SANMA_TSUMO_PHRASES = {"loss": "summary.sanma_tsumo.loss", "bisection": "summary.sanma_tsumo.bisection"}


def _sanma_tsumo_phrase(value: str, rules: Rules, lang: str) -> str | None:
    """The phrase of ``sanma_tsumo``, said only under three-player rules."""
    return text(lang, _SANMA_TSUMO_PHRASES[value]) if rules.players == 3 else None


# ------------------------------------------------------------------ Rules


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class Rules:
    """The options of one rule set, frozen: make a variant with :meth:`override`.

    ``id``: the profile id, e.g. ``"ema2025"`` (an override keeps its base's id). ``changed``:
    True after an override. ``name`` (and :meth:`name_in` a language): the profile's name for
    players, e.g. ``"EMA 2025"``; ``"EMA 2025 (with changes)"`` after an override. Then one
    field per rule option (:data:`OPTIONS`, each declared in its field's metadata: see its
    ``doc``), and ``game``, the game rules (:class:`GameRules`).

    One object per set of values: a profile is one object (:data:`PROFILES`), and every
    override is looked up among the overrides made before (:data:`_OVERRIDES`), so equal
    overrides, from any number of requests, are one object. The engine's memos key partial
    results by the rules object they were found under (``eq=False``: it compares and hashes by
    identity, which costs one pointer hash where a hash of every value costs about 0.8 µs, on
    each of several look-ups per score), so no option can be left out of such a key and equal
    rules share the entries. Compare :meth:`to_json` for equal options.

    >>> PROFILES["ema2025"].double_wind_pair_fu, PROFILES["tenhou"].double_wind_pair_fu
    (2, 4)
    """

    id: str
    changed: bool

    double_wind_pair_fu: int = field(metadata=option(
        Numbers((2, 4)),
        _profiles(ema2025=2, wrc2025=2, ema2016=4, tenhou=4, mahjongsoul=4),
        True,
        """Fu for a pair of the wind that is both seat and round wind: 2 or 4. 2 in EMA 2025
        (rulebook 4.1.1, a 2025 change) and WRC 2025 (§11.3; the WRC 2022 change summary moved
        it from 4 to 2); 4 in EMA 2016, Tenhou and Mahjong Soul (docs/rules.md,
        double_wind_pair_fu)."""))

    kiriage: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=True, wrc2025=True, ema2016=False, tenhou=False, mahjongsoul=True),
        True,
        """Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as a mangan. Yes in EMA 2025 (a
        2025 change; its example 2), WRC (2015 onwards) and Mahjong Soul; no in EMA 2016 and
        Tenhou (docs/rules.md, kiriage)."""))

    open_tanyao: bool = field(metadata=option(
        Flag(), _every(True), None,
        """Kuitan: all simples counts on an open hand. Yes in every profile here (EMA since 2016,
        WRC, Tenhou's standard lobbies, Mahjong Soul; docs/rules.md, open_tanyao)."""))

    aka_dora: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True),
        True,
        """Red fives (``0m 0p 0s``) count 1 han each as aka dora. No in EMA 2016/2025 (red fives
        removed in 2016) and WRC; yes in Tenhou and Mahjong Soul, one per suit. Without it a red
        five is a plain five (docs/rules.md, aka_dora)."""))

    kazoe: str = field(metadata=option(
        Choice(("sanbaiman", "yakuman")),
        _profiles(ema2025="sanbaiman", wrc2025="sanbaiman", ema2016="sanbaiman", tenhou="yakuman",
                  mahjongsoul="yakuman"),
        True,
        """What 13 or more han without a named yakuman are worth: ``"sanbaiman"`` (EMA 2016,
        EMA 2025, WRC: no counted yakuman) or ``"yakuman"`` (Tenhou, Mahjong Soul)
        (docs/rules.md, kazoe)."""))

    yakuman_stacking: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=True, ema2016=False, tenhou=True, mahjongsoul=True),
        _yakuman_phrase,
        """Different yakuman in one hand add up. No in EMA 2016/2025 (one yakuman at most); yes
        in WRC 2022/2025, Tenhou and Mahjong Soul (docs/rules.md, yakuman_stacking)."""))

    double_yakuman: frozenset[str] = field(metadata=option(
        Subset(DOUBLE_YAKUMAN_FORMS),
        _profiles(ema2025=[], wrc2025=[], ema2016=[], tenhou=[], mahjongsoul=list(DOUBLE_YAKUMAN_FORMS)),
        None,  # (the summary says it with yakuman_stacking)
        """Single yakuman that count twice: a subset of :data:`DOUBLE_YAKUMAN_FORMS`. None in EMA,
        WRC and Tenhou; all four in Mahjong Soul (kokushi 13-sided wait, suuankou tanki, junsei
        chuuren, daisuushii) (docs/rules.md, double_yakuman)."""))

    renhou: str = field(metadata=option(
        Choice(("five_han_alone", "mangan", "yakuman", "none")),
        _profiles(ema2025="five_han_alone", wrc2025="five_han_alone", ema2016="mangan", tenhou="none",
                  mahjongsoul="none"),
        True,
        """Blessing of man (non-dealer ron before their first draw): ``"five_han_alone"`` (EMA
        2025, WRC 2025: 5 han that combine with nothing, scored both ways, the better kept),
        ``"mangan"`` (EMA 2016: a fixed mangan, also scored both ways), ``"yakuman"`` (a house
        rule), ``"none"`` (Tenhou, Mahjong Soul: no such yaku) (docs/rules.md, renhou)."""))

    kokushi_robs_concealed_kan: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=True, wrc2025=True, ema2016=False, tenhou=False, mahjongsoul=True), None,
        """Thirteen orphans may rob a concealed kan. Yes in EMA 2025, WRC 2025 and Mahjong Soul,
        no in EMA 2016 and Tenhou. A table rule: it decides whether the win is allowed, not its
        value, so the score of a chankan win does not read it (docs/rules.md,
        kokushi_robs_concealed_kan)."""))

    haitei_with_rinshan: str = field(metadata=option(
        Choice(("rinshan_only", "both")), _every("rinshan_only"), None,
        """When the last tile of the wall is a kan replacement tile: ``"rinshan_only"`` (EMA 2025
        and WRC 2025: rinshan, not haitei; used for every profile) or ``"both"``
        (docs/rules.md, haitei_with_rinshan)."""))

    nagashi_mangan: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True), None,
        """Nagashi mangan is paid at an exhaustive draw (Tenhou, Mahjong Soul). It is a draw
        payment, not a winning hand, so it never changes a hand's score (docs/rules.md,
        nagashi_mangan)."""))

    players: int = field(metadata=option(
        Numbers((3, 4)),
        _profiles(ema2025=4, wrc2025=4, ema2016=4, tenhou=4, mahjongsoul=4, tenhou_sanma=3, mahjongsoul_sanma=3),
        None,  # (the profile's name says it)
        """Players at the table: 4, or 3 (sanma: no 2m-8m, no chi, seats East, South and West,
        1m and 9m indicate each other, norths set aside as nuki dora, a self-draw paid by two
        seats as ``sanma_tsumo`` says). 3 in ``tenhou_sanma`` and ``mahjongsoul_sanma``
        (docs/rules.md, players)."""))

    sanma_tsumo: str = field(metadata=option(
        Choice(("loss", "bisection")), _every("loss"),
        _sanma_tsumo_phrase,
        """What a self-draw pays with three players: ``"loss"`` (tsumo loss: the two payers pay
        their four-player shares, the absent north seat's share is not paid: Tenhou, Mahjong
        Soul's default) or ``"bisection"`` (north bisection: half of the absent seat's share,
        itself rounded up to 100, is added to each payer's, each sum rounded up to 100, as the
        published table of docs/rules.md splits it). Nothing changes with four players
        (docs/rules.md, sanma_tsumo)."""))

    honba_ron: int = field(metadata=option(
        Points(0, 3000),
        _profiles(ema2025=300, wrc2025=300, ema2016=300, tenhou=300, mahjongsoul=300, tenhou_sanma=200,
                  mahjongsoul_sanma=200), None,
        """Points the discarder pays per honba counter: 300 in every four-player profile, 200
        with three players (Tenhou and Mahjong Soul, as the ``mahjong`` package and RiichiEnv
        pay them) (docs/rules.md, honba)."""))

    honba_tsumo_each: int = field(metadata=option(
        Points(0, 1000), _every(100), None,
        """Points each payer adds per honba counter on a self-draw: 100 in every profile, three
        or four players (docs/rules.md, honba)."""))

    riichi_stick: int = field(metadata=option(
        Points(0, 10000), _every(1000), None,
        """Points per riichi stick on the table, all to the winner: 1,000 (docs/rules.md, riichi
        stick)."""))

    game: GameRules

    def override(self, **options: object) -> Rules:
        """A copy with some options changed, each checked (``self`` when none is given): the
        one :class:`Rules` object with those values (equal overrides are one object).

        :raises TenbouError: ``invalid_rules`` for an unknown option or a value out of range.

        >>> PROFILES["ema2025"].override(double_wind_pair_fu=4).double_wind_pair_fu
        4
        >>> PROFILES["ema2025"].override(kiriage=True) is PROFILES["ema2025"].override(kiriage=True)
        True
        """
        if not options:
            return self
        # (Any: each value is checked by its option's kind, which gives its field's type.)
        changes: dict[str, Any] = {}
        game_changes: dict[str, Any] = {}
        players = options.get("players", self.players)  # (the places the uma needs)
        for key, value in options.items():
            option = _OPTIONS.get(key)
            if option is not None:
                changes[key] = option.kind.check(key, value)
                continue
            option = _GAME_OPTIONS.get(key)
            if option is None:
                raise _invalid("unknown_option", name=repr(key))
            if isinstance(option.kind, Uma):
                game_changes[key] = option.kind.check(key, value, players if isinstance(players, int) else None)
            else:
                game_changes[key] = option.kind.check(key, value)
        if game_changes:
            changes["game"] = dataclasses.replace(self.game, **game_changes)
        if changes:
            changes["changed"] = True
        changed = dataclasses.replace(self, **changes)
        _check_places(changed)
        return _one_of_its_values(changed)

    @property
    def name(self) -> str:
        """The profile's name for players in English (:meth:`name_in`)."""
        return self.name_in(DEFAULT_LANGUAGE)

    def name_in(self, lang: str) -> str:
        """The profile's name for players in ``lang``: ``"EMA 2025"``, or after an override
        ``"EMA 2025 (with changes)"`` (catalog keys ``profile.<id>``, ``profile.changed``).

        >>> PROFILES["tenhou"].override(kiriage=True).name_in("ja")
        '天鳳（変更あり）'
        """
        key = (self.id, self.changed, lang)
        name = _NAMES.get(key)
        if name is None:
            name = text(lang, f"profile.{self.id}")
            if self.changed:
                name = text(lang, "profile.changed", name=name)
            _NAMES[key] = name
        return name

    def to_json(self) -> dict[str, object]:
        """The rules as JSON-ready data: ``id``, ``name`` (in English), then every option
        (``double_yakuman`` as a sorted list).

        >>> PROFILES["tenhou"].to_json()["kazoe"]
        'yakuman'
        """
        out: dict[str, object] = {"id": self.id, "name": self.name}
        for option in OPTIONS:
            out[option.name] = option.kind.to_json(getattr(self, option.name))
        return out


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class GameRules:
    """The game rules of one rule set, frozen (the ``game`` field of :class:`Rules`): what the
    score sheet of a whole game (:mod:`tenbou.table.game`) reads, one field per game rule option
    (:data:`GAME_OPTIONS`, each declared in its field's metadata), overridden through
    :meth:`Rules.override`, in the same ``rules`` object as the scoring options. They never
    change a hand's score. Values and their sources: docs/game.md, "Game rules" (the values
    marked weak there rest on weak sources). Its own identity, like :class:`Rules`.
    """

    start_points: int = field(metadata=option(
        Points(100, 1_000_000),
        _profiles(ema2025=30000, wrc2025=30000, ema2016=30000, tenhou=25000, mahjongsoul=25000,
                  tenhou_sanma=35000, mahjongsoul_sanma=35000), None,
        """Points each player starts with: 30,000 under EMA (2016 revision notice; EMA 2025
        unchanged) and WRC (rulebook 4.1), 25,000 on Tenhou and Mahjong Soul, 35,000 at their
        three-player tables (docs/game.md, start_points, "Three players")."""))

    return_points: int = field(metadata=option(
        Points(100, 1_000_000),
        _profiles(ema2025=30000, wrc2025=30000, ema2016=30000, tenhou=30000, mahjongsoul=25000,
                  tenhou_sanma=40000, mahjongsoul_sanma=35000), None,
        """Points subtracted from each final score before uma (the "return"). The oka, ``players``
        times ``return_points - start_points``, goes to first place: none under EMA and WRC (30,000
        each), 20,000 on Tenhou (25,000 start, 30,000 return); none on Mahjong Soul, whose end score
        counts from the 25,000 start; with three players 15,000 on Tenhou (35,000 start, 40,000
        return, published), none on Mahjong Soul (weak) (docs/game.md, return_points; Tenhou and
        Mahjong Soul four-player weak)."""))

    uma: tuple[int, ...] = field(metadata=option(
        Uma(),
        _profiles(ema2025=[15000, 5000, -5000, -15000], wrc2025=[15000, 5000, -5000, -15000],
                  ema2016=[15000, 5000, -5000, -15000], tenhou=[20000, 10000, -10000, -20000],
                  mahjongsoul=[15000, 5000, -5000, -15000], tenhou_sanma=[20000, 0, -20000],
                  mahjongsoul_sanma=[15000, 0, -15000]), None,
        """Uma in points, first place to last, one per player: 15,000 / 5,000 / -5,000 / -15,000
        under EMA (2016 revision notice) and WRC (rulebook 5.9.2) and on Mahjong Soul; 20,000 /
        10,000 / -10,000 / -20,000 on Tenhou (the common "one-two" uma; weak); with three players
        20,000 / 0 / -20,000 on Tenhou (published) and 15,000 / 0 / -15,000 on Mahjong Soul (weak)
        (docs/game.md, uma, "Three players")."""))

    ties: str = field(metadata=option(
        Choice(("split", "seat_order")),
        _profiles(ema2025="split", wrc2025="split", ema2016="split", tenhou="seat_order",
                  mahjongsoul="seat_order"), None,
        """Equal final points: ``"split"`` (EMA, WRC: the tied players share the place, and share
        out the uma, oka and leftover sticks of the places they hold) or ``"seat_order"`` (Tenhou,
        Mahjong Soul: the seat nearer the first dealer ranks higher) (docs/game.md, ties; weak
        for WRC)."""))

    leftover_sticks: str = field(metadata=option(
        Choice(("winner", "lost")),
        _profiles(ema2025="winner", wrc2025="winner", ema2016="winner", tenhou="winner", mahjongsoul="winner"),
        None,
        """Riichi sticks still on the table when the game ends: ``"winner"`` (to first place: EMA
        3.6.1 "Winner bonus", WRC, Tenhou and Mahjong Soul; tied first places share them
        equally, in the final result where no equal whole points pay them) or ``"lost"`` (nobody
        gets them) (docs/game.md, leftover_sticks; weak for WRC)."""))

    result_rounding: str = field(metadata=option(
        Choice(("tenth", "tenhou")),
        _profiles(ema2025="tenth", wrc2025="tenth", ema2016="tenth", tenhou="tenhou", mahjongsoul="tenth"),
        None,
        """How a final result (in thousands of points) is rounded: ``"tenth"`` (to 0.1, every
        seat on its own: EMA, WRC, Mahjong Soul here) or ``"tenhou"`` (as Tenhou's records
        show: every seat but first place has its points less ``return_points`` rounded to whole
        thousands, 500 down and 600 up away from zero (五捨六入), then its uma; first place gets
        minus the sum of the others, so the results add up to 0; 34 public phoenix-lobby
        records and a three-player one, docs/game.md, result_rounding)."""))

    game_length: str = field(metadata=option(
        Choice(("hanchan", "east")), _every("hanchan"), None,
        """``"hanchan"``: East and South rounds, the game ends after South 4 (every profile);
        ``"east"``: an east-only game (tonpuusen), ending after East 4 (docs/game.md,
        game_length)."""))

    west_extension: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True), None,
        """When nobody has ``target_points`` after the last hand, the game goes on into the next
        round (West after a hanchan) and ends as soon as someone has them, at the latest after
        its fourth hand. Yes on Tenhou and Mahjong Soul (weak), no under EMA and WRC
        (docs/game.md, west_extension)."""))

    target_points: int = field(metadata=option(
        Points(0, 1_000_000),
        _profiles(ema2025=30000, wrc2025=30000, ema2016=30000, tenhou=30000, mahjongsoul=30000,
                  tenhou_sanma=40000, mahjongsoul_sanma=40000), None,
        """The points someone must have for the game to end after its last hand, where
        ``west_extension`` is on: 30,000 on Tenhou and Mahjong Soul, 40,000 at their
        three-player tables (weak) (docs/game.md, west_extension, "Three players")."""))

    agari_yame: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True), None,
        """The dealer of the last hand who wins it while first (with ``target_points`` where
        ``west_extension`` is on) ends the game instead of repeating. No under EMA and WRC
        (WRC 5.9.1 "No agari yame"), yes on Tenhou and Mahjong Soul (weak) (docs/game.md,
        agari_yame)."""))

    busting: str = field(metadata=option(
        Choice(("none", "below_zero")),
        _profiles(ema2025="none", wrc2025="none", ema2016="none", tenhou="below_zero", mahjongsoul="below_zero"),
        None,
        """``"none"``: play goes on below zero (EMA, WRC 2015 6.1); ``"below_zero"``: the game
        ends as soon as a player has fewer than 0 points (Tenhou, Mahjong Soul; weak)
        (docs/game.md, busting)."""))

    riichi_min_points: int = field(metadata=option(
        Points(0, 100000),
        _profiles(ema2025=0, wrc2025=0, ema2016=0, tenhou=1000, mahjongsoul=1000), None,
        """Points a player needs to declare riichi: 1,000 on Tenhou and Mahjong Soul (weak); EMA
        and WRC set none here (weak) (docs/game.md, riichi_min_points)."""))

    noten_payment: int = field(metadata=option(
        Points(0, 100000),
        _profiles(ema2025=3000, wrc2025=3000, ema2016=3000, tenhou=3000, mahjongsoul=3000, tenhou_sanma=2000,
                  mahjongsoul_sanma=2000), None,
        """Points the players who are not tenpai pay, together, to those who are at an
        exhaustive draw: 3,000 in every four-player profile, 2,000 with three players
        (RiichiEnv, checked against Mahjong Soul's records; weak for Tenhou) (docs/game.md,
        noten_payment, "Three players")."""))

    abortive_draws: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=True), None,
        """Abortive draws (nine terminals, four winds, four riichi, four kans) exist: no under EMA
        (2016 revision notice) and WRC, yes on Tenhou and Mahjong Soul. After one the dealer
        stays and a honba is added (docs/game.md, abortive_draws)."""))

    multiple_ron: str = field(metadata=option(
        Choice(("all", "head_bump")),
        _profiles(ema2025="all", wrc2025="head_bump", ema2016="all", tenhou="all", mahjongsoul="all"), None,
        """Several players win on one discard: ``"all"`` (each is paid by the discarder: EMA,
        Tenhou, Mahjong Soul) or ``"head_bump"`` (only the first after the discarder in turn
        order wins: WRC 2015; weak for WRC 2025) (docs/game.md, multiple_ron)."""))

    triple_ron_abort: bool = field(metadata=option(
        Flag(),
        _profiles(ema2025=False, wrc2025=False, ema2016=False, tenhou=True, mahjongsoul=False), None,
        """Three players winning on one discard is an abortive draw (sanchahou): yes on Tenhou,
        no elsewhere (docs/game.md, triple_ron_abort)."""))

    multiple_ron_sticks: str = field(metadata=option(
        Choice(("first_winner", "own_back")),
        _profiles(ema2025="own_back", wrc2025="first_winner", ema2016="first_winner", tenhou="first_winner",
                  mahjongsoul="first_winner"), None,
        """Who takes the riichi sticks on a multiple ron: ``"first_winner"`` (all to the first
        winner after the discarder in turn order: EMA 2016, Tenhou, Mahjong Soul; weak) or
        ``"own_back"`` (winners who declared riichi take their own stick back, the rest go to
        the first winner: EMA 2025) (docs/game.md, multiple_ron_sticks)."""))

    multiple_ron_honba: str = field(metadata=option(
        Choice(("each", "first_winner")),
        _profiles(ema2025="each", wrc2025="first_winner", ema2016="each", tenhou="first_winner",
                  mahjongsoul="first_winner"), None,
        """Who gets the honba on a multiple ron: ``"each"`` winner (EMA) or only the
        ``"first_winner"`` after the discarder (Tenhou and Mahjong Soul; weak)
        (docs/game.md, multiple_ron_honba)."""))

    liability: frozenset[str] = field(metadata=option(
        Subset(LIABILITY_YAKUMAN),
        _profiles(ema2025=["daisangen", "daisuushii"], wrc2025=["daisangen", "daisuushii", "suukantsu"],
                  ema2016=["daisangen", "daisuushii"], tenhou=["daisangen", "daisuushii"],
                  mahjongsoul=["daisangen", "daisuushii"]), None,
        """The yakuman for which the player who fed the third dragon set (or fourth wind set,
        or fourth kan) is liable (pao): on a tsumo the liable player pays it all, honba included;
        on a ron the liable player and the discarder pay half each and the discarder pays the
        honba. Big three dragons and big four winds under EMA (2016 3.3.9; 2025), Tenhou and
        Mahjong Soul; WRC also four kans (weak) (docs/game.md, liability)."""))

    liability_scope: str = field(metadata=option(
        Choice(("whole_hand", "triggering_yakuman")),
        _profiles(ema2025="whole_hand", wrc2025="whole_hand", ema2016="whole_hand", tenhou="whole_hand",
                  mahjongsoul="triggering_yakuman"), None,
        """What the liable player pays for: the ``"whole_hand"`` (Tenhou; EMA, where a hand is one
        yakuman at most) or only the ``"triggering_yakuman"`` (Mahjong Soul), the rest of the hand
        being paid as usual (docs/game.md, liability_scope)."""))

    chombo: str = field(metadata=option(
        Choice(("deduction", "mangan_payment")),
        _profiles(ema2025="deduction", wrc2025="deduction", ema2016="deduction", tenhou="mangan_payment",
                  mahjongsoul="mangan_payment"), None,
        """The penalty for a chombo: a ``"deduction"`` of ``chombo_points`` from the player's final
        result, outside the table's points (EMA, WRC; weak), or a ``"mangan_payment"`` at the table
        (4,000 to the dealer and 2,000 to each other player, or 4,000 to each when the dealer
        commits it: the older EMA rule and common Japanese practice; weak, the online games have
        no chombo) (docs/game.md, chombo)."""))

    chombo_points: int = field(metadata=option(
        Points(0, 1_000_000), _every(20000), None,
        """Points deducted from the final result for each chombo, where ``chombo`` is
        ``"deduction"``: 20,000 (docs/game.md, chombo)."""))

    chombo_replay: bool = field(metadata=option(
        Flag(), _every(True), None,
        """After a chombo the hand is replayed: same dealer, same honba, and the riichi sticks
        of that hand go back to their owners. Yes in every profile (docs/game.md, chombo)."""))

    def to_json(self) -> dict[str, object]:
        """Every game option as JSON-ready data (``uma`` and ``liability`` as lists).

        >>> PROFILES["tenhou"].game.to_json()["uma"]
        [20000, 10000, -10000, -20000]
        """
        return {option.name: option.kind.to_json(getattr(self, option.name)) for option in GAME_OPTIONS}


#: Every rule option (the :class:`Rules` fields that declare one), in the order of the fields
#: and of the page's summary.
OPTIONS = _options_of(Rules)
_OPTIONS = {option.name: option for option in OPTIONS}

#: Every game rule option (the :class:`GameRules` fields), in field order.
GAME_OPTIONS = _options_of(GameRules)
_GAME_OPTIONS = {option.name: option for option in GAME_OPTIONS}


def _with_option_docs(cls: type, options: tuple[Option, ...]) -> None:
    """Add each option's docstring to the docstring of ``cls`` (for ``help``)."""
    lines = [cls.__doc__ or "", "Options:"]
    for declared in options:
        lines += ["", f"``{declared.name}``: " + "\n".join(line.strip() for line in declared.doc.splitlines())]
    cls.__doc__ = "\n".join(lines)


_with_option_docs(Rules, OPTIONS)
_with_option_docs(GameRules, GAME_OPTIONS)

#: The overrides made so far, by their values (:func:`_values`): one :class:`Rules` object for
#: each set of values, so that memos keyed by the rules object (``scoring.PAYOUTS``,
#: ``response.CALLS``, the fu steps of a double wind pair) keep one entry for equal rules,
#: however many requests give them. Bounded like every memo: when it forgets, the next equal
#: override is a new object, and the memos keyed by the old one fill to their own bounds.
_OVERRIDES: Memo[tuple[object, ...], Rules] = Memo("rules.overrides")


def _values(rules: Rules) -> tuple[object, ...]:
    """Every value of ``rules``: ``id``, ``changed``, each option's and each game option's (all
    hashable: bools, ints, strings, frozensets, tuples)."""
    return (rules.id, rules.changed, *(getattr(rules, option.name) for option in OPTIONS),
            *(getattr(rules.game, option.name) for option in GAME_OPTIONS))


def _one_of_its_values(rules: Rules) -> Rules:
    """The one :class:`Rules` object with the values of ``rules`` (:data:`_OVERRIDES`): an
    equal one made before, or ``rules``, kept from now on."""
    values = _values(rules)
    same = _OVERRIDES.get(values)
    if same is not None:
        return same
    _OVERRIDES.remember(values, rules)
    return rules


# The names of the profiles, by (id, changed, language), written once.
_NAMES: dict[tuple[str, bool, str], str] = {}


def _check_places(rules: Rules) -> None:
    """An uma of one place per player (``uma`` and ``players`` are overridden separately).

    :raises TenbouError: ``invalid_rules`` otherwise."""
    if len(rules.game.uma) != rules.players:
        raise _invalid("uma_places", players=rules.players, count=len(rules.game.uma))


def _profile(profile_id: str) -> Rules:
    """The :class:`Rules` of one profile, from each option's declared value (checked as an
    override would be)."""
    # (Any: each value is checked by its option's kind, which gives its field's type.)
    values: dict[str, Any] = {option.name: option.kind.check(option.name, option.profiles[profile_id])
                              for option in OPTIONS}
    game_values: dict[str, Any] = {option.name: option.kind.check(option.name, option.profiles[profile_id])
                                   for option in GAME_OPTIONS}
    game = GameRules(**game_values)
    rules = Rules(id=profile_id, changed=False, game=game, **values)
    _check_places(rules)
    return rules


#: The profiles, by id, in the order of :data:`PROFILE_IDS`.
PROFILES: dict[str, Rules] = {profile_id: _profile(profile_id) for profile_id in PROFILE_IDS}


def resolve_rules(spec: object) -> Rules:
    """The :class:`Rules` for a request's ``rules`` field.

    :param spec: a profile id, or ``{"base": "<profile id>", "<option>": value, ...}``
        (``base`` defaults to :data:`DEFAULT_PROFILE`).
    :raises TenbouError: ``invalid_rules`` for an unknown profile, option or value.

    >>> resolve_rules({"base": "tenhou", "kiriage": True}).kiriage
    True
    """
    if isinstance(spec, str):
        if spec not in PROFILES:
            raise _invalid("unknown_profile", value=repr(spec), known=", ".join(PROFILES))
        return PROFILES[spec]
    if isinstance(spec, dict):
        options = dict(spec)
        base = options.pop("base", DEFAULT_PROFILE)
        for key in options:
            if type(key) is not str:  # (JSON keys are strings; a Python caller's may not be)
                raise _invalid("unknown_option", name=repr(key))
        return resolve_rules(base if isinstance(base, str) else repr(base)).override(**options)
    raise _invalid("type", value=repr(spec))


def summary(rules: Rules, lang: str = DEFAULT_LANGUAGE) -> str:
    """The page's one line on what ``rules`` do where the profiles differ, in ``lang``: the
    phrase of each option that has one (:attr:`Option.phrase`), in :data:`OPTIONS` order.

    >>> summary(PROFILES["ema2016"])
    'Double-wind pair 4 fu; no kiriage; red fives are plain fives; 13+ han is sanbaiman; one yakuman at most, none double; renhou a mangan.'
    """
    phrases = [option.describe(rules, lang) for option in OPTIONS]
    return text(lang, "summary.sentence", phrases=text(lang, "summary.separator").join(p for p in phrases if p is not None))
