"""The page's pure ES modules (tiles.js, state.js, url.js), run in the browser by importing them
into the served page: MPSZ parsing, meld building, copy limits and the URL round trip.
These need no engine, so they run on one page load.
"""

import pytest


@pytest.fixture(scope="module")
def modules(browser, modules_url):
    """A page with tiles.js, state.js and url.js imported as window.t, window.s, window.u."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(modules_url)
    page.evaluate("""async () => {
        window.t = await import("./js/tiles.js");
        window.s = await import("./js/state.js");
        window.u = await import("./js/url.js");
    }""")
    yield page
    context.close()


@pytest.mark.parametrize("text, tiles, bad, pending", [
    ("123m 456p", ["1m", "2m", "3m", "4p", "5p", "6p"], [], ""),
    ("77z0p", ["7z", "7z", "0p"], [], ""),
    ("8z9z1z", ["1z"], ["8z", "9z"], ""),
    ("12m3", ["1m", "2m"], [], "3"),
    ("123m45x6p", ["1m", "2m", "3m", "6p"], ["45x"], ""),
    ("<b>1m</b>", ["1m"], ["<b>", "</b>"], ""),
    ("m", [], ["m"], ""),
])
def test_parse_tiles(modules, text, tiles, bad, pending):
    got = modules.evaluate("text => t.parseTiles(text)", text)
    assert got == {"tiles": tiles, "bad": bad, "pending": pending}


def test_format_and_names(modules):
    assert modules.evaluate('t.formatTiles(["7z", "5p", "0p", "1p", "3m", "1m"])') == "13m105p7z"
    names = modules.evaluate('["0s", "9m", "1p", "1s", "4z", "5z"].map(t.tileName)')
    assert names == ["5 of bamboo, red five", "9 of characters", "1 of circles", "1 of bamboo", "North wind",
                     "White dragon"]


@pytest.mark.parametrize("kind, tile, tiles", [
    ("chi", "2m", "234m"), ("chi", "8m", "789m"), ("chi", "9s", "789s"), ("chi", "0p", "067p"),
    ("chi", "1z", None), ("pon", "0s", "055s"), ("kan", "1z", "1111z"), ("ankan", "5m", "5555m"),
])
def test_meld_tiles(modules, kind, tile, tiles):
    got = modules.evaluate("([k, x]) => { const m = t.meldTiles(k, x); return m && t.formatTiles(m); }", [kind, tile])
    assert got == tiles


def test_copy_limits_follow_the_rules(modules):
    check = """([rules, hand, mode, tile]) => {
        const st = s.defaultState();
        st.rules = rules;
        st.hand = t.parseTiles(hand).tiles;
        return s.plannedTiles(st, mode, tile);
    }"""
    assert modules.evaluate(check, ["ema2025", "555p", "hand", "5p"]) == ["5p"]
    assert modules.evaluate(check, ["ema2025", "5555p", "hand", "0p"]) is None  # a red five is a five
    assert modules.evaluate(check, ["tenhou", "555p", "hand", "5p"]) is None  # three plain fives at most
    assert modules.evaluate(check, ["tenhou", "555p", "hand", "0p"]) == ["0p"]
    assert modules.evaluate(check, ["tenhou", "0p", "hand", "0p"]) is None  # one red five
    assert modules.evaluate(check, ["ema2025", "11m", "pon", "1m"]) is None  # pon needs three more
    assert modules.evaluate(check, ["ema2025", "1m", "pon", "1m"]) == ["1m", "1m", "1m"]
    assert modules.evaluate(check, ["ema2025", "123456789m12345p", "hand", "6p"]) is None  # 14 already
    assert modules.evaluate(check, ["ema2025", "123456789m123p", "pon", "7z"]) is None  # 12 + 3 > 14
    assert modules.evaluate(check, ["ema2025", "123456789m12p", "pon", "7z"]) == ["7z", "7z", "7z"]


def test_url_round_trip_is_canonical(modules):
    query = ("?hand=123m456p55s&win_tile=5s&win=tsumo&seat_wind=east&round_wind=south&riichi=1&ippatsu=1"
             "&dora_indicators=23z&ura_dora_indicators=9m&melds=pon:777z,ankan:1111z&honba=2&riichi_sticks=1"
             "&rules=tenhou&lang=en")
    got = modules.evaluate(
        "q => { const r = u.stateFromURL(q); return [u.stateToQuery(r.state, r.extra, null, r.lang), r.notices, r.handError]; }",
        query)
    assert got == [query, [], None]


def test_url_keeps_what_is_valid(modules):
    query = ("?hand=55s123m&win_tile=9x&win=draw&seat_wind=up&riichi=yes&melds=pon:777z,pong:111z,chi:12m"
             "&honba=-1&rules=%3Cb%3E")
    state, notices, hand_error = modules.evaluate(
        "q => { const r = u.stateFromURL(q); return [r.state, r.notices, r.handError]; }", query)
    assert state["hand"] == ["5s", "5s", "1m", "2m", "3m"]
    assert state["win_tile"] == "3m"  # the last tile written, since win_tile was not a tile
    assert state["win"] == "ron" and state["seat_wind"] == "south" and state["riichi"] is False
    assert state["melds"] == [{"kind": "pon", "tiles": ["7z", "7z", "7z"]}]
    assert state["honba"] == 0 and state["rules"] == "ema2025"
    assert hand_error is None
    joined = " | ".join(notices)
    for name in ("win_tile", "win=", "seat_wind", "riichi", "pong:111z", "chi:12m", "honba", "rules"):
        assert name in joined, name


def test_url_counters_go_to_999_as_in_the_engine(modules):
    read = "q => { const r = u.stateFromURL(q); return [r.state.honba, r.state.riichi_sticks, r.notices]; }"
    assert modules.evaluate(read, "?honba=150&riichi_sticks=999") == [150, 999, []]
    honba, _, notices = modules.evaluate(read, "?honba=1000")
    assert honba == 0 and any("honba" in n and "999" in n for n in notices), notices


def test_url_keeps_a_draft_hand_as_typed(modules):
    to_query = "([q, draft]) => { const r = u.stateFromURL(q); return u.stateToQuery(r.state, r.extra, draft); }"
    assert modules.evaluate(to_query, ["?hand=123m456p&win_tile=3m", "123m4x"]).startswith("?hand=123m4x&win_tile=3m&")
    # The winning tile is written only if the draft holds it.
    assert modules.evaluate(to_query, ["?hand=123m456p&win_tile=6p", "123m4x"]).startswith("?hand=123m4x&win=ron&")


def test_request_follows_the_contract(modules):
    request = modules.evaluate("""() => {
        const st = s.defaultState();
        for (const x of ["1m", "2m", "3m"]) s.addFromPalette(st, "hand", x);
        s.addFromPalette(st, "pon", "7z");
        s.addFromPalette(st, "dora", "2m");
        s.setFlag(st, "riichi", true);
        s.setFlag(st, "double_riichi", true);
        return s.toRequest(st);
    }""")
    assert request == {
        "hand": "123m", "win_tile": "3m", "melds": [{"kind": "pon", "tiles": "777z"}],
        "win": "ron", "seat_wind": "south", "round_wind": "east",
        "riichi": False, "double_riichi": True, "ippatsu": False, "haitei": False, "houtei": False,
        "rinshan": False, "chankan": False, "tenhou": False, "chiihou": False, "renhou": False,
        "dora_indicators": "2m", "ura_dora_indicators": "", "honba": 0, "riichi_sticks": 0, "rules": "ema2025",
        "lang": "en",  # the page's language: this browser's (en-US)
    }


def test_winning_tile_is_the_last_added_unless_picked(modules):
    trail = modules.evaluate("""() => {
        const st = s.defaultState();
        const seen = [];
        for (const x of ["1m", "2m", "3m"]) s.addFromPalette(st, "hand", x);
        seen.push(st.win_tile);                    // 3m: the last added
        s.pickWinTile(st, "1m");
        s.addFromPalette(st, "hand", "9p");
        seen.push(st.win_tile);                    // 1m: picked, so it stays
        s.removeFromHand(st, "1m", true);
        seen.push(st.win_tile);                    // 9p: the picked tile left, the last added wins
        s.addFromPalette(st, "hand", "7z");
        seen.push(st.win_tile);                    // 7z
        s.replaceHand(st, t.parseTiles("23m9p7z5s").tiles);
        seen.push(st.win_tile);                    // 5s: typed tiles were added, the last written wins
        s.pickWinTile(st, "9p");
        s.replaceHand(st, t.parseTiles("5s23m").tiles);
        seen.push(st.win_tile);                    // 3m: typed text always ends with the winning tile
        s.addFromPalette(st, "hand", "4m");
        seen.push(st.win_tile);                    // 4m: typing is not picking
        return seen;
    }""")
    assert trail == ["3m", "1m", "9p", "7z", "5s", "3m", "4m"]


@pytest.mark.parametrize("typed, complete, shown, win", [
    ("123456m999p555s77z", True, "123456m999p555s7z 7z", "7z"),
    ("12346m999p555s77z5m", True, "12346m999p555s77z 5m", "5m"),
    ("12346m999p555s77z 5m", True, "12346m999p555s77z 5m", "5m"),
    ("5m", False, "5m", "5m"),  # (a hand not complete shows no winning tile)
    ("12346m999p555s77z0m", True, "12346m999p555s77z 0m", "0m"),
    ("", False, "", ""),
])
def test_hand_text_round_trips(modules, typed, complete, shown, win):
    # `complete`: what the engine says of these tiles (each complete one is a winning hand)
    got = modules.evaluate("""([text, complete]) => {
        const st = s.defaultState();
        s.replaceHand(st, t.parseTiles(text).tiles);
        const shown = s.handText(st, complete);
        const again = s.defaultState();
        s.replaceHand(again, t.parseTiles(shown).tiles);
        return [shown, st.win_tile, s.handText(again, complete), again.win_tile];
    }""", [typed, complete])
    assert got == [shown, win, shown, win]


def test_hand_text_of_14_tiles_that_do_not_win_splits_nothing_off(modules):
    # 14 tiles that make no complete hand (the engine: not_winning) have no winning tile to write
    # apart: sorted, the last tile written (8p) among the others.
    got = modules.evaluate("""() => {
        const st = s.defaultState();
        s.replaceHand(st, t.parseTiles("1357s1z13579m246p8p").tiles);
        return [s.handText(st, false), s.handText(st, true)];
    }""")
    assert got == ["13579m2468p1357s1z", "13579m246p1357s1z 8p"]


def test_engine_data_is_the_engines(modules):
    """js/engine-data.js, written by build.py, holds what the engine's page_data() says."""
    from tenbou.page_data import page_data

    exported = modules.evaluate("""async () => {
        const data = await import("./js/engine-data.js");
        return Object.fromEntries(Object.entries(data));
    }""")
    assert exported == {key.upper(): value for key, value in page_data().items()}


