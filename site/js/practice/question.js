/**
 * The practice question and its answer, as state (no DOM, no engine, no storage): what the link
 * asks for, which topics can be dealt, the boxes a mode asks the player to fill, the steppers'
 * values, and the judging of what was typed against the engine's answer. The practice view
 * (js/practice/view.js) and its widgets draw and wire it; the Node tests (tests/node) check it.
 */
import { DEFAULT_PROFILE, PRACTICE_LEVELS, PRACTICE_TOPICS, PROFILES, SHEET_FU, SHEET_HAN } from "../engine-data.js";
import { isRed, parseTiles, plain, sortTiles } from "../tiles.js";
import { countBoxes, isCountTopic } from "./count.js";
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
 * wanted: {topic: id or null, seed: number or null, level: 1 to 3 or null}, mode: one of MODES}.
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
    wanted: { topic: params.get("topic") || null, seed: /^\d{1,15}$/.test(seed ?? "") ? Number(seed) : null,
      level: PRACTICE_LEVELS.includes(Number(params.get("level") || NaN)) ? Number(params.get("level")) : null },
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
    // A level below the top one deals another hand: the link keeps it (the top one is the default).
    if (question.level && question.level !== PRACTICE_LEVELS.at(-1)) params.set("level", String(question.level));
    else params.delete("level");
  }
  if (rules !== DEFAULT_PROFILE || params.has("rules")) params.set("rules", rules);
  if (mode === DEFAULT_MODE) params.delete("mode");
  else params.set("mode", mode);
  return `?${params}`;
}

/** The topics kept as the player's choice (a parsed list of ids): the known ones, else every fu topic. */
export function chosenTopics(saved) {
  const known = Array.isArray(saved) ? saved.filter((id) => TOPICS.includes(id)) : [];
  return known.length ? known : fuTopics();
}

/** The topics the next question is picked from: those chosen that the rules deal, else every fu topic they deal. */
export function topicsToAsk(chosen, rules) {
  const dealt = dealtUnder(rules);
  const topics = chosen.filter((id) => dealt.includes(id));
  return topics.length ? topics : dealt.filter((id) => !countTopic(id));
}

/** What the engine says a question of `topic` asks for, beyond what the mode asks ("fu", "payment"); a
 * topic of the whole count, all it asks ("steps", "fu", "han", "base_points", "payment"). */
export const topicAsks = (topic) => PRACTICE_TOPICS.find((entry) => entry.id === topic)?.asks ?? ["fu"];

/** Whether `topic` is one of the whole count (han, payment, whole): its boxes are its own, whatever the mode. */
export const countTopic = (topic) => isCountTopic(topicAsks(topic));

/** The topics of fu counting (each asks for the fu: the total fu box is there as soon as the
 * question is), asked when no topic is ticked; the whole count's are asked once ticked. */
export const fuTopics = () => TOPICS.filter((id) => !countTopic(id));

/** The mode an answer to `topic` is judged and kept under: `mode`, or "count" for a topic of the whole count. */
export const askedMode = (mode, topic) => (countTopic(topic) ? "count" : mode);

/**
 * The boxes `mode` asks for, in order, for an answer: each {kind, expected} with `part` (a fu
 * part of js/practice/parts.js, steps mode), `values` (the steppers' values: han, fu) or
 * `payer` (the payment mode, or a topic that asks for the payment: a limit hand). Kinds: the
 * parts' (base, win, set, pair, wait), "fu" (the total, in fu), "han", "payment" (points).
 * The concealed sets' boxes carry `concealed`: the hand is drawn as dealt, so they name no set
 * and are judged together, in any order (judge()).
 * @param {string} mode one of MODES
 * @param {object} answer the engine's score response (han, fu, payments)
 * @param {{parts: object[]}} fu fuParts() of that answer
 * @param {string} [topic] the question's topic (its `asks`)
 */
export function answerBoxes(mode, answer, fu, topic) {
  if (countTopic(topic)) return countBoxes(topicAsks(topic), answer, fu);
  const boxes = mode === "steps"
    ? fu.parts.map((part) => ({ kind: part.kind, expected: part.fu, part, concealed: part.kind === "set" && !part.meld })) : [];
  if (mode === "hanfu" || mode === "payment") boxes.push({ kind: "han", expected: answer.han, values: SHEET_HAN });
  boxes.push({ kind: "fu", expected: answer.fu, values: SHEET_FU });
  if (mode === "payment" || topicAsks(topic).includes("payment")) {
    for (const [payer, amount] of Object.entries(answer.payments ?? {})) boxes.push({ kind: "payment", expected: amount, payer });
  }
  return boxes;
}

