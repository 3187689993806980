"""Whole games through tenbou.game, worked out by hand from the rules (docs/game.md), event by
event: each event's deltas, then the points, the hand, honba and sticks, and the standings.

The payments come from the score tables (docs/rules.md, "Score tables"): 2 han 30 fu by the
dealer on a ron 2,900, 3 han 40 fu by a non-dealer 5,200, a yakuman 32,000 (48,000 for the
dealer), 1 han 30 fu dealer tsumo 500 all, and so on; honba 300 per counter on a ron, 100 from
each payer on a tsumo; riichi sticks 1,000; noten payments 3,000 in all.
"""

import pytest

import tenbou
from tenbou.errors import ERROR_CODES

NAMES = ["Ann", "Bo", "Cy", "Di"]


def play(rules, events, **more):
    return tenbou.game({"rules": rules, "players": NAMES, "events": events, **more})


def check_event_by_event(rules, events, expected_deltas, start):
    """Each event's deltas are the hand-worked ones, and the points follow from them."""
    r = play(rules, events)
    assert r["ok"], r
    assert [h["deltas"] for h in r["hands"]] == expected_deltas
    assert [h["event"] for h in r["hands"]] == list(range(len(events)))
    scores = [start] * 4
    for i, deltas in enumerate(expected_deltas):
        scores = [s + d for s, d in zip(scores, deltas)]
        prefix = play(rules, events[:i + 1])
        assert prefix["scores"] == scores
        assert sum(prefix["scores"]) + 1000 * prefix["riichi_sticks"] == 4 * start
    return r


# ------------------------------------------------------------------ EMA: a whole hanchan

EMA_GAME = [
    {"riichi": 1},                                        # 0  Bo's stick (East 1)
    {"riichi": 3},                                        # 1  Di's stick
    {"draw": {"tenpai": [1, 3]}},                         # 2  two tenpai, the dealer noten: East 2, 1 honba
    {"riichi": 2},                                        # 3  Cy's stick (East 2)
    {"wins": [{"winner": 2, "from": 0, "han": 3, "fu": 40},   # 4  double ron on Ann's discard
              {"winner": 1, "from": 0, "han": 2, "fu": 30}]},  #    Bo (the dealer) and Cy
    {"win": {"winner": 3, "from": None, "yakuman": 1, "liable": 0}},  # 5  liability on a tsumo, 2 honba
    {"win": {"winner": 1, "from": 3, "yakuman": 1, "liable": 2}},     # 6  liability on a ron (East 3)
    {"chombo": 0},                                        # 7  East 4: Ann's chombo, the hand replayed
    {"draw": {"tenpai": []}},                             # 8  nobody tenpai: South 1, 1 honba
    {"draw": {"tenpai": [0, 1, 2, 3]}},                   # 9  all tenpai: Ann (dealer) repeats, 2 honba
    {"win": {"winner": 0, "from": None, "han": 1, "fu": 30}},  # 10 dealer tsumo: 500 all + 200
    {"draw": {"tenpai": []}},                             # 11 South 2
    {"draw": {"tenpai": []}},                             # 12 South 3
    {"draw": {"tenpai": []}},                             # 13 South 4
    {"draw": {"tenpai": []}},                             # 14 the last dealer noten: the game ends
]

# Worked out by hand. Event 4 under EMA 2025: Cy declared riichi in this hand and takes back
# that stick; the other two (Bo's and Di's, from East 1) go to Bo, the first winner after Ann
# in turn order. Each winner gets the honba: Bo 2,900 + 300 + 2,000, Cy 5,200 + 300 + 1,000.
EMA2025_DELTAS = [
    [0, -1000, 0, 0],
    [0, 0, 0, -1000],
    [-1500, 1500, -1500, 1500],
    [0, 0, -1000, 0],
    [-8700, 5200, 6500, 0],
    [-32600, 0, 0, 32600],            # Ann pays the yakuman whole (32,000) and the 2 honba (600)
    [0, 32000, -16000, -16000],       # Cy (liable) and Di (discarder) half each; no honba left
    [0, 0, 0, 0],                     # a chombo is a deduction from the final result
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [2100, -700, -700, -700],         # 500 each + 2 x 100
    [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0],
]


