"""The practice view, ?view=practice (docs/practice.md), as only a browser shows it: a question
opened by its link, drawn and counted part by part with the keyboard alone, then wrong, with the
verdicts and the engine's reason for the wrong part; the progress drawn, the answers kept on the
device across a reload and an offline reload; export, import and reset; a link whose rules are no
profile named; axe-core finding nothing; the scheduler bundled into the view's chunk only.

The logic without layout is tested under Node (tests/node/practice-*.test.mjs): the schedule
(a topic answered wrong comes back sooner), the fu parts, the boxes each mode asks for and the
judging of answers, the progress counts.

The expected values are worked out by hand from the fu guide's rules (docs/fu.md), in comments,
never read from the page. Each test opens its question by link, so a deal that changed would show
as a different hand (asserted first), not as a silently different answer.
"""

import json
import re

import pytest
from playwright.sync_api import expect

from tenbou_page import expect_score, in_turn
from test_access import axe_violations

# A triplet of red dragons held in the hand (77z + the 7z won), completed by a discard: it counts
# as an open triplet. The hand, as the engine deals ron_triplet with seed 12 under ema2025:
# 123p 678p 777z (in the hand) + pon 111z, pair 55s; north seat, east round; ron on 7z.
RON_TRIPLET = "?view=practice&topic=ron_triplet&seed=12"
RON_TRIPLET_TILES = ["1p", "2p", "3p", "6p", "7p", "8p", "7z", "7z", "7z", "5s", "5s", "1z", "1z", "1z"]
# The fu, part by part, in the guide's order:
RON_TRIPLET_PARTS = [
    ("base", 20),  # every hand starts at 20
    ("win", 0),    # an open hand (pon) won on a discard: nothing
    ("set", 0),    # 123p, a run
    ("set", 0),    # 678p, a run
    ("set", 4),    # 777z completed by the discard: an open triplet of honours, 4 (not 8)
    ("set", 4),    # pon of 111z: an open triplet of honours, 4
    ("pair", 0),   # 55s: no value
    ("wait", 0),   # a wait on two pairs (shanpon): nothing
]
RON_TRIPLET_FU = 30  # 20 + 8 = 28, rounded up to 30


def open_practice(page, site_url, query):
    page.goto(site_url + query)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(page.get_by_test_id("practice-fu")).to_be_visible(timeout=30_000)


def hand_faces(page):
    return page.get_by_test_id("practice-hand").locator("[data-face]").evaluate_all(
        "tiles => tiles.map((t) => t.dataset.face)")


def assert_hand_above_each(hand, targets, height=640):
    """Each of ``targets`` scrolled to the bottom of a screen ``height`` px high stays whole on it,
    with the question's ``hand`` drawn whole above it (the hand pinned at the top)."""
    for i in range(targets.count()):
        targets.nth(i).evaluate("b => b.scrollIntoView({block: 'end'})")
        box, drawn = targets.nth(i).bounding_box(), hand.bounding_box()
        assert drawn["height"] > 0 and 0 <= drawn["y"] and drawn["y"] + drawn["height"] <= box["y"], (i, drawn, box)
        assert box["y"] + box["height"] <= height, (i, box)


def answer_total(page, fu):
    """Answer the total fu alone (the parts left empty) and check; returns the verdict."""
    page.get_by_test_id("practice-fu").fill(str(fu))
    page.get_by_test_id("practice-check").click()
    verdict = page.get_by_test_id("practice-verdict")
    expect(verdict).to_have_attribute("data-correct", "1" if fu is not None else "0")
    return verdict


