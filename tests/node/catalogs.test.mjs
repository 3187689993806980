// Every catalog of every language, the engine's (pyengine/src/tenbou/catalogs/<id>.json) and the
// page's (js/lang/<id>.js), side by side (docs/i18n.md, "Checks"): each holds every key another
// holds, each text the same {fields} in every language, no language but English an English
// sentence, and the page names each language in itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { pageModule } from "./page.mjs";

const ENGINE_CATALOGS = new URL("../../pyengine/src/tenbou/catalogs/", import.meta.url);
const ENGINE = Object.fromEntries(readdirSync(ENGINE_CATALOGS).filter((name) => name.endsWith(".json"))
  .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(new URL(name, ENGINE_CATALOGS), "utf8"))]));
const texts = await pageModule("js/texts.js");
const { default: NAMES } = await pageModule("js/lang/names.js");
const PAGE = Object.fromEntries(await Promise.all(texts.LANGUAGES.map(async (lang) => [lang, await texts.loadCatalog(lang)])));
const SIDES = { engine: ENGINE, page: PAGE };
const { LANGUAGES: ENGINE_LANGUAGES, PROFILES, PRACTICE_TOPICS } = await pageModule("js/engine-data.js");

/** The names of a text's {field} marks ({tile:code} is the field tile), "{{" escapes aside. */
const fields = (text) => [...new Set([...text.replace(/\{\{|\}\}/g, "").matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((m) => m[1]))].sort();

test("the engine's catalogs, the page's and the page's names are of the same languages", () => {
  assert.deepEqual(Object.keys(ENGINE).sort(), [...ENGINE_LANGUAGES].sort());
  assert.deepEqual(Object.keys(PAGE).sort(), Object.keys(ENGINE).sort());
  assert.deepEqual(Object.keys(NAMES).sort(), Object.keys(PAGE).sort());
  for (const [lang, names] of Object.entries(NAMES)) {
    assert.deepEqual(Object.keys(names).sort(), ["lang.self", "lang.switch"], lang);
    assert.ok(names["lang.self"].trim() && names["lang.switch"].trim(), lang);
  }
});

test("no catalog lacks a key another has", () => {
  for (const [side, catalogs] of Object.entries(SIDES)) {
    const every = new Set(Object.values(catalogs).flatMap(Object.keys));
    for (const [lang, catalog] of Object.entries(catalogs)) {
      assert.deepEqual([...every].filter((key) => !(key in catalog)).sort(), [], `${side} ${lang} lacks keys`);
    }
  }
});

test("each text has the same {fields} in every language", () => {
  for (const [side, catalogs] of Object.entries(SIDES)) {
    const english = catalogs[texts.DEFAULT_LANGUAGE];
    for (const [lang, catalog] of Object.entries(catalogs)) {
      const differing = Object.keys(english).filter((key) => key in catalog && fields(catalog[key]).join() !== fields(english[key]).join());
      assert.deepEqual(differing, [], `${side} ${lang}: fields differ from English`);
    }
  }
});

// ------------------------------------------------------------------ no English sentence

/**
 * Latin-letter words any language's players write as English players do, so that they are no
 * sign of an English sentence: the romaji terms of the game (docs/i18n.md, "Field terms"), the
 * yaku ids, practice topic ids and rule profile ids, the profiles' names (EMA 2025, Mahjong
 * Soul), and names of things (Tenbou, MPSZ, JSON, WebAssembly ...).
 */
const ROMAJI = ["riichi", "tsumo", "ron", "pinfu", "dora", "ura", "aka", "han", "fu", "honba", "yaku", "yakuman",
  "mangan", "haneman", "baiman", "sanbaiman", "kazoe", "kiriage", "pon", "chi", "kan", "ankan", "kita", "nuki",
  "sanma", "tenpai", "shanten", "furiten", "ryanmen", "kanchan", "penchan", "shanpon", "tanki", "nagashi",
  "renchan", "oka", "uma", "chombo", "pao", "dealer"].filter((word) => word !== "dealer");
const NAMES_OF_THINGS = ["tenbou", "mpsz", "json", "jsonl", "csv", "url", "webassembly", "python", "pyodide", "ema", "wrc",
  "tenhou", "mahjong", "soul", "majsoul"];
const ALLOWED = new Set([...ROMAJI, ...NAMES_OF_THINGS,
  ...Object.keys(ENGINE.en).filter((key) => key.startsWith("yaku.")).flatMap((key) => key.slice(5).split("_")),
  ...PROFILES.flatMap((profile) => [...profile.id.split("_"), ...profile.name.en.toLowerCase().split(/[^a-z]+/)]),
  ...PRACTICE_TOPICS.flatMap((topic) => topic.id.split("_"))]);

/** A text without what is code in it: {fields}, JSON given as an example, ids in quotes, MPSZ tiles, links. */
const withoutCode = (text) => text
  .replace(/\{\{.*?\}\}/g, " ").replace(/\{[^{}]*\}/g, " ")
  .replace(/"[^"]*"|'[a-z_0-9]+'|`[^`]*`/g, " ")
  .replace(/\b[0-9]+[mpsz]\b|\b[a-z_]+=\S*|\b[a-z]+:[0-9a-z]+\b|\b[a-z]+_[a-z0-9_]+\b/g, " ");

/** The English words of the English catalogs, lower case: two letters or more, not ALLOWED. */
const ENGLISH_WORDS = new Set([ENGINE.en, PAGE.en].flatMap((catalog) => Object.values(catalog))
  .flatMap((text) => withoutCode(text).toLowerCase().match(/[a-z]{2,}/g) ?? []).filter((word) => !ALLOWED.has(word)));

/**
 * The English in a text: a run of three or more words of the English catalogs' vocabulary (not
 * ALLOWED) written one after another with spaces, "" if none. "Show the result" is one; "Yaku
 * riichi, ron" and "la main de riichi" are not.
 */
export function englishRun(text) {
  const runs = withoutCode(text).split(/[^A-Za-z' -]+/).flatMap((part) => {
    const found = [];
    let run = [];
    for (const word of part.split(/[\s-]+/).filter(Boolean)) {
      const known = /^[A-Za-z]{2,}$/.test(word) && ENGLISH_WORDS.has(word.toLowerCase());
      if (known) run.push(word);
      else if (!/^[a-z]$/i.test(word)) run = []; // (a one-letter word neither breaks nor makes a run)
      if (run.length >= 3) found.push(run.join(" "));
    }
    return found;
  });
  return runs.at(-1) ?? "";
}

test("no catalog but English holds an English sentence", () => {
  for (const [side, catalogs] of Object.entries(SIDES)) {
    for (const [lang, catalog] of Object.entries(catalogs)) {
      if (lang === texts.DEFAULT_LANGUAGE) continue;
      const english = Object.entries(catalog).map(([key, text]) => [key, englishRun(text)]).filter(([, run]) => run);
      assert.deepEqual(english, [], `${side} ${lang}: English in its texts`);
    }
  }
});

test("the English sentence check finds what it is for", () => {
  assert.ok(englishRun("Show Tenbou in English, then pick the winning tile"));
  assert.ok(englishRun("{n} tiles left in the wall"));
  assert.equal(englishRun("Yaku : riichi, tsumo, pinfu, dora 2"), "");
  assert.equal(englishRun("Il reste {n} tuiles dans le mur"), "");
  assert.equal(englishRun("Die Hand ist kein Tenpai: 123m456p"), "");
  assert.equal(englishRun("EMA 2025, Mahjong Soul, Tenhou"), "");
  assert.equal(englishRun("'win_tile' ist nicht in der Hand"), "");
});

// ------------------------------------------------------------------ the page's language on a first visit

const SIX = ["de", "en", "fr", "ja", "ko", "zh-Hans"];

test("a browser's language is matched by its language and script", () => {
  const cases = { "zh": "zh-Hans", "zh-CN": "zh-Hans", "zh-Hans": "zh-Hans", "zh-SG": "zh-Hans", "zh-Hans-HK": "zh-Hans",
    "zh-TW": null, "zh-Hant": null, "zh-HK": null, "ko-KR": "ko", "ko": "ko", "fr-CA": "fr", "fr": "fr", "de-AT": "de",
    "de-CH": "de", "ja-JP": "ja", "en-GB": "en", "EN-us": "en", "pt-BR": null, "": null, "x": null, "not a tag": null };
  for (const [tag, lang] of Object.entries(cases)) assert.equal(texts.spoken(tag, SIX), lang, tag);
  assert.equal(texts.spoken(42, SIX), null);
});

test("each language the page speaks is its own match, and the first visit follows the browser", () => {
  for (const lang of texts.LANGUAGES) assert.equal(texts.spoken(lang), lang);
  assert.equal(texts.chooseLanguage(null, null, ["zh-TW", "ja-JP", "en"]), "ja");
  assert.equal(texts.chooseLanguage(null, null, ["pt-BR"]), "en");
  assert.equal(texts.chooseLanguage("ja", "en", ["en"]), "ja"); // ?lang= wins
  assert.equal(texts.chooseLanguage(null, "ja", ["en"]), "ja"); // then the device's choice
  assert.equal(texts.chooseLanguage("xx", null, ["ja"]), "ja");
});