def test_the_page_has_words_for_every_engine_id(modules):
    flags, flag_labels, kinds, meld_labels, buttons = modules.evaluate("""async () => {
        const data = await import("./js/engine-data.js");
        const labels = await import("./js/ui/labels.js");
        const palette = await import("./js/ui/palette.js");
        return [data.FLAGS, labels.FLAG_ORDER, data.MELD_KINDS, Object.keys(labels.MELD_KEYS),
                palette.MODES.map((m) => m.id)];
    }""")
    assert sorted(flag_labels) == sorted(flags)
    assert meld_labels == kinds
    assert buttons == ["hand", *kinds, "dora", "ura"]


def test_rule_options_of_a_link(modules):
    options = "rules => { const o = p.ruleOptions(rules); return [o.aka_dora, o.honba_ron, o.riichi_stick]; }"
    modules.evaluate('async () => { window.p = await import("./js/profiles.js"); }')
    assert modules.evaluate(options, "tenhou") == [True, 300, 1000]
    assert modules.evaluate(options, {"base": "ema2025", "honba_ron": 1500}) == [False, 1500, 1000]
    assert modules.evaluate(options, {"kiriage": False}) == [False, 300, 1000]  # base: the default profile
    assert modules.evaluate(options, "house") == [None, None, None]