def test_a_linked_question_counted_right_by_keyboard_then_wrong(page, site_url):
    open_practice(page, site_url, RON_TRIPLET)
    # face down tiles are drawn with data-face="back"; the hand here has no concealed kan
    assert sorted(hand_faces(page)) == sorted(RON_TRIPLET_TILES)
    expect(page.get_by_test_id("practice-hand").locator(".win-tile")).to_have_count(1)
    expect(page.get_by_test_id("practice-hand").locator(".sideways")).to_have_count(1)  # the pon
    steps = page.get_by_test_id("practice-step")
    assert steps.evaluate_all("boxes => boxes.map((b) => b.dataset.part)") == [k for k, _ in RON_TRIPLET_PARTS]
    verdict = page.get_by_test_id("practice-verdict")
    assert verdict.get_attribute("data-correct") is None

    # Right, with the keyboard alone: each box in turn, Tab to the next, Enter checks.
    steps.first.focus()
    for _, fu in RON_TRIPLET_PARTS:
        page.keyboard.type(str(fu))
        page.keyboard.press("Tab")
    expect(page.get_by_test_id("practice-fu")).to_be_focused()
    page.keyboard.type(str(RON_TRIPLET_FU))
    page.keyboard.press("Enter")
    expect(verdict).to_have_attribute("data-correct", "1")
    expect(verdict).to_have_attribute("aria-live", "polite")
    rows = page.locator(".practice-row")
    assert rows.evaluate_all("rows => rows.map((r) => r.dataset.correct)") == ["1"] * (len(RON_TRIPLET_PARTS) + 1)
    expect(page.get_by_test_id("practice-next")).to_be_focused()
    # Score this hand in the calculator: the same hand there. Red dragons (1 han) and the round
    # wind's triplet, east (1 han); the dora indicator 1m makes 2m the dora, not in the hand:
    # 2 han 30 fu, a non-dealer's ron, 30 x 2^4 = 480 base points x 4 = 1,920, rounded up to 2,000.
    page.get_by_test_id("practice-calculator").click()
    expect_score(page, 2, 30, "2,000")
    page.get_by_test_id("open-practice").click()  # and the calculator's way back to practice
    expect(page.get_by_test_id("practice-fu")).to_be_visible(timeout=30_000)

    # Wrong: the same question again, the dragons counted as a concealed triplet (8, the trap).
    open_practice(page, site_url, RON_TRIPLET)
    for box, (_, fu) in zip(steps.all(), RON_TRIPLET_PARTS):
        box.fill(str(8 if box.get_attribute("data-index") == "4" else fu))
    page.get_by_test_id("practice-fu").fill("40")  # 20 + 12 = 32, rounded up
    page.get_by_test_id("practice-check").click()
    expect(verdict).to_have_attribute("data-correct", "0")
    wrong = page.locator('.practice-row[data-correct="0"]')
    expect(wrong).to_have_count(2)  # the dragons' set and the total
    dragons = wrong.first
    expect(dragons).to_contain_text("4")  # the right value
    expect(dragons.locator(".practice-reason")).to_contain_text(re.compile("red dragon", re.IGNORECASE))  # the engine's reason names the set
    expect(dragons.locator(".practice-reason")).to_contain_text("open")
    rule = dragons.locator(".practice-rule")
    expect(rule.locator("p")).to_be_hidden()
    rule.locator("summary").click()  # the reference opens in place
    expect(rule.locator("p")).to_be_visible()
    expect(wrong.nth(1).locator(".practice-reason").last).to_contain_text("30")


def test_a_link_whose_rules_are_no_profile_is_named(page, site_url):
    # Practice deals under a profile; a link with an override object says so rather than
    # silently dealing under EMA 2025.
    open_practice(page, site_url, '?view=practice&topic=wait&seed=3&rules={"base":"tenhou","kiriage":true}')
    note = page.get_by_test_id("practice-rules-note")
    expect(note).to_contain_text('rules={"base":"tenhou","kiriage":true}')
    expect(note).to_contain_text("EMA 2025")
    expect(page.locator("#practice-rules")).to_have_value("ema2025")


