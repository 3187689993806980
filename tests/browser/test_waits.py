"""Browser tests of the waits panel (site/js/ui/waits.js, docs/waits.md): a 13-tile hand shows
its waits with what each pays by ron and by tsumo, a tapped wait becomes the winning tile, a
hand that is not tenpai shows its shanten, and a 14-tile hand that does not win lists its
discards.

Hand-checked values: 12346m999p555s77z with riichi and dora indicator 2m waits on 5m only (the
closed wait 4-6m; 1-2-3m is a run, the 4m cannot pair). Won on 5m it is the fu guide's first
worked example (docs/fu.md): riichi + one dora (the 3m) = 2 han; ron 20 + 10 (concealed ron) +
8 (9p concealed terminal triplet) + 4 (5s concealed simple triplet) + 2 (red dragon pair) + 2
(closed wait) = 46 -> 50 fu, non-dealer 2 han 50 fu ron = 3,200. By tsumo menzen tsumo adds a
han and the 10 fu for ron goes, the tsumo 2 fu comes: 20 + 2 + 8 + 4 + 2 + 2 = 38 -> 40 fu,
3 han 40 fu non-dealer tsumo = 1,300 + 1,300 + 2,600 = 5,200.
"""

from playwright.sync_api import expect

from tenbou_page import expect_score, press, result, set_mode, tap_tiles


def waits_panel(page):
    return page.get_by_test_id("waits")


def test_waits_of_a_13_tile_hand_and_tapping_the_wait(app_page, console_errors):
    page = app_page
    tap_tiles(page, "12346m999p555s77z")
    press(page, '[data-flag="riichi"]')
    set_mode(page, "dora")
    tap_tiles(page, "2m")

    panel = waits_panel(page)
    expect(panel).to_have_attribute("data-state", "waits")
    waits = panel.locator("[data-wait]")
    expect(waits).to_have_count(1)
    wait = panel.locator('[data-wait="5m"]')
    expect(wait).not_to_have_attribute("data-dead", "")
    expect(wait).to_contain_text("4 left")
    expect(wait.get_by_test_id("wait-ron")).to_have_text("3,200")
    expect(wait.get_by_test_id("wait-tsumo")).to_have_text("5,200")
    expect(wait).to_have_accessible_name("5 of characters: ron 3,200, tsumo 5,200, 4 left")

    wait.click()
    expect_score(page, 2, 50, "3,200")
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "5m")
    expect(panel).to_be_hidden()  # a winning hand: no panel

    press(page, '[data-win="tsumo"]')
    expect(result(page).get_by_test_id("total")).to_have_text("5,200")
    assert console_errors == []


def test_a_wait_that_cannot_win_by_ron_says_no_yaku(app_page):
    page = app_page
    tap_tiles(page, "12346m999p555s77z")  # no riichi: no yaku on ron, menzen tsumo by tsumo
    wait = waits_panel(page).locator('[data-wait="5m"]')
    expect(wait.get_by_test_id("wait-ron")).to_have_attribute("data-code", "no_yaku")
    expect(wait.get_by_test_id("wait-ron")).to_have_text("no yaku")
    # 1 han (menzen tsumo) 40 fu, non-dealer tsumo: 400 + 400 + 700 = 1,500.
    expect(wait.get_by_test_id("wait-tsumo")).to_have_text("1,500")


def test_dead_wait_is_greyed_and_the_hand_is_karaten(app_page):
    page = app_page
    # 1111m234p567p789s (docs/waits.md): only a fifth 1m would complete it (1m tanki beside the
    # 111m triplet), so its one wait is dead, and the hand is one tile from tenpai (karaten).
    tap_tiles(page, "1111m234p567p789s")
    panel = waits_panel(page)
    expect(panel.locator("[data-wait]")).to_have_count(1)
    dead = panel.locator('[data-wait="1m"]')
    expect(dead).to_have_attribute("data-dead", "")
    expect(dead).to_be_disabled()
    expect(dead).to_contain_text("all 4 in sight")
    expect(dead).to_have_accessible_name("1 of characters: dead wait, all 4 in sight")
    expect(panel.get_by_test_id("shanten")).to_have_text("1")


def test_not_tenpai_shows_shanten_and_improving_tiles(app_page):
    page = app_page
    # 12346m999p555s17z: two isolated honours and the 4-6m shape; one tile from tenpai
    # (draw 5m, or pair the 1z or 7z).
    tap_tiles(page, "12346m999p555s17z")
    panel = waits_panel(page)
    expect(panel.get_by_test_id("shanten")).to_have_text("1")
    expect(panel.locator("[data-wait]")).to_have_count(0)
    improving = panel.locator("[data-improving]")
    assert sorted(improving.evaluate_all("items => items.map(i => i.dataset.improving)")) == ["1z", "5m", "7z"]
    expect(panel.locator('[data-improving="5m"]')).to_have_accessible_name("5 of characters, 4 left")


def test_discards_of_a_14_tile_hand_that_does_not_win(app_page):
    page = app_page
    press(page, '[data-flag="riichi"]')
    set_mode(page, "dora")
    tap_tiles(page, "2m")
    tap_tiles(page, "123m46m999p555s77z9s")
    expect(result(page).get_by_test_id("result-problem")).to_have_attribute("data-code", "not_winning")

    panel = waits_panel(page)
    expect(panel).to_have_attribute("data-state", "discards")
    best = panel.locator("[data-discard]").first
    expect(best).to_have_attribute("data-discard", "9s")  # the only discard that leaves it tenpai
    wait = best.locator('[data-wait="5m"]')
    expect(wait.get_by_test_id("wait-ron")).to_have_text("3,200")
    expect(wait.get_by_test_id("wait-tsumo")).to_have_text("5,200")
    # Every other discard leaves it one from tenpai.
    expect(panel.locator("[data-discard]")).to_have_count(9)
    expect(panel.locator("[data-discard] [data-wait]")).to_have_count(1)

    best.get_by_role("button", name="Discard 9 of bamboo: tenpai on 5 of characters, 4 left").click()
    expect(panel).to_have_attribute("data-state", "waits")
    expect(panel.locator('[data-wait="5m"]').get_by_test_id("wait-ron")).to_have_text("3,200")
