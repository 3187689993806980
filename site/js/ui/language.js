/**
 * The language switch in the app bar: one button that names the other language in that
 * language ("日本語" on the English page, "English" on the Japanese one), with its `lang` set so
 * that a screen reader says it in that language; a press shows the page in it (the controller
 * draws everything anew) and remembers the choice. With more than two languages it steps to the
 * next one. Hook: data-testid="language", data-lang="<the language it switches to>".
 */
import { el } from "../dom.js";
import { LANGUAGES, language, t } from "../i18n.js";

/** The language after the page's own, in LANGUAGES' order. */
const nextLanguage = () => LANGUAGES[(LANGUAGES.indexOf(language()) + 1) % LANGUAGES.length];

export class LanguageSwitch {
  /** @param {(lang: string) => void} onPick */
  constructor(onPick) {
    this.container = el("button", { type: "button", class: "share language-switch", "data-testid": "language",
      on: { click: () => onPick(this.container.dataset.lang) } });
    this.update();
  }

  /** Name the language the button switches to, in that language (js/lang/names.js: that language's catalog may not be loaded). */
  update() {
    const lang = nextLanguage();
    this.container.dataset.lang = lang;
    this.container.lang = lang;
    this.container.textContent = t("lang.self", {}, lang);
    this.container.title = t("lang.switch", {}, lang);
  }
}
