/**
 * The few words of each language that the page shows before that language's catalog is loaded:
 * its name for itself and the language switch's title, in that language (js/ui/language.js names
 * the other language in it). Its keys are the languages the page speaks (js/i18n.js LANGUAGES);
 * t() reads these keys here, never in a catalog.
 */
export default {
  en: { "lang.self": "English", "lang.switch": "Show Tenbou in English" },
  ja: { "lang.self": "日本語", "lang.switch": "Tenbouを日本語で表示" },
  de: { "lang.self": "Deutsch", "lang.switch": "Tenbou auf Deutsch anzeigen" },
};
