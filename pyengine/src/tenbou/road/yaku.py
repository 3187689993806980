"""Yaku and yakuman: which of them a reading scores, with their han.

The values are the standard ones (docs/rules.md, "Yaku values" and "Yakuman"); rule options (:class:`tenbou.rules.Rules`) change open
tanyao, double yakuman, stacking and renhou. Every regular yaku is a row of
:data:`YAKU_TABLE` (id, han concealed, han open or None when it needs a concealed hand);
names are the catalogs' ``yaku.<id>`` (:mod:`tenbou.i18n`). What the whole hand scores whatever its reading (riichi, all simples, a flush, ...)
is found once per hand (:class:`HandFacts`); what depends on the sets is found per reading
(:func:`reading_yaku`, :func:`yakuman_ids`), from the reading's summary of its sets.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .hand import Hand
from ..i18n import Note, text, text_in, yaku_name, yaku_names, yakuman_count
from .readings import CHIITOITSU, KOKUSHI, RYANMEN, STANDARD, TANKI, Reading
from ..rules import DOUBLE_YAKUMAN_FORMS, Rules
from ..kernel.tiles import (
    CHUN, DRAGONS, FIRST_HONOUR, GREEN_TILES, HAKU, HATSU, NORTH, TERMINALS_AND_HONOURS, TILE_KINDS, WINDS, bits_of_counts, dora_from_indicator,
    tile_mask,
)


#: The dora each indicator points to, by the number of players (1m and 9m differ with three).
DORA_OF = {players: tuple(dora_from_indicator(t, players) for t in range(TILE_KINDS)) for players in (3, 4)}


class Yaku(NamedTuple):
    """A scoring yaku: ``han`` for a regular yaku, ``yakuman`` (a count) for a yakuman."""

    id: str
    han: int = 0
    yakuman: int = 0

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The contract's yaku entry: ``{"id", "name", "han"}`` or ``{"id", "name", "yakuman"}``,
        the name in ``lang`` (``yaku.<id>``).

        >>> Yaku("riichi", 1).to_json("ja")
        {'id': 'riichi', 'name': '立直', 'han': 1}
        """
        name = text(lang, "yaku." + self.id)
        if self.yakuman:
            return {"id": self.id, "name": name, "yakuman": self.yakuman}
        return {"id": self.id, "name": name, "han": self.han}


#: Regular yaku in the order a score lists them: (id, han concealed, han open or None when the
#: yaku needs a concealed hand). Values: docs/rules.md, "Yaku values".
YAKU_TABLE: tuple[tuple[str, int, int | None], ...] = (
    ("double_riichi", 2, None),
    ("riichi", 1, None),
    ("ippatsu", 1, None),
    ("menzen_tsumo", 1, None),
    ("pinfu", 1, None),
    ("ryanpeikou", 3, None),
    ("iipeikou", 1, None),
    ("tanyao", 1, 1),
    ("yakuhai_haku", 1, 1),
    ("yakuhai_hatsu", 1, 1),
    ("yakuhai_chun", 1, 1),
    ("yakuhai_seat_wind", 1, 1),
    ("yakuhai_round_wind", 1, 1),
    ("haitei", 1, 1),
    ("houtei", 1, 1),
    ("rinshan", 1, 1),
    ("chankan", 1, 1),
    ("sanshoku_doujun", 2, 1),
    ("ittsu", 2, 1),
    ("chanta", 2, 1),
    ("junchan", 3, 2),
    ("honroutou", 2, 2),
    ("toitoi", 2, 2),
    ("sanankou", 2, 2),
    ("sanshoku_doukou", 2, 2),
    ("sankantsu", 2, 2),
    ("shousangen", 2, 2),
    ("honitsu", 3, 2),
    ("chinitsu", 6, 5),
)

#: Yaku a seven-pairs hand can have besides chiitoitsu itself (docs/rules.md, "Yaku values"):
#: rinshan too, on the tile drawn after a north set aside (three players; with four a rinshan
#: needs a kan, which seven pairs cannot have).
_CHIITOITSU_COMPATIBLE = frozenset((
    "double_riichi", "riichi", "ippatsu", "menzen_tsumo", "tanyao", "haitei", "houtei",
    "honroutou", "honitsu", "chinitsu", "rinshan"))

#: Every id of a regular yaku or a kind of dora (docs/api.md, "Yaku ids").
YAKU_IDS = (*(row[0] for row in YAKU_TABLE), "chiitoitsu", "renhou", "dora", "ura_dora", "aka_dora", "nukidora")

#: Position of each regular yaku in a score's list (dora after every yaku).
YAKU_ORDER = {row[0]: i for i, row in enumerate(YAKU_TABLE)}

