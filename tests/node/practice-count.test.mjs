// The whole count as state (js/practice/count.js, and question.js's boxes for its topics): the
// boxes each topic of the whole count asks for, the hints in the guide's order, the sums worked
// out after a miss, and what a miss keeps for the list of misses, on questions the engine deals
// here. The right values are worked out by hand from the fu guide (docs/fu.md) and the payment
// rules (docs/rules.md), never read from the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const count = await pageModule("js/practice/count.js");
const q = await pageModule("js/practice/question.js");
const { fuParts } = await pageModule("js/practice/parts.js");

const deal = (topic, seed) => ({ topic, seed, rules: "ema2025", lang: "en" });
// whole 4: 123m 88m 789p 555s + pon 111z, a non-dealer wins by tsumo on 7p (edge wait): fu
// 20 + 2 + 4 + 4 + 2 = 32, rounded 40; round wind East 1 + dora 1 = 2 han; base 40 × 2^4 = 640;
// the dealer pays 1,280 rounded up to 1,300, each non-dealer 640 rounded up to 700.
// payment 7: 2 han 30 fu, a non-dealer's ron, 2 honba: 480 × 4 = 1,920 → 2,000, + 600 = 2,600.
// han 3: riichi 1 + menzen tsumo 1 = 2 han.
const [WHOLE, PAYMENT, HAN, WAIT] = engineCalls([["practice", deal("whole", 4)], ["practice", deal("payment", 7)],
  ["practice", deal("han", 3)], ["practice", deal("wait", 3)]]);
const boxesOf = (mode, dealt) => q.answerBoxes(mode, dealt.answer, fuParts(dealt.answer, dealt.question, "en"), dealt.topic);

test("a topic of the whole count asks its own boxes, whatever the mode", () => {
  for (const mode of q.MODES) {
    assert.deepEqual(boxesOf(mode, WHOLE).map((b) => [b.payer ?? b.kind, b.expected]), [
      ["base", 20], ["win", 2], ["set", 0], ["set", 0], ["set", 4], ["set", 4], ["pair", 0], ["wait", 2],
      ["fu", 40], ["han", 2], ["base_points", 640], ["dealer", 1300], ["non_dealer", 700]]);
    assert.deepEqual(boxesOf(mode, PAYMENT).map((b) => [b.payer, b.expected]), [["discarder", 2600]]);
    assert.deepEqual(boxesOf(mode, HAN).map((b) => [b.kind, b.expected]), [["han", 2]]);
  }
  assert.equal(q.askedMode("steps", "whole"), "count");
  assert.equal(q.askedMode("quick", "wait"), "quick");
  assert.deepEqual(boxesOf("quick", WAIT).map((b) => b.kind), ["fu"]); // (a fu topic: the mode's boxes)
});

test("judged step by step, each box on its own", () => {
  const boxes = boxesOf("steps", WHOLE);
  const typed = ["20", "2", "4", "0", "0", "4", "0", "2", "40", "3", "640", "1300", "600"];
  const result = q.judge(boxes, typed, "count");
  // The concealed sets in any order; the han and the non-dealer's payment wrong.
  assert.deepEqual(result.marks, [true, true, true, true, true, true, true, true, true, false, true, true, false]);
  assert.equal(result.wrong, 2);
  assert.deepEqual(result.kinds.han, [0, 1]);
  assert.deepEqual(result.kinds.payment, [1, 1]);
  assert.deepEqual(result.kinds.base_points, [1, 0]);
});

test("the hints follow the guide's order and what the topic asks", () => {
  const ids = (asks) => count.hintsFor(asks).map((h) => h.id);
  assert.deepEqual(ids(["fu"]), ["base", "win", "sets", "pair", "wait", "rounding"]);
  assert.deepEqual(ids(["han"]), ["han"]);
  assert.deepEqual(ids(["payment"]), ["base_points", "payment"]);
  assert.deepEqual(ids(q.topicAsks("whole")), ["base", "win", "sets", "pair", "wait", "rounding", "han", "base_points", "payment"]);
});

test("the sums are worked out as a player says them", () => {
  assert.deepEqual(count.hanTerms(HAN.answer).map((y) => y.han), [1, 1]);
  assert.deepEqual(count.baseWorked(WHOLE.answer), { fu: 40, han: 2, base: 640 });
  assert.deepEqual(count.paymentWorked(WHOLE.answer, "tsumo"), [
    { payer: "dealer", times: 2, raw: 1280, rounded: 1300, extra: 0, paid: 1300 },
    { payer: "non_dealer", times: 1, raw: 640, rounded: 700, extra: 0, paid: 700 }]);
  assert.deepEqual(count.paymentWorked(PAYMENT.answer, "ron"), [
    { payer: "discarder", times: 4, raw: 1920, rounded: 2000, extra: 600, paid: 2600 }]);
});

test("a miss keeps the hand, what was given and what was right; the list shows misses newest first", () => {
  const boxes = boxesOf("steps", PAYMENT);
  const miss = count.missRecord(PAYMENT.question, boxes, [" 2000 "]);
  assert.equal(miss.hand, [PAYMENT.question.hand, ...PAYMENT.question.melds.map((m) => m.tiles)].join(" "));
  assert.deepEqual(miss.boxes, [{ kind: "discarder", given: "2000", right: 2600 }]);
  const answers = [{ topic: "wait", seed: 1, correct: false, miss }, { topic: "wait", seed: 2, correct: true },
    { topic: "payment", seed: 7, correct: false, miss }, { topic: "sets", seed: 3, correct: false }];
  assert.deepEqual(count.missedAnswers(answers).map((a) => a.seed), [7, 1]);
});

test("a link keeps a level below the top one, and reads it back", () => {
  const link = q.linkedQuestion(new URLSearchParams("view=practice&topic=whole&seed=4&level=1"));
  assert.deepEqual(link.wanted, { topic: "whole", seed: 4, level: 1 });
  assert.equal(q.linkedQuestion(new URLSearchParams("topic=whole&seed=4&level=7")).wanted.level, null);
  assert.equal(q.practiceAddress("?view=practice", { topic: "whole", seed: 4, level: 2 }, "ema2025", "steps"),
    "?view=practice&topic=whole&seed=4&level=2");
  assert.equal(q.practiceAddress("?view=practice&level=2", { topic: "whole", seed: 4, level: 3 }, "ema2025", "steps"),
    "?view=practice&topic=whole&seed=4");
});
