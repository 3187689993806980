/** The page's own texts in Japanese (see js/i18n.js). */
export default {
  "test.greeting": "こんにちは、{name}さん。",
};
