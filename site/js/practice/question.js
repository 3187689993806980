/**
 * The practice question and its answer, as state (no DOM, no engine, no storage): what the link
 * asks for, which topics can be dealt, the boxes a mode asks the player to fill, the steppers'
 * values, and the judging of what was typed against the engine's answer. The practice view
 * (js/practice/view.js) and its widgets draw and wire it; the Node tests (tests/node) check it.
 */
import { DEFAULT_PROFILE, PRACTICE_TOPICS, PROFILES, SHEET_FU, SHEET_HAN } from "../engine-data.js";
import { typedNumber } from "./parts.js";

/** The modes, in the switch's order: the fu step by step, the total fu, han and fu, the payment. */
export const MODES = ["steps", "quick", "hanfu", "payment"];
/** The mode a link without `mode` (or with an unknown one) opens in. */
export const DEFAULT_MODE = "steps";
/** The topics a player picks from, as the engine deals them (its `mixed` aside: the schedule picks instead). */
export const TOPICS = PRACTICE_TOPICS.map((topic) => topic.id);
/** A new question's seed is a whole number below this. */
export const SEED_LIMIT = 2 ** 31;

/** The topics the rules `id` (a profile id) can deal, in the page's order. */
export const dealtUnder = (id) => PRACTICE_TOPICS.filter((topic) => topic.profiles.includes(id)).map((topic) => topic.id);

/** A new random seed, in [0, SEED_LIMIT). */
export const randomSeed = (random = Math.random()) => Math.floor(random * SEED_LIMIT);

/**
 * What a practice link asks for (`rules`, `topic`, `seed`, `mode`; docs/practice.md):
 * {rules: a profile id, ignoredRules: the link's `rules` when it is no profile (else null),
 * wanted: {topic: id or null, seed: number or null}, mode: one of MODES}.
 * @param {URLSearchParams} params the page's link parameters
 */
export function linkedQuestion(params) {
  const rules = params.get("rules");
  const known = rules !== null && PROFILES.some((p) => p.id === rules);
  const seed = params.get("seed");
  return {
    rules: known ? rules : DEFAULT_PROFILE,
    // Practice deals under a profile: a link's rules that are not one (an override object, a
    // misspelt id) are named, not silently replaced.
    ignoredRules: rules && !known ? rules : null,
    wanted: { topic: params.get("topic") || null, seed: /^\d{1,15}$/.test(seed ?? "") ? Number(seed) : null },
    mode: MODES.includes(params.get("mode")) ? params.get("mode") : DEFAULT_MODE,
  };
}

/**
 * The page's link for the question shown: `search` (the current link's query) with the view,
 * the question's topic and seed, the rules (when not the default, or when the link named them)
 * and the mode (when not the default). Returns "?view=practice&...".
 * @param {string} search the current query ("?view=practice&topic=wait")
 * @param {{topic: string, seed: number}|null} question the question shown, if any
 */
export function practiceAddress(search, question, rules, mode) {
  const params = new URLSearchParams(search);
  params.set("view", "practice");
  if (question) {
    params.set("topic", question.topic);
    params.set("seed", String(question.seed));
  }
  if (rules !== DEFAULT_PROFILE || params.has("rules")) params.set("rules", rules);
  if (mode === DEFAULT_MODE) params.delete("mode");
  else params.set("mode", mode);
  return `?${params}`;
}

/** The topics kept as the player's choice (a parsed list of ids): the known ones, else every topic. */
export function chosenTopics(saved) {
  const known = Array.isArray(saved) ? saved.filter((id) => TOPICS.includes(id)) : [];
  return known.length ? known : [...TOPICS];
}

/** The topics the next question is picked from: those chosen that the rules deal, else all they deal. */
export function topicsToAsk(chosen, rules) {
  const dealt = dealtUnder(rules);
  const topics = chosen.filter((id) => dealt.includes(id));
  return topics.length ? topics : dealt;
}

/**
 * The boxes `mode` asks for, in order, for an answer: each {kind, expected} with `part` (a fu
 * part of js/practice/parts.js, steps mode), `values` (the steppers' values: han, fu) or
 * `payer` (payment mode). Kinds: the parts' (base, win, set, pair, wait), "fu" (the total, in
 * fu), "han", "payment" (points).
 * @param {string} mode one of MODES
 * @param {object} answer the engine's score response (han, fu, payments)
 * @param {{parts: object[]}} fu fuParts() of that answer
 */
export function answerBoxes(mode, answer, fu) {
  const boxes = mode === "steps" ? fu.parts.map((part) => ({ kind: part.kind, expected: part.fu, part })) : [];
  if (mode === "hanfu" || mode === "payment") boxes.push({ kind: "han", expected: answer.han, values: SHEET_HAN });
  boxes.push({ kind: "fu", expected: answer.fu, values: SHEET_FU });
  if (mode === "payment") {
    for (const [payer, amount] of Object.entries(answer.payments ?? {})) boxes.push({ kind: "payment", expected: amount, payer });
  }
  return boxes;
}

/**
 * A stepper's next value: from the typed `text`, the next of `values` (ascending) up
 * (`delta` > 0) or down; the first value when nothing is typed; undefined past either end.
 */
export function steppedValue(values, text, delta) {
  const now = typedNumber(text);
  if (now === null) return values[0];
  return delta > 0 ? values.find((v) => v > now) : [...values].reverse().find((v) => v < now);
}

const isEmpty = (text) => String(text ?? "").trim() === "";

/**
 * Judge what was typed in each box (`typed[i]` for `boxes[i]`, from answerBoxes()). A box is
 * judged unless it is a fu part and every part was left empty (the total judged alone: the
 * answer counts as the "quick" mode), or it is the han or fu left empty in the payment mode
 * (optional there). Returns {marks: per box true (right), false (wrong) or null (not judged),
 * kinds: {kind: [right, wrong]} in the boxes' order, wrong: the count of wrong boxes, asked: the
 * count judged, correct: no box wrong, mode: the mode the answer is kept under}.
 * @param {object[]} boxes
 * @param {string[]} typed the boxes' texts
 * @param {string} mode one of MODES
 */
export function judge(boxes, typed, mode) {
  const parts = boxes.map((box, i) => i).filter((i) => boxes[i].part);
  const quick = parts.length > 0 && parts.every((i) => isEmpty(typed[i]));
  const marks = boxes.map((box, i) => {
    if (quick && box.part) return null;
    if (mode === "payment" && box.kind !== "payment" && isEmpty(typed[i])) return null;
    return typedNumber(typed[i]) === box.expected;
  });
  const kinds = {};
  boxes.forEach((box, i) => {
    if (marks[i] === null) return;
    kinds[box.kind] ??= [0, 0];
    kinds[box.kind][marks[i] ? 0 : 1] += 1;
  });
  const wrong = marks.filter((m) => m === false).length;
  return { marks, kinds, wrong, asked: marks.filter((m) => m !== null).length, correct: wrong === 0, mode: quick ? "quick" : mode };
}
