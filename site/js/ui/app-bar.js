/**
 * The calculator's app bar (index.html's #app-tools toolbar): the language picker, the dark
 * theme switch with the dark tile faces beside it, and "Copy link" (the page's address is always
 * the share link of the hand on screen). Its controls are one Tab stop, the arrow keys moving
 * between them (ui/roving.js).
 */
import { t } from "../i18n.js";
import { FacesSwitch } from "./faces.js";
import { LanguagePicker } from "./language.js";
import { Roving } from "./roving.js";
import { ThemeSwitch } from "./theme.js";

/** How long "Link copied" (or "Copy failed") shows before the button says "Copy link" again, in ms. */
const SHARE_NOTE_MS = 2000;

export class AppBar {
  /** @param {(lang: string) => void} onLanguage the user picked a language with the picker */
  constructor(onLanguage) {
    this.theme = new ThemeSwitch();
    document.getElementById("theme").replaceWith(this.theme.container);
    this.faces = new FacesSwitch();
    this.theme.container.after(this.faces.container);
    this.wireShare(document.getElementById("share"));
    this.language = new LanguagePicker(onLanguage);
    document.getElementById("language").replaceWith(this.language.container);
    this.tools = document.getElementById("app-tools");
    this.roving = new Roving(this.tools, { rows: () => [[...this.tools.querySelectorAll("button, select")]],
      keyOf: (button) => button.dataset.testid ?? button.id });
    this.label();
  }

  /** Name everything anew in the page's language (the tile-face switch is made anew). */
  relabel() {
    this.theme.label();
    const faces = new FacesSwitch();
    this.faces.container.replaceWith(faces.container);
    this.faces = faces;
    this.language.update();
    this.label();
  }

  /** Name the toolbar in the page's language, and give its Tab stop to the right button. */
  label() {
    this.tools.setAttribute("aria-label", t("page.tools"));
    this.roving.sync();
  }

  /** "Copy link": copies the page's address, and says for a moment whether it could. */
  wireShare(button) {
    button.addEventListener("click", async () => {
      let key = "share.copied";
      try {
        await navigator.clipboard.writeText(location.href);
      } catch {
        key = "share.failed";
      }
      button.textContent = t(key);
      clearTimeout(this.shareTimer);
      this.shareTimer = setTimeout(() => { button.textContent = t("share.copy"); }, SHARE_NOTE_MS);
    });
  }
}
