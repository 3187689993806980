/**
 * The practice view's words that several of its widgets show: a topic's name as the engine
 * gives it, and the reference (one page for each kind of box, in the page's catalog).
 */
import { el } from "../dom.js";
import { PRACTICE_TOPICS } from "../engine-data.js";
import { pick, t } from "../i18n.js";
import { REFERENCE } from "./parts.js";

/** A topic's name, as the engine names it ("triplet completed by a discard"), or its id. */
export const topicName = (id) => pick(PRACTICE_TOPICS.find((topic) => topic.id === id)?.name) ?? id;
/** The same name as a label: its first letter a capital ("Triplet completed by a discard"). */
export const topicLabel = (id) => topicName(id).replace(/^./, (first) => first.toUpperCase());

/** The kinds whose pages the whole reference shows, in the order of a count. */
const REFERENCE_ORDER = ["base", "win", "set", "pair", "wait", "fu"];

/** The whole reference, folded: the steps of a count and their traps. */
export function referenceBlock() {
  return el("details", { class: "practice-reference" }, el("summary", {}, t("practice.ref.title")),
    REFERENCE_ORDER.map((kind) => el("section", {}, el("h3", {}, t(`practice.part.${kind}`)), el("p", {}, t(REFERENCE[kind])))));
}