def test_ema2025_hanchan_event_by_event():
    r = check_event_by_event("ema2025", EMA_GAME, EMA2025_DELTAS, 30000)
    assert r["scores"] == [-10700, 67000, 17300, 46400]   # play goes on below zero under EMA
    assert r["finished"] is True and r["riichi_sticks"] == 0
    assert r["penalties"] == [-20000, 0, 0, 0]
    # (points - 30,000) / 1,000 + uma 15 / 5 / -5 / -15, and the chombo's -20
    assert [(s["name"], s["place"], s["points"], s["result"]) for s in r["standings"]] == [
        ("Bo", 1, 67000, 52.0), ("Di", 2, 46400, 21.4), ("Cy", 3, 17300, -17.7), ("Ann", 4, -10700, -75.7)]


def test_ema2025_the_hand_honba_and_sticks_along_the_way():
    def at(n):
        r = play("ema2025", EMA_GAME[:n])
        return r["round_wind"], r["hand"], r["dealer"], r["honba"], r["riichi_sticks"]
    assert at(0) == ("east", 1, 0, 0, 0)
    assert at(2) == ("east", 1, 0, 0, 2)
    assert at(3) == ("east", 2, 1, 1, 2)        # the dealer was noten: the deal passes, honba + 1
    assert at(5) == ("east", 2, 1, 2, 0)        # the dealer won (one of two): a repeat
    assert at(6) == ("east", 3, 2, 0, 0)        # another player won: the deal passes, honba cleared
    assert at(7) == ("east", 4, 3, 0, 0)
    assert at(8) == ("east", 4, 3, 0, 0)        # the chombo's hand is replayed
    assert at(9) == ("south", 1, 0, 1, 0)
    assert at(10) == ("south", 1, 0, 2, 0)      # the dealer was tenpai: a repeat
    assert at(11) == ("south", 1, 0, 3, 0)      # the dealer won: a repeat
    assert at(14) == ("south", 4, 3, 6, 0)
    assert play("ema2025", EMA_GAME)["finished"] is True
    assert play("ema2025", EMA_GAME[:14])["finished"] is False


def test_ema2016_gives_all_the_sticks_of_a_double_ron_to_the_first_winner():
    # Same game: event 4 gives Bo all three sticks (2,900 + 300 + 3,000), Cy 5,200 + 300.
    deltas = [list(d) for d in EMA2025_DELTAS]
    deltas[4] = [-8700, 6200, 5500, 0]
    r = check_event_by_event("ema2016", EMA_GAME, deltas, 30000)
    assert r["scores"] == [-10700, 68000, 16300, 46400]
    assert [(s["seat"], s["result"]) for s in r["standings"]] == [(1, 53.0), (3, 21.4), (2, -18.7), (0, -75.7)]


def test_descriptions_say_what_happened_in_both_languages():
    r = play("ema2025", EMA_GAME[:7])
    texts = [h["description"] for h in r["hands"]]
    assert texts[0] == "Bo declares riichi: 1,000 points to the table."
    assert texts[2] == "Exhaustive draw; tenpai: Bo, Di."
    assert texts[4].startswith("Bo wins by ron from Ann: 2 han 30 fu, 3,200 points. Bo takes the riichi sticks")
    assert "Cy wins by ron from Ann: 3 han 40 fu, 5,500 points." in texts[4] and "The dealer repeats." in texts[4]
    assert "Ann is liable (pao)" in texts[5]
    ja = play("ema2025", EMA_GAME[:7], lang="ja")
    assert ja["hands"][0]["description"] == "Boがリーチ：供託1000点。"  # Japanese points: no separators (docs/i18n.md)
    assert ja["hands"][2]["description"] == "流局。聴牌：Bo、Di。"
    assert "Annの責任払い（パオ）。" in ja["hands"][5]["description"]
    assert [h["deltas"] for h in ja["hands"]] == [h["deltas"] for h in r["hands"]]


# ------------------------------------------------------------------ Tenhou

