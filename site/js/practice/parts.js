/**
 * A practice answer's fu, part by part, in the order a player counts them (docs/fu.md): the
 * base, the winning condition, each set of the reading that scores, the pair, the wait; then
 * the rounded total. Each part holds what the engine's steps give it: its fu (0 where the engine
 * lists no step for it, a run say) and the steps' reasons. Nothing here knows a rule: the engine
 * names each step (its `tiles` for a set or the pair) and js/engine-data.js (FU_STEP_PARTS) names
 * the steps that read the same in every hand; any other step is the wait's.
 *
 * A part: {kind: "base"|"win"|"set"|"pair"|"wait", tiles: MPSZ or null, meld: a meld's kind or
 * null, steps: the engine's steps, fu: their sum, reasons: their reasons}. An open hand's 2 fu (`open_flat`) belong to no part: they go with the
 * total, as the rounding does.
 */
import { FU_STEP_PARTS } from "../engine-data.js";

/** The part that a step of `lang` belongs to, from its reason: "base", "win", "open_flat", "seven_pairs" or null. */
function fixedPart(reason, lang) {
  for (const [part, texts] of Object.entries(FU_STEP_PARTS)) {
    if ((texts[lang] ?? []).includes(reason)) return part;
  }
  return null;
}

/**
 * The parts of a score response (answer) to the request `question`, and the steps that go with
 * the total: {parts, totalSteps, sevenPairs}.
 * @param {object} answer the engine's score response (fu_steps, reading)
 * @param {object} question its score request (melds)
 * @param {string} lang the language the answer was written in
 */
export function fuParts(answer, question, lang) {
  const reading = answer.reading ?? {};
  const sevenPairs = Array.isArray(reading.pairs);
  const part = (kind, extra = {}) => ({ kind, tiles: null, meld: null, steps: [], ...extra });
  const parts = [part("base")];
  if (!sevenPairs && (reading.sets ?? []).length) {
    parts.push(part("win"));
    const melds = [...(reading.melds ?? [])];
    const entered = (question.melds ?? []).map((m) => m.kind);
    const firstMeld = (reading.sets.length - melds.length);
    reading.sets.forEach((tiles, i) => {
      parts.push(part("set", { tiles, meld: i >= firstMeld ? entered[i - firstMeld] ?? "meld" : null }));
    });
    if (reading.pair) parts.push(part("pair", { tiles: reading.pair }));
    parts.push(part("wait"));
  }
  const totalSteps = [];
  const add = (target, step) => target.steps.push(step);
  for (const step of answer.fu_steps ?? []) {
    if (step.tiles) {
      const target = parts.find((p) => p.tiles === step.tiles && !p.steps.length && p.kind !== "base");
      if (target) add(target, step);
      else totalSteps.push(step);
      continue;
    }
    const fixed = fixedPart(step.reason, lang);
    if (fixed === "seven_pairs") add(parts[0], step);
    else if (fixed === "open_flat") totalSteps.push(step);
    else add(parts.find((p) => p.kind === (fixed ?? "wait")) ?? parts[0], step);
  }
  for (const p of parts) {
    p.fu = p.steps.reduce((sum, step) => sum + step.fu, 0);
    p.reasons = p.steps.map((step) => step.reason);
  }
  return { parts, totalSteps, sevenPairs };
}

/** A typed whole number ("30", " 8 "), or null for an empty box or anything else. */
export function typedNumber(text) {
  const value = String(text ?? "").replace(/[\s,]/g, "");
  return /^\d{1,7}$/.test(value) ? Number(value) : null;
}

/**
 * Why a part that scores no fu scores none, in the fu guide's terms (docs/fu.md): a catalog
 * key. The winning condition: pinfu by self-draw takes no fu for the self-draw, an open hand
 * won on a discard earns nothing for it; a set: a run; the pair: one of no value; the wait: a
 * two-sided wait, or a wait on two pairs (the triplet it makes is counted instead).
 * @param {{kind: string}} part a part of fuParts() whose fu is 0
 * @param {object} answer the engine's score response (win, reading)
 */
export function zeroReason(part, answer) {
  if (part.kind === "win") return answer.win === "tsumo" ? "practice.zero.win_tsumo" : "practice.zero.win_ron";
  if (part.kind === "wait") return `practice.zero.wait.${answer.reading?.wait === "shanpon" ? "shanpon" : "ryanmen"}`;
  return `practice.zero.${part.kind}`;
}

/**
 * The fu added up as a player writes the sum: the parts that score and the steps that go with
 * the total, "20 + 10 + 8 + 2" (each a number; the caller formats and joins them).
 * @param {{parts: object[], totalSteps: object[]}} fu fuParts() of an answer
 * @returns {number[]}
 */
export function sumTerms(fu) {
  return [...fu.parts.map((p) => p.fu), ...fu.totalSteps.map((s) => s.fu)].filter((value, i) => i === 0 || value > 0);
}

/** The reference's page (a catalog key) for each kind of box. */
export const REFERENCE = { base: "practice.ref.base", win: "practice.ref.win", set: "practice.ref.set", pair: "practice.ref.pair",
  wait: "practice.ref.wait", fu: "practice.ref.fu", han: "practice.ref.han", base_points: "practice.ref.payment",
  payment: "practice.ref.payment" };

/** The rule shown beside a wrong box of `kind` (a catalog key): seven pairs' own rule for its
 * total and its one part (25 fu, never rounded), else the kind's page of the reference. */
export const ruleKey = (kind, sevenPairs) => (sevenPairs && (kind === "fu" || kind === "base") ? "practice.ref.seven_pairs" : REFERENCE[kind]);

/** The part the winning tile completed: the first concealed set (or the pair) of the reading's
 * `win_group`, so that of two identical runs only one is named as completed by it; or null.
 * @param {{parts: object[]}} fu fuParts() of `answer`
 * @param {object} answer the engine's score response (its reading)
 */
export const winPart = (fu, answer) => fu.parts.find((p) => p.tiles && !p.meld && p.tiles === answer.reading?.win_group) ?? null;
