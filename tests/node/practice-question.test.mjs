// The practice question and answer as state (js/practice/question.js): what a link asks for, the
// page's own link, the topics to ask, the boxes each mode asks for, the steppers and the judging
// of typed answers, on questions the engine deals here. The right values are worked out by hand
// from the fu guide (docs/fu.md) and the payment table, never read from the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const q = await pageModule("js/practice/question.js");
const { fuParts, ruleKey, sumTerms, winPart, zeroReason } = await pageModule("js/practice/parts.js");
const EN = (await pageModule("js/lang/en.js")).default;
const JA = (await pageModule("js/lang/ja.js")).default;
const { progressOf } = await pageModule("js/practice/progress.js");
const { cardsFrom } = await pageModule("js/practice/schedule.js");

const deal = (topic, seed) => ({ topic, seed, rules: "ema2025", lang: "en" });
const [RON_TRIPLET, PINFU_TSUMO, WAIT, CHIITOITSU, LIMIT, TWO_RUNS] = engineCalls([
  ["practice", deal("ron_triplet", 12)], ["practice", deal("pinfu_tsumo", 3)], ["practice", deal("wait", 3)],
  ["practice", deal("chiitoitsu", 5)], ["practice", deal("limit", 2)], ["practice", deal("concealed_quad", 28)],
]);
const boxesOf = (mode, dealt) => q.answerBoxes(mode, dealt.answer, fuParts(dealt.answer, dealt.question, "en"), dealt.topic);

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

test("the dragons counted as a concealed triplet (8, the trap): one mistake, the total carrying it on", () => {
  const boxes = boxesOf("steps", RON_TRIPLET);
  const typed = [...RON_TRIPLET_PARTS.map(([, fu], i) => String(i === 4 ? 8 : fu)), "40"]; // 20 + 12 = 32, rounded up
  const result = q.judge(boxes, typed, "steps");
  assert.equal(result.correct, false);
  assert.equal(result.wrong, 1); // the set; the total only follows from it
  assert.equal(result.asked, 9);
  assert.deepEqual(result.marks.map((m, i) => (m ? null : i)).filter((i) => i !== null), [4, 8]);
  assert.deepEqual(result.carried.map((c, i) => (c ? i : null)).filter((i) => i !== null), [8]);
  assert.equal(result.judged[4].tiles, "777z"); // judged against the dragons: the right value 4
  assert.deepEqual(result.kinds.set, [3, 1]);
  assert.equal(result.kinds.fu, undefined);
  // The total worked out as a sum: 20 + 4 + 4 = 28, rounded up to 30.
  assert.deepEqual(sumTerms(fuParts(RON_TRIPLET.answer, RON_TRIPLET.question, "en")), [20, 4, 4]);
  // A wrong total with every part right is a mistake of its own.
  const total = q.judge(boxes, [...RON_TRIPLET_PARTS.map(([, fu]) => String(fu)), "40"], "steps");
  assert.deepEqual([total.wrong, total.carried[8], total.kinds.fu], [1, false, [0, 1]]);
});

test("the concealed sets name no set and are judged in any order; the melds keep their names", () => {
  // 123p, 678p and 777z are concealed: the player groups them; the pon of 111z is in sight.
  const boxes = boxesOf("steps", RON_TRIPLET);
  assert.deepEqual(boxes.map((b) => Boolean(b.concealed)), [false, false, true, true, true, false, false, false, false]);
  const typed = ["20", "0", "4", "0", "0", "4", "0", "0", "30"]; // the dragons' 4 typed first
  const result = q.judge(boxes, typed, "steps");
  assert.equal(result.correct, true);
  assert.deepEqual(result.judged.slice(2, 5).map((p) => p.tiles), ["777z", "123p", "678p"]);
});