# ---- Bad link values: each one named with its value and why; the rest applies ----

def test_url_names_a_fifth_copy_and_keeps_the_rest(modules):
    """A link's tiles beyond the set are named; the hand stays as written (the engine answers
    too_many_copies once it is complete, err-fifth-tile), for the user to see and fix."""
    read = "q => { const r = u.stateFromURL(q); return [t.formatTiles(r.state.hand), r.state.win_tile, r.state.riichi, r.notices]; }"
    assert modules.evaluate(read, "?hand=99999m&riichi=1") == ["99999m", "9m", True, [
        'hand="99999m" holds 9m beyond what a set has (four of each tile): take it out.']]
    # Indicators are tiles too: the later ones are the extra ones.
    hand, _, _, notices = modules.evaluate(read, "?hand=9999m&dora_indicators=9m1z&ura_dora_indicators=99m")
    assert hand == "9999m"
    assert notices == ['dora_indicators="9m1z" holds 9m beyond what a set has (four of each tile): take it out.',
                       'ura_dora_indicators="99m" holds 99m beyond what a set has (four of each tile): take them out.']
    # Where red fives count, a suit has one; a meld that does not fit is named whole.
    got = modules.evaluate("q => u.stateFromURL(q).notices", "?hand=00m55p&melds=pon:055p,pon:777z&rules=tenhou")
    assert got == [
        'hand="00m55p" holds 0m beyond what a set has (four of each tile, one of the fives red): take it out.',
        'melds="pon:055p" goes beyond what a set has (four of each tile, one of the fives red): take it out.']
    assert modules.evaluate("q => u.stateFromURL(q).notices", "?hand=00m&rules=ema2025") == []  # two plain fives


