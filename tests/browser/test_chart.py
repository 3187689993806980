"""The score chart (?view=chart) and what the result shows for the table: the call, the
one-more-han line of a riichi hand, the gains against each seat, the chart link, the random
hand and the dark tile faces.

Chart values are the published tables' (docs/rules.md, "Score tables"): 3 han 30 fu is 3,900
by a non-dealer's ron, 5,800 by the dealer's, 1,000-2,000 and 2,000 all by tsumo; 4 han 30 fu
is 7,700, a mangan (8,000) where kiriage applies.
"""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tenbou_page import expect_score, in_turn, result
from test_access import axe_violations

EXAMPLE_1 = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"
PHONES = {"390x844": {"width": 390, "height": 844}, "360x640": {"width": 360, "height": 640}}


def cell(page, han, fu, dealer, win):
    return page.locator(f'[data-testid="chart-cell"][data-han="{han}"][data-fu="{fu}"]'
                        f'[data-dealer="{dealer}"][data-win="{win}"]')


def open_chart(page, site_url, wait_engine_ready, link):
    page.goto(site_url + link)
    wait_engine_ready(page)
    expect(page.get_by_test_id("chart-cell").first).to_be_visible()


def test_chart_cells_are_the_published_tables(page, site_url, wait_engine_ready):
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=ema2025")
    expect(cell(page, 3, 30, 0, "ron")).to_have_text("3,900")
    expect(cell(page, 3, 30, 1, "ron")).to_have_text("5,800")
    expect(cell(page, 3, 30, 0, "tsumo")).to_have_text("1,000-2,000")
    expect(cell(page, 3, 30, 1, "tsumo")).to_have_text("2,000 all")
    expect(cell(page, 4, 30, 0, "ron")).to_have_text("8,000")  # kiriage mangan in EMA 2025
    expect(cell(page, 2, 25, 0, "ron")).to_have_text("1,600")
    # 176 cells less the blank ones, for dealer and non-dealer: 20 fu by ron (4), 1 han 25 fu by
    # ron and by tsumo, 1 han 20 fu by tsumo, 2 han 25 fu by tsumo (seven pairs by self-draw is
    # 3 han at least).
    expect(page.get_by_test_id("chart-cell")).to_have_count(176 - 2 * 8)
    expect(cell(page, 2, 25, 0, "tsumo")).to_have_count(0)
    limits = page.get_by_test_id("chart-limit")
    expect(limits.and_(page.locator('[data-limit="mangan"][data-dealer="0"][data-win="ron"]'))).to_have_text("8,000")
    expect(limits.and_(page.locator('[data-limit="yakuman"][data-dealer="1"][data-win="tsumo"]'))).to_have_text("16,000 all")
    expect(page.locator('[data-testid="chart-limit"][data-yakuman="2"]')).to_have_count(0)  # EMA 2025: one yakuman at most


def test_the_three_player_chart_shows_tsumo_loss(page, site_url, wait_engine_ready):
    # tenhou_sanma (docs/rules.md, "Three players (sanma)"): a self-draw is paid by the two
    # other seats their four-player shares (tsumo loss), honba 100 from each payer and 200 by
    # ron. 3 han 30 fu with 1 honba: 1,100-2,100 and 2,100 all by tsumo, 3,900 + 200 = 4,100 by
    # ron; a non-dealer's mangan tsumo 2,100-4,100 (6,000 in all before honba, not 8,000).
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=tenhou_sanma&honba=1")
    expect(cell(page, 3, 30, 0, "tsumo")).to_have_text("1,100-2,100")
    expect(cell(page, 3, 30, 1, "tsumo")).to_have_text("2,100 all")
    expect(cell(page, 3, 30, 0, "ron")).to_have_text("4,100")
    limits = page.get_by_test_id("chart-limit")
    expect(limits.and_(page.locator('[data-limit="mangan"][data-dealer="0"][data-win="tsumo"]'))).to_have_text(
        "2,100-4,100")


def test_the_link_gives_the_rules_and_honba(page, site_url, wait_engine_ready):
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=ema2016&honba=1")
    expect(cell(page, 4, 30, 0, "ron")).to_have_text("8,000")  # 7,700 (no kiriage) + 300
    expect(cell(page, 3, 30, 0, "tsumo")).to_have_text("1,100-2,100")
    expect(page.get_by_test_id("chart-honba")).to_have_text("1")
    page.get_by_role("button", name="One honba fewer").click()
    expect(cell(page, 4, 30, 0, "ron")).to_have_text("7,700")
    assert "honba" not in page.url
    expect(page.locator("#chart-rules option")).to_have_text(["EMA 2025", "WRC 2025", "EMA 2016", "Tenhou",
                                                               "Mahjong Soul", "Tenhou 3P", "Mahjong Soul 3P"])
    page.locator("#chart-rules").select_option("mahjongsoul")
    expect(page.locator('[data-testid="chart-limit"][data-yakuman="2"]')).to_have_count(4)  # yakuman add up
    assert "rules=mahjongsoul" in page.url


