"""Practice: a random winning hand (:func:`random_hand`), and questions dealt to order, each
turning on one rule of fu counting (:func:`practice`; docs/api.md, "Random hand", "Practice").

The random hand is four sets and a pair drawn at random (sequences more often than triplets, as
in play), the winning tile one of its tiles, and a situation drawn too (ron or tsumo, the seat
and round wind, riichi or an open triplet, a dora indicator). A draw that :func:`tenbou.score`
refuses (no yaku, say) is drawn again, so every hand given scores. Every tile, seat and meld is
drawn from what the rules' count of players has in play (three players: no 2m-8m, so no
sequence of characters, and no north seat).

A practice question is dealt to order (:mod:`tenbou.table.dealing`): each topic of :data:`TOPICS`
places the sets its rule is about, fills the rest of the hand and draws the situation, and its
check then reads the engine's own ranking: the rule must be at work in every reading that
scores highest (:func:`tenbou.road.ranking.top_candidates`), not merely allowed. The rules are those
of docs/fu.md (the fu steps, the set table and the traps) and docs/rules.md (kiriage, the
double wind pair).
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, product
from collections.abc import Sequence
from typing import Any, Callable, NamedTuple

from ..road.api import score
from .dealing import HONOUR, OUTSIDE, SIMPLE, TERMINAL, Deal, has_chi
from ..errors import TenbouError, check_language, json_call, never_raising
from ..road.fu import DRAGON_PAIR_STEPS, FIXED, WAIT_STEPS
from ..road.hand import QUAD, TRIPLET, Group, Hand, set_fu
from ..i18n import DEFAULT_LANGUAGE, Named
from ..road.ranking import Candidate, rank, top_candidates
from ..road.readings import CHIITOITSU, KANCHAN, PENCHAN, TANKI
from ..road.request import field_value, parse_request
from ..rules import DEFAULT_PROFILE, Rules, resolve_rules
from ..road.scoring import KIRIAGE_CELLS
from ..kernel.tiles import DRAGONS, FIRST_HONOUR, HAKU, TILES_IN_PLAY, WIND_IDS, WINDS, format_tiles, tile_name

#: The fields a random-hand request may have.
FIELDS = frozenset(("seed", "rules", "lang"))
#: Draws before giving up (a concealed riichi hand always has a yaku, so one is almost always enough).
TRIES = 200


def _sets(rng: random.Random, in_play: tuple[int, ...]) -> tuple[list[list[int]], list[int]]:
    """Four sets and a pair as tile lists (0-33) of the tiles ``in_play``, no tile more than
    four times."""
    suits = [suit for suit in range(3) if all(9 * suit + n in in_play for n in range(9))]
    while True:
        counts = [0] * 34
        sets = []
        for _ in range(4):
            if rng.random() < 0.7:
                suit, start = rng.choice(suits), rng.randrange(7)
                tiles = [9 * suit + start + i for i in range(3)]
            else:
                tiles = [rng.choice(in_play)] * 3
            sets.append(tiles)
            for tile in tiles:
                counts[tile] += 1
        pair = [rng.choice(in_play)] * 2
        counts[pair[0]] += 2
        if max(counts) <= 4:
            return sets, pair


def _draw(rng: random.Random, rules_spec: Any, players: int) -> dict[str, Any]:
    """One random score request (it may not score) for ``players`` at the table."""
    in_play = TILES_IN_PLAY[players]
    sets, pair = _sets(rng, in_play)
    riichi = rng.random() < 0.75
    triplets = [s for s in sets if s[0] == s[1]]
    opened = rng.choice(triplets) if not riichi and triplets and rng.random() < 0.5 else None
    if opened:  # an open triplet (a yakuhai one scores)
        sets.remove(opened)
    melds = [{"kind": "pon", "tiles": format_tiles(opened)}] if opened else []
    concealed = [t for s in sets for t in s] + pair
    win_tile = rng.choice(concealed)
    in_sight = concealed + (opened or [])
    indicator = rng.choice([t for t in in_play if in_sight.count(t) < 4])
    return {"hand": format_tiles(concealed), "win_tile": tile_name(win_tile), "melds": melds,
               "win": rng.choice(("ron", "tsumo")), "seat_wind": rng.choice(WIND_IDS[:players]),
               "round_wind": rng.choice(WIND_IDS[:2]), "riichi": riichi,
               "dora_indicators": tile_name(indicator), "rules": rules_spec}


@never_raising
def random_hand(request: Any = None) -> dict[str, Any]:
    """A random complete hand that scores, as a score request. Never raises.

    :param request: ``{"seed": n, "rules": <profile id or override object>, "lang": "en"|"ja"}``,
        each optional: the same seed gives the same hand; the hand scores under ``rules``
        (default ``ema2025``); ``lang`` is the language of an error's message.
    :returns: ``{"ok": true, "request": <score request>}``: ``hand``, ``win_tile``, ``melds``,
        ``win``, ``seat_wind``, ``round_wind``, ``riichi``, ``dora_indicators``, ``rules``.
        Errors: ``bad_request`` (not an object, an unknown field, a seed that is not a whole
        number, an unknown ``lang``), ``invalid_rules``.

    >>> r = random_hand({"seed": 7})
    >>> from tenbou import score
    >>> score(r["request"])["ok"]
    True
    """
    return {"ok": True, "request": _random_hand({} if request is None else request)}



def _random_hand(request: Any) -> dict[str, Any]:
    if type(request) is not dict:
        raise TenbouError("bad_request", "error.bad_request.random_request")
    unknown = sorted(map(str, set(request) - FIELDS))
    if unknown:
        raise TenbouError("bad_request", "error.bad_request.random_field", field=repr(unknown[0]))
    check_language(request.get("lang", DEFAULT_LANGUAGE))  # (the language of its errors)
    seed = request.get("seed")
    if seed is not None and type(seed) is not int:
        raise TenbouError("bad_request", "error.bad_request.random_seed", value=repr(seed))
    rules_spec = request.get("rules", DEFAULT_PROFILE)
    players = resolve_rules(rules_spec).players  # (invalid_rules before any draw)
    rng = random.Random(seed)
    for _ in range(TRIES):
        drawn = _draw(rng, rules_spec, players)
        if score(drawn)["ok"]:
            return drawn
    raise AssertionError("no random hand scored")  # pragma: no cover - riichi hands always score


def random_hand_json(text: str) -> str:
    """:func:`random_hand` for JSON text (what the web worker calls)."""
    return json_call(random_hand, text)


# ================================================================== practice questions
#
# Each topic: a dealer (places the hand on a Deal; returns the han the question may score, or
# None when the tiles ran out) and a check of one top-ranked candidate (the rule at work in
# it). Fu hands score 1 to 4 han, so that their fu decide the points.

#: The han of a question whose fu count: below a mangan by han alone (and the hand must stay
#: below a mangan by fu too: :func:`topic_holds`).
FU_HAN = range(1, 5)
#: The han of a ``limit`` question dealt by han: mangan to baiman.
LIMIT_HAN = range(5, 11)
#: A set the fu recipes deal: ``(kind, class)``, kind ``"sequence"``, ``"triplet"`` (concealed),
#: ``"pon"``, ``"ankan"`` or ``"kan"``; class :data:`~tenbou.table.dealing.SIMPLE` or
#: :data:`~tenbou.table.dealing.OUTSIDE` (terminals and honours).
SEQUENCE = "sequence"
#: A component's class: :data:`~tenbou.table.dealing.SIMPLE` or :data:`~tenbou.table.dealing.OUTSIDE`.
ComponentClass = str | tuple[str, ...]
#: A component: ``(kind, class)``.
Component = tuple[str, ComponentClass]
COMPONENTS: tuple[Component, ...] = ((SEQUENCE, SIMPLE), ("triplet", SIMPLE), ("triplet", OUTSIDE), ("pon", SIMPLE), ("pon", OUTSIDE),
              ("ankan", SIMPLE), ("ankan", OUTSIDE), ("kan", SIMPLE), ("kan", OUTSIDE))
#: A tile of each class, to read a component's fu from the engine's set table.
_CLASS_TILE: dict[ComponentClass, int] = {SIMPLE: 4, OUTSIDE: 0}  # 5m, 1m
#: The set of each component's kind (its shape, whether concealed, its meld kind).
_KIND_GROUPS = {"triplet": (TRIPLET, True, None), "pon": (TRIPLET, False, "pon"), "ankan": (QUAD, True, "ankan"),
                "kan": (QUAD, False, "kan")}


def _component_fu(kind: str, cls: ComponentClass) -> int:
    """The fu of a component's set: the engine's own set table (:func:`tenbou.road.hand.set_fu`,
    docs/fu.md); a sequence 0."""
    if kind == SEQUENCE:
        return 0
    shape, concealed, meld = _KIND_GROUPS[kind]
    return set_fu(Group(shape, _CLASS_TILE[cls], concealed, meld))


#: The fu of each component's set.
COMPONENT_FU = {component: _component_fu(*component) for component in COMPONENTS}
OPEN_KINDS = ("pon", "kan")
#: The fu of the base, a concealed ron, a self-draw, a value pair and a hard wait: the engine's
#: fu steps (:mod:`tenbou.road.fu`).
BASE_FU, CONCEALED_RON_FU, SELF_DRAW_FU = FIXED["base"].fu, FIXED["concealed_ron"].fu, FIXED["self_draw"].fu
VALUE_PAIR_FU, WAIT_FU = DRAGON_PAIR_STEPS[HAKU].fu, WAIT_STEPS[KANCHAN, 4].fu


class Recipe(NamedTuple):
    """A hand's fu as parts: its sets (:data:`COMPONENTS`), whether its pair is a value pair,
    the way it wins, whether its wait scores 2, and the raw fu they make (the base included)."""

    components: tuple[Component, ...]
    value_pair: bool
    win: str
    hard_wait: bool
    raw: int

    @property
    def open(self) -> bool:
        return any(kind in OPEN_KINDS for kind, _ in self.components)


def _recipes(sets: int) -> list[Recipe]:
    """Every recipe of ``sets`` sets (with replacement), a pair and a wait: each with its raw fu
    (an open hand must hold a called set of terminals or honours: the value triplet that is
    its yaku)."""
    out = []
    for components in combinations_with_replacement(COMPONENTS, sets):
        opened = any(kind in OPEN_KINDS for kind, _ in components)
        if opened and (OUTSIDE not in [cls for kind, cls in components if kind in OPEN_KINDS]):
            continue
        sets_fu = sum(COMPONENT_FU[c] for c in components)
        for value_pair, win, hard_wait in product((False, True), ("ron", "tsumo"), (False, True)):
            raw = (BASE_FU + sets_fu + VALUE_PAIR_FU * value_pair + WAIT_FU * hard_wait
                   + (CONCEALED_RON_FU if win == "ron" and not opened else 0) + (SELF_DRAW_FU if win == "tsumo" else 0))
            out.append(Recipe(components, value_pair, win, hard_wait, raw))
    return out


#: The recipes by number of sets: filled when first asked for (not at import: the page's
#: engine is ready sooner) and kept for the life of the process (a table, not a memo).
_RECIPES: dict[int, list[Recipe]] = {}


def recipes(sets: int) -> list[Recipe]:
    """The recipes of ``sets`` sets (:func:`_recipes`), from the table."""
    if sets not in _RECIPES:
        _RECIPES[sets] = _recipes(sets)
    return _RECIPES[sets]


def _component(d: Deal, component: Component, value: bool) -> list[int] | None:
    """Deal one set of a recipe; ``value``: a triplet or quad of a value honour."""
    kind, cls = component
    if kind == SEQUENCE:
        return d.sequence()
    size = 4 if kind in ("ankan", "kan") else 3
    classes = (HONOUR,) if value else ((SIMPLE,) if cls == SIMPLE else OUTSIDE)
    tiles = d.same(size, classes, d.value_honours() if value else None, kind=None if kind == "triplet" else kind)
    if tiles is not None:
        d.isolate(tiles)
    return tiles


def _deal_sets(d: Deal, recipe: Recipe) -> bool:
    """Deal the sets of ``recipe`` and its way of winning: the first called set of terminals or
    honours is a value honour's (the yaku of an open hand). False when the tiles run out."""
    d.win = recipe.win
    valued = next((i for i, (kind, cls) in enumerate(recipe.components) if kind in OPEN_KINDS and cls == OUTSIDE), None)
    return all(_component(d, component, value=i == valued) is not None for i, component in enumerate(recipe.components))


