// The score chart's tables (js/chart-tables.js): drawn at once from the generated chart data,
// cut to fit a phone, captioned for the count of players. Values: the published tables
// (docs/rules.md, "Score tables"): 3 han 30 fu by a non-dealer's tsumo is 1,000-2,000, 2,000 all
// by the dealer's; 1 han 30 fu 300-500; a non-dealer's mangan 8,000, the dealer's tsumo yakuman
// 16,000 all. Seven pairs by self-draw is 3 han at least, so 2 han 25 fu by tsumo is blank.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { builtChart, captionKey, hanGroups, noteKey } = await pageModule("js/chart-tables.js");
const { PROFILES } = await pageModule("js/engine-data.js");

const cellOf = (chart, han, fu, dealer, win) =>
  chart.cells.find((c) => c.han === han && c.fu === fu && c.dealer === dealer && c.win === win);

test("every profile's chart is there before the engine, in both languages", () => {
  for (const { id } of PROFILES) {
    for (const lang of ["en", "ja"]) {
      const chart = builtChart(id, 0, 0, lang);
      assert.ok(chart?.ok, `${id} ${lang}`);
      assert.equal(chart.cells.length, 4 * 11 * 4); // kinds of win x fu x han
      assert.equal(cellOf(chart, 2, 25, false, "tsumo").reachable, false, id);
      assert.equal(cellOf(chart, 2, 25, true, "tsumo").reachable, false, id);
    }
  }
  const en = builtChart("ema2025", 0, 0, "en");
  assert.equal(en.rules_name, "EMA 2025");
  assert.equal(cellOf(en, 3, 30, false, "tsumo").shown, "1,000-2,000");
  assert.equal(cellOf(en, 3, 30, true, "tsumo").shown, "2,000 all");
  assert.equal(cellOf(en, 3, 30, false, "ron").shown, "3,900");
  assert.equal(cellOf(en, 4, 30, false, "ron").limit, "mangan"); // kiriage in EMA 2025
  const mangan = en.limits.find((row) => row.limit === "mangan" && !row.dealer && row.win === "ron");
  assert.equal(mangan.shown, "8,000");
  const yakuman = en.limits.find((row) => row.limit === "yakuman" && row.yakuman === 1 && row.dealer && row.win === "tsumo");
  assert.equal(yakuman.shown, "16,000 all");
  const ja = builtChart("ema2025", 0, 0, "ja");
  assert.equal(cellOf(ja, 3, 30, false, "tsumo").shown, "1000・2000");
  assert.equal(cellOf(ja, 3, 30, true, "tsumo").shown, "2000オール");
  assert.equal(cellOf(builtChart("tenhou_sanma", 0, 0, "en"), 1, 30, false, "tsumo").shown, "300-500");
});

test("honba, sticks and changed rules wait for the engine", () => {
  assert.equal(builtChart("ema2025", 1, 0, "en"), null);
  assert.equal(builtChart("ema2025", 0, 1, "en"), null);
  assert.equal(builtChart({ base: "ema2025", kiriage: false }, 0, 0, "en"), null);
});

test("a tsumo table holds two han, a ron table four", () => {
  assert.deepEqual(hanGroups([1, 2, 3, 4], "tsumo"), [[1, 2], [3, 4]]);
  assert.deepEqual(hanGroups([1, 2, 3, 4], "ron"), [[1, 2, 3, 4]]);
});

test("with three players the non-dealer's tsumo names one other non-dealer", () => {
  assert.equal(captionKey("tenhou_sanma", false, "tsumo"), "chart.table.non_dealer_tsumo_one");
  assert.equal(captionKey({ base: "mahjongsoul_sanma" }, false, "tsumo"), "chart.table.non_dealer_tsumo_one");
  assert.equal(captionKey("ema2025", false, "tsumo"), "chart.table.non_dealer_tsumo");
  assert.equal(captionKey("tenhou_sanma", true, "tsumo"), "chart.table.dealer_tsumo");
  assert.equal(noteKey("tenhou_sanma"), "chart.note_one");
  assert.equal(noteKey("tenhou"), "chart.note");
});
