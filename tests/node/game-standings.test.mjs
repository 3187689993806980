// The game sheet's standings (js/game/standings.js): the rows in the engine's place order, each
// seat's place, a chombo's deduction, and the signs the sheet writes changes and results with.
// The answers are shaped as tenbou.game's (docs/game.md, "Response"); the figures are the ones
// the browser tests asserted after the opening of the short game (tests/browser/test_game.py):
// Bo 32,400, Cy and Di 31,500, Ann 24,600 (the results and the deduction are made up: these
// functions only read them).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { answered, placesBySeat, signed, signedResult, standingRows, trend } = await pageModule("js/game/standings.js");

/** Points grouped by thousands as the English page writes them (js/dom.js points). */
const grouped = (n) => n.toLocaleString("en-US");

const OPENING = {
  ok: true,
  scores: [24600, 32400, 31500, 31500],
  standings: [
    { seat: 1, place: 1, name: "Bo", points: 32400, result: 42.4 },
    { seat: 2, place: 2, name: "Cy", points: 31500, result: 6.5 },
    { seat: 3, place: 3, points: 31500, result: -13.5 },
    { seat: 0, place: 4, name: "Ann", points: 24600, result: -35.4 },
  ],
  penalties: [0, 0, 0, -20000],
};

test("the standings keep the engine's place order, seat by seat", () => {
  const rows = standingRows(OPENING);
  assert.deepEqual(rows.map((row) => row.seat), [1, 2, 3, 0]);
  assert.deepEqual(rows.map((row) => row.place), [1, 2, 3, 4]);
  assert.deepEqual(rows.map((row) => row.points), [32400, 31500, 31500, 24600]);
  assert.deepEqual(rows[0], { seat: 1, place: 1, name: "Bo", points: 32400, result: 42.4, penalty: 0, sticks: 0 });
  assert.equal(rows[2].name, null); // no name from the engine: the sheet names the seat
  assert.equal(rows[2].penalty, -20000); // a chombo's deduction, outside the table
});

test("each seat's place, and nothing before the engine answers or when it failed", () => {
  assert.deepEqual(placesBySeat(OPENING), { 0: 4, 1: 1, 2: 2, 3: 3 });
  assert.deepEqual(standingRows(null), []);
  assert.deepEqual(placesBySeat({ ok: false, error: { message: "x" } }), {});
  assert.equal(answered({ ok: false }), null);
  assert.equal(answered(OPENING), OPENING);
});

test("changes in points carry their sign, a minus sign for a loss", () => {
  // 3,900 and the riichi stick to Bo, from Ann: +4,900 and −3,900 (a minus sign, U+2212).
  assert.equal(signed(4900, grouped), "+4,900");
  assert.equal(signed(-3900, grouped), "\u22123,900");
  assert.equal(signed(0, grouped), "0");
  assert.equal(signed(-20000), "\u221220000"); // (the Japanese page writes no separator)
  assert.deepEqual([4900, -3900, 0].map(trend), ["up", "down", ""]);
});

test("results are in thousands to one decimal, signed", () => {
  assert.equal(signedResult(15), "+15.0");
  assert.equal(signedResult(-5), "\u22125.0");
  assert.equal(signedResult(0), "0.0");
  assert.equal(signedResult(42.4), "+42.4");
});

// EMA 2025 from 30,000 each: a ron at 2 han 30 fu, then a riichi and a draw with two seats tenpai
// (1,500 each way): 26,500 / 30,500 / 33,500 / 28,500 on the table, 119,000, and one riichi
// stick of 1,000 left on it. The standings give it to first place as the end of the game would
// (docs/game.md, leftover_sticks): Cy 34,500 where Cy's card says 33,500.
const ONE_STICK_LEFT = {
  ok: true,
  riichi_sticks: 1,
  scores: [26500, 30500, 33500, 28500],
  standings: [
    { seat: 2, place: 1, name: "Cy", points: 34500, result: 19.5 },
    { seat: 1, place: 2, name: "Bo", points: 30500, result: 5.5 },
    { seat: 3, place: 3, name: "Di", points: 28500, result: -6.5 },
    { seat: 0, place: 4, name: "Ann", points: 26500, result: -18.5 },
  ],
  penalties: [0, 0, 0, 0],
};

test("the standings say which seat they give the sticks left on the table", () => {
  assert.deepEqual(standingRows(ONE_STICK_LEFT).map((row) => [row.seat, row.sticks]), [[2, 1000], [1, 0], [3, 0], [0, 0]]);
  assert.deepEqual(standingRows(OPENING).map((row) => row.sticks), [0, 0, 0, 0]);
});

test("a seat's place reads as a place, not as a seat number", async () => {
  const en = (await pageModule("js/lang/en.js")).default;
  const ja = (await pageModule("js/lang/ja.js")).default;
  assert.deepEqual([1, 2, 3, 4].map((n) => en[`game.place.${n}`]), ["1st", "2nd", "3rd", "4th"]);
  assert.deepEqual([1, 2, 3, 4].map((n) => ja[`game.place.${n}`]), ["1位", "2位", "3位", "4位"]);
  assert.match(en["game.standings.sticks"], /\{points\}/);
  assert.match(ja["game.standings.sticks"], /\{points\}/);
});