def test_the_chart_in_japanese(page, site_url, wait_engine_ready):
    open_chart(page, site_url, wait_engine_ready, "?view=chart&lang=ja&rules=ema2025")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.get_by_test_id("chart").get_by_role("heading", level=2)).to_have_text("点数早見表")
    expect(page.locator("#chart-rules option")).to_have_text(["EMA 2025", "WRC 2025", "EMA 2016", "天鳳", "雀魂", "天鳳三麻",
                                                               "雀魂三麻"])
    expect(page.locator("#share")).to_have_text("リンク")  # the app bar in Japanese too
    # 3 han 30 fu: 1,000/2,000 and 2,000 all in the tables, written as Japanese players call them
    expect(cell(page, 3, 30, 0, "tsumo")).to_have_text("1000・2000")
    expect(cell(page, 3, 30, 1, "tsumo")).to_have_text("2000オール")
    expect(cell(page, 3, 30, 0, "ron")).to_have_text("3900")
    # The language picker opens the chart anew in English, with the same rules.
    page.get_by_test_id("lang-picker").select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_test_id("chart").get_by_role("heading", level=2)).to_have_text("Score chart")
    expect(page.locator("#share")).to_have_text("Copy link")
    assert "lang=en" in page.url and "rules=ema2025" in page.url


def test_the_chart_in_one_tap_from_the_result_and_back(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1 + "&honba=2")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,800")
    result(page).get_by_test_id("chart-link").click()
    expect(cell(page, 2, 50, 0, "ron")).to_have_text("3,800")  # 3,200 + 600: the honba came along
    page.get_by_test_id("chart-back").click()
    expect_score(page, 2, 50, "3,800")  # the hand is back


@pytest.mark.parametrize("link", ["?view=chart&honba=3", "?view=chart&rules=tenhou_sanma&honba=3",
                                  "?view=chart&rules=mahjongsoul&lang=ja&honba=3"])
def test_no_table_scrolls_sideways_at_360(shared_page, site_url, wait_engine_ready, link):
    # Every table fits the screen whole, so no figure is cut at its edge ("2,000-4,0"): a tsumo
    # table holds two han, the limits are one table for the non-dealer and one for the dealer.
    page = shared_page(viewport=PHONES["360x640"])
    open_chart(page, site_url, wait_engine_ready, link)
    expect(page.get_by_test_id("chart-honba")).to_have_text("3")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide at 360"
    boxes = page.locator(".chart-scroll")
    expect(boxes).to_have_count(2 + 2 * 2 + 2)  # 2 ron tables, 2 tsumo tables in two, the limits in two
    for box in boxes.all():
        box.scroll_into_view_if_needed()
        wide = box.evaluate("(e) => ({scroll: e.scrollWidth, client: e.clientWidth, right: e.getBoundingClientRect().right,"
                            " caption: e.querySelector('caption').textContent})")
        assert wide["scroll"] <= wide["client"] and wide["right"] <= 360, wide


def test_the_three_player_chart_names_one_other_non_dealer(page, site_url, wait_engine_ready):
    # Tenhou 3P: a non-dealer's tsumo is paid by the dealer and the one other non-dealer.
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=tenhou_sanma")
    captions = page.locator(".chart-table caption")
    expect(captions.filter(has_text="Non-dealer, tsumo")).to_have_text(
        ["Non-dealer, tsumo (non-dealer/dealer), 1-2 han", "Non-dealer, tsumo (non-dealer/dealer), 3-4 han"])
    expect(page.locator(".chart-note").last).to_contain_text("what the other non-dealer pays")
    expect(cell(page, 2, 25, 0, "tsumo")).to_have_count(0)  # seven pairs by self-draw: 3 han at least


def test_a_first_visit_draws_the_chart_before_the_engine_is_ready(context, site_url):
    # A fresh browser: no engine snapshot yet, so the engine takes seconds to start; the chart
    # of a profile without honba needs none of it (the published tables: 3 han 30 fu by a
    # non-dealer's tsumo is 1,000-2,000).
    page = context.new_page()
    page.set_viewport_size(PHONES["360x640"])
    page.goto(site_url + "?view=chart&rules=tenhou")
    # (No timing here, which a busy machine stretches: the cell is there while the engine is
    # still starting, which on a first visit takes seconds.)
    expect(cell(page, 3, 30, 0, "tsumo")).to_have_text("1,000-2,000", timeout=15_000)
    assert page.locator("html").get_attribute("data-engine") == "loading"
    expect(page.get_by_text("The chart shows as soon as the scoring engine is ready")).to_have_count(0)


