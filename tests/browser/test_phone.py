"""The page as a calculator held in one hand, on a phone's touch screen.

- Every control is at least 44 x 44 CSS px at 390 px wide (WCAG 2.5.5), except the palette's
  tiles, which fill the width nine to a row (ten with red fives) and are at least 34 x 48 px,
  and links inside a sentence; nothing anywhere is under 24 x 24 px (WCAG 2.5.8): at 390 x 844,
  at 360 x 640 and in the 320 px embed. All of it in every language of the page (lang=), where
  also nothing sticks out of the screen or out of its box, and no text is cut off: at 390 x 844
  in English and Japanese, at 360 x 640 and in the embed in each language (PHONE_CHECKS: the
  longer French and German texts and the narrower screen go together). A page opened once is
  checked in each language by switching it in place with the picker (tenbou_page.speak), so that
  the suite stays quick.
- The summary (tiles to go, the waits; once the hand is complete the total, han and fu, the limit
  and who pays) stays inside the screen wherever the player scrolls, while they change the
  situation, and a tap on it brings the full result into view.
- A pressed button shows a state of its own (darker, a pixel lower), and no button or link
  flashes the browser's tap rectangle; a tile keeps its own press (its face sinks).
- The layout does not shift while the page loads: cumulative layout shift under 0.02.
- While a hand is built (13 tiles with the waits, 14 with the discards, a scored hand), the hand,
  its Riichi, Dora and Ron/Tsumo, every palette tile and the summary are on one screen at 360 x
  640 and 390 x 844, uncovered, unscrolled; the situation and the full result are one tap away.
  So too with three or four called melds, with three players (their North counter beside Dora),
  while a notice about the link shows (folded to one line in the app bar until opened), and in
  a crowded situation (what is set keeps to three lines beside the hand's buttons; what does not
  fit there is counted and named by a last "+2 more").
- Screenshots at 390 x 844 (a scored hand) and 360 x 640 (a hand being built) in both themes, in
  English and Japanese, and at 360 x 640 in the light theme in the other languages in turn,
  written to the test output folder; with TENBOU_README_SHOTS=1 also copied to
  the README's docs/screenshot-{light,dark,ja-light,ja-dark}.png (390) and
  docs/screenshot-360-*.png (360).
"""

import os
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tenbou.i18n import LANGUAGES
from tenbou.road.calls import points_text
from tenbou_page import EVERY_CASE_LANGUAGES, expect_score, in_turn, result, show_in, speak, with_lang

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_1 = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"
# Most of the page's controls at once: melds, both indicator lists, a notice (folded into a button
# on a phone; unfolded, Dismiss), red fives.
BUSY = ("?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z&dora_indicators=3m4m"
        "&ura_dora_indicators=9s&honba=1&riichi_sticks=1&seat_wind=up&rules=tenhou")
# A crowded situation: three players, South round, an ura dora indicator, 2 honba, a riichi
# stick, a north set aside and the rules; CROWDED_MORE adds the dealer's seat and a house rule.
# With each, what the badges beside the hand say is set, in order, in each language.
CROWDED = ("?hand=111m999p234s55z777z&win_tile=7z&win=tsumo&kita=1&rules=tenhou_sanma&round_wind=south"
           "&dora_indicators=2p&ura_dora_indicators=1m&honba=2&riichi_sticks=1&riichi=1")
CROWDED_MORE = CROWDED.replace("rules=tenhou_sanma", "rules=%7B%22base%22%3A%22tenhou_sanma%22%2C%22kiriage%22%3Atrue%7D") \
    + "&seat_wind=east"
CROWDED_SET = {"en": ["South round", "1 ura indicator", "2 honba", "1 riichi stick", "1 kita", "Rules: Tenhou 3P"],
               "ja": ["南場", "裏ドラ表示牌1枚", "2本場", "供託1本", "抜きドラ1枚", "天鳳三麻ルール"]}
CROWDED_MORE_SET = {"en": ["Dealer", *CROWDED_SET["en"], "Kiriage mangan: on"],
                    "ja": ["親", *CROWDED_SET["ja"], "切り上げ満貫：あり"]}
