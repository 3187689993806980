// The texts of the languages written in Chinese characters, Hangul or kana, in both catalogs, the
// engine's (pyengine/src/tenbou/catalogs/<id>.json) and the page's (js/lang/<id>.js), written as
// each is written (docs/i18n.md, "Punctuation"): Japanese and Simplified Chinese with full-width
// colons and parentheses after their words, Korean with half-width ones (and spaces between
// words), none with ASCII ids in a sentence, and an amount of points with its counter (点, 점).
// Then the page's own Japanese made in code: a fit notice of a link, a relative time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { pageModule } from "./page.mjs";

/**
 * How each language is written: `script`, the characters of its words; `fullWidth`, whether it
 * writes full-width colons and parentheses after them (else half-width ones, and no full-width
 * punctuation at all); `counter`, what follows an amount of points.
 */
const STYLES = {
  ja: { script: String.raw`[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]`, fullWidth: true, counter: "点" },
  "zh-Hans": { script: String.raw`\p{scx=Han}`, fullWidth: true, counter: "点" },
  ko: { script: String.raw`[\p{scx=Hangul}\p{scx=Han}]`, fullWidth: false, counter: "점" },
};
const { LANGUAGES } = await pageModule("js/texts.js");
/** The languages of STYLES the page and the engine speak: Japanese always, the others once their catalogs are in. */
const SPOKEN = Object.keys(STYLES).filter((lang) => LANGUAGES.includes(lang)
  && existsSync(new URL(`../../pyengine/src/tenbou/catalogs/${lang}.json`, import.meta.url)));
/** {lang: {engine: {key: text}, page: {key: text}}}. */
const CATALOGS = Object.fromEntries(await Promise.all(SPOKEN.map(async (lang) => [lang, {
  engine: JSON.parse(readFileSync(new URL(`../../pyengine/src/tenbou/catalogs/${lang}.json`, import.meta.url), "utf8")),
  page: (await pageModule(`js/lang/${lang}.js`)).default,
}])));

/**
 * A text without what is code in it, not words: its {field} marks, a JSON object given as an
 * example ({{"kind": "pon"}}), a JSON member ("abort": true), an id in quotes ('win_tile'), a
 * link's parameter (kita={value}, rules=...), what a link or the hand's text is given as after
 * 「例：」 (pon:777z; 「例如：」, 「예:」), MPSZ tiles as the hand is typed ([234m], (1111z)).
 */