def test_call_more_han_and_gains_in_the_result(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1 + "&honba=2&riichi_sticks=1")
    wait_engine_ready(page)
    region = result(page)
    expect(region.get_by_test_id("call")).to_have_text("Announce: 3,200 (3,800)")
    # 3 han 50 fu pays 6,400; 4 han 50 fu and 5 han a mangan, 8,000 (the tables), each + 600.
    expect(region.locator('[data-testid="more-han"] [data-extra]')).to_have_text(
        ["+1 han 6,400 (7,000)", "+2 han 8,000 (8,600)", "+3 han 8,000 (8,600)"])
    # docs/rules.md, honba: the discarder pays 3,800, the winner receives 4,800.
    expect(region.locator('[data-testid="gains"] [data-against="discarder"] strong')).to_have_text("+8,600")
    expect(region.locator('[data-testid="gains"] [data-against="others"] strong')).to_have_text("+4,800")
    # By tsumo the hand is 3 han 40 fu: 1,300-2,600 in the tables, 1,500-2,800 with 2 honba, so the
    # winner receives 1,500 x 2 + 2,800 + 1,000 = 6,800, and moves 6,800 + what each seat paid.
    expect(region.locator(".gains-other-title")).to_have_text("By tsumo instead: 1,300-2,600 (1,500-2,800)")
    expect(region.locator('[data-testid="gains-other"] [data-against="dealer"] strong')).to_have_text("+9,600")
    expect(region.locator('[data-testid="gains-other"] [data-against="non_dealer"] strong')).to_have_text("+8,300")


def test_no_more_han_without_riichi(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=11234567789p444z&win_tile=7p&win=tsumo&seat_wind=east")
    wait_engine_ready(page)
    expect(result(page).get_by_test_id("call")).to_have_text("Announce: 4,000 all")
    expect(result(page).get_by_test_id("more-han")).to_have_count(0)


def test_random_hand_scores(page, site_url, wait_engine_ready):
    page.goto(site_url)
    wait_engine_ready(page)
    for _ in range(3):
        page.get_by_test_id("random-hand").click()
        expect(result(page)).to_have_attribute("data-state", "score")
        expect(result(page).get_by_test_id("total")).to_be_visible()


def test_dark_tile_faces_are_remembered(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1)
    wait_engine_ready(page)
    switch = page.get_by_test_id("tile-faces")
    expect(switch).to_have_attribute("aria-pressed", "false")
    face = page.locator('.palette [data-tile="1m"]')
    ivory = face.evaluate("(e) => getComputedStyle(e).backgroundImage")
    switch.click()
    expect(page.locator("html")).to_have_attribute("data-tile-faces", "dark")
    assert face.evaluate("(e) => getComputedStyle(e).backgroundImage") != ivory
    page.reload()
    wait_engine_ready(page)
    expect(page.locator("html")).to_have_attribute("data-tile-faces", "dark")
    expect(page.get_by_test_id("tile-faces")).to_have_attribute("aria-pressed", "true")


@pytest.mark.parametrize("theme, lang", [("light", "en"), ("dark", "en"), ("light", "ja")]
                         + [("light", lang) for lang in in_turn(1)])
def test_axe_finds_nothing_on_the_chart(axe_page, site_url, wait_engine_ready, theme, lang):
    page = axe_page(color_scheme=theme)
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=tenhou&honba=1" + ("" if lang == "en" else f"&lang={lang}"))
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert axe_violations(page) == []


def test_axe_finds_nothing_with_dark_faces_and_the_extras(axe_page, site_url, wait_engine_ready):
    page = axe_page(color_scheme="dark")
    page.goto(site_url + EXAMPLE_1 + "&honba=1")
    wait_engine_ready(page)
    page.get_by_test_id("tile-faces").click()
    expect(result(page).get_by_test_id("more-han")).to_be_visible()
    assert axe_violations(page) == []


@pytest.mark.parametrize("size", PHONES)
def test_chart_screenshots(shared_page, site_url, wait_engine_ready, output_path, size):
    page = shared_page(viewport=PHONES[size], device_scale_factor=2, has_touch=True, is_mobile=True)
    out = Path(output_path)
    out.mkdir(parents=True, exist_ok=True)
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=ema2025&honba=1")
    page.screenshot(path=str(out / f"chart-{size}.png"), animations="disabled")
    page.goto(site_url + EXAMPLE_1 + "&honba=1")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,500")
    result(page).get_by_test_id("call").scroll_into_view_if_needed()
    page.screenshot(path=str(out / f"result-extras-{size}.png"), animations="disabled")
    page.get_by_test_id("tile-faces").click()
    page.get_by_test_id("hand").scroll_into_view_if_needed()
    page.screenshot(path=str(out / f"dark-faces-{size}.png"), animations="disabled")
    open_chart(page, site_url, wait_engine_ready, "?view=chart&rules=ema2025")
    expect(page.get_by_test_id("chart")).not_to_contain_text("null")
    page.set_viewport_size({"width": 720, "height": 1000})  # about an A4 page between its margins
    page.emulate_media(media="print")
    page.screenshot(path=str(out / f"chart-print-{size}.png"), full_page=True, animations="disabled")
