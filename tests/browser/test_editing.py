"""Browser tests of editing the hand as a new user does it: typing MPSZ (the last tile written
is the winning tile), tapping right after typing, long-press on a touch screen, what the page
says about a hand that cannot score, the "Read as" melds and notes, and tile size on a phone.

Fixtures (site_url, app_page, wait_engine_ready, console_errors) are in conftest.py.
"""

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tenbou_page import expect_score, query_params, result, tap_tiles

HAND = '[data-testid="hand"]'
WIN = f"{HAND} .tile.win"


def type_hand(page, text):
    box = page.get_by_test_id("hand-text")
    box.fill(text)
    box.press("Enter")
    return box


# ---- The text box: the last tile written is the winning tile, and the box shows it last ----

def test_text_box_last_tile_written_is_the_winning_tile(app_page):
    page = app_page
    box = type_hand(page, "123456m999p555s77z")
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "7z")
    expect(box).to_have_value("123456m999p555s7z 7z")

    box = type_hand(page, "12346m999p555s77z5m")  # the same tiles, 5m written last
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "5m")
    expect(box).to_have_value("12346m999p555s77z 5m")
    assert query_params(page)["win_tile"] == "5m"
    page.locator('[data-flag="riichi"]').click()
    expect_score(page, 1, 50, "1,600")  # 20 + 10 + 8 + 4 + 2 (dragon pair) + 2 (5m: closed wait) = 46

    type_hand(page, box.input_value())  # what the box shows reads back as the same hand
    expect(box).to_have_value("12346m999p555s77z 5m")
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "5m")


def test_text_box_shows_a_hand_not_yet_complete_with_no_winning_tile(app_page):
    # 13 tiles have no winning tile yet: "12346m999p555s7z 7z" read as if 7z had won.
    page = app_page
    tap_tiles(page, "12346m999p555s77z")
    box = page.get_by_test_id("hand-text")
    expect(box).to_have_value("12346m999p555s77z")
    page.locator('[data-tile="5m"]').click()  # the 14th tile: the winning tile, written last
    expect(box).to_have_value("12346m999p555s77z 5m")


def test_a_full_hand_that_does_not_win_shows_no_winning_tile(app_page):
    # 14 tiles that make no complete hand (the engine: not_winning, and the discards are shown)
    # have won nothing: no tile is marked or set apart, and the box shows them sorted. The last
    # tile tapped (8p) is not the last in order, so a split would show.
    page = app_page
    tap_tiles(page, "1357s1z13579m246p8p")
    waits = page.get_by_test_id("waits")
    expect(waits).to_have_attribute("data-state", "discards")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(14)
    expect(page.locator(WIN)).to_have_count(0)
    expect(page.locator(f"{HAND} .win-gap")).to_have_count(0)
    expect(page.get_by_test_id("hand-text")).to_have_value("13579m2468p1357s1z")
    # The same with a pon: 11 tiles and 3 in the meld, 8p written last.
    box = type_hand(page, "13579m246p13s8p [777z]")
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "not_winning")
    expect(waits).to_have_attribute("data-state", "discards")
    expect(page.locator(WIN)).to_have_count(0)
    expect(box).to_have_value("13579m2468p13s [777z]")
    # A complete hand with a pon keeps its winning tile apart, marked.
    type_hand(page, "123456789m1p [777z] 1p")
    expect(result(page).get_by_test_id("total")).to_be_visible()
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "1p")
    expect(page.locator(WIN)).to_have_attribute("data-mark", re.compile(r"\S"))
    expect(box).to_have_value("123456789m1p 1p [777z]")


def test_text_box_red_five_as_the_winning_tile(app_page):
    page = app_page
    box = type_hand(page, "12346m999p555s77z0m")
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "0m")
    expect(box).to_have_value("12346m999p555s77z 0m")
    page.locator('[data-flag="riichi"]').click()
    expect(result(page).get_by_test_id("notes")).to_contain_text("Red fives count as plain fives under EMA 2025")
    reading = result(page).get_by_test_id("reading")
    win_group = reading.locator(".win-group")
    expect(win_group.locator('[data-face="0m"]')).to_have_count(1)  # drawn as entered
    expect(win_group).to_have_attribute("aria-label", "run of 4, 5, 6 characters, concealed, with a red five, "
                                        "completed by the winning tile")


def hand_in_link(hand):
    """The page's URL once its link holds ``hand`` (polled: the link follows the box)."""
    return re.compile(r"[?&]hand=" + re.escape(quote(hand, safe="")) + r"(&|$)")


