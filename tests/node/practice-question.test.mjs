// The practice question and answer as state (js/practice/question.js): what a link asks for, the
// page's own link, the topics to ask, the boxes each mode asks for, the steppers and the judging
// of typed answers, on questions the engine deals here. The right values are worked out by hand
// from the fu guide (docs/fu.md) and the payment table, never read from the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const q = await pageModule("js/practice/question.js");
const { fuParts } = await pageModule("js/practice/parts.js");
const { progressOf } = await pageModule("js/practice/progress.js");
const { cardsFrom } = await pageModule("js/practice/schedule.js");

const deal = (topic, seed) => ({ topic, seed, rules: "ema2025", lang: "en" });
const [RON_TRIPLET, PINFU_TSUMO, WAIT, CHIITOITSU] = engineCalls([
  ["practice", deal("ron_triplet", 12)], ["practice", deal("pinfu_tsumo", 3)], ["practice", deal("wait", 3)],
  ["practice", deal("chiitoitsu", 5)],
]);
const boxesOf = (mode, dealt) => q.answerBoxes(mode, dealt.answer, fuParts(dealt.answer, dealt.question, "en"));

// A triplet of red dragons held in the hand (77z + the 7z won), completed by a discard: it
// counts as an open triplet. 123p 678p 777z (in the hand) + pon 111z, pair 55s; ron on 7z.
// The fu, part by part, in the guide's order:
const RON_TRIPLET_PARTS = [
  ["base", 20], // every hand starts at 20
  ["win", 0], // an open hand (pon) won on a discard: nothing
  ["set", 0], // 123p, a run
  ["set", 0], // 678p, a run
  ["set", 4], // 777z completed by the discard: an open triplet of honours, 4 (not 8)
  ["set", 4], // pon of 111z: an open triplet of honours, 4
  ["pair", 0], // 55s: no value
  ["wait", 0], // a wait on two pairs (shanpon): nothing
];
const RON_TRIPLET_FU = 30; // 20 + 8 = 28, rounded up to 30

test("the step-by-step mode asks for each part in the guide's order, then the total", () => {
  assert.equal(RON_TRIPLET.question.hand, "123678p55s777z");
  assert.deepEqual(RON_TRIPLET.question.melds, [{ kind: "pon", tiles: "111z" }]);
  const boxes = boxesOf("steps", RON_TRIPLET);
  assert.deepEqual(boxes.map((b) => [b.kind, b.expected]), [...RON_TRIPLET_PARTS, ["fu", RON_TRIPLET_FU]]);
});

test("every part and the total right: right, every box judged", () => {
  const boxes = boxesOf("steps", RON_TRIPLET);
  const typed = [...RON_TRIPLET_PARTS.map(([, fu]) => String(fu)), String(RON_TRIPLET_FU)];
  const result = q.judge(boxes, typed, "steps");
  assert.equal(result.correct, true);
  assert.deepEqual(result.marks, Array(9).fill(true));
  assert.equal(result.asked, 9);
  assert.equal(result.mode, "steps");
  assert.deepEqual(result.kinds, { base: [1, 0], win: [1, 0], set: [4, 0], pair: [1, 0], wait: [1, 0], fu: [1, 0] });
});

test("the dragons counted as a concealed triplet (8, the trap): that set and the total wrong", () => {
  const boxes = boxesOf("steps", RON_TRIPLET);
  const typed = [...RON_TRIPLET_PARTS.map(([, fu], i) => String(i === 4 ? 8 : fu)), "40"]; // 20 + 12 = 32, rounded up
  const result = q.judge(boxes, typed, "steps");
  assert.equal(result.correct, false);
  assert.equal(result.wrong, 2);
  assert.equal(result.asked, 9);
  assert.deepEqual(result.marks.map((m, i) => (m ? null : i)).filter((i) => i !== null), [4, 8]);
  assert.deepEqual(result.kinds.set, [3, 1]);
  assert.deepEqual(result.kinds.fu, [0, 1]);
});

