// The calculator's state (js/state.js): its defaults, the score request it makes, the edits the
// controls make to it, and the copies a set has; and the MPSZ tiles it is made of (js/tiles.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { useLanguage } = await pageModule("js/texts.js");
await useLanguage("en");
const t = await pageModule("js/tiles.js");
const s = await pageModule("js/state.js");
const { ruleOptions } = await pageModule("js/profiles.js");

/** A state holding the tiles of `hand` (MPSZ), under `rules`. */
function stateOf(hand, rules = "ema2025") {
  const st = s.defaultState();
  st.rules = rules;
  st.hand = t.parseTiles(hand).tiles;
  return st;
}

test("a new state holds the score request's defaults (docs/api.md), with no tiles", () => {
  assert.deepEqual(s.defaultState(), {
    hand: [], win_tile: "", melds: [], win: "ron", seat_wind: "south", round_wind: "east",
    riichi: false, double_riichi: false, ippatsu: false, rinshan: false, chankan: false, haitei: false, houtei: false,
    tenhou: false, chiihou: false, renhou: false,
    dora_indicators: [], ura_dora_indicators: [], honba: 0, riichi_sticks: 0, kita: 0, rules: "ema2025",
    win_picked: false,
  });
  // Each new state is its own: editing one leaves the next as new.
  s.defaultState().melds.push({ kind: "pon", tiles: ["7z", "7z", "7z"] });
  assert.deepEqual(s.defaultState().melds, []);
});

test("the counters, the ways of winning and the indicator lists", () => {
  assert.deepEqual(s.COUNTERS, ["honba", "riichi_sticks"]);
  assert.deepEqual(s.WIN_KINDS, ["ron", "tsumo"]);
  assert.deepEqual(s.INDICATOR_LISTS, ["dora_indicators", "ura_dora_indicators"]);
});

test("the request follows the contract", () => {
  const st = s.defaultState();
  for (const x of ["1m", "2m", "3m"]) s.addFromPalette(st, "hand", x);
  s.addFromPalette(st, "pon", "7z");
  s.addFromPalette(st, "dora", "2m");
  s.setFlag(st, "riichi", true);
  s.setFlag(st, "double_riichi", true);
  assert.deepEqual(s.toRequest(st), {
    hand: "123m", win_tile: "3m", melds: [{ kind: "pon", tiles: "777z" }],
    win: "ron", seat_wind: "south", round_wind: "east",
    riichi: false, double_riichi: true, ippatsu: false, haitei: false, houtei: false,
    rinshan: false, chankan: false, tenhou: false, chiihou: false, renhou: false,
    dora_indicators: "2m", ura_dora_indicators: "", honba: 0, riichi_sticks: 0, rules: "ema2025",
    lang: "en", // the page's language
  });
});

test("a state made from a request gives that request back", () => {
  const request = {
    hand: "234m067p55s", win_tile: "5s", melds: [{ kind: "chi", tiles: "406m" }], win: "tsumo", seat_wind: "east",
    round_wind: "south", riichi: true, double_riichi: false, ippatsu: false, rinshan: false, chankan: false,
    haitei: true, houtei: false, tenhou: false, chiihou: false, renhou: false, dora_indicators: "1z",
    ura_dora_indicators: "9m", honba: 1, riichi_sticks: 2, rules: { base: "tenhou", kiriage: false }, lang: "en",
  };
  const st = s.stateFromRequest(request);
  assert.deepEqual(st.hand, ["2m", "3m", "4m", "0p", "6p", "7p", "5s", "5s"]);
  assert.deepEqual(st.melds, [{ kind: "chi", tiles: ["4m", "0m", "6m"] }]);
  assert.equal(st.win_picked, true);
  assert.deepEqual(s.toRequest(st), request);
  // Fields the request leaves out take their defaults.
  assert.deepEqual(s.stateFromRequest({ hand: "1m", win_tile: "1m" }), { ...s.defaultState(), hand: ["1m"], win_tile: "1m", win_picked: true });
});

