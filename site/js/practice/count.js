/**
 * The whole count as state (no DOM): the boxes a topic of the whole count asks for (han, payment,
 * whole: the engine's `asks`), the hints a topic gives in the guide's order, the sums worked out
 * after a miss (the han added up, the base points from han and fu, each payment from the base
 * points), and what a missed answer keeps for the list of misses. Numbers and words of the
 * guide come from the engine (PRACTICE_GUIDE, tenbou.table.guide); the view draws them.
 */
import { PRACTICE_GUIDE, SHEET_FU, SHEET_HAN } from "../engine-data.js";

/** What a question may ask for, in the order of the count (the engine's ASKS). */
export const COUNT_ASKS = ["steps", "fu", "han", "base_points", "payment"];

/** Whether a topic's `asks` make it a topic of the whole count (its boxes are its own, not the mode's). */
export const isCountTopic = (asks) => asks.length > 0 && asks[0] !== "fu";

/**
 * The boxes a topic of the whole count asks for, in the order of the count: each fu part
 * (`steps`), the total fu, the han, the base points, each payer's payment.
 * @param {string[]} asks the topic's asks
 * @param {object} answer the engine's score response
 * @param {{parts: object[]}} fu fuParts() of that answer
 */
export function countBoxes(asks, answer, fu) {
  const boxes = [];
  for (const ask of COUNT_ASKS.filter((a) => asks.includes(a))) {
    if (ask === "steps") {
      boxes.push(...fu.parts.map((part) => ({ kind: part.kind, expected: part.fu, part, concealed: part.kind === "set" && !part.meld })));
    }
    if (ask === "fu") boxes.push({ kind: "fu", expected: answer.fu, values: SHEET_FU });
    if (ask === "han") boxes.push({ kind: "han", expected: answer.han, values: SHEET_HAN });
    if (ask === "base_points") boxes.push({ kind: "base_points", expected: answer.base_points });
    if (ask === "payment") {
      for (const [payer, amount] of Object.entries(answer.payments ?? {})) boxes.push({ kind: "payment", expected: amount, payer });
    }
  }
  return boxes;
}

/**
 * The hints a topic gives, in the guide's order (PRACTICE_GUIDE.hints): those of the fu steps
 * when it asks for the fu; the han's, the base points' and the payment's when it asks for them
 * (a payment is worked out from the base points, so its hints start there).
 * @param {string[]} asks the topic's asks
 */
export function hintsFor(asks) {
  const wanted = new Set(asks);
  if (wanted.has("steps")) wanted.add("fu");
  if (wanted.has("payment")) wanted.add("base_points");
  return PRACTICE_GUIDE.hints.filter((hint) => wanted.has(hint.asks));
}

/** The han added up: each yaku and kind of dora with its han (yakuman entries have none). */
export const hanTerms = (answer) => (answer.yaku ?? []).filter((y) => y.han != null).map((y) => ({ name: y.name, han: y.han }));

/**
 * The base points worked out: a limit's, or fu × 2^(han + 2) below one.
 * @returns {{limit: string, base: number}|{fu: number, han: number, base: number}}
 */
export function baseWorked(answer) {
  if (answer.limit) return { limit: answer.limit, base: answer.base_points };
  return { fu: answer.fu, han: answer.han, base: answer.base_points };
}

const up100 = (points) => Math.ceil(points / 100) * 100;

/**
 * Each payment worked out from the base points, by the guide's multiples (PRACTICE_GUIDE.payments):
 * {payer, times, raw: base × times, rounded: up to 100, extra: what the payment adds to that
 * (honba; with three players' north bisection, the absent seat's share too), paid}.
 * @param {object} answer the engine's score response (base_points, payments, dealer)
 * @param {string} win "ron" or "tsumo"
 */
export function paymentWorked(answer, win) {
  const row = PRACTICE_GUIDE.payments.find((r) => r.win === win && r.dealer === Boolean(answer.dealer));
  return Object.entries(answer.payments ?? {}).map(([payer, paid]) => {
    const times = row?.times[payer] ?? 0;
    const raw = answer.base_points * times;
    return { payer, times, raw, rounded: up100(raw), extra: paid - up100(raw), paid };
  });
}

/**
 * What a missed answer keeps for the list of misses: the hand (its MPSZ, the melds after it),
 * and per box its kind (a payment's payer), what was typed and what was right.
 * @param {object} question the score request
 * @param {object[]} boxes the boxes asked
 * @param {string[]} typed what was typed in each
 */
export function missRecord(question, boxes, typed) {
  const melds = (question.melds ?? []).map((m) => m.tiles);
  return {
    hand: [question.hand, ...melds].join(" "),
    boxes: boxes.map((box, i) => ({ kind: box.payer ?? box.kind, given: String(typed[i] ?? "").trim(), right: box.expected })),
  };
}

/**
 * The misses to list, newest first: each answer kept wrong that carries its hand, at most `most`.
 * @param {object[]} answers every answer kept, oldest first
 */
export function missedAnswers(answers, most = 20) {
  return answers.filter((a) => !a.correct && a.miss).reverse().slice(0, most);
}
