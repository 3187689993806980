// What the practice answers add up to (js/practice/progress.js): tallies, streaks, accuracy.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { progressOf, accuracy } = await pageModule("js/practice/progress.js");

const answer = (topic, correct, kinds = {}) => ({ topic, correct, kinds });

test("right and wrong are counted per topic and per step kind", () => {
  const progress = progressOf([
    answer("pair", true, { pair: [1, 0], fu: [1, 0] }),
    answer("pair", false, { pair: [0, 1], fu: [0, 1] }),
    answer("wait", true, { wait: [2, 0] }),
  ]);
  assert.deepEqual(progress.topics.get("pair"), [1, 1]);
  assert.deepEqual(progress.topics.get("wait"), [1, 0]);
  assert.deepEqual(progress.kinds.get("fu"), [1, 1]);
  assert.deepEqual(progress.kinds.get("wait"), [2, 0]);
  assert.equal(progress.total, 3);
});

test("the streak is the current run of right answers, the best the longest run", () => {
  const progress = progressOf([true, true, true, false, true].map((right) => answer("pair", right)));
  assert.equal(progress.streak, 1);
  assert.equal(progress.best, 3);
});

test("accuracy is a whole percentage, and none without answers", () => {
  assert.equal(accuracy([2, 1]), 67);
  assert.equal(accuracy([0, 0]), null);
});