test("the hand as dealt: the concealed tiles sorted, the winning tile apart, the melds; no grouping", () => {
  assert.deepEqual(q.dealtHand(RON_TRIPLET.question), {
    concealed: ["1p", "2p", "3p", "6p", "7p", "8p", "5s", "5s", "7z", "7z"], win: "7z",
    melds: [{ kind: "pon", tiles: ["1z", "1z", "1z"] }],
  });
  // a red five won: the red one stands apart
  assert.deepEqual(q.dealtHand({ hand: "340m5m678p11s234s", win_tile: "0m" }).concealed,
    ["3m", "4m", "5m", "6p", "7p", "8p", "1s", "1s", "2s", "3s", "4s"]);
});

test("a part that scores nothing says why in the guide's terms", () => {
  // Open ron (pon): no fu for winning; 123p a run; 55s a pair of no value; shanpon: no wait fu.
  const ron = fuParts(RON_TRIPLET.answer, RON_TRIPLET.question, "en").parts;
  const why = (parts, kind) => zeroReason(parts.find((p) => p.kind === kind && p.fu === 0), RON_TRIPLET.answer);
  assert.deepEqual(["win", "set", "pair", "wait"].map((kind) => why(ron, kind)),
    ["practice.zero.win_ron", "practice.zero.set", "practice.zero.pair", "practice.zero.wait.shanpon"]);
  // Pinfu by self-draw: no fu for the self-draw, and a two-sided wait.
  const pinfu = fuParts(PINFU_TSUMO.answer, PINFU_TSUMO.question, "en").parts;
  assert.deepEqual(["win", "wait"].map((kind) => zeroReason(pinfu.find((p) => p.kind === kind), PINFU_TSUMO.answer)),
    ["practice.zero.win_tsumo", "practice.zero.wait.ryanmen"]);
  assert.match(EN["practice.zero.win_tsumo"], /pinfu/i);
  assert.match(EN["practice.zero.wait.ryanmen"], /two-sided/);
  for (const key of ["practice.zero.win_ron", "practice.zero.set", "practice.zero.pair", "practice.zero.wait.shanpon"]) {
    assert.ok(EN[key] && JA[key], key);
  }
});

test("seven pairs rounded to 30: the rule shown is seven pairs' own, 25 fu never rounded", () => {
  const fu = fuParts(CHIITOITSU.answer, CHIITOITSU.question, "en");
  assert.equal(fu.sevenPairs, true);
  const result = q.judge(boxesOf("quick", CHIITOITSU), ["30"], "quick");
  assert.equal(result.marks[0], false);
  assert.equal(ruleKey("fu", fu.sevenPairs), "practice.ref.seven_pairs");
  assert.match(EN["practice.ref.seven_pairs"], /25 fu, never rounded/);
  assert.ok(JA["practice.ref.seven_pairs"].includes("25符"));
  assert.equal(ruleKey("fu", false), "practice.ref.fu");
});

test("a limit hand asks for its payment in every mode: kiriage mangan, a dealer's ron of 12,000", () => {
  // 888m 234p 678s 55s + pon 111z, the dealer (East seat, East round) wins by ron on 4p: double
  // East (2 han) and two dora (indicator 4s: 5s), 4 han; 20 + 4 (888m concealed simples) + 4
  // (111z open honours) = 28, so 30 fu. 4 han 30 fu is a mangan by kiriage (EMA 2025), and a
  // dealer's mangan by ron is 12,000.
  assert.deepEqual([LIMIT.question.hand, LIMIT.answer.han, LIMIT.answer.fu, LIMIT.answer.limit], ["888m234p55678s", 4, 30, "mangan"]);
  for (const mode of ["steps", "quick"]) {
    const pay = boxesOf(mode, LIMIT).filter((b) => b.kind === "payment");
    assert.deepEqual(pay.map((b) => [b.payer, b.expected]), [["discarder", 12000]], mode);
  }
  assert.deepEqual(boxesOf("quick", WAIT).map((b) => b.kind), ["fu"]); // a fu topic asks for the fu alone
});

