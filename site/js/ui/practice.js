/**
 * The random-hand button: asks the engine for a random complete hand that scores (docs/api.md,
 * "Random hand"), under the rules in use, and hands it over as a page state (read as a link is
 * read, js/url.js), for practice. Hook: data-testid="random-hand".
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { stateFromURL } from "../url.js";

/** The link query of a score request (the fields a random hand has). */
export function requestQuery(request) {
  const params = new URLSearchParams();
  for (const key of ["hand", "win_tile", "win", "seat_wind", "round_wind", "dora_indicators"]) {
    if (request[key]) params.set(key, request[key]);
  }
  if (request.riichi) params.set("riichi", "1");
  if (request.melds?.length) params.set("melds", request.melds.map((m) => `${m.kind}:${m.tiles}`).join(","));
  params.set("rules", typeof request.rules === "object" ? JSON.stringify(request.rules) : request.rules);
  return `?${params}`;
}

export class RandomHandButton {
  /**
   * @param {{engine: object, rules: () => string|object, onHand: (state: object) => void}} options
   *   the engine client, the rules in use, and what to do with the new hand's state
   */
  constructor({ engine, rules, onHand }) {
    this.container = el("button", { type: "button", class: "chip random-hand", "data-testid": "random-hand",
      on: { click: () => this.deal(engine, rules(), onHand) } }, t("chart.random"));
  }

  deal(engine, rules, onHand) {
    const seed = Math.floor(Math.random() * 2 ** 31);
    engine.randomHand({ seed, rules }).then((r) => {
      if (r.ok) onHand(stateFromURL(requestQuery(r.request), null).state);
    }, () => {}); // (the engine's own failure shows in its status)
  }
}
