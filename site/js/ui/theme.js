/**
 * The dark theme switch in the app bar: a toggle button, pressed while the page is dark. The
 * page starts in the theme the user last chose here, else in the system's (js/theme.js sets
 * <html data-theme> before the page is drawn); a press switches and remembers the choice.
 */
import { el, svg } from "../dom.js";
import { t } from "../i18n.js";
import { saveTheme } from "../prefs.js";

/** A crescent moon, drawn in the button's text colour. */
const moon = () => svg("svg", { viewBox: "0 0 24 24", width: "22", height: "22", "aria-hidden": "true", focusable: "false" },
  svg("path", { d: "M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z", fill: "currentColor" }));

export class ThemeSwitch {
  constructor() {
    this.root = document.documentElement;
    this.container = el("button", { type: "button", class: "icon-button theme-switch", "data-testid": "theme",
      on: { click: () => this.toggle() } }, moon());
    this.label();
    // The system's theme may change while the page is open (js/theme.js follows it).
    new MutationObserver(() => this.update()).observe(this.root, { attributes: true, attributeFilter: ["data-theme"] });
    this.update();
  }

  /** Name the switch in the page's language. */
  label() {
    this.container.setAttribute("aria-label", t("theme.dark"));
    this.container.title = t("theme.dark");
  }

  get dark() {
    return this.root.dataset.theme === "dark";
  }

  toggle() {
    const theme = this.dark ? "light" : "dark";
    saveTheme(theme);
    this.root.dataset.theme = theme;
  }

  update() {
    this.container.setAttribute("aria-pressed", String(this.dark));
  }
}