TENHOU_GAME = [
    {"draw": {"tenpai": [0, 2]}},                          # 0  two tenpai, the dealer among them
    {"riichi": 0},                                         # 1
    {"riichi": 2},                                         # 2
    {"wins": [{"winner": 2, "from": 3, "han": 2, "fu": 30},    # 3 double ron on Di's discard, 1 honba
              {"winner": 0, "from": 3, "han": 1, "fu": 30}]},
    {"wins": [{"winner": 0, "from": 1, "han": 1, "fu": 30},    # 4 triple ron: an abortive draw
              {"winner": 2, "from": 1, "han": 1, "fu": 30},
              {"winner": 3, "from": 1, "han": 1, "fu": 30}]},
    {"abort": True},                                       # 5  (nine terminals, say)
    {"chombo": 1},                                         # 6  a mangan payment: 4,000 + 2,000 + 2,000
    {"win": {"winner": 2, "from": 3, "yakuman": 1}},       # 7  32,000 + 4 x 300: Di busts
]

# Event 3 on Tenhou: the first winner after Di in turn order (Ann) takes the honba and both
# sticks: 1,500 + 300 + 2,000; Cy 2,000.
TENHOU_DELTAS = [
    [1500, -1500, 1500, -1500],
    [-1000, 0, 0, 0],
    [0, 0, -1000, 0],
    [3800, 0, 2000, -3800],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [4000, -8000, 2000, 2000],
    [0, 0, 33200, -33200],
]


def test_tenhou_game_event_by_event():
    r = check_event_by_event("tenhou", TENHOU_GAME, TENHOU_DELTAS, 25000)
    assert r["scores"] == [33300, 15500, 62700, -11500]
    assert r["finished"] is True                           # below zero ends the game
    assert "abortive draw" in r["hands"][4]["description"]
    assert "below zero" in r["hands"][7]["description"]
    # return 30,000, oka 20,000 to first, uma 20 / 10 / -10 / -20, rounded as Tenhou's records are
    # (result_rounding "tenhou": whole thousands, 500 dropped, 600 counted; first place minus the
    # others): 3,300 -> 3 + 10 = 13; -14,500 -> -14 - 10 = -24; -41,500 -> -41 - 20 = -61; first 72
    assert [(s["seat"], s["place"], s["result"]) for s in r["standings"]] == [
        (2, 1, 72.0), (0, 2, 13.0), (1, 3, -24.0), (3, 4, -61.0)]


def test_tenhou_repeats_and_honba_through_the_aborts():
    def at(n):
        r = play("tenhou", TENHOU_GAME[:n])
        return r["hand"], r["dealer"], r["honba"], r["riichi_sticks"]
    assert at(1) == (1, 0, 1, 0)
    assert at(4) == (1, 0, 2, 0)      # the dealer among the winners: a repeat
    assert at(5) == (1, 0, 3, 0)      # the triple ron: abortive, dealer stays, honba + 1
    assert at(6) == (1, 0, 4, 0)
    assert at(7) == (1, 0, 4, 0)      # the chombo's hand is replayed


def test_the_same_triple_ron_pays_all_three_under_mahjong_soul():
    # 1 han 30 fu: 1,500 to the dealer Ann, 1,000 to Cy and to Di, all from Bo.
    r = play("mahjongsoul", [TENHOU_GAME[4]])
    assert r["hands"][0]["deltas"] == [1500, -3500, 1000, 1000]


# ------------------------------------------------------------------ Mahjong Soul


def test_mahjong_soul_liability_for_the_triggering_yakuman_and_ties_by_seat():
    # Bo (non-dealer) self-draws a double yakuman, Ann liable for one of them: Ann pays that
    # one whole (32,000); the other is an ordinary tsumo (16,000 from the dealer Ann, 8,000
    # from Cy and from Di). Ann is below zero: the game ends. Cy and Di tie on 17,000: the seat
    # nearer the first dealer (Cy) ranks higher.
    events = [{"win": {"winner": 1, "from": None, "yakuman": 2, "liable": 0, "liable_yakuman": 1}}]
    r = check_event_by_event("mahjongsoul", events, [[-48000, 64000, -8000, -8000]], 25000)
    assert r["finished"] is True
    # no oka (the end score counts from 25,000), uma 15 / 5 / -5 / -15
    assert [(s["seat"], s["place"], s["points"], s["result"]) for s in r["standings"]] == [
        (1, 1, 89000, 79.0), (2, 2, 17000, -3.0), (3, 3, 17000, -13.0), (0, 4, -23000, -63.0)]


