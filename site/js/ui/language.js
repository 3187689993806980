/**
 * The language picker in the app bar: a <select> of every language the page speaks (LANGUAGES,
 * in that order), each option named in its own language ("English", "日本語", "Français" ...:
 * js/lang/names.js, so that no other catalog is loaded to name it) with its `lang` set, so that a
 * screen reader says it in that language, and its title saying what it does in that language.
 * Its accessible name is "Language" in the page's language (lang.picker). A globe, the sign of
 * languages wherever a page offers them, stands before it; below 760 px (a phone, a narrow
 * window) the globe is all that is drawn, a 44 px round button like the theme's, with the select
 * over it, unseen, so that a tap opens the list (the app bar has no room for the longer names:
 * site/style.css). Picking a
 * language shows the page in it (the controller draws everything anew, or the view opens anew)
 * and remembers the choice. Hook: data-testid="lang-picker" (the select), its value the page's
 * language.
 */
import { el, svg } from "../dom.js";
import { LANGUAGES, language, t } from "../i18n.js";

/** A globe: a circle, its equator and a meridian's outline. */
const globe = () => svg("svg", { viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false" },
  svg("circle", { cx: "12", cy: "12", r: "9", fill: "none", stroke: "currentColor", "stroke-width": "1.8" }),
  svg("path", { d: "M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9s1.3-6.5 3.9-9Z",
    fill: "none", stroke: "currentColor", "stroke-width": "1.8" }));

export class LanguagePicker {
  /** @param {(lang: string) => void} onPick */
  constructor(onPick) {
    const options = LANGUAGES.map((lang) =>
      el("option", { value: lang, lang, title: t("lang.switch", {}, lang) }, t("lang.self", {}, lang)));
    this.select = el("select", { "data-testid": "lang-picker", on: { change: () => onPick(this.select.value) } }, ...options);
    this.container = el("span", { class: "language-picker" }, globe(), this.select);
    this.update();
  }

  /** Show the page's language as picked, and name the picker in it. */
  update() {
    this.select.value = language();
    this.select.setAttribute("aria-label", t("lang.picker"));
  }
}
