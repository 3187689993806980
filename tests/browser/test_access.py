"""Accessibility of the page: axe-core finds nothing, the keyboard reaches everything without
a mouse (and quickly), and a screen reader hears tiles and sets named in words and each new
score once.

- axe-core is the npm package `axe-core` (pinned in package.json), injected into the page in a
  browser context with bypass_csp (the page's Content-Security-Policy forbids inline scripts;
  nothing is loaded from another origin). Every rule runs, the best practices and the
  experimental ones too, in both themes and in every language (English, and the others by the
  link's lang=): the empty page, a scored hand, a hand with errors (a link with bad values and
  a hand that is not a winning one), a three-player hand with norths set aside, the embed, dark
  mode, and the rules selector after a change. English and Japanese are checked in every state
  and theme; each other language (whose texts differ in length and script, not in colour) in one
  of OTHER_LANGUAGE_CASES in turn, and the game sheet and the embed in turns
  (tenbou_page.in_turn), so that the suite stays quick.
- The first worked example of docs/fu.md (123m456m999p555s77z won on 5m, riichi, dora indicator
  2m: 2 han 50 fu, 3,200) is entered with the keyboard alone, counting every key
  (a chord such as Control+Home counts each key), from the first Tab on a fresh page until the
  total shows: at most 35, replaying the keys the guide (docs/guide.md) gives. The focus never
  falls to <body> on the way, and stays in view as the layout changes (the waits appear after
  the 13th tile).
- Each focus indicator is a solid ring at least 2 px wide, 3:1 against what surrounds it, not
  dimmed or clipped, in both themes (WCAG 1.4.11, 2.4.13). Seat and round wind are radio
  groups: one Tab stop each, the arrow keys inside.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tenbou.road.calls import points_text
from tenbou_page import EVERY_CASE_LANGUAGES, OTHER_LANGUAGES, expect_score, in_turn, result, show_in, tap_tiles, with_lang

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
EXAMPLE_1 = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"
MAX_KEYS = 35

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

    The page is first scrolled to its start. On a phone the summary bar stays stuck to the top
    or the bottom of the screen over whatever scrolls under it, and axe's target-size rule counts
    a control that is partly under it as too small (where a finger cannot reach it until the page
    scrolls); at the start of the page the bar rests in its own place, under the palette, and
    covers nothing. That keyboard focus is never hidden under the bar is
    test_focus_is_never_hidden_under_the_summary.
    """
    page.evaluate("window.scrollTo(0, 0)")
    if page.evaluate("() => typeof axe") == "undefined":  # (once a page: a language switch keeps it)
        page.add_script_tag(content=AXE.read_text())
    found = page.evaluate(AXE_RUN_JS)
    return [f"{v['id']} ({v['help']}): " + " | ".join(v["nodes"]) for v in found]


#: The (state, theme) of the main page each other language is checked in, in turn: the most text
#: in the result, the most in messages.
OTHER_LANGUAGE_CASES = [("scored", "light"), ("error", "dark")]


def points(n, lang):
    """Points as `lang` writes them, by the engine's rule (docs/i18n.md, "Numbers"): 3,500 in
    English, 3500 in Japanese (the page agrees: tests/node/numbers.test.mjs)."""
    return points_text(lang, n)


def language_cases(turn, theme):
    """(lang, theme) pairs: both themes in English and Japanese, `theme` in the other languages of `turn`."""
    return [(lang, each) for lang in EVERY_CASE_LANGUAGES for each in ("light", "dark")] + [(lang, theme) for lang in in_turn(turn)]



def settle(page):
    """Wait for the engine and for the result to show something final (not "Scoring…")."""
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(result(page)).not_to_have_attribute("data-state", "waiting")


