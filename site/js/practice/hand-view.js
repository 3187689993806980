/**
 * The practice question drawn: the situation (who won how, the winds, the conditions, the
 * indicators, the counters, the rules) and the hand as dealt; once answered, the hand grouped as
 * the reading that scores.
 */
import { el } from "../dom.js";
import { WIND_NAMES } from "../engine-data.js";
import { formatNumber, pick, t } from "../i18n.js";
import { tileImage } from "../tile-svg.js";
import { isRed, parseTiles, plain, sortTiles, tileName } from "../tiles.js";
import { FLAG_ORDER, flagLabel, meldLabel } from "../ui/labels.js";
import { setName } from "../ui/reading.js";
import { dealtHand } from "./question.js";

/** Small tiles of an MPSZ string, decorative (their names are said beside them). */
export function smallTiles(mpsz) {
  return el("span", { class: "step-tiles", "aria-hidden": "true" },
    parseTiles(mpsz).tiles.map((x) => tileImage(x, { small: true, decorative: true })));
}

/**
 * The situation as a list: the win, the seat and round winds, the flags, the dora and ura dora
 * indicators, kita, honba, riichi sticks, and the rules' name (`rulesName` when the answer has none).
 * @param {object} q the question (a score request)
 * @param {object} answer the engine's score response
 */
export function situationView(q, answer, rulesName) {
  const wind = (id) => pick(WIND_NAMES[id]) ?? id;
  const items = [
    el("li", { class: "practice-win", dataset: { win: q.win ?? answer.win } },
      t(answer.win === "tsumo" ? "practice.won_tsumo" : "practice.won_ron", { tile: tileName(q.win_tile) })),
    el("li", {}, t("practice.labelled", { label: t("situation.seat"), text: answer.dealer
      ? t("practice.seat_dealer", { wind: wind(q.seat_wind ?? "east"), dealer: t("situation.dealer") }) : wind(q.seat_wind ?? "east") })),
    el("li", {}, t("practice.labelled", { label: t("situation.round"), text: wind(q.round_wind ?? "east") })),
    ...FLAG_ORDER.filter((f) => q[f]).map((f) => el("li", { class: "tag" }, flagLabel(f))),
  ];
  const indicators = (list) => (typeof list === "string" ? parseTiles(list).tiles : list ?? []);
  for (const [name, key] of [["dora_indicators", "situation.dora"], ["ura_dora_indicators", "practice.ura"]]) {
    const tiles = indicators(q[name]);
    if (tiles.length) {
      items.push(el("li", { class: "practice-indicators" }, t("practice.labelled", { label: t(key), text: "" }),
        el("span", { role: "img", "aria-label": tiles.map(tileName).join(", ") }, tiles.map((x) => tileImage(x, { small: true, decorative: true })))));
    }
  }
  if (q.kita) items.push(el("li", {}, t("practice.kita", { n: formatNumber(q.kita) })));
  if (q.honba) items.push(el("li", {}, t("practice.labelled", { label: t("situation.honba"), text: formatNumber(q.honba) })));
  if (q.riichi_sticks) items.push(el("li", {}, t("practice.sticks", { n: formatNumber(q.riichi_sticks) })));
  items.push(el("li", { class: "practice-rules-name" }, answer.rules_name ?? rulesName));
  return el("ul", { class: "practice-situation", "aria-label": t("practice.situation") }, items);
}

/**
 * What a payment question gives instead of the hand (the engine's `given`): the han and fu, the
 * seat (dealer or not), ron or tsumo, honba and riichi sticks, the rules.
 * @param {{han: number, fu: number, win: string, seat_wind: string, honba: number, riichi_sticks: number}} given
 */
export function givenView(given, rulesName) {
  const wind = pick(WIND_NAMES[given.seat_wind]) ?? given.seat_wind;
  const seat = given.seat_wind === "east" ? t("practice.seat_dealer", { wind, dealer: t("situation.dealer") }) : wind;
  return el("ul", { class: "practice-given", "data-testid": "practice-given" },
    el("li", { class: "practice-given-value" }, t("practice.given_value", { han: formatNumber(given.han), fu: formatNumber(given.fu) })),
    el("li", {}, t("practice.labelled", { label: t("situation.seat"), text: seat })),
    el("li", { class: "practice-win", dataset: { win: given.win } }, t(`practice.given_won.${given.win}`)),
    given.honba ? el("li", {}, t("practice.labelled", { label: t("situation.honba"), text: formatNumber(given.honba) })) : null,
    given.riichi_sticks ? el("li", {}, t("practice.sticks", { n: formatNumber(given.riichi_sticks) })) : null,
    el("li", { class: "practice-rules-name" }, rulesName));
}

