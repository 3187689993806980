/**
 * "Read as": the sets and pair the score used, each drawn as small tiles; the group that the
 * winning tile completed is outlined, and the called melds (chi, pon, kan) and concealed kans
 * are bracketed with their kind, as the engine lists them in reading.melds. Then the wait.
 * Hooks: data-testid="reading", and data-meld="<kind>" on a meld's group.
 */
import { el } from "../dom.js";
import { tileImage } from "../tile-svg.js";
import { formatTiles, isRed, parseTiles, plain, sortTiles } from "../tiles.js";
import { MELD_LABELS } from "./labels.js";

const WAITS = {
  ryanmen: "Won on a two-sided wait (ryanmen).", kanchan: "Won on a closed wait (kanchan).",
  penchan: "Won on an edge wait (penchan).", shanpon: "Won on a wait on two pairs (shanpon).",
  tanki: "Won on a pair wait (tanki).", chiitoitsu: "Seven pairs, won on a pair wait.",
  kokushi: "Thirteen orphans.", kokushi_13: "Thirteen orphans, won on a 13-sided wait.",
};

/** MPSZ with red fives made plain, to match the engine's sets to the melds entered. */
const plainKey = (text) => formatTiles(parseTiles(text).tiles.map(plain));

/**
 * @param {object} reading the response's reading
 * @param {{hand: string[], melds: {kind: string, tiles: string[]}[]}} state the state that was scored
 * @returns {HTMLElement|null}
 */
export function readingBlock(reading, { hand, melds }) {
  if (!reading) return null;
  // The engine writes red fives as plain fives: draw the hand's red fives where they are.
  const reds = hand.filter(isRed);
  const withReds = (tiles) => tiles.map((t) => {
    const i = t[0] === "5" ? reds.indexOf(`0${t[1]}`) : -1;
    return i < 0 ? t : reds.splice(i, 1)[0];
  });
  // The entered meld behind each meld the engine names, matched by its tiles (the engine writes
  // red fives as plain fives); each entered meld is used once.
  const unclaimed = melds.map((m) => ({ kind: m.kind, tiles: m.tiles, key: plainKey(formatTiles(m.tiles)) }));
  const enteredMeld = (text) => {
    const i = unclaimed.findIndex((m) => m.key === plainKey(text));
    return i < 0 ? { kind: "meld", tiles: parseTiles(text).tiles } : unclaimed.splice(i, 1)[0];
  };
  const meldSets = [...(reading.melds ?? [])];
  let marked = false;
  const group = (text, cls, tiles = withReds(parseTiles(text).tiles)) => {
    const isWin = !marked && text === reading.win_group;
    marked ||= isWin;
    return el("span", { class: `group ${cls}${isWin ? " win-group" : ""}`, title: isWin ? "completed by the winning tile" : null },
      tiles.map((t) => tileImage(t, { small: true })));
  };
  const concealed = [];
  const called = [];
  for (const text of reading.sets ?? []) {
    const m = meldSets.indexOf(text);
    if (m < 0) {
      concealed.push(group(text, "set"));
      continue;
    }
    meldSets.splice(m, 1);
    const { kind, tiles } = enteredMeld(text);
    called.push(el("span", { class: `meld-group ${kind}`, dataset: { meld: kind } },
      el("span", { class: "meld-label" }, MELD_LABELS[kind] ?? "Meld"), group(text, "set", sortTiles(tiles))));
  }
  const pairs = [...(reading.pairs ?? []), ...(reading.pair && reading.sets?.length ? [reading.pair] : [])];
  const groups = [...concealed, ...pairs.map((t) => group(t, "pair")), ...called];
  return el("div", { class: "block" }, el("h3", {}, "Read as"),
    groups.length ? el("div", { class: "reading", "data-testid": "reading" }, groups) : null,
    reading.wait ? el("p", { class: "wait" }, WAITS[reading.wait] ?? `Wait: ${reading.wait}.`) : null);
}