#: Each state of the main page axe checks, by the link that opens it.
AXE_STATES = {
    "empty": "",
    "scored": EXAMPLE_1 + "&ura_dora_indicators=9s&honba=1",  # ura dora 1s: none in the hand
    "error": "?hand=13579m2468p1357s1z&seat_wind=up&dora_indicators=2m9x&melds=foo:1m",
    "no-yaku": "?hand=234567m999p111s22s&win_tile=4m",
    "melds": "?hand=123m456p55s&win_tile=5s&win=tsumo&melds=pon:777z,ankan:1111z,chi:406m&rules=tenhou",
    # Three players: the palette without 2m-8m and Chi, the North (kita) counter and its badge.
    "sanma": "?hand=111m999p234s55z777z&win_tile=7z&win=tsumo&kita=2&rules=tenhou_sanma",
}
AXE_CASES = {state: [(lang, theme) for lang in EVERY_CASE_LANGUAGES for theme in ("light", "dark")] for state in AXE_STATES}
for i, lang in enumerate(OTHER_LANGUAGES):
    state, theme = OTHER_LANGUAGE_CASES[i % len(OTHER_LANGUAGE_CASES)]
    AXE_CASES[state].append((lang, theme))


@pytest.mark.parametrize("state", AXE_STATES)
def test_axe_finds_nothing(axe_page, site_url, state):
    """Each state of the main page, opened once, in each (language, theme) of AXE_CASES."""
    page = axe_page()
    page.goto(site_url + AXE_STATES[state])
    settle(page)
    for lang, theme in AXE_CASES[state]:
        show_in(page, lang, theme, redrawn=result(page))
        expect(result(page)).not_to_have_attribute("data-state", "waiting")
        if state == "scored":
            expect(result(page).get_by_test_id("total")).to_have_text(points(3500, lang))
        assert axe_violations(page) == [], (lang, theme)


@pytest.mark.parametrize("lang", EVERY_CASE_LANGUAGES)
def test_axe_finds_nothing_in_the_rules_selector(axe_page, site_url, lang):
    page = axe_page()
    page.goto(site_url + with_lang(EXAMPLE_1, lang))
    settle(page)
    page.locator('[data-rules="mahjongsoul"]').click()
    expect(page.locator('[data-rules="mahjongsoul"]')).to_have_attribute("aria-pressed", "true")
    if lang == "en":
        expect(page.get_by_test_id("rules")).to_have_text("Mahjong Soul")
    expect(page.locator('.palette [data-tile="0p"]')).to_have_count(1)  # red fives now offered
    settle(page)
    page.locator(".rules-picker").scroll_into_view_if_needed()
    assert axe_violations(page) == []


def test_axe_finds_nothing_in_the_game_sheet(axe_page, site_url):
    """The game sheet (?view=game): the new game form, then a game with an entry being made
    (its payments shown), the hands and the standings; each in every (language, theme) of
    language_cases(0, "light"), switched in place."""
    cases = language_cases(0, "light")
    page = axe_page()
    page.goto(site_url + "?view=game")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(page.get_by_test_id("game-new")).to_be_visible()
    for lang, theme in cases:
        show_in(page, lang, theme)
        expect(page.get_by_test_id("game-new")).to_be_visible()
        assert axe_violations(page) == [], (lang, theme)
    page.get_by_test_id("game-start").click()
    page.locator('[data-riichi-seat="1"]').click()
    expect(page.get_by_test_id("game-sticks")).to_have_text("1")
    entry = page.get_by_test_id("game-entry")
    entry.locator('[data-winner="1"]').click()
    entry.locator('[data-from="0"]').click()
    entry.locator('[data-han-pick="3"]').click()
    for lang, theme in cases:
        show_in(page, lang, theme)
        expect(page.get_by_test_id("game-preview")).to_contain_text(points(3900, lang))
        expect(page.get_by_test_id("game-needs")).to_be_attached()
        assert axe_violations(page) == [], (lang, theme)


@pytest.mark.parametrize(("lang", "theme"), language_cases(1, "dark"))
def test_axe_finds_nothing_in_the_embed(axe_page, site_url, theme, lang):
    page = axe_page(viewport={"width": 320, "height": 700}, color_scheme=theme)
    page.goto(site_url + with_lang("?embed=1&" + EXAMPLE_1[1:], lang))
    settle(page)
    expect(page.get_by_test_id("total")).to_have_text(points(3200, lang))
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