def test_tenhou_liability_covers_the_whole_double_yakuman():
    # The same win on Tenhou: Ann pays both yakuman as a ron, 64,000.
    events = [{"win": {"winner": 1, "from": None, "yakuman": 2, "liable": 0}}]
    assert play("tenhou", events)["hands"][0]["deltas"] == [-64000, 64000, 0, 0]


# ------------------------------------------------------------------ ties, leftover sticks, the end


EAST_ONLY_TIES = [
    {"riichi": 0},                     # 0
    {"draw": {"tenpai": [0]}},         # 1  the dealer alone tenpai: +3,000, a repeat
    {"draw": {"tenpai": [1]}},         # 2  East 2
    {"draw": {"tenpai": [0, 2, 3]}},   # 3  East 3
    {"draw": {"tenpai": [0, 1]}},      # 4  East 4
    {"draw": {"tenpai": [1, 3]}},      # 5  the last dealer tenpai: a repeat (no agari-yame)
    {"draw": {"tenpai": []}},          # 6  the last dealer noten: the end; Ann and Bo share the stick
]


def test_ema_ties_share_the_places_uma_and_leftover_sticks():
    rules = {"base": "ema2025", "game_length": "east"}
    deltas = [[-1000, 0, 0, 0], [3000, -1000, -1000, -1000], [-1000, 3000, -1000, -1000],
              [1000, -3000, 1000, 1000], [1500, 1500, -1500, -1500], [-1500, 1500, -1500, 1500],
              [500, 500, 0, 0]]
    r = check_event_by_event(rules, EAST_ONLY_TIES, deltas, 30000)
    assert r["finished"] is True and r["riichi_sticks"] == 0 and r["scores"] == [32500, 32500, 26000, 29000]
    assert "go to Ann, Bo" in r["hands"][6]["description"]
    # Ann and Bo share first: (15 + 5) / 2 = 10 each
    assert [(s["seat"], s["place"], s["result"]) for s in r["standings"]] == [
        (0, 1, 12.5), (1, 1, 12.5), (3, 3, -6.0), (2, 4, -19.0)]


def test_three_tied_first_places_share_the_sticks_left_equally():
    # Tied players share the place and what goes with it (docs/game.md, ties and
    # leftover_sticks). Di declares riichi and is the only one noten: 1,000 to each of the others
    # (EMA 2016, 3.4.2). Four draws with nobody tenpai end the east-only game with 1,000 in
    # sticks on the table and Ann, Bo and Cy on 31,000: a third each, which no whole points can
    # pay. Each result: 1 + (15 + 5 - 5) / 3 uma + 1/3 = 6.33, shown 6.3; Di 26,000: -4 - 15.
    events = [{"riichi": 3}, {"draw": {"tenpai": [0, 1, 2]}}] + [{"draw": {"tenpai": []}}] * 4
    r = play({"base": "ema2025", "game_length": "east"}, events)
    assert r["finished"] is True and r["scores"] == [31000, 31000, 31000, 26000] and r["riichi_sticks"] == 1
    assert r["hands"][-1]["deltas"] == [0, 0, 0, 0]
    assert "shared equally by Ann, Bo, Cy in the final result" in r["hands"][-1]["description"]
    assert [(s["seat"], s["points"], s["place"], s["result"]) for s in r["standings"]] == [
        (0, 31000, 1, 6.3), (1, 31000, 1, 6.3), (2, 31000, 1, 6.3), (3, 26000, 4, -19.0)]
    # The same while the game runs (before the last draw): the share is counted as if it ended.
    running = play({"base": "ema2025", "game_length": "east"}, events[:-1])
    assert running["finished"] is False
    assert [s["result"] for s in running["standings"]][:3] == [6.3, 6.3, 6.3]
    # Tenhou ranks a tie by seat (docs/game.md, ties): Ann alone is first and takes the stick.
    r = play({"base": "tenhou", "game_length": "east", "west_extension": False, "agari_yame": False}, events)
    assert r["finished"] is True and r["scores"] == [25000 + 1000 + 1000, 26000, 26000, 21000]  # (25,000 start)