def test_url_names_the_indicators_it_drops(modules):
    got = modules.evaluate("q => { const r = u.stateFromURL(q); return [r.state.dora_indicators, r.notices]; }",
                           "?dora_indicators=1m2m3m4m5m6m7m")
    assert got == [["1m", "2m", "3m", "4m", "5m"], [
        'Ignored 67m in dora_indicators="1m2m3m4m5m6m7m": at most 5 indicators (one, plus one for each kan).']]
    got = modules.evaluate("q => u.stateFromURL(q).notices", "?dora_indicators=2m9x")
    assert got == ['Ignored part of dora_indicators="2m9x": "9x" is not a tile.']


def test_url_names_a_view_it_does_not_have(modules):
    """?view= opens the game sheet, the score chart or the practice view; any other value is
    named, not silently dropped (the calculator opens)."""
    read = "q => u.stateFromURL(q).notices"
    assert modules.evaluate(read, "?view=nope") == ['Ignored view="nope": use game, chart or practice.']
    assert modules.evaluate(read, "?view=game") == []
    assert modules.evaluate(read, "?view=chart&rules=tenhou") == []
    assert modules.evaluate(read, "?view=practice&topic=wait&seed=3") == []


def test_url_uses_the_saved_rules_when_the_link_has_none(modules):
    read = "([q, saved]) => u.stateFromURL(q, saved).state.rules"
    assert modules.evaluate(read, ["?hand=1m", "tenhou"]) == "tenhou"
    assert modules.evaluate(read, ["?hand=1m&rules=wrc2025", "tenhou"]) == "wrc2025"
    assert modules.evaluate(read, ["?hand=1m", None]) == "ema2025"


# ---- Names for screen readers, and the fu steps' tiles ----

@pytest.mark.parametrize("tiles, how, win, name", [
    ("999p", "concealed", False, "triplet of 9 circles, concealed"),
    ("406m", "concealed", True, "run of 4, 5, 6 characters, concealed, with a red five, completed by the winning tile"),
    ("777z", "pon", False, "triplet of Red dragons, called (pon)"),
    ("1111z", "ankan", False, "quad of East winds, concealed kan"),
    ("55s", None, True, "pair of 5 bamboo, completed by the winning tile"),
])
def test_sets_are_named_in_words(modules, tiles, how, win, name):
    got = modules.evaluate("""async ([text, how, win]) => {
        const reading = await import("./js/ui/reading.js");
        return reading.setName(t.parseTiles(text).tiles, how, win);
    }""", [tiles, how, win])
    assert got == name