# The guide's keyboard recipe (its "**Keyboard.**" paragraph): the first worked example of
# docs/fu.md, key by key, as the guide writes the keys in its `keys` block.
GUIDE = ROOT / "docs" / "guide.md"
GUIDE_KEY_NAMES = {"Right": "ArrowRight", "Left": "ArrowLeft", "Down": "ArrowDown", "Up": "ArrowUp", "Ctrl": "Control"}


def guide_keys():
    """The keys of the guide's keyboard recipe, as Playwright names them ("Ctrl+Home" -> "Control+Home")."""
    text = GUIDE.read_text().split("**Keyboard.**", 1)[1]
    block = re.search(r"```keys\n(.*?)```", text, re.DOTALL)
    assert block, "the guide's keyboard paragraph has no ```keys block"
    return ["+".join(GUIDE_KEY_NAMES.get(part, part) for part in key.split("+")) for key in block.group(1).split()]


ACTIVE_JS = """() => {
  const a = document.activeElement;
  return a === document.body || a === null ? "<body>" : `${a.tagName} ${a.getAttribute("aria-label") ?? a.textContent.trim()}`;
}"""


# The result's top is at the top of the screen (under the summary bar's room, the scroll padding), or
# the page is scrolled to its end.
RESULT_AT_TOP_JS = """() => {
  const top = document.getElementById("result").getBoundingClientRect().top;
  const end = document.documentElement.scrollHeight - innerHeight;
  const under = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0; // the summary bar's room
  return Math.abs(top - under) < 2 || (top > under && Math.abs(scrollY - end) < 2);
}"""


def key_count(key):
    """Keys pressed for a Playwright key: "Control+Home" is two."""
    return len(key.split("+"))


# Where the focused control is, if it is not wholly on screen and clear of the summary bar: "" when it is.
FOCUS_HIDDEN_JS = """() => {
  const a = document.activeElement, r = a.getBoundingClientRect();
  const bar = document.querySelector('[data-testid="summary"]');
  const b = bar && bar !== a && bar.getClientRects().length ? bar.getBoundingClientRect() : null;
  if (r.top < -0.5 || r.bottom > innerHeight + 0.5) return `off screen: ${r.top.toFixed(0)}..${r.bottom.toFixed(0)}`;
  if (b && r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5) return `under the summary: ${r.top.toFixed(0)}..${r.bottom.toFixed(0)}`;
  return "";
}"""


def test_the_guides_keyboard_recipe_scores_example_1_in_at_most_35_keys(shared_page, site_url, wait_engine_ready):
    keys_pressed = guide_keys()
    page = shared_page(viewport={"width": 360, "height": 640})
    page.goto(site_url)
    wait_engine_ready(page)
    trail = []
    for key in keys_pressed:
        page.keyboard.press(key)
        trail.append(f"{key} -> {page.evaluate(ACTIVE_JS)}")
        assert not trail[-1].endswith("<body>"), "the focus fell to <body>:\n" + "\n".join(trail)
        if len(trail) > 1:  # (the first Tab shows the focus on the app bar's toolbar)
            # The focus stays in view as the page changes under it (the waits appear after the 13th tile).
            page.wait_for_timeout(0)
            hidden = page.evaluate(FOCUS_HIDDEN_JS)
            assert not hidden, f"{trail[-1]}: {hidden}"
        if key == "Enter" and page.locator('[data-testid="hand"] [data-hand-tile]').count() == 13:
            expect(page.get_by_test_id("waits")).to_have_attribute("data-state", "waits")
            assert not page.evaluate(FOCUS_HIDDEN_JS), page.evaluate(FOCUS_HIDDEN_JS)
    keys = sum(key_count(k) for k in keys_pressed)
    said = re.search(r"takes (\d+) key presses", GUIDE.read_text())
    assert said and int(said.group(1)) == keys, "the guide's count of the keys is not the recipe's"

    expect_score(page, 2, 50, "3,200")
    expect(page.get_by_test_id("summary")).to_contain_text("3,200")
    assert keys <= MAX_KEYS, f"{keys} keys"
    print(f"\nfu guide example 1 by keyboard: {keys} keys")
    assert trail[-1] == "Enter -> BUTTON 5 of characters"  # the focus is still on the palette's 5m
    expect(page.locator('.palette [data-tile="5m"]')).to_be_disabled()  # the hand is full, the focus stays
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", "5m")


