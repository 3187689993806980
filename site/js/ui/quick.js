/**
 * The situation as it shows beside the hand: the controls a player reaches for once the tiles
 * are in (Riichi, Dora, Ron or Tsumo, and under rules that set norths aside the North (kita)
 * counter beside Dora), each showing what is set, and a line of badges for
 * everything else that is not as a fresh hand has it (seat and round wind, other conditions,
 * ura dora, honba, riichi sticks, norths set aside) and the rules, with each house rule; on a
 * phone as many as fit in their room, then "+2 more" (docs/layout.md, "A crowded situation").
 * The rest of the situation is edited below the palette (ui/situation.js). Hooks:
 * data-flag="riichi", data-win="ron|tsumo", data-quick="dora" (its indicators as pictures),
 * data-testid="kita" (the norths set aside; its group data-quick="kita", its buttons
 * data-step="kita" with data-delta="-1|1"), data-testid="badges" (its last item, when not all
 * fit, data-testid="badges-more").
 */
import { el } from "../dom.js";
import { formatNumber, list, plural, t } from "../i18n.js";
import { baseRules, profileName } from "../profiles.js";
import { tileImage } from "../tile-svg.js";
import { FLAGS, WIN_KINDS, defaultState, maxKita } from "../state.js";
import { flagLabel } from "./labels.js";
import { ruleChangeText, ruleChanges } from "./rules-editor.js";
import { winLabel, windLabel } from "./situation.js";

const BADGES = {
  dealer: () => t("quick.dealer"), // (the dealer's seat is East)
  seat: (wind) => t("quick.seat", { wind: windLabel(wind) }),
  round: (wind) => t("quick.round", { wind: windLabel(wind) }),
  ura: (n) => plural("quick.ura", n),
  honba: (n) => t("quick.honba", { n: formatNumber(n) }),
  sticks: (n) => plural("quick.sticks", n),
  kita: (n) => plural("quick.kitaBadge", n),
  rules: (name) => t("quick.rules", { name }),
};

