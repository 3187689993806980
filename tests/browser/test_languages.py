"""The page in each of its languages (English, Japanese, and the others of js/texts.js LANGUAGES).

- `?lang=ja` opens the page in Japanese (<html lang="ja">): its own words from js/lang/ja.js, and
  the engine's (yaku, fu steps, rules) asked for in Japanese, with the same numbers as in English.
- With no `lang` in the link, a browser whose language is Japanese (Playwright's `locale`, which
  sets navigator.languages) gets Japanese; one whose language the page does not speak (Traditional
  Chinese) gets English.
- The language picker in the app bar names every language in itself, shows the page in the one
  picked at once, with the hand kept, and is remembered on the next visit; a link's `lang` wins
  over it, and it over the browser's.
- The share link keeps `lang=ja` (an English page's links stay as they were, without `lang`).

The Japanese terms checked are the standard ones (Japanese Wikipedia, 麻雀の役一覧): 立直 for
riichi, ドラ for dora, 符 and 翻 for fu and han.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tenbou_page import expect_score, query_params, result, tap_tiles

DIST = Path(__file__).resolve().parents[2] / "dist"
EXAMPLE_1 = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"
# Japanese script (kana and kanji) in a text, and an English word of three letters or more.
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


@pytest.fixture
def open_in(shared_page, site_url, wait_engine_ready):
    """open_in(locale, link="", init_script=None, requests=None) -> a new phone tab whose browser
    language is `locale` (e.g. "ja-JP"; the shared warm context made with it), opened at `link`
    with the engine ready; `init_script` runs in the tab before the page's own scripts; the URL of
    every request of the tab is appended to the list `requests`, if given. The tabs of one locale
    in one test share the site's storage, as tabs of one browser do; each test starts with it empty."""

    def open_page(locale, link="", init_script=None, requests=None):
        page = shared_page(locale=locale)
        if init_script:
            page.add_init_script(init_script)
        if requests is not None:
            page.on("request", lambda request: requests.append(request.url))
        page.goto(site_url + link)
        wait_engine_ready(page)
        return page

    return open_page


def fu_reasons(page):
    return result(page).locator('[data-testid="fu-steps"] .reason').all_inner_texts()


def test_lang_ja_scores_in_japanese_with_the_same_numbers(open_in):
    english = open_in("en-US", EXAMPLE_1)
    expect_score(english, 2, 50, "3,200")
    english_fu = [int(x) for x in result(english).locator('[data-testid="fu-steps"] > tr').evaluate_all(
        "rows => rows.map((r) => r.dataset.fu)")]

    page = open_in("en-US", EXAMPLE_1 + "&lang=ja")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect_score(page, 2, 50, "3200")  # the same total as in English, written as Japanese writes points
    yaku = result(page).get_by_test_id("yaku")
    expect(yaku.locator('[data-yaku="riichi"]')).to_contain_text("立直")
    expect(yaku.locator('[data-yaku="dora"]')).to_contain_text("ドラ")
    expect(yaku.locator('[data-yaku="riichi"] .han')).to_have_text("1翻")
    # The fu steps: the same steps, each reason in Japanese, with no English word.
    reasons = fu_reasons(page)
    assert [int(x) for x in result(page).locator('[data-testid="fu-steps"] > tr').evaluate_all(
        "rows => rows.map((r) => r.dataset.fu)")] == english_fu
    assert reasons and all(JAPANESE.search(r) and not ENGLISH_WORD.search(r) for r in reasons), reasons
    assert fu_reasons(english) != reasons
    # The page's own words: the score line, the controls beside the hand, the summary bar.
    expect(result(page).locator(".hanfu")).to_contain_text("2翻50符")
    expect(result(page).locator(".total")).to_have_text("3200点")
    # One way of writing points everywhere in Japanese, no thousands separators (docs/i18n.md,
    # "Numbers"): the card, the call, the lines of one more han, the chart. It had 3,200点 beside
    # 申告：3200 and +1翻 6400.
    expect(result(page).get_by_test_id("call")).to_contain_text("3200")
    expect(result(page).get_by_test_id("more-han")).to_contain_text("6400")
    assert "," not in result(page).inner_text()
    expect(page.locator('[data-flag="riichi"]')).to_have_text("立直")
    expect(page.locator('[data-win="ron"]')).to_have_text("ロン")
    expect(page.get_by_test_id("summary")).to_contain_text("放銃者から3200点")
    expect(page.get_by_test_id("announce")).to_have_text("3200点：2翻50符、放銃者から")
    assert page.title().startswith("Tenbou · ")
    assert JAPANESE.search(page.title())
    # Tiles are named in Japanese, as the engine names them.
    expect(page.locator('.palette [data-tile="5p"]')).to_have_attribute("aria-label", "五筒")


