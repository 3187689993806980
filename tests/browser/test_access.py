"""Accessibility of the page: axe-core finds nothing, the keyboard reaches everything without
a mouse (and quickly), and a screen reader hears tiles and sets named in words and each new
score once.

- axe-core is the npm package `axe-core` (pinned in package.json), injected into the page in a
  browser context with bypass_csp (the page's Content-Security-Policy forbids inline scripts;
  nothing is loaded from another origin). Every rule runs, the best practices and the
  experimental ones too, in both themes and in both languages (English, and Japanese by the
  link's lang=ja): the empty page, a scored hand, a hand with errors (a link with bad values and
  a hand that is not a winning one), the embed, dark mode, and the rules selector after a change.
- The first worked example of docs/fu.md (123m456m999p555s77z won on 5m, riichi, dora indicator
  2m: 2 han 50 fu, 3,200) is entered with the keyboard alone, counting every key
  (a chord such as Control+Home counts each key), from the first Tab on a fresh page until the
  total shows: at most 40. The focus never falls to <body> on the way.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tenbou_page import expect_score, result, tap_tiles

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
EXAMPLE_1 = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"
MAX_KEYS = 40

AXE_RUN_JS = """async () => {
  const results = await axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"] },
    resultTypes: ["violations"],
  });
  return results.violations.map((v) => ({ id: v.id, help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary.split("\\n").slice(1, 3).join(" ")}`) }));
}"""


def axe_violations(page):
    """axe-core's violations on the page, as readable strings ([] when none).

    The page is first scrolled to its end. On a phone the summary bar stays stuck to the bottom
    of the screen over whatever scrolls under it, and axe's target-size rule counts a control
    that is partly under it as too small (where a finger cannot reach it until the page
    scrolls); at the end of the page the bar rests in its own place and covers nothing. That
    keyboard focus is never hidden under the bar is test_focus_is_never_hidden_under_the_summary.
    """
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.add_script_tag(content=AXE.read_text())
    found = page.evaluate(AXE_RUN_JS)
    return [f"{v['id']} ({v['help']}): " + " | ".join(v["nodes"]) for v in found]


#: Points as each language writes them (docs/i18n.md, "Numbers"): Japanese with no separator.
POINTS = {"en": lambda text: text, "ja": lambda text: text.replace(",", "")}


def in_language(link, lang):
    """The link, opened in `lang` ("en": as it is, for the browser's English; else with lang=)."""
    if lang == "en":
        return link
    return f"{link}{'&' if '?' in link else '?'}lang={lang}"


def settle(page):
    """Wait for the engine and for the result to show something final (not "Scoring…")."""
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(result(page)).not_to_have_attribute("data-state", "waiting")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("state, link", [
    ("empty", ""),
    ("scored", EXAMPLE_1 + "&ura_dora_indicators=9s&honba=1"),  # ura dora 1s: none in the hand
    ("error", "?hand=13579m2468p1357s1z&seat_wind=up&dora_indicators=2m9x&melds=foo:1m"),
    ("no-yaku", "?hand=234567m999p111s22s&win_tile=4m"),
    ("melds", "?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z,chi:406m&rules=tenhou"),
])
def test_axe_finds_nothing(axe_page, site_url, theme, state, link, lang):
    page = axe_page(color_scheme=theme)
    page.goto(site_url + in_language(link, lang))
    settle(page)
    expect(page.locator("html")).to_have_attribute("data-theme", theme)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    if state == "scored":
        expect(result(page).get_by_test_id("total")).to_have_text(POINTS[lang]("3,500"))
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_axe_finds_nothing_in_the_rules_selector(axe_page, site_url, lang):
    page = axe_page()
    page.goto(site_url + in_language(EXAMPLE_1, lang))
    settle(page)
    page.locator('[data-rules="mahjongsoul"]').click()
    expect(page.locator('[data-rules="mahjongsoul"]')).to_have_attribute("aria-pressed", "true")
    if lang == "en":
        expect(page.get_by_test_id("rules")).to_have_text("Mahjong Soul")
    expect(page.locator('.palette [data-tile="0p"]')).to_have_count(1)  # red fives now offered
    settle(page)
    page.locator(".rules-picker").scroll_into_view_if_needed()
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_nothing_in_the_game_sheet(axe_page, site_url, theme, lang):
    """The game sheet (?view=game): the new game form, then a game with an entry being made
    (its payments shown), the hands and the standings."""
    page = axe_page(color_scheme=theme)
    page.goto(site_url + in_language("?view=game", lang))
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(page.get_by_test_id("game-new")).to_be_visible()
    assert axe_violations(page) == []
    page.get_by_test_id("game-start").click()
    page.locator('[data-riichi-seat="1"]').click()
    expect(page.get_by_test_id("game-sticks")).to_have_text("1")
    entry = page.get_by_test_id("game-entry")
    entry.locator('[data-winner="1"]').click()
    entry.locator('[data-from="0"]').click()
    entry.locator('[data-han-pick="3"]').click()
    expect(page.get_by_test_id("game-preview")).to_contain_text(POINTS[lang]("3,900"))
    expect(page.get_by_test_id("game-needs")).to_be_attached()
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_nothing_in_the_embed(axe_page, site_url, theme, lang):
    page = axe_page(viewport={"width": 320, "height": 700}, color_scheme=theme)
    page.goto(site_url + in_language("?embed=1&" + EXAMPLE_1[1:], lang))
    settle(page)
    expect(page.get_by_test_id("total")).to_have_text(POINTS[lang]("3,200"))
    # The header is not shown, but its heading is still there for screen readers, inside <main>.
    expect(page.locator("main h1")).to_have_count(1)
    expect(page.get_by_role("heading", level=1)).to_contain_text("Tenbou")
    expect(page.locator("main .embed-credit a")).to_be_visible()
    assert axe_violations(page) == []


def test_dark_switch_is_remembered_over_the_system_theme(axe_page, site_url):
    page = axe_page(color_scheme="dark")
    page.goto(site_url + EXAMPLE_1)
    settle(page)
    switch = page.get_by_role("button", name="Dark theme")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")  # the system's
    expect(switch).to_have_attribute("aria-pressed", "true")
    background = "getComputedStyle(document.documentElement).backgroundColor"
    dark_bg = page.evaluate(background)
    tile_dark = page.locator('[data-testid="hand"] .tile').first.evaluate("e => getComputedStyle(e).backgroundImage")
    switch.click()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    expect(switch).to_have_attribute("aria-pressed", "false")
    assert page.evaluate(background) != dark_bg
    # Tile faces stay ivory in both themes.
    assert tile_dark == page.locator('[data-testid="hand"] .tile').first.evaluate(
        "e => getComputedStyle(e).backgroundImage")
    assert "255, 254, 250" in tile_dark
    page.reload()  # the choice wins over the system's dark, from the first paint on
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert page.evaluate("localStorage.getItem('tenbou.theme')") == "light"
    other = axe_page(color_scheme="dark")  # and on the next visit, the system still dark
    other.goto(site_url)
    expect(other.locator("html")).to_have_attribute("data-theme", "light")
    expect(other.get_by_role("button", name="Dark theme")).to_have_attribute("aria-pressed", "false")


def test_theme_follows_the_system_until_chosen(axe_page, site_url):
    page = axe_page(color_scheme="light")
    page.goto(site_url)
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(page.get_by_role("button", name="Dark theme")).to_have_attribute("aria-pressed", "true")


# ---- Keyboard ----

# The first worked example of docs/fu.md by keyboard alone. The rows of the palette are m, p, s, z; the
# dora indicator and riichi first, since they sit between the page's start and the tiles.
EXAMPLE_1_KEYS = (
    ["Tab", "Tab",                 # the app bar's toolbar (language, theme, tile faces, Copy link: one
                                   # stop), Random hand (Winning tile and Clear are off: no hand yet)
     "Tab", "Space",               # Riichi, beside the hand: on
     "Tab", "Enter",               # Dora: the palette takes the focus, on its first tile (1m)
     "ArrowRight", "Enter",        # 2m: the dora indicator; the palette adds to the hand again
     "ArrowDown", "End", "Enter", "Enter", "Enter",      # 9p 9p 9p
     "ArrowDown", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft", "Enter", "Enter", "Enter",  # 5s 5s 5s
     "ArrowDown", "End", "Enter", "Enter",               # 7z 7z
     "Control+Home", "Enter",                             # 1m
     "ArrowRight", "Enter", "ArrowRight", "Enter", "ArrowRight", "Enter",  # 2m 3m 4m
     "ArrowRight", "ArrowRight", "Enter",                 # 6m
     "ArrowLeft", "Enter"])                               # 5m, the 14th tile: the winning tile

ACTIVE_JS = """() => {
  const a = document.activeElement;
  return a === document.body || a === null ? "<body>" : `${a.tagName} ${a.getAttribute("aria-label") ?? a.textContent.trim()}`;
}"""


# The result's top is at the top of the screen, or the page is scrolled to its end.
RESULT_AT_TOP_JS = """() => {
  const top = document.getElementById("result").getBoundingClientRect().top;
  const end = document.documentElement.scrollHeight - innerHeight;
  return Math.abs(top) < 2 || (top > 0 && Math.abs(scrollY - end) < 2);
}"""


def key_count(key):
    """Keys pressed for a Playwright key: "Control+Home" is two."""
    return len(key.split("+"))


def test_fu_guide_example_1_in_at_most_40_keys(page, site_url, wait_engine_ready):
    page.goto(site_url)
    wait_engine_ready(page)
    trail = []
    for key in EXAMPLE_1_KEYS:
        page.keyboard.press(key)
        trail.append(f"{key} -> {page.evaluate(ACTIVE_JS)}")
        assert not trail[-1].endswith("<body>"), "the focus fell to <body>:\n" + "\n".join(trail)
    keys = sum(key_count(k) for k in EXAMPLE_1_KEYS)
    expect_score(page, 2, 50, "3,200")
    expect(page.get_by_test_id("summary")).to_contain_text("3,200")
    assert keys <= MAX_KEYS, f"{keys} keys"
    print(f"\nfu guide example 1 by keyboard: {keys} keys")
    assert trail[-1] == "Enter -> BUTTON 5 of characters"  # the focus is still on the palette's 5m
    expect(page.locator('.palette [data-tile="5m"]')).to_be_disabled()  # the hand is full, the focus stays
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "5m")


def test_palette_is_one_tab_stop_with_arrow_keys(app_page):
    page = app_page
    grid = page.get_by_role("grid", name="Tiles")
    expect(grid.locator('[tabindex="0"]')).to_have_count(1)
    expect(grid.locator("button")).to_have_count(34)
    page.locator('.palette [data-tile="1m"]').focus()
    for key, tile in [("ArrowRight", "2m"), ("End", "9m"), ("ArrowDown", "9p"), ("Home", "1p"),
                      ("ArrowUp", "1m"), ("Control+End", "7z"), ("ArrowRight", "7z"), ("ArrowUp", "7s"),
                      ("Control+Home", "1m"), ("ArrowLeft", "1m")]:
        page.keyboard.press(key)
        expect(page.locator(".palette [data-tile]:focus")).to_have_attribute("data-tile", tile)
        expect(grid.locator('[tabindex="0"]')).to_have_attribute("data-tile", tile)
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    expect(page.locator('[data-testid="hand"] [data-hand-tile="1m"]')).to_have_count(2)
    page.keyboard.press("Shift+Tab")  # out of the grid, and back in on the same tile
    page.keyboard.press("Tab")
    expect(page.locator(".palette [data-tile]:focus")).to_have_attribute("data-tile", "1m")


def test_hand_keys_move_remove_and_pick_the_winning_tile(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1")
    wait_engine_ready(page)
    hand = page.get_by_role("toolbar", name="Concealed tiles")
    expect(hand.locator('[tabindex="0"]')).to_have_count(1)
    focused = page.locator('[data-testid="hand"] [data-hand-tile]:focus')
    hand.locator('[data-hand-tile="1m"]').focus()
    page.keyboard.press("ArrowRight")
    expect(focused).to_have_attribute("data-hand-tile", "2m")
    page.keyboard.press("ArrowDown")  # the second drawn row (7 tiles a row on a phone)
    expect(focused).to_have_attribute("data-hand-tile", "5s")
    page.keyboard.press("End")
    expect(focused).to_have_class(re.compile(r"\bwin\b"))
    page.keyboard.press("Home")
    page.keyboard.press("w")  # 1m becomes the winning tile; the focus goes with it
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "1m")
    expect(focused).to_have_class(re.compile(r"\bwin\b"))
    page.keyboard.press("Home")
    page.keyboard.press("Delete")  # 2m out; the focus stays in the hand, on the next tile
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(13)
    expect(focused).to_have_attribute("data-hand-tile", "3m")
    for _ in range(13):
        page.keyboard.press("Backspace")
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(0)
    # The hand is empty: the focus went to the palette, where the next tile comes from.
    expect(page.locator(".palette [data-tile]:focus")).to_have_count(1)


def test_focus_never_falls_to_the_page(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m456p55s&win_tile=5s&melds=pon:777z&dora_indicators=3m4m&xyz=1&seat_wind=up")
    wait_engine_ready(page)
    active = lambda: page.evaluate(ACTIVE_JS)  # noqa: E731
    box = page.get_by_test_id("hand-text")
    box.focus()
    box.fill("123m456p55s1z [777z]")
    box.press("Enter")  # done: the box shows the hand as read, and the focus goes to that hand
    expect(box).to_have_value("123m456p55s1z [777z]")  # (12 tiles: no winning tile apart)
    assert active().startswith("BUTTON") and "press to remove" in active(), active()
    box.focus()
    box.fill("12x")
    box.press("Escape")  # undoes the typing, and keeps the focus in the box
    assert active().startswith("INPUT")
    expect(box).to_have_value("123m456p55s1z [777z]")
    box.fill("")
    box.press("Enter")  # no tiles to go to: the focus goes to the palette
    expect(page.locator(".palette [data-tile]:focus")).to_have_count(1)
    box.fill("123m456p55s1z [777z]")  # the hand again, with the meld, for the meld below
    box.press("Enter")
    page.locator('[data-meld="pon:777z"]').focus()
    page.keyboard.press("Enter")  # the last meld goes: the focus goes to the hand's tiles
    assert active().startswith("BUTTON") and "press to remove" in active()
    page.locator('[data-indicator="3m"]').focus()
    page.keyboard.press("Enter")  # to the next indicator ...
    assert active() == "BUTTON Remove indicator 4 of characters"
    page.keyboard.press("Enter")  # ... and then to "+ Add"
    assert active() == "BUTTON + Add a dora indicator"
    page.get_by_role("button", name="Dismiss").focus()
    page.keyboard.press("Enter")
    assert active() != "<body>" and active().startswith("BUTTON")
    page.get_by_test_id("clear").focus()
    page.keyboard.press("Enter")  # Clear has nothing left to clear: the focus goes to the palette
    expect(page.get_by_test_id("clear")).to_be_disabled()
    expect(page.locator(".palette [data-tile]:focus")).to_have_count(1)


def test_focus_is_never_hidden_under_the_summary(page, site_url, wait_engine_ready):
    """WCAG 2.4.11: Tab through the whole page with the summary bar showing; each control that
    takes the focus is scrolled clear of the bar."""
    page.goto(site_url + EXAMPLE_1 + "&melds=&ura_dora_indicators=9s&seat_wind=up")
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    expect(summary).to_contain_text("3,200")
    seen = []
    for _ in range(80):
        page.keyboard.press("Tab")
        where = page.evaluate("""() => {
          const a = document.activeElement, r = a.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="summary"]').getBoundingClientRect();
          return { name: `${a.tagName} ${a.getAttribute("aria-label") ?? a.textContent.trim().slice(0, 30)}`,
                   top: r.top, bottom: r.bottom, barTop: bar.top, isBar: a.dataset.testid === "summary" };
        }""")
        if where["isBar"]:
            break
        seen.append(where["name"])
        assert where["bottom"] <= where["barTop"] + 0.5 and where["top"] >= 0, where
    assert len(seen) > 30, seen  # the whole page, up to the bar itself


# ---- Screen readers ----

def test_tiles_and_sets_are_named_in_words(page, site_url, wait_engine_ready):
    page.goto(site_url + "?hand=123m406m999p555s77z&win_tile=0m&riichi=1&rules=tenhou")
    wait_engine_ready(page)
    hand = page.get_by_test_id("hand")
    expect(hand.locator(".tile.win")).to_have_attribute(
        "aria-label", "5 of characters, red five, winning tile, press to remove")
    expect(hand.locator('[data-hand-tile="9p"]').first).to_have_attribute("aria-label", "9 of circles, press to remove")
    page.get_by_test_id("pick-win").click()
    expect(hand.locator('[data-hand-tile="7z"]').first).to_have_attribute(
        "aria-label", "Red dragon, press to make it the winning tile")
    page.get_by_test_id("pick-win").click()
    reading = result(page).get_by_role("list", name="Sets and pair")
    expect(reading.get_by_role("listitem")).to_have_count(5)
    names = reading.get_by_role("img").evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))")
    assert names == ["run of 1, 2, 3 characters, concealed",
                     "run of 4, 5, 6 characters, concealed, with a red five, completed by the winning tile",
                     "triplet of 9 circles, concealed", "triplet of 5 bamboo, concealed", "pair of Red dragons"]
    # The tiles inside a set are not read one by one.
    assert reading.locator(".tile").evaluate_all("els => els.every((e) => e.getAttribute('aria-hidden') === 'true')")


def test_the_score_is_the_only_live_region_and_speaks_once_per_change(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1)
    wait_engine_ready(page)
    live = page.locator("[aria-live], [role=status], [role=alert], [role=log], [role=marquee], [role=timer]")
    expect(live).to_have_count(1)
    expect(live).to_have_text("3,200 points: 2 han 50 fu, from the discarder")
    page.evaluate("""() => {
      const region = document.querySelector("[aria-live]");
      window.__said = [];
      new MutationObserver(() => window.__said.push(region.textContent)).observe(region,
        { childList: true, characterData: true, subtree: true });
    }""")
    # Non-dealer tsumo with riichi, menzen tsumo and a dora: 3 han 40 fu, 1,300 / 2,600 (the
    # payment table: base 40 x 2^5 = 1,280 -> 1,300 and 2,600).
    page.locator('[data-win="tsumo"]').click()
    expect(result(page).get_by_test_id("total")).to_have_text("5,200")
    page.locator('[data-seat-wind="west"]').click()  # same score: nothing new to say
    expect(page.locator('[data-seat-wind="west"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_timeout(500)  # (time for any late change)
    assert page.evaluate("window.__said") == [
        "5,200 points: 3 han 40 fu, 2,600 from the dealer and 1,300 from each of the others"]
    # Nothing else on the page speaks by itself: the result, the palette's hint and the rules'
    # summary are read when the user goes to them.
    for selector in ('[data-testid="result"]', "#palette-hint", '[data-testid="rules-summary"]',
                     '[data-testid="error"]', '[data-testid="notices"]', '[data-testid="engine-status"]'):
        assert page.locator(selector).evaluate(
            "e => !e.closest('[aria-live], [role=status], [role=alert]')"), selector


def test_what_is_set_shows_beside_the_hand(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1 + "&win=tsumo&seat_wind=east&ippatsu=1&honba=2&ura_dora_indicators=3p")
    wait_engine_ready(page)
    panel = page.locator(".hand-panel")
    expect(panel.locator('[data-flag="riichi"]')).to_have_attribute("aria-pressed", "true")
    expect(panel.locator('[data-win="tsumo"]')).to_have_attribute("aria-pressed", "true")
    expect(panel.locator('[data-quick="dora"] [data-face="2m"]')).to_have_count(1)
    badges = panel.get_by_test_id("badges").locator("li").all_inner_texts()
    assert badges == ["East seat · dealer", "Ippatsu", "Ura dora indicators: 1", "2 honba", "Rules: EMA 2025"]
    # Dora beside the hand aims the palette at the indicators and hands it the focus.
    panel.locator('[data-quick="dora"]').click()
    expect(page.locator('.palette [data-mode="dora"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".palette [data-tile]:focus")).to_have_count(1)
    tap_tiles(page, "9s")
    expect(panel.locator('[data-quick="dora"] [data-face]')).to_have_count(2)
    expect(page.locator('.palette [data-mode="hand"]')).to_have_attribute("aria-pressed", "true")


def test_reduced_motion_scrolls_at_once(shared_page, site_url, wait_engine_ready):
    page = shared_page(reduced_motion="reduce")
    page.goto(site_url + EXAMPLE_1)
    wait_engine_ready(page)
    expect(page.get_by_test_id("summary")).to_contain_text("3,200")
    assert page.locator(".engine-status").evaluate("e => getComputedStyle(e, '::before').animationName") == "none"
    page.get_by_test_id("summary").click()
    # No smooth scroll: the result is as far up as the page goes at once, the focus on its heading.
    assert page.evaluate(RESULT_AT_TOP_JS), page.evaluate("[scrollY, document.getElementById('result').getBoundingClientRect().top]")
    assert page.evaluate("document.activeElement.id") == "result-title"
