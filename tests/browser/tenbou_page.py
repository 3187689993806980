"""Helpers for driving the Tenbou page in browser tests: tapping tiles, reading the result.

Selectors are the stable hooks of docs/api.md ("Test hooks": data-tile, data-testid, data-yaku)
plus the page's own data-* attributes for controls (data-mode, data-flag, data-win,
data-seat-wind ...).
"""

import re
from urllib.parse import parse_qsl, urlsplit

from playwright.sync_api import Page, expect

from tenbou.i18n import LANGUAGES

#: The languages the browser checks run in every case: English, the default, and Japanese, the
#: first in another script. Each other language of the page (tenbou.i18n.LANGUAGES: the page
#: speaks the engine's, tests/node/numbers.test.mjs) runs the phone layouts at 360 x 640 and the
#: main axe check, and the checks of the other views in turns (`in_turn`), so that the browser
#: suite stays quick whatever the number of languages.
EVERY_CASE_LANGUAGES = ("en", "ja")
OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang not in EVERY_CASE_LANGUAGES]


def in_turn(turn, turns=2):
    """Every `turns`-th of OTHER_LANGUAGES, from the `turn`-th: in_turn(0) and in_turn(1) share them."""
    return OTHER_LANGUAGES[turn::turns]


def speak(page: Page, lang, redrawn=None):
    """Switch the open page to `lang` with its picker (no reload: the hand and the view stay) and
    wait until it speaks it; nothing to do when it already does. `redrawn`: a locator (the
    summary, the result) whose text must change, drawn anew in `lang`, before this returns."""
    if page.locator("html").get_attribute("lang") == lang:
        return
    before = redrawn.inner_text() if redrawn is not None else None
    page.get_by_test_id("lang-picker").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    if redrawn is not None:
        expect(redrawn).not_to_have_text(before)


def show_in(page: Page, lang, theme, redrawn=None):
    """Switch the open page to `lang` (its picker; `redrawn` as speak's) and the system's theme
    to `theme` ("light" or "dark"), in place."""
    speak(page, lang, redrawn=redrawn)
    page.emulate_media(color_scheme=theme)
    expect(page.locator("html")).to_have_attribute("data-theme", theme)


def with_lang(link, lang):
    """`link` opened in `lang` ("en": as it is, in the browser's English; else with lang=<id>)."""
    return link if lang == "en" else f"{link}{'&' if '?' in link else '?'}lang={lang}"


def mpsz_tiles(text):
    """'123m77z' -> ['1m', '2m', '3m', '7z', '7z'], in the order written."""
    tiles = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", text):
        tiles += [d + suit for d in digits]
    return tiles


def tap_tiles(page: Page, text):
    """Click palette tiles in the order written in MPSZ `text`."""
    for tile in mpsz_tiles(text):
        page.locator(f'.palette [data-tile="{tile}"]').click()


def set_mode(page: Page, mode):
    """Aim the palette: hand, chi, pon, kan, ankan, dora, ura."""
    button = page.locator(f'.palette [data-mode="{mode}"]')
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def pick_winning_tile(page: Page, tile):
    """Use the "Winning tile" mode to make `tile` the winning tile."""
    page.get_by_test_id("pick-win").click()
    page.locator(f'[data-testid="hand"] [data-hand-tile="{tile}"]').first.click()
    expect(page.locator('[data-testid="hand"] .tile.win')).to_have_attribute("data-hand-tile", tile)


def press(page: Page, selector):
    """Click a toggle button (or a radio: the winds) and check it shows as pressed (checked)."""
    button = page.locator(selector)
    button.click()
    state = "aria-checked" if button.get_attribute("role") == "radio" else "aria-pressed"
    expect(button).to_have_attribute(state, "true")


def result(page: Page):
    """The result region."""
    return page.get_by_test_id("result")


def expect_score(page: Page, han, fu, total):
    """Wait for the result to show han, fu and total (total as the page prints it, e.g. '3,200')."""
    region = result(page)
    expect(region.get_by_test_id("total")).to_have_text(total)
    expect(region.get_by_test_id("han")).to_have_text(str(han))
    expect(region.get_by_test_id("fu")).to_have_text(str(fu))


def yaku_ids(page: Page):
    return sorted(result(page).locator('[data-testid="yaku"] > [data-yaku]').evaluate_all(
        "items => items.map(i => i.dataset.yaku)"))


def fu_steps(page: Page):
    """[(fu, reason), ...] as shown in the fu table, one per step."""
    rows = result(page).locator('[data-testid="fu-steps"] > *')
    return [(int(r.locator("td").nth(0).inner_text().strip().lstrip("+")), r.locator("td").nth(1).inner_text())
            for r in rows.all()]


def payments(page: Page):
    """{payer: amount} from the payments list (payer keys as in docs/api.md, "Payments and total")."""
    items = result(page).locator('[data-testid="payments"] > [data-payer]').all()
    return {i.get_attribute("data-payer"): int(i.locator("strong").inner_text().replace(",", "")) for i in items}


def query_params(page: Page):
    """The page URL's query as a dict."""
    return dict(parse_qsl(urlsplit(page.url).query, keep_blank_values=True))
