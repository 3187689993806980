/**
 * The few words of each language that the page shows before that language's catalog is loaded:
 * its name for itself ("lang.self") and what picking it does ("lang.switch"), in that language:
 * the language picker (js/ui/language.js) names each option and gives it its title with them.
 * Its keys are the languages the page speaks (js/texts.js LANGUAGES); t() reads these keys here,
 * never in a catalog. docs/i18n.md, "Adding a language".
 */
export default {
  en: { "lang.self": "English", "lang.switch": "Show Tenbou in English" },
  ja: { "lang.self": "日本語", "lang.switch": "Tenbouを日本語で表示" },
  "zh-Hans": { "lang.self": "中文（简体）", "lang.switch": "用简体中文显示 Tenbou" },
  ko: { "lang.self": "한국어", "lang.switch": "Tenbou를 한국어로 보기" },
  fr: { "lang.self": "Français", "lang.switch": "Afficher Tenbou en français" },
  de: { "lang.self": "Deutsch", "lang.switch": "Tenbou auf Deutsch anzeigen" },
};