DISMISS = {"en": "Dismiss", "ja": "閉じる"}
#: The last badge, when not all fit: what it shows, and what it is read as (the rest, named).
MORE = {"en": ("+{n} more", "{n} more: {rest}", ", "), "ja": ("ほか{n}件", "ほか{n}件：{rest}", "、")}
PHONES = {"390x844": {"width": 390, "height": 844}, "360x640": {"width": 360, "height": 640}}
LANGS = list(LANGUAGES)
#: (size, lang) of the phone checks: every size in English and Japanese, 360 x 640 in the others.
PHONE_CHECKS = [(size, lang) for lang in LANGS for size in PHONES if lang in EVERY_CASE_LANGUAGES or size == "360x640"]


def points(n, lang):
    """Points as `lang` writes them, by the engine's rule (docs/i18n.md, "Numbers"; the page's
    agree with it: tests/node/numbers.test.mjs): 3,200 in English, 3200 in Japanese."""
    return points_text(lang, n)


# Every control on the page that is drawn, with its size, what it is, and whether it is a link
# inside a sentence (a link with other text in the same line of its paragraph).
CONTROLS_JS = """() => [...document.querySelectorAll(
    "button, a[href], input, select, textarea, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab]")]
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
  .map((e) => {
    const box = e.getBoundingClientRect();
    const parent = e.parentElement;
    const inSentence = e.tagName === "A" && parent.textContent.trim() !== e.textContent.trim();
    return { what: e.dataset.tile ? `palette ${e.dataset.tile}` : `${e.tagName.toLowerCase()} ${(e.getAttribute("aria-label") || e.textContent).trim().slice(0, 40)}`,
             width: box.width, height: box.height, palette: Boolean(e.closest(".palette") && e.dataset.tile), inSentence };
  })"""


def controls(page):
    return page.evaluate(CONTROLS_JS)


# What is drawn but does not fit: an element sticking out of the screen's width, or content wider
# (or, where the box clips it, taller) than its box: text cut off or running out of a button.
# What is only read out (clipped to nothing, visually-hidden) does not count.
OVERFLOW_JS = r"""() => {
  const width = document.documentElement.clientWidth;
  const name = (e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/).join(".") : ""} "${(e.getAttribute("aria-label") || e.textContent).trim().slice(0, 30)}"`;
  const readOnly = (e) => {
    for (let x = e; x; x = x.parentElement) {
      const style = getComputedStyle(x);
      if (style.clip !== "auto" || x.classList.contains("sprite") || style.visibility === "hidden") return true;
    }
    return false;
  };
  const out = [];
  for (const e of document.body.querySelectorAll("*")) {
    if (!e.getClientRects().length || e.closest("svg") || readOnly(e)) continue;
    const box = e.getBoundingClientRect();
    if (box.right > width + 0.5 || box.left < -0.5) out.push(`${name(e)} sticks out: ${box.left.toFixed(1)}..${box.right.toFixed(1)}`);
    const style = getComputedStyle(e);
    if (e.clientWidth && e.scrollWidth > e.clientWidth + 1) out.push(`${name(e)} is wider than its box: ${e.scrollWidth} > ${e.clientWidth}`);
    if (style.overflowY !== "visible" && e.clientHeight && e.scrollHeight > e.clientHeight + 1) {
      out.push(`${name(e)} is cut off: ${e.scrollHeight} > ${e.clientHeight}`);
    }
  }
  return out;
}"""


def overflowing(page):
    return page.evaluate(OVERFLOW_JS)


def too_small(items, width, height):
    return [f"{c['what']}: {c['width']:.1f} x {c['height']:.1f}" for c in items
            if c["width"] < width - 0.01 or c["height"] < height - 0.01]


def smallest(items):
    return f"{min(c['width'] for c in items):.1f} x {min(c['height'] for c in items):.1f}" if items else "-"


