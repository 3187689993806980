/**
 * No class of the page is over 250 lines: a view is a small controller over widgets, its state
 * in pure modules (docs/how-it-works.md). A class is counted from its `class` line to the line
 * that closes it at the same indentation.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PAGE_MODULES } from "./page.mjs";

const MOST_LINES = 250;

/** Every .js file under `folder`, the vendored libraries left out. */
function scripts(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "vendor" ? [] : scripts(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** Each class of a script's text: {name, lines}. */
export function classSizes(text) {
  const lines = text.split("\n");
  const sizes = [];
  lines.forEach((line, start) => {
    const found = /^(\s*)(?:export\s+)?(?:default\s+)?class\s+(\w+)/.exec(line);
    if (!found) return;
    const close = lines.findIndex((other, i) => i > start && other === `${found[1]}}`);
    sizes.push({ name: found[2], lines: (close < 0 ? lines.length : close + 1) - start });
  });
  return sizes;
}

test("the counting sees a class's whole length", () => {
  const body = Array.from({ length: 300 }, (_, i) => `  m${i}() {}`).join("\n");
  assert.deepEqual(classSizes(`export class Big {\n${body}\n}\nclass Small {\n}\n`),
    [{ name: "Big", lines: 302 }, { name: "Small", lines: 2 }]);
});

test("no class of the page is over 250 lines", () => {
  const site = join(PAGE_MODULES, "js");
  const tooLong = scripts(site).flatMap((path) =>
    classSizes(readFileSync(path, "utf8"))
      .filter(({ lines }) => lines > MOST_LINES)
      .map(({ name, lines }) => `${relative(site, path)} ${name}: ${lines} lines`));
  assert.deepEqual(tooLong, []);
});