def _recipe_pair(d: Deal, recipe: Recipe) -> list[int] | None:
    """Deal the pair of ``recipe``: a value honour's, or one of no value."""
    return d.same(2, (HONOUR,), d.value_honours()) if recipe.value_pair else _plain_pair(d)


def _deal_recipe(d: Deal, recipe: Recipe) -> bool:
    """Deal a hand of ``recipe``: its sets, its pair and a winning tile that makes its wait (a
    pair wait where the wait scores, else the outer end of a two-sided sequence). False when the
    tiles run out."""
    if not _deal_sets(d, recipe):
        return False
    pair = _recipe_pair(d, recipe)
    if pair is None:
        return False
    d.isolate(pair)
    if recipe.hard_wait:
        d.win_tile = pair[0]
        return True
    return _two_sided_win(d)


def _plain_pair(d: Deal, classes: Sequence[str] = (SIMPLE, TERMINAL, HONOUR)) -> list[int] | None:
    """Deal a pair that scores no fu: a suit tile or a wind that is neither seat nor round wind."""
    return d.same(2, classes, d.guest_winds())


def _two_sided_win(d: Deal) -> bool:
    """Win on an outer tile of a concealed sequence that waited on two sides. False when the
    hand has no such sequence."""
    ends = [(g, t) for g in d.groups if len(g) == 3 and g[0] != g[1]
            for t, ok in ((g[0], g[0] % 9 <= 5), (g[2], g[0] % 9 >= 1)) if ok]
    if not ends:
        return False
    _, d.win_tile = d.rng.choice(ends)
    return True