function words(text) {
  return text
    .replace(/\{\{.*?\}\}/g, " ")
    .replace(/"[a-z_]+": ?[a-z0-9"]+/g, " ")
    .replace(/'[^']*'/g, " ")
    .replace(/\{[^{}]*\}/g, "X")
    .replace(/[a-z_]+=\S*?(?=\s|[^\x00-\x7f]|$)/g, " ")
    .replace(/(例如|例|예)([：:]) ?[\x21-\x7e]+/g, "$1$2X")
    .replace(/[[(][0-9]+[mpsz][\])]/g, " ");
}

/** Half-width ":", "(" or ")" written after a word of the language (「例: 」, 「東 (親)」). */
const halfWidth = (lang) => new RegExp(`${STYLES[lang].script}\\s*[:()]`, "u");
/** Full-width punctuation, which Korean does not write (「：」「（」「）」「、」「。」). */
const FULL_WIDTH = /[：（）、。]/;
/** Punctuation written the wrong width for the language. */
const wrongWidth = (lang, text) => (STYLES[lang].fullWidth ? halfWidth(lang).test(words(text)) : FULL_WIDTH.test(words(text)));
/** An ASCII id in a sentence: a snake_case name (open_pinfu) or a link's meld (chi:123p). */
const ASCII_ID = /(?<![A-Za-z0-9_])(?:[a-z]+_[a-z0-9_]+|(?:chi|pon|kan|ankan):[0-9])/;
/** An amount of points not followed by the language's counter (「本場分の{points}」). */
const barePoints = (lang) => new RegExp(`\\{points(?:_[a-z]+)?(?::[^}]*)?\\}(?!${STYLES[lang].counter})`);
/** The result's summary line names each payer's share by the payer (「放銃者から{discarder}」):
 * there those fields are amounts too (elsewhere {dealer} or {discarder} may be a player). */
const SUMMARY_SHARES = /^summary\./;
const bareShare = (lang) => new RegExp(`\\{(?:dealer|non_dealer|discarder|each)(?::[^}]*)?\\}(?!${STYLES[lang].counter})`);
/** Keys whose amounts are said without a counter: the winner's call (「3900」, 「2000・4000」). */
const BARE_AMOUNTS_OK = /^call\./;

/** The catalogs' texts for which `bad(lang, key, text)` holds, as "lang catalog key: text". */
const found = (bad) => Object.entries(CATALOGS).flatMap(([lang, catalogs]) => Object.entries(catalogs).flatMap(([name, catalog]) =>
  Object.entries(catalog).filter(([key, text]) => bad(lang, key, text)).map(([key, text]) => `${lang} ${name} ${key}: ${text}`)));

test("the catalogs are read, Japanese among them", () => {
  assert.ok(SPOKEN.includes("ja"));
  for (const { engine, page } of Object.values(CATALOGS)) assert.ok(Object.keys(engine).length > 400 && Object.keys(page).length > 400);
});

test("colons and parentheses are the width the language writes", () => {
  assert.deepEqual(found((lang, key, text) => wrongWidth(lang, text)), []);
});

test("no ASCII id is written in a sentence", () => {
  assert.deepEqual(found((lang, key, text) => ASCII_ID.test(words(text))), []);
});

test("an amount of points says the language's counter", () => {
  assert.deepEqual(found((lang, key, text) => !BARE_AMOUNTS_OK.test(key)
    && (barePoints(lang).test(text) || (SUMMARY_SHARES.test(key) && bareShare(lang).test(text)))), []);
});

test("each check finds what it is for", () => {
  for (const lang of ["ja", "zh-Hans"]) {
    assert.ok(wrongWidth(lang, "例: 123m456p") && wrongWidth(lang, "自風：東 (親)"), lang);
    assert.ok(!wrongWidth(lang, "副露は括弧で：鳴きは[234m]、暗槓は(1111z)。"), lang);
    assert.ok(!wrongWidth(lang, '途中流局は "abort": true と書きます。'), lang);
  }
  assert.ok(!wrongWidth("zh-Hans", "例如：pon:777z"));
  assert.ok(wrongWidth("ko", "자풍：동（친）") && !wrongWidth("ko", "자풍: 동 (친)") && !wrongWidth("ko", "예: 123m456p"));
  assert.ok(ASCII_ID.test(words("天鳳三麻のルールでは open_pinfu の手は配れません。")));
  assert.ok(ASCII_ID.test(words("天鳳三麻ではchi:123pの副露はありません：外しました。")));
  assert.ok(!ASCII_ID.test(words("'topic' は 'open_pinfu' などです（例：pon:777z）。")));
  assert.ok(!ASCII_ID.test(words("リンクの rules={value} は登録されたルールではありません。")));
  assert.ok(barePoints("ja").test("{n}本場分の{points}") && !barePoints("ja").test("{n}本場分の{points}点"));
  assert.ok(barePoints("ko").test("{points}") && !barePoints("ko").test("{points}점"));
});

// ------------------------------------------------------------------ the page's Japanese made in code

const { useLanguage } = await pageModule("js/texts.js");
const { rulesFitNotices } = await pageModule("js/url.js");
const { whenText } = await pageModule("js/practice/progress.js");

test("a link's meld that three players cannot have is named by its kind, in Japanese", async () => {
  await useLanguage("ja");
  const out = { hand: [], win_tile: null, melds: [{ kind: "chi", tiles: ["1p", "2p", "3p"] }],
    dora_indicators: [], ura_dora_indicators: [] };
  const notices = rulesFitNotices(out, "tenhou_sanma");
  assert.deepEqual(notices, ["天鳳三麻にはチーがありません：チー 123pを外しました。"]);
  // A pon of tiles not in play under three players: its tiles, not its kind, are why.
  const pon = rulesFitNotices({ ...out, melds: [{ kind: "pon", tiles: ["5m", "5m", "5m"] }] }, "tenhou_sanma");
  assert.deepEqual(pon, ["天鳳三麻では使わない牌のポン 555mを外しました。"]);
  for (const notice of [...notices, ...pon]) assert.ok(!ASCII_ID.test(notice), notice);
  await useLanguage("en");
});

test("a relative time in Japanese writes the count and its counter together", () => {
  const now = new Date("2026-12-07T12:00:00Z");
  const later = (minutes) => new Date(now.getTime() + minutes * 60000);
  assert.equal(whenText(later(1), now, "ja"), "1分後");
  assert.equal(whenText(later(300), now, "ja"), "5時間後");
  assert.equal(whenText(later(3 * 1440), now, "ja"), "3日後");
  assert.equal(whenText(later(1), now, "en"), "in 1 minute");
});
