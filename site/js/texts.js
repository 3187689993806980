/**
 * The page's own words in every language it speaks, from one catalog module per language
 * (js/lang/en.js, js/lang/ja.js): a flat object of dotted keys ("flag.riichi") to texts, where
 * {name} marks a field filled in by t(). Every catalog holds the same keys with the same fields,
 * and every key is used by the page's code (tests/browser/test_page_catalogs.py checks both).
 * The engine's texts (yaku names, fu reasons, errors, profile names and summaries, tile names)
 * come from the engine, in the language the page asks for; this file holds only the page's own.
 *
 * Pure: no DOM and no storage, so the page's pure modules (js/state.js, js/url.js, js/tiles.js)
 * and Node's tests can use it. The page chooses its language and loads that catalog in
 * js/i18n.js, which also sets <html lang> and fills in index.html's texts; a test loads a
 * catalog with useLanguage(). The few words of another language the page shows before its
 * catalog is loaded (the switch's name for it) come from js/lang/names.js.
 */

import NAMES from "./lang/names.js";

/** Each language id to a loader of its catalog module (each its own file in the built site). */
const CATALOG_MODULES = { en: () => import("./lang/en.js"), ja: () => import("./lang/ja.js"), de: () => import("./lang/de.js") };
export const LANGUAGES = Object.keys(CATALOG_MODULES);
export const DEFAULT_LANGUAGE = "en";

/** Each language id to its catalog, once loaded (loadCatalog). */
export const CATALOGS = {};

/** Load the catalog of `lang` (one of LANGUAGES) if it is not yet; resolves to the catalog. */
export async function loadCatalog(lang) {
  CATALOGS[lang] ??= (await CATALOG_MODULES[lang]()).default;
  return CATALOGS[lang];
}

let current = DEFAULT_LANGUAGE;

/** The page's language id ("en" or "ja"). */
export const language = () => current;

/**
 * Make `lang` the language of t() and the rest (ignored unless it is one of LANGUAGES), once its
 * catalog is loaded. Resolves to true when the language changed, false when it did not (or
 * `lang` is not one the page speaks).
 */
export async function useLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return false;
  await loadCatalog(lang);
  const changed = lang !== current;
  current = lang;
  return changed;
}

/** A language id the page speaks for a BCP 47 tag ("ja-JP" -> "ja"), or null. */
export function spoken(tag) {
  if (typeof tag !== "string") return null;
  const primary = tag.trim().toLowerCase().split("-")[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

/**
 * The language to open in: the link's `lang` if the page speaks it, else the saved choice, else
 * the first of the browser's languages that the page speaks, else DEFAULT_LANGUAGE.
 * chooseLanguage(null, null, ["fr-FR", "ja-JP", "en"]) === "ja".
 */
export function chooseLanguage(linkLang, savedLang, browserLangs = []) {
  const fromLink = LANGUAGES.includes(linkLang) ? linkLang : null;
  const saved = LANGUAGES.includes(savedLang) ? savedLang : null;
  return fromLink ?? saved ?? [...(browserLangs ?? [])].map(spoken).find(Boolean) ?? DEFAULT_LANGUAGE;
}

/**
 * The text `key` in the page's language (or in `lang`, whose catalog must be loaded unless the key
 * is one of js/lang/names.js), with its {field} marks filled in from `fields`.
 */
export function t(key, fields = {}, lang = current) {
  const template = NAMES[lang]?.[key] ?? CATALOGS[lang]?.[key];
  if (template === undefined) throw new Error(`no text ${key} in ${lang}${CATALOGS[lang] ? "" : " (catalog not loaded)"}`);
  return template.replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
}

/**
 * A text that depends on a count: `key` + "." + the language's plural category of `n`
 * ("one", "other": Intl.PluralRules), falling back to `key` + ".other". `n` is also the field
 * {n}, formatted for the language. plural("waits.count", 2) === "2 waits".
 */
export function plural(key, n, fields = {}) {
  return t(pluralKey(key, n), { n: formatNumber(n), ...fields });
}

/** The key `plural` reads for `n`: `key` + "." + the plural category, else `key` + ".other". */
export function pluralKey(key, n) {
  const category = new Intl.PluralRules(current).select(n);
  return CATALOGS[current][`${key}.${category}`] === undefined ? `${key}.other` : `${key}.${category}`;
}

/**
 * The text `key` as a list of strings and nodes: each {field} whose value is a DOM node (an
 * element with a test hook, say) is put in as that node, the rest as text.
 * tParts("result.total", {total: span}) -> [span, " points"].
 */
export function tParts(key, fields) {
  const parts = t(key, Object.fromEntries(Object.keys(fields).map((name) => [name, `\u0000${name}\u0000`])))
    .split("\u0000");
  return parts.map((part, i) => (i % 2 ? fields[part] : part)).filter((part) => part !== "");
}

/** Join texts as a list in the page's language: "a, b, c" / "a、b、c". */
export const list = (items) => items.join(t("list.separator"));

const formatters = {};

/**
 * A number formatted for the page's language: 12000 -> "12,000"; `numbers`, a numbering system
 * ("latn", "hanidec": 九), for the digits (the language's own by default).
 */
export function formatNumber(n, numbers = null) {
  const locale = numbers ? `${current}-u-nu-${numbers}` : current;
  formatters[locale] ??= new Intl.NumberFormat(locale, { useGrouping: numbers !== "hanidec" });
  return formatters[locale].format(Number(n));
}

/**
 * One of the engine's texts, given for every language ({"en": "...", "ja": "..."}: the rule
 * profiles' names and summaries, tile names), in the page's language (English if it lacks one).
 * A plain string is returned as it is.
 */
export function pick(texts) {
  if (texts === null || typeof texts !== "object") return texts;
  return texts[current] ?? texts[DEFAULT_LANGUAGE];
}