def test_standings_while_the_game_runs_count_the_sticks_left_as_if_it_ended_now():
    r = play({"base": "ema2025", "game_length": "east"}, EAST_ONLY_TIES[:6])
    assert r["finished"] is False and r["riichi_sticks"] == 1 and r["scores"] == [32000, 32000, 26000, 29000]
    assert r["hand"] == 4 and r["honba"] == 5
    assert [(s["seat"], s["points"], s["place"]) for s in r["standings"]] == [
        (0, 32500, 1), (1, 32500, 1), (3, 29000, 3), (2, 26000, 4)]


def test_a_tie_for_third_shares_their_uma():
    # Two tenpai at every draw until the end of an east-only game; C and D end level.
    events = [{"draw": {"tenpai": [1]}}, {"draw": {"tenpai": [0]}}, {"draw": {"tenpai": []}},
              {"draw": {"tenpai": []}}]
    r = play({"base": "ema2016", "game_length": "east"}, events)
    # E1: Bo tenpai alone (+3,000, the others -1,000 each); E2: Ann; E3, E4: nobody.
    assert r["finished"] is True and r["scores"] == [32000, 32000, 28000, 28000]
    # first and second share (15 + 5) / 2, third and fourth (-5 - 15) / 2
    assert [(s["seat"], s["place"], s["result"]) for s in r["standings"]] == [
        (0, 1, 12.0), (1, 1, 12.0), (2, 3, -12.0), (3, 3, -12.0)]


def test_tenhou_goes_into_the_extension_round_when_nobody_has_30000():
    rules = {"base": "tenhou", "game_length": "east"}
    events = [{"draw": {"tenpai": []}}] * 4 + [{"win": {"winner": 1, "from": 2, "han": 3, "fu": 30}}]
    r = play(rules, events[:4])
    assert (r["round_wind"], r["hand"], r["honba"], r["finished"]) == ("south", 1, 4, False)
    assert "Nobody has 30,000 points" in r["hands"][3]["description"]
    r = play(rules, events)
    assert r["hands"][4]["deltas"] == [0, 5100, -5100, 0]     # 3,900 + 4 x 300
    assert r["finished"] is True                                 # Bo has 30,100
    # Ann and Di tie on 25,000: Ann, nearer the first dealer, is second.
    # (Tenhou's rounding: -10,100 -> -10 - 20 = -30; first place minus the others: 40)
    assert [(s["seat"], s["result"]) for s in r["standings"]] == [(1, 40.0), (0, 5.0), (3, -15.0), (2, -30.0)]
    # EMA has no extension: the same draws end the game.
    assert play({"base": "ema2025", "game_length": "east"}, events[:4])["finished"] is True


def test_tenhou_agari_yame_ends_the_game_when_the_last_dealer_wins_while_first():
    rules = {"base": "tenhou", "game_length": "east"}
    events = [{"draw": {"tenpai": []}}] * 3 + [
        {"win": {"winner": 3, "from": None, "han": 2, "fu": 30}},   # 1,000 all + 300: Di 28,900
        {"win": {"winner": 3, "from": None, "han": 3, "fu": 30}}]   # 2,000 all + 400: Di 36,100
    r = play(rules, events[:4])
    assert r["finished"] is False and r["honba"] == 4 and r["scores"] == [23700, 23700, 23700, 28900]
    r = play(rules, events)
    assert r["finished"] is True and r["scores"] == [21300, 21300, 21300, 36100]
    assert "agari-yame" in r["hands"][4]["description"]
    # (Tenhou's rounding: -8,700 is -9 for each of the three: -9 + 10, -9 - 10, -9 - 20; first 47)
    assert [(s["seat"], s["result"]) for s in r["standings"]] == [(3, 47.0), (0, 1.0), (1, -19.0), (2, -29.0)]
    assert play({"base": "ema2025", "game_length": "east"}, events)["finished"] is False