test("kita is in the request only when norths are set aside", () => {
  const st = stateOf("4z4z", "tenhou_sanma");
  assert.equal("kita" in s.toRequest(st), false);
  s.stepKita(st, 1);
  assert.equal(s.toRequest(st).kita, 1);
});

test("copy limits follow the rules", () => {
  const planned = (rules, hand, mode, tile) => s.plannedTiles(stateOf(hand, rules), mode, tile);
  assert.deepEqual(planned("ema2025", "555p", "hand", "5p"), ["5p"]);
  assert.equal(planned("ema2025", "5555p", "hand", "0p"), null); // a red five is a five
  assert.equal(planned("tenhou", "555p", "hand", "5p"), null); // three plain fives at most
  assert.deepEqual(planned("tenhou", "555p", "hand", "0p"), ["0p"]);
  assert.equal(planned("tenhou", "0p", "hand", "0p"), null); // one red five
  assert.equal(planned("ema2025", "11m", "pon", "1m"), null); // pon needs three more
  assert.deepEqual(planned("ema2025", "1m", "pon", "1m"), ["1m", "1m", "1m"]);
  assert.equal(planned("ema2025", "123456789m12345p", "hand", "6p"), null); // 14 already
  assert.equal(planned("ema2025", "123456789m123p", "pon", "7z"), null); // 12 + 3 > 14
  assert.deepEqual(planned("ema2025", "123456789m12p", "pon", "7z"), ["7z", "7z", "7z"]);
});

test("the winning tile is the last added unless picked", () => {
  const st = s.defaultState();
  const seen = [];
  for (const x of ["1m", "2m", "3m"]) s.addFromPalette(st, "hand", x);
  seen.push(st.win_tile); // 3m: the last added
  s.pickWinTile(st, "1m");
  s.addFromPalette(st, "hand", "9p");
  seen.push(st.win_tile); // 1m: picked, so it stays
  s.removeFromHand(st, "1m", true);
  seen.push(st.win_tile); // 9p: the picked tile left, the last added wins
  s.addFromPalette(st, "hand", "7z");
  seen.push(st.win_tile); // 7z
  s.replaceHand(st, t.parseTiles("23m9p7z5s").tiles);
  seen.push(st.win_tile); // 5s: typed tiles were added, the last written wins
  s.pickWinTile(st, "9p");
  s.replaceHand(st, t.parseTiles("5s23m").tiles);
  seen.push(st.win_tile); // 3m: typed text always ends with the winning tile
  s.addFromPalette(st, "hand", "4m");
  seen.push(st.win_tile); // 4m: typing is not picking
  assert.deepEqual(seen, ["3m", "1m", "9p", "7z", "5s", "3m", "4m"]);
});

// [typed, complete (what the engine says of these tiles), shown, winning tile]
const HAND_TEXTS = [
  ["123456m999p555s77z", true, "123456m999p555s7z 7z", "7z"],
  ["12346m999p555s77z5m", true, "12346m999p555s77z 5m", "5m"],
  ["12346m999p555s77z 5m", true, "12346m999p555s77z 5m", "5m"],
  ["5m", false, "5m", "5m"], // (a hand not complete shows no winning tile)
  ["12346m999p555s77z0m", true, "12346m999p555s77z 0m", "0m"],
  ["", false, "", ""],
];
for (const [typed, complete, shown, win] of HAND_TEXTS) {
  test(`the hand as text round trips: ${JSON.stringify(typed)}`, () => {
    const st = s.defaultState();
    s.replaceHand(st, t.parseTiles(typed).tiles);
    const text = s.handText(st, complete);
    const again = s.defaultState();
    s.replaceHand(again, t.parseTiles(text).tiles);
    assert.deepEqual([text, st.win_tile, s.handText(again, complete), again.win_tile], [shown, win, shown, win]);
  });
}

test("the text of 14 tiles that do not win splits nothing off", () => {
  // 14 tiles that make no complete hand (the engine: not_winning) have no winning tile to write
  // apart: sorted, the last tile written (8p) among the others.
  const st = s.defaultState();
  s.replaceHand(st, t.parseTiles("1357s1z13579m246p8p").tiles);
  assert.deepEqual([s.handText(st, false), s.handText(st, true)], ["13579m2468p1357s1z", "13579m246p1357s1z 8p"]);
});

