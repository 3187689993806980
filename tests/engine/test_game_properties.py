"""Properties of tenbou.game on random games (hypothesis): points are conserved after every
event, the deltas add up to the scores, an error names its event and carries the state before
it, and no request, however malformed, raises."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tenbou
from tenbou.errors import ERROR_CODES
from tenbou.rules import PROFILES

seats = st.integers(0, 3)


@st.composite
def a_win(draw, discarder=None, tsumo_allowed=True):
    """A win that can happen, mostly (an impossible one now and then: a liable winner ...)."""
    winner = draw(seats.filter(lambda s: s != discarder))
    if discarder is None:
        others = [s for s in range(4) if s != winner]
        discarder = draw(st.sampled_from([None, *others] if tsumo_allowed else others))
    win = {"winner": winner, "from": discarder}
    if draw(st.booleans()):
        han = draw(st.integers(1, 14))
        win["han"] = han
        if han < 5:
            low = 20 if discarder is None and han > 1 else 30
            win["fu"] = draw(st.sampled_from([f for f in (20, 25, 30, 40, 50, 60, 70, 110)
                                              if f >= low or (f == 25 and han > 1)]))
    else:
        win["yakuman"] = draw(st.integers(1, 3))
        if draw(st.booleans()):
            win["liable"] = draw(st.sampled_from([s for s in range(4) if s != winner]))
            if draw(st.booleans()):
                win["liable_yakuman"] = draw(st.integers(1, win["yakuman"]))
    return win


@st.composite
def an_event(draw):
    kind = draw(st.sampled_from(["riichi", "riichi", "win", "wins", "draw", "draw", "abort", "chombo"]))
    if kind == "riichi":
        return {"riichi": draw(seats)}
    if kind == "win":
        return {"win": draw(a_win())}
    if kind == "wins":
        discarder = draw(seats)
        return {"wins": draw(st.lists(a_win(discarder), min_size=2, max_size=3, unique_by=lambda w: w["winner"]))}
    if kind == "draw":
        return {"draw": {"tenpai": draw(st.lists(seats, max_size=4, unique=True))}}
    if kind == "abort":
        return {"abort": True}
    return {"chombo": draw(seats)}


rules_specs = st.one_of(
    st.sampled_from(list(PROFILES)),
    st.builds(lambda base, length: {"base": base, "game_length": length},
              st.sampled_from(list(PROFILES)), st.sampled_from(["hanchan", "east"])))


def conserved(response, start):
    return sum(response["scores"]) + 1000 * response["riichi_sticks"] == len(response["scores"]) * start


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_specs, st.lists(an_event(), max_size=16))
def test_points_are_conserved_after_every_event(spec, events):
    start = tenbou.resolve_rules(spec).game.start_points
    full = tenbou.game({"rules": spec, "events": events})
    assert full["ok"] or full["error"]["code"] == "invalid_event"
    applied = len(full["hands"]) if full["ok"] else len(full["state"]["hands"])
    for n in range(applied + 1):
        r = tenbou.game({"rules": spec, "events": events[:n]})
        assert r["ok"] and conserved(r, start)
        players = tenbou.resolve_rules(spec).players
        scores = [start] * players
        for entry in r["hands"]:
            assert len(entry["deltas"]) == players
            scores = [s + d for s, d in zip(scores, entry["deltas"])]
        assert scores == r["scores"]
        assert len(r["hands"]) == n and r["riichi_sticks"] >= 0
        assert sorted(s["seat"] for s in r["standings"]) == list(range(players))
    if not full["ok"]:
        assert full["error"]["message"].startswith(f"events[{applied}]")
        assert full["state"] == tenbou.game({"rules": spec, "events": events[:applied]})


@settings(max_examples=60, deadline=None)
@given(rules_specs, st.lists(an_event(), max_size=30))
def test_the_results_add_up_to_the_penalties(spec, events):
    r = tenbou.game({"rules": spec, "events": events})
    r = r if r["ok"] else r["state"]
    # Uma adds up to 0 and the oka is what the return takes off, so only penalties remain
    # (each result is rounded to 0.1).
    total = sum(s["result"] for s in r["standings"])
    assert abs(total - sum(r["penalties"]) / 1000) < 0.25


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 1000) | st.floats(allow_nan=False) | st.text(max_size=5)
    | st.sampled_from(["win", "wins", "draw", "abort", "riichi", "chombo", "winner", "from", "han", "fu",
                       "yakuman", "hand", "liable", "tenpai", "ema2025", "tenhou"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["win", "wins", "draw", "abort", "riichi", "chombo", "winner", "from", "han", "fu",
                         "yakuman", "hand", "liable", "liable_yakuman", "tenpai", "win_tile", "x"]),
        children, max_size=4),
    max_leaves=20)


def answers_without_raising(request):
    r = tenbou.game(request)
    assert isinstance(r, dict) and isinstance(r["ok"], bool)
    if not r["ok"]:
        assert r["error"]["code"] in ERROR_CODES and r["error"]["message"]
    json.dumps(r)
    return r


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["rules", "players", "events", "lang", "other"]), json_values, max_size=4))
def test_fuzzed_requests_never_raise(request):
    answers_without_raising(request)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(an_event(), json_values), max_size=8), st.sampled_from(["en", "ja"]))
def test_fuzzed_events_never_raise(events, lang):
    answers_without_raising({"rules": "tenhou", "events": events, "lang": lang})


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_fuzzed_hands_never_raise(hand):
    answers_without_raising({"events": [{"riichi": 1}, {"win": {"winner": 1, "from": 0, "hand": hand}}]})


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=40))
def test_game_json_never_raises(text):
    assert json.loads(tenbou.game_json(text))["ok"] in (True, False)