def test_wrc_head_bump_pays_only_the_first_winner_after_the_discarder():
    events = [{"wins": [{"winner": 2, "from": 0, "han": 2, "fu": 30}, {"winner": 1, "from": 0, "han": 1, "fu": 30}]}]
    r = play("wrc2025", events)
    assert r["hands"][0]["deltas"] == [-1000, 1000, 0, 0]
    assert r["hands"][0]["description"].startswith("Head bump: only Bo")
    assert play("ema2025", events)["hands"][0]["deltas"] == [-3000, 1000, 2000, 0]


def test_the_dealer_repeats_on_a_win_and_the_honba_are_paid():
    events = [{"win": {"winner": 0, "from": 2, "han": 2, "fu": 30}},   # 2,900
              {"win": {"winner": 0, "from": 1, "han": 1, "fu": 40}},   # 2,000 + 300
              {"win": {"winner": 0, "from": None, "han": 4, "fu": 30}}]  # 3,900 all + 200 (no kiriage on EMA 2016)
    r = play("ema2016", events)
    assert [h["deltas"] for h in r["hands"]] == [[2900, 0, -2900, 0], [2300, -2300, 0, 0],
                                                 [12300, -4100, -4100, -4100]]
    assert (r["hand"], r["dealer"], r["honba"]) == (1, 0, 3)
    # Kiriage under EMA 2025: 4 han 30 fu is a mangan, 4,000 all + 200.
    assert play("ema2025", events)["hands"][2]["deltas"] == [12600, -4200, -4200, -4200]


# ------------------------------------------------------------------ wins given as hands


def test_a_hand_given_win_pays_exactly_what_tenbou_score_says():
    # East 2 (Bo deals) with 1 honba and Cy's stick on the table; Cy declared riichi.
    before = [{"draw": {"tenpai": [1]}}, {"riichi": 2}]
    hand = {"hand": "234m567p333456s88s", "win_tile": "5s", "dora_indicators": "2s"}
    r = play("tenhou", [*before, {"win": {"winner": 2, "from": 0, "hand": hand}}])
    assert (r["hand"], r["dealer"], r["honba"], r["riichi_sticks"]) == (3, 2, 0, 0)
    scored = tenbou.score({**hand, "seat_wind": "south", "round_wind": "east", "win": "ron", "honba": 1,
                           "riichi_sticks": 1, "riichi": True, "rules": "tenhou"})
    assert scored["ok"] and any(y["id"] == "riichi" for y in scored["yaku"])
    deltas = r["hands"][2]["deltas"]
    assert deltas[2] == scored["total"] and deltas[0] == -scored["payments"]["discarder"]
    assert deltas[1] == deltas[3] == 0


def test_a_hand_given_dealer_tsumo_pays_exactly_what_tenbou_score_says():
    hand = {"hand": "123m456p789s11222z", "win_tile": "2z"}
    r = play("ema2025", [{"draw": {"tenpai": [0]}}, {"win": {"winner": 0, "from": None, "hand": hand}}])
    scored = tenbou.score({**hand, "seat_wind": "east", "round_wind": "east", "win": "tsumo", "honba": 1,
                           "rules": "ema2025"})
    each = scored["payments"]["each"]
    assert r["hands"][1]["deltas"] == [3 * each, -each, -each, -each]
    # The hand by hand: 1 han (menzen tsumo) 40 fu, the dealer: 700 all + 100 for the honba.
    assert each == 800