test("every part left empty: the total judged alone, kept as the quick mode", () => {
  const boxes = boxesOf("steps", RON_TRIPLET);
  const typed = [...RON_TRIPLET_PARTS.map(() => " "), "30"];
  const result = q.judge(boxes, typed, "steps");
  assert.deepEqual(result.marks, [...Array(8).fill(null), true]);
  assert.deepEqual(result.kinds, { fu: [1, 0] });
  assert.equal(result.mode, "quick");
  // one part typed: every part is judged, the empty ones wrong
  const one = q.judge(boxes, ["20", ...Array(7).fill(""), "30"], "steps");
  assert.equal(one.mode, "steps");
  assert.equal(one.asked, 9);
  assert.equal(one.wrong, 7); // the seven parts left empty, the 0 ones too: an empty box is no answer
});

test("han and fu, and the payment: 2 han 30 fu, a non-dealer's ron of 2,000", () => {
  // Red dragons (1 han) and the round wind's triplet, east (1 han); the dora indicator 1m makes
  // 2m the dora, not in the hand: 2 han 30 fu, 30 x 2^4 = 480 base points x 4 = 1,920, so 2,000.
  assert.deepEqual(boxesOf("hanfu", RON_TRIPLET).map((b) => [b.kind, b.expected]), [["han", 2], ["fu", 30]]);
  const boxes = boxesOf("payment", RON_TRIPLET);
  assert.deepEqual(boxes.map((b) => [b.kind, b.expected, b.payer]), [["han", 2, undefined], ["fu", 30, undefined], ["payment", 2000, "discarder"]]);
  // han and fu may be left empty beside the payment; typed, they are judged
  const alone = q.judge(boxes, ["", "", "2,000"], "payment");
  assert.deepEqual(alone.marks, [null, null, true]);
  assert.equal(alone.correct, true);
  const all = q.judge(boxes, ["2", "40", "2000"], "payment");
  assert.deepEqual(all.marks, [true, false, true]);
  assert.deepEqual(all.kinds, { han: [1, 0], fu: [0, 1], payment: [1, 0] });
  // in the han and fu mode, an empty box is a wrong one
  assert.deepEqual(q.judge(boxesOf("hanfu", RON_TRIPLET), ["", "30"], "hanfu").marks, [false, true]);
});

test("the quick mode asks for the total alone: seven pairs 25, pinfu by self-draw 20", () => {
  assert.deepEqual(boxesOf("quick", CHIITOITSU).map((b) => [b.kind, b.expected]), [["fu", 25]]);
  assert.deepEqual(boxesOf("quick", PINFU_TSUMO).map((b) => [b.kind, b.expected]), [["fu", 20]]);
});

test("pinfu by self-draw right, a difficult wait wrong: the wait comes back sooner, the total fu the only kind", () => {
  const right = q.judge(boxesOf("quick", PINFU_TSUMO), ["20"], "quick");
  const wrong = q.judge(boxesOf("quick", WAIT), ["1"], "quick"); // 1 is never a hand's fu
  assert.equal(right.correct, true);
  assert.equal(wrong.correct, false);
  const kept = (dealt, result, minute) => ({ topic: dealt.topic, seed: dealt.seed, at: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
    mode: result.mode, correct: result.correct, kinds: result.kinds });
  const answers = [kept(PINFU_TSUMO, right, 0), kept(WAIT, wrong, 1)];
  const cards = cardsFrom(answers);
  assert.ok(cards.get("wait").due < cards.get("pinfu_tsumo").due);
  const { kinds, topics, streak, best } = progressOf(answers);
  assert.deepEqual([...kinds.keys()], ["fu"]);
  assert.deepEqual(kinds.get("fu"), [1, 1]);
  assert.deepEqual(topics.get("pinfu_tsumo"), [1, 0]);
  assert.deepEqual(topics.get("wait"), [0, 1]);
  assert.deepEqual([streak, best], [0, 1]);
});

