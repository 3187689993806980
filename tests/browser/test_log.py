"""The check of a recorded game on the page, ?view=log (docs/logs.md): a public Tenhou log
picked, gzipped or pasted, one row per win marked as agreeing with the record, and the summary;
in Japanese too, and at 360 x 640 without a page wider than the screen. The expected figures are
the log's own record (tests/data/logs: 9 wins and 10 hands in this game)."""

import gzip
import re
from pathlib import Path

from playwright.sync_api import expect

LOGS = Path(__file__).parents[1] / "data" / "logs"
GAME = LOGS / "mjlog" / "2019082700gm-00a9-0000-63d1f136.xml"
SANMA = LOGS / "tenhou6" / "sanma-double_nukidora.json"


def open_log(page, site_url, wait_engine_ready, lang="en"):
    page.goto(f"{site_url}?view=log&lang={lang}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("log")).to_be_visible()


def test_a_picked_log_shows_each_win_agreeing_and_the_summary(page, site_url, wait_engine_ready):
    open_log(page, site_url, wait_engine_ready)
    page.get_by_test_id("log-file").set_input_files(str(GAME))
    expect(page.get_by_test_id("log-summary")).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    wins = page.get_by_test_id("log-win")
    expect(wins).to_have_count(9)
    expect(page.locator('[data-testid="log-win"][data-agrees="1"]')).to_have_count(9)
    expect(wins.first).to_contain_text("Recorded: Mangan, 8,000")
    expect(wins.first.locator(".log-hand .tile").first).to_be_visible()
    face = wins.first.locator(".log-hand .tile use").first.get_attribute("href")
    expect(page.locator(face)).to_be_attached()  # the face it draws is in the page: no blank tile
    assert "hand=" in wins.first.get_by_role("link").get_attribute("href")


def test_a_gzipped_log_and_a_pasted_three_player_log(page, site_url, wait_engine_ready, tmp_path):
    open_log(page, site_url, wait_engine_ready)
    zipped = tmp_path / "game.mjlog"
    zipped.write_bytes(gzip.compress(GAME.read_bytes()))
    page.get_by_test_id("log-file").set_input_files(str(zipped))
    expect(page.get_by_test_id("log-summary")).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    page.get_by_test_id("log-text").fill(SANMA.read_text(encoding="utf-8"))
    page.get_by_test_id("log-check").click()
    expect(page.get_by_test_id("log-summary")).to_have_text("8 of 8 wins and 12 of 12 hands agree")


def test_no_log_is_said_and_the_view_speaks_japanese_at_360(page, site_url, wait_engine_ready):
    page.set_viewport_size({"width": 360, "height": 640})
    open_log(page, site_url, wait_engine_ready, lang="ja")
    page.get_by_test_id("log-text").fill("hello")
    page.get_by_test_id("log-check").click()
    expect(page.locator('[data-testid="log-error"][data-code="bad_log"]')).to_contain_text("牌譜")
    page.get_by_test_id("log-file").set_input_files(str(GAME))
    expect(page.get_by_test_id("log-summary")).to_have_text("和了 9 件中 9 件、局 10 件中 10 件が一致")
    expect(page.get_by_test_id("log-rules")).to_contain_text("4人打ち、赤あり、喰いタンあり、半荘戦")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


# The game's end as its record says it (the mjlog's UN names and owari): final points by seat.
PLAYERS = ["〓超快適〓", "CLS", "るーみっく", "かづきＸＩ"]
FINAL_POINTS = ["11,000", "12,100", "44,300", "32,600"]


def test_keep_as_a_game_opens_the_game_sheet_with_the_names_and_the_final_points(page, site_url, wait_engine_ready):
    open_log(page, site_url, wait_engine_ready)
    keep = page.get_by_test_id("log-keep")
    expect(keep).to_be_hidden()  # nothing checked yet: nothing to keep
    page.get_by_test_id("log-file").set_input_files(str(GAME))
    expect(page.get_by_test_id("log-summary")).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    keep.click()
    expect(page.get_by_test_id("game")).to_be_visible()
    assert "view=game" in page.url
    for seat, (name, points) in enumerate(zip(PLAYERS, FINAL_POINTS)):
        expect(page.locator(f'[data-testid="seat-score"][data-seat="{seat}"]')).to_have_text(points)
        expect(page.locator(f'[data-seat-input="{seat}"]')).to_have_value(name)


def test_the_header_rules_are_said_and_another_profile_checks_the_game_again(page, site_url, wait_engine_ready):
    # The mjlog's GO type 169: four players, red fives, open tanyao, hanchan (docs/logs.md).
    open_log(page, site_url, wait_engine_ready)
    page.get_by_test_id("log-file").set_input_files(str(GAME))
    summary = page.get_by_test_id("log-summary")
    expect(summary).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    expect(page.get_by_test_id("log-rules")).to_have_text(
        "Rules: Tenhou, as the log's header says (4 players, red fives, open tanyao, hanchan)")
    pick = page.get_by_test_id("log-rules-pick")
    expect(pick.locator("option")).to_have_count(6)  # the header's, and the five four-player profiles
    # Mahjong Soul rounds 4 han 30 fu up to mangan (kiriage), which Tenhou does not: some wins differ.
    pick.select_option("mahjongsoul")
    expect(summary).not_to_have_text("9 of 9 wins and 10 of 10 hands agree")
    expect(summary).to_contain_text("of 9 wins")
    expect(page.locator('[data-testid="log-win"][data-agrees="0"]').first).to_contain_text("Ours: Mangan")
    # EMA 2016 starts each seat on 30,000 (the log: 25,000): the ledger cannot replay the game.
    pick.select_option("ema2016")
    expect(summary).to_contain_text("point changes are checked only in a whole game")
    expect(page.get_by_test_id("log-keep")).to_be_hidden()
    expect(page.locator("[data-deltas-agree]")).to_have_count(0)
    pick.select_option("")
    expect(summary).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    expect(page.get_by_test_id("log-keep")).to_be_visible()


def tile_code(tile_id):
    """A Tenhou tile id (0-135) as MPSZ: four copies per kind, the first 5m, 5p and 5s copies red."""
    if tile_id in (16, 52, 88):
        return "0" + "mps"[tile_id // 36]
    kind = tile_id // 4
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def signed(points):
    return f"+{points:,}" if points > 0 else f"\u2212{-points:,}" if points < 0 else "0"


def test_each_hand_shows_its_point_changes_and_the_hand_sorted_as_the_calculator_draws_it(page, site_url,
                                                                                        wait_engine_ready):
    text = GAME.read_text(encoding="utf-8")
    first_win = re.search(r'<AGARI [^>]*hai="([0-9,]+)"[^>]*machi="([0-9]+)"', text)
    hai = sorted(int(n) for n in first_win.group(1).split(","))
    machi = int(first_win.group(2))
    hai.remove(machi)
    # Tenhou's ids sort as the calculator sorts (suits m, p, s, z; a red five before the other fives).
    expected = [tile_code(n) for n in hai] + [tile_code(machi)]
    nagashi_sc = [int(n) for n in re.search(r'<RYUUKYOKU type="nm"[^>]*sc="([-0-9,]+)"', text).group(1).split(",")]
    nagashi = [signed(change * 100) for change in nagashi_sc[1::2]]

    open_log(page, site_url, wait_engine_ready)
    page.get_by_test_id("log-file").set_input_files(str(GAME))
    expect(page.get_by_test_id("log-summary")).to_have_text("9 of 9 wins and 10 of 10 hands agree")
    hands = page.get_by_test_id("log-hand")
    expect(hands).to_have_count(10)
    expect(page.locator('[data-testid="log-hand"][data-deltas-agree="1"]')).to_have_count(10)
    faces = page.get_by_test_id("log-win").first.locator(".log-hand .tile")
    assert faces.evaluate_all("tiles => tiles.map(t => t.dataset.face)")[:len(expected)] == expected
    expect(page.get_by_test_id("log-win").first.locator(".log-win-tile .tile")).to_have_attribute(
        "data-face", expected[-1])
    drawn = hands.filter(has_text="nagashi mangan")
    expect(drawn).to_have_count(1)
    expect(drawn.locator('[data-deltas="recorded"] td')).to_have_text(nagashi)
    expect(drawn.locator('[data-deltas="ours"] td')).to_have_text(nagashi)