# One Yaku entry per id for a concealed and for an open hand (None: not on an open hand).
#: The conditions of the win that are each a yaku of the same name whenever they hold, in the
#: order a response lists them (haitei comes before them, with its own rule).
_CONDITION_YAKU = ("houtei", "rinshan", "chankan")
_CLOSED = {yid: Yaku(yid, closed) for yid, closed, _ in YAKU_TABLE}
_OPEN = {yid: Yaku(yid, open_) for yid, _, open_ in YAKU_TABLE if open_ is not None}  # (none that needs a concealed hand)
_CHIITOITSU = Yaku("chiitoitsu", 2)
# The position of each entry of the two tables in a score's list.
_POSITION = {y: YAKU_ORDER[y.id] for table in (_CLOSED, _OPEN) for y in table.values()}
#: The pinfu entry (it decides whether a self-draw scores 2 fu).
PINFU = _CLOSED["pinfu"]
_DRAGON_YAKU = {HAKU: "yakuhai_haku", HATSU: "yakuhai_hatsu", CHUN: "yakuhai_chun"}


class HandFacts:
    """What the whole hand scores whatever its reading: computed once per hand.

    :param hand: a validated hand.
    :param rules: the rules in force (open tanyao, haitei on a kan replacement tile, renhou).

    ``yaku`` lists the regular yaku of the hand as a whole (riichi, self-draw, all simples,
    the flushes, ...), in table order; ``hand_yakuman`` is True when a yakuman may come from the hand as a whole (so that
    readings without three triplets need not be searched for one). ``value_tiles`` are the
    tiles whose triplet scores yakuhai and whose pair scores fu: dragons, seat and round wind.
    """

    __slots__ = ("one_suit", "has_honours", "all_terminal_or_honour", "no_terminal_or_honour",
                 "all_honours", "all_terminals", "all_green", "closed", "value_tiles", "nine_gates",
                 "yaku", "hand_yakuman")

    def __init__(self, hand: Hand, rules: Rules):
        # The counts as one int, a byte per tile (tile t in byte t): "holds a tile of a set"
        # is then one AND with a mask of 0xFF bytes at the set's tiles (as bitboards in chess).
        held = bits_of_counts(hand.all_tiles)
        man, pin = (held & _MAN) != 0, (held & _PIN) != 0
        suits = man + pin + ((held & _SOU) != 0)
        self.has_honours = has_honours = (held & _HONOURS) != 0
        self.one_suit = one_suit = suits == 1
        self.all_terminal_or_honour = all_terminal_or_honour = not held & _SIMPLES
        self.no_terminal_or_honour = not held & _TERMINALS_AND_HONOURS
        self.all_honours = suits == 0
        self.all_terminals = all_terminal_or_honour and not has_honours
        self.all_green = not (man or pin or held & _NOT_GREEN)  # bamboo and green dragons only
        closed = self.closed = hand.closed
        self.value_tiles = _VALUE_TILES[hand.seat_wind, hand.round_wind]
        self.nine_gates = _chuuren(hand) if one_suit and not has_honours and not hand.melds else None

        table = _CLOSED if closed else _OPEN
        yaku: list[Yaku] = []
        self.yaku = yaku
        flags = hand.flags  # (none, often: then no condition of the win needs a look)
        if closed:
            if flags:
                if "double_riichi" in flags:
                    yaku.append(table["double_riichi"])
                elif "riichi" in flags:
                    yaku.append(table["riichi"])
                if "ippatsu" in flags:
                    yaku.append(table["ippatsu"])
            if hand.tsumo:
                yaku.append(table["menzen_tsumo"])
        if self.no_terminal_or_honour and (closed or rules.open_tanyao):
            yaku.append(table["tanyao"])
        if flags:
            if "haitei" in flags and not ("rinshan" in flags and rules.haitei_with_rinshan == "rinshan_only"):
                yaku.append(table["haitei"])
            yaku.extend(table[flag] for flag in _CONDITION_YAKU if flag in flags)
        if self.all_terminal_or_honour:
            yaku.append(table["honroutou"])
        if one_suit:
            yaku.append(table["honitsu" if has_honours else "chinitsu"])
        self.hand_yakuman = bool(self.all_honours or self.all_terminals or self.all_green or self.nine_gates or (
            flags and ("tenhou" in flags or "chiihou" in flags or ("renhou" in flags and rules.renhou == "yakuman"))))


