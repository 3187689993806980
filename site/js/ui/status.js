/**
 * Page-level messages: the engine status (mirrored on <html data-engine="loading|ready|failed">)
 * and notices about link parameters that were ignored. Neither is a live region: the only one
 * is the score's (ui/summary.js), and a failed engine shows there too.
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";

const PHASE_TEXT = { loading: "status.loading", ready: "status.ready", failed: "status.failed" };

export class EngineStatus {
  constructor() {
    this.container = el("p", { class: "engine-status", "data-testid": "engine-status" });
  }

  /**
   * @param {"loading"|"ready"|"failed"} phase
   * @param {?string} start how a ready engine started ("snapshot" or "fresh"), mirrored on
   *   <html data-engine-start>
   */
  update(phase, start = null) {
    document.documentElement.dataset.engine = phase;
    if (start) document.documentElement.dataset.engineStart = start;
    this.container.dataset.phase = phase;
    this.container.textContent = PHASE_TEXT[phase] ? t(PHASE_TEXT[phase]) : phase;
  }
}

/**
 * The notices about the link, with Dismiss. On a phone (style.css, docs/layout.md) they start
 * folded into one button in the app bar, in the title's place ("⚠ Note"), so that they push
 * nothing off the screen while a hand is built; the button unfolds them above the hand. Folded,
 * the list is still in the page, filled (not drawn). Hooks:
 * data-testid="notices" (the section), .notices-toggle (the button that unfolds it).
 */
export class Notices {
  /** @param {() => void} onDismissed called after Dismiss hid the notices (the focus must go somewhere) */
  constructor(onDismissed) {
    this.list = el("ul", { id: "notices-list" });
    this.toggle = el("button", { type: "button", class: "notices-toggle", "aria-expanded": "false",
      "aria-controls": "notices-list", on: { click: () => this.unfold() } },
    el("span", { class: "notices-mark", "aria-hidden": "true" }, "⚠"), t("notices.show"));
    this.container = el("section", { class: "notices folded", "data-testid": "notices", "aria-label": t("notices.title"),
      tabindex: "-1", hidden: true },
    this.toggle, this.list, el("button", { type: "button", class: "chip", on: { click: () => { this.update([]); onDismissed(); } } },
      t("notices.dismiss")));
  }

  /** Unfold the notices (a phone shows them folded at first) and put the focus on them. */
  unfold() {
    this.container.classList.remove("folded");
    this.toggle.setAttribute("aria-expanded", "true");
    this.container.focus();
  }

  /** @param {string[]} messages  (none: hidden, and folded again for the next ones) */
  update(messages) {
    this.container.hidden = !messages.length;
    if (!messages.length) {
      this.container.classList.add("folded");
      this.toggle.setAttribute("aria-expanded", "false");
    }
    this.list.replaceChildren(...messages.map((m) => el("li", {}, m)));
  }
}
