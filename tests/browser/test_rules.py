"""Browser tests of the rules selector: the same hand under each of the five profiles, switched
by clicking the selector, shows the total the profile gives and says why (the engine's notes
and fu reasons, and the profile's name); the choice is remembered between visits, the link's
`rules` wins over the remembered one, and a page without storage still works.

Every value below is worked out by hand in tests/engine/test_profiles.py (the table of
docs/rules.md and its payment rules); the page must show the same.
"""

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tenbou.faces.page_data import NOT_IN_EDITOR
from tenbou.rules import OPTIONS
from tenbou_page import query_params, result

NAMES = {"ema2025": "EMA 2025", "wrc2025": "WRC 2025", "ema2016": "EMA 2016", "tenhou": "Tenhou",
         "mahjongsoul": "Mahjong Soul"}
# The selector's order, then back to the first, so every profile is reached by a click.
ORDER = ["wrc2025", "ema2016", "tenhou", "mahjongsoul", "ema2025"]


def choose(page, rules):
    button = page.locator(f'[data-rules="{rules}"]')
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator('[data-rules][aria-pressed="true"]')).to_have_count(1)
    expect(page.get_by_test_id("rules")).to_have_text(NAMES[rules])
    expect(page.get_by_test_id("rules-summary")).to_be_visible()


def expect_total(page, rules, total):
    region = result(page)
    expect(region.get_by_test_id("rules-name")).to_have_text(NAMES[rules])
    expect(region.get_by_test_id("total")).to_have_text(total)
    assert query_params(page)["rules"] == rules


def notes(page):
    return " | ".join(result(page).locator('[data-testid="notes"] > li').all_inner_texts())


# Dealer, East round, pair of East, riichi, ron on 9s: the double-wind pair is 2 or 4 fu.
DOUBLE_WIND = "?hand=111m234p567789s11z&win_tile=9s&seat_wind=east&round_wind=east&riichi=1"
# Riichi, pinfu, pure straight, ron on 4p: 4 han 30 fu, paid as a mangan with kiriage.
KIRIAGE = "?hand=123456789m234p55s&win_tile=4p&riichi=1"
KIRIAGE_RULES = {"ema2025", "wrc2025", "mahjongsoul"}


def test_double_wind_pair_under_each_profile(page, site_url, wait_engine_ready, console_errors):
    page.goto(site_url + DOUBLE_WIND)
    wait_engine_ready(page)
    expect_total(page, "ema2025", "2,000")
    for rules in ORDER:
        choose(page, rules)
        two = rules in ("ema2025", "wrc2025")
        expect_total(page, rules, "2,000" if two else "2,400")
        expect(result(page).get_by_test_id("fu")).to_have_text("40" if two else "50")
        step = result(page).locator('[data-testid="fu-steps"] > *', has_text="double-wind")
        expect(step).to_have_count(1)
        expect(step).to_have_attribute("data-fu", "2" if two else "4")
        expect(step).to_contain_text("east wind")
    assert console_errors == []


def test_kiriage_under_each_profile(page, site_url, wait_engine_ready):
    page.goto(site_url + KIRIAGE)
    wait_engine_ready(page)
    for rules in ORDER:
        choose(page, rules)
        region = result(page)
        if rules in KIRIAGE_RULES:
            expect_total(page, rules, "8,000")
            expect(region.get_by_test_id("limit")).to_have_text("Mangan")
            expect(region.get_by_test_id("notes")).to_contain_text(
                f"Kiriage mangan ({NAMES[rules]}): 4 han 30 fu paid as a mangan")
        else:
            expect_total(page, rules, "7,700")
            expect(region.get_by_test_id("limit")).to_have_count(0)
            assert "Kiriage" not in notes(page)
        expect(region.get_by_test_id("han")).to_have_text("4")
        expect(region.get_by_test_id("fu")).to_have_text("30")


# Riichi, menzen tsumo, pinfu, iipeikou, ittsu, chinitsu and 3 dora: 15 han, non-dealer tsumo.
KAZOE = "?hand=112233456789m55m&win_tile=4m&win=tsumo&riichi=1&dora_indicators=4m"
# Red dragon pair, 123m 4(red 5)6m 999p 555s, riichi, ron on 6m.
RED_FIVE = "?hand=123m406m999p555s77z&win_tile=6m&riichi=1"
# Big three dragons and all honours, non-dealer ron.
STACKED = "?hand=777z111z22z&win_tile=2z&seat_wind=west&melds=pon:555z,pon:666z"


