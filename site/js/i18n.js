/**
 * The page's own words in every language it speaks, from one catalog module per language
 * (js/lang/en.js, js/lang/ja.js): a flat object of dotted keys ("flag.riichi") to texts, where
 * {name} marks a field filled in by t(). Every catalog holds the same keys with the same fields,
 * and every key is used by the page's code (tests/browser/test_page_catalogs.py checks both).
 * The engine's texts (yaku names, fu reasons, errors, profile names and summaries, tile names)
 * come from the engine, in the language the page asks for; this file holds only the page's own.
 *
 * The language is chosen when this module is first imported: the link's `lang` parameter, else
 * the one the user last picked with the switch (js/prefs.js), else the first of the browser's
 * languages (navigator.languages) that the page speaks, else English. <html lang> follows it.
 * Only that language's catalog is loaded then (this module waits for it: a top-level await); the
 * other is loaded when the switch asks for it (setLanguage). The few words of another language
 * the page shows before (the switch's name for it) come from js/lang/names.js.
 */

import NAMES from "./lang/names.js";
import { loadLanguage } from "./prefs.js";

/** Each language id to a loader of its catalog module (each its own file in the built site). */
const CATALOG_MODULES = { en: () => import("./lang/en.js"), ja: () => import("./lang/ja.js") };
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
const listeners = [];

/** The page's language id ("en" or "ja"). */
export const language = () => current;

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
 * Make `lang` the page's language (ignored unless it is one of LANGUAGES), once its catalog is
 * loaded; sets <html lang>. Resolves when the page's texts are in `lang`.
 */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  await loadCatalog(lang);
  const changed = lang !== current;
  current = lang;
  document.documentElement.lang = lang;
  if (changed) for (const listener of listeners) listener(lang);
}

/** Call listener(lang) after every change of the page's language. */
export function onLanguageChange(listener) {
  listeners.push(listener);
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

/**
 * Fill in index.html's own texts, and any other element marked the same way: data-i18n="key"
 * sets the text, data-i18n-content="key" the content attribute (the description's <meta>);
 * the document's title is "page.title".
 */
export function translateDocument(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-content]")) node.setAttribute("content", t(node.dataset.i18nContent));
  document.title = t("page.title");
}

/**
 * translateDocument() now, and once more when the document has been read: embed.js adds its link
 * then, after the page's modules have run (a view's first drawing calls this).
 */
export function translateDocumentOnceRead() {
  translateDocument();
  document.addEventListener("DOMContentLoaded", () => translateDocument(), { once: true });
}

await setLanguage(chooseLanguage(new URLSearchParams(location.search).get("lang"), loadLanguage(), navigator.languages));
