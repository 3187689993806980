/**
 * What the page remembers between visits: the rule profile last picked. Storage may be missing
 * or refuse access (private browsing, a third-party iframe, a sandbox): then nothing is
 * remembered and nothing fails.
 */

const RULES_KEY = "tenbou.rules";

/** The rule profile id saved by saveRules(), or null. */
export function loadRules() {
  try {
    return window.localStorage.getItem(RULES_KEY);
  } catch {
    return null;
  }
}

/** Remember a rule profile id for the next visit, if the browser lets us. */
export function saveRules(id) {
  try {
    window.localStorage.setItem(RULES_KEY, id);
  } catch {
    // Storage unavailable: the choice lasts for this page (and its URL) only.
  }
}
