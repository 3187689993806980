/**
 * When each practice topic comes back: FSRS, the scheduler Anki uses by default, through its
 * reference implementation ts-fsrs (js/vendor/ts-fsrs.js, the pinned npm package copied in by
 * build.py and bundled into the practice view's chunk only). docs/practice.md explains the scheme.
 *
 * A card is a topic (the engine deals questions by topic): each answer to a question of that
 * topic is a review, rated Good when it was right and Again when it was wrong. The cards are
 * worked out anew from the answers kept on the device (js/practice/store.js), in the order they
 * were given, so the answers are the only record and an import or a reset needs nothing else.
 * No fuzz: the same answers always give the same schedule.
 */
import { Rating, createEmptyCard, fsrs, generatorParameters } from "../vendor/ts-fsrs.js";

const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** The FSRS rating of an answer: Good when right, Again when wrong. */
export const ratingOf = (correct) => (correct ? Rating.Good : Rating.Again);

/**
 * Each topic's card after the answers: a Map topic -> ts-fsrs card ({due: Date, stability,
 * reps, lapses, state, ...}). Topics never answered have none.
 * @param {{topic: string, at: string, correct: boolean}[]} answers ISO times in `at`
 */
export function cardsFrom(answers) {
  const cards = new Map();
  const sorted = [...answers].sort((a, b) => a.at.localeCompare(b.at));
  for (const { topic, at, correct } of sorted) {
    const when = new Date(at);
    const card = cards.get(topic) ?? createEmptyCard(when);
    cards.set(topic, scheduler.next(card, when, ratingOf(correct)).card);
  }
  return cards;
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
