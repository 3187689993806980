/**
 * What the practice answers add up to (js/practice/store.js): right and wrong per topic and per
 * step kind, and the streak (right answers in a row: the current run and the best).
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
