// Every acceptance case (tests/engine/data/acceptance.jsonl, each checked by hand against a
// rulebook or the fu guide) opened as a link of its request's fields (docs/api.md, "Link
// parameters"), as the page reads it (js/url.js) and scores it (js/scoring.js): the page's own
// link for it holds the same request, that link read again gives the same link, and what the
// calculator shows for it (the engine's real answer) is the case's expected result. The browser
// suite opens a few of these links in the page itself (tests/browser/test_share_roundtrip.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const { useLanguage } = await pageModule("js/texts.js");
await useLanguage("en");
const { HAND_SIZE, REQUEST_FIELDS, tileCount, toRequest } = await pageModule("js/state.js");
const { stateFromURL, stateToQuery } = await pageModule("js/url.js");
const { Scoring } = await pageModule("js/scoring.js");

const CASES = readFileSync(new URL("../engine/data/acceptance.jsonl", import.meta.url), "utf8")
  .split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line));

/** Each request field's default, as the engine declares it (js/engine-data.js). */
const DEFAULTS = Object.fromEntries(REQUEST_FIELDS.map((field) => [field.name, field.default]));
const TILE_FIELDS = ["hand", "win_tile", "dora_indicators", "ura_dora_indicators"];

/** The link for a request as docs/api.md writes it: its fields as URL parameters, flags as 1 or 0. */
function contractQuery(request) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === "melds") {
      if (value.length) params.append(key, value.map((m) => `${m.kind}:${m.tiles}`).join(","));
    } else params.append(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return `?${params}`;
}

/** MPSZ text -> sorted tile codes (a red five beside the fives), to compare tiles in any order. */
const tiles = (text) => [...text.matchAll(/(\d+)([mpsz])/g)].flatMap(([, digits, suit]) => [...digits].map((d) => d + suit)).sort();

/** A score request with its defaults filled in and its tiles in one order. */
function normal(request) {
  const out = { ...DEFAULTS, ...request };
  for (const field of TILE_FIELDS) out[field] = tiles(out[field] ?? "");
  out.melds = out.melds.map((m) => [m.kind, tiles(m.tiles)]);
  return out;
}

/** What the calculator shows of an answer, in the acceptance cases' fields. */
function shown(view) {
  if (view.kind === "error") return { error: view.error.code };
  const r = view.response;
  return { han: r.han, fu: r.fu, fu_raw: r.fu_raw, total: r.total, payments: r.payments, limit: r.limit,
    yakuman: r.yakuman, yaku: r.yaku.map((y) => y.id).sort() };
}

function expected(expect) {
  return "yaku" in expect ? { ...expect, yaku: [...expect.yaku].sort() } : expect;
}

/** Text that is not all tiles: the page keeps it as typed (the browser suite checks that case). */
const holdable = (request) => /^(\d+[mpsz])*$/.test(request.hand.replaceAll(" ", ""));

/** The page's own link for a link it opened, and the state it reads from that link. */
function tripped(query) {
  const first = stateFromURL(query);
  assert.equal(first.handError, null);
  const link = stateToQuery(first.state, first.extra, null, first.lang);
  const again = stateFromURL(link);
  assert.equal(stateToQuery(again.state, again.extra, null, again.lang), link, "the link changed on a second trip");
  return again.state;
}

/**
 * The calculator's score of `state` (js/scoring.js) with a stand-in engine that gives `answers`
 * (the real engine's, by request); `answered` resolves when Scoring says the answer came.
 */
function calculatorScoring(state, answers) {
  const engine = { score: (request) => Promise.resolve(answers.get(JSON.stringify(request))) };
  let onAnswer;
  const answered = new Promise((resolve) => { onAnswer = resolve; });
  const scoring = new Scoring(engine, () => "ready", () => onAnswer());
  scoring.request(state);
  return { scoring, answered };
}

const cases = CASES.filter((c) => holdable(c.request)).map((c) => ({ ...c, state: tripped(contractQuery(c.request)) }));
const complete = cases.filter((c) => tileCount(c.state) >= HAND_SIZE);

test("every acceptance case opened as a link sends its request and shows its expected result", async () => {
  assert.ok(complete.length >= 25, `only ${complete.length} cases`);
  const requests = complete.map((c) => toRequest(c.state));
  for (const [i, c] of complete.entries()) assert.deepEqual(normal(requests[i]), normal(c.request), c.name);
  const answers = new Map(engineCalls(requests.map((r) => ["score", r])).map((a, i) => [JSON.stringify(requests[i]), a]));
  for (const c of complete) {
    const { scoring, answered } = calculatorScoring(c.state, answers);
    await answered;
    const want = expected(c.expect);
    const got = shown(scoring.view(c.state));
    assert.deepEqual(Object.fromEntries(Object.keys(want).map((k) => [k, got[k]])), want, c.name);
  }
});

test("a case with too few tiles asks for the rest instead of asking the engine", () => {
  const short = cases.filter((c) => tileCount(c.state) < HAND_SIZE);
  assert.deepEqual(short.map((c) => c.expect), [{ error: "wrong_tile_count" }]);
  for (const c of short) {
    const { scoring } = calculatorScoring(c.state, new Map());
    assert.equal(scoring.key, null, "nothing sent");
    assert.deepEqual(scoring.view(c.state), { kind: "incomplete", needed: HAND_SIZE - tileCount(c.state) });
  }
});