def test_text_that_is_not_a_hand_is_kept_with_the_reason(app_page):
    # Nothing typed is lost: Enter on text that is not all tiles keeps it in the box and in
    # the link, says what is wrong, and a reload brings it back.
    page = app_page
    box = type_hand(page, "123456m999p555s77z")
    box = type_hand(page, "123m456x")
    expect(box).to_have_value("123m456x")
    error = page.get_by_test_id("error")
    expect(error).to_have_attribute("data-code", "invalid_tile")
    expect(error).to_contain_text('"456x" is not a tile')
    expect(page).to_have_url(hand_in_link("123m456x"))
    page.reload()
    expect(page.get_by_test_id("hand-text")).to_have_value("123m456x")
    expect(page.get_by_test_id("error")).to_contain_text('"456x"')

    box = type_hand(page, "12")  # digits without a suit letter
    expect(box).to_have_value("12")
    expect(error).to_contain_text('"12" has no suit letter')
    expect(page).to_have_url(hand_in_link("12"))

    box = type_hand(page, "123456m999p555s77z")  # corrected: the hand, and no error about the text
    expect(box).to_have_value("123456m999p555s7z 7z")
    # (This hand has no yaku: once the engine has answered, that is the error shown. Checking for
    # no error at all raced the engine's answer.)
    expect(error).to_have_attribute("data-code", "no_yaku")
    expect(page).to_have_url(hand_in_link("123456m999p555s77z"))


def test_a_tap_replaces_text_that_is_not_a_hand(app_page):
    page = app_page
    type_hand(page, "123456m999p555s77z")
    box = type_hand(page, "123m4x")  # the hand is what can be read: 1m 2m 3m
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^3/14"))
    expect(page.get_by_test_id("error")).to_contain_text('"4x" is not a tile')
    page.locator(f'{HAND} [data-hand-tile="1m"]').first.click()  # the hand shown, edited
    expect(box).to_have_value("23m")  # (not complete: no winning tile split off)
    expect(page.get_by_test_id("error")).to_be_hidden()
    assert query_params(page)["hand"] == "23m"


def test_a_hand_of_more_than_14_tiles_is_refused_whole(page, site_url, wait_engine_ready):
    # "123m" 500 times in a link drew 1,500 tiles on an 18,682 px page, with a notice of about
    # 1,600 characters. A hand of more tiles than a hand holds (14, melds counting 3 each) is
    # refused whole, in one short message, and the page stays usable: a tap still adds a tile.
    page.goto(site_url + "?hand=" + "123m" * 500)
    wait_engine_ready(page)
    error = page.get_by_test_id("error")
    expect(error).to_have_attribute("data-code", "wrong_tile_count")
    expect(error).to_have_text("The hand in the link has 1,500 tiles, more than a hand holds (14, melds "
                               "counting 3 each): it was not loaded.")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(0)
    # Named in the notices too, as every other problem with a link: on a small phone the message
    # beside the hand is below the screen, and the notices' button is in the app bar.
    expect(page.get_by_test_id("notices")).to_have_text(re.compile(r"The hand in the link has 1,500 tiles"))
    page.set_viewport_size({"width": 360, "height": 640})
    expect(page.locator(".notices-toggle")).to_be_in_viewport()
    assert page.evaluate("() => document.documentElement.scrollHeight") < 3000
    page.locator('[data-tile="1m"]').click()
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(1)
    expect(error).to_be_hidden()

    # Melds count 3 each: 12 concealed tiles and a pon make 15.
    page.goto(site_url + "?hand=123456789m123p&melds=pon:777z")
    expect(error).to_have_text("The hand in the link has 15 tiles, more than a hand holds (14, melds "
                               "counting 3 each): it was not loaded.")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(0)

    # The Type box likewise: 15 tiles and a pon stay in the box, named, and the hand takes none.
    box = type_hand(page, "123456789m123456p [777z]")
    expect(box).to_have_value("123456789m123456p [777z]")
    expect(error).to_have_attribute("data-code", "wrong_tile_count")
    expect(error).to_have_text("18 tiles: a hand holds at most 14 (melds count 3 each). Take some out.")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(0)
    box = type_hand(page, "123456789m11p [777z]")  # 14 with the pon (ittsu): taken, and named no more
    expect(error).to_be_hidden()
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(11)


