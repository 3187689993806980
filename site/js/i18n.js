/**
 * The page's own words in every language it speaks, from one catalog module per language
 * (js/lang/en.js, js/lang/ja.js): a flat object of dotted keys ("flag.riichi") to texts, where
 * {name} marks a field filled in by t(). Every catalog holds the same keys with the same fields
 * (a test checks it). The engine's texts (yaku names, fu reasons, errors) come from the engine,
 * in the language the page asks for; this file holds only the page's own.
 */

import en from "./lang/en.js";
import ja from "./lang/ja.js";

/** Each language id to its catalog. */
export const CATALOGS = { en, ja };
export const LANGUAGES = Object.keys(CATALOGS);
export const DEFAULT_LANGUAGE = "en";

let current = DEFAULT_LANGUAGE;

/** The page's language id ("en" or "ja"). */
export const language = () => current;

/** Make `lang` the page's language (ignored unless it is one of LANGUAGES); sets <html lang>. */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  current = lang;
  document.documentElement.lang = lang;
}

/** The text `key` in the page's language, with its {field} marks filled in from `fields`. */
export function t(key, fields = {}) {
  const template = CATALOGS[current][key];
  if (template === undefined) throw new Error(`no text ${key} in ${current}`);
  return template.replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
}
