"""Browser tests of the Tenbou page: the worked examples of docs/fu.md entered by tapping, links
that open a hand, errors shown beside the hand, the engine's loading and failure states
(screenshots on a phone: test_phone.py).

Fixtures (site_url, app_page, wait_engine_ready, console_errors) are in conftest.py.
"""

import re
from pathlib import Path

from playwright.sync_api import expect

from tenbou_page import (expect_score, fu_steps, payments, pick_winning_tile, press, query_params,
                         result, set_mode, tap_tiles, yaku_ids)


def mentions(text, *words):
    """True when `text` mentions any of `words` (case-insensitive)."""
    return any(w.lower() in text.lower() for w in words)


DIST = Path(__file__).resolve().parents[2] / "dist"


# ---- The three worked examples of docs/fu.md, entered with the palette and the controls ----

def test_worked_example_1_concealed_ron_closed_wait(app_page, console_errors):
    page = app_page
    tap_tiles(page, "123m456m999p555s77z")
    pick_winning_tile(page, "5m")
    press(page, '[data-flag="riichi"]')
    set_mode(page, "dora")
    tap_tiles(page, "2m")
    press(page, '[data-seat-wind="south"]')
    press(page, '[data-round-wind="east"]')
    press(page, '[data-win="ron"]')

    expect_score(page, 2, 50, "3,200")
    assert payments(page) == {"discarder": 3200}
    assert yaku_ids(page) == ["dora", "riichi"]
    steps = fu_steps(page)
    assert [fu for fu, _ in steps] == [20, 10, 8, 4, 2, 2]
    assert mentions(steps[0][1], "base")
    assert mentions(steps[1][1], "concealed") and mentions(steps[1][1], "discard", "ron")
    assert mentions(steps[2][1], "triplet") and mentions(steps[2][1], "9p", "9-circles", "9 circles")
    assert mentions(steps[3][1], "triplet") and mentions(steps[3][1], "5s", "5 bamboo")
    assert mentions(steps[4][1], "pair") and mentions(steps[4][1], "7z", "red dragon")
    assert mentions(steps[5][1], "closed", "kanchan") and mentions(steps[5][1], "5m", "5 of characters")
    expect(result(page).get_by_test_id("fu-raw")).to_have_text("46")
    expect(page.get_by_test_id("error")).to_be_hidden()
    assert console_errors == []


def test_worked_example_2_open_all_simples(app_page):
    page = app_page
    set_mode(page, "chi")
    tap_tiles(page, "2m")
    expect(page.locator('[data-testid="melds"] [data-meld="chi:234m"]')).to_be_visible()
    tap_tiles(page, "567p456s33p78s6s")  # the 6s, added last, is the winning tile
    press(page, '[data-seat-wind="west"]')

    expect_score(page, 1, 30, "1,000")
    assert payments(page) == {"discarder": 1000}
    assert yaku_ids(page) == ["tanyao"]
    steps = fu_steps(page)
    assert [fu for fu, _ in steps] == [20, 2]
    assert mentions(steps[1][1], "open")
    expect(result(page).get_by_test_id("fu-raw")).to_have_text("22")


def test_worked_example_3_half_flush_self_draw_is_mangan(app_page):
    page = app_page
    tap_tiles(page, "1123456789p444z7p")  # 7p last: the winning tile
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^14/14"))
    expect(page.locator('.palette [data-tile="2p"]')).to_be_disabled()  # no 15th tile
    press(page, '[data-win="tsumo"]')
    press(page, '[data-seat-wind="west"]')

    expect_score(page, 4, 40, "8,000")
    expect(result(page).get_by_test_id("limit")).to_have_text("Mangan")
    assert payments(page) == {"dealer": 4000, "non_dealer": 2000}
    assert yaku_ids(page) == ["honitsu", "menzen_tsumo"]
    steps = fu_steps(page)
    assert sorted(fu for fu, _ in steps) == [2, 2, 8, 20]
    by_value = {fu: reason for fu, reason in steps if fu != 2}
    assert mentions(by_value[8], "triplet") and mentions(by_value[8], "north", "4z")
    twos = [reason for fu, reason in steps if fu == 2]
    assert any(mentions(r, "self-draw", "tsumo") for r in twos)
    assert any(mentions(r, "edge", "penchan") for r in twos)
    expect(result(page).get_by_test_id("fu-raw")).to_have_text("32")