def test_text_box_takes_and_shows_melds_as_the_link_writes_them(page, site_url, wait_engine_ready):
    # A chi of 2-3-4m showed as "33567p45678s 6s", the meld held apart. Melds are written in
    # brackets, [234m] a called set and (1111z) a concealed kan, and round-trip with the link.
    page.goto(site_url + "?hand=33567p45678s6s&win_tile=6s&melds=chi:234m")
    wait_engine_ready(page)
    box = page.get_by_test_id("hand-text")
    expect(box).to_have_value("33567p45678s 6s [234m]")
    box = type_hand(page, "123m456p5s [777z] (1111z) 5s")
    expect(page.locator('[data-testid="melds"] [data-meld]')).to_have_count(2)
    expect(page.locator('[data-meld="pon:777z"]')).to_be_visible()
    expect(page.locator('[data-meld="ankan:1111z"]')).to_be_visible()
    expect(box).to_have_value("123m456p5s 5s [777z] (1111z)")
    params = query_params(page)
    assert (params["hand"], params["win_tile"], params["melds"]) == ("123m456p55s", "5s", "pon:777z,ankan:1111z")
    type_hand(page, box.input_value())  # what the box shows reads back as the same hand
    assert query_params(page)["melds"] == "pon:777z,ankan:1111z"
    box = type_hand(page, "123m456p55s [777z")  # a bracket not closed: kept, and named
    expect(box).to_have_value("123m456p55s [777z")
    error = page.get_by_test_id("error")
    expect(error).to_have_attribute("data-code", "invalid_meld")
    expect(error).to_have_text("Write each meld in brackets, closed: [234m] for a called set, (1111z) for a concealed kan.")


