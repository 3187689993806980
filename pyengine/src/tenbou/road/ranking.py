"""Finding and ranking the readings of a hand: which one the score uses.

Every reading of the hand (:mod:`tenbou.road.readings`) is valued (its yakuman, or its yaku and
dora: :func:`tenbou.road.yaku.score_reading`) and the one that pays the winner most is kept (docs/rules.md, "The
reading that is scored"): then a named yakuman over a counted one, then han, then fu. Ties
keep the first reading found. Each candidate's fu steps (:func:`tenbou.road.fu.fu_steps`) and
payout (:data:`tenbou.road.scoring.PAYOUTS`) are worked out once, when it is valued: the ranking
reads them, and the response writes the winner's in words (:mod:`tenbou.road.response`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import TenbouError
from .fu import FuStep, fu_steps, round_fu
from .hand import Hand
from .readings import Reading, special_readings, standard_readings
from ..rules import Rules
from .scoring import PAYOUTS, Payout
from ..i18n import Note, text
from .yaku import HandFacts, Yaku, count_dora, score_reading


@dataclass(slots=True, eq=False)
class Candidate:
    """One way to score the hand: a reading with what it scores (built here, read elsewhere).

    ``yaku`` holds the yaku and dora entries (han), or the yakuman entries; ``yakuman`` is how
    many yakuman they make (0 for a regular hand). ``notes`` say what the rules changed (double
    or stacked yakuman, renhou alone), as :data:`tenbou.i18n.Note` s written in the response's
    language; ``pinfu`` decides the self-draw fu. Worked out once from those: ``fu_steps`` (the
    :class:`tenbou.road.fu.FuStep` s of the reading), ``fu_raw`` their sum and ``fu`` that rounded
    (fu), ``han`` the entries' han summed (0 for a yakuman), and ``payout`` what the hand pays
    before honba and sticks (:class:`tenbou.road.scoring.Payout`, points).
    """

    reading: Reading
    yaku: list[Yaku]
    yakuman: int
    notes: list[Note]
    pinfu: bool
    fu_steps: list[FuStep]
    fu_raw: int
    fu: int
    han: int
    payout: Payout


def valued(reading: Reading, yaku: list[Yaku], yakuman: int, notes: list[Note], pinfu: bool, hand: Hand,
           rules: Rules) -> Candidate:
    """The :class:`Candidate` of a reading scoring ``yaku`` (``yakuman`` of them yakuman): its
    fu steps and payout worked out."""
    steps = fu_steps(reading, hand, rules, pinfu)
    raw = sum([step.fu for step in steps])
    fu = round_fu(raw)
    han = sum([y.han for y in yaku])
    payout = PAYOUTS[0 if yakuman else han, fu, yakuman, rules, hand.dealer, hand.tsumo]
    return Candidate(reading, yaku, yakuman, notes, pinfu, steps, raw, fu, han, payout)


def renhou_alone(reading: Reading, hand: Hand, rules: Rules) -> Candidate:
    """Renhou scored on its own: 5 han, no other yaku and no dora (EMA 2025, WRC 2025), or a
    fixed mangan, which 5 han is (EMA 2016) (docs/rules.md, "renhou")."""
    key = "note.renhou_mangan" if rules.renhou == "mangan" else "note.renhou_five_han"
    return valued(reading, [Yaku("renhou", 5)], 0, [(key, {"rules": rules.name_in})], False, hand, rules)


def rank(option: Candidate) -> tuple[int, bool, int, int]:
    """Order of preference between candidates, without writing their explanation: what the
    winner receives (points, before honba, which add the same to every reading), then a named
    yakuman over a counted one (as Tenhou shows it), then han (13 per yakuman, 13 more for a
    counted yakuman), then fu."""
    if option.yakuman:
        return option.payout.received, True, 13 * option.yakuman, option.fu
    han = option.han + 13 if option.payout.value.kazoe == "yakuman" else option.han
    return option.payout.received, False, han, option.fu


def no_yaku(hand: Hand, rules: Rules, dora: list[Yaku]) -> TenbouError:
    """The ``no_yaku`` error for a complete hand none of whose readings scores a yaku, saying
    why and what would give it one: a concealed hand with no yaku was won by ron without riichi
    (riichi, or a self-draw, would be a yaku: docs/rules.md, riichi and menzen_tsumo); an open
    hand needs one from its tiles, all simples among them only where ``rules.open_tanyao``. The
    hand's dora (``dora``: :func:`tenbou.road.yaku.count_dora`'s entries) are named only when it has
    some: they count only once a yaku is there (docs/rules.md, dora).
    """
    han = sum([y.han for y in dora])
    dora_text = (lambda lang: text(lang, "error.no_yaku.dora", han=han)) if han else ""
    if hand.closed:
        return TenbouError("no_yaku", "error.no_yaku.closed", dora=dora_text)
    examples = "error.no_yaku.open_examples" if rules.open_tanyao else "error.no_yaku.open_examples_no_tanyao"
    return TenbouError("no_yaku", "error.no_yaku.open", dora=dora_text, examples=lambda lang: text(lang, examples))


def candidates(hand: Hand, rules: Rules) -> list[Candidate]:
    """Every way to score the hand: each reading that scores a yaku valued, and renhou alone
    where the rules score renhou that way, in the order they are found (ties keep the first).

    :raises TenbouError: ``not_winning`` when the tiles make no reading, ``no_yaku`` when no
        reading scores a yaku.
    """
    readings = standard_readings(hand)
    if not hand.melds:  # (seven pairs and thirteen orphans have no melds: a hand with melds need not ask)
        readings += special_readings(hand)
    if not readings:
        raise TenbouError("not_winning", "error.not_winning")
    facts = HandFacts(hand, rules)
    dora = count_dora(hand, rules)
    options = []
    for reading in readings:
        scored = score_reading(reading, hand, rules, facts, dora)
        if scored is not None:  # (a reading with no yaku is no candidate: :func:`no_yaku`)
            yaku, yakuman, notes, pinfu = scored
            options.append(valued(reading, yaku, yakuman, notes, pinfu, hand, rules))
    if "renhou" in hand.flags and rules.renhou in ("five_han_alone", "mangan"):
        options.append(renhou_alone(readings[0], hand, rules))
    if not options:
        raise no_yaku(hand, rules, dora)
    return options


def best_candidate(hand: Hand, rules: Rules) -> Candidate:
    """The candidate the score uses: the best of :func:`candidates` by :func:`rank` (the first of
    equals).

    :raises TenbouError: ``not_winning`` when the tiles make no reading, ``no_yaku`` when no
        reading scores a yaku.
    """
    options = candidates(hand, rules)
    if len(options) == 1:  # (most hands: nothing to rank)
        return options[0]
    return max(options, key=rank)  # (the first of equals)


def top_candidates(hand: Hand, rules: Rules) -> tuple[list[Candidate], list[Candidate]]:
    """Every candidate (:func:`candidates`) and those that rank highest (several where readings
    tie; the score uses the first of them).

    :raises TenbouError: as :func:`candidates`.
    """
    options = candidates(hand, rules)
    best = max(map(rank, options))
    return options, [option for option in options if rank(option) == best]