def _win_anywhere(d: Deal) -> None:
    """Win on any concealed tile of the hand."""
    d.win_tile = d.rng.choice(d.rng.choice(d.groups))


def _rest(d: Deal, sets: int, pair: bool = True, open_share: float = 0.0, triplet_share: float = 0.2) -> bool:
    """Deal the sets and the pair the topic left: an open value triplet (a yaku for an open hand)
    at ``open_share``, sequences, a triplet at ``triplet_share``. False when the tiles run out."""
    if sets and d.rng.random() < open_share:
        if d.value_pon() is None:
            return False
        sets -= 1
    if not d.fill(sets, triplet_share):
        return False
    return not pair or _plain_pair(d) is not None or d.same(2) is not None


# ------------------------------------------------------------------ the dealers


def deal_win_condition(d: Deal) -> range | None:
    """A concealed ron (+10), a tsumo that is not pinfu (+2, a triplet in the hand) or an open
    ron (nothing)."""
    how = d.rng.choice(("concealed_ron", "tsumo", "open_ron"))
    d.win = "tsumo" if how == "tsumo" else "ron"
    sets = 4
    if how == "tsumo":  # (a triplet: no pinfu, so the self-draw scores)
        tiles = d.same(3)
        if tiles is None:
            return None
        d.isolate(tiles)
        sets = 3
    if not _rest(d, sets, open_share={"concealed_ron": 0.0, "tsumo": 0.3, "open_ron": 1.0}[how]):
        return None
    _win_anywhere(d)
    return FU_HAN


