// The rules line under the profiles (js/ui/rules.js): once an option is changed, the profile's
// line leaves out the phrase that said the profile's own value, which the line then gives as a
// change ("Changed: Kiriage mangan: off"), so it never says both. EMA 2025 has kiriage mangan
// and one yakuman at most (docs/rules.md, the profiles' table); EMA 2016 has no kiriage.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { useLanguage } = await pageModule("js/texts.js");
const { profileSummary, summaryWithout } = await pageModule("js/profiles.js");

test("the line leaves out what a change makes untrue, and only that", async () => {
  await useLanguage("en");
  assert.match(profileSummary("ema2025"), /kiriage mangan/);
  const line = summaryWithout("ema2025", ["kiriage"]);
  assert.doesNotMatch(line, /kiriage/i);
  assert.match(line, /^Double-wind pair 2 fu; red fives/);
  assert.ok(line.endsWith("."));
  assert.equal(summaryWithout("ema2025", []), profileSummary("ema2025"));
  // one phrase says how yakuman add up and which count double: a change to either leaves it out
  assert.match(profileSummary("ema2025"), /one yakuman at most/);
  assert.doesNotMatch(summaryWithout("ema2025", ["double_yakuman"]), /yakuman at most/);
  // the first phrase left out: the line still starts as a sentence
  assert.match(summaryWithout("ema2016", ["double_wind_pair_fu"]), /^No kiriage; /);
  assert.equal(summaryWithout("nope", []), undefined);
});

test("in Japanese too", async () => {
  await useLanguage("ja");
  assert.match(profileSummary("ema2025"), /切り上げ満貫/);
  const line = summaryWithout("ema2025", ["kiriage"]);
  assert.doesNotMatch(line, /切り上げ/);
  assert.ok(line.endsWith("。"));
  await useLanguage("en");
});