def test_export_import_and_reset(page, site_url, tmp_path):
    # seven pairs is 25 fu exactly
    open_practice(page, site_url, "?view=practice&topic=chiitoitsu&seed=5&mode=quick")
    answer_total(page, 25)
    streak = page.get_by_test_id("practice-streak")
    expect(streak).to_have_attribute("data-streak", "1")
    row = page.locator('[data-testid="practice-topic-row"][data-topic="chiitoitsu"]')
    expect(row).to_have_attribute("data-due", re.compile(r"^\d{4}-"))  # when it comes back
    kinds = page.get_by_test_id("practice-kind-row")
    expect(kinds).to_have_count(1)  # the total fu only
    expect(kinds.first).to_have_attribute("data-kind", "fu")
    expect(page.get_by_test_id("practice-rules-note")).to_have_count(0)  # a profile's link: no note
    with page.expect_download() as download:
        page.get_by_test_id("practice-export").click()
    saved = tmp_path / "progress.json"
    download.value.save_as(saved)
    exported = json.loads(saved.read_text())
    assert [(a["topic"], a["correct"]) for a in exported["answers"]] == [("chiitoitsu", True)]

    page.get_by_test_id("practice-reset").click()
    page.get_by_test_id("practice-reset-confirm").click()
    expect(streak).to_have_attribute("data-streak", "0")
    expect(row).not_to_have_attribute("data-due", re.compile(r".+"))

    page.get_by_test_id("practice-import").set_input_files(saved)
    expect(streak).to_have_attribute("data-streak", "1")
    expect(row).to_have_attribute("data-due", re.compile(r"^\d{4}-\d\d-\d\dT"))
    note = page.get_by_test_id("practice-progress-note")
    expect(note).to_have_attribute("data-added", "1")
    page.get_by_test_id("practice-import").set_input_files(saved)  # twice: nothing more
    expect(note).to_have_attribute("data-added", "0")
    expect(streak).to_have_attribute("data-streak", "1")
    bad = tmp_path / "bad.json"
    bad.write_text('{"answers": 3}')
    page.get_by_test_id("practice-import").set_input_files(bad)
    expect(note).not_to_have_attribute("data-added", re.compile(r".*"))  # refused, nothing changed
    expect(streak).to_have_attribute("data-streak", "1")


def test_progress_survives_a_reload_and_an_offline_reload(page, site_url):
    open_practice(page, site_url, "?view=practice&topic=chiitoitsu&seed=8&mode=quick")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    answer_total(page, 25)  # seven pairs: 25
    streak = page.get_by_test_id("practice-streak")
    expect(streak).to_have_attribute("data-streak", "1")
    page.reload()
    expect(streak).to_have_attribute("data-streak", "1")
    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
        expect(streak).to_have_attribute("data-streak", "1")
        expect(page.get_by_test_id("practice-fu")).to_be_visible()
        # The same question, dealt offline, judged again; a reload does not count it twice.
        answer_total(page, 25)
        expect(streak).to_have_attribute("data-streak", "1")
        expect(streak).to_have_attribute("data-total", "1")
    finally:
        page.context.set_offline(False)


def group_faces(page, testid):
    """The tiles of each group of a drawn hand, as faces."""
    return page.get_by_test_id(testid).locator(".practice-group").evaluate_all(
        "groups => groups.map((g) => [...g.querySelectorAll('[data-face]')].map((t) => t.dataset.face))")


