/**
 * The dark tile faces switch, beside the dark theme switch: a toggle button, pressed while the
 * tiles have dark faces (<html data-tile-faces="dark">, drawn by style.css). The choice is
 * remembered like the theme (prefs.js); js/theme.js applies it before the page is drawn.
 */
import { el, svg } from "../dom.js";
import { t } from "../i18n.js";
import { saveFaces } from "../prefs.js";

/** A tile outline with a filled face, drawn in the button's text colour. */
const tileIcon = () => svg("svg", { viewBox: "0 0 24 24", width: "22", height: "22", "aria-hidden": "true", focusable: "false" },
  svg("rect", { x: "5", y: "2.5", width: "14", height: "19", rx: "2.5", fill: "none", stroke: "currentColor", "stroke-width": "2" }),
  svg("rect", { x: "8", y: "6", width: "8", height: "12", rx: "1", fill: "currentColor" }));

export class FacesSwitch {
  constructor() {
    this.root = document.documentElement;
    const name = t("chart.dark_tiles");
    this.container = el("button", { type: "button", class: "icon-button faces-switch", "data-testid": "tile-faces",
      "aria-label": name, title: name, on: { click: () => this.toggle() } }, tileIcon());
    this.update();
  }

  get dark() {
    return this.root.dataset.tileFaces === "dark";
  }

  toggle() {
    const faces = this.dark ? "ivory" : "dark";
    saveFaces(faces);
    if (faces === "dark") this.root.dataset.tileFaces = "dark";
    else delete this.root.dataset.tileFaces;
    this.update();
  }

  update() {
    this.container.setAttribute("aria-pressed", String(this.dark));
  }
}