# ---- Links ----

def test_link_opens_the_hand_and_scores_it(page, site_url, wait_engine_ready, console_errors):
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&win=ron&seat_wind=south&round_wind=east"
              "&riichi=1&dora_indicators=2m&honba=1&riichi_sticks=2&rules=ema2025")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "5,500")  # 3,200 + 300 honba + 2 x 1,000 riichi sticks
    assert payments(page) == {"discarder": 3500}
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(14)
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "5m")
    expect(page.locator('[data-flag="riichi"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('[data-testid="dora-indicators"] [data-indicator]')).to_have_count(1)
    expect(page.get_by_test_id("honba")).to_have_text("1")
    expect(page.get_by_test_id("riichi-sticks")).to_have_text("2")
    expect(page.get_by_test_id("hand-text")).to_have_value("12346m999p555s77z 5m")  # the winning tile last
    assert console_errors == []


def test_link_with_melds_round_trips(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z")
    wait_engine_ready(page)
    expect(page.locator('[data-testid="melds"] [data-meld]')).to_have_count(2)
    expect(page.locator('[data-meld="pon:777z"]')).to_be_visible()
    expect(page.locator('[data-meld="ankan:1111z"]')).to_be_visible()
    expect_score(page, 2, 60, "4,000")
    assert query_params(page)["melds"] == "pon:777z,ankan:1111z"
    page.locator('[data-meld="pon:777z"]').click()  # tap a meld to remove it
    expect(page.locator('[data-testid="melds"] [data-meld]')).to_have_count(1)
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^11/14"))
    assert query_params(page)["melds"] == "ankan:1111z"


def test_url_follows_the_hand_and_opens_it_again(app_page, site_url):
    page = app_page
    tap_tiles(page, "234567m234p66s888p")
    press(page, '[data-win="tsumo"]')
    press(page, '[data-flag="riichi"]')
    press(page, '[data-seat-wind="east"]')
    set_mode(page, "dora")
    tap_tiles(page, "1z")
    page.locator('[data-step="honba"][data-delta="1"]').click()
    expect_score(page, 3, 30, "6,300")  # dealer tsumo: riichi, menzen tsumo, tanyao; 2,000 + 100 each
    assert payments(page) == {"each": 2100}
    params = query_params(page)
    assert params["hand"] == "234567m234888p66s"
    assert params["win_tile"] == "8p"
    assert params["win"] == "tsumo" and params["riichi"] == "1" and params["seat_wind"] == "east"
    assert params["dora_indicators"] == "1z" and params["honba"] == "1" and params["rules"] == "ema2025"

    shared = page.url
    other = page.context.new_page()
    other.goto(shared)
    expect_score(other, 3, 30, "6,300")
    assert other.url == shared
    expect(other.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "8p")


def test_rules_parameter_is_kept_and_decides_red_fives(page, site_url, wait_engine_ready):
    page.goto(site_url)
    expect(page.locator('.palette [data-tile="5p"]')).to_be_visible()
    expect(page.locator('.palette [data-tile="0p"]')).to_have_count(0)  # ema2025: a red five is a plain five

    page.goto(site_url + "?rules=tenhou")
    wait_engine_ready(page)
    red = page.locator('.palette [data-tile="0p"]')
    expect(red).to_have_attribute("aria-label", "5 of circles, red five")
    tap_tiles(page, "234m0p")
    expect(red).to_be_disabled()  # one red five per suit
    tap_tiles(page, "5p5p5p")
    expect(page.locator('.palette [data-tile="5p"]')).to_be_disabled()  # and three plain ones
    assert query_params(page)["rules"] == "tenhou"
    assert query_params(page)["hand"] == "234m0555p"


def test_yakuman_shows_its_name_instead_of_han_and_fu(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=555666777z11m&win_tile=1m&melds=pon:222z")
    wait_engine_ready(page)
    region = result(page)
    expect(region.get_by_test_id("total")).to_have_text("32,000")
    expect(region.get_by_test_id("limit")).to_have_text("Yakuman")
    expect(region.locator('[data-yaku="daisangen"]')).to_contain_text("Yakuman")
    expect(region.get_by_test_id("han")).to_be_hidden()
    expect(region.get_by_test_id("fu-steps")).to_have_count(0)


# ---- Editing ----

def test_palette_refuses_a_fifth_copy(app_page):
    page = app_page
    tap_tiles(page, "1111m")
    expect(page.locator('.palette [data-tile="1m"]')).to_be_disabled()
    set_mode(page, "dora")
    expect(page.locator('.palette [data-tile="1m"]')).to_be_disabled()  # indicators are tiles too
    expect(page.locator('.palette [data-tile="2m"]')).to_be_enabled()
    set_mode(page, "pon")
    tap_tiles(page, "7z")
    set_mode(page, "kan")
    expect(page.locator('.palette [data-tile="7z"]')).to_be_disabled()  # only one 7z left
    expect(page.locator('[data-testid="hand"] [data-hand-tile="1m"]')).to_have_count(4)


def test_tapping_a_hand_tile_removes_it(app_page):
    page = app_page
    tap_tiles(page, "123m46m999p555s77z5m")
    press(page, '[data-flag="riichi"]')
    expect(result(page).get_by_test_id("total")).to_be_visible()
    page.locator('[data-testid="hand"] [data-hand-tile="9p"]').first.click()
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^13/14"))
    expect(result(page)).to_contain_text("1 more tile")
    expect(result(page).get_by_test_id("total")).to_have_count(0)
    assert query_params(page)["hand"] == "123456m99p555s77z"


def test_text_box_takes_mpsz_and_shows_the_hand(app_page):
    page = app_page
    box = page.get_by_test_id("hand-text")
    tap_tiles(page, "91m")
    expect(box).to_have_value("19m")  # sorted: a hand not complete has no winning tile to show apart
    box.fill("234567m234p66s888p")  # the last tile written (8p) is the winning tile
    box.press("Enter")
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "8p")
    expect_score(page, 1, 40, "1,300")  # ron completes 888p: an open triplet for fu
    assert yaku_ids(page) == ["tanyao"]
    box.fill("234567m234p66s888q")
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "invalid_tile")
    expect(page.get_by_test_id("error")).to_contain_text('"888q"')
    box.press("Escape")  # Escape undoes the typing: the hand as it was, and no message
    expect(box).to_have_value("234567m23488p66s 8p")
    expect(page.get_by_test_id("error")).to_be_hidden()
    assert query_params(page)["hand"] == "234567m234888p66s"
    expect_score(page, 1, 40, "1,300")
    box.fill("234567m234p66s888q")
    box.press("Enter")  # Enter keeps what was typed, with the message
    expect(box).to_have_value("234567m234p66s888q")
    expect(page.get_by_test_id("error")).to_contain_text('"888q"')


def test_the_last_change_wins(app_page, site_url):
    page = app_page
    page.goto(site_url + "?hand=11234567789p444z&win_tile=7p&seat_wind=west")
    expect_score(page, 3, 40, "5,200")  # ron: half flush, concealed ron
    for win in ["tsumo", "ron", "tsumo", "ron", "tsumo"]:
        page.locator(f'[data-win="{win}"]').click()
    expect_score(page, 4, 40, "8,000")
    assert query_params(page)["win"] == "tsumo"


def test_palette_adds_while_the_engine_loads(page, site_url, context):
    held = []
    context.route(re.compile(r".*/pyodide\.asm\.wasm$"), lambda route: held.append(route))
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1")
    expect(page.locator("html")).to_have_attribute("data-engine", "loading")
    expect(page.get_by_test_id("engine-status")).to_have_text("Engine loading")
    expect(result(page)).to_contain_text("loading")
    page.locator('[data-testid="hand"] [data-hand-tile="7z"]').first.click()
    tap_tiles(page, "7z")
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^14/14"))
    for route in held:
        route.continue_()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect_score(page, 1, 50, "1,600")


def test_engine_failure_is_shown(page, site_url, context):
    context.route(re.compile(r".*/pyodide/pyodide\.mjs$"), lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1")
    expect(page.locator("html")).to_have_attribute("data-engine", "failed", timeout=30_000)
    expect(page.get_by_test_id("engine-status")).to_have_text("Engine failed")
    expect(result(page)).to_contain_text("could not start")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # a long message wraps
    page.locator('[data-testid="hand"] [data-hand-tile="1m"]').click()  # the page still works as an editor
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^13/14"))
    assert query_params(page)["hand"] == "23456m999p555s77z"


def test_the_page_loads_its_modules_bundled(app_page):
    """build.py bundles the page's forty-odd modules (a browser fetches six files at a time from a
    host over HTTP/1.1, while the runtime's downloads hold four connections for seconds): dist/
    holds the bundle, not the source modules, and the page's scripts are the four entries, the
    chunks index.html preloads, its classic scripts, the worker's and the page language's catalog
    (js/en-<hash>.js: js/i18n.js); the chart, the game sheet and the other catalog wait."""
    page = app_page
    assert not (DIST / "js" / "ui").exists() and not (DIST / "js" / "controller.js").exists()
    preloaded = re.findall(r'<link rel="modulepreload" href="(js/[^"]+)">', (DIST / "index.html").read_text())
    assert preloaded and all(re.fullmatch(r"js/chunk-\w+\.js", path) for path in preloaded)
    scripts = page.evaluate("""() => performance.getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname).filter((p) => p.endsWith(".js"))
        .map((p) => p.slice(p.indexOf("/js/") + 1))""")
    classic = ["js/start-worker.js", "js/theme.js", "js/embed.js", "js/worker.js"]  # the worker's own script too
    entries = ["js/start-engine.js", "js/start-language.js", "js/main.js", "js/pwa.js"]
    catalog = [path for path in scripts if re.fullmatch(r"js/(en|ja)-\w+\.js", path)]
    assert len(catalog) == 1 and catalog[0].startswith(f"js/{page.evaluate('document.documentElement.lang')}-")
    assert sorted(set(scripts)) == sorted({*classic, *entries, *preloaded, *catalog})
    assert all((DIST / path).is_file() for path in scripts)


def test_engine_starts_before_the_page_modules_and_an_early_failure_is_kept(page, site_url, context):
    # The worker is started by js/start-worker.js on its own, not by the page's modules: it is
    # requested while main.js (which builds the controller) is still held back. Its failure,
    # reported before the controller exists, is shown once the controller is wired.
    held, worker_requests = [], []
    context.route(re.compile(r".*/js/main\.js$"), lambda route: held.append(route))
    context.route(re.compile(r".*/js/worker\.js$"),
                  lambda route: (worker_requests.append(route.request.url), route.fulfill(status=404, body="gone")))
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1", wait_until="commit")  # "load" waits for main.js
    for _ in range(100):
        if worker_requests and held:
            break
        page.wait_for_timeout(100)
    assert held and worker_requests, "the worker was not requested while the page's modules were still loading"
    page.wait_for_timeout(500)  # the worker's error event reaches the engine client meanwhile
    expect(page.locator("html")).to_have_attribute("data-engine", "loading")  # nothing wired to show it yet
    for route in held:
        route.continue_()
    expect(page.locator("html")).to_have_attribute("data-engine", "failed")
    expect(page.get_by_test_id("engine-status")).to_have_text("Engine failed")
    expect(result(page)).to_contain_text("could not start")


# ---- Errors ----

def test_not_winning_hand_shows_the_engine_message(app_page):
    page = app_page
    tap_tiles(page, "13579m2468p1357s1z")
    error = page.get_by_test_id("error")
    expect(error).to_have_attribute("data-code", "not_winning")
    expect(error).to_be_visible()
    assert error.inner_text().strip()
    expect(result(page).get_by_test_id("total")).to_have_count(0)


def test_bad_hand_parameter_keeps_the_valid_tiles(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m45x6p&seat_wind=up&honba=-3")
    wait_engine_ready(page)
    error = page.get_by_test_id("error")
    expect(error).to_have_attribute("data-code", "invalid_tile")
    expect(error).to_contain_text('"45x"')
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(4)  # 123m and 6p kept
    notices = page.get_by_test_id("notices")
    expect(notices).to_contain_text('"45x"')  # (the hand's problem first, where a small phone sees it)
    expect(notices).to_contain_text("seat_wind")
    expect(notices).to_contain_text("honba")
    params = query_params(page)
    # The hand's text is kept as written, in the box and the link, until the user corrects it.
    assert params["hand"] == "123m45x6p" and params["seat_wind"] == "south" and "honba" not in params
    expect(page.get_by_test_id("hand-text")).to_have_value("123m45x6p")


def test_a_view_the_page_does_not_have_is_named(page, site_url, wait_engine_ready):
    # ?view=nope: the calculator opens, with the hand, and the notice says which views there are.
    page.goto(site_url + "?view=nope&hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    expect(page.get_by_test_id("notices")).to_contain_text('Ignored view="nope": use game, chart, practice or log.')
    expect_score(page, 2, 50, "3,200")


def test_link_text_is_never_read_as_html(page, site_url, wait_engine_ready):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(site_url + "?hand=1m<img src=x onerror=alert(1)>&rules=<b>x</b>&melds=pon:<i>7z</i>")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error")).to_contain_text("<img")
    expect(page.get_by_test_id("notices")).to_contain_text("<b>x</b>")
    assert page.locator("main img, main b, main i").count() == 0
    assert dialogs == []


def test_conflicting_conditions_are_reported(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=234567m234p66s888p&win_tile=8p&win=ron&haitei=1")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "conflicting_conditions")


# ---- Look ----

def test_tiles_are_drawn_and_named(app_page):
    page = app_page
    expect(page.locator('.palette [data-tile]')).to_have_count(34)
    for tile, name in [("5p", "5 of circles"), ("3m", "3 of characters"), ("9s", "9 of bamboo"), ("1z", "East wind"),
                       ("5z", "White dragon"), ("6z", "Green dragon"), ("7z", "Red dragon")]:
        expect(page.get_by_role("button", name=name, exact=True)).to_have_attribute("data-tile", tile)
    sprite = page.locator("#tile-sprite")
    assert sprite.locator("#tile-5p circle").count() == 15  # five pips, three circles each
    assert sprite.locator("#tile-1z text").text_content() == "東"
    fill = {t: sprite.locator(f"#tile-{t} text").get_attribute("fill") for t in ("6z", "7z")}
    assert fill["6z"] != fill["7z"]  # green and red dragons
    assert sprite.locator("#tile-3m text").all_text_contents() == ["三", "萬"]
    assert sprite.locator("#tile-5z text").count() == 0  # white dragon: a framed blank


def test_phone_layout_has_no_sideways_scroll(app_page):
    page = app_page
    tap_tiles(page, "123m46m999p555s77z5m")
    press(page, '[data-flag="riichi"]')
    expect(result(page).get_by_test_id("total")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_desktop_layout_puts_the_result_beside_the_hand(shared_page, site_url, wait_engine_ready):
    page = shared_page(viewport={"width": 1280, "height": 800})
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    hand = page.locator(".hand-panel").bounding_box()
    score = result(page).bounding_box()
    assert score["x"] > hand["x"] + hand["width"] - 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280


def test_fu_steps_of_example_1_show_their_tiles(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    rows = result(page).locator('[data-testid="fu-steps"] > *')
    expect(rows.nth(2).locator(".step-tiles [data-face]")).to_have_count(3)  # concealed triplet of 9p
    assert rows.nth(2).get_attribute("data-tiles") == "999p"
    assert rows.nth(3).get_attribute("data-tiles") == "555s"
    assert rows.nth(4).get_attribute("data-tiles") == "77z"  # the dragon pair
    expect(rows.nth(4).locator(".step-tiles [data-face='7z']")).to_have_count(2)
