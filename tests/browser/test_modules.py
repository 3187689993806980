"""The page's modules run in the browser by importing them into the served page: the engine's
data as the page has it, the page's words for it, and the parts of the result drawn from a
response. These need no engine, so they run on one page load. (The pure modules' logic, MPSZ,
the state and the link, is tested under Node: tests/node.)
"""

import pytest


@pytest.fixture(scope="module")
def modules(browser, modules_url):
    """A page with tiles.js and state.js imported as window.t, window.s."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(modules_url)
    page.evaluate("""async () => {
        window.t = await import("./js/tiles.js");
        window.s = await import("./js/state.js");
    }""")
    yield page
    context.close()


def test_engine_data_is_the_engines(modules):
    """js/engine-data.js, written by build.py, holds what the engine's page_data() says."""
    from tenbou.faces.page_data import page_data

    exported = modules.evaluate("""async () => {
        const data = await import("./js/engine-data.js");
        return Object.fromEntries(Object.entries(data));
    }""")
    assert exported == {key.upper(): value for key, value in page_data().items()}


def test_the_page_has_words_for_every_engine_id(modules):
    flags, flag_labels, kinds, meld_labels, buttons = modules.evaluate("""async () => {
        const data = await import("./js/engine-data.js");
        const labels = await import("./js/ui/labels.js");
        const palette = await import("./js/ui/palette.js");
        return [data.FLAGS, labels.FLAG_ORDER, data.MELD_KINDS, Object.keys(labels.MELD_KEYS),
                palette.MODES.map((m) => m.id)];
    }""")
    assert sorted(flag_labels) == sorted(flags)
    assert meld_labels == kinds
    assert buttons == ["hand", *kinds, "dora", "ura"]


# ---- Names for screen readers, and the fu steps' tiles ----

@pytest.mark.parametrize("tiles, how, win, name", [
    ("999p", "concealed", False, "triplet of 9-circles, concealed"),
    ("406m", "concealed", True, "run of 4, 5, 6 characters, concealed, with a red five, completed by the winning tile"),
    ("777z", "pon", False, "triplet of Red dragons, called (pon)"),
    ("1111z", "ankan", False, "quad of East winds, concealed kan"),
    ("55s", None, True, "pair of 5-bamboo, completed by the winning tile"),
])
def test_sets_are_named_in_words(modules, tiles, how, win, name):
    got = modules.evaluate("""async ([text, how, win]) => {
        const reading = await import("./js/ui/reading.js");
        return reading.setName(t.parseTiles(text).tiles, how, win);
    }""", [tiles, how, win])
    assert got == name


def test_fu_steps_show_the_tiles_they_name(modules):
    """A step with `tiles` (the contract: a step about a set or the pair has them) is drawn with
    those tiles beside its words, as pictures hidden from screen readers (the words say it)."""
    got = modules.evaluate("""async () => {
        const { ResultView } = await import("./js/ui/result.js");
        const view = new ResultView();
        const response = { ok: true, han: 2, fu: 50, fu_raw: 46, yakuman: 0, limit: null, total: 3200,
          payments: { discarder: 3200 }, yaku: [], reading: null,
          fu_steps: [{ fu: 20, reason: "base for winning" },
                     { fu: 8, reason: "concealed triplet of 9p (terminal)", tiles: "999p" },
                     { fu: 2, reason: "dragon pair (red dragon)", tiles: "77z" }] };
        view.update({ kind: "score", response, state: s.defaultState() });
        return [...view.container.querySelectorAll('[data-testid="fu-steps"] > tr')].map((row) => ({
          tiles: row.dataset.tiles ?? null,
          faces: [...row.querySelectorAll(".step-tiles [data-face]")].map((f) => f.dataset.face),
          hidden: row.querySelector(".step-tiles")?.getAttribute("aria-hidden") ?? null,
          words: row.querySelector(".reason").textContent,
        }));
    }""")
    assert got == [
        {"tiles": None, "faces": [], "hidden": None, "words": "base for winning"},
        {"tiles": "999p", "faces": ["9p", "9p", "9p"], "hidden": "true", "words": "concealed triplet of 9p (terminal)"},
        {"tiles": "77z", "faces": ["7z", "7z"], "hidden": "true", "words": "dragon pair (red dragon)"},
    ]