def test_a_hand_given_non_dealer_tsumo_in_the_south_round_pays_what_tenbou_score_says():
    # Four draws with the dealer noten: South 1, 4 honba. Cy (seat 2) is West: a West triplet
    # is a seat-wind yakuhai, not a round-wind one.
    hand = {"hand": "123m456p789s11333z", "win_tile": "3z"}
    events = [{"draw": {"tenpai": []}}] * 4 + [{"win": {"winner": 2, "from": None, "hand": hand}}]
    r = play("ema2025", events)
    scored = tenbou.score({**hand, "seat_wind": "west", "round_wind": "south", "win": "tsumo", "honba": 4,
                           "rules": "ema2025"})
    assert [y["id"] for y in scored["yaku"]] == ["menzen_tsumo", "yakuhai_seat_wind"]
    dealer, other = scored["payments"]["dealer"], scored["payments"]["non_dealer"]
    assert r["hands"][4]["deltas"] == [-dealer, -other, dealer + 2 * other, -other]
    # By hand: 20 + 2 (tsumo) + 8 (the West triplet, concealed on a tsumo; shanpon wait, 0) = 30
    # fu (the East pair is no yakuhai for West in the South round); menzen tsumo + West = 2 han:
    # 1,000 from the dealer and 500 from each other player, each + 4 x 100.
    assert (dealer, other) == (1400, 900)


def test_a_double_ron_of_hands_pays_each_what_tenbou_score_says():
    # After a draw (1 honba) Cy declares riichi; Bo and Cy both win on Ann's discard. Under EMA
    # 2025 each gets the honba, and Cy takes back the one stick on the table (Cy's own).
    bo = {"hand": "234m567p333456s88s", "win_tile": "5s"}          # tanyao
    cy = {"hand": "123m456p789s11s345s", "win_tile": "3s"}         # riichi filled in
    events = [{"draw": {"tenpai": [0]}}, {"riichi": 2},
              {"wins": [{"winner": 1, "from": 0, "hand": bo}, {"winner": 2, "from": 0, "hand": cy}]}]
    r = play("ema2025", events)
    situation = {"round_wind": "east", "win": "ron", "honba": 1, "rules": "ema2025"}
    bo_score = tenbou.score({**bo, **situation, "seat_wind": "south", "riichi_sticks": 0})
    cy_score = tenbou.score({**cy, **situation, "seat_wind": "west", "riichi_sticks": 1, "riichi": True})
    assert bo_score["ok"] and cy_score["ok"]
    assert r["hands"][2]["deltas"] == [-bo_score["payments"]["discarder"] - cy_score["payments"]["discarder"],
                                       bo_score["total"], cy_score["total"], 0]
    assert r["riichi_sticks"] == 0 and (r["hand"], r["honba"]) == (2, 0)


def test_a_hand_given_win_with_liability_on_a_ron():
    # Big three dragons, all three dragon sets called, the third fed by Di: Di and the
    # discarder Cy pay 16,000 each.
    hand = {"hand": "123m11p", "win_tile": "1p",
            "melds": [{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "666z"},
                      {"kind": "pon", "tiles": "777z"}]}
    r = play("tenhou", [{"win": {"winner": 1, "from": 2, "hand": hand, "liable": 3}}])
    assert r["ok"] and r["hands"][0]["deltas"] == [0, 32000, -16000, -16000]


# ------------------------------------------------------------------ invalid events


