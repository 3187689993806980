// The Japanese texts of both catalogs, the engine's (pyengine/src/tenbou/catalogs/ja.json) and
// the page's (js/lang/ja.js), written as Japanese is written (docs/i18n.md, "Punctuation"):
// full-width colons and parentheses after Japanese words, no ASCII ids in a sentence, and an
// amount of points with its counter 点. Then the page's own Japanese made in code: a fit notice
// of a link, a relative time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { pageModule } from "./page.mjs";

const ENGINE_CATALOG = new URL("../../pyengine/src/tenbou/catalogs/ja.json", import.meta.url);
const engine = JSON.parse(readFileSync(ENGINE_CATALOG, "utf8"));
const { default: page } = await pageModule("js/lang/ja.js");
const CATALOGS = { engine, page };

/** A Japanese character: kanji, kana, the long vowel mark. */
const JAPANESE = String.raw`[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]`;

/**
 * A text without what is code in it, not words: its {field} marks, a JSON object given as an
 * example ({{"kind": "pon"}}), a JSON member ("abort": true), an id in quotes ('win_tile'), a
 * link's parameter (kita={value}, rules=...), what a link or the hand's text is given as after
 * 「例：」 (pon:777z), MPSZ tiles as the hand is typed ([234m], (1111z)).
 */
function words(text) {
  return text
    .replace(/\{\{.*?\}\}/g, " ")
    .replace(/"[a-z_]+": ?[a-z0-9"]+/g, " ")
    .replace(/'[^']*'/g, " ")
    .replace(/\{[^{}]*\}/g, "X")
    .replace(/[a-z_]+=\S*?(?=\s|[^\x00-\x7f]|$)/g, " ")
    .replace(/例：[\x21-\x7e]+/g, "例：X")
    .replace(/[[(][0-9]+[mpsz][\])]/g, " ");
}

/** Half-width ":", "(" or ")" written after a Japanese word (「例: 」, 「東 (親)」). */
const HALF_WIDTH = new RegExp(`${JAPANESE}\\s*[:()]`, "u");
/** An ASCII id in a sentence: a snake_case name (open_pinfu) or a link's meld (chi:123p). */
const ASCII_ID = /(?<![A-Za-z0-9_])(?:[a-z]+_[a-z0-9_]+|(?:chi|pon|kan|ankan):[0-9])/;
/** An amount of points not followed by 点 (「本場分の{points}」). */
const BARE_POINTS = /\{points(?:_[a-z]+)?(?::[^}]*)?\}(?!点)/;
/** The result's summary line names each payer's share by the payer (「放銃者から{discarder}」):
 * there those fields are amounts too (elsewhere {dealer} or {discarder} may be a player). */
const SUMMARY_SHARES = /^summary\./;
const BARE_SHARE = /\{(?:dealer|non_dealer|discarder|each)(?::[^}]*)?\}(?!点)/;
/** Keys whose amounts are said without 点: the winner's call (「3900」, 「2000・4000」). */
const BARE_AMOUNTS_OK = /^call\./;

/** The catalogs' Japanese texts for which `bad(key, text)` holds, as "catalog key: text". */
const found = (bad) => Object.entries(CATALOGS).flatMap(([name, catalog]) =>
  Object.entries(catalog).filter(([key, text]) => bad(key, text)).map(([key, text]) => `${name} ${key}: ${text}`));

test("the catalogs are read", () => {
  assert.ok(Object.keys(engine).length > 400 && Object.keys(page).length > 400);
});

test("Japanese text is followed by full-width colons and parentheses", () => {
  assert.deepEqual(found((key, text) => HALF_WIDTH.test(words(text))), []);
});

test("no ASCII id is written in a Japanese sentence", () => {
  assert.deepEqual(found((key, text) => ASCII_ID.test(words(text))), []);
});

test("an amount of points says 点", () => {
  assert.deepEqual(found((key, text) => !BARE_AMOUNTS_OK.test(key)
    && (BARE_POINTS.test(text) || (SUMMARY_SHARES.test(key) && BARE_SHARE.test(text)))), []);
});

test("each check finds what it is for", () => {
  assert.ok(HALF_WIDTH.test(words("例: 123m456p")) && HALF_WIDTH.test(words("自風：東 (親)")));
  assert.ok(!HALF_WIDTH.test(words("副露は括弧で：鳴きは[234m]、暗槓は(1111z)。")));
  assert.ok(!HALF_WIDTH.test(words('途中流局は "abort": true と書きます。')));
  assert.ok(ASCII_ID.test(words("天鳳三麻のルールでは open_pinfu の手は配れません。")));
  assert.ok(ASCII_ID.test(words("天鳳三麻ではchi:123pの副露はありません：外しました。")));
  assert.ok(!ASCII_ID.test(words("'topic' は 'open_pinfu' などです（例：pon:777z）。")));
  assert.ok(!ASCII_ID.test(words("リンクの rules={value} は登録されたルールではありません。")));
  assert.ok(BARE_POINTS.test("{n}本場分の{points}") && !BARE_POINTS.test("{n}本場分の{points}点"));
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
