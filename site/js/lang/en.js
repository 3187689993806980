/** The page's own texts in English (see js/i18n.js). */
export default {
  "test.greeting": "Hello, {name}.",
};