# The focused element's ring: its outline (style, width, colour, offset), the colour it is drawn
# on (the first opaque background behind it: the element's own for a ring drawn inside it, else its
# parent's), whether anything dims it (opacity under 1 on it or an ancestor), and whether an
# ancestor that clips its overflow cuts the ring off.
RING_JS = """() => {
  const a = document.activeElement, s = getComputedStyle(a);
  const width = parseFloat(s.outlineWidth), offset = parseFloat(s.outlineOffset);
  const opaque = (e) => { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor;
    if (!/rgba\\(.*, 0\\)$/.test(c) && c !== "transparent") return c; } return getComputedStyle(document.documentElement).backgroundColor; };
  let dimmed = null, clipped = null;
  const r = a.getBoundingClientRect(), out = offset + width;
  for (let e = a; e; e = e.parentElement) {
    const es = getComputedStyle(e);
    if (parseFloat(es.opacity) < 1) dimmed = e.className || e.tagName;
    if (e !== a && es.overflow !== "visible" && out > 0) {
      const c = e.getBoundingClientRect();
      if (r.left - out < c.left - 0.5 || r.right + out > c.right + 0.5 || r.top - out < c.top - 0.5 || r.bottom + out > c.bottom + 0.5) clipped = e.className || e.tagName;
    }
  }
  return { name: `${a.tagName} ${(a.getAttribute("aria-label") ?? a.textContent).trim().slice(0, 30)}`,
           style: s.outlineStyle, width, color: s.outlineColor, on: opaque(offset < 0 ? a : a.parentElement), dimmed, clipped };
}"""