def test_a_japanese_browser_gets_japanese(open_in):
    page = open_in("ja-JP", EXAMPLE_1)
    assert page.evaluate("navigator.languages")[0].startswith("ja")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect_score(page, 2, 50, "3200")
    expect(result(page).locator('[data-yaku="riichi"]')).to_contain_text("立直")
    assert all(JAPANESE.search(r) for r in fu_reasons(page))
    # The share link says so, for whoever opens it.
    expect(page).to_have_url(re.compile(r"[?&]lang=ja(&|$)"))


def test_any_other_browser_gets_english_and_links_as_before(open_in):
    # Traditional Chinese (zh-TW) is not Simplified Chinese (zh-Hans): English, not a wrong script
    # (how each browser language is matched: tests/node/catalogs.test.mjs).
    page = open_in("zh-TW", EXAMPLE_1)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(result(page).locator('[data-yaku="riichi"]')).to_contain_text("Riichi")
    assert "lang" not in query_params(page)


def page_languages(page):
    """The languages the page speaks, in the picker's order (js/texts.js LANGUAGES)."""
    return page.get_by_test_id("lang-picker").locator("option").evaluate_all("options => options.map((o) => o.value)")


def test_the_picker_names_every_language_in_itself(open_in):
    page = open_in("en-US", EXAMPLE_1)
    picker = page.get_by_test_id("lang-picker")
    expect(picker).to_have_value("en")
    expect(picker).to_have_accessible_name("Language")
    languages = page_languages(page)
    assert {"en", "ja"} <= set(languages)
    for lang in languages:  # each option in its own language, marked so that a screen reader says it so
        option = picker.locator(f'option[value="{lang}"]')
        expect(option).to_have_attribute("lang", lang)
        assert option.inner_text().strip()
    expect(picker.locator('option[value="ja"]')).to_have_text("日本語")
    expect(picker.locator('option[value="en"]')).to_have_text("English")
    box = picker.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44


def built_catalog(lang):
    """The built site's file of `lang`'s page catalog (dist/js, named after js/lang/<id>.js by the
    bundler: "ja-AB12CD34.js"), as a set of its one name."""
    return {path.name for path in (DIST / "js").glob(f"{lang}-*.js") if re.fullmatch(rf"{re.escape(lang)}-[A-Z0-9]{{8}}\.js", path.name)}


def test_the_picker_keeps_the_hand_and_is_remembered(open_in, wait_engine_ready):
    # An English visit fetches the English catalog only (js/i18n.js); the picker fetches the
    # Japanese one. 和了牌 (the winning tile) is a text of the Japanese catalog alone, in a file of its own.
    requests = []
    page = open_in("en-US", requests=requests)
    japanese_catalog, english_catalog = built_catalog("ja"), built_catalog("en")
    assert len(japanese_catalog) == 1 and len(english_catalog) == 1
    assert "和了牌" in (DIST / "js" / min(japanese_catalog)).read_text(encoding="utf-8")  # (the winning tile)
    assert "Winning tile" in (DIST / "js" / min(english_catalog)).read_text(encoding="utf-8")

    def fetched(names):
        return sorted(name for name in names if any(url.endswith("/js/" + name) for url in requests))

    assert fetched(english_catalog) == sorted(english_catalog)
    others = [name for lang in page_languages(page) if lang != "en" for name in built_catalog(lang)]
    assert len(others) == len(page_languages(page)) - 1 and fetched(others) == [], "an English visit fetched another catalog"
    tap_tiles(page, "123m46m999p555s77z5m")
    page.locator('[data-flag="riichi"]').click()
    expect_score(page, 1, 50, "1,600")
    page.locator('.palette [data-mode="dora"]').click()  # the palette's mode is kept too

    picker = page.get_by_test_id("lang-picker")
    picker.focus()
    picker.select_option("ja")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    assert fetched(japanese_catalog) == sorted(japanese_catalog)
    expect(picker).to_have_value("ja")
    expect(picker).to_have_accessible_name("言語")
    expect(picker).to_be_focused()  # the focus stays on the picker
    expect_score(page, 1, 50, "1600")  # (Japanese writes points with no separator)
    expect(result(page).locator('[data-yaku="riichi"]')).to_contain_text("立直")
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(14)
    expect(page.locator('.palette [data-mode="dora"]')).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("heading", name="手牌", exact=True)).to_be_visible()
    expect(page).to_have_url(re.compile(r"[?&]lang=ja(&|$)"))
    assert page.evaluate("localStorage.getItem('tenbou.lang')") == "ja"

    page.reload()
    wait_engine_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    other = open_in("en-US")  # a new visit, with no lang in the link
    expect(other.locator("html")).to_have_attribute("lang", "ja")
    expect(other.get_by_role("heading", name="手牌", exact=True)).to_be_visible()

    # Back to English: the links are as they always were, and English is remembered.
    other.get_by_test_id("lang-picker").select_option("en")
    expect(other.locator("html")).to_have_attribute("lang", "en")
    expect(other.get_by_role("heading", name="Hand", exact=True)).to_be_visible()
    assert "lang" not in query_params(other)
    assert other.evaluate("localStorage.getItem('tenbou.lang')") == "en"


