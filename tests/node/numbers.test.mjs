// Numbers as each language writes them (docs/i18n.md, "Numbers"): the page's points() and the
// engine agree in every language, and both with Intl.NumberFormat, the page's one way of writing
// a number; no code of the page or the engine writes a number by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { pageModule } from "./page.mjs";
import { engineCalls } from "./engine.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { LANGUAGES, THOUSANDS_SEPARATOR } = await pageModule("js/engine-data.js");
const texts = await pageModule("js/texts.js");
const { points } = await pageModule("js/dom.js");
const { signedResult } = await pageModule("js/game/standings.js");

/** Intl's own group separator for `lang` ("," in English, "\u202f" in French). */
const intlGroup = (lang) => new Intl.NumberFormat(lang).formatToParts(12000).find((part) => part.type === "group")?.value;

test("the page speaks every language the engine does", () => {
  assert.deepEqual([...texts.LANGUAGES].sort(), [...LANGUAGES].sort());
  assert.deepEqual(Object.keys(THOUSANDS_SEPARATOR).sort(), [...LANGUAGES].sort());
});

test("the engine's separator is Intl's, or none: the page can write points with Intl", () => {
  for (const lang of LANGUAGES) {
    const separator = THOUSANDS_SEPARATOR[lang];
    assert.ok(separator === "" || separator === intlGroup(lang), `${lang}: ${JSON.stringify(separator)}`);
  }
});

test("points() writes what Intl.NumberFormat writes, ungrouped where the engine writes no separator", async () => {
  for (const lang of LANGUAGES) {
    await texts.useLanguage(lang);
    const grouped = THOUSANDS_SEPARATOR[lang] !== "";
    for (const n of [0, 100, 1000, 8000, 12000, 48000, 1234567, -8000]) {
      assert.equal(points(n), new Intl.NumberFormat(lang, { useGrouping: grouped }).format(n), `${lang} ${n}`);
    }
    const separator = THOUSANDS_SEPARATOR[lang];
    assert.equal(points(12000), `12${separator}000`, lang);
  }
  await texts.useLanguage("en");
});

test("the languages write points as their players do", async () => {
  // fr "8 000" (a narrow no-break space, U+202F), de "8.000", en "8,000", ja and zh and ko "8000".
  const expected = { en: "8,000", ja: "8000", "zh-Hans": "8000", ko: "8000", fr: "8\u202f000", de: "8.000" };
  for (const lang of LANGUAGES.filter((id) => id in expected)) {
    await texts.useLanguage(lang);
    assert.equal(points(8000), expected[lang], lang);
  }
  await texts.useLanguage("en");
});

// A dealer's yakuman by ron (daisangen: 48,000) and a non-dealer's riichi with one dora by ron
// (2 han; 20 + 10 concealed ron + 8 the 999p triplet + 4 the 555s one + 2 the red dragons' pair
// + 2 the closed wait = 46, 50 fu: 50 x 4 x 2^4 = 800 basic points, 3,200), scored by the engine
// in each language: the call it writes holds the total as the page writes it.
const HANDS = [
  { hand: "123m44p555666777z", win_tile: "3m", seat_wind: "east", round_wind: "east" },
  { hand: "123m456m999p555s77z", win_tile: "5m", riichi: true, dora_indicators: "2m" },
];

test("the engine's call and the page's points agree in every language", async () => {
  const calls = LANGUAGES.flatMap((lang) => HANDS.map((hand) => ["score", { ...hand, lang }]));
  const answers = engineCalls(calls);
  for (const [i, [, request]] of calls.entries()) {
    const r = answers[i];
    assert.ok(r.ok, JSON.stringify(r));
    await texts.useLanguage(request.lang);
    assert.ok(r.call.includes(points(r.total)), `${request.lang}: ${r.call} / ${points(r.total)}`);
  }
  assert.deepEqual(answers.slice(0, 2).map((r) => r.total), [48000, 3200]);
  await texts.useLanguage("en");
});

test("a result in thousands is written with the language's decimal mark", async () => {
  assert.equal(signedResult(42.4), "+42.4");
  for (const lang of LANGUAGES) {
    await texts.useLanguage(lang);
    assert.equal(signedResult(-5), `\u2212${new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).format(5)}`, lang);
  }
  await texts.useLanguage("en");
});

// ------------------------------------------------------------------ no number written by hand

/** Every file under `dir` (a path from the repository's root) whose name ends with `ext`. */
function files(dir, ext) {
  return readdirSync(join(ROOT, dir), { recursive: true }).filter((name) => name.endsWith(ext)).map((name) => join(dir, name));
}

/**
 * What writes a number by hand in the page's code: a method of Number that writes it
 * (toFixed, toPrecision, toLocaleString: the page goes through formatNumber() and points()), a
 * regular expression that puts separators between groups of digits, an Intl.NumberFormat made
 * outside js/texts.js's numberFormat().
 */
const PAGE_BY_HAND = [/\.to(?:Fixed|Precision|LocaleString)\(/, /\\B\(\?=/, /\(\\d\{3\}\)/, /Intl\.NumberFormat\(/];
/** ... and in the engine's: a format spec with a grouping option ({n:,}, {n:_}, format(n, ",")),
 * outside tenbou.road.calls.points_text, the one home of the rule. */
const ENGINE_BY_HAND = [/\{[^{}\s]*:[^{}\s]*[,_][^{}\s]*\}/, /format\([^()]*,\s*["'][^"']*[,_][^"']*["']\)/, /\blocale\./];

const byHand = (patterns, text) => text.split("\n").filter((line) => patterns.some((p) => p.test(line)));

test("no code of the page writes a number by hand", () => {
  const found = files("site/js", ".js").filter((path) => !path.includes(join("js", "lang")))
    .flatMap((path) => byHand(PAGE_BY_HAND, readFileSync(join(ROOT, path), "utf8"))
      .filter((line) => !(path.endsWith("texts.js") && line.includes("new Intl.NumberFormat(locale, options)")))
      .map((line) => `${path}: ${line.trim()}`));
  assert.deepEqual(found, []);
});

test("no code or text of the engine writes a number by hand", () => {
  const paths = [...files("pyengine/src/tenbou", ".py"), ...files("pyengine/src/tenbou/catalogs", ".json")];
  const found = paths.flatMap((path) => byHand(ENGINE_BY_HAND, readFileSync(join(ROOT, path), "utf8"))
    .filter((line) => !(path.endsWith(join("road", "calls.py")) && line.includes('f"{points:,}".replace(",", text(lang, "call.thousands_separator"))')))
    .map((line) => `${relative(ROOT, join(ROOT, path))}: ${line.trim()}`));
  assert.deepEqual(found, []);
});

test("each check of numbers written by hand finds what it is for", () => {
  assert.equal(byHand(PAGE_BY_HAND, "x.toFixed(1)\nn.toLocaleString()\ns.replace(/\\B(?=(\\d{3})+(?!\\d))/g, sep)").length, 3);
  assert.equal(byHand(PAGE_BY_HAND, "new Intl.NumberFormat(lang).format(n)").length, 1);
  assert.equal(byHand(PAGE_BY_HAND, 'formatNumber(n)\nt("quick.honba", { n })').length, 0);
  assert.equal(byHand(ENGINE_BY_HAND, 'f"{points:,}"\n"{:_}".format(n)\nformat(n, ",")\n"{total:,}"').length, 4);
  assert.equal(byHand(ENGINE_BY_HAND, '"{tile:code}"\n"{name:lower}"\nf"{x}, {y}"\n"{points}点"').length, 0);
});
