// The engine's fu steps filed by part (js/practice/parts.js), on hands the engine scores here
// in both languages; the parts worked out by hand from the fu guide (docs/fu.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const { fuParts, typedNumber } = await pageModule("js/practice/parts.js");

// [request, the parts as [kind, fu], how many steps go with the total]
const FILED = [
  // An open hand (chi 234m) with nothing beyond the base: every part 0, and the 2 fu that make
  // it 30 go with the total, not with a part.
  [{ hand: "567p456s33p78s6s", melds: [{ kind: "chi", tiles: "234m" }], win_tile: "6s", win: "ron" },
    [["base", 20], ["win", 0], ["set", 0], ["set", 0], ["set", 0], ["set", 0], ["pair", 0], ["wait", 0]], 1],
  // Seven pairs: one part, 25.
  [{ hand: "1122m3344p5566s77z", win_tile: "7z", win: "tsumo" }, [["base", 25]], 0],
  // A concealed self-draw on a closed wait: base 20, self-draw 2, runs 0 and 0, 999p concealed
  // terminals 8, 555s concealed simples 4, a dragon pair 2, the closed wait 2 (38, so 40).
  [{ hand: "123m456m999p555s77z", win_tile: "5m", win: "tsumo" },
    [["base", 20], ["win", 2], ["set", 0], ["set", 0], ["set", 8], ["set", 4], ["pair", 2], ["wait", 2]], 0],
];

for (const lang of ["en", "ja"]) {
  test(`the engine's fu steps are filed by part (${lang})`, () => {
    const answers = engineCalls(FILED.map(([request]) => ["score", { ...request, lang }]));
    FILED.forEach(([request, parts, withTotal], i) => {
      const filed = fuParts(answers[i], request, lang);
      assert.deepEqual({ parts: filed.parts.map((p) => [p.kind, p.fu]), total: filed.totalSteps.length },
        { parts, total: withTotal }, JSON.stringify(request));
    });
  });
}

test("a typed number: digits with spaces or commas; anything else none", () => {
  assert.equal(typedNumber(" 30 "), 30);
  assert.equal(typedNumber("2,000"), 2000);
  assert.equal(typedNumber(""), null);
  assert.equal(typedNumber("3a"), null);
  assert.equal(typedNumber("-2"), null);
  assert.equal(typedNumber(undefined), null);
});