@pytest.mark.parametrize("rules, events, words", [
    ("ema2025", [{"win": {"winner": 4, "from": 0, "han": 1, "fu": 30}}], "'winner' must be a seat"),
    ("ema2025", [{"win": {"winner": 1, "from": 1, "han": 1, "fu": 30}}], "own discard"),
    ("ema2025", [{"abort": True}], "no abortive draws"),
    ("ema2025", [{"riichi": 1}, {"riichi": 1}], "already declared riichi"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "han": 2, "fu": 35}}], "fu must be"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "han": 1, "fu": 20}}], "1 han 20 fu"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "han": 3}}], "needs its fu"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "han": 3, "fu": 30, "yakuman": 1}}], "exactly one"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "han": 3, "fu": 30, "liable": 2}}], "liability"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "yakuman": 1, "liable": 1}}], "liable"),
    ("ema2025", [{"wins": [{"winner": 1, "from": 0, "han": 1, "fu": 30},
                           {"winner": 2, "from": 3, "han": 1, "fu": 30}]}], "one discard"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "hand": {"hand": "123m567p333456s88s", "win_tile": "5s",
                                                           "riichi": True}}}], "declared none"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "hand": {"hand": "123m567p333456s88s", "win_tile": "5s",
                                                           "seat_wind": "east"}}}], "'seat_wind'"),
    ("ema2025", [{"win": {"winner": 1, "from": 0, "hand": {"hand": "123m567p333456s88s", "win_tile": "5s"}}}],
     "no_yaku"),
    ("ema2025", [{"draw": {"tenpai": [1, 1]}}], "different seats"),
    ("ema2025", [{"pass": True}], "exactly one of"),
    ("ema2025", [{"riichi": 1, "chombo": 2}], "exactly one of"),
    ("ema2025", [{"win": {"winner": 1, "han": 1, "fu": 30}}], "'from'"),
    # Ann pays two haneman (12,000 each) and 300 of a tsumo: 700 left, too few for riichi.
    ("tenhou", [{"win": {"winner": 1, "from": 0, "han": 6}}, {"win": {"winner": 2, "from": 0, "han": 6}},
                {"win": {"winner": 3, "from": None, "han": 1, "fu": 30}}, {"riichi": 0}],
     "Ann has 700 points; riichi needs 1,000"),
])
def test_an_impossible_event_names_itself_and_carries_the_state_before(rules, events, words):
    r = play(rules, events)
    assert r["ok"] is False and r["error"]["code"] == "invalid_event"
    index = len(events) - 1
    assert r["error"]["message"].startswith(f"events[{index}]: ") and words in r["error"]["message"]
    assert r["state"] == play(rules, events[:index])


def test_an_event_after_the_end_is_invalid():
    r = play("ema2025", [*EMA_GAME, {"riichi": 0}])
    assert r["error"]["code"] == "invalid_event"
    assert r["error"]["message"] == "events[15]: the game has already ended."
    assert r["state"] == play("ema2025", EMA_GAME)


def test_errors_speak_japanese_too():
    r = play("ema2025", [{"abort": True}], lang="ja")
    assert r["error"] == {"code": "invalid_event", "message": "events[0]：このルールには途中流局がありません。",
                          "event": 0, "reason": "このルールには途中流局がありません。"}


@pytest.mark.parametrize("request_, code", [
    ([], "bad_request"),
    ({"events": [], "seats": 4}, "bad_request"),
    ({"events": {}}, "bad_request"),
    ({"players": ["Ann", "Bo", "Cy"]}, "bad_request"),
    ({"players": ["Ann", "Bo", "Cy", 4]}, "bad_request"),
    ({"lang": "pt"}, "bad_request"),
    ({"rules": "nosuch"}, "invalid_rules"),
    ({"rules": {"base": "tenhou", "uma": [10000, 20000, -10000, -20000]}}, "invalid_rules"),
    ({"rules": {"base": "tenhou", "start_points": -1}}, "invalid_rules"),
])
def test_a_bad_request_is_an_error_without_state(request_, code):
    r = tenbou.game(request_)
    assert r["ok"] is False and r["error"]["code"] == code and "state" not in r
    assert code in ERROR_CODES


def test_an_empty_game_is_the_starting_position():
    r = tenbou.game({})
    assert r["ok"] and r["scores"] == [30000] * 4 and r["rules"] == "ema2025"
    assert (r["round_wind"], r["hand"], r["dealer"], r["honba"], r["riichi_sticks"]) == ("east", 1, 0, 0, 0)
    assert r["hands"] == [] and r["finished"] is False and r["penalties"] == [0, 0, 0, 0]
    # Everyone level: under EMA they share first place and all of the uma (0 each).
    assert [(s["place"], s["result"]) for s in r["standings"]] == [(1, 0.0)] * 4
    assert [s["name"] for s in r["standings"]] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    # Tenhou: the seat order breaks the tie; 25,000 less the 30,000 return, oka and uma.
    t = tenbou.game({"rules": "tenhou"})
    assert [(s["seat"], s["place"], s["result"]) for s in t["standings"]] == [
        (0, 1, 35.0), (1, 2, 5.0), (2, 3, -15.0), (3, 4, -25.0)]
