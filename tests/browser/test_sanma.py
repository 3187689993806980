"""Three-player mahjong (sanma) on the page, under tenhou_sanma, in English and in Japanese: a
hand built by tapping with two norths set aside scores as the engine scores it; the palette has
no 2m-8m and no Chi; a three-player game records a win and a draw; the chart shows tsumo-loss
payments; the waits panel pays a wait with tsumo loss.

The figures of the game and the chart are worked out by hand, not read from our output:
- The payment table (the four-player one every Japanese chart prints): a non-dealer's 2 han
  30 fu tsumo is 500 from each non-dealer and 1,000 from the dealer; 1 han 30 fu is 1,000 by
  ron, 300-500 by tsumo, 1,500 by a dealer's ron, 500 all by a dealer's tsumo; 3 han 40 fu is
  5,200, 1,300-2,600, 7,700 and 2,600 all.
- Tsumo loss (ツモ損): the two seats that are there pay what they would pay with four players;
  the absent north seat's share is not paid (docs/rules.md, "Three players").
- Honba with three players: 200 a counter on a ron, 100 from each payer on a tsumo (the
  contract's tenhou_sanma; the mahjong package and RiichiEnv pay the same).
- Tenhou's three-player game: 35,000 each at the start ("35000開始の40000点返し"); the draw
  payments are 2,000 on the table ("ノーテン罰符は場に2000点", majan-queen.com): one tenpai seat
  takes 1,000 from each of the two others. The dealer passes on when a non-dealer wins or the
  dealer is noten at a draw; a draw adds a honba (docs/game.md).
"""

import pytest
from playwright.sync_api import expect

from tenbou import score
from tenbou_page import payments, result, tap_tiles, yaku_ids

#: The hand tapped: 111m 999p 234s 55z 777z, won by tsumo on the last red dragon, two norths set
#: aside. (Menzen tsumo, red dragon, three concealed triplets and two nuki dora.)
HAND = "111m999p234s55z777z"
REQUEST = {"hand": HAND, "win_tile": "7z", "win": "tsumo", "kita": 2, "rules": "tenhou_sanma"}
NOT_IN_PLAY = [f"{rank}m" for rank in range(2, 9)] + ["0m"]
LANGS = ["en", "ja"]


def open_page(shared_page, query, wait_engine_ready):
    page = shared_page()
    page.goto(query)
    wait_engine_ready(page)
    return page