/**
 * The hand as dealt, as a player holds it before counting: the concealed tiles sorted, without
 * the winning tile, which stands apart; then the melds. Nothing tells how the tiles group into
 * sets: that is the answer's (the engine's reading, shown once judged).
 * @param {object} question the score request (hand, win_tile, melds)
 * @returns {{concealed: string[], win: string, melds: {kind: string, tiles: string[]}[]}}
 */
export function dealtHand(question) {
  const concealed = sortTiles(parseTiles(question.hand ?? "").tiles);
  const win = question.win_tile;
  // The winning tile itself (a red five when it is the red one), else a tile of its kind.
  let at = concealed.indexOf(win);
  if (at < 0) at = concealed.findIndex((tile) => plain(tile) === plain(win) && !isRed(tile));
  if (at < 0) at = concealed.findIndex((tile) => plain(tile) === plain(win));
  if (at >= 0) concealed.splice(at, 1);
  return { concealed, win, melds: (question.melds ?? []).map((m) => ({ kind: m.kind, tiles: sortTiles(parseTiles(m.tiles).tiles) })) };
}

/**
 * Whether an answer to the question shown is kept (counted, and given to the schedule): not
 * once one is kept for it (a second Check, after switching modes, judges without counting), nor
 * when the link reopens the very question last answered (a reload, a link opened again).
 * @param {object[]} answers the answers kept, oldest first
 * @param {{topic: string, seed: number}} shown the question shown
 * @param {string} rules the profile it was dealt under
 * @param {{counted: boolean, fromLink: boolean}} how whether an answer to it is kept already,
 *   and whether it was opened by the page's link (not by Next question)
 */
export function keepsAnswer(answers, shown, rules, { counted, fromLink }) {
  if (counted) return false;
  const last = answers.at(-1);
  return !(fromLink && last && last.topic === shown.topic && last.seed === shown.seed && (last.rules ?? rules) === rules);
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
 * The parts the concealed sets' boxes are judged against: `typed` (numbers or null, in the
 * boxes' order) against the parts, in any order. Each typed value takes a part of that value
 * still free; the boxes left take the parts left, in order (and are wrong).
 */
function matchSets(parts, typed) {
  const free = [...parts];
  const matched = typed.map((value) => {
    const at = free.findIndex((part) => part.fu === value);
    return at < 0 ? null : free.splice(at, 1)[0];
  });
  return matched.map((part) => part ?? free.shift());
}

/**
 * Judge what was typed in each box (`typed[i]` for `boxes[i]`, from answerBoxes()). A box is
 * judged unless it is a fu part and every part was left empty (the total judged alone: the
 * answer counts as the "quick" mode), or it is the han or fu left empty in the payment mode
 * (optional there). The concealed sets' boxes are judged together, in any order: each against
 * the set it matches (`judged`). A wrong total after a wrong part is that part's mistake carried
 * on: marked wrong but not counted again (`carried`).
 * Returns {marks: per box true (right), false (wrong) or null (not judged), judged: per box the
 * fu part it was judged against (or undefined), empty: per box whether it was judged empty,
 * carried: per box whether its mistake is a part's carried on, kinds: {kind: [right, wrong]} in
 * the boxes' order, wrong: the count of mistakes, asked: the count judged, correct: no box
 * wrong, mode: the mode the answer is kept under}.
 * @param {object[]} boxes
 * @param {string[]} typed the boxes' texts
 * @param {string} mode one of MODES
 */
export function judge(boxes, typed, mode) {
  const parts = boxes.map((box, i) => i).filter((i) => boxes[i].part);
  const quick = parts.length > 0 && parts.every((i) => isEmpty(typed[i]));
  const sets = boxes.map((box, i) => i).filter((i) => boxes[i].concealed);
  const judged = boxes.map((box) => box.part);
  matchSets(sets.map((i) => boxes[i].part), sets.map((i) => typedNumber(typed[i]))).forEach((part, k) => { judged[sets[k]] = part; });
  const marks = boxes.map((box, i) => {
    if (quick && box.part) return null;
    if (mode === "payment" && box.kind !== "payment" && isEmpty(typed[i])) return null;
    return typedNumber(typed[i]) === (judged[i]?.fu ?? box.expected);
  });
  const partWrong = parts.some((i) => marks[i] === false);
  const carried = boxes.map((box, i) => box.kind === "fu" && marks[i] === false && partWrong);
  const kinds = {};
  boxes.forEach((box, i) => {
    if (marks[i] === null || carried[i]) return;
    kinds[box.kind] ??= [0, 0];
    kinds[box.kind][marks[i] ? 0 : 1] += 1;
  });
  const wrong = marks.filter((m, i) => m === false && !carried[i]).length;
  return { marks, judged, empty: boxes.map((box, i) => marks[i] === false && isEmpty(typed[i])), carried, kinds, wrong,
    asked: marks.filter((m) => m !== null).length, correct: !marks.includes(false), mode: quick ? "quick" : mode };
}
