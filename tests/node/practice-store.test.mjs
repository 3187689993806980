// The practice answers kept (js/practice/store.js) on a store in memory: an answer added gets
// an id and a time; the export file's text; an import adds only the answers not there yet, and
// refuses anything but an export file, changing nothing; a reset forgets every answer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { ProgressStore, EXPORT_FORMAT } = await pageModule("js/practice/store.js");

/** A key-value store in memory with the calls of js/device-store.js's backends. */
function memoryBackend() {
  const items = new Map();
  return {
    get: async (key) => structuredClone(items.get(key)),
    set: async (key, value) => { items.set(key, structuredClone(value)); },
    update: async (key, updater) => { items.set(key, structuredClone(updater(structuredClone(items.get(key))))); },
  };
}

const answer = { topic: "chiitoitsu", seed: 5, rules: "ema2025", mode: "quick", correct: true, kinds: { fu: [1, 0] } };

test("an answer kept gets an id and an ISO time; every answer comes back, oldest first", async () => {
  const store = new ProgressStore(memoryBackend(), true);
  assert.deepEqual(await store.answers(), []);
  const all = await store.add(answer);
  assert.equal(all.length, 1);
  assert.match(all[0].id, /^[0-9a-z]+-[0-9a-z]+$/);
  assert.match(all[0].at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.deepEqual({ ...all[0], id: undefined, at: undefined }, { ...answer, id: undefined, at: undefined });
  await store.add({ ...answer, topic: "wait", correct: false });
  assert.deepEqual((await store.answers()).map((a) => [a.topic, a.correct]), [["chiitoitsu", true], ["wait", false]]);
});

test("export, reset, import: the answers come back once, however often the file is imported", async () => {
  const store = new ProgressStore(memoryBackend(), true);
  await store.add(answer);
  const text = await store.exportText();
  const file = JSON.parse(text);
  assert.equal(file.format, EXPORT_FORMAT);
  assert.equal(file.format, "tenbou-practice");
  assert.equal(file.version, 1);
  assert.deepEqual(file.answers.map((a) => [a.topic, a.correct]), [["chiitoitsu", true]]);
  await store.reset();
  assert.deepEqual(await store.answers(), []);
  assert.equal(await store.importText(text), 1);
  assert.equal(await store.importText(text), 0); // twice: nothing more
  assert.deepEqual(await store.answers(), file.answers);
});

test("an import merges by time: the file's older answers go before the device's", async () => {
  const store = new ProgressStore(memoryBackend(), true);
  await store.add(answer);
  const older = { id: "old-1", at: "2020-01-01T00:00:00.000Z", topic: "wait", correct: false };
  assert.equal(await store.importText(JSON.stringify({ format: "tenbou-practice", version: 1, answers: [older] })), 1);
  assert.deepEqual((await store.answers()).map((a) => a.topic), ["wait", "chiitoitsu"]);
});

test("a file that is no export is refused and nothing changes", async () => {
  const store = new ProgressStore(memoryBackend(), true);
  await store.add(answer);
  const before = await store.answers();
  await assert.rejects(store.importText('{"answers": 3}'), { message: "not_export" });
  await assert.rejects(store.importText("not json"), { message: "not_json" });
  await assert.rejects(store.importText(JSON.stringify({ format: "tenbou-practice", answers: [{ id: "x", topic: "wait" }] })),
    { message: "not_export" }); // an answer without its time and verdict
  await assert.rejects(store.importText(JSON.stringify({ format: "tenbou-practice",
    answers: [{ id: "x", at: "yesterday", topic: "wait", correct: true }] })), { message: "not_export" });
  assert.deepEqual(await store.answers(), before);
});
