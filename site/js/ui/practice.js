/**
 * The random-hand button: asks the engine for a random complete hand that scores (docs/api.md,
 * "Random hand"), under the rules in use, and hands it over as a page state (js/state.js,
 * stateFromRequest), for practice. Hook: data-testid="random-hand".
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { stateFromRequest } from "../state.js";

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
      if (r.ok) onHand(stateFromRequest(r.request));
    }, () => {}); // (the engine's own failure shows in its status)
  }
}