def test_escape_undoes_typing_over_a_hand(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    box = page.get_by_test_id("hand-text")
    box.fill("12")  # typing over the hand: it empties as the text is read
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^0/14"))
    box.press("Escape")
    expect(box).to_have_value("12346m999p555s77z 5m")
    expect(page.get_by_test_id("error")).to_be_hidden()
    expect_score(page, 2, 50, "3,200")
    params = query_params(page)
    assert params["hand"] == "123456m999p555s77z" and params["win_tile"] == "5m"


# ---- Taps right after typing ----

def test_first_tap_after_typing_removes_a_hand_tile(app_page):
    page = app_page
    box = page.get_by_test_id("hand-text")
    box.fill("123456m999p555s77z")  # still focused: the tap below takes the focus away
    page.locator(f'{HAND} [data-hand-tile="9p"]').first.click()
    expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^13/14"))
    expect(box).to_have_value("123456m99p555s77z")  # (13 tiles: no winning tile split off)


def test_first_tap_after_typing_works_on_a_meld_and_an_indicator(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456p55s&win_tile=5s&melds=pon:777z&dora_indicators=3m")
    wait_engine_ready(page)
    box = page.get_by_test_id("hand-text")
    expect(box).to_have_value("123m456p55s [777z]")  # the melds are in the box too
    box.fill("123m456p55s1z [777z]")
    page.locator('[data-meld="pon:777z"]').click()
    expect(page.locator('[data-testid="melds"] [data-meld]')).to_have_count(0)
    box.fill("123m456p55s")
    page.locator('[data-testid="dora-indicators"] [data-indicator="3m"]').click()
    expect(page.locator('[data-testid="dora-indicators"] [data-indicator]')).to_have_count(0)


# ---- Long-press on a touch screen ----

@pytest.fixture
def touch_page(shared_page, site_url, wait_engine_ready):
    """A phone with a touch screen (the shared touch context) where, as on iOS Safari, a long
    touch fires no contextmenu."""
    page = shared_page(has_touch=True, is_mobile=True, device_scale_factor=2)
    page.add_init_script("window.addEventListener('contextmenu', (e) => e.stopImmediatePropagation(), true);")
    page.goto(site_url + "?hand=123456m999p555s77z&win_tile=7z&riichi=1")
    wait_engine_ready(page)
    return page


def touch(page, locator, hold_ms):
    """Touch the centre of `locator` for `hold_ms` without moving, through Chromium's input
    pipeline (real touch and pointer events, as a finger makes them)."""
    box = locator.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    page.wait_for_timeout(hold_ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_long_press_on_touch_makes_the_winning_tile(touch_page):
    page = touch_page
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "7z")
    touch(page, page.locator(f'{HAND} [data-hand-tile="5m"]'), 800)
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "5m")
    page.wait_for_timeout(500)  # any late click from the press would have landed by now
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(14)  # nothing was removed
    assert query_params(page)["win_tile"] == "5m"
    expect(page.get_by_test_id("hand-text")).to_have_value("12346m999p555s77z 5m")


def test_short_touch_still_removes_a_tile(touch_page):
    page = touch_page
    touch(page, page.locator(f'{HAND} [data-hand-tile="1m"]'), 60)
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(13)
    expect(page.locator(WIN)).to_have_count(0)  # an incomplete hand shows no winning tile ...
    assert query_params(page)["win_tile"] == "7z"  # ... but keeps it
    # and the next tap after a long-press counts as a tap
    touch(page, page.locator(f'{HAND} [data-hand-tile="9p"]').first, 800)
    page.wait_for_function("() => new URLSearchParams(location.search).get('win_tile') === '9p'")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(13)
    touch(page, page.locator(f'{HAND} [data-hand-tile="2m"]'), 60)
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(12)


def test_mouse_long_press_and_right_click_pick_the_winning_tile(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123456m999p555s77z&win_tile=7z")
    wait_engine_ready(page)
    tile = page.locator(f'{HAND} [data-hand-tile="2m"]')
    tile.click(delay=700)  # held down 0.7 s
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "2m")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(14)
    page.locator(f'{HAND} [data-hand-tile="3m"]').click(button="right")
    expect(page.locator(WIN)).to_have_attribute("data-hand-tile", "3m")
    expect(page.locator(f"{HAND} [data-hand-tile]")).to_have_count(14)


# ---- Messages ----

def test_no_yaku_says_what_is_missing(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=234567m999p111s22s&win_tile=4m")  # concealed ron, no yaku
    wait_engine_ready(page)
    problem = result(page).get_by_test_id("result-problem")
    expect(problem).to_have_attribute("data-code", "no_yaku")
    expect(problem).to_contain_text("No yaku")
    expect(problem).to_contain_text("riichi")
    expect(problem).to_contain_text("tsumo")
    expect(problem).not_to_contain_text("dora")  # none is set (it said "dora alone do not make a win")
    expect(result(page)).not_to_contain_text("Fix the hand")
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "no_yaku")
    page.locator('[data-win="tsumo"]').click()  # fully concealed self-draw is a yaku
    expect(result(page).get_by_test_id("total")).to_be_visible()


def test_no_yaku_on_an_open_hand_does_not_suggest_riichi(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123456m999p11s&win_tile=1s&melds=chi:789s")
    wait_engine_ready(page)
    problem = result(page).get_by_test_id("result-problem")
    expect(problem).to_have_attribute("data-code", "no_yaku")
    expect(problem).to_contain_text("open hand")
    expect(problem).not_to_contain_text("riichi")


def test_an_invalid_full_hand_is_not_called_complete(app_page):
    page = app_page
    tap_tiles(page, "13579m2468p1357s1z")
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "not_winning")
    hint = page.locator("#palette-hint")
    expect(hint).to_contain_text("14 of 14 tiles")
    expect(hint).not_to_contain_text("complete")
    expect(result(page).get_by_test_id("result-problem")).to_contain_text("Not a winning hand")


# ---- Read as: melds, and the engine's notes ----

def test_reading_marks_the_melds(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z")
    wait_engine_ready(page)
    expect_score(page, 2, 60, "4,000")
    reading = result(page).get_by_test_id("reading")
    expect(reading.locator(".group")).to_have_count(5)
    pon = reading.locator('[data-meld="pon"]')
    expect(pon).to_contain_text("Pon")
    expect(pon.locator(".tile")).to_have_count(3)
    ankan = reading.locator('[data-meld="ankan"]')
    expect(ankan).to_contain_text("Concealed kan")
    expect(ankan.locator(".tile")).to_have_count(4)
    expect(reading.locator("[data-meld]")).to_have_count(2)  # the concealed sets are not marked


def test_reading_marks_a_chi_with_a_red_five(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m777z55s&win_tile=5s&win=tsumo&melds=pon:055m,chi:406p&rules=tenhou")
    wait_engine_ready(page)
    reading = result(page).get_by_test_id("reading")
    expect(reading.locator('[data-meld="chi"]')).to_contain_text("Chi")
    expect(reading.locator('[data-meld="pon"]')).to_contain_text("Pon")
    expect(reading.locator('[data-meld="chi"] [data-face="0p"]')).to_have_count(1)
    expect(reading.locator('[data-meld="pon"] [data-face="0m"]')).to_have_count(1)
    expect(result(page).locator('[data-yaku="aka_dora"]')).to_be_visible()


# ---- Size on a phone ----

def test_hand_tiles_are_large_on_a_phone(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123456m999p555s77z&win_tile=5m&riichi=1")
    wait_engine_ready(page)
    tiles = page.locator(f"{HAND} [data-hand-tile]")
    expect(tiles).to_have_count(14)
    boxes = [t.bounding_box() for t in tiles.all()]
    assert min(b["width"] for b in boxes) >= 40, [b["width"] for b in boxes]
    assert len({round(b["y"]) for b in boxes}) <= 2  # at most two rows
    panel = page.locator(".hand-panel").bounding_box()
    assert all(b["x"] >= panel["x"] and b["x"] + b["width"] <= panel["x"] + panel["width"] for b in boxes)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    win = page.locator(WIN).bounding_box()
    assert win["y"] == max(b["y"] for b in boxes) and win["x"] == max(b["x"] for b in boxes)  # last
