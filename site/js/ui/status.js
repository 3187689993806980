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

export class Notices {
  /** @param {() => void} onDismissed called after Dismiss hid the notices (the focus must go somewhere) */
  constructor(onDismissed) {
    this.list = el("ul");
    this.container = el("section", { class: "notices", "data-testid": "notices", "aria-label": t("notices.title"), hidden: true },
      this.list, el("button", { type: "button", class: "chip", on: { click: () => { this.update([]); onDismissed(); } } },
        t("notices.dismiss")));
  }

  /** @param {string[]} messages */
  update(messages) {
    this.container.hidden = !messages.length;
    this.list.replaceChildren(...messages.map((m) => el("li", {}, m)));
  }
}
