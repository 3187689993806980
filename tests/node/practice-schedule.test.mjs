// When each practice topic comes back (js/practice/schedule.js, ts-fsrs as the page uses it), on
// answers made up here: a miss comes back sooner than a right answer, and what is known is
// spaced out further each time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const schedule = await pageModule("js/practice/schedule.js");
const { cardsFrom, handCardsFrom, nextQuestion, nextTopic } = schedule;

const START = Date.UTC(2026, 0, 1);
const at = (minutes) => new Date(START + minutes * 60000).toISOString();
const due = (answers, topic) => cardsFrom(answers).get(topic).due.getTime();

test("a topic answered wrong comes back sooner than one answered right at the same time", () => {
  const both = [{ topic: "a", at: at(0), correct: true }, { topic: "b", at: at(0), correct: false }];
  assert.ok(due(both, "b") < due(both, "a"));
});

test("as in the page: pinfu by self-draw right, then a difficult wait wrong a minute later", () => {
  const answers = [{ topic: "pinfu_tsumo", at: at(0), correct: true }, { topic: "wait", at: at(1), correct: false }];
  const cards = cardsFrom(answers);
  assert.deepEqual([...cards.keys()].sort(), ["pinfu_tsumo", "wait"]);
  assert.ok(cards.get("wait").due < cards.get("pinfu_tsumo").due);
});

test("a topic answered right each time it comes back is spaced out further, past a week after five", () => {
  const right = [];
  const gaps = [];
  let now = 0;
  for (let i = 0; i < 5; i++) {
    right.push({ topic: "a", at: at(now), correct: true });
    const next = (due(right, "a") - START) / 60000;
    gaps.push(next - now);
    now = next;
  }
  for (let i = 1; i < gaps.length; i++) assert.ok(gaps[i] > gaps[i - 1], `gaps ${gaps}`);
  assert.ok(gaps.at(-1) > 7 * 24 * 60, `gaps ${gaps}`);
});

test("the missed topic, once due, is asked before the known one and a new one; before that, a new one", () => {
  const both = [{ topic: "a", at: at(0), correct: true }, { topic: "b", at: at(0), correct: false }];
  const cards = cardsFrom(both);
  assert.equal(nextTopic(["a", "b", "c"], cards, new Date(due(both, "b") + 1000), 0), "b");
  assert.equal(nextTopic(["a", "b", "c"], cards, new Date(START), 0), "c"); // nothing due yet: a topic never asked
});

test("with every topic answered and none due, the one due soonest; with no topics answered, random picks", () => {
  const answers = [{ topic: "a", at: at(0), correct: true }, { topic: "b", at: at(0), correct: false }];
  assert.equal(nextTopic(["a", "b"], cardsFrom(answers), new Date(START)), "b");
  assert.equal(nextTopic(["a", "b", "c"], new Map(), new Date(START), 0.5), "b");
  assert.equal(nextTopic(["a", "b", "c"], new Map(), new Date(START), 0.99), "c");
});

test("answers are taken in the order they were given, whatever order they are listed in", () => {
  const given = [{ topic: "a", at: at(0), correct: false }, { topic: "a", at: at(10), correct: true }];
  assert.equal(due([...given].reverse(), "a"), due(given, "a"));
});

test("a lapse shortens the next interval: a topic missed then right comes back sooner than one right at once", () => {
  const answers = [{ topic: "a", at: at(0), correct: true }, { topic: "b", at: at(0), correct: false }, { topic: "b", at: at(2), correct: true }];
  const cards = cardsFrom(answers);
  assert.ok(cards.get("b").due < cards.get("a").due, `${cards.get("b").due.toISOString()} ${cards.get("a").due.toISOString()}`);
  assert.equal(nextTopic(["a", "b"], cards, new Date(START + 60_000 * 60 * 24 * 30)), "b"); // both overdue: the weaker first
});

const kept = (topic, seed, minute, correct, rules = "ema2025") => ({ topic, seed, rules, at: at(minute), correct });

test("a missed hand comes back itself, as a card of its own, once due; a hand answered right never had one", () => {
  const answers = [kept("wait", 11, 0, false), kept("sets", 12, 1, true)];
  assert.deepEqual([...handCardsFrom(answers).keys()], ["wait 11 ema2025"]);
  assert.deepEqual(nextQuestion(["wait", "sets", "limit"], answers, "ema2025", new Date(START + 3 * 60_000), 0), { topic: "wait", seed: 11, level: null });
  // before it is due: a topic never asked, a new hand
  assert.deepEqual(nextQuestion(["wait", "sets", "limit"], answers, "ema2025", new Date(START + 30_000), 0), { topic: "limit", seed: null, level: 1 });
  // answered right when it came back: spaced out like any card, no longer due at once
  const again = [...answers, kept("wait", 11, 4, true)];
  assert.ok(handCardsFrom(again).get("wait 11 ema2025").card.due > new Date(START + 60 * 60_000));
  // not a topic chosen, or dealt under other rules: not brought back
  assert.equal(nextQuestion(["sets", "limit"], answers, "ema2025", new Date(START + 3 * 60_000), 0).seed, null);
  assert.equal(nextQuestion(["wait", "sets"], answers, "tenhou", new Date(START + 3 * 60_000), 0).seed, null);
});

test("the first question follows the topics chosen and the schedule", () => {
  assert.deepEqual(nextQuestion(["chiitoitsu"], [], "ema2025", new Date(START), 0.9), { topic: "chiitoitsu", seed: null, level: 1 });
  // value pair overdue, sets due in days: value pair
  const answers = [kept("sets", 1, 0, true), kept("value_pair", 2, 0, true), kept("value_pair", 3, 1, false), kept("value_pair", 3, 2, true)];
  const later = new Date(START + 60_000 * 60 * 24 * 1.5);
  assert.equal(nextQuestion(["sets", "value_pair"], answers, "ema2025", later, 0).topic, "value_pair");
});

test("difficulty grows: a topic starts at level 1 and reaches level 3 as right answers raise its stability", () => {
  const { levelFor } = schedule;
  assert.equal(nextQuestion(["a"], [], "ema2025", new Date(START)).level, 1); // never answered: hands of few parts
  const answers = [];
  const levels = [];
  let now = 0;
  for (let i = 0; i < 5; i++) {
    answers.push({ topic: "a", at: at(now), correct: true, rules: "ema2025" });
    now = (due(answers, "a") - START) / 60000;
    levels.push(nextQuestion(["a"], answers, "ema2025", new Date(START + now * 60000)).level);
  }
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i] >= levels[i - 1], `levels ${levels}`);
  assert.equal(levels.at(-1), 3, `levels ${levels}`);
  // A miss lowers the stability, and the level with it; a first answer wrong stays at level 1.
  answers.push({ topic: "a", at: at(now), correct: false, rules: "ema2025" });
  assert.ok(levelFor(cardsFrom(answers).get("a")) < 3);
  assert.equal(levelFor(cardsFrom([{ topic: "b", at: at(0), correct: false }]).get("b")), 1);
});

test("a missed hand comes back at the level it was dealt at", () => {
  const answers = [{ topic: "whole", seed: 9, level: 1, rules: "ema2025", at: at(0), correct: false }];
  assert.deepEqual(nextQuestion(["whole"], answers, "ema2025", new Date(START + 2 * 60000)), { topic: "whole", seed: 9, level: 1 });
  assert.equal(schedule.handKey(answers[0]), "whole 9 ema2025 1");
  assert.equal(schedule.handKey({ topic: "wait", seed: 17, rules: "ema2025" }), "wait 17 ema2025"); // (answers kept before levels)
});
