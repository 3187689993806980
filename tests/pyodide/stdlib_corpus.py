"""Requests for every JSON entry point of ``tenbou``: the corpus that traces which standard library
modules the engine imports in Pyodide (``python3 build.py trace-stdlib``) and proves that the
trimmed standard library is enough (tests/pyodide/test_trimmed_stdlib.py).

An entry point is every name that ``tenbou.__all__`` exports ending in ``_json`` (``score_json``,
``waits_json``, ``discards_json``, and any added later): each takes one JSON text and returns one.
Each gets, in a fixed order from fixed seeds:

- the requests of its own kind (``score`` for ``score_json``): for a score, every acceptance case
  of tests/engine/data/acceptance.jsonl and generated winning hands (test_differential.py's
  generator); for waits and discards, generated 13- and 14-tile hands (sample_hands.py); for a
  game, generated ledgers of events;
- every error path the engine has: texts that are not JSON or not an object, and requests of its
  own kind with one field made wrong in each way (a wrong type, an unknown tile, a value out of
  range, an unknown rule option, conflicting conditions ...);
- some requests of every other kind, which it answers with errors;
- every language the engine speaks (``lang``, in turn over the requests) and one it does not.

A kind with no generator here (an entry point added later) still gets the error texts, the other
kinds' requests and the languages. ``python tests/pyodide/stdlib_corpus.py OUT.jsonl`` writes the
corpus as JSON Lines ``{"call": "score_json", "request": "<JSON text>", "sha256": "<of CPython's
answer>"}`` (null for an answer that differs from call to call, such as an unseeded random hand); run with the engine importable (build.py's .venv) and tests/engine beside this file.
"""

import hashlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENGINE_TESTS = HERE.parent / "engine"
sys.path.insert(0, str(ENGINE_TESTS))

import tenbou  # noqa: E402
from sample_hands import complete, dealt, one_tile_out  # noqa: E402
from test_differential import generate  # noqa: E402

SEED = 20261201
PROFILES = ["ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul"]
WINDS = ["east", "south", "west", "north"]
FLAGS = ["riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou",
         "chiihou", "renhou"]

# Sizes: a few thousand requests in all, which Pyodide answers in a minute or two.
SIZES = {"score": 2000, "waits": 600, "discards": 150, "game": 300, "random_hand": 200, "practice": 200}
CROSS = 25  # requests of each other kind given to an entry point
MUTATED = 60  # requests of its own kind with one field made wrong

# One field made wrong, in every way a request can be (the value replaces the field's).
BAD_VALUES = [None, True, 0, -1, 1000, 1.5, "", "x", "9z", "0z", "1m1m1m1m1m", "123m456p789s",
              [], {}, [{"kind": "pon", "tiles": "111z"}], {"base": "nope"}, {"base": "tenhou", "kiriage": 1},
              {"base": "ema2025", "no_such_option": True}, "east", "ron", "tsumo"]

# Texts every entry point must answer with an error.
ERROR_TEXTS = ["", "not json", "{", "null", "[]", "42", '"hand"', "{}", "[{}]", '{"hand": 5}',
               '{"hand": "123m", "no_such_field": 1}', "[" * 300 + "]" * 300,
               json.dumps({"hand": "1m" * 4000}), '{"hand": "\\ud800"}']


def entry_points():
    """The JSON entry points ``tenbou`` exports, by name: ``{"score_json": <function>, ...}``."""
    return {name: getattr(tenbou, name) for name in tenbou.__all__ if name.endswith("_json")}


def languages():
    """The values a request's ``lang`` takes in turn (None: no ``lang`` field): every language
    the engine speaks, if it reads ``lang`` at all; and one it does not speak."""
    known = list(getattr(getattr(tenbou, "i18n", None), "LANGUAGES", ()))
    probe = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}
    spoken = [lang for lang in known if tenbou.score({**probe, "lang": lang}).get("ok")]
    return [None, *spoken], "xx"


def score_requests(rng, count):
    cases = [json.loads(line)["request"] for line in
             (ENGINE_TESTS / "data" / "acceptance.jsonl").read_text().splitlines() if line.strip()]
    generated = [dict(generate(SEED, i)["request"], rules=rng.choice(PROFILES)) for i in range(count)]
    return cases + generated


def waits_requests(rng, count):
    half = count // 2
    return [one_tile_out(SEED, i) for i in range(half)] + [dealt(SEED, i) for i in range(count - half)]


def discards_requests(rng, count):
    half = count // 2
    return [complete(SEED, i) for i in range(half)] + [dealt(SEED, i, size=14) for i in range(count - half)]