@pytest.mark.parametrize("link, expected", [
    (KAZOE, {"ema2025": ("24,000", "Sanbaiman", "15 han: sanbaiman, no counted yakuman under EMA 2025"),
             "wrc2025": ("24,000", "Sanbaiman", "15 han: sanbaiman, no counted yakuman under WRC 2025"),
             "ema2016": ("24,000", "Sanbaiman", "15 han: sanbaiman, no counted yakuman under EMA 2016"),
             "tenhou": ("32,000", "Yakuman", "15 han: a counted yakuman (kazoe) under Tenhou"),
             "mahjongsoul": ("32,000", "Yakuman", "15 han: a counted yakuman (kazoe) under Mahjong Soul")}),
    (STACKED, {"ema2025": ("32,000", "Yakuman", "EMA 2025 counts one yakuman at most"),
               "wrc2025": ("64,000", "Double yakuman", None),
               "ema2016": ("32,000", "Yakuman", "EMA 2016 counts one yakuman at most"),
               "tenhou": ("64,000", "Double yakuman", None),
               "mahjongsoul": ("64,000", "Double yakuman", None)}),
], ids=["kazoe", "yakuman-stacking"])
def test_limits_under_each_profile(page, site_url, wait_engine_ready, link, expected):
    page.goto(site_url + link)
    wait_engine_ready(page)
    for rules in ORDER:
        choose(page, rules)
        total, limit, note = expected[rules]
        expect_total(page, rules, total)
        expect(result(page).get_by_test_id("limit")).to_have_text(limit)
        if note:
            expect(result(page).get_by_test_id("notes")).to_contain_text(note)


def test_red_five_follows_the_selector(page, site_url, wait_engine_ready):
    page.goto(site_url + RED_FIVE + "&rules=tenhou")
    wait_engine_ready(page)
    expect_total(page, "tenhou", "3,200")
    expect(result(page).locator('[data-yaku="aka_dora"]')).to_be_visible()
    expect(page.locator('.palette [data-tile="0m"]')).to_be_visible()
    for rules in ORDER:
        choose(page, rules)
        counts = rules in ("tenhou", "mahjongsoul")
        expect_total(page, rules, "3,200" if counts else "1,600")
        expect(page.locator('.palette [data-tile="0m"]')).to_have_count(1 if counts else 0)
        expect(page.locator('[data-testid="hand"] [data-hand-tile="0m"]')).to_have_count(1)  # kept in the hand
        if counts:
            expect(result(page).locator('[data-yaku="aka_dora"]')).to_be_visible()
        else:
            expect(result(page).get_by_test_id("notes")).to_contain_text(
                f"Red fives count as plain fives under {NAMES[rules]}")
    assert query_params(page)["hand"] == "123406m999p555s77z"


def test_the_two_tenhou_buttons_are_named_apart(app_page):
    # The dealer's first-draw win and the rules profile were both called "Tenhou" in English.
    page = app_page
    expect(page.locator('[data-flag="tenhou"]')).to_contain_text("Tenhou (heaven)")
    expect(page.locator('[data-rules="tenhou"]')).to_have_text("Tenhou")


def test_summary_says_what_each_profile_does(app_page):
    page = app_page
    summary = page.get_by_test_id("rules-summary")
    expect(page.locator('[data-rules="ema2025"]')).to_have_attribute("aria-pressed", "true")  # the default
    expected = {"ema2025": ["2 fu", "kiriage", "plain fives", "sanbaiman", "one yakuman at most", "5 han"],
                "wrc2025": ["2 fu", "kiriage", "plain fives", "sanbaiman", "add up", "5 han"],
                "ema2016": ["4 fu", "no kiriage", "plain fives", "sanbaiman", "one yakuman at most", "mangan"],
                "tenhou": ["4 fu", "no kiriage", "1 han each", "counted yakuman", "add up", "no renhou"],
                "mahjongsoul": ["4 fu", "kiriage", "1 han each", "counted yakuman", "double", "no renhou"]}
    for rules in ORDER:
        choose(page, rules)
        text = summary.inner_text().lower()
        for phrase in expected[rules]:
            assert phrase in text, (rules, phrase, text)


# ---- Remembered between visits; the link wins ----

def test_choice_is_remembered_and_the_link_wins(page, site_url, wait_engine_ready):
    page.goto(site_url + KIRIAGE)
    wait_engine_ready(page)
    choose(page, "tenhou")
    expect_total(page, "tenhou", "7,700")

    page.goto(site_url + KIRIAGE)  # no rules in the link: the remembered ones
    wait_engine_ready(page)
    expect(page.locator('[data-rules="tenhou"]')).to_have_attribute("aria-pressed", "true")
    expect_total(page, "tenhou", "7,700")

    page.goto(site_url + KIRIAGE + "&rules=wrc2025")  # a link's rules win, and are not remembered
    wait_engine_ready(page)
    expect_total(page, "wrc2025", "8,000")
    page.goto(site_url)
    wait_engine_ready(page)
    expect(page.locator('[data-rules="tenhou"]')).to_have_attribute("aria-pressed", "true")
    assert query_params(page)["rules"] == "tenhou"