def unfold_notices(page):
    """Tap the folded notices' button, which stands in the app bar's title place, clear of the
    bar's buttons; afterwards the notices are drawn whole, with Dismiss."""
    toggle = page.locator(".notices-toggle")
    box, tools = toggle.bounding_box(), page.locator(".app-tools").bounding_box()
    assert box["y"] >= tools["y"] - 0.5 and box["y"] + box["height"] <= tools["y"] + tools["height"] + 0.5, (box, tools)
    assert box["x"] >= 0 and box["x"] + box["width"] <= tools["x"] - 2, (box, tools)
    toggle.tap()
    expect(page.get_by_test_id("notices").locator("li").first).to_be_visible()


#: The context options of a touch phone (the shared warm context made with them).
TOUCH_PHONE = {"has_touch": True, "is_mobile": True}


@pytest.fixture
def phone(shared_page):
    """A touch phone of a given size: phone("390x844") -> a page in the shared touch context."""

    def make(size, **options):
        return shared_page(viewport=PHONES[size], **TOUCH_PHONE, **options)

    return make


@pytest.mark.parametrize("link", [EXAMPLE_1, BUSY], ids=["example-1", "busy"])
def test_controls_are_thumb_sized_at_390(phone, site_url, wait_engine_ready, link):
    """Opened once, checked in English and Japanese (switched in place by the picker)."""
    page = phone("390x844")
    page.goto(site_url + link)
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    expect(summary).to_be_visible()
    for lang in EVERY_CASE_LANGUAGES:
        speak(page, lang, redrawn=summary)
        found = controls(page)
        tiles = [c for c in found if c["palette"]]
        others = [c for c in found if not c["palette"] and not c["inSentence"]]
        assert len(tiles) == (37 if "tenhou" in link else 34), lang
        assert too_small(others, 44, 44) == [], lang
        assert too_small(tiles, 34, 48) == [], lang
        print(f"\n390x844 {link[:20]} {lang}: {len(others)} controls, smallest {smallest(others)}; "
              f"{len(tiles)} palette tiles, smallest {smallest(tiles)}")
        # The tiles fill the palette's width: nine to a row, ten where red fives are offered.
        rows = page.locator(".palette-row").evaluate_all("rows => rows.map((r) => r.children.length)")
        assert rows == ([10, 10, 10, 7] if "tenhou" in link else [9, 9, 9, 7])
        grid = page.locator(".palette-grid").bounding_box()
        first = page.locator(".palette-row").first.locator("button").evaluate_all(
            "bs => bs.map((b) => b.getBoundingClientRect()).map((r) => [r.left, r.right])")
        assert abs(first[0][0] - grid["x"]) < 1 and abs(first[-1][1] - (grid["x"] + grid["width"])) < 1
        assert overflowing(page) == [], lang
        if link == BUSY:  # its notice, folded (above) and unfolded
            unfold_notices(page)
            assert too_small([c for c in controls(page) if not c["palette"] and not c["inSentence"]], 44, 44) == [], lang
            assert overflowing(page) == [], lang


@pytest.mark.parametrize(("link", "langs"), [(EXAMPLE_1, EVERY_CASE_LANGUAGES), (BUSY, LANGS)], ids=["example-1", "busy"])
def test_nothing_is_under_24_px_at_360(phone, site_url, wait_engine_ready, link, langs):
    """Opened once, checked in each of `langs` (switched in place by the picker)."""
    page = phone("360x640")
    page.goto(site_url + link)
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    expect(summary).to_be_visible()
    for lang in langs:
        speak(page, lang, redrawn=summary)
        found = controls(page)
        assert too_small(found, 24, 24) == [], lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, lang
        assert overflowing(page) == [], lang
        others = [c for c in found if not c["palette"]]
        print(f"\n360x640 {link[:20]} {lang}: {len(others)} controls, smallest {smallest(others)}; "
              f"palette tiles smallest {smallest([c for c in found if c['palette']])}")
        if link == BUSY:  # its notice, folded (above) and unfolded
            unfold_notices(page)
            assert too_small(controls(page), 24, 24) == [], lang
            assert overflowing(page) == [], lang


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_under_24_px_in_the_320_embed(shared_page, site_url, wait_engine_ready, lang):
    page = shared_page(viewport={"width": 320, "height": 700}, **TOUCH_PHONE)
    page.goto(site_url + with_lang("?embed=1&" + BUSY[1:], lang))
    wait_engine_ready(page)
    found = controls(page)
    assert too_small(found, 24, 24) == []
    link = page.locator(".embed-credit a").bounding_box()
    assert link and link["height"] >= 44, link  # the link to the full page is a control of its own
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert overflowing(page) == []
    print(f"\n320 embed: {len(found)} controls, smallest {smallest([c for c in found if not c['palette']])}; "
          f"palette tiles smallest {smallest([c for c in found if c['palette']])}")


