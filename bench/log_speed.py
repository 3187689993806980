"""Part 1 of the bench, game logs: checking a whole recorded game (tenbou.check_log, docs/logs.md)
in Pyodide (the targets: pyodide_engine.mjs --logs runs :func:`run` there) and in CPython (for
information).

The games are the whole four-player Tenhou games of tests/data/logs/mjlog (the public hanchan the
engine's tests check). For each game, in each pass, from empty memos (as the first check after a
page's engine has started):

- check: ``check_log_json`` on the log's text, as the page's worker calls it (the JSON answer
  written out included);
- replay: what the check does besides scoring and the ledger: the log read (``parse``) and each
  round's plays replayed to its wins, each win's score request built (``win_request``);
- scores: ``score`` on the win requests the check built, once each: the unit.

Figures, CPU time (:func:`engine_speed.cpu_seconds`), medians of the passes:

- "scores_per_win": (check - replay) / (wins x the unit's time per request), all games together:
  what the check costs per win, counted in score requests, the replay left out (the target: at
  most 3);
- "score_calls_per_win": the score requests the check makes, counted (one for the check, one
  when the game ledger scores the hand again to pay it);
- "game_ms": the check of each game of TWELVE_HANDS hands, in ms (the page's table waits on it;
  the target: within 1 s of the drop, of which this is the engine's part), and of every game.
"""

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from engine_speed import cpu_seconds  # noqa: E402
import tenbou  # noqa: E402
from tenbou.road.api import clear_memos, score  # noqa: E402
from tenbou.table import game as ledger  # noqa: E402
from tenbou.table.logs import check as checker  # noqa: E402
from tenbou.table.logs.replay import play, start, win_request  # noqa: E402

LOGS = ROOT / "tests" / "data" / "logs" / "mjlog"
#: The hands of the game the page's target names (a 12-round game).
TWELVE_HANDS = 12


def games():
    """The whole four-player phoenix hanchan (game type 0x00a9): [(name, text)], by name."""
    return [(path.stem, path.read_text(encoding="utf-8")) for path in sorted(LOGS.glob("*gm-00a9-*.xml"))]


def replay_only(text):
    """What the check does before it scores: the log read, every round replayed to its wins, each
    win's request built. Returns the number of wins."""
    game = checker.parse(text)
    rules = checker.rules_of(game)
    wins = 0
    for round_ in game["rounds"]:
        replay = start(round_, game["seats"])
        for event in round_["events"]:
            play(replay, event)
        for index, win in enumerate(result["win"] for result in round_["results"] if "win" in result):
            win_request(replay, win, rules, index == 0)
            wins += 1
    return wins


def timed(call, *args):
    """CPU seconds of call(*args), from empty memos; and its result."""
    clear_memos()
    started = cpu_seconds()
    result = call(*args)
    return cpu_seconds() - started, result


def score_all(requests):
    for request in requests:
        score(request)


def count_score_calls(text):
    """The score requests one check makes (the check's own and the ledger's), counted."""
    calls = [0]

    def counted(request):
        calls[0] += 1
        return score(request)

    saved = checker.score, ledger.score
    checker.score = ledger.score = counted
    try:
        checker.check_log(text)
    finally:
        checker.score, ledger.score = saved
    return calls[0]


def run(passes=3, log=print):
    """The figures of this module's docstring: {"games", "wins", "hands", "scores_per_win",
    "score_calls_per_win", "unit_us", "check_ms" (each game's median, by name), "game_ms"
    (TWELVE_HANDS hands: the games' medians), "replay_share", "passes", "python"}."""
    found = games()
    checked = {name: tenbou.check_log(text) for name, text in found}
    requests = {name: [win["request"] for hand in r["hands"] for win in hand["wins"]] for name, r in checked.items()}
    hands = {name: len(r["hands"]) for name, r in checked.items()}
    wins = sum(len(r) for r in requests.values())
    calls = sum(count_score_calls(text) for _, text in found)
    for _, text in found:  # warm-up: the engine's tables built, as in a started worker
        checker.check_log_json(text)
    times = {"check": [], "replay": [], "scores": []}
    each = {name: [] for name, _ in found}
    for number in range(passes):
        totals = dict.fromkeys(times, 0.0)
        for name, text in found:
            seconds, _ = timed(checker.check_log_json, text)
            each[name].append(seconds)
            totals["check"] += seconds
            totals["replay"] += timed(replay_only, text)[0]
            totals["scores"] += timed(score_all, requests[name])[0]
        for key, value in totals.items():
            times[key].append(value)
        log(f"logs: pass {number + 1}/{passes}: {len(found)} games, check {totals['check'] * 1e3:,.0f} ms, "
            f"replay {totals['replay'] * 1e3:,.0f} ms, their {wins} wins scored once {totals['scores'] * 1e3:,.0f} ms")
    per_pass = [(check - replay) / scores for check, replay, scores in zip(times["check"], times["replay"], times["scores"])]
    check_ms = {name: statistics.median(values) * 1e3 for name, values in each.items()}
    twelve = [ms for name, ms in check_ms.items() if hands[name] == TWELVE_HANDS]
    return {
        "games": len(found), "wins": wins, "hands": sum(hands.values()),
        "scores_per_win": statistics.median(per_pass), "scores_per_win_all_passes": per_pass,
        "score_calls_per_win": calls / wins,
        "unit_us": statistics.median(times["scores"]) / wins * 1e6,
        "replay_share": statistics.median(r / c for r, c in zip(times["replay"], times["check"])),
        "check_ms": check_ms, "hands_by_game": hands,
        "twelve_hand_games": len(twelve),
        "game_ms": {"twelve_median": statistics.median(twelve) if twelve else None,
                    "twelve_max": max(twelve) if twelve else None,
                    "all_median": statistics.median(check_ms.values()), "all_max": max(check_ms.values())},
        "passes": passes, "python": sys.version.split()[0],
    }


if __name__ == "__main__":
    import json
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 3), indent=2))
