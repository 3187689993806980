/**
 * The page's language: its words (js/texts.js, re-exported here, so that the page's modules
 * import them from one place), chosen when this module is first imported, and the document's
 * texts in it.
 *
 * The language is the link's `lang` parameter, else the one the user last picked with the picker
 * (js/prefs.js), else the first of the browser's languages (navigator.languages) that the page
 * speaks (texts.js spoken()), else English. <html lang> and the page's web app manifest follow
 * it. Only that language's catalog is loaded then (this module waits for it: a top-level
 * await); another is loaded when the picker asks for it (setLanguage). The page's pure modules import js/texts.js itself, which touches no DOM.
 */

import { DEFAULT_LANGUAGE, LANGUAGES, chooseLanguage, t, useLanguage } from "./texts.js";
import { loadLanguage } from "./prefs.js";

export * from "./texts.js";

const listeners = [];

/**
 * The web app manifest in `lang` (its name and description; build.py writes one per language):
 * "manifest.webmanifest" for the default language, "manifest.<id>.webmanifest" for the others.
 */
const manifestOf = (lang) => (lang === DEFAULT_LANGUAGE ? "manifest.webmanifest" : `manifest.${lang}.webmanifest`);

/**
 * Make `lang` the page's language (ignored unless it is one of LANGUAGES), once its catalog is
 * loaded; sets <html lang>. Resolves when the page's texts are in `lang`.
 */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  const changed = await useLanguage(lang);
  document.documentElement.lang = lang;
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", manifestOf(lang));
  if (changed) for (const listener of listeners) listener(lang);
}

/** Call listener(lang) after every change of the page's language. */
export function onLanguageChange(listener) {
  listeners.push(listener);
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
