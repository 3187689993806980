"""Yaku and yakuman: which of them a reading scores, with their han.

The values are the standard ones listed in ``shared/rules.md`` ("Yaku and yakuman values")
and ``rules-research.md`` §2; rule options (:class:`tenbou.rules.Rules`) change open
tanyao, double yakuman, stacking and renhou. Every yaku is a row of :data:`YAKU` (id,
name, han concealed, han open or None when it needs a concealed hand) and a predicate
over a reading; yakuman rows are in :data:`YAKUMAN`.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, NamedTuple

from .hand import QUAD, SEQUENCE, Hand
from .readings import CHIITOITSU, KOKUSHI, RYANMEN, STANDARD, TANKI, Reading
from .rules import DOUBLE_YAKUMAN_FORMS, Rules
from .tiles import (
    CHUN, DRAGONS, GREEN_TILES, HAKU, HATSU, TERMINALS, TERMINALS_AND_HONOURS, WINDS, dora_from_indicator,
    is_terminal_or_honour,
)


class Yaku(NamedTuple):
    """A scoring yaku: ``han`` for a regular yaku, ``yakuman`` (a count) for a yakuman."""

    id: str
    name: str
    han: int = 0
    yakuman: int = 0

    def to_json(self) -> dict:
        """The contract's yaku entry: ``{"id", "name", "han"}`` or ``{"id", "name", "yakuman"}``."""
        if self.yakuman:
            return {"id": self.id, "name": self.name, "yakuman": self.yakuman}
        return {"id": self.id, "name": self.name, "han": self.han}