def luminance(css):
    """The relative luminance (WCAG) of a CSS rgb()/rgba() colour."""
    r, g, b = (int(float(v)) for v in re.findall(r"[\d.]+", css)[:3])
    linear = [(c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_focus_ring_stands_out(shared_page, site_url, wait_engine_ready, theme):
    """WCAG 1.4.11 and 2.4.13: Tab round a scored page (every palette tile dimmed: the hand is full)
    and the 13-tile page; each stop shows a solid ring at least 2 px wide, 3:1 against the colour
    around it, not dimmed and not clipped."""
    page = shared_page(color_scheme=theme)
    weak = []
    for link in [EXAMPLE_1 + "&seat_wind=west", "?hand=123m456m999p55s77z&riichi=1"]:
        page.goto(site_url + link)
        wait_engine_ready(page)
        expect(page.get_by_test_id("summary")).not_to_have_attribute("data-state", "waiting")
        first = None
        for _ in range(120):
            page.keyboard.press("Tab")
            ring = page.evaluate(RING_JS)
            if ring["name"].startswith("BODY") or ring["name"] == first:
                break
            first = first or ring["name"]
            ratio = contrast(ring["color"], ring["on"])
            if ring["style"] in ("none", "hidden") or ring["width"] < 2 or ratio < 3 or ring["dimmed"] or ring["clipped"]:
                weak.append(f"{ring['name']}: {ring['style']} {ring['width']}px {ring['color']} on {ring['on']} "
                            f"({ratio:.2f}:1){' dimmed by ' + ring['dimmed'] if ring['dimmed'] else ''}"
                            f"{' clipped by ' + ring['clipped'] if ring['clipped'] else ''}")
    assert weak == []


def test_seat_and_round_wind_are_radio_groups(page, site_url, wait_engine_ready):
    page.goto(site_url + EXAMPLE_1)
    wait_engine_ready(page)
    seat = page.get_by_role("radiogroup", name="Seat wind")
    expect(seat.get_by_role("radio")).to_have_count(4)
    expect(seat.locator('[tabindex="0"]')).to_have_attribute("data-seat-wind", "south")  # the one set
    expect(seat.get_by_role("radio", name="South")).to_have_attribute("aria-checked", "true")
    seat.get_by_role("radio", name="South").focus()
    page.keyboard.press("ArrowRight")  # the arrows move and set: west
    expect(page.locator('[data-seat-wind="west"]')).to_be_focused()
    expect(page.locator('[data-seat-wind="west"]')).to_have_attribute("aria-checked", "true")
    expect(page.locator('[data-seat-wind="south"]')).to_have_attribute("aria-checked", "false")
    page.keyboard.press("Home")  # east: the dealer
    expect(page.locator('[data-seat-wind="east"]')).to_have_attribute("aria-checked", "true")
    expect(page.get_by_test_id("total")).to_have_text("4,800")  # dealer ron, 2 han 50 fu
    page.keyboard.press("Tab")  # one Tab stop: on to the round wind, on the wind set (east)
    expect(page.locator('[data-round-wind="east"]')).to_be_focused()
    page.keyboard.press("Shift+Tab")  # and back onto the seat wind that is set
    expect(page.locator('[data-seat-wind="east"]')).to_be_focused()


def test_palette_is_one_tab_stop_with_arrow_keys(app_page):
    page = app_page
    grid = page.get_by_role("grid", name="Tiles")
    expect(grid.locator('[tabindex="0"]')).to_have_count(1)
    expect(grid.locator("button")).to_have_count(34)
    page.locator('.palette [data-tile="1m"]').focus()
    for key, tile in [("ArrowRight", "2m"), ("End", "9m"), ("ArrowDown", "9p"), ("Home", "1p"),
                      ("ArrowUp", "1m"), ("Control+End", "7z"), ("ArrowRight", "7z"), ("ArrowUp", "7s"), ("3", "3s"), ("9", "9s"), ("0", "9s"),
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
    page.locator(".notices-toggle").focus()  # a phone shows the notices folded, in the app bar
    page.keyboard.press("Enter")  # unfolded: the focus goes to them (the button is gone)
    assert active() == "SECTION About this link"
    page.get_by_role("button", name="Dismiss").focus()
    page.keyboard.press("Enter")
    assert active() != "<body>" and active().startswith("BUTTON")
    page.get_by_test_id("clear").focus()
    page.keyboard.press("Enter")  # Clear has nothing left to clear: the focus goes to the palette
    expect(page.get_by_test_id("clear")).to_be_disabled()
    expect(page.locator(".palette [data-tile]:focus")).to_have_count(1)


def test_focus_is_never_hidden_under_the_summary(page, site_url, wait_engine_ready):
    """WCAG 2.4.11: Tab through the whole page with the summary bar showing (stuck to the top or
    the bottom of the screen); each control that takes the focus is on screen, clear of the bar."""
    page.goto(site_url + EXAMPLE_1 + "&melds=&ura_dora_indicators=9s&seat_wind=up")
    wait_engine_ready(page)
    summary = page.get_by_test_id("summary")
    expect(summary).to_contain_text("3,200")
    seen = []
    for _ in range(120):
        page.keyboard.press("Tab")
        where = page.evaluate("""() => {
          const a = document.activeElement, r = a.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="summary"]').getBoundingClientRect();
          return { name: `${a.tagName} ${a.getAttribute("aria-label") ?? a.textContent.trim().slice(0, 30)}`,
                   top: r.top, bottom: r.bottom, barTop: bar.top, isBar: a.dataset.testid === "summary" };
        }""")
        if where["name"].startswith("BODY") or where["name"] in seen[:1]:  # the page's end, or round to its start
            break
        seen.append(where["name"])
        if not where["isBar"]:
            hidden = page.evaluate(FOCUS_HIDDEN_JS)
            assert not hidden, f"{where['name']}: {hidden}"
    assert len(seen) > 30, seen  # the whole page


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
                     "triplet of 9-circles, concealed", "triplet of 5-bamboo, concealed", "pair of Red dragons"]
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
    expect(page.locator('[data-seat-wind="west"]')).to_have_attribute("aria-checked", "true")
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
    assert badges == ["Dealer", "Ippatsu", "1 ura indicator", "2 honba", "Rules: EMA 2025"]
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
