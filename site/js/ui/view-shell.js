/**
 * The page's shell around a view of its own (the score chart, practice): the view takes the
 * place of the calculator's columns, and the header's switches work as on the calculator.
 */

import { translateDocumentOnceRead } from "../i18n.js";
import { saveLanguage } from "../prefs.js";
import { FacesSwitch } from "./faces.js";
import { LanguagePicker } from "./language.js";
import { ThemeSwitch } from "./theme.js";

/**
 * Put `container` in place of the calculator's columns, `status` (an element) in place of the
 * engine status, and `notices` (an element) in place of the notices, or take them away when
 * there is none; drop the calculator's summary; wire the theme, tile-face, language and share
 * buttons. The view's texts are written once: another language opens the view anew in it, from
 * its link. Marks the document mounted (`data-mounted`, and `data-view` when `view` is given).
 */
export function mountView(container, { status, notices = null, view = null }) {
  document.querySelector("main .columns").replaceWith(container);
  document.getElementById("summary")?.remove();
  if (notices) document.getElementById("notices").replaceWith(notices);
  else document.getElementById("notices")?.remove();
  document.getElementById("engine-status").replaceWith(status);
  const theme = new ThemeSwitch();
  document.getElementById("theme").replaceWith(theme.container);
  theme.container.after(new FacesSwitch().container);
  const languagePicker = new LanguagePicker((lang) => {
    saveLanguage(lang);
    const query = new URLSearchParams(location.search);
    query.set("lang", lang);
    location.search = `?${query}`;
  });
  document.getElementById("language").replaceWith(languagePicker.container);
  translateDocumentOnceRead();
  document.getElementById("share").addEventListener("click", () => navigator.clipboard?.writeText(location.href).catch(() => {}));
  if (view) document.documentElement.dataset.view = view;
  document.documentElement.dataset.mounted = "";
}