@pytest.mark.parametrize("lang", LANGS)
def test_two_norths_set_aside_score_as_the_engine_does(shared_page, wait_engine_ready, lang):
    # A four-player hand (2m, the north seat, the North round) when the three-player rules are
    # picked: what they do not have is taken out and named.
    page = open_page(shared_page, f"?hand=2m1z&seat_wind=north&round_wind=north&rules=tenhou&lang={lang}",
                     wait_engine_ready)
    expect(page.locator('.palette [data-tile="2m"]')).to_have_count(1)
    expect(page.locator('[data-mode="chi"]')).to_have_count(1)
    page.locator('[data-rules="tenhou_sanma"]').click()
    expect(page.locator('[data-rules="tenhou_sanma"]')).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("notices")).to_contain_text("2m")
    expect(page.locator('[data-testid="hand"] [data-hand-tile]')).to_have_count(1)  # the East kept
    expect(page.locator('[data-seat-wind="south"]')).to_have_attribute("aria-checked", "true")
    expect(page.locator('[data-round-wind="east"]')).to_have_attribute("aria-checked", "true")
    page.get_by_test_id("clear").click()
    # The palette: no 2m-8m (nor a red 5m) anywhere in the page, no Chi; no north seat.
    for tile in NOT_IN_PLAY:
        expect(page.locator(f'[data-tile="{tile}"]')).to_have_count(0)
    expect(page.locator('.palette [data-tile="1m"]')).to_have_count(1)
    expect(page.locator('.palette [data-tile="9m"]')).to_have_count(1)
    expect(page.locator('[data-mode="chi"]')).to_have_count(0)
    expect(page.locator('[data-mode="pon"]')).to_have_count(1)
    expect(page.locator('[data-seat-wind="north"]')).to_be_hidden()
    expect(page.locator('[data-seat-wind="west"]')).to_be_attached()
    expect(page.locator('[data-round-wind="north"]')).to_be_hidden()  # (no North round either)
    expect(page.locator('[data-round-wind="west"]')).to_be_visible()

    tap_tiles(page, HAND)
    page.locator('.quick [data-win="tsumo"]').click()
    more = page.locator('[data-step="kita"][data-delta="1"]')
    for _ in range(2):
        more.click()
    expect(page.get_by_test_id("kita")).to_have_text("2")
    for button in page.locator('[data-quick="kita"] button').all():  # one thumb: 44 px or more
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box
    badge = {"en": "2 kita", "ja": "抜きドラ2枚"}[lang]
    expect(page.get_by_test_id("badges")).to_contain_text(badge)
    assert "kita=2" in page.url

    expected = score({**REQUEST, "lang": lang})
    assert expected["ok"], expected
    region = result(page)
    expect(region.get_by_test_id("total")).to_have_text(shown_points(page, expected["total"]))
    expect(region.get_by_test_id("han")).to_have_text(str(expected["han"]))
    expect(region.get_by_test_id("fu")).to_have_text(str(expected["fu"]))
    assert yaku_ids(page) == sorted(y["id"] for y in expected["yaku"])
    assert "nukidora" in yaku_ids(page)
    assert payments(page) == expected["payments"]
    # How far the winner moves against each seat: with three players there is one other non-dealer.
    other = page.locator('[data-testid="gains"] [data-against="non_dealer"]')
    expect(other).to_contain_text({"en": "Against the other non-dealer", "ja": "もう一人の子に対して"}[lang])


def seat_score(page, seat):
    return page.locator(f'[data-testid="seat-score"][data-seat="{seat}"]')


def shown_points(page, value):
    """Points as the page's language writes them: 30,000 in English, 30000 in Japanese
    (docs/i18n.md, "Numbers")."""
    return f"{value:,}" if page.locator("html").get_attribute("lang") != "ja" else str(value)


def expect_scores(page, expected):
    for seat, value in enumerate(expected):
        expect(seat_score(page, seat)).to_have_text(shown_points(page, value))
    expect(page.get_by_test_id("seat-score")).to_have_count(len(expected))


def record(page):
    button = page.get_by_test_id("game-record")
    expect(button).to_be_enabled()
    button.click()
    expect(page.get_by_test_id("game-preview")).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_a_three_player_game_records_a_win_and_a_draw(shared_page, wait_engine_ready, lang):
    page = open_page(shared_page, f"?view=game&lang={lang}", wait_engine_ready)
    form = page.get_by_test_id("game-new")
    expect(form).to_be_visible()
    form.locator('[data-game-rules="tenhou_sanma"]').click()
    names = form.get_by_test_id("game-new-name")
    expect(names).to_have_count(3)
    for seat, name in enumerate(["Ann", "Bo", "Cy"]):
        names.nth(seat).fill(name)
    form.get_by_test_id("game-start").click()
    expect_scores(page, [35000, 35000, 35000])
    expect(page.locator('[data-testid="seat-score"][data-seat="3"]')).to_have_count(0)

    # East 1, Bo (South) wins 2 han 30 fu by tsumo: 1,000 from the dealer Ann, 500 from Cy;
    # the north seat's 500 is lost.
    entry = page.get_by_test_id("game-entry")
    entry.locator('[data-entry-kind="win"]').click()
    expect(entry.locator("[data-winner]")).to_have_count(3)
    entry.locator('[data-winner="1"]').click()
    entry.locator('[data-from="tsumo"]').click()
    block = entry.locator('[data-testid="game-winner"][data-seat-of="1"]')
    block.locator('[data-han-pick="2"]').click()
    block.locator('[data-fu-pick="30"]').click()
    record(page)
    expect_scores(page, [34000, 36500, 34500])

    # East 2 (Bo deals): a draw with only Ann tenpai: 1,000 from each of Bo and Cy. The dealer
    # was noten: the deal passes to Cy, with one honba.
    entry.locator('[data-entry-kind="draw"]').click()
    expect(entry.locator("[data-tenpai]")).to_have_count(3)
    entry.locator('[data-tenpai="0"]').click()
    record(page)
    expect_scores(page, [36000, 35500, 33500])
    expect(page.get_by_test_id("game-honba")).to_have_text("1")
    expect(page.locator('[data-seat-card="2"] [data-testid="game-dealer"]')).to_have_count(1)


