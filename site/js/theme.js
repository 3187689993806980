/*
 * The colour theme, set before the page is drawn (a classic script in <head>, like embed.js),
 * so that a dark page never flashes light first: <html data-theme="light|dark"> is the theme
 * the user chose with the switch (remembered by js/prefs.js under the key below), or else the
 * system's (prefers-color-scheme), followed while the page is open until the user chooses.
 * style.css draws both themes from that attribute. Likewise <html data-tile-faces="dark"> when
 * the user chose dark tile faces (prefs.js FACES_KEY), else ivory faces (no attribute).
 */
(function () {
  "use strict";
  var KEY = "tenbou.theme"; // prefs.js THEME_KEY
  var root = document.documentElement;
  var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

  function chosen() {
    try {
      var theme = window.localStorage.getItem(KEY);
      return theme === "light" || theme === "dark" ? theme : null;
    } catch (err) {
      return null;
    }
  }

  function apply() {
    root.setAttribute("data-theme", chosen() || (system && system.matches ? "dark" : "light"));
  }

  apply();
  try {
    if (window.localStorage.getItem("tenbou.faces") === "dark") root.setAttribute("data-tile-faces", "dark"); // prefs.js FACES_KEY
  } catch (err) {
    // storage refused: ivory faces
  }
  if (system && system.addEventListener) {
    system.addEventListener("change", function () { if (!chosen()) apply(); });
  }
})();
