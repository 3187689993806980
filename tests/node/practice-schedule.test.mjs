// When each practice topic comes back (js/practice/schedule.js, ts-fsrs as the page uses it), on
// answers made up here: a miss comes back sooner than a right answer, and what is known is
// spaced out further each time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { cardsFrom, nextTopic } = await pageModule("js/practice/schedule.js");

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