#: Cells of the tenhou_sanma chart with one honba, worked by hand from the four-player table
#: plus 200 (ron) or 100 from each payer (tsumo): (han, fu, dealer, win) -> the payment: a ron's
#: points, a non-dealer tsumo's (non-dealer, dealer), a dealer tsumo's (each,) paid by both others.
CHART_CELLS = {
    (1, 30, 0, "ron"): 1200, (1, 30, 0, "tsumo"): (400, 600), (1, 30, 1, "ron"): 1700, (1, 30, 1, "tsumo"): (600,),
    (3, 40, 0, "ron"): 5400, (3, 40, 0, "tsumo"): (1400, 2700), (3, 40, 1, "ron"): 7900, (3, 40, 1, "tsumo"): (2700,),
}


def shown(payment, lang):
    """A payment as the chart writes it: "1,200", "400-600", "600 all" (Japanese: 1200, 400・600, 600オール)."""
    number = (lambda n: f"{n:,}") if lang == "en" else str
    if isinstance(payment, int):
        return number(payment)
    if len(payment) == 2:
        return {"en": "-", "ja": "・"}[lang].join(map(number, payment))
    return number(payment[0]) + {"en": " all", "ja": "オール"}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_the_chart_shows_tsumo_loss_payments(shared_page, wait_engine_ready, lang):
    page = open_page(shared_page, f"?view=chart&rules=tenhou_sanma&honba=1&lang={lang}", wait_engine_ready)
    for (han, fu, dealer, win), payment in CHART_CELLS.items():
        cell = page.locator(f'[data-testid="chart-cell"][data-han="{han}"][data-fu="{fu}"]'
                            f'[data-dealer="{dealer}"][data-win="{win}"]')
        expect(cell).to_have_text(shown(payment, lang))
    expect(page.get_by_test_id("chart-sanma")).to_contain_text({"en": "tsumo loss", "ja": "ツモ損"}[lang])


def test_the_waits_panel_pays_as_three_players_do(shared_page, wait_engine_ready):
    # 111m 123p 456p 789s 7z with riichi, under tenhou_sanma: a single wait on the red dragon,
    # three copies left (one is in the hand). Worked out by hand:
    # - ron: riichi 1 han; 20 + 10 (concealed ron) + 8 (111m, a concealed terminal triplet) + 2
    #   (dragon pair) + 2 (single wait) = 42 -> 50 fu; a non-dealer's 1 han 50 fu ron is 1,600
    #   (the table), as with four players;
    # - tsumo: riichi + menzen tsumo 2 han; 20 + 2 (tsumo) + 8 + 2 + 2 = 34 -> 40 fu; a
    #   non-dealer's 2 han 40 fu tsumo is 1,300 from the dealer and 700 from the other
    #   non-dealer; the absent north seat's 700 is not paid (tsumo loss): 2,000, not 2,700.
    page = open_page(shared_page, "?hand=111m123456p789s7z&riichi=1&rules=tenhou_sanma", wait_engine_ready)
    panel = page.get_by_test_id("waits")
    expect(panel).to_have_attribute("data-state", "waits")
    expect(panel.locator("[data-wait]")).to_have_count(1)
    wait = panel.locator('[data-wait="7z"]')
    expect(wait).to_contain_text("3 left")
    expect(wait.get_by_test_id("wait-ron")).to_have_text("1,600")
    expect(wait.get_by_test_id("wait-tsumo")).to_have_text("2,000")