# ---- Building a hand on one screen ----

# What a phone shows while a hand is built: each palette tile, the hand's tiles and controls and
# the summary, with its box, whether it lies wholly in the viewport, and whether the point at its
# middle is the element itself (not covered by anything else: the summary, a panel).
ON_SCREEN_JS = """() => {
  const look = (e, what) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { what, top: r.top, bottom: r.bottom, width: r.width, height: r.height,
             inside: r.top >= -0.5 && r.bottom <= innerHeight + 0.5 && r.left >= -0.5 && r.right <= innerWidth + 0.5,
             uncovered: Boolean(hit && (hit === e || e.contains(hit))) };
  };
  return {
    scrollY, marked: document.querySelectorAll('[data-testid="hand"] .tile.win').length,
    palette: [...document.querySelectorAll(".palette [data-tile]")].map((e) => look(e, e.dataset.tile)),
    hand: [...document.querySelectorAll('[data-testid="hand"] [data-hand-tile]')].map((e) => look(e, e.dataset.handTile)),
    controls: [...document.querySelectorAll('.hand-panel [data-flag="riichi"], .hand-panel [data-quick="dora"], .hand-panel [data-win]')]
      .map((e) => look(e, e.dataset.flag ?? e.dataset.quick ?? e.dataset.win)),
    summary: look(document.querySelector('[data-testid="summary"]'), "summary"),
  };
}"""


def assert_on_one_screen(page, state, palette_tiles=34):
    """The hand, its Riichi, Dora, Ron and Tsumo, every palette tile (`palette_tiles` of them) and
    the summary are all on the screen, uncovered, with the page not scrolled; hand tiles are at
    least 44 px."""
    seen = page.evaluate(ON_SCREEN_JS)
    assert seen["scrollY"] == 0, state
    assert len(seen["palette"]) == palette_tiles and seen["hand"] and len(seen["controls"]) == 4, state
    hidden = [f"{x['what']} {x['top']:.0f}..{x['bottom']:.0f}"
              for x in seen["palette"] + seen["hand"] + seen["controls"] + [seen["summary"]]
              if not (x["inside"] and x["uncovered"])]
    assert hidden == [], f"{state}: off screen or covered: {hidden}"
    assert too_small(seen["hand"], 44, 44) == [], state
    return seen


def assert_badges_name(page, is_set, lang, count):
    """The badges beside the hand show the first of what `is_set` (in order), and a last badge
    ("+2 more") names the rest, if any, for those who hear it. In a language whose words are not
    written here (is_set None), the badges shown and the number the last one gives make `count`."""
    badges = page.locator('.hand-panel [data-testid="badges"]')
    shown = badges.locator("li:not([hidden]):not([data-testid=badges-more])").all_inner_texts()
    more = badges.get_by_test_id("badges-more")
    if is_set is None:
        assert len(shown) <= count
        if len(shown) < count:
            drawn = more.locator("[aria-hidden=true]").inner_text()
            assert re.search(rf"(?<!\d){count - len(shown)}(?!\d)", drawn), (drawn, shown, count)
            assert "·" not in more.aria_snapshot(), more.aria_snapshot()
        else:
            expect(more).to_have_count(0)
        return
    rest = is_set[len(shown):]
    assert shown == is_set[:len(shown)], (shown, is_set)
    if not rest:
        expect(more).to_have_count(0)
        return
    drawn, heard, separator = MORE[lang]
    expect(more.locator("[aria-hidden=true]")).to_have_text(drawn.format(n=len(rest)))
    expect(more.locator(".visually-hidden")).to_have_text(heard.format(n=len(rest), rest=separator.join(rest)))
    # The dots between badges are drawn, not read out: what a screen reader hears of the last
    # badge starts with its words.
    assert "·" not in more.aria_snapshot(), more.aria_snapshot()