test("the steppers go through the sheet's values", () => {
  const fu = boxesOf("hanfu", RON_TRIPLET).find((b) => b.kind === "fu").values;
  const han = boxesOf("hanfu", RON_TRIPLET).find((b) => b.kind === "han").values;
  assert.equal(q.steppedValue(fu, "", +1), 20);
  assert.equal(q.steppedValue(fu, "", -1), 20);
  assert.equal(q.steppedValue(fu, "20", +1), 25);
  assert.equal(q.steppedValue(fu, "30", +1), 40);
  assert.equal(q.steppedValue(fu, "30", -1), 25);
  assert.equal(q.steppedValue(fu, "33", -1), 30);
  assert.equal(q.steppedValue(fu, "20", -1), undefined);
  assert.equal(q.steppedValue(fu, "110", +1), undefined);
  assert.equal(q.steppedValue(han, "", +1), 1);
  assert.equal(q.steppedValue(han, "13", +1), undefined);
});

test("a practice link: its question, rules and mode; rules that are no profile are named", () => {
  const link = (query) => q.linkedQuestion(new URLSearchParams(query));
  assert.deepEqual(link("?view=practice&topic=ron_triplet&seed=12"),
    { rules: "ema2025", ignoredRules: null, wanted: { topic: "ron_triplet", seed: 12 }, mode: "steps" });
  assert.deepEqual(link("?view=practice&rules=tenhou&mode=payment"),
    { rules: "tenhou", ignoredRules: null, wanted: { topic: null, seed: null }, mode: "payment" });
  const override = link('?view=practice&topic=wait&seed=3&rules={"base":"tenhou","kiriage":true}');
  assert.equal(override.rules, "ema2025");
  assert.equal(override.ignoredRules, '{"base":"tenhou","kiriage":true}');
  assert.equal(link("?rules=tenhuo").ignoredRules, "tenhuo");
  assert.deepEqual(link("?seed=12ab&mode=fast&topic=").wanted, { topic: null, seed: null });
  assert.equal(link("?mode=fast").mode, "steps");
});

test("the page's link follows the question shown, the rules when not the default, the mode when not steps", () => {
  const shown = { topic: "wait", seed: 3 };
  assert.equal(q.practiceAddress("?view=practice&lang=ja", shown, "ema2025", "steps"), "?view=practice&lang=ja&topic=wait&seed=3");
  assert.equal(q.practiceAddress("?view=practice&topic=x&seed=1&mode=quick", shown, "tenhou", "steps"),
    "?view=practice&topic=wait&seed=3&rules=tenhou");
  assert.equal(q.practiceAddress("", null, "ema2025", "hanfu"), "?view=practice&mode=hanfu");
  // a link that named rules keeps naming them (here the profile dealt instead of an override)
  assert.equal(q.practiceAddress("?view=practice&rules=%7B%7D", shown, "ema2025", "steps"), "?view=practice&rules=ema2025&topic=wait&seed=3");
});

test("the topics asked: those chosen that the rules deal, else every one they deal", () => {
  assert.deepEqual(q.chosenTopics(["wait", "no_such_topic"]), ["wait"]);
  assert.deepEqual(q.chosenTopics([]), q.TOPICS);
  assert.deepEqual(q.chosenTopics("wait"), q.TOPICS);
  assert.deepEqual(q.topicsToAsk(["wait", "chiitoitsu"], "ema2025"), ["wait", "chiitoitsu"]);
  // three-player mahjong has no chi, so no open pinfu-shaped hand is dealt under its rules
  assert.deepEqual(q.topicsToAsk(["open_pinfu", "wait"], "tenhou_sanma"), ["wait"]);
  assert.deepEqual(q.topicsToAsk(["open_pinfu"], "tenhou_sanma"), q.TOPICS.filter((id) => id !== "open_pinfu"));
});

test("a new seed is a whole number below 2^31", () => {
  assert.equal(q.randomSeed(0), 0);
  assert.equal(q.randomSeed(0.999999999999), 2 ** 31 - 1);
});
