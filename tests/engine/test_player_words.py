"""English texts speak to a player in words: no snake_case id ("kokushi_13 wait"), no request field
("'seat_wind' cannot be north", "events[0]: ..."), no MPSZ code where the player reads words
("pair wait (tanki) on 2z"). Over both English catalogs: the engine's
(pyengine/src/tenbou/catalogs/en.json) and the page's (site/js/lang/en.js).

A template is checked in its own words (the text outside its {field} marks) and in how it writes
its fields: ``{x:code}`` writes an id or a tile's MPSZ code (docs/i18n.md, i18n.Tile and
i18n.Named), so it is refused as well. ``{tile:short}`` is allowed: a suited tile by its short
form ("9p", as English players write it), an honour by its name ("south wind"); ``{tile:label}``
likewise. A few texts show MPSZ on purpose, where the player types it or is taught it, or speak to
programs that send JSON; they are listed in ALLOWED, each with its reason.
"""

import json
import re
from pathlib import Path

import pytest

import tenbou
from tenbou import i18n
from tenbou.faces.cli import main
from tenbou.road.request import REQUEST_FIELDS
from tenbou.table.game import FILLED_HAND_FIELDS, WIN_FIELDS

ROOT = Path(__file__).resolve().parents[2]
PAGE_CATALOG = ROOT / "site" / "js" / "lang" / "en.js"

#: Snake_case: a lower-case word joined to another by "_" (an id, a field, a topic).
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
#: An MPSZ code: digits then a suit letter (2z, 0m, 234m), as in a request.
MPSZ = re.compile(r"(?<![\w-])\d+[mpsz]\b")
#: A request's field as a program writes it: quoted ('seat_wind', 'events') or indexed (events[0]).
FIELD_NAMES = sorted({*REQUEST_FIELDS, *WIN_FIELDS, *FILLED_HAND_FIELDS, "events", "players", "melds", "tiles"})
FIELD = re.compile(r"'(?:" + "|".join(map(re.escape, FIELD_NAMES)) + r")'|\b[a-z_]+\[")
#: A {field} mark that writes an id or a code rather than words.
CODE_FIELD = re.compile(r"\{\w+:(?:code|Code)\}")
#: Every {field} mark ({{ and }} are literal braces).
MARK = re.compile(r"\{\{|\}\}|\{[^{}]*\}")

