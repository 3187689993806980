/*
 * Embed mode and iframe height. A classic script, run in <head> before the page is drawn,
 * so an embedded page never flashes the full layout first.
 *
 * - `?embed=1` (or `?embed`): <html data-embed>, a compact page with no header or footer
 *   (embed.css) that fits 320 px, and a link that opens the same hand in the full page. The
 *   page's heading moves into <main>, hidden but still read by screen readers, and the link
 *   goes at the end of <main>: all of the page stays inside its landmarks.
 * - In any iframe: <html data-framed>, and the page tells its parent its height whenever it
 *   changes, as window.parent.postMessage({type: "tenbou:height", height: N}, "*") with N in
 *   CSS pixels, so the parent can size the iframe (README: "Embed on a club site").
 *   The message says nothing about the hand, so any parent may read it.
 *
 * The embed parameter stays in the address (the page keeps parameters it does not use), so
 * every link made inside the iframe stays in embed mode; "Open full calculator" drops it.
 */
(function () {
  "use strict";
  var root = document.documentElement;
  var params = new URLSearchParams(location.search);
  var embed = params.has("embed") && ["", "1", "true", "yes"].indexOf(params.get("embed")) >= 0;
  var framed;
  try {
    framed = window.parent !== window;
  } catch (err) {
    framed = true;
  }
  if (embed) root.setAttribute("data-embed", "");
  if (framed) root.setAttribute("data-framed", "");

  /** The current address without the embed parameter. */
  function fullPageURL() {
    var url = new URL(location.href);
    url.searchParams.delete("embed");
    return url.href;
  }

  function addOpenLink() {
    var link = document.createElement("a");
    link.className = "embed-open";
    link.dataset.testid = "embed-open";
    link.target = "_blank";
    link.rel = "noopener";
    link.dataset.i18n = "embed.open"; // its text, in the page's language: js/i18n.js, translateDocument()
    link.href = fullPageURL();
    // The address follows the hand as it is entered: refresh the link just before it is used.
    ["pointerdown", "focus", "click"].forEach(function (type) {
      link.addEventListener(type, function () { link.href = fullPageURL(); });
    });
    var line = document.createElement("p");
    line.className = "embed-credit";
    line.append(link);
    (document.querySelector("main") || document.body).append(line);
  }

  /** The header is not shown: its heading moves into <main>, for screen readers only. */
  function keepHeading() {
    var heading = document.querySelector(".app-bar h1");
    var main = document.querySelector("main");
    if (!heading || !main) return;
    heading.classList.add("visually-hidden");
    main.prepend(heading);
  }

  function reportHeight() {
    var last = -1;
    function send() {
      var height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      try {
        window.parent.postMessage({ type: "tenbou:height", height: height }, "*");
      } catch (err) {
        // a parent that cannot be reached: nothing to tell
      }
    }
    if (typeof ResizeObserver === "function") new ResizeObserver(send).observe(root);
    window.addEventListener("load", send);
    send();
  }

  function ready() {
    if (embed) {
      keepHeading();
      addOpenLink();
    }
    if (framed) reportHeight();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
})();