export class QuickBar {
  /**
   * @param {{onFlag: (flag: string, on: boolean) => void, onWin: (win: string) => void,
   *          onDora: () => void, onSituation: () => void, onKita: (delta: number) => void}} handlers
   *   onDora(): aim the palette at the dora indicators; onSituation(): bring the situation into
   *   view (a tap on the badges); onKita(delta): one north more (1) or fewer (-1) set aside
   */
  constructor({ onFlag, onWin, onDora, onSituation, onKita }) {
    this.riichi = el("button", { type: "button", class: "chip toggle", "aria-pressed": "false", dataset: { flag: "riichi" },
      on: { click: () => onFlag("riichi", this.riichi.getAttribute("aria-pressed") !== "true") } },
    flagLabel("riichi"));
    this.doraTiles = el("span", { class: "dora-tiles" });
    this.dora = el("button", { type: "button", class: "chip toggle dora", "aria-pressed": "false", dataset: { quick: "dora" },
      title: t("quick.doraTitle"), on: { click: () => onDora() } }, el("span", {}, t("quick.dora")), this.doraTiles);
    this.winButtons = WIN_KINDS.map((win) => el("button", {
      type: "button", class: "seg", "aria-pressed": "false", dataset: { win }, on: { click: () => onWin(win) },
    }, winLabel(win)));
    // The norths set aside (kita), where the rules set them aside: − count +, each 44 px.
    this.kitaValue = el("output", { class: "kita-value", "data-testid": "kita" });
    const kitaStep = (delta, text, name) => el("button", { type: "button", class: "seg kita-step", "aria-label": t(name),
      dataset: { step: "kita", delta: String(delta) }, on: { click: () => onKita(delta) } }, text);
    this.kita = el("div", { class: "segmented kita", role: "group", "aria-label": t("quick.kitaGroup"), dataset: { quick: "kita" } },
      kitaStep(-1, "−", "quick.kitaFewer"),
      el("span", { class: "kita-count" }, el("span", { class: "kita-label", "aria-hidden": "true" }, t("quick.kita")), this.kitaValue),
      kitaStep(1, "+", "quick.kitaMore"));
    this.badges = el("ul", { class: "badges", "data-testid": "badges", "aria-label": t("quick.badges") });
    // The badges are drawn by the hand in its head line (ui/hand.js), the controls under its tiles.
    // A tap on them goes to the situation, where they are set (one tap away; the keyboard's way
    // there is the Tab order, so the link is not a Tab stop of its own).
    this.badgesLink = el("a", { class: "badges-link", href: "#situation-title", tabindex: "-1",
      on: { click: (event) => { event.preventDefault(); onSituation(); } } }, this.badges);
    this.badgeItems = [];
    this.fittedWidth = null;
    // The badges are fitted again when their room changes width (a turned phone, the wide layout).
    new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === this.fittedWidth) return;
      this.fittedWidth = entry.contentRect.width;
      this.fitBadges();
    }).observe(this.badgesLink);
    this.container = el("div", { class: "quick", role: "group", "aria-label": t("quick.group") },
      el("div", { class: "quick-controls" }, this.riichi, this.dora, this.kita,
        el("div", { class: "segmented", role: "group", "aria-label": t("quick.win") }, this.winButtons)));
    this.doraKey = null;
    this.badgesKey = null;
  }

  /** @param {{state: object, mode: string}} view  `mode`: the palette's (dora shows as pressed) */
  update({ state, mode }) {
    this.riichi.setAttribute("aria-pressed", String(state.riichi));
    this.dora.setAttribute("aria-pressed", String(mode === "dora"));
    for (const b of this.winButtons) b.setAttribute("aria-pressed", String(b.dataset.win === state.win));
    this.kita.hidden = !maxKita(state);
    this.kitaValue.textContent = formatNumber(state.kita);
    const doraKey = state.dora_indicators.join();
    if (doraKey !== this.doraKey) {
      this.doraKey = doraKey;
      this.doraTiles.replaceChildren(...state.dora_indicators.map((t) => tileImage(t, { small: true })));
    }
    const badges = this.badgeTexts(state);
    if (badges.join("|") !== this.badgesKey) {
      this.badgesKey = badges.join("|");
      this.badgeItems = badges.map((text) => el("li", { class: "badge" }, text));
      this.badges.replaceChildren(...this.badgeItems);
      this.fitBadges();
    }
  }

  /**
   * Shows the badges that fit in the room the style gives them (on a phone .badges has a
   * max-height: three short lines beside the head line's buttons), in order, and names the rest
   * in a last badge, "+2 more", whose accessible name lists them. Nothing set is lost: the rest
   * are one tap away, in the situation the badges link to. With no such room (the wide layout),
   * or while the badges are not drawn, all of them stay.
   */
  fitBadges() {
    this.badges.querySelector(".more")?.remove();
    for (const item of this.badgeItems) item.hidden = false;
    const fits = () => this.badges.scrollHeight <= this.badges.clientHeight + 1;
    if (!this.badges.clientHeight || fits()) return;
    const more = el("li", { class: "badge more", "data-testid": "badges-more" });
    this.badges.append(more);
    for (let shown = this.badgeItems.length - 1; shown >= 0; shown -= 1) {
      this.badgeItems[shown].hidden = true;
      const rest = this.badgeItems.slice(shown).map((item) => item.textContent);
      const n = formatNumber(rest.length);
      more.replaceChildren(el("span", { "aria-hidden": "true" }, t("quick.more", { n })),
        el("span", { class: "visually-hidden" }, t("quick.moreName", { n, list: list(rest) })));
      if (fits()) return;
    }
  }

  /** What else is set, in the order of the situation card, and the rules. */
  badgeTexts(state) {
    const fresh = defaultState();
    const out = [];
    if (state.seat_wind === "east") out.push(BADGES.dealer());
    else if (state.seat_wind !== fresh.seat_wind) out.push(BADGES.seat(state.seat_wind));
    if (state.round_wind !== fresh.round_wind) out.push(BADGES.round(state.round_wind));
    for (const flag of FLAGS) if (flag !== "riichi" && state[flag]) out.push(flagLabel(flag));
    if (state.ura_dora_indicators.length) out.push(BADGES.ura(state.ura_dora_indicators.length));
    if (state.honba) out.push(BADGES.honba(state.honba));
    if (state.riichi_sticks) out.push(BADGES.sticks(state.riichi_sticks));
    if (state.kita) out.push(BADGES.kita(state.kita));
    out.push(BADGES.rules(profileName(baseRules(state.rules))));
    for (const [name, value] of ruleChanges(state.rules)) out.push(ruleChangeText(name, value)); // house rules

    return out;
  }
}