def game_requests(rng, count):
    """Ledgers of 1 to 12 random events (docs/api.md, "Game"); some cannot happen (errors)."""
    hands = [{k: v for k, v in generate(SEED, i)["request"].items()
              if k not in ("seat_wind", "round_wind", "win", "honba", "riichi_sticks", "rules")}
             for i in range(40)]
    fus = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]

    def value():
        kind = rng.random()
        if kind < 0.6:
            return {"han": rng.randint(1, 13), "fu": rng.choice(fus)}
        if kind < 0.75:
            return {"yakuman": rng.randint(1, 2)}
        return {"hand": rng.choice(hands)}

    def win():
        winner = rng.randrange(4)
        event = {"winner": winner, "from": rng.choice([None, *[s for s in range(4) if s != winner]]), **value()}
        if rng.random() < 0.05:
            event["liable"] = rng.randrange(4)
        return event

    def event():
        kind = rng.random()
        if kind < 0.45:
            return {"win": win()}
        if kind < 0.6:
            return {"riichi": rng.randrange(4)}
        if kind < 0.75:
            return {"draw": {"tenpai": sorted(rng.sample(range(4), rng.randint(0, 4)))}}
        if kind < 0.82:
            return {"wins": [win(), win()]}
        if kind < 0.88:
            return {"abort": True}
        if kind < 0.93:
            return {"chombo": rng.randrange(4)}
        return rng.choice([{"win": {"winner": 5, "from": 0, "han": 1, "fu": 30}}, {"riichi": -1}, {"nonsense": 1},
                           {"win": {"winner": 1, "from": 1, "han": 1, "fu": 30}}])

    return [{"rules": rng.choice(PROFILES), "players": ["Ann", "Bo", "Cy", "Di"],
             "events": [event() for _ in range(rng.randint(1, 12))]} for _ in range(count)]


def random_hand_requests(rng, count):
    """Seeded requests for a random hand (a seed makes the answer the same every time)."""
    return [{"seed": i, "rules": rng.choice(PROFILES)} for i in range(count)]


def practice_requests(rng, count):
    """Seeded practice requests, over every topic (a seed makes the answer the same every time)."""
    from tenbou.table.practice import TOPIC_IDS  # (the module: tenbou.practice is the entry point)

    topics = list(TOPIC_IDS)
    return [{"topic": topics[i % len(topics)], "seed": i, "rules": rng.choice(PROFILES)} for i in range(count)]


GENERATORS = {"score": score_requests, "waits": waits_requests, "discards": discards_requests,
              "game": game_requests, "random_hand": random_hand_requests, "practice": practice_requests}


def mutated(rng, requests, count):
    """`count` copies of `requests` with one field made wrong (or removed, or a conflicting
    condition set)."""
    out = []
    for _ in range(count):
        request = dict(rng.choice(requests))
        field = rng.choice([*request, "melds", "seat_wind", "honba", "dora_indicators", "rules", "lang",
                            "win", *FLAGS])
        how = rng.random()
        if how < 0.1:
            request.pop(field, None)
        elif how < 0.3 and field in FLAGS:
            request[field] = True  # conditions that may conflict (riichi on an open hand ...)
        else:
            request[field] = rng.choice(BAD_VALUES)
        out.append(request)
    return out


def corpus():
    """The corpus: a list of (entry point name, request JSON text)."""
    rng = random.Random(SEED)
    calls = entry_points()
    kinds = {name.removesuffix("_json") for name in calls}
    own = {kind: GENERATORS[kind](rng, SIZES[kind]) for kind in sorted(kinds) if kind in GENERATORS}
    langs, unknown = languages()
    items = []
    for name in calls:
        kind = name.removesuffix("_json")
        requests = list(own.get(kind, []))
        if requests:
            requests += mutated(rng, requests, MUTATED)
        for other, theirs in own.items():
            if other != kind:
                requests += rng.sample(theirs, min(CROSS, len(theirs)))
        texts = []
        for i, request in enumerate(requests):
            lang = langs[i % len(langs)] if i % 97 else unknown
            if lang is not None and isinstance(request, dict):
                request = {**request, "lang": lang}
            texts.append(json.dumps(request, ensure_ascii=False))
        items += [(name, text) for text in ERROR_TEXTS + texts]
    return items


def main(argv):
    out = Path(argv[1])
    calls = entry_points()
    with out.open("w", encoding="utf-8") as file:
        for call, text in corpus():
            answer = calls[call](text)
            # An answer that changes from call to call (a random hand without a seed) is run
            # for its imports, and not compared: its sha256 is null.
            same = answer == calls[call](text)
            sha256 = hashlib.sha256(answer.encode("utf-8", "surrogatepass")).hexdigest() if same else None
            file.write(json.dumps({"call": call, "request": text, "sha256": sha256}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