def test_the_hand_is_drawn_as_dealt_and_grouped_only_in_the_answer(page, site_url):
    open_practice(page, site_url, RON_TRIPLET)
    # As dealt: the concealed tiles sorted, the winning 7z apart, the pon of 111z.
    assert group_faces(page, "practice-hand") == [
        ["1p", "2p", "3p", "6p", "7p", "8p", "5s", "5s", "7z", "7z"], ["7z"], ["1z", "1z", "1z"]]
    expect(page.get_by_test_id("practice-hand").locator(".win-tile")).to_have_count(1)
    labels = page.locator(".practice-row .practice-label")
    # The concealed sets and the pair are the player's to group: their boxes name no tiles.
    assert labels.evaluate_all("ls => ls.map((l) => l.textContent.trim())")[2:5] == ["Set", "Set", "Set"]
    expect(labels.nth(6)).to_have_text("Pair")
    expect(labels.nth(5)).to_contain_text("East")  # the pon is in sight: named
    expect(page.get_by_test_id("practice-reading")).to_have_count(0)
    # The sets in another order than the reading's (the dragons' 4 first): right.
    for box, fu in zip(page.get_by_test_id("practice-step").all(), [20, 0, 4, 0, 0, 4, 0, 0]):
        box.fill(str(fu))
    page.get_by_test_id("practice-fu").fill("30")
    page.get_by_test_id("practice-check").click()
    expect(page.get_by_test_id("practice-verdict")).to_have_attribute("data-correct", "1")
    # The answer groups the hand: 123p 678p 777z, the pair 55s, the pon.
    assert sorted(map(tuple, group_faces(page, "practice-reading"))) == sorted([
        ("1p", "2p", "3p"), ("6p", "7p", "8p"), ("7z", "7z", "7z"), ("5s", "5s"), ("1z", "1z", "1z")])
    expect(labels.nth(2)).to_contain_text(re.compile("red dragon", re.IGNORECASE))  # the box typed 4 was the dragons'


def test_a_reload_and_a_check_after_a_mode_switch_count_the_answer_once(page, site_url):
    open_practice(page, site_url, "?view=practice&topic=chiitoitsu&seed=5&mode=quick")
    answer_total(page, 25)  # seven pairs: 25
    streak = page.get_by_test_id("practice-streak")
    expect(streak).to_have_attribute("data-total", "1")
    # Another mode on the question checked: Check judges it again, without counting it again.
    page.locator('[data-testid="practice-mode"][data-mode="hanfu"]').click()
    verdict = page.get_by_test_id("practice-verdict")
    assert verdict.get_attribute("data-correct") is None
    page.get_by_test_id("practice-han").fill("1")
    page.get_by_test_id("practice-fu").fill("25")
    page.get_by_test_id("practice-check").click()
    expect(verdict).to_have_attribute("data-correct", re.compile("[01]"))
    expect(streak).to_have_attribute("data-total", "1")
    page.reload()
    expect(page.get_by_test_id("practice-fu")).to_be_visible(timeout=60_000)
    page.get_by_test_id("practice-fu").fill("25")
    page.get_by_test_id("practice-han").fill("1")
    page.get_by_test_id("practice-check").click()
    expect(verdict).to_have_attribute("data-correct", re.compile("[01]"))
    expect(streak).to_have_attribute("data-total", "1")
    # Next question: a new question, counted.
    page.get_by_test_id("practice-next").click()
    expect(verdict).not_to_have_attribute("data-correct", re.compile(".*"))
    answer = page.get_by_test_id("practice-fu")
    answer.fill("1")  # never a hand's fu
    page.get_by_test_id("practice-han").fill("1")
    page.get_by_test_id("practice-check").click()
    expect(streak).to_have_attribute("data-total", "2")


def test_the_first_question_follows_the_topics_ticked_and_its_link_deals_it_again(page, site_url):
    open_practice(page, site_url, "?view=practice")
    page.evaluate("localStorage.setItem('tenbou.table.practice.topics', JSON.stringify(['chiitoitsu']))")
    for _ in range(3):
        open_practice(page, site_url, "?view=practice")
        expect(page).to_have_url(re.compile(r"topic=chiitoitsu&seed=\d+"))
        dealt = hand_faces(page)
        open_practice(page, site_url, "?" + page.url.split("?", 1)[1])
        assert hand_faces(page) == dealt  # the link written deals the same hand