def deal_sets(d: Deal) -> range | None:
    """Two or three triplets or quads that score differently (open or concealed, simples or
    terminals and honours, triplet or quad); an open hand has a value triplet among them."""
    rng = d.rng
    count = rng.choice((2, 2, 3))
    kinds = [rng.choice(("triplet", "triplet", "pon", "ankan", "kan")) for _ in range(count)]
    classes = [rng.choice((SIMPLE, OUTSIDE)) for _ in range(count)]
    fu = [COMPONENT_FU[k, c] for k, c in zip(kinds, classes)]
    if len(set(fu)) == 1:
        classes[-1] = SIMPLE if classes[-1] == OUTSIDE else OUTSIDE
    opened = any(k in OPEN_KINDS for k in kinds)
    for i, component in enumerate(zip(kinds, classes)):
        value = opened and i == 0
        if _component(d, (component[0], OUTSIDE if value else component[1]), value) is None:
            return None
    if not _rest(d, 4 - count, triplet_share=0.0):
        return None
    d.win = rng.choice(("ron", "tsumo"))
    _win_anywhere(d)
    return FU_HAN


def deal_value_pair(d: Deal) -> range | None:
    """A pair of a dragon, the seat wind, the round wind, or a wind that is both (its fu the
    profile's ``double_wind_pair_fu``)."""
    rng = d.rng
    kind = rng.choice(("dragon", "dragon", "seat", "round", "double"))
    rounds = [w for w in WINDS[:2] if w in d.in_play]
    if kind == "double":
        d.seat = d.round = rng.choice([w for w in rounds if w in WINDS[:d.rules.players]])
    elif d.seat == d.round:
        d.round = next(w for w in rounds if w != d.seat)
    tile = {"dragon": rng.choice(DRAGONS), "seat": d.seat, "round": d.round, "double": d.seat}[kind]
    d.isolate(d.add([tile, tile]))
    if not _rest(d, 4, pair=False, open_share=0.25):
        return None
    d.win = rng.choice(("ron", "tsumo"))
    _win_anywhere(d)
    return FU_HAN


def deal_wait(d: Deal) -> range | None:
    """A closed wait (kanchan), an edge wait (penchan) or a pair wait (tanki): 2 fu."""
    rng = d.rng
    kind = rng.choice((KANCHAN, PENCHAN, TANKI))
    if kind == TANKI:
        tiles = d.choose([[t, t] for t in d.tiles_of()])
    else:
        tiles = d.choose(d.sequences(starts=range(7) if kind == KANCHAN else (0, 6)))
    if tiles is None:
        return None
    d.isolate(d.add(tiles))
    if kind == PENCHAN:  # (1-2 waiting on 3, 8-9 on 7)
        d.win_tile = tiles[2] if tiles[0] % 9 == 0 else tiles[0]
    else:
        d.win_tile = tiles[1 if kind == KANCHAN else 0]
    if not _rest(d, 4 if kind == TANKI else 3, pair=kind != TANKI, open_share=0.25):
        return None
    d.win = rng.choice(("ron", "tsumo"))
    return FU_HAN


def deal_pinfu_tsumo(d: Deal) -> range | None:
    """Four concealed sequences, a pair of no value and a two-sided wait, won by self-draw."""
    d.win, d.riichi = "tsumo", d.rng.random() < 0.6
    if not d.fill(4, triplet_share=0.0) or _plain_pair(d) is None or not _two_sided_win(d):
        return None
    return FU_HAN


def deal_open_pinfu(d: Deal) -> range | None:
    """An open hand of sequences with a pair of no value and a two-sided wait, won on a discard:
    20 fu and nothing else, counted as 30. Its yaku: all simples (where the profile counts it
    open) or a half flush with a wind pair."""
    rng = d.rng
    tanyao = d.rules.open_tanyao and rng.random() < 0.75
    suits = (0, 1, 2) if tanyao else (rng.choice([s for s in range(3) if 9 * s + 1 in d.in_play]),)
    starts = range(1, 6) if tanyao else range(7)
    d.win = "ron"
    winning = d.sequence(suits, starts)
    if winning is None or not _two_sided_win(d):
        return None
    d.isolate(winning)
    chi = rng.randint(1, 3)
    for i in range(3):
        if d.sequence(suits, starts, kind="chi" if i < chi else None) is None:
            return None
    pair = _plain_pair(d, (SIMPLE,)) if tanyao else d.same(2, (HONOUR,), d.guest_winds())
    return None if pair is None else FU_HAN


def deal_chiitoitsu(d: Deal) -> range | None:
    """Seven different pairs (no three in a row in a suit, so no other reading; two honours at
    most): 25 fu."""
    rng = d.rng
    pairs: list[int] = []
    for _ in range(7):
        options = [t for t in d.tiles_of() if d.fits([t, t]) and t not in pairs
                   and not (t >= FIRST_HONOUR and sum(p >= FIRST_HONOUR for p in pairs) >= 2) and not _three_in_a_row(pairs + [t])]
        if not options:
            return None
        pairs.append(rng.choice(options))
        d.add([pairs[-1]] * 2)
    d.win = rng.choice(("ron", "tsumo"))
    _win_anywhere(d)
    return FU_HAN


def _three_in_a_row(tiles: list[int]) -> bool:
    """Whether three of ``tiles`` follow each other in a suit (pairs that could read as sets)."""
    held = set(tiles)
    return any(t < FIRST_HONOUR and t % 9 <= 6 and t + 1 in held and t + 2 in held for t in held)


