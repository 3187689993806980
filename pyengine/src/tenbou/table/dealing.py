"""Dealing a winning hand to order, for practice (:mod:`tenbou.table.practice`).

A :class:`Deal` is built set by set: the practice topic first places the sets its rule is about
(a closed wait, a triplet to be completed by a discard ...), then fills the rest of the hand.
Every tile is drawn from the profile's tile set, never a fifth copy. Tiles around a set that
the rule is about can be kept out of the rest of the hand (:meth:`Deal.isolate`), so that the
hand has no other reading there that scores as well. The situation is drawn as at a table: the
seat and round wind, riichi, sometimes ippatsu, honba and riichi sticks, norths set aside
(kita) with three players, red fives where the
profile counts them, and dora indicators (one, and one more per quad; as many ura dora
indicators for a limit hand in riichi) chosen so that the hand keeps the han the topic asks for
(:meth:`Deal.request`).

Tiles are ints 0-33 (:mod:`tenbou.kernel.tiles`): 0-8 m, 9-17 p, 18-26 s, 27-33 East .. Red.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from ..road.api import score
from ..rules import Rules
from ..road.scoring import hand_value
from ..kernel.tiles import DRAGONS, EAST, FIRST_HONOUR, FIVES, NORTH, TILE_KINDS, TILES_IN_PLAY, WIND_IDS, WINDS, format_tiles, tile_name
from ..road.yaku import DORA_OF

#: What a tile is, for choosing sets by how they score: simples (2-8), a terminal (1 or 9) or
#: an honour (docs/fu.md, the set table).
SIMPLE, TERMINAL, HONOUR = "simple", "terminal", "honour"
#: Terminals and honours, which score as one class (docs/fu.md).
OUTSIDE = (TERMINAL, HONOUR)
EVERY_CLASS = (SIMPLE, TERMINAL, HONOUR)
#: How far from a set the tiles of its suit are kept out of the rest of the hand (:meth:`Deal.isolate`):
#: two tiles, so that no sequence of the rest can share a tile with it or wait next to it.
REACH = 2
def tile_class(tile: int) -> str:
    """:data:`SIMPLE`, :data:`TERMINAL` or :data:`HONOUR`."""
    if tile >= FIRST_HONOUR:
        return HONOUR
    return TERMINAL if tile % 9 in (0, 8) else SIMPLE


def has_chi(rules: Rules) -> bool:
    """Whether a sequence can be called (chi): not with three players (docs/rules.md, players)."""
    return rules.players == 4


class Deal:
    """A hand being dealt: its sets, pair, melds, winning tile and situation.

    ``groups`` are the concealed sets and the pair (tile lists); ``melds`` the declared sets as
    ``(kind, tiles)``; ``win_tile`` the tile the hand wins on, ``win`` ``"ron"`` or
    ``"tsumo"``; ``riichi`` True, False, or None until :meth:`request` decides. ``seat`` and
    ``round`` are the winds (tiles 27-30), drawn when the deal starts: which honours are value
    tiles depends on them.
    """

    def __init__(self, rng: random.Random, rules: Rules):
        self.rng, self.rules = rng, rules
        self.in_play = frozenset(TILES_IN_PLAY[rules.players])
        self.counts = [0] * TILE_KINDS  # every tile dealt, melds included
        self.avoid: set[int] = set()
        self.groups: list[list[int]] = []
        self.melds: list[tuple[str, list[int]]] = []
        self.win_tile: int | None = None
        self.win = "ron"
        self.riichi: bool | None = None
        self.kita = 0  # norths set aside (three players)
        self.seat = WINDS[rng.randrange(rules.players)]  # (east, south, west with three players)
        self.round = WINDS[0] if rng.random() < 0.7 else WINDS[1]

    # ------------------------------------------------------------------ what may be dealt

    def value_honours(self) -> tuple[int, ...]:
        """The honours whose pair scores fu and whose triplet is a yaku: the dragons, the seat
        and the round wind."""
        return tuple(sorted({*DRAGONS, self.seat, self.round}))

    def guest_winds(self) -> tuple[int, ...]:
        """The winds that are neither the seat nor the round wind (no fu, no yaku)."""
        return tuple(w for w in WINDS if w not in (self.seat, self.round) and w in self.in_play)

    def fits(self, tiles: list[int]) -> bool:
        """Whether ``tiles`` can still be dealt: in the tile set, kept clear of no isolated
        set, and no tile more than four times."""
        for t in set(tiles):
            if t not in self.in_play or t in self.avoid or self.counts[t] + tiles.count(t) > 4:
                return False
        return True

    def choose(self, options: list[list[int]]) -> list[int] | None:
        """One of ``options`` that fits, at random, or None."""
        fitting = [tiles for tiles in options if self.fits(tiles)]
        return self.rng.choice(fitting) if fitting else None

    def sequences(self, suits: Sequence[int] = (0, 1, 2), starts: Sequence[int] = range(7)) -> list[list[int]]:
        """Every sequence of ``suits`` starting at one of ``starts`` (0 = the 1)."""
        return [[9 * suit + start + i for i in range(3)] for suit in suits for start in starts]

    def tiles_of(self, classes: Sequence[str] = EVERY_CLASS, honours: Collection[int] | None = None) -> list[int]:
        """The tile kinds of ``classes`` in the tile set; ``honours`` narrows the honours."""
        return [t for t in sorted(self.in_play) if tile_class(t) in classes
                and (honours is None or t < FIRST_HONOUR or t in honours)]

    # ------------------------------------------------------------------ dealing

    def add(self, tiles: list[int], kind: str | None = None) -> list[int]:
        """Deal ``tiles``: a concealed set or pair (``kind`` None) or a meld of ``kind``."""
        for t in tiles:
            self.counts[t] += 1
        if kind is None:
            self.groups.append(tiles)
        else:
            self.melds.append((kind, tiles))
        return tiles

    def isolate(self, tiles: list[int]) -> None:
        """Keep the rest of the hand clear of ``tiles`` and, in their suit, of the tiles within
        :data:`REACH` of them: the set they make keeps its one reading."""
        for t in tiles:
            if t >= FIRST_HONOUR:
                self.avoid.add(t)
                continue
            suit = t // 9
            self.avoid.update(u for u in range(t - REACH, t + REACH + 1) if u // 9 == suit and 0 <= u < FIRST_HONOUR)

    def sequence(self, suits: Sequence[int] = (0, 1, 2), starts: Sequence[int] = range(7),
                 kind: str | None = None) -> list[int] | None:
        """Deal a random sequence (concealed, or a chi with ``kind="chi"``), or None."""
        tiles = self.choose(self.sequences(suits, starts))
        return None if tiles is None else self.add(tiles, kind)

    def same(self, n: int, classes: Sequence[str] = EVERY_CLASS, honours: Collection[int] | None = None,
             kind: str | None = None) -> list[int] | None:
        """Deal ``n`` of one tile (a pair, a triplet, a quad) of ``classes``, or None."""
        tiles = self.choose([[t] * n for t in self.tiles_of(classes, honours)])
        return None if tiles is None else self.add(tiles, kind)

    def fill(self, sets: int, triplet_share: float = 0.2, suits: Sequence[int] = (0, 1, 2),
             starts: Sequence[int] = range(7), classes: Sequence[str] = EVERY_CLASS) -> bool:
        """Deal ``sets`` more concealed sets: sequences, and a triplet at ``triplet_share`` (an
        isolated one, so that it stays a triplet). False when the tiles run out."""
        for _ in range(sets):
            if self.rng.random() < triplet_share:
                tiles = self.same(3, classes)
                if tiles is not None:
                    self.isolate(tiles)
                    continue
            if self.sequence(suits, starts) is None and self.same(3, classes) is None:
                return False
        return True

    def value_pon(self) -> list[int] | None:
        """Deal a called triplet of a value honour (a yaku for an open hand), or None."""
        tiles = self.same(3, (HONOUR,), self.value_honours(), kind="pon")
        if tiles is not None:
            self.isolate(tiles)
        return tiles

    def concealed_tiles(self) -> list[int]:
        return sorted(t for group in self.groups for t in group)

    @property
    def closed(self) -> bool:
        """No called meld (a concealed quad keeps the hand closed)."""
        return all(kind == "ankan" for kind, _ in self.melds)

    def quads(self) -> int:
        return sum(len(tiles) == 4 for _, tiles in self.melds)

    # ------------------------------------------------------------------ the request

    def _reds(self) -> tuple[list[int], list[list[int]], bool]:
        """Where the red fives are, under rules that count them: one copy of a suit's five, in
        a hand that holds that five, is red at random. The red counts per suit of the concealed
        hand and of each meld, and whether the winning tile is the red one."""
        hand_reds, meld_reds, red_win = [0, 0, 0], [[0, 0, 0] for _ in self.melds], False
        if not self.rules.aka_dora:
            return hand_reds, meld_reds, red_win
        concealed = self.concealed_tiles()
        for suit, five in enumerate(FIVES):
            places = [None] * concealed.count(five) + [i for i, (_, tiles) in enumerate(self.melds)
                                                      for t in tiles if t == five]
            if not places or (len(places) < 4 and self.rng.random() < 0.35):  # (four fives: one is red)
                continue
            place = self.rng.choice(places)
            if place is None:
                hand_reds[suit] = 1
                held = concealed.count(five)
                red_win = self.win_tile == five and (held == 1 or self.rng.random() < 1 / held)
            else:
                meld_reds[place][suit] = 1
        return hand_reds, meld_reds, red_win

    def situation(self) -> dict[str, Any]:
        """The score request's situation before the dora: the way of winning, the winds,
        riichi (decided here when the topic left it open), ippatsu sometimes, with three players
        sometimes norths set aside (kita), and sometimes honba and riichi sticks on the table."""
        rng = self.rng
        if not self.closed:
            self.riichi = False
        elif self.riichi is None:
            self.riichi = rng.random() < 0.65
        situation = {"win": self.win, "seat_wind": WIND_IDS[self.seat - EAST],
                     "round_wind": WIND_IDS[self.round - EAST], "riichi": self.riichi}
        if self.riichi and rng.random() < 0.1:
            situation["ippatsu"] = True
        if self.rules.players == 3 and self.counts[NORTH] < 4 and rng.random() < 0.3:
            self.kita = rng.randint(1, min(2, 4 - self.counts[NORTH]))
            situation["kita"] = self.kita
        situation["honba"] = rng.randint(1, 3) if rng.random() < 0.25 else 0
        situation["riichi_sticks"] = rng.randint(1, 2) if rng.random() < 0.15 else 0
        return situation

    def base_request(self, rules_spec: Any, lang: str) -> dict[str, Any]:
        """The score request without dora indicators (the winning tile dealt)."""
        win_tile = self.win_tile
        if win_tile is None:  # pragma: no cover - a deal is asked for its request once it has one
            raise AssertionError("no winning tile dealt")
        hand_reds, meld_reds, red_win = self._reds()
        request = {"hand": format_tiles(self.concealed_tiles(), hand_reds),
                   "win_tile": ("0" + "mps"[win_tile // 9]) if red_win else tile_name(win_tile),
                   "melds": [{"kind": kind, "tiles": format_tiles(sorted(tiles), reds)}
                             for (kind, tiles), reds in zip(self.melds, meld_reds)]}
        request.update(self.situation())
        request.update({"dora_indicators": "", "rules": rules_spec, "lang": lang})
        return request

    def _copies(self, tile: int) -> int:
        """How many copies of ``tile`` an indicator may bring into sight: 4, or 3 of a five
        where red fives count (an indicator is a plain tile, and a suit has 3 plain fives)."""
        return 3 if self.rules.aka_dora and tile in FIVES else 4

    def dora_indicators(self, count: int, budget: int, exact: bool) -> list[int] | None:
        """``count`` dora indicators that make at most ``budget`` dora in the hand (exactly
        ``budget`` when ``exact``), each drawn from the tiles still unseen; None when no choice
        makes it."""
        seen = self.counts[:]
        seen[NORTH] += self.kita  # (the norths set aside are in sight, and count North's dora)
        indicators = []
        left = budget
        for i in range(count):
            last = i == count - 1
            options: dict[int, list[int]] = {}
            for t in sorted(self.in_play):
                if seen[t] < self._copies(t):
                    dora = DORA_OF[self.rules.players][t]
                    options.setdefault(self.counts[dora] + (self.kita if dora == NORTH else 0), []).append(t)
            if exact and last:
                wanted = left
            else:
                fitting = [n for n in options if n <= left]
                weights = [4 if n == 0 else 2 if n == 1 else 1 for n in fitting]
                wanted = self.rng.choices(fitting, weights)[0] if fitting else -1
            if wanted not in options:
                return None
            indicator = self.rng.choice(options[wanted])
            seen[indicator] += 1
            indicators.append(indicator)
            left -= wanted
        return indicators

    def request(self, rules_spec: Any, lang: str, han: Sequence[int], below_limit: bool) -> dict[str, Any] | None:
        """The score request of the deal, its dora indicators chosen so that the hand scores a
        han of ``han`` (a range) and, when ``below_limit``, stays below a mangan with its fu
        (:func:`tenbou.road.scoring.hand_value`, kiriage as the rules say); None when it cannot (no
        yaku, or too many han without any dora). A closed hand with no yaku on a discard is
        given riichi."""
        request = self.base_request(rules_spec, lang)
        base = score(request)
        if not base["ok"] and base["error"]["code"] == "no_yaku" and self.closed and not request["riichi"]:
            request["riichi"] = self.riichi = True
            base = score(request)
        if not base["ok"] or base["yakuman"]:
            return None
        if below_limit:
            han = [h for h in han if hand_value(h, base["fu"], kiriage=self.rules.kiriage).limit is None]
        if not han or base["han"] > han[-1]:
            return None
        budget = han[-1] - base["han"]
        low = max(0, han[0] - base["han"])
        exact = low > 0
        target = self.rng.randint(low, min(budget, low + 2)) if exact else budget  # (mostly the least han asked)
        count = 1 + self.quads()  # (one more indicator per quad)
        ura = count if self.riichi and not below_limit else 0  # (a limit hand in riichi: ura dora too)
        indicators = self.dora_indicators(count + ura, target, exact)
        if indicators is None:
            return None
        request["dora_indicators"] = format_tiles(indicators[:count])
        if ura:
            request["ura_dora_indicators"] = format_tiles(indicators[count:])
        return request
