/**
 * A tiny DOM builder. Text always goes in as text nodes and attributes through setAttribute,
 * so data from a link or the engine can never be read as HTML.
 */

import { THOUSANDS_SEPARATOR } from "./engine-data.js";
import { language, numberFormat, pick } from "./texts.js";

const SVG_NS = "http://www.w3.org/2000/svg";

function build(node, attrs, children) {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "on") {
      for (const [type, handler] of Object.entries(value)) node.addEventListener(type, handler);
    } else if (name === "dataset") {
      Object.assign(node.dataset, value);
    } else {
      node.setAttribute(name, value === true ? "" : String(value));
    }
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (typeof c === "string" || typeof c === "number" ? String(c) : c)));
  return node;
}

/**
 * Make an HTML element: el("button", {class: "x", on: {click: f}}, "text", child).
 * Attributes whose value is null, undefined or false are left out; `true` sets an empty one.
 */
export function el(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** Make an SVG element, the same way as el(). */
export function svg(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

/**
 * Points as the page's language writes them, as the engine writes them: Intl.NumberFormat for
 * the language, grouping the digits only where the engine's catalog writes a separator
 * (js/engine-data.js THOUSANDS_SEPARATOR; docs/i18n.md, "Numbers"). 12000 -> "12,000" in
 * English, "12.000" in German, "12 000" in French (a narrow no-break space), "12000" in
 * Japanese, Chinese and Korean. tests/node/numbers.test.mjs checks that both agree.
 */
export const points = (n) => numberFormat(language(), { useGrouping: pick(THOUSANDS_SEPARATOR) !== "", maximumFractionDigits: 0 })
  .format(Math.trunc(Number(n)));

/**
 * Offer `text` as a file named `name` of MIME `type` for download: the page's own data as a
 * blob, so nothing leaves the device. The one download of the page (the game sheet's JSON and
 * CSV, practice's export).
 */
export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