test("norths set aside count as copies", () => {
  // Four norths in all: two in the hand and two set aside leave none to add, nor a third to set aside.
  const st = stateOf("4z4z", "tenhou_sanma");
  s.stepKita(st, 1);
  s.stepKita(st, 1);
  const full = s.plannedTiles(st, "hand", "4z");
  s.stepKita(st, 1);
  assert.deepEqual([st.kita, full, s.toRequest(st).kita, s.tilesInPlay(st).filter((x) => x.endsWith("m"))], [2, null, 2, ["1m", "9m"]]);
});

// ---- MPSZ (js/tiles.js) and the rules' options (js/profiles.js) ----

const PARSED = [
  ["123m 456p", ["1m", "2m", "3m", "4p", "5p", "6p"], [], ""],
  ["77z0p", ["7z", "7z", "0p"], [], ""],
  ["8z9z1z", ["1z"], ["8z", "9z"], ""],
  ["12m3", ["1m", "2m"], [], "3"],
  ["123m45x6p", ["1m", "2m", "3m", "6p"], ["45x"], ""],
  ["<b>1m</b>", ["1m"], ["<b>", "</b>"], ""],
  ["m", [], ["m"], ""],
];
for (const [text, tiles, bad, pending] of PARSED) {
  test(`MPSZ is parsed: ${JSON.stringify(text)}`, () => {
    assert.deepEqual(t.parseTiles(text), { tiles, bad, pending });
  });
}

test("tiles are written in MPSZ and named in words", () => {
  assert.equal(t.formatTiles(["7z", "5p", "0p", "1p", "3m", "1m"]), "13m105p7z");
  assert.deepEqual(["0s", "9m", "1p", "1s", "4z", "5z"].map(t.tileName),
    ["5 of bamboo, red five", "9 of characters", "1 of circles", "1 of bamboo", "North wind", "White dragon"]);
});

const MELDS = [
  ["chi", "2m", "234m"], ["chi", "8m", "789m"], ["chi", "9s", "789s"], ["chi", "0p", "067p"],
  ["chi", "1z", null], ["pon", "0s", "055s"], ["kan", "1z", "1111z"], ["ankan", "5m", "5555m"],
];
for (const [kind, tile, tiles] of MELDS) {
  test(`a ${kind} of ${tile} is ${tiles}`, () => {
    const meld = t.meldTiles(kind, tile);
    assert.equal(meld ? t.formatTiles(meld) : null, tiles);
  });
}

test("the rule options of a link", () => {
  const options = (rules) => { const o = ruleOptions(rules); return [o.aka_dora, o.honba_ron, o.riichi_stick]; };
  assert.deepEqual(options("tenhou"), [true, 300, 1000]);
  assert.deepEqual(options({ base: "ema2025", honba_ron: 1500 }), [false, 1500, 1000]);
  assert.deepEqual(options({ kiriage: false }), [false, 300, 1000]); // base: the default profile
  assert.deepEqual(options("house").map((v) => v ?? null), [null, null, null]); // no such profile
});

// ---- Pure: the state and the link touch no DOM, no storage, no worker ----

test("state.js, url.js and every module they import touch no document, window, storage or worker", async () => {
  const { readFile } = await import("node:fs/promises");
  const { dirname, join, relative } = await import("node:path");
  const { PAGE_MODULES } = await import("./page.mjs");
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = await readFile(join(PAGE_MODULES, path), "utf8");
    const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, ""); // (comments may name them)
    assert.doesNotMatch(code, /\b(document|window|localStorage|sessionStorage|navigator|Worker|indexedDB)\b/, path);
    for (const [, spec] of code.matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)) {
      await visit(relative(PAGE_MODULES, join(PAGE_MODULES, dirname(path), spec)));
    }
  };
  for (const path of ["js/state.js", "js/url.js", "js/hand-draft.js", "js/scoring.js"]) await visit(path);
  assert.ok(seen.has("js/engine-data.js") && seen.has("js/texts.js"), [...seen].join(" "));
});
