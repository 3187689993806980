/**
 * When each practice topic, and each hand missed, comes back: FSRS, the scheduler Anki uses by
 * default, through its reference implementation ts-fsrs (js/vendor/ts-fsrs.js, the pinned npm
 * package copied in by build.py and bundled into the practice view's chunk only).
 * docs/practice.md explains the scheme.
 *
 * Two kinds of card. A topic is a card (the engine deals questions by topic): each answer to a
 * question of that topic is a review. A hand answered wrong is a card of its own (its topic,
 * seed and rules deal it again): it comes back as that very hand, and each later answer to it is
 * one of its reviews. An answer is rated Good when it was right and Again when it was wrong.
 * One learning step, one minute: a miss comes back within the minute, and a right answer leaves
 * the learning steps at once, so that its interval is FSRS's own, from the card's stability,
 * which a lapse lowers (a topic missed then right comes back sooner than one right at once).
 * The cards are worked out anew from the answers kept on the device (js/practice/store.js), in
 * the order they were given, so the answers are the only record and an import or a reset needs
 * nothing else. No fuzz: the same answers always give the same schedule.
 */
import { Rating, createEmptyCard, fsrs, generatorParameters } from "../vendor/ts-fsrs.js";
import { PRACTICE_LEVELS } from "../engine-data.js";

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, learning_steps: ["1m"] }));

/** The FSRS rating of an answer: Good when right, Again when wrong. */
export const ratingOf = (correct) => (correct ? Rating.Good : Rating.Again);

/** A hand's card key: its topic, seed and rules ("wait 17 ema2025"), and its level below the top
 * one ("wait 17 ema2025 1": the engine deals another hand for the same seed at another level). */
export const handKey = ({ topic, seed, rules, level }) => `${topic} ${seed} ${rules}${level && level !== TOP_LEVEL ? ` ${level}` : ""}`;

/** The engine's levels of difficulty (tenbou.practice's `level`), lowest first: the top one deals anything. */
export const TOP_LEVEL = PRACTICE_LEVELS.at(-1);
/** The card stability (days) from which a topic is asked at level 2, and at level 3: a topic
 * starts with hands of few parts and moves on as the answers show the easy ones are known. */
export const LEVEL_STABILITY = [2, 10];

/** The level to ask a topic at, from its card (none yet: the first level). */
export function levelFor(card) {
  return PRACTICE_LEVELS[card ? LEVEL_STABILITY.filter((days) => card.stability >= days).length : 0];
}

/** The answers oldest first (by their time). */
const inOrder = (answers) => [...answers].sort((a, b) => a.at.localeCompare(b.at));

/** The card `card` (or a new one) after an answer given at `at`. */
const reviewed = (card, at, correct) => {
  const when = new Date(at);
  return scheduler.next(card ?? createEmptyCard(when), when, ratingOf(correct)).card;
};

/**
 * Each topic's card after the answers: a Map topic -> ts-fsrs card ({due: Date, stability,
 * reps, lapses, state, ...}). Topics never answered have none.
 * @param {{topic: string, at: string, correct: boolean}[]} answers ISO times in `at`
 */
export function cardsFrom(answers) {
  const cards = new Map();
  for (const { topic, at, correct } of inOrder(answers)) cards.set(topic, reviewed(cards.get(topic), at, correct));
  return cards;
}

/**
 * Each missed hand's card after the answers: a Map handKey -> {topic, seed, rules, card}, for
 * every hand answered wrong at least once (from that answer on).
 * @param {{topic: string, seed: number, rules: string, at: string, correct: boolean}[]} answers
 */
export function handCardsFrom(answers) {
  const hands = new Map();
  for (const answer of inOrder(answers)) {
    if (typeof answer.seed !== "number") continue;
    const key = handKey(answer);
    const hand = hands.get(key);
    if (!hand && answer.correct) continue;
    hands.set(key, { topic: answer.topic, seed: answer.seed, rules: answer.rules, level: answer.level,
      card: reviewed(hand?.card, answer.at, answer.correct) });
  }
  return hands;
}

/**
 * The topic to ask next among `topics` (ids, in the page's order): the one most overdue; else a
 * topic never answered (`random` in [0, 1) picks which); else the one due soonest.
 * @param {string[]} topics the topics the player chose
 * @param {Map<string, object>} cards from cardsFrom()
 * @param {Date} now
 */
export function nextTopic(topics, cards, now = new Date(), random = Math.random()) {
  const seen = topics.filter((t) => cards.has(t)).sort((a, b) => cards.get(a).due - cards.get(b).due);
  if (seen.length && cards.get(seen[0]).due <= now) return seen[0];
  const fresh = topics.filter((t) => !cards.has(t));
  if (fresh.length) return fresh[Math.floor(random * fresh.length)];
  return seen[0] ?? topics[0];
}

/**
 * The question to ask next: {topic, seed, level}, `seed` null for a new hand of the topic. A
 * missed hand of the topics chosen, dealt under `rules`, that is due comes back first (the most
 * overdue), at the level it was dealt at (null: the engine's default); else nextTopic() picks a
 * topic, asked at the level its card has reached (levelFor()).
 * @param {string[]} topics the topics the player chose
 * @param {object[]} answers the answers kept
 * @param {string} rules the profile questions are dealt under
 */
export function nextQuestion(topics, answers, rules, now = new Date(), random = Math.random()) {
  const due = [...handCardsFrom(answers).values()]
    .filter((hand) => hand.rules === rules && topics.includes(hand.topic) && hand.card.due <= now)
    .sort((a, b) => a.card.due - b.card.due);
  if (due.length) return { topic: due[0].topic, seed: due[0].seed, level: due[0].level ?? null };
  const cards = cardsFrom(answers);
  const topic = nextTopic(topics, cards, now, random);
  return { topic, seed: null, level: levelFor(cards.get(topic)) };
}