def test_the_links_lang_wins_over_the_remembered_and_the_browsers(open_in):
    remember_ja = "localStorage.setItem('tenbou.lang', 'ja')"
    page = open_in("ja-JP", EXAMPLE_1 + "&lang=en", init_script=remember_ja)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(result(page).locator('[data-yaku="riichi"]')).to_contain_text("Riichi")
    assert query_params(page)["lang"] == "en"  # kept, so that a reload stays in English

    # The remembered choice wins over the browser's.
    page = open_in("en-US", EXAMPLE_1, init_script=remember_ja)
    expect(page.locator("html")).to_have_attribute("lang", "ja")


def test_a_language_the_page_does_not_speak_is_named(open_in):
    page = open_in("en-US", EXAMPLE_1 + "&lang=xx")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    languages = page_languages(page)
    expect(page.get_by_test_id("notices")).to_contain_text(f'Ignored lang="xx": use {", ".join(languages[:-1])} or {languages[-1]}.')
    expect_score(page, 2, 50, "3,200")
    assert "lang" not in query_params(page)


def test_copy_link_carries_lang(open_in, shared_page, wait_engine_ready):
    page = open_in("en-US", EXAMPLE_1 + "&lang=ja", init_script="""Object.defineProperty(navigator,
        "clipboard", { configurable: true, value: { writeText: async (text) => { window.__copied = text; } } });""")
    page.get_by_role("button", name="リンク").click()
    expect(page.get_by_role("button", name="コピーしました")).to_be_visible()
    copied = page.evaluate("window.__copied")
    assert re.search(r"[?&]lang=ja(&|$)", copied), copied
    assert "hand=123456m999p555s77z" in copied
    # Opened in a browser that reads English and remembers no language, the link still shows Japanese.
    assert page.evaluate("localStorage.getItem('tenbou.lang')") is None
    other = shared_page(locale="en-US")
    other.goto(copied)
    wait_engine_ready(other)
    expect(other.locator("html")).to_have_attribute("lang", "ja")
    expect_score(other, 2, 50, "3200")


def test_link_messages_and_errors_follow_the_language(open_in):
    """The page's messages about a link and the engine's errors, in Japanese, and again in English once picked."""
    page = open_in("en-US", "?hand=234567m999p111s22s&win_tile=4m&seat_wind=up&lang=ja")
    notices = page.get_by_test_id("notices")
    expect(notices).to_contain_text("seat_wind=「up」を無視しました")
    problem = result(page).get_by_test_id("result-problem")
    expect(problem).to_have_attribute("data-code", "no_yaku")
    expect(problem).to_contain_text("役なし")
    page.get_by_test_id("lang-picker").select_option("en")
    expect(notices).to_contain_text('Ignored seat_wind="up": use east, south, west or north.')
    expect(problem).to_contain_text("No yaku")
    assert not JAPANESE.search(problem.inner_text())


def test_yakuman_counts_are_named_as_the_engine_names_them(browser, modules_url):
    """One rule for engine, command line and page (js/engine-data.js YAKUMAN_NAMES): ダブル役満,
    トリプル役満, then 4倍役満 and up; never 四倍役満 beside 5倍役満."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(modules_url)
    names = page.evaluate("""async () => {
        const i18n = await import("./js/i18n.js");
        const { yakumanName } = await import("./js/ui/result.js");
        const named = async (lang) => { await i18n.setLanguage(lang); return [1, 2, 3, 4, 5, 6].map(yakumanName); };
        return { ja: await named("ja"), en: await named("en") };
    }""")
    context.close()
    assert names["ja"] == ["役満", "ダブル役満", "トリプル役満", "4倍役満", "5倍役満", "6倍役満"]
    assert names["en"] == ["Yakuman", "Double yakuman", "Triple yakuman", "Quadruple yakuman", "5× yakuman", "6× yakuman"]


def test_a_double_yakuman_in_japanese(open_in):
    # 大三元 + 字一色 under Tenhou, where different yakuman add up.
    page = open_in("en-US", "?hand=777z111z22z&win_tile=2z&seat_wind=west&melds=pon:555z,pon:666z&rules=tenhou&lang=ja")
    expect(result(page).get_by_test_id("limit")).to_have_text("ダブル役満")
    expect(result(page).get_by_test_id("notes")).to_contain_text("天鳳では異なる役満を複合する：大三元＋字一色＝ダブル役満。")
    expect(result(page).locator('[data-yaku="daisangen"] .han')).to_have_text("役満")


def test_the_waits_are_named_as_japanese_players_name_them(open_in, site_url, wait_engine_ready):
    # 555s completed by the discarded 5s beside the 77z pair: a shanpon (シャンポン, not 双碰).
    page = open_in("en-US", "?hand=123m456m999p555s77z&win_tile=5s&riichi=1&lang=ja")
    expect(result(page).locator(".wait")).to_have_text("シャンポン待ちで和了。")
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&lang=ja")
    wait_engine_ready(page)
    expect(result(page).locator(".wait")).to_have_text("嵌張待ちで和了。")