def deal_ron_triplet(d: Deal) -> range | None:
    """Two pairs waiting (shanpon), won on a discard: the triplet it completes scores as open."""
    d.win = "ron"
    triplet = d.same(3)
    if triplet is None:
        return None
    d.isolate(triplet)
    d.win_tile = triplet[0]
    pair = d.same(2)
    if pair is None:
        return None
    d.isolate(pair)
    return FU_HAN if _rest(d, 3, pair=False, open_share=0.2) else None


#: Shapes in one suit where the winning tile completes either of two sets, or a set or the
#: pair, with waits that differ: ``(groups as offsets 0-8, winning offset)``. 1-2-3-4-5 and
#: 5-6-7-8-9 won on the middle tile (edge or two-sided), two overlapping sequences won on an
#: inner tile (closed or two-sided), a sequence and a pair on its end tile (pair wait or
#: two-sided). Each has a two-sided reading (docs/fu.md, "Read the hand the way that scores most").
TWO_READINGS = (
    *[(((a, a + 1, a + 2), (a + 2, a + 3, a + 4)), a + 2) for a in (0, 4)],
    *[(((a, a + 1, a + 2), (a + 1, a + 2, a + 3)), a + 1) for a in range(0, 5)],
    *[(((a, a + 1, a + 2), (a + 1, a + 2, a + 3)), a + 2) for a in range(1, 6)],
    *[(((a, a + 1, a + 2), (a + 2, a + 2)), a + 2) for a in range(1, 7)],
    *[(((a, a + 1, a + 2), (a, a)), a) for a in range(0, 6)],
)


def deal_best_reading(d: Deal) -> range | None:
    """A hand with two readings whose waits differ: the two-sided one scores pinfu (when the
    rest of the hand allows it), else the other one's 2 fu round the hand up a step."""
    rng = d.rng
    groups, win = rng.choice(TWO_READINGS)
    suit = rng.choice([s for s in range(3) if all(9 * s + o in d.in_play for g in groups for o in g)])
    tiles = [[9 * suit + o for o in g] for g in groups]
    if not d.fits([t for g in tiles for t in g]):
        return None
    for g in tiles:
        d.isolate(d.add(g))
    d.win_tile = 9 * suit + win
    has_pair = any(len(g) == 2 for g in tiles)
    rest = 3 if has_pair else 2
    if rng.random() < 0.5:  # pinfu: the two-sided reading scores a han more
        d.win = rng.choice(("ron", "tsumo"))
        if not d.fill(rest, triplet_share=0.0):
            return None
        return FU_HAN if has_pair or _plain_pair(d) is not None else None
    # The rest scores fu ending in 0 (the base and the winning condition included): the 2 fu of
    # the wait round it up by 10.
    fitting = [r for r in recipes(rest) if not r.hard_wait and (r.value_pair <= (not has_pair)) and r.raw % 10 == 0
               and (r.value_pair or any(kind != SEQUENCE for kind, _ in r.components))]
    recipe = rng.choice(fitting)
    if not _deal_sets(d, recipe) or (not has_pair and _recipe_pair(d, recipe) is None):
        return None
    return FU_HAN


def deal_concealed_quad(d: Deal) -> range | None:
    """A concealed quad in a hand won on a discard: the hand stays concealed (+10)."""
    d.win = "ron"
    quad = d.same(4, kind="ankan")
    if quad is None or not _rest(d, 3, triplet_share=0.15):
        return None
    _win_anywhere(d)
    return FU_HAN


