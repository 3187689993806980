// The calculator's hand box (js/hand-draft.js) and its score of the hand (js/scoring.js): text
// that is not a hand kept as a draft with its problem, and the engine asked once per hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { t, useLanguage } = await pageModule("js/texts.js");
await useLanguage("en");
const s = await pageModule("js/state.js");
const { HandDraft, draftError } = await pageModule("js/hand-draft.js");
const { Scoring } = await pageModule("js/scoring.js");
const { stateFromURL } = await pageModule("js/url.js");

test("typed tiles become the hand, and no draft is kept", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.typed(state, "123m456p [777z]");
  assert.deepEqual(state.hand, ["1m", "2m", "3m", "4p", "5p", "6p"]);
  assert.deepEqual(state.melds, [{ kind: "pon", tiles: ["7z", "7z", "7z"] }]);
  assert.deepEqual([draft.text, draft.error], [null, null]);
});

test("text with a piece that is not a tile is kept as typed, the tiles it has made the hand", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.typed(state, "123m4x");
  assert.deepEqual(state.hand, ["1m", "2m", "3m"]);
  assert.equal(draft.text, "123m4x");
  assert.deepEqual(draft.error, { code: "invalid_tile", message: '"4x" is not a tile.', source: "text" });
});

test("digits without a suit letter are named once the typing is done, not while it goes on", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.start(state);
  draft.typed(state, "123m45");
  assert.deepEqual([draft.text, draft.error], ["123m45", null]); // (the suit letter may come next)
  draft.done();
  assert.deepEqual(draft.error, { code: "invalid_tile", message: '"45" has no suit letter (m, p, s or z).', source: "text" });
});

test("a bracket not closed is named once the typing is done", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.start(state);
  draft.typed(state, "123m [77");
  assert.equal(draft.error, null);
  draft.done();
  assert.deepEqual(draft.error, { code: "invalid_meld", message: t("hand.meldBrackets"), source: "text" });
});

test("more tiles than a hand holds are refused whole", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.typed(state, "123456789m123456p");
  assert.deepEqual([state.hand, state.melds], [[], []]);
  assert.equal(draft.text, "123456789m123456p");
  assert.deepEqual(draft.error, { code: "wrong_tile_count", source: "text",
    message: "15 tiles: a hand holds at most 14 (melds count 3 each). Take some out." });
  // Melds count 3 each: 12 tiles and a pon are 15.
  assert.deepEqual(draftError("123456789m123p [111z]"), { code: "wrong_tile_count", source: "text",
    message: "15 tiles: a hand holds at most 14 (melds count 3 each). Take some out." });
});

test("Escape puts back the hand, the draft and its problem as they were when the box took the focus", () => {
  const state = s.defaultState();
  const draft = new HandDraft();
  draft.typed(state, "55s9x");
  draft.done();
  const before = { hand: [...state.hand], error: draft.error };
  draft.start(state);
  draft.typed(state, "123m");
  assert.deepEqual([state.hand, draft.text], [["1m", "2m", "3m"], null]);
  draft.undo(state);
  assert.deepEqual([state.hand, draft.text, draft.error], [before.hand, "55s9x", before.error]);
});

test("a link's hand that is not all tiles is a draft, with the link's problem", () => {
  const search = "?hand=123m4x";
  const { handError } = stateFromURL(search);
  const draft = new HandDraft(handError, search);
  assert.equal(draft.text, "123m4x");
  assert.deepEqual(draft.error, { ...handError, source: "link" });
  draft.clear();
  assert.deepEqual([draft.text, draft.error], [null, null]);
  // A link with more tiles than a hand holds is refused whole: no draft, only the problem.
  const tooMany = stateFromURL("?hand=123456789m123456p").handError;
  assert.deepEqual([new HandDraft(tooMany, "?hand=123456789m123456p").text, tooMany.code], [null, "wrong_tile_count"]);
});

/** An engine client that answers each score request when told to (answer(i, response)). */
function fakeEngine() {
  const sent = [];
  return {
    sent, failure: null,
    score(request) { return new Promise((resolve, reject) => sent.push({ request, resolve, reject })); },
  };
}

const COMPLETE = "?hand=123m456m999p555s77z&win_tile=5s";

test("the engine is asked once per complete hand, and the newest answer wins", async () => {
  const engine = fakeEngine();
  let answers = 0;
  const scoring = new Scoring(engine, () => "ready", () => { answers += 1; });
  const { state } = stateFromURL(COMPLETE);
  assert.deepEqual(scoring.view(state), { kind: "waiting", busy: true, message: "Scoring…" });
  scoring.request(state);
  scoring.request(state); // the same request: not sent again
  assert.equal(engine.sent.length, 1);
  assert.deepEqual(engine.sent[0].request, s.toRequest(state));
  state.riichi = true;
  scoring.request(state);
  assert.equal(engine.sent.length, 2);
  engine.sent[0].resolve({ ok: true, total: 1000 }); // an older answer: dropped
  engine.sent[1].resolve({ ok: true, total: 2000 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(answers, 1);
  assert.deepEqual(scoring.view(state), { kind: "score", response: { ok: true, total: 2000 }, state });
  assert.equal(scoring.complete(state), true);
  scoring.forget(); // (the page's language changed)
  scoring.request(state);
  assert.equal(engine.sent.length, 3);
});

test("a hand of fewer tiles is not sent; the view says how many are needed", () => {
  const engine = fakeEngine();
  const scoring = new Scoring(engine, () => "ready", () => {});
  const { state } = stateFromURL("?hand=123m456m999p55s");
  scoring.request(state);
  assert.equal(engine.sent.length, 0);
  assert.deepEqual(scoring.view(state), { kind: "incomplete", needed: 3 });
  assert.deepEqual(scoring.view(s.defaultState()), { kind: "empty" });
  assert.equal(scoring.complete(state), false);
});

test("an engine that failed is named, in the page's words", () => {
  const engine = { ...fakeEngine(), failure: { key: "engine.notLoaded", fields: {} } };
  const scoring = new Scoring(engine, () => "failed", () => {});
  assert.deepEqual(scoring.view(s.defaultState()), { kind: "failed",
    message: "The scoring engine could not start: the engine worker could not be loaded. Reload the page to try again." });
});

test("a winning tile added to 13 tiles whose waits the engine gave is complete at once", () => {
  const scoring = new Scoring(fakeEngine(), () => "ready", () => {});
  const { state } = stateFromURL("?hand=123m456m999p555s7z");
  scoring.sawWaits(state, { waits: [{ tile: "7z" }] });
  s.addFromPalette(state, "hand", "7z");
  assert.equal(scoring.complete(state), true);
  const other = stateFromURL("?hand=123m456m999p555s7z1z").state; // 1z is not among the waits
  assert.equal(scoring.complete(other), false);
});