def test_house_rules_editor_changes_one_option_and_keeps_it(page, site_url, wait_engine_ready):
    # Every scoring option of the profile is a control made from the engine's list; one
    # changed (kiriage off) re-scores at once (4 han 30 fu: 7,700 instead of a mangan's 8,000),
    # is named in the badges beside the hand, is carried by the link and remembered here;
    # "Reset to the profile" takes it back.
    page.goto(site_url + KIRIAGE)
    wait_engine_ready(page)
    expect_total(page, "ema2025", "8,000")
    editor = page.get_by_test_id("rules-editor")
    page.get_by_test_id("rules-editor-open").click()
    # every option but the count of players, which is the profile itself
    expect(editor.locator("[data-rule-option]")).to_have_count(len([o for o in OPTIONS if o.name not in NOT_IN_EDITOR]))
    kiriage = editor.locator('[data-rule-option="kiriage"]')
    expect(kiriage).to_be_checked()
    expect(editor).to_contain_text("4 han 30 fu and 3 han 60 fu are paid as a mangan.")
    expect(editor.locator('select[data-rule-option="kazoe"]')).to_have_value("sanbaiman")
    expect(page.get_by_test_id("rules-reset")).to_be_disabled()
    kiriage.click()
    region = result(page)
    expect(region.get_by_test_id("total")).to_have_text("7,700")
    expect(region.get_by_test_id("rules-name")).to_have_text("EMA 2025 (with changes)")
    assert json.loads(query_params(page)["rules"]) == {"base": "ema2025", "kiriage": False}
    expect(page.get_by_test_id("badges")).to_contain_text("Kiriage mangan: off")

    page.goto(site_url + KIRIAGE)  # remembered on this device
    wait_engine_ready(page)
    expect(result(page).get_by_test_id("total")).to_have_text("7,700")
    expect(page.locator('[data-rule-option="kiriage"]')).not_to_be_checked()
    page.get_by_test_id("rules-editor-open").click()
    page.locator('select[data-rule-option="kazoe"]').select_option("yakuman")  # a second change
    assert json.loads(query_params(page)["rules"]) == {"base": "ema2025", "kiriage": False, "kazoe": "yakuman"}
    page.get_by_test_id("rules-reset").click()
    expect(result(page).get_by_test_id("total")).to_have_text("8,000")
    assert query_params(page)["rules"] == "ema2025"
    expect(page.get_by_test_id("badges")).not_to_contain_text("Kiriage")
    expect(page.locator('[data-rule-option="kiriage"]')).to_be_checked()


def test_page_works_without_storage(page, site_url, wait_engine_ready):
    """As in a third-party iframe with storage blocked: reading localStorage throws."""
    page.add_init_script("""Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });""")
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(site_url + KIRIAGE)
    wait_engine_ready(page)
    expect_total(page, "ema2025", "8,000")
    choose(page, "ema2016")
    expect_total(page, "ema2016", "7,700")
    assert errors == []


def test_unknown_rules_in_a_link_are_reported(page, site_url, wait_engine_ready):
    page.goto(site_url + KIRIAGE + "&rules=house")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error")).to_have_attribute("data-code", "invalid_rules")
    expect(page.locator('[data-rules][aria-pressed="true"]')).to_have_count(0)
    expect(page.get_by_test_id("rules-summary")).to_contain_text("unknown")
    choose(page, "ema2016")
    expect_total(page, "ema2016", "7,700")


# ---- Honba and riichi sticks: the points the rules give them ----

COUNTERS = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m&honba=2&riichi_sticks=1"


@pytest.mark.parametrize("link, total, note", [
    # Ron, 2 han 50 fu: 3,200; 300 per honba from the discarder, 1,000 per stick (docs/rules.md, honba).
    ("", "4,800", "The total includes 600 for 2 honba and 1,000 for 1 riichi stick."),
    # Tsumo, 3 han 40 fu (menzen tsumo): 2,600 + 2 x 1,300; each of the three payers adds 100 per honba.
    ("&win=tsumo", "6,800", "The total includes 600 for 2 honba and 1,000 for 1 riichi stick."),
    # The rules' own figures, when a link changes them.
    ("&rules=" + quote('{"base":"ema2025","honba_ron":1500,"riichi_stick":3000}'), "9,200",
     "The total includes 3,000 for 2 honba and 3,000 for 1 riichi stick."),
    ("&win=tsumo&rules=" + quote('{"base":"tenhou","honba_tsumo_each":500}'), "9,200",
     "The total includes 3,000 for 2 honba and 1,000 for 1 riichi stick."),
])
def test_the_total_says_what_honba_and_sticks_add(page, site_url, wait_engine_ready, link, total, note):
    page.goto(site_url + COUNTERS + link)
    wait_engine_ready(page)
    expect(result(page).get_by_test_id("total")).to_have_text(total)
    expect(result(page).locator(".counters-note")).to_have_text(note)