_MAN, _PIN, _SOU, _HONOURS = tile_mask(range(0, 9)), tile_mask(range(9, 18)), tile_mask(range(18, FIRST_HONOUR)), tile_mask(range(FIRST_HONOUR, TILE_KINDS))
_TERMINALS_AND_HONOURS = tile_mask(TERMINALS_AND_HONOURS)
_SIMPLES = tile_mask(range(TILE_KINDS)) & ~_TERMINALS_AND_HONOURS
_NOT_GREEN = tile_mask(range(TILE_KINDS)) & ~tile_mask(GREEN_TILES)
_VALUE_TILES = {(seat, round_): frozenset((*DRAGONS, seat, round_)) for seat in WINDS for round_ in WINDS}


def reading_yaku(reading: Reading, hand: Hand, facts: HandFacts) -> list[Yaku]:
    """The regular yaku that depend on how a standard reading splits the hand into sets:
    pinfu, the double sequences, yakuhai, the triple sequences and straights, the outside
    hands, and the triplet yaku; han as :data:`YAKU_TABLE` gives them (docs/rules.md, "Yaku values").

    Ryanpeikou replaces iipeikou; chanta needs an honour, junchan none.
    """
    out = []
    closed = facts.closed
    table = _CLOSED if closed else _OPEN
    sequences, triplets = reading.sequences, reading.triplets
    n_sequences = len(sequences)
    present = set(sequences) if n_sequences >= 2 else ()  # (the lowest tile of each distinct sequence)
    if closed:
        if n_sequences == 4 and reading.wait == RYANMEN and reading.pair not in facts.value_tiles:
            out.append(PINFU)
        if n_sequences >= 2 and len(present) < n_sequences:
            # Two pairs of identical sequences: a a b b or a a a a, out of four sequences.
            s = sorted(sequences)
            twice = n_sequences == 4 and s[0] == s[1] and s[2] == s[3]
            out.append(_CLOSED["ryanpeikou" if twice else "iipeikou"])
    for t in triplets:
        if t >= FIRST_HONOUR:
            if t in _DRAGON_YAKU:
                out.append(table[_DRAGON_YAKU[t]])
            else:
                if t == hand.seat_wind:
                    out.append(table["yakuhai_seat_wind"])
                if t == hand.round_wind:
                    out.append(table["yakuhai_round_wind"])
    if n_sequences >= 3:
        for n in present:
            if n < 7 and n + 9 in present and n + 18 in present:  # n is the man sequence
                out.append(table["sanshoku_doujun"])
                break
        if ((0 in present and 3 in present and 6 in present) or (9 in present and 12 in present and 15 in present)
                or (18 in present and 21 in present and 24 in present)):
            out.append(table["ittsu"])
    if n_sequences and reading.outside and reading.pair in TERMINALS_AND_HONOURS:
        out.append(table["chanta" if facts.has_honours else "junchan"])
    n_triplets = len(triplets)
    if n_triplets >= 3:
        if n_triplets == 4:
            out.append(table["toitoi"])
        if reading.concealed_triplets >= 3:
            out.append(table["sanankou"])
        for t in triplets:
            if t < 9 and t + 9 in triplets and t + 18 in triplets:
                out.append(table["sanshoku_doukou"])
                break
        if reading.quads == 3:
            out.append(table["sankantsu"])
    if reading.pair in _DRAGON_YAKU and n_triplets >= 2 and sum(1 for t in triplets if t in _DRAGON_YAKU) == 2:
        out.append(table["shousangen"])
    return out


def _chuuren(hand: Hand) -> str | None:
    """``junsei_chuuren`` or ``chuuren`` when the hand is nine gates (no melds, no quads): the
    14 tiles of one suit hold 1112345678999 and one more, and pure nine gates waited on all
    nine tiles (the winning tile is the extra one, or the win is a tenhou, which has no winning
    tile: test_yaku.py, test_tenhou_has_no_winning_tile)."""
    win = hand.win_tile
    if hand.melds or win >= FIRST_HONOUR:
        return None
    base = win - win % 9  # the suit of the winning tile: every tile must be of it
    pattern = hand.concealed[base:base + 9]
    if sum(pattern) != 14 or any(held < needed for held, needed in zip(pattern, _NINE_GATES)):
        return None
    before = bytearray(pattern)
    before[win - base] -= 1
    return "junsei_chuuren" if before == _NINE_GATES or "tenhou" in hand.flags else "chuuren"


_NINE_GATES = bytes((3, 1, 1, 1, 1, 1, 1, 1, 3))


#: Every yakuman id, in the contract's order (their names: the catalogs' ``yaku.<id>``).
YAKUMAN_IDS = ("kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii",
               "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "junsei_chuuren", "suukantsu", "tenhou",
               "chiihou", "renhou_yakuman")