class HandFacts:
    """Facts about the whole hand that yaku ask for, the same for every reading: computed once.

    :param hand: a validated hand.
    """

    __slots__ = ("tiles", "one_suit", "has_honours", "all_terminal_or_honour", "no_terminal_or_honour",
                 "all_honours", "all_terminals", "all_green", "closed", "value_tiles", "nine_gates")

    def __init__(self, hand: Hand):
        tiles = [t for t in range(34) if hand.all_tiles[t]]
        self.tiles = tiles
        self.one_suit = len({t // 9 for t in tiles if t < 27}) == 1
        self.has_honours = tiles[-1] >= 27
        self.all_terminal_or_honour = all(t in TERMINALS_AND_HONOURS for t in tiles)
        self.no_terminal_or_honour = not any(t in TERMINALS_AND_HONOURS for t in tiles)
        self.all_honours = tiles[0] >= 27
        self.all_terminals = all(t in TERMINALS for t in tiles)
        self.all_green = all(t in GREEN_TILES for t in tiles)
        self.closed = hand.closed
        # Tiles whose triplet scores yakuhai and whose pair scores fu: dragons, seat and round wind.
        self.value_tiles = frozenset((*DRAGONS, hand.seat_wind, hand.round_wind))
        self.nine_gates = _chuuren(hand)


class _View:
    """Facts about one reading that several yaku ask for, computed once per reading."""

    __slots__ = ("reading", "hand", "facts", "groups", "sequences", "triplets", "triplet_tiles",
                 "tiles", "one_suit", "has_honours", "closed")

    def __init__(self, reading: Reading, hand: Hand, facts: HandFacts):
        self.reading = reading
        self.hand = hand
        self.facts = facts
        self.groups = reading.groups
        self.sequences = sorted(g.tile for g in reading.groups if g.shape == SEQUENCE)
        self.triplets = [g for g in reading.groups if g.shape != SEQUENCE]
        self.triplet_tiles = {g.tile for g in self.triplets}
        self.tiles = facts.tiles
        self.one_suit = facts.one_suit
        self.has_honours = facts.has_honours
        self.closed = facts.closed

    def concealed_triplets(self) -> int:
        return sum(1 for g in self.triplets if g.concealed)


def _wind_triplets(v: _View) -> int:
    return sum(1 for t in v.triplet_tiles if t in WINDS)


def _sanshoku(v: _View) -> bool:
    seqs = set(v.sequences)
    return any(n in seqs and n + 9 in seqs and n + 18 in seqs for n in range(7))


def _doukou(v: _View) -> bool:
    tiles = v.triplet_tiles
    return any(n in tiles and n + 9 in tiles and n + 18 in tiles for n in range(9))


def _ittsu(v: _View) -> bool:
    seqs = set(v.sequences)
    return any(all(s * 9 + k in seqs for k in (0, 3, 6)) for s in range(3))


def _peikou(v: _View) -> int:
    """Number of disjoint pairs of identical sequences (concealed hands only)."""
    if not v.closed:
        return 0
    return sum(c // 2 for c in Counter(v.sequences).values())


def _outside(v: _View) -> bool:
    """Every set and the pair hold a terminal or honour, with at least one sequence."""
    return bool(v.sequences) and is_terminal_or_honour(v.reading.pair) and all(
        g.has_terminal_or_honour() for g in v.groups)


def _pinfu(v: _View) -> bool:
    r = v.reading
    return (v.closed and len(v.sequences) == 4 and r.wait == RYANMEN
            and r.pair not in v.facts.value_tiles)


def _tanyao_ok(v: _View, rules: Rules) -> bool:
    return (v.closed or rules.open_tanyao) and v.facts.no_terminal_or_honour


def _haitei_ok(hand: Hand, rules: Rules) -> bool:
    return hand.haitei and not (hand.rinshan and rules.haitei_with_rinshan == "rinshan_only")


# Regular yaku of a standard reading: (id, name, han concealed, han open or None, predicate).
_Predicate = Callable[[_View, Rules], bool]
YAKU: tuple[tuple[str, str, int, int | None, _Predicate], ...] = (
    ("double_riichi", "Double riichi", 2, None, lambda v, r: v.hand.double_riichi),
    ("riichi", "Riichi", 1, None, lambda v, r: v.hand.riichi and not v.hand.double_riichi),
    ("ippatsu", "Ippatsu (one-shot)", 1, None, lambda v, r: v.hand.ippatsu),
    ("menzen_tsumo", "Fully concealed self-draw", 1, None, lambda v, r: v.closed and v.hand.tsumo),
    ("pinfu", "Pinfu (no-points hand)", 1, None, lambda v, r: _pinfu(v)),
    ("ryanpeikou", "Twice pure double sequence", 3, None, lambda v, r: _peikou(v) == 2),
    ("iipeikou", "Pure double sequence", 1, None, lambda v, r: _peikou(v) == 1),
    ("tanyao", "All simples", 1, 1, _tanyao_ok),
    ("yakuhai_haku", "White dragon", 1, 1, lambda v, r: HAKU in v.triplet_tiles),
    ("yakuhai_hatsu", "Green dragon", 1, 1, lambda v, r: HATSU in v.triplet_tiles),
    ("yakuhai_chun", "Red dragon", 1, 1, lambda v, r: CHUN in v.triplet_tiles),
    ("yakuhai_seat_wind", "Seat wind", 1, 1, lambda v, r: v.hand.seat_wind in v.triplet_tiles),
    ("yakuhai_round_wind", "Round wind", 1, 1, lambda v, r: v.hand.round_wind in v.triplet_tiles),
    ("haitei", "Under the sea (last tile drawn)", 1, 1, lambda v, r: _haitei_ok(v.hand, r)),
    ("houtei", "Under the river (last discard)", 1, 1, lambda v, r: v.hand.houtei),
    ("rinshan", "After a kan (replacement tile)", 1, 1, lambda v, r: v.hand.rinshan),
    ("chankan", "Robbing a kan", 1, 1, lambda v, r: v.hand.chankan),
    ("sanshoku_doujun", "Mixed triple sequence", 2, 1, lambda v, r: _sanshoku(v)),
    ("ittsu", "Pure straight", 2, 1, lambda v, r: _ittsu(v)),
    ("chanta", "Half outside hand", 2, 1, lambda v, r: v.has_honours and _outside(v)),
    ("junchan", "Fully outside hand", 3, 2, lambda v, r: not v.has_honours and _outside(v)),
    ("honroutou", "All terminals and honours", 2, 2, lambda v, r: v.facts.all_terminal_or_honour),
    ("toitoi", "All triplets", 2, 2, lambda v, r: len(v.triplets) == 4),
    ("sanankou", "Three concealed triplets", 2, 2, lambda v, r: v.concealed_triplets() >= 3),
    ("sanshoku_doukou", "Triple triplets", 2, 2, lambda v, r: _doukou(v)),
    ("sankantsu", "Three quads", 2, 2, lambda v, r: sum(g.shape == QUAD for g in v.triplets) == 3),
    ("shousangen", "Little three dragons", 2, 2,
     lambda v, r: v.reading.pair in DRAGONS and len(v.triplet_tiles & set(DRAGONS)) == 2),
    ("honitsu", "Half flush", 3, 2, lambda v, r: v.one_suit and v.has_honours),
    ("chinitsu", "Full flush", 6, 5, lambda v, r: v.one_suit and not v.has_honours),
)

#: Yaku a seven-pairs hand can have besides chiitoitsu itself (rules-research.md §2.1).
_CHIITOITSU_COMPATIBLE = frozenset((
    "double_riichi", "riichi", "ippatsu", "menzen_tsumo", "tanyao", "haitei", "houtei",
    "honroutou", "honitsu", "chinitsu"))

YAKU_NAMES = {row[0]: row[1] for row in YAKU}
YAKU_NAMES.update(chiitoitsu="Seven pairs", renhou="Blessing of man", dora="Dora",
                  ura_dora="Ura dora", aka_dora="Red fives")


def _chuuren(hand: Hand) -> str | None:
    """``junsei_chuuren`` or ``chuuren`` when the hand is nine gates (no melds, no quads)."""
    counts = hand.concealed
    if hand.melds:
        return None
    suits = {t // 9 for t in range(34) if counts[t]}
    if len(suits) != 1 or 3 in suits:
        return None
    base = suits.pop() * 9
    pattern = [counts[base + k] for k in range(9)]
    need = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    if any(p < n for p, n in zip(pattern, need)):
        return None
    before = list(pattern)
    before[hand.win_tile - base] -= 1
    return "junsei_chuuren" if before == need else "chuuren"


YAKUMAN_NAMES = {
    "kokushi": "Thirteen orphans", "kokushi_13": "Thirteen orphans, 13-sided wait",
    "suuankou": "Four concealed triplets", "suuankou_tanki": "Four concealed triplets, pair wait",
    "daisangen": "Big three dragons", "shousuushii": "Little four winds", "daisuushii": "Big four winds",
    "tsuuiisou": "All honours", "chinroutou": "All terminals", "ryuuiisou": "All green",
    "chuuren": "Nine gates", "junsei_chuuren": "Pure nine gates", "suukantsu": "Four quads",
    "tenhou": "Blessing of heaven", "chiihou": "Blessing of earth", "renhou_yakuman": "Blessing of man",
}


def yakuman_ids(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts | None = None) -> list[str]:
    """Ids of every yakuman the reading has, in the order of the contract's list.

    Suuankou needs four concealed triplets: by ron only the pair-wait form qualifies, since a
    triplet completed by the discard is open (rules.md; EMA 2025 example 5).
    """
    facts = facts or HandFacts(hand)
    found = []
    if reading.form == KOKUSHI:
        found.append(reading.wait)
    else:
        if reading.form == STANDARD:
            v = _View(reading, hand, facts)
            if v.concealed_triplets() == 4:
                found.append("suuankou_tanki" if reading.wait == TANKI else "suuankou")
            if v.triplet_tiles.issuperset(DRAGONS):
                found.append("daisangen")
            winds = _wind_triplets(v)
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
            if sum(g.shape == QUAD for g in reading.groups) == 4:
                found.append("suukantsu")
    if hand.tenhou:
        found.append("tenhou")
    if hand.chiihou:
        found.append("chiihou")
    if hand.renhou and rules.renhou == "yakuman":
        found.append("renhou_yakuman")
    return found


def score_yakuman(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts | None = None) -> tuple[list[Yaku], list[str]]:
    """The yakuman entries the rules pay for this reading, and notes on what the rules changed.

    Double forms count 2 where ``rules.double_yakuman`` lists them; without
    ``rules.yakuman_stacking`` only the first yakuman found counts (EMA: one yakuman at most).
    """
    ids = yakuman_ids(reading, hand, rules, facts)
    entries = [Yaku(i, YAKUMAN_NAMES[i], yakuman=2 if i in rules.double_yakuman else 1) for i in ids]
    notes = []
    if len(entries) > 1 and not rules.yakuman_stacking:
        best = max(entries, key=lambda y: y.yakuman)
        others = ", ".join(y.name.lower() for y in entries if y is not best)
        notes.append(f"Also {others}: {rules.name} counts one yakuman at most.")
        entries = [best]
    if len(entries) > 1:
        notes.append(f"Different yakuman add up under {rules.name}: "
                     f"{' + '.join(y.name.lower() for y in entries)} = {sum(y.yakuman for y in entries)} yakuman.")
    for y in entries:
        if y.yakuman == 2:
            notes.append(f"{y.name}: a double yakuman under {rules.name}.")
        elif y.id in DOUBLE_YAKUMAN_FORMS:
            notes.append(f"{y.name}: a single yakuman under {rules.name} (no double yakuman).")
    return entries, notes


def score_yaku(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts | None = None) -> list[Yaku]:
    """The regular yaku (no dora) of a standard or seven-pairs reading, with their han.

    Pairs that exclude each other are settled by the table: ryanpeikou over iipeikou,
    junchan over chanta (chanta needs an honour), chinitsu over honitsu.
    """
    if reading.form == KOKUSHI:
        return []
    facts = facts or HandFacts(hand)
    if reading.form == CHIITOITSU:
        v = _ChiitoitsuView(reading, hand, facts)
        out = [Yaku("chiitoitsu", YAKU_NAMES["chiitoitsu"], 2)]
        for yid, name, closed_han, open_han, test in YAKU:
            if yid in _CHIITOITSU_COMPATIBLE and test(v, rules):
                out.append(Yaku(yid, name, closed_han))
        return out
    v = _View(reading, hand, facts)
    out = []
    for yid, name, closed_han, open_han, test in YAKU:
        if not v.closed and open_han is None:
            continue
        if test(v, rules):
            out.append(Yaku(yid, name, closed_han if v.closed else open_han))
    return out


class _ChiitoitsuView(_View):
    """Seven pairs seen through the same predicates: no sets, so set-based yaku fail."""

    __slots__ = ()

    def __init__(self, reading: Reading, hand: Hand, facts: HandFacts):
        super().__init__(reading, hand, facts)
        self.sequences = []
        self.triplets = []
        self.triplet_tiles = set()


def count_dora(hand: Hand, rules: Rules) -> list[Yaku]:
    """Dora, ura dora (riichi only) and red fives (where ``rules.aka_dora``), 1 han per tile.

    Every indicator counts once per matching tile, quads and melds included; two indicators
    for the same dora count twice (rules.md "Common").
    """
    out = []
    dora = sum(hand.all_tiles[dora_from_indicator(i)] for i in hand.dora_indicators)
    if dora:
        out.append(Yaku("dora", YAKU_NAMES["dora"], dora))
    if hand.in_riichi:
        ura = sum(hand.all_tiles[dora_from_indicator(i)] for i in hand.ura_dora_indicators)
        if ura:
            out.append(Yaku("ura_dora", YAKU_NAMES["ura_dora"], ura))
    if rules.aka_dora and sum(hand.reds):
        out.append(Yaku("aka_dora", YAKU_NAMES["aka_dora"], sum(hand.reds)))
    return out