def test_a_limit_hand_asks_for_its_payment_in_the_total_mode(page, site_url):
    # 888m 234p 678s 55s + pon 111z, the dealer (East seat, East round) wins by ron on 4p: double
    # East (2 han) and two dora (indicator 4s: 5s), 4 han; 20 + 4 (888m concealed simples) + 4
    # (111z open honours) = 28, so 30 fu. 4 han 30 fu is a mangan by kiriage (EMA 2025), and a
    # dealer's mangan by ron is 12,000.
    open_practice(page, site_url, "?view=practice&topic=limit&seed=2&mode=quick")
    pay = page.get_by_test_id("practice-pay")
    expect(pay).to_have_count(1)
    expect(pay).to_have_attribute("data-payer", "discarder")
    page.get_by_test_id("practice-fu").fill("30")
    pay.fill("8000")  # a non-dealer's mangan: wrong
    page.get_by_test_id("practice-check").click()
    verdict = page.get_by_test_id("practice-verdict")
    expect(verdict).to_have_attribute("data-correct", "0")
    expect(verdict).to_contain_text("Mangan")
    expect(verdict).to_contain_text("12,000")
    expect(page.locator('.practice-row[data-kind="payment"] .practice-why')).to_contain_text("Kiriage")


def test_at_360_by_640_the_hand_stays_in_sight_of_every_box_and_the_progress_fits(page, site_url):
    page.set_viewport_size({"width": 360, "height": 640})
    open_practice(page, site_url, RON_TRIPLET)
    assert_hand_above_each(page.get_by_test_id("practice-hand"), page.locator(".practice-box"))
    answer_total(page, RON_TRIPLET_FU)
    for region in ("practice-by-topic", "practice-by-kind"):
        fits = page.locator(f'[aria-labelledby="{region}"]').evaluate("r => r.scrollWidth <= r.clientWidth")
        assert fits, region  # every column, "Comes back" too, in the phone's width


@pytest.mark.parametrize("width, height", [(360, 640), (390, 844)])
def test_a_fully_concealed_hand_fits_the_phone_before_and_after_checking(page, site_url, width, height):
    # Thirteen concealed tiles and the winning tile (pinfu is always fully concealed): drawn as
    # dealt, they wrap rather than widen the page, and so do the boxes and their marks.
    page.set_viewport_size({"width": width, "height": height})
    open_practice(page, site_url, "?view=practice&topic=pinfu_tsumo&seed=3")
    assert len(hand_faces(page)) == 14
    wide = "() => document.documentElement.scrollWidth - window.innerWidth"
    assert page.evaluate(wide) <= 0
    page.get_by_test_id("practice-fu").fill("40")
    page.get_by_test_id("practice-check").click()
    expect(page.get_by_test_id("practice-verdict")).to_have_attribute("data-correct", "0")
    assert page.evaluate(wide) <= 0


@pytest.mark.parametrize("theme, lang", [("light", "en"), ("dark", "ja")] + [("light", lang) for lang in in_turn(0)])
def test_axe_finds_nothing_in_the_practice_view(axe_page, site_url, theme, lang):
    page = axe_page(color_scheme=theme)
    open_practice(page, site_url, RON_TRIPLET + ("" if lang == "en" else f"&lang={lang}"))
    page.get_by_test_id("practice-step").first.fill("1")
    page.get_by_test_id("practice-fu").fill("40")
    page.get_by_test_id("practice-check").click()
    expect(page.get_by_test_id("practice-verdict")).to_have_attribute("data-correct", "0")
    page.locator(".practice-rule summary").first.click()
    assert axe_violations(page) == []


def test_the_scheduler_is_bundled_into_the_practice_view_only(site_url):
    """ts-fsrs is in the practice view's own chunk (loaded only for ?view=practice), and the built
    site keeps its licence; the service worker precaches that chunk like every app file."""
    from servers import DIST

    holding = [p.name for p in (DIST / "js").glob("*.js") if "createEmptyCard" in p.read_text(encoding="utf-8")]
    assert len(holding) == 1, holding
    assert "PracticePage" in (DIST / "js" / holding[0]).read_text(encoding="utf-8")
    assert f'import("./{holding[0]}")' in (DIST / "js" / "main.js").read_text(encoding="utf-8")  # loaded when shown
    assert (DIST / "js" / "vendor" / "ts-fsrs.LICENCE.txt").read_text().startswith("MIT License")
    assert f"js/{holding[0]}" in (DIST / "sw.js").read_text()