@pytest.mark.parametrize("size", list(PHONES))
def test_a_hand_is_built_on_one_screen(phone, site_url, wait_engine_ready, size):
    """While a hand is built (13 tiles with its waits, 14 that do not win with the discards, a
    complete scored hand), nothing needs scrolling: hand, palette and summary share the screen.
    Each situation is opened once and checked in each language of the size (PHONE_CHECKS), the
    page switched by its picker."""
    langs = [lang for checked, lang in PHONE_CHECKS if checked == size]
    page = phone(size)

    def in_each_language(state, check=lambda lang: None, **options):
        """Check the screen in each language, the page switched in place (no reload)."""
        seen = None
        for lang in langs:
            speak(page, lang, redrawn=summary)
            check(lang)
            seen = assert_on_one_screen(page, f"{state} ({lang})", **options)
        return seen

    page.goto(site_url + "?hand=12346m999p555s77z&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    waits = page.get_by_test_id("waits")
    expect(waits.locator('[data-wait="5m"]')).to_be_visible()  # 13 tiles: the waits are shown
    expect(summary.locator('[data-face="5m"]')).to_have_count(1)  # and glanced at in the summary
    thirteen = in_each_language("13 tiles")
    assert thirteen["marked"] == 0  # an incomplete hand has no winning tile to mark
    page.locator('.palette [data-tile="9m"]').tap()  # 14 tiles that do not win: the discards
    expect(waits).to_have_attribute("data-state", "discards")
    expect(summary).to_have_attribute("data-state", "error")
    expect(summary.locator('[data-face="9m"]')).to_have_count(1)  # discard the 9m: tenpai again
    discards = in_each_language("14 tiles, discards")
    assert discards["marked"] == 0  # 14 tiles that do not win have no winning tile either
    page.locator('[data-testid="hand"] [data-hand-tile="9m"]').tap()
    page.locator('.palette [data-tile="5m"]').tap()  # the winning tile
    expect(waits).to_be_hidden()
    total = summary.locator(".summary-total strong")
    scored = in_each_language("scored", lambda lang: expect(total).to_have_text(points(3200, lang)))  # (docs/i18n.md, Numbers)
    assert scored["marked"] == 1
    # Two called melds sit in the room the concealed tiles leave: still one screen.
    page.goto(site_url + "?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z")
    wait_engine_ready(page)
    expect(summary).to_have_attribute("data-state", "score")
    in_each_language("two melds")
    # Three or four: the concealed tiles (at most five) fill one row, the melds take the other's
    # room. Self-drawn, so that the summary says who pays in its longest words.
    page.goto(site_url + "?hand=123m55s&win_tile=5s&win=tsumo&melds=chi:456p,pon:777z,kan:9999s")
    wait_engine_ready(page)
    in_each_language("three melds", lambda lang: expect(total).to_have_text(points(1600, lang)))  # 1 han 50 fu
    page.goto(site_url + "?hand=55s&win_tile=5s&win=tsumo&melds=kan:1111m,kan:9999p,kan:2222s,ankan:1111z")
    wait_engine_ready(page)
    in_each_language("four melds", lambda lang: expect(total).to_have_text(points(32000, lang)))  # suukantsu
    # Three players: the North counter joins Riichi and Dora; the palette has no 2m-8m.
    page.goto(site_url + "?hand=11m123p999p555s777z&win_tile=7z&win=tsumo&rules=tenhou_sanma&riichi=1&kita=1&dora_indicators=1m")
    wait_engine_ready(page)
    expect(summary).to_have_attribute("data-state", "score")
    expect(page.locator('[data-quick="kita"]')).to_be_visible()
    in_each_language("three players", palette_tiles=29)
    # A crowded situation: what is set keeps to the head line's room, beside the hand's buttons;
    # what does not fit there is counted and named by the last badge (and is one tap away).
    for state, link, is_set in [("crowded", CROWDED, CROWDED_SET), ("crowded, dealer and a house rule", CROWDED_MORE, CROWDED_MORE_SET)]:
        page.goto(site_url + link)
        wait_engine_ready(page)
        expect(summary).to_have_attribute("data-state", "score")
        in_each_language(state, lambda lang, is_set=is_set: assert_badges_name(page, is_set.get(lang), lang, len(is_set["en"])),
                         palette_tiles=29)
    # A notice about the link (seat_wind=up) is one line in the app bar, in the title's place,
    # until it is opened: it pushes nothing off the screen, in each language (told again in the
    # language picked); it is opened and dismissed in the last.
    page.goto(site_url + "?hand=12346m999p555s77z5m&riichi=1&dora_indicators=2m&seat_wind=up")
    wait_engine_ready(page)
    notices = page.get_by_test_id("notices")

    def notice_folded(lang):
        expect(total).to_have_text(points(3200, lang))
        expect(notices).to_be_visible()
        assert in_view(page, notices)

    in_each_language("a notice", notice_folded)
    lang = langs[-1]
    notices.locator(".notices-toggle").tap()  # opened: it says what was ignored, and can be dismissed
    expect(notices.locator("li")).to_contain_text("seat_wind")
    expect(notices.locator("li")).to_be_visible()
    dismiss = notices.locator("button.chip")
    if lang in DISMISS:
        expect(dismiss).to_have_text(DISMISS[lang])
    dismiss.tap()
    expect(notices).to_be_hidden()
    # One tap away: the situation (a tap on what is set, by the hand) and the full result (the summary).
    page.locator(".hand-panel .badges-link").tap()
    expect(page.locator("#situation-title")).to_be_focused()
    expect(page.locator('[data-seat-wind="south"]')).to_be_in_viewport()
    summary.tap()
    expect(page.locator("#result-title")).to_be_focused()
    expect(result(page).get_by_test_id("total")).to_be_in_viewport()


def test_the_call_and_indicator_modes_keep_one_screen_at_360(phone, site_url, wait_engine_ready):
    """Tapping Dora beside the hand aims the palette at the indicators without scrolling the page,
    and in every mode but the hand's the hint line (shown there) leaves the palette's last row
    clear of the summary bar. In each language, switched in place by the picker."""
    page = phone("360x640")
    page.goto(site_url + "?hand=12346m999p555s77z5m&riichi=1")
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    for lang in LANGS:
        if page.locator("html").get_attribute("lang") != lang:
            page.locator('.modes [data-mode="hand"]').tap()
            page.evaluate("() => window.scrollTo(0, 0)")
            speak(page, lang)
        expect(summary.locator(".summary-total strong")).to_have_text(points(1600, lang))  # 1 han 50 fu
        assert_on_one_screen(page, f"hand mode ({lang})")
        page.locator('[data-quick="dora"]').tap()
        expect(page.locator(".palette")).to_have_attribute("data-mode", "dora")
        expect(page.locator("#palette-hint")).to_be_visible()
        page.wait_for_timeout(600)  # (a smooth scroll, were there one, would be under way)
        assert_on_one_screen(page, f"dora mode, from beside the hand ({lang})")
        for mode in ["chi", "pon", "kan", "ankan", "ura", "dora"]:
            page.locator(f'.modes [data-mode="{mode}"]').tap()
            expect(page.locator(".palette")).to_have_attribute("data-mode", mode)
            assert_on_one_screen(page, f"{mode} mode ({lang})")


def in_view(page, locator):
    """True when the element is wholly inside the viewport."""
    box = locator.bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= -0.5 and box["y"] + box["height"] <= size["height"] + 0.5 \
        and box["x"] >= -0.5 and box["x"] + box["width"] <= size["width"] + 0.5


@pytest.mark.parametrize("size", PHONES)
def test_summary_stays_in_view_while_the_situation_changes(phone, site_url, wait_engine_ready, size):
    page = phone(size)
    page.goto(site_url)
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    tiles = ["1m", "2m", "3m", "4m", "6m", "9p", "9p", "9p", "5s", "5s", "5s", "7z", "7z", "5m"]
    for n, tile in enumerate(tiles, start=1):
        page.locator(f'.palette [data-tile="{tile}"]').tap()
        if n < 13:  # no score before the 14th tile: the tiles still to go
            expect(summary).to_have_text(re.compile(rf"^{14 - n} more tile"))
            assert in_view(page, summary)
    page.locator('[data-flag="riichi"]').tap()
    expect(summary).to_contain_text("1,600")  # riichi alone: 1 han 50 fu
    assert in_view(page, summary)

    # Down to the situation: the summary is still on screen, and follows what is changed there.
    page.locator(".situation").evaluate("e => e.scrollIntoView({ block: 'start' })")
    page.locator('[data-add-indicator="dora"]').tap()  # the palette scrolls into view for the pick ...
    page.locator('.palette [data-tile="2m"]').tap()
    expect(summary).to_contain_text("3,200")
    expect(summary).to_contain_text("2 han 50 fu")
    expect(summary).to_contain_text("3,200 from the discarder")
    assert in_view(page, summary)
    page.locator('[data-seat-wind="east"]').evaluate("e => e.scrollIntoView({ block: 'center' })")
    page.locator('[data-seat-wind="east"]').tap()  # dealer ron, 2 han 50 fu: 4,800
    expect(summary).to_contain_text("4,800")
    assert in_view(page, summary)
    assert in_view(page, page.locator('[data-seat-wind="east"]'))

    # At the very bottom the summary still shows (it ends the page, above the footer).
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(100)
    assert in_view(page, summary)
    expect(summary).to_contain_text("4,800")

    # A tap on it brings the full result into view.
    page.evaluate("window.scrollTo(0, 0)")
    summary.tap()
    page.wait_for_function("""() => {
      const top = document.getElementById("result").getBoundingClientRect().top;
      const end = document.documentElement.scrollHeight - innerHeight;
      const under = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return Math.abs(top - under) < 2 || (top > under && Math.abs(scrollY - end) < 2);
    }""")
    expect_score(page, 2, 50, "4,800")
    assert page.evaluate("document.activeElement.id") == "result-title"


def test_summary_shows_the_limit_and_why_a_hand_cannot_score(phone, site_url, wait_engine_ready):
    page = phone("390x844")
    page.goto(site_url + "?hand=1123456789p444z7p&win_tile=7p&win=tsumo&seat_wind=west")
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    # Half flush, menzen tsumo: 4 han 40 fu, a mangan; a non-dealer tsumo pays 4,000 / 2,000.
    expect(summary).to_contain_text("8,000")
    expect(summary).to_contain_text("4 han 40 fu")
    expect(summary).to_contain_text("Mangan")
    expect(summary).to_contain_text("4,000 from the dealer, 2,000 from each of the others")
    page.locator('[data-testid="hand"] [data-hand-tile="4z"]').first.tap()
    expect(summary).to_contain_text("1 more tile")  # 13 tiles: no score, but the waits
    expect(summary).to_contain_text("Waits")
    page.locator('.palette [data-tile="3p"]').tap()  # 14 tiles that make no winning hand
    expect(summary).to_contain_text("Not a winning hand")
    expect(summary).to_contain_text("Discard")


# ---- Pressing a button ----

# Drawn buttons and links whose tap would flash the browser's tap rectangle (not transparent).
TAP_FLASH_JS = """() => [...document.querySelectorAll("button, a[href], [role=button], select")]
  .filter((e) => e.getClientRects().length && getComputedStyle(e).webkitTapHighlightColor !== "rgba(0, 0, 0, 0)")
  .map((e) => e.outerHTML.slice(0, 80))"""


def pressed_style(page, selector):
    """(filter, transform) of the element at `selector`, as drawn, and while it is pressed
    (:active forced through the DevTools protocol, as a finger holds it)."""
    style = f"""() => {{ const s = getComputedStyle(document.querySelector('{selector}')); return [s.filter, s.transform]; }}"""
    before = page.evaluate(style)
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    cdp.send("CSS.forcePseudoState", {"nodeId": node, "forcedPseudoClasses": ["active"]})
    during = page.evaluate(style)
    cdp.send("CSS.forcePseudoState", {"nodeId": node, "forcedPseudoClasses": []})
    cdp.detach()
    return before, during


def test_buttons_show_their_own_pressed_state_not_the_browsers_tap_flash(phone, site_url, wait_engine_ready):
    page = phone("390x844")
    page.goto(site_url + EXAMPLE_1)
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    assert page.evaluate(TAP_FLASH_JS) == []
    page.goto(site_url + "?hand=123m456m999p55s77z&riichi=1")  # 13 tiles: the waits, the palette open
    wait_engine_ready(page)
    expect(page.get_by_test_id("waits")).to_be_visible()
    assert page.evaluate(TAP_FLASH_JS) == []
    # A button (Riichi, Ron, a chip) darkens and sinks while pressed; a tile keeps its own press.
    for selector in ['[data-flag="riichi"]', '[data-win="tsumo"]', '#share']:
        (filter_before, move_before), (filter_during, move_during) = pressed_style(page, selector)
        assert filter_before == "none" and filter_during == "brightness(0.88)", selector
        assert move_before == "none" and move_during == "matrix(1, 0, 0, 1, 0, 1)", selector
    (_, _), (filter_during, move_during) = pressed_style(page, '.palette [data-tile="1p"]')
    assert filter_during == "none" and move_during == "matrix(1, 0, 0, 1, 0, 2)"


# ---- Layout shift on load ----

CLS_JS = """(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
})();"""


@pytest.mark.parametrize("link", ["", EXAMPLE_1, "?hand=123m4x&seat_wind=up"], ids=["empty", "scored", "notices"])
@pytest.mark.parametrize("size", PHONES)
def test_no_layout_shift_on_load(browser, site_url, size, link):
    context = browser.new_context(viewport=PHONES[size])
    context.add_init_script(CLS_JS)
    page = context.new_page()
    page.goto(site_url + link)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(result(page)).not_to_have_attribute("data-state", "waiting")
    page.wait_for_timeout(500)
    cls = page.evaluate("window.__cls")
    print(f"\nCLS on load, {size} {link or 'empty'}: {cls:.4f}")
    assert cls < 0.02
    context.close()


# ---- Screenshots ----

#: (lang, theme) of the screenshots at each size: both themes in English and Japanese, the light
#: one in the other languages of turn 1 (at 360 x 640).
SHOTS = {size: [(lang, theme) for checked, lang in PHONE_CHECKS if checked == size for theme in ("light", "dark")
                if lang in EVERY_CASE_LANGUAGES or (theme == "light" and lang in in_turn(1))] for size in PHONES}


@pytest.mark.parametrize("size", list(PHONES))
def test_phone_screenshots(shared_page, site_url, wait_engine_ready, output_path, size):
    """390 x 844: the fu guide's first example, scored; 360 x 640: the same hand being built, 13
    tiles in, with its waits in the summary. Opened once, shown in each (language, theme) of
    SHOTS in place (the picker, the system's theme)."""
    page = shared_page(viewport=PHONES[size], device_scale_factor=2, **TOUCH_PHONE)
    summary = page.get_by_test_id("summary")
    page.goto(site_url + (EXAMPLE_1 if size == "390x844" else "?hand=12346m999p555s77z&riichi=1&dora_indicators=2m"))
    wait_engine_ready(page)
    for lang, theme in SHOTS[size]:
        show_in(page, lang, theme, redrawn=summary)
        if size == "390x844":
            expect_score(page, 2, 50, points(3200, lang))  # (Japanese: no separator, docs/i18n.md)
        else:
            expect(summary.locator('[data-face="5m"]')).to_have_count(1)
        shoot(page, output_path, size, theme, lang)


def shoot(page, output_path, size, theme, lang):
    """Save the screen and the whole page as phone-<size>-[<lang>-]<theme>[-full].png."""
    name = f"{theme}" if lang == "en" else f"{lang}-{theme}"
    shot = Path(output_path) / f"phone-{size}-{name}.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot), animations="disabled")
    page.screenshot(path=str(shot.with_name(f"phone-{size}-{name}-full.png")), full_page=True, animations="disabled")
    if os.environ.get("TENBOU_README_SHOTS"):  # (a test run leaves the tracked files alone unless asked)
        shutil.copyfile(shot, ROOT / "docs" / f"screenshot-{'' if size == '390x844' else '360-'}{name}.png")