/** A meld as drawn: a called one with a tile turned sideways, a concealed kan with its end tiles face down. */
function meldTiles(tiles, how) {
  return tiles.map((x, i) => {
    const image = tileImage(x, { decorative: true, back: how === "ankan" && (i === 0 || i === tiles.length - 1) });
    if (["chi", "pon", "kan", "meld"].includes(how) && i === 0) image.classList.add("sideways");
    return image;
  });
}

/**
 * The hand as dealt (js/practice/question.js, dealtHand): the concealed tiles sorted, the winning
 * tile apart and marked, then the melds. How the tiles group is the answer's (readingView()).
 * @param {object} q the question (a score request)
 */
export function handView(q) {
  const { concealed, win, melds } = dealtHand(q);
  const names = (tiles) => tiles.map(tileName).join(", ");
  const winImage = tileImage(win, { decorative: true });
  winImage.classList.add("win-tile");
  return el("ul", { class: "practice-hand dealt", "data-testid": "practice-hand", "aria-label": t("practice.hand_dealt") },
    el("li", { class: "practice-group" }, el("span", { class: "practice-tiles", role: "img", "aria-label": names(concealed) },
      concealed.map((x) => tileImage(x, { decorative: true })))),
    el("li", { class: "practice-group win-group" }, el("span", { class: "practice-tiles", role: "img",
      "aria-label": t("practice.win_tile", { tile: tileName(win) }) }, winImage)),
    melds.map(({ kind, tiles }) => el("li", { class: "practice-group called", dataset: { meld: kind } },
      el("span", { class: "meld-label", "aria-hidden": "true" }, meldLabel(kind) ?? t("set.meld")),
      el("span", { class: "practice-tiles", role: "img", "aria-label": setName(tiles, kind, false) }, meldTiles(tiles, kind)))));
}

/**
 * The hand grouped as the reading that scores, shown with the answer: the concealed sets, the
 * pair, then the melds, each named; the winning tile marked.
 * @param {object} q the question (a score request)
 * @param {object} answer the engine's score response (its reading)
 */
export function readingView(q, answer) {
  const reading = answer.reading ?? {};
  const reds = parseTiles(q.hand ?? "").tiles.filter(isRed);
  for (const m of q.melds ?? []) reds.push(...parseTiles(m.tiles).tiles.filter(isRed));
  const withReds = (tiles) => tiles.map((x) => {
    const i = x[0] === "5" ? reds.indexOf(`0${x[1]}`) : -1;
    return i < 0 ? x : reds.splice(i, 1)[0];
  });
  const winTile = plain(q.win_tile);
  let marked = false;
  const group = (text, how) => {
    const tiles = withReds(sortTiles(parseTiles(text).tiles));
    const isWin = !marked && text === reading.win_group;
    marked ||= isWin;
    let winAt = isWin ? tiles.findIndex((x) => plain(x) === winTile) : -1;
    if (isWin && winAt < 0) winAt = tiles.length - 1;
    const drawn = meldTiles(tiles, how);
    drawn[winAt]?.classList.add("win-tile");
    return el("li", { class: `practice-group${how && how !== "concealed" ? " called" : ""}${isWin ? " win-group" : ""}`,
      dataset: how && how !== "concealed" ? { meld: how } : {} },
    how && how !== "concealed" ? el("span", { class: "meld-label", "aria-hidden": "true" }, meldLabel(how) ?? t("set.meld")) : null,
    el("span", { class: "practice-tiles", role: "img", "aria-label": setName(tiles, how === "concealed" ? null : how, isWin) }, drawn));
  };
  const sets = reading.sets ?? [];
  const meldCount = (reading.melds ?? []).length;
  const kinds = (q.melds ?? []).map((m) => m.kind);
  const groups = [
    ...sets.slice(0, sets.length - meldCount).map((s) => group(s, "concealed")),
    ...(reading.pairs ?? (reading.pair ? [reading.pair] : [])).map((p) => group(p, null)),
    ...sets.slice(sets.length - meldCount).map((s, i) => group(s, kinds[i] ?? "meld")),
  ];
  if (!groups.length) { // a hand of no sets (thirteen orphans): its tiles as they are
    groups.push(el("li", { class: "practice-group" }, parseTiles(q.hand).tiles.map((x) => tileImage(x))));
  }
  return el("section", { class: "practice-answer-hand" }, el("h3", {}, t("practice.hand")),
    el("ul", { class: "practice-hand", "data-testid": "practice-reading" }, groups));
}