def yakuman_possible(reading: Reading, facts: HandFacts) -> bool:
    """Whether the reading can have a yakuman at all: the one test that spares the search of
    :func:`yakuman_ids` for most readings (a test shows that it never hides one).

    A standard reading's own yakuman need four concealed triplets (suuankou), four quads
    (suukantsu) or three honour triplets (daisangen, the four winds); every other yakuman comes
    from the whole hand (``facts.hand_yakuman``: all honours, all terminals, all green, nine
    gates, tenhou, chiihou, renhou as a yakuman) or is thirteen orphans.
    """
    if reading.form != STANDARD or facts.hand_yakuman:
        return True
    triplets = reading.triplets
    return len(triplets) >= 3 and (
        reading.concealed_triplets == 4 or reading.quads == 4 or sorted(triplets)[-3] >= FIRST_HONOUR)


def yakuman_ids(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts) -> list[str]:
    """Ids of every yakuman the reading has, in the order of the contract's list.

    Suuankou needs four concealed triplets: by ron only the pair-wait form qualifies, since a
    triplet completed by the discard is open (docs/rules.md, "Yakuman"; EMA 2025 example 5). A tenhou has no
    winning tile, so it takes the reading that pays most: thirteen orphans on the 13-sided wait,
    pure nine gates (the 9-sided wait), suuankou on the pair, whose reading
    :func:`tenbou.road.readings.standard_readings` gives first (test_yaku.py,
    test_tenhou_has_no_winning_tile, with its sources).
    """
    found = []
    if reading.form == KOKUSHI:
        found.append(reading.wait)
    else:
        if reading.form == STANDARD:
            triplets = reading.triplets
            if reading.concealed_triplets == 4:
                found.append("suuankou_tanki" if reading.wait == TANKI else "suuankou")
            if HAKU in triplets and HATSU in triplets and CHUN in triplets:
                found.append("daisangen")
            winds = sum(1 for t in triplets if t in WINDS)
            if winds == 3 and reading.pair in WINDS:
                found.append("shousuushii")
            if winds == 4:
                found.append("daisuushii")
        if facts.all_honours:
            found.append("tsuuiisou")
        if facts.all_terminals:
            found.append("chinroutou")
        if facts.all_green:
            found.append("ryuuiisou")
        if reading.form == STANDARD:
            if facts.nine_gates:
                found.append(facts.nine_gates)
            if reading.quads == 4:
                found.append("suukantsu")
    if "tenhou" in hand.flags:
        found.append("tenhou")
    if "chiihou" in hand.flags:
        found.append("chiihou")
    if "renhou" in hand.flags and rules.renhou == "yakuman":
        found.append("renhou_yakuman")
    return found


#: The wait-dependent yakuman forms a tenhou always has (:func:`yakuman_ids`): a tenhou has no
#: winning tile, so it takes the reading that pays most. Each form with the catalog key of the
#: wait it is read on: the pair wait (四暗刻単騎), the 13-sided wait, the 9-sided wait.
_TENHOU_WAITS = {"suuankou_tanki": "note.tenhou_wait.suuankou_tanki", "kokushi_13": "note.tenhou_wait.kokushi_13",
                 "junsei_chuuren": "note.tenhou_wait.junsei_chuuren"}


#: The entry of each yakuman, counted single or double.
_YAKUMAN_ENTRIES = {(i, count): Yaku(i, yakuman=count) for i in YAKUMAN_IDS for count in (1, 2)}


def score_yakuman(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts) -> tuple[list[Yaku], list[Note]]:
    """The yakuman entries the rules pay for this reading, and notes on what the rules changed
    (worth asking only where :func:`yakuman_possible`), as :data:`tenbou.i18n.Note` s.

    Double forms count 2 where ``rules.double_yakuman`` lists them; without
    ``rules.yakuman_stacking`` only the first yakuman found counts (EMA: one yakuman at most).
    """
    ids = yakuman_ids(reading, hand, rules, facts)
    if not ids:
        return [], []
    entries = [_YAKUMAN_ENTRIES[i, 2 if i in rules.double_yakuman else 1] for i in ids]
    notes: list[Note] = []
    rules_name = rules.name_in
    if len(entries) > 1 and not rules.yakuman_stacking:
        best = max(entries, key=lambda y: y.yakuman)
        others = [y.id for y in entries if y is not best]
        notes.append(("note.yakuman_one_at_most", {"others": yaku_names(others, "list.separator"), "rules": rules_name}))
        entries = [best]
    if len(entries) > 1:
        total = sum(y.yakuman for y in entries)
        notes.append(("note.yakuman_add_up", {"names": yaku_names([y.id for y in entries], "list.plus"), "rules": rules_name,
                                              "value": lambda lang: yakuman_count(lang, total)}))
    for y in entries:
        if "tenhou" in hand.flags and y.id in _TENHOU_WAITS:
            notes.append(("note.tenhou_no_winning_tile", {"yaku": yaku_name(y.id), "wait": text_in(_TENHOU_WAITS[y.id])}))
        if y.yakuman == 2:
            notes.append(("note.double_yakuman", {"yaku": yaku_name(y.id), "rules": rules_name}))
        elif y.id in DOUBLE_YAKUMAN_FORMS:
            notes.append(("note.single_yakuman", {"yaku": yaku_name(y.id), "rules": rules_name}))
    return entries, notes


