/**
 * What the practice answers add up to (js/practice/store.js): right and wrong per topic and per
 * step kind, the streak (right answers in a row: the current run and the best), the kinds' order
 * in the table, and how far off a date is in words. No DOM: the Node tests import it.
 */

/** [right, wrong] counts by key, from [key, right?] pairs. */
function tally(pairs) {
  const counts = new Map();
  for (const [key, right] of pairs) {
    const c = counts.get(key) ?? [0, 0];
    c[right ? 0 : 1] += 1;
    counts.set(key, c);
  }
  return counts;
}

/**
 * {topics: Map topic -> [right, wrong], kinds: Map kind -> [right, wrong], streak, best, total}.
 * @param {object[]} answers oldest first
 */
export function progressOf(answers) {
  const topics = tally(answers.map((a) => [a.topic, a.correct]));
  const kinds = new Map();
  for (const a of answers) {
    for (const [kind, [right, wrong]] of Object.entries(a.kinds ?? {})) {
      const c = kinds.get(kind) ?? [0, 0];
      c[0] += right;
      c[1] += wrong;
      kinds.set(kind, c);
    }
  }
  let streak = 0;
  let best = 0;
  for (const a of answers) {
    streak = a.correct ? streak + 1 : 0;
    best = Math.max(best, streak);
  }
  return { topics, kinds, streak, best, total: answers.length };
}

/** A share of right answers as a whole percentage, or null when there are none. */
export const accuracy = ([right, wrong]) => (right + wrong ? Math.round((100 * right) / (right + wrong)) : null);

/** The step kinds in the order the progress table lists them (the fu parts, the total fu, han, payment). */
export const KIND_ORDER = ["base", "win", "set", "pair", "wait", "fu", "han", "base_points", "payment"];

/** The kinds of a progressOf() `kinds` Map, in KIND_ORDER. */
export const kindsInOrder = (kinds) => [...kinds.keys()].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));

/** A digit and a Japanese word after it (Intl's Japanese writes 「1 分後」: the space goes). */
const SPACE_BEFORE_COUNTER = /(\d)\s+(?=[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])/gu;

/**
 * When `date` is from `now`, in words of the language `lang` ("in 10 minutes", 「10分後」):
 * minutes under an hour, hours under a day, else days. A count and its counter in Japanese are
 * written together, without the space Intl.RelativeTimeFormat puts between them.
 * @param {Date} date
 * @param {Date} now
 * @param {string} lang a BCP 47 language ("en", "ja")
 */
export function whenText(date, now, lang) {
  const minutes = Math.round((date - now) / 60000);
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  const format = (n, unit) => relative.format(n, unit).replace(SPACE_BEFORE_COUNTER, "$1");
  if (Math.abs(minutes) < 60) return format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format(hours, "hour");
  return format(Math.round(hours / 24), "day");
}