test("an answer is kept once per question: not after a reload of the question last answered, nor a second check", () => {
  const answers = [{ topic: "wait", seed: 3, rules: "ema2025", correct: true }];
  const shown = { topic: "wait", seed: 3 };
  assert.equal(q.keepsAnswer(answers, shown, "ema2025", { counted: false, fromLink: true }), false); // reloaded
  assert.equal(q.keepsAnswer(answers, shown, "ema2025", { counted: false, fromLink: false }), true); // brought back by the schedule
  assert.equal(q.keepsAnswer(answers, shown, "tenhou", { counted: false, fromLink: true }), true); // another deal
  assert.equal(q.keepsAnswer(answers, { topic: "wait", seed: 4 }, "ema2025", { counted: false, fromLink: true }), true);
  assert.equal(q.keepsAnswer([], shown, "ema2025", { counted: true, fromLink: false }), false); // checked again after a mode switch
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
  assert.deepEqual(one.empty, [false, ...Array(7).fill(true), false]); // and said to be empty, not just "0"
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
    { rules: "ema2025", ignoredRules: null, wanted: { topic: "ron_triplet", seed: 12, level: null }, mode: "steps" });
  assert.deepEqual(link("?view=practice&rules=tenhou&mode=payment"),
    { rules: "tenhou", ignoredRules: null, wanted: { topic: null, seed: null, level: null }, mode: "payment" });
  const override = link('?view=practice&topic=wait&seed=3&rules={"base":"tenhou","kiriage":true}');
  assert.equal(override.rules, "ema2025");
  assert.equal(override.ignoredRules, '{"base":"tenhou","kiriage":true}');
  assert.equal(link("?rules=tenhuo").ignoredRules, "tenhuo");
  assert.deepEqual(link("?seed=12ab&mode=fast&topic=").wanted, { topic: null, seed: null, level: null });
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
  // Nothing ticked: the fu topics (the whole count's topics, han, payment and whole, once ticked).
  const FU_TOPICS = ["win_condition", "sets", "value_pair", "wait", "pinfu_tsumo", "open_pinfu", "chiitoitsu",
    "ron_triplet", "best_reading", "concealed_quad", "limit"];
  assert.deepEqual(q.chosenTopics([]), FU_TOPICS);
  assert.deepEqual(q.chosenTopics("wait"), FU_TOPICS);
  assert.deepEqual(q.chosenTopics(["payment", "whole"]), ["payment", "whole"]);
  assert.deepEqual(q.TOPICS, [...FU_TOPICS, "han", "payment", "whole"]);
  assert.deepEqual(q.topicsToAsk(["wait", "chiitoitsu"], "ema2025"), ["wait", "chiitoitsu"]);
  // three-player mahjong has no chi, so no open pinfu-shaped hand is dealt under its rules
  assert.deepEqual(q.topicsToAsk(["open_pinfu", "wait"], "tenhou_sanma"), ["wait"]);
  assert.deepEqual(q.topicsToAsk(["open_pinfu"], "tenhou_sanma"), FU_TOPICS.filter((id) => id !== "open_pinfu"));
  assert.deepEqual(q.topicsToAsk(["payment"], "tenhou_sanma"), ["payment"]);
});

test("a new seed is a whole number below 2^31", () => {
  assert.equal(q.randomSeed(0), 0);
  assert.equal(q.randomSeed(0.999999999999), 2 ** 31 - 1);
});

test("of two identical runs, one is named as completed by the winning tile", () => {
  // 556677m won on 5m: two runs of 5, 6, 7 characters, one of them completed by the 5m.
  assert.equal(TWO_RUNS.question.hand, "556677m33345s");
  const fu = fuParts(TWO_RUNS.answer, TWO_RUNS.question, "en");
  const runs = fu.parts.filter((p) => p.tiles === "567m");
  assert.equal(runs.length, 2);
  assert.deepEqual(runs.map((p) => p === winPart(fu, TWO_RUNS.answer)), [true, false]);
});