def score_yaku(reading: Reading, hand: Hand, facts: HandFacts) -> list[Yaku]:
    """The regular yaku (no dora) of a standard or seven-pairs reading, with their han, in
    the order of :data:`YAKU_TABLE` (seven pairs first).

    :param facts: the hand's :class:`HandFacts` (its hand-wide yaku, in table order).

    Pairs that exclude each other are settled by the rules of each: ryanpeikou over iipeikou,
    junchan over chanta (chanta needs an honour), chinitsu over honitsu.
    """
    if reading.form == KOKUSHI:
        return []
    if reading.form == CHIITOITSU:
        return [_CHIITOITSU] + [y for y in facts.yaku if y.id in _CHIITOITSU_COMPATIBLE]
    by_reading = reading_yaku(reading, hand, facts)
    if not by_reading:
        return list(facts.yaku)
    return sorted(facts.yaku + by_reading, key=_POSITION.__getitem__)


def score_reading(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts,
                  dora: list[Yaku]) -> tuple[list[Yaku], int, list[Note], bool] | None:
    """What one reading scores: its yakuman (:func:`score_yakuman`, where
    :func:`yakuman_possible`), or else its yaku (:func:`score_yaku`) followed by the hand's
    ``dora`` entries (:func:`count_dora`).

    :returns: ``(entries, yakuman, notes, pinfu)``: the yaku entries (han) or yakuman entries,
        how many yakuman they make (0 for a regular hand), the :data:`tenbou.i18n.Note` s on
        what the rules changed, and whether pinfu is among the yaku (it decides the self-draw
        fu; a yakuman counts without it); None when the reading has no yaku (dora alone do not
        make a win).
    """
    if yakuman_possible(reading, facts):
        yakuman, notes = score_yakuman(reading, hand, rules, facts)
        if yakuman:
            return yakuman, sum([y.yakuman for y in yakuman]), notes, False
    yaku = score_yaku(reading, hand, facts)
    if not yaku:
        return None
    return yaku + dora, 0, [], PINFU in yaku


# Dora entries by han: 5 indicators x 4 tiles at most; a red five in each suit at most.
_DORA = tuple(Yaku("dora", n) for n in range(21))
_URA_DORA = tuple(Yaku("ura_dora", n) for n in range(21))
_AKA_DORA = tuple(Yaku("aka_dora", n) for n in range(4))
# Nuki dora: the norths set aside (kita), 4 at most.
_NUKIDORA = tuple(Yaku("nukidora", n) for n in range(5))


def count_dora(hand: Hand, rules: Rules) -> list[Yaku]:
    """Dora, ura dora (riichi only), red fives (where ``rules.aka_dora``) and nuki dora (the
    norths set aside, ``hand.kita``), 1 han per tile.

    Every indicator counts once per matching tile, quads and melds included; two indicators
    for the same dora count twice (docs/rules.md, "Dora"). With three players 1m and 9m
    indicate each other, and where North is a dora each north set aside counts it too
    (docs/rules.md, "Kita (nuki dora)").
    """
    out = []
    counts = hand.all_tiles
    dora_of = DORA_OF[rules.players]
    kita = hand.kita
    dora = 0
    for indicator in hand.dora_indicators:
        dora += counts[dora_of[indicator]]
        if kita and dora_of[indicator] == NORTH:
            dora += kita
    if dora:
        out.append(_DORA[dora])
    if hand.in_riichi and hand.ura_dora_indicators:
        ura = 0
        for indicator in hand.ura_dora_indicators:
            ura += counts[dora_of[indicator]]
            if kita and dora_of[indicator] == NORTH:
                ura += kita
        if ura:
            out.append(_URA_DORA[ura])
    if rules.aka_dora and hand.reds != (0, 0, 0):
        out.append(_AKA_DORA[sum(hand.reds)])
    if kita:
        out.append(_NUKIDORA[kita])
    return out