def test_fu_steps_show_the_tiles_they_name(modules):
    """A step with `tiles` (the contract: a step about a set or the pair has them) is drawn with
    those tiles beside its words, as pictures hidden from screen readers (the words say it)."""
    got = modules.evaluate("""async () => {
        const { ResultView } = await import("./js/ui/result.js");
        const view = new ResultView();
        const response = { ok: true, han: 2, fu: 50, fu_raw: 46, yakuman: 0, limit: null, total: 3200,
          payments: { discarder: 3200 }, yaku: [], reading: null,
          fu_steps: [{ fu: 20, reason: "base for winning" },
                     { fu: 8, reason: "concealed triplet of 9p (terminal)", tiles: "999p" },
                     { fu: 2, reason: "dragon pair (Red dragon)", tiles: "77z" }] };
        view.update({ kind: "score", response, state: s.defaultState() });
        return [...view.container.querySelectorAll('[data-testid="fu-steps"] > tr')].map((row) => ({
          tiles: row.dataset.tiles ?? null,
          faces: [...row.querySelectorAll(".step-tiles [data-face]")].map((f) => f.dataset.face),
          hidden: row.querySelector(".step-tiles")?.getAttribute("aria-hidden") ?? null,
          words: row.querySelector(".reason").textContent,
        }));
    }""")
    assert got == [
        {"tiles": None, "faces": [], "hidden": None, "words": "base for winning"},
        {"tiles": "999p", "faces": ["9p", "9p", "9p"], "hidden": "true", "words": "concealed triplet of 9p (terminal)"},
        {"tiles": "77z", "faces": ["7z", "7z"], "hidden": "true", "words": "dragon pair (Red dragon)"},
    ]


def test_a_four_player_link_under_three_player_rules_keeps_what_they_have(modules):
    """Three players play without 2m-8m, chi and a north seat (docs/rules.md, "Three players"):
    each is named in the notices and taken out; the rest of the link is kept, kita included."""
    query = ("?hand=234m456p11z&win_tile=1z&seat_wind=north&melds=chi:789p,pon:999m"
             "&dora_indicators=3m9p&kita=2&rules=tenhou_sanma")
    state, notices = modules.evaluate("q => { const r = u.stateFromURL(q); return [r.state, r.notices]; }", query)
    assert state["hand"] == ["4p", "5p", "6p", "1z", "1z"]
    assert state["win_tile"] == "1z"
    assert state["melds"] == [{"kind": "pon", "tiles": ["9m", "9m", "9m"]}]
    assert state["dora_indicators"] == ["9p"]
    assert state["seat_wind"] == "south" and state["kita"] == 2
    assert notices == [
        "234m are not in play under Tenhou 3P: they were taken out of the hand.",
        "3m is not in play under Tenhou 3P: it was taken out of the dora indicators.",
        "Tenhou 3P does not have the meld chi:789p: it was taken out.",
        "Tenhou 3P has no North seat: the seat is South now.",
    ]
    again = modules.evaluate("q => { const r = u.stateFromURL(q); return u.stateToQuery(r.state, r.extra); }", query)
    assert "&kita=2&rules=tenhou_sanma" in again and "234m" not in again


def test_kita_under_four_player_rules_is_named_and_dropped(modules):
    state, notices = modules.evaluate(
        "q => { const r = u.stateFromURL(q); return [r.state, r.notices]; }", "?hand=123m&kita=2&rules=tenhou")
    assert state["kita"] == 0 and state["hand"] == ["1m", "2m", "3m"]
    assert notices == ['Under Tenhou rules no norths are set aside: kita="2" was dropped.']
    # More than four norths set aside is no count the rules take.
    _, notices = modules.evaluate("q => { const r = u.stateFromURL(q); return [r.state, r.notices]; }",
                                  "?kita=5&rules=tenhou_sanma")
    assert len(notices) == 1 and "kita" in notices[0] and "4" in notices[0]


def test_norths_set_aside_count_as_copies(modules):
    """Four norths in all: two in the hand and two set aside leave none to add, nor a third to set aside."""
    got = modules.evaluate("""() => {
        const st = s.defaultState();
        st.rules = "tenhou_sanma";
        st.hand = ["4z", "4z"];
        s.stepKita(st, 1);
        s.stepKita(st, 1);
        const full = s.plannedTiles(st, "hand", "4z");
        s.stepKita(st, 1);
        return [st.kita, full, s.toRequest(st).kita, s.tilesInPlay(st).filter((x) => x.endsWith("m"))];
    }""")
    assert got == [2, None, 2, ["1m", "9m"]]
