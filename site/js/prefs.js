/**
 * What the page remembers between visits: the rule profile last picked, the language picked
 * with the language picker (none until they use it: the page then follows the link or the
 * browser, js/i18n.js), the tile faces (ivory or dark), and the colour theme the user chose
 * with the switch (none until they use it: the page then follows the system's
 * light or dark setting). Storage may be missing or refuse access (private browsing, a
 * third-party iframe, a sandbox): then nothing is remembered and nothing fails.
 */

const RULES_KEY = "tenbou.rules";
const LANGUAGE_KEY = "tenbou.lang";
/** Also read, before the page is drawn, by js/theme.js (a classic script cannot import this). */
export const THEME_KEY = "tenbou.theme";
export const THEMES = ["light", "dark"];
/** The tile faces ("ivory" or "dark"); also read before the page is drawn by js/theme.js. */
export const FACES_KEY = "tenbou.faces";
export const FACES = ["ivory", "dark"];

function load(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function save(key, value) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page (and its URL) only.
  }
}

/** The rules last used here, saved by saveRules(): a profile id, an override object (kept as JSON), or null. */
export function loadRules() {
  const saved = load(RULES_KEY);
  if (!saved?.startsWith("{")) return saved;
  try {
    const rules = JSON.parse(saved);
    return rules && typeof rules === "object" && !Array.isArray(rules) ? rules : null;
  } catch {
    return null;
  }
}

/** Remember the rules: a profile id, or an override object (the rules editor's). */
export const saveRules = (rules) => save(RULES_KEY, typeof rules === "object" ? JSON.stringify(rules) : rules);

/** The theme saved by saveTheme() ("light" or "dark"), or null when the user never chose one. */
export function loadTheme() {
  const theme = load(THEME_KEY);
  return THEMES.includes(theme) ? theme : null;
}

/** Remember the user's theme ("light" or "dark") for the next visit, if the browser lets us. */
export const saveTheme = (theme) => save(THEME_KEY, theme);

/** The tile faces saved by saveFaces() ("ivory" or "dark"), or "ivory" when none was chosen. */
export function loadFaces() {
  const faces = load(FACES_KEY);
  return FACES.includes(faces) ? faces : "ivory";
}

/** Remember the tile faces ("ivory" or "dark") for the next visit, if the browser lets us. */
export const saveFaces = (faces) => save(FACES_KEY, faces);

/** The language id saved by saveLanguage() ("en", "ja" ...), or null when the user never chose one. */
export const loadLanguage = () => load(LANGUAGE_KEY);

/** Remember the language the user picked with the picker, if the browser lets us. */
export const saveLanguage = (lang) => save(LANGUAGE_KEY, lang);