#: Texts that may show ids, fields or MPSZ, by catalog ("engine" or "page") and key, with why.
#: A key ending in "." stands for every key under it.
ALLOWED = {
    # Programs that send JSON read these: each names the field or the value they sent wrong
    # (docs/api.md, "Errors"); the page and the command line never send such a request.
    ("engine", "error.bad_request."): "a malformed request: names the field a program sent",
    ("engine", "error.invalid_rules."): "a malformed rules object: names the option a program sent",
    ("engine", "error.invalid_meld.kind"): "melds[i] of a JSON request: names the meld a program sent",
    ("engine", "error.invalid_meld.no_chi"): "melds[i] of a JSON request: names the meld a program sent",
    # The game ledger's message names the event as events[i] (docs/game.md); the sheet's preview
    # shows the error's reason instead (js/game/entries.js eventWords), which is checked.
    ("engine", "game.error.at"): "events[i]: the event a program sent, named for programs",
    ("engine", "game.error.events"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.hand_object"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.liable_yakuman"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.liable_yakuman_alone"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.players"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.players_three"): "a malformed game request (JSON): names the field",
    ("engine", "game.error.win_needs"): "a malformed game request (JSON): names the fields",
    # The player typed MPSZ, and the text quotes it back or teaches it.
    ("engine", "error.invalid_tile."): "quotes the MPSZ the user typed, to say what in it is wrong",
    ("engine", "error.invalid_meld.bracket"): "teaches the bracket syntax of the text the user typed",
    ("engine", "error.invalid_meld.chi"): "a chi is shown as typed ([345p]), the user's notation",
    ("engine", "option.players.help"): "names the tiles out of play as players write them (2m-8m)",
    ("page", "hand.textHint"): "explains the MPSZ notation of the Type box",
    ("page", "hand.textExample"): "an example of what to type in the Type box",
    ("page", "hand.meldBrackets"): "teaches the bracket syntax of the Type box",
    ("page", "link.meldValue"): "teaches the link syntax (melds=pon:777z), which the user edits",
    # The command line: the user types the hand in MPSZ and reads it back in MPSZ beside the
    # tile, and passes the topic by its id (--topic).
    ("engine", "cli.score.header"): "the command line echoes the hand and winning tile as typed",
    ("engine", "cli.situation"): "the command line echoes the hand as typed",
    ("engine", "cli.discard"): "the command line names a discard as its hand is written, in MPSZ",
    ("engine", "cli.practice.title"): "the topic's id, to pass to --topic for the same question",
    # A yaku whose id is its romaji, the word the page's flags (flag.tenhou) and the command
    # line's options (--tenhou) use.
    ("engine", "error.conflicting_conditions.first_turn_both"): "tenhou, chiihou: the flags' own words",
    ("engine", "error.conflicting_conditions.first_turn_flags"): "tenhou, chiihou: the flags' own words",
    ("engine", "error.conflicting_conditions.first_turn_melds"): "tenhou, chiihou: the flags' own words",
}


def page_catalog() -> dict[str, str]:
    """The page's English catalog (an ES module: ``export default {"key": "text", ...};``)."""
    source = PAGE_CATALOG.read_text(encoding="utf-8")
    body = source[source.index("{", source.index("export default")):source.rindex("}") + 1]
    return json.loads(re.sub(r",\s*}$", "}", body))


CATALOGS = {"engine": i18n.catalog("en"), "page": page_catalog()}


def allowed(where: str, key: str) -> bool:
    return any(w == where and (key == k or (k.endswith(".") and key.startswith(k))) for w, k in ALLOWED)


def problems(template: str) -> list[str]:
    """What in ``template`` a player would read as code: snake_case, field names, MPSZ, id marks."""
    words = MARK.sub(" ", template)
    found = [f"snake_case {m}" for m in SNAKE.findall(words)]
    found += [f"field {m}" for m in FIELD.findall(words)]
    found += [f"MPSZ {m}" for m in MPSZ.findall(words)]
    found += [f"id mark {m}" for m in CODE_FIELD.findall(template)]
    return found


def test_the_checks_find_what_they_look_for():
    assert problems("{wait:code} wait") == ["id mark {wait:code}"]
    assert problems("kokushi_13 wait") == ["snake_case kokushi_13"]
    assert problems("events[{index}]: {message}") == ["field events["]
    assert problems("'seat_wind' cannot be north") == ["snake_case seat_wind", "field 'seat_wind'"]
    assert problems("Each red five (0m 0p 0s)") == ["MPSZ 0m", "MPSZ 0p", "MPSZ 0s"]
    assert problems("pair wait (tanki) on {tile:short}, 13-sided wait, 4-6 on 5, 9-sided, {x:lower}") == []
    assert problems('like {{"kind": "pon"}}') == []


@pytest.mark.parametrize("where", sorted(CATALOGS))
def test_english_texts_speak_in_words(where):
    found = {key: problems(text) for key, text in CATALOGS[where].items() if not allowed(where, key)}
    assert {key: p for key, p in found.items() if p} == {}


def test_every_allowance_is_needed():
    # An allowance for a text that is gone, or that speaks in words anyway, hides nothing but
    # stays to mislead (and would let a later text in unchecked).
    for where, key in ALLOWED:
        texts = [text for k, text in CATALOGS[where].items() if k == key or (key.endswith(".") and k.startswith(key))]
        assert any(problems(text) for text in texts), (where, key)


# ------------------------------------------------------------------ as the player reads them


def cli(argv: list[str]) -> str:
    import io
    out = io.StringIO()
    main(argv, out)
    return out.getvalue()


def test_the_command_line_names_a_wait_in_words():
    # Thirteen orphans on a 13-sided wait and seven pairs: once "kokushi_13 wait", "chiitoitsu wait".
    reading = [line for line in cli(["19m19p19s1234567z1m", "--win", "1m"]).splitlines() if line.startswith("Reading")]
    assert reading == ["Reading: thirteen orphans, pair 11m, 13-sided wait"]
    reading = [line for line in cli(["1122m3344p5566s77z", "--win", "7z", "--riichi"]).splitlines()
               if line.startswith("Reading")]
    assert reading[0].endswith(", pair wait (tanki)"), reading


def test_a_fu_step_names_an_honour_in_words():
    # A pair wait on South wind, won by a non-dealer in the South seat of an East round: the step
    # once read "pair wait (tanki) on 2z".
    r = tenbou.score({"hand": "123m456p789s22z111z", "win_tile": "2z", "seat_wind": "south", "riichi": True})
    assert "pair wait (tanki) on south wind" in [step["reason"] for step in r["fu_steps"]]


def test_a_game_preview_names_no_event_index():
    # The page's preview shows the error's reason (js/game/preview.js); the message keeps events[i]
    # for programs (docs/game.md).
    r = tenbou.game({"players": ["Ann", "Bo", "Cy", "Di"],
                     "events": [{"win": {"winner": 1, "from": 0, "han": 1, "fu": 20}}]})
    assert r["error"]["message"] == "events[0]: no hand scores 1 han 20 fu when won by ron."
    assert (r["error"]["event"], r["error"]["reason"]) == (0, "no hand scores 1 han 20 fu when won by ron.")


def test_errors_a_player_meets_say_it_in_words():
    north = tenbou.score({"hand": "123p456p789s11222z", "win_tile": "2z", "seat_wind": "north", "rules": "tenhou_sanma"})
    assert north["error"] == {"code": "bad_request", "message":
                              "The seat wind ('seat_wind') cannot be North under Tenhou 3P rules: three players sit East, South and West."}
    both = tenbou.score({"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "seat_wind": "east",
                         "tenhou": True, "chiihou": True})
    assert both["error"]["message"] == "Tenhou and chiihou cannot both apply."
    red = tenbou.score({"hand": "005m456p789s11222z", "win_tile": "2z", "rules": "tenhou",
                        "dora_indicators": "", "melds": []})
    assert red["error"]["message"] == "A set has only one red five of characters; this hand and its indicators use 2."


def test_a_three_player_tsumo_on_the_command_line_names_the_one_other_non_dealer():
    # 3 han 40 fu by a non-dealer's tsumo: 1,300 from a non-dealer, 2,600 from the dealer (the
    # four-player table, docs/rules.md "Points and payments"; tsumo loss under Tenhou 3P). With
    # three players one non-dealer pays, not "each non-dealer".
    out = cli(["111m456p789s11222z", "--win", "2z", "--tsumo", "--riichi", "--rules", "tenhou_sanma"])
    assert "3 han 40 fu: 2,600 from the dealer, 1,300 from the other non-dealer" in out.splitlines(), out
    out = cli(["111m456p789s11222z", "--win", "2z", "--tsumo", "--riichi", "--rules", "tenhou"])
    assert "3 han 40 fu: 2,600 from the dealer, 1,300 from each non-dealer" in out.splitlines(), out