def deal_limit(d: Deal) -> range | None:
    """5 han or more, where the fu no longer count; or, where the profile has kiriage, 4 han 30
    fu or 3 han 60 fu, rounded up to a mangan (docs/rules.md, kiriage)."""
    rng = d.rng
    if d.rules.kiriage and rng.random() < 0.4:
        han, fu = rng.choice(KIRIAGE_CELLS)
        fitting = [r for r in recipes(4) if fu - 10 < r.raw <= fu]
        return range(han, han + 1) if _deal_recipe(d, rng.choice(fitting)) else None
    d.riichi = True
    style = rng.choice(("dora", "dora", "half_flush", "half_flush", "full_flush", "all_simples"))
    d.win = rng.choice(("ron", "tsumo"))
    if style == "all_simples":
        ok = d.fill(4, 0.25, starts=range(1, 6), classes=(SIMPLE,)) and d.same(2, (SIMPLE,)) is not None
    elif style in ("half_flush", "full_flush"):
        suit = rng.choice([s for s in range(3) if 9 * s + 1 in d.in_play])
        honours = style == "half_flush"
        if honours and d.same(3, (HONOUR,), d.value_honours()) is None:
            return None
        sets = 3 if honours else 4
        ok = (d.fill(sets, 0.0, suits=(suit,)) and
              d.same(2, (HONOUR,) if honours else (SIMPLE, TERMINAL), None if honours else ()) is not None)
        if ok and not honours:
            ok = all(t // 9 == suit for g in d.groups for t in g)
    else:
        ok = d.fill(4, 0.35) and _plain_pair(d) is not None
    if not ok:
        return None
    _win_anywhere(d)
    return LIMIT_HAN


# ------------------------------------------------------------------ the checks
#
# Each reads one top-ranked candidate (its fu steps, reading and yaku, as the engine worked them
# out) and says whether the topic's rule is at work in it.


def _reasons(option: Candidate) -> list[str]:
    return [step.reason for step in option.fu_steps]


def holds_win_condition(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Tsumo: the 2 fu for self-draw; a concealed ron: the 10 fu; an open ron: neither."""
    reasons = _reasons(option)
    if hand.tsumo:
        return "fu.self_draw" in reasons
    if hand.closed:
        return "fu.concealed_ron" in reasons
    return "fu.self_draw" not in reasons and "fu.concealed_ron" not in reasons


def holds_sets(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Two or more triplets or quads, scoring different fu."""
    fu = [step.fu for step in option.fu_steps if step.reason.startswith("fu.set.")]
    return len(fu) >= 2 and len(set(fu)) >= 2


def holds_value_pair(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """A value pair's fu."""
    return any(reason.startswith("fu.pair.") for reason in _reasons(option))


def holds_wait(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """A closed, edge or pair wait's 2 fu."""
    return any(reason.startswith("fu.wait.") for reason in _reasons(option))


def holds_pinfu_tsumo(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Pinfu by self-draw: no fu for the self-draw, 20 fu."""
    return hand.tsumo and option.pinfu and option.fu == 20 and "fu.self_draw" not in _reasons(option)


def holds_open_pinfu(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """An open hand with nothing beyond the base: the 2 fu that make it 30."""
    return "fu.open_flat" in _reasons(option) and option.fu == 30


def holds_chiitoitsu(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Seven pairs: 25 fu, nothing added."""
    return option.reading.form == CHIITOITSU and option.fu == 25


def holds_ron_triplet(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """A triplet completed by the winning discard, scored as open."""
    return "fu.set.ron_triplet" in _reasons(option)


def holds_best_reading(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Another reading with another wait scores less."""
    return any(other.reading.wait != option.reading.wait and rank(other) < rank(option) for other in options)


def holds_concealed_quad(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """A concealed quad's fu, and the 10 fu of a concealed hand won on a discard."""
    reasons = _reasons(option)
    return "fu.set.concealed_quad" in reasons and "fu.concealed_ron" in reasons


def holds_limit(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """A limit hand (not a yakuman): 5 han or more, or kiriage applied."""
    value = option.payout.value
    return value.limit is not None and not option.yakuman and (option.han >= 5 or value.kiriage_applied)


def holds_han(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Two or more entries to add up: yaku, or a yaku and a kind of dora."""
    return len(option.yaku) >= 2


def holds_always(option: Candidate, hand: Hand, options: list[Candidate]) -> bool:
    """Any hand that scores (the payment and the whole count ask for every step of it)."""
    return True


class Topic(NamedTuple):
    """A practice topic: ``deal`` places a hand on a :class:`~tenbou.table.dealing.Deal` (and returns
    the han the question may score, or None); ``holds`` says whether the rule is at work in a
    top-ranked candidate (``(candidate, hand, every candidate) -> bool``); ``available`` whether
    the profile's rules allow such a hand; ``asks`` what its question asks the player for, in
    every way of answering (:data:`ASKS`): a limit hand's payment, as well as its fu.

    A topic of the whole count (``han``, ``payment``, ``whole``) has ``draws``: the fu topics
    whose hands it deals (one drawn at random for each deal, a topic listed twice drawn twice as
    often); such a hand must hold the drawn topic's rule and its own ``holds`` too. Its ``deal``
    is unused."""

    deal: Callable[[Deal], range | None]
    holds: Callable[[Candidate, Hand, list[Candidate]], bool]
    available: Callable[[Rules], bool] = lambda rules: True
    asks: tuple[str, ...] = ("fu",)
    draws: tuple[str, ...] = ()


#: What a question may ask for (a topic's ``asks``), in the order of the count: each fu step
#: (``steps``), the fu, the han, the base points, the payment (the answer's ``payments``, by payer).
ASKS = ("steps", "fu", "han", "base_points", "payment")
#: The fu topics a hand of the whole count is dealt as, with the limit hand (kiriage cells
#: included where the profile has them) drawn more often for the han and the payment.
_FU_TOPICS = ("win_condition", "sets", "value_pair", "wait", "pinfu_tsumo", "open_pinfu", "chiitoitsu",
              "ron_triplet", "best_reading", "concealed_quad")


#: The topics by id (ids stable: docs/api.md, "Practice"), in the order of the fu guide
#: (docs/fu.md): the steps, then the traps. ``mixed`` (any of them) is not a topic of its own.
TOPICS = {
    "win_condition": Topic(deal_win_condition, holds_win_condition),
    "sets": Topic(deal_sets, holds_sets),
    "value_pair": Topic(deal_value_pair, holds_value_pair),
    "wait": Topic(deal_wait, holds_wait),
    "pinfu_tsumo": Topic(deal_pinfu_tsumo, holds_pinfu_tsumo),
    "open_pinfu": Topic(deal_open_pinfu, holds_open_pinfu, has_chi),
    "chiitoitsu": Topic(deal_chiitoitsu, holds_chiitoitsu),
    "ron_triplet": Topic(deal_ron_triplet, holds_ron_triplet),
    "best_reading": Topic(deal_best_reading, holds_best_reading),
    "concealed_quad": Topic(deal_concealed_quad, holds_concealed_quad),
    "limit": Topic(deal_limit, holds_limit, asks=("fu", "payment")),  # (where the fu stop counting: what it pays)
    # The whole count: the han, the payment from han and fu, and a hand from start to end.
    "han": Topic(deal_limit, holds_han, asks=("han",), draws=(*_FU_TOPICS, "limit", "limit", "limit")),
    "payment": Topic(deal_limit, holds_always, asks=("payment",), draws=(*_FU_TOPICS, *["limit"] * 5)),
    "whole": Topic(deal_limit, holds_always, asks=("steps", "fu", "han", "base_points", "payment"),
                   draws=(*_FU_TOPICS, "limit", "limit")),
}
#: What a ``payment`` question gives the player (the response's ``given``): the han and fu, the
#: way of winning, the seat, honba and the riichi sticks on the table.
GIVEN = ("han", "fu", "win", "seat_wind", "honba", "riichi_sticks")
MIXED = "mixed"
#: Every topic id a request may name.
TOPIC_IDS = (*TOPICS, MIXED)
#: The fields a practice request may have.
PRACTICE_FIELDS = frozenset(("topic", "seed", "rules", "lang", "level"))
#: The levels of difficulty a request may ask for (``level``), and what each lets a hand hold
#: beyond what its topic is about: level 1 hands of few parts (no quad, no double-wind pair, one
#: reading, no kiriage cell), level 2 quads and double-wind pairs too, level 3 (the default)
#: anything, two readings and kiriage cells included.
LEVELS = {1: frozenset(), 2: frozenset({"quad", "double_wind"}),
          3: frozenset({"quad", "double_wind", "two_readings", "kiriage"})}
MOST_LEVEL = max(LEVELS)
#: What a fu topic is about, which its hands hold at every level.
TOPIC_FEATURES = {"sets": frozenset({"quad"}), "concealed_quad": frozenset({"quad"}),
                  "value_pair": frozenset({"double_wind"}), "best_reading": frozenset({"two_readings"}),
                  "limit": frozenset({"kiriage"})}
#: Deals before giving up: a topic's deal is made to order and almost always holds at once;
#: the few that do not (the tiles ran out, a reading ties) are dealt again.
DEALS = 200
#: The seeds a request without one draws from.
SEEDS = 2**31


def topic_holds(topic: str, question: dict[str, Any]) -> bool:
    """Whether ``topic``'s rule is at work in every reading of ``question`` (a score request)
    that ranks highest, and (unless the topic is ``limit``) the hand below a mangan, so that its
    fu decide its points."""
    hand, rules = parse_request(question)
    options, top = top_candidates(hand, rules)
    holds = TOPICS[topic].holds
    if topic != "limit" and any(option.payout.value.limit is not None for option in top):
        return False
    return all(holds(option, hand, options) for option in top)


def whole_count_holds(topic: str, question: dict[str, Any]) -> bool:
    """Whether ``topic``'s own check (a topic of the whole count) holds in every reading of
    ``question`` that ranks highest."""
    hand, rules = parse_request(question)
    options, top = top_candidates(hand, rules)
    return all(TOPICS[topic].holds(option, hand, options) for option in top)


def hand_features(question: dict[str, Any]) -> frozenset[str]:
    """What makes a question harder than a hand of few parts (:data:`LEVELS`): a quad, a
    double-wind pair in the reading that scores, two readings with different waits, a kiriage
    cell."""
    hand, rules = parse_request(question)
    options, top = top_candidates(hand, rules)
    best = top[0]
    features = set()
    if any(meld["kind"] in ("kan", "ankan") for meld in question["melds"]):
        features.add("quad")
    if any(step.reason == "fu.pair.double_wind" for step in best.fu_steps):
        features.add("double_wind")
    if len({option.reading.wait for option in options}) > 1:
        features.add("two_readings")
    if best.payout.value.kiriage_applied:
        features.add("kiriage")
    return frozenset(features)


def within_level(topic: str, question: dict[str, Any], level: int) -> bool:
    """Whether ``question`` (of the fu topic ``topic``) holds nothing beyond ``level`` but what
    its topic is about."""
    return level == MOST_LEVEL or hand_features(question) <= LEVELS[level] | TOPIC_FEATURES.get(topic, frozenset())


def drawn_topics(topic: str, rules: Rules, level: int = MOST_LEVEL) -> tuple[str, ...]:
    """The fu topics a question of ``topic`` is dealt as under ``rules``: the topic itself, or
    for a topic of the whole count its ``draws`` that the rules allow and whose subject the
    ``level`` allows (two readings from level 3, a concealed quad from level 2)."""
    entry = TOPICS[topic]
    if not entry.draws:
        return (topic,)
    allowed = LEVELS[level] | {"kiriage"}  # (a limit hand is dealt below kiriage too)
    return tuple(t for t in entry.draws if TOPICS[t].available(rules) and TOPIC_FEATURES.get(t, frozenset()) <= allowed)


def deal_question(topic: str, rng: random.Random, rules: Rules, rules_spec: Any, lang: str,
                  level: int = MOST_LEVEL) -> tuple[dict[str, Any], int]:
    """A question of ``topic`` (a score request) dealt with ``rng``, and how many deals it took.
    A topic of the whole count draws the fu topic of each deal first (:func:`drawn_topics`).
    Below the top ``level`` a hand that holds more than the level allows is dealt again."""
    choices = drawn_topics(topic, rules, level)
    for deals in range(1, DEALS + 1):
        drawn = rng.choice(choices) if TOPICS[topic].draws else topic
        d = Deal(rng, rules)
        han = TOPICS[drawn].deal(d)
        if han is None or d.win_tile is None:
            continue
        question = d.request(rules_spec, lang, han, below_limit=drawn != "limit")
        if question is None or not topic_holds(drawn, question):
            continue
        if TOPICS[topic].draws and not whole_count_holds(topic, question):
            continue
        if not within_level(topic if not TOPICS[topic].draws else "", question, level):
            continue
        return question, deals
    raise AssertionError(f"no {topic} question dealt")  # pragma: no cover - each topic deals in a few tries


def mixed_topic(seed: int, rules: Rules) -> str:
    """The topic a ``mixed`` request of ``seed`` deals: one the rules allow, drawn with a
    generator of its own, so that the hand is then dealt exactly as a request naming that topic
    and seed deals it (one dealing path: the topic and seed a response gives deal it again)."""
    return random.Random(seed).choice([t for t, entry in TOPICS.items() if entry.available(rules)])


@never_raising
def practice(request: Any = None) -> dict[str, Any]:
    """A practice question: a winning hand dealt so that one rule of fu counting decides its
    answer (or, for the topics of the whole count, a hand of such a topic whose han, payment or
    every step is asked), with that answer. Never raises.

    :param request: ``{"topic": <id>, "seed": n, "rules": <profile id or override object>,
        "lang": "en"|"ja", "level": 1|2|3}``, each optional: ``topic`` one of :data:`TOPIC_IDS`
        (default ``mixed``: any topic the profile allows), ``seed`` a whole number (default:
        drawn at random), ``level`` how much a hand may hold beyond its topic (:data:`LEVELS`;
        default 3, anything); the same request always deals the same question.
    :returns: ``{"ok": true, "topic": <the topic dealt>, "seed": n, "level": n, "question": <score
        request>, "answer": <tenbou.score(question)>}``: the question has ``hand``,
        ``win_tile``, ``melds``, ``win``, ``seat_wind``, ``round_wind``, ``riichi`` (and
        ``ippatsu`` when true, ``kita`` when norths are set aside), ``honba``, ``riichi_sticks``,
        ``dora_indicators`` (and ``ura_dora_indicators`` for a limit hand in riichi), ``rules``
        and ``lang``. A ``payment`` question also has ``given``: what the player is shown
        instead of the hand (:data:`GIVEN`: the answer's han and fu, the question's ``win``,
        ``seat_wind``, ``honba`` and ``riichi_sticks``). Errors: ``bad_request`` (not an object, an unknown field or topic, a seed that
        is not a whole number, an unknown ``lang``, a topic the rules cannot deal: ``open_pinfu``
        without chi), ``invalid_rules``.

    >>> r = practice({"topic": "ron_triplet", "seed": 7})
    >>> r["topic"], r["question"]["win"], r["answer"] == score(r["question"])
    ('ron_triplet', 'ron', True)
    """
    request = {} if request is None else request
    if type(request) is not dict:
        raise TenbouError("bad_request", "error.bad_request.practice_request")
    unknown = sorted(map(str, set(request) - PRACTICE_FIELDS))
    if unknown:
        raise TenbouError("bad_request", "error.bad_request.practice_field", field=repr(unknown[0]))
    lang = check_language(request.get("lang", DEFAULT_LANGUAGE))
    topic = request.get("topic", MIXED)
    if type(topic) is not str or topic not in TOPIC_IDS:
        raise TenbouError("bad_request", "error.bad_request.practice_topic", value=repr(topic),
                          known=", ".join(TOPIC_IDS))
    seed = request.get("seed")
    if seed is None:
        seed = random.randrange(SEEDS)
    elif type(seed) is not int:
        raise TenbouError("bad_request", "error.bad_request.random_seed", value=repr(seed))
    level = request.get("level", MOST_LEVEL)
    if type(level) is not int or level not in LEVELS:
        raise TenbouError("bad_request", "error.bad_request.practice_level", value=repr(level),
                          known=", ".join(map(str, LEVELS)))
    rules_spec = request.get("rules", DEFAULT_PROFILE)
    rules = resolve_rules(rules_spec)
    if topic != MIXED and not TOPICS[topic].available(rules):
        raise TenbouError("bad_request", "error.bad_request.practice_unavailable",
                          topic=lambda lang: Named(lang, f"practice.topic.{topic}", topic), rules=rules.name_in)
    if topic == MIXED:
        topic = mixed_topic(seed, rules)
    question, _ = deal_question(topic, random.Random(seed), rules, rules_spec, lang, level)
    answer = score(question)
    response = {"ok": True, "topic": topic, "seed": seed, "level": level, "question": question, "answer": answer}
    if topic == "payment":
        response["given"] = {"han": answer["han"], "fu": answer["fu"],
                             **{name: field_value(question, name) for name in GIVEN[2:]}}
    return response


def practice_json(text: str) -> str:
    """:func:`practice` for JSON text (what the web worker calls)."""
    return json_call(practice, text)
