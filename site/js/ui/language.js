/**
 * The language picker in the app bar: a <select> of every language the page speaks (LANGUAGES,
 * in that order), each option named in its own language ("English", "日本語", "Français" ...:
 * js/lang/names.js, so that no other catalog is loaded to name it) with its `lang` set, so that a
 * screen reader says it in that language, and its title saying what it does in that language.
 * Its accessible name is "Language" in the page's language (lang.picker). Picking one shows the
 * page in it (the controller draws everything anew, or the view opens anew) and remembers the
 * choice. Hook: data-testid="lang-picker", its value the page's language.
 */
import { el } from "../dom.js";
import { LANGUAGES, language, t } from "../i18n.js";

export class LanguagePicker {
  /** @param {(lang: string) => void} onPick */
  constructor(onPick) {
    const options = LANGUAGES.map((lang) =>
      el("option", { value: lang, lang, title: t("lang.switch", {}, lang) }, t("lang.self", {}, lang)));
    this.container = el("select", { class: "share language-picker", "data-testid": "lang-picker",
      on: { change: () => onPick(this.container.value) } }, ...options);
    this.update();
  }

  /** Show the page's language as picked, and name the picker in it. */
  update() {
    this.container.value = language();
    this.container.setAttribute("aria-label", t("lang.picker"));
  }
}
