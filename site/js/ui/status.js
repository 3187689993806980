/**
 * Page-level messages: the engine status (mirrored on <html data-engine="loading|ready|failed">)
 * and notices about link parameters that were ignored.
 */
import { el } from "../dom.js";

const PHASE_TEXT = { loading: "Engine loading", ready: "Engine ready", failed: "Engine failed" };

export class EngineStatus {
  constructor() {
    this.container = el("p", { class: "engine-status", "data-testid": "engine-status", role: "status" });
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
    this.container.textContent = PHASE_TEXT[phase] ?? phase;
  }
}

export class Notices {
  constructor() {
    this.list = el("ul");
    this.container = el("section", { class: "notices", "data-testid": "notices", role: "alert", hidden: true },
      this.list, el("button", { type: "button", class: "chip", on: { click: () => this.update([]) } }, "Dismiss"));
  }

  /** @param {string[]} messages */
  update(messages) {
    this.container.hidden = !messages.length;
    this.list.replaceChildren(...messages.map((m) => el("li", {}, m)));
  }
}
