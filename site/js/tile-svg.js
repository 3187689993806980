/**
 * Tile faces drawn as SVG by our own code. Each face is made once as a <symbol id="tile-5p">
 * in a hidden sprite, and every tile on the page is a small <svg> with a <use> of it.
 * The tile body (ivory face, edge, shadow) is CSS on the element that holds the face.
 */
import { svg, el } from "./dom.js";
import { t } from "./i18n.js";
import { ALL_TILES, RED_FIVES, isRed, rankOf, suitOf, tileName } from "./tiles.js";

/** Face size in SVG units; tiles are 3:4. */
const W = 60;
const H = 80;
const INK = "#1b1b1b";
const RED = "#c8232c";
const GREEN = "#12804a";
const BLUE = "#1b5aa6";
const IVORY = "#fffdf6";
/**
 * Each colour of the faces also as a class, so that style.css can repaint them (the dark tile
 * faces): a class rule reaches the faces drawn through <use>, and its custom property
 * (--tile-ink ...) is read from the tile that shows the face.
 */
const PAINT = { [INK]: "ink", [RED]: "red", [GREEN]: "green", [BLUE]: "blue", [IVORY]: "ivory" };
const paint = (color) => ({ fill: color, class: `paint-${PAINT[color]}` });
const KANJI_FONT = "'Noto Serif CJK JP', 'Noto Serif CJK SC', 'Source Han Serif', 'Hiragino Mincho ProN', "
  + "'Yu Mincho', 'MS Mincho', 'Noto Sans CJK JP', serif";
const MAN_NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOURS = ["東", "南", "西", "北", "", "發", "中"];

/** One pin pip: a coloured disc with an ivory ring and a coloured centre. */
function pip(cx, cy, r, color) {
  return [
    svg("circle", { cx, cy, r, ...paint(color) }),
    svg("circle", { cx, cy, r: r * 0.66, ...paint(IVORY) }),
    svg("circle", { cx, cy, r: r * 0.38, ...paint(color) }),
  ];
}

/** Pip layouts [x, y, colour key] by rank; radius per rank. b = blue, g = green, r = red. */
const PIN_LAYOUT = {
  2: [[30, 22, "g"], [30, 58, "b"]],
  3: [[15, 17, "b"], [30, 40, "r"], [45, 63, "g"]],
  4: [[18, 22, "b"], [42, 22, "g"], [18, 58, "g"], [42, 58, "b"]],
  5: [[17, 18, "b"], [43, 18, "g"], [30, 40, "r"], [17, 62, "g"], [43, 62, "b"]],
  6: [[19, 15, "g"], [41, 15, "g"], [19, 45, "r"], [41, 45, "r"], [19, 66, "r"], [41, 66, "r"]],
  7: [[14, 12, "g"], [30, 19, "g"], [46, 26, "g"], [19, 47, "r"], [41, 47, "r"], [19, 67, "r"], [41, 67, "r"]],
  8: [[19, 12, "b"], [41, 12, "b"], [19, 31, "b"], [41, 31, "b"], [19, 50, "b"], [41, 50, "b"], [19, 69, "b"], [41, 69, "b"]],
  9: [[14, 15, "b"], [30, 15, "b"], [46, 15, "b"], [14, 40, "r"], [30, 40, "r"], [46, 40, "r"],
    [14, 65, "g"], [30, 65, "g"], [46, 65, "g"]],
};
const PIN_RADIUS = { 2: 12, 3: 10, 4: 11, 5: 10, 6: 9, 7: 8, 8: 8.5, 9: 8.5 };
const COLORS = { b: BLUE, g: GREEN, r: RED };

function pinFace(rank, red) {
  if (rank === 1) {
    return [...pip(30, 40, 23, GREEN), svg("circle", { cx: 30, cy: 40, r: 5, ...paint(RED) })];
  }
  return PIN_LAYOUT[rank].flatMap(([x, y, c]) => pip(x, y, PIN_RADIUS[rank], red ? RED : COLORS[c]));
}

/** One sou stick centred on (cx, cy), `len` long, optionally turned by `angle` degrees. */
function stick(cx, cy, len, color, angle = 0) {
  const w = 7.4;
  return svg("g", angle ? { transform: `rotate(${angle} ${cx} ${cy})` } : {},
    svg("rect", { x: cx - w / 2, y: cy - len / 2, width: w, height: len, rx: w / 2, ...paint(color) }),
    svg("rect", { x: cx - w / 2, y: cy - 1, width: w, height: 2, ...paint(IVORY) }),
    svg("rect", { x: cx - 0.7, y: cy - len / 2 + 2.5, width: 1.4, height: len - 5, ...paint(IVORY), opacity: 0.45 }));
}

/** Stick layouts [x, y, colour key, angle] by rank, and stick length per rank. */
const SOU_LAYOUT = {
  2: [[30, 21, "g"], [30, 59, "g"]],
  3: [[30, 21, "g"], [18, 59, "g"], [42, 59, "g"]],
  4: [[19, 21, "g"], [41, 21, "g"], [19, 59, "g"], [41, 59, "g"]],
  5: [[15, 21, "g"], [45, 21, "g"], [30, 40, "r"], [15, 59, "g"], [45, 59, "g"]],
  6: [[15, 21, "g"], [30, 21, "g"], [45, 21, "g"], [15, 59, "g"], [30, 59, "g"], [45, 59, "g"]],
  7: [[30, 14, "r"], [15, 40, "g"], [30, 40, "g"], [45, 40, "g"], [15, 66, "g"], [30, 66, "g"], [45, 66, "g"]],
  8: [[11, 21, "g"], [24, 21, "g", 28], [36, 21, "g", -28], [49, 21, "g"],
    [11, 59, "g"], [24, 59, "g", -28], [36, 59, "g", 28], [49, 59, "g"]],
  9: [[15, 14, "g"], [30, 14, "r"], [45, 14, "g"], [15, 40, "g"], [30, 40, "r"], [45, 40, "g"],
    [15, 66, "g"], [30, 66, "r"], [45, 66, "g"]],
};
const SOU_LENGTH = { 2: 30, 3: 30, 4: 30, 5: 30, 6: 30, 7: 21, 8: 30, 9: 21 };

function souFace(rank, red) {
  if (rank === 1) {
    // A single tall bamboo stalk with two leaves: the "1 bamboo" at a glance.
    return [
      svg("path", { d: "M30 30 C 16 22, 12 14, 13 6 C 22 10, 28 18, 30 30 Z", ...paint(GREEN) }),
      svg("path", { d: "M30 46 C 44 40, 48 30, 48 22 C 38 26, 32 34, 30 46 Z", ...paint(GREEN) }),
      svg("rect", { x: 25, y: 8, width: 10, height: 66, rx: 5, ...paint(GREEN) }),
      ...[24, 42, 60].map((y) => svg("rect", { x: 25, y, width: 10, height: 2.4, ...paint(IVORY) })),
      svg("circle", { cx: 30, cy: 8, r: 4, ...paint(RED) }),
    ];
  }
  return SOU_LAYOUT[rank].map(([x, y, c, a]) => stick(x, y, SOU_LENGTH[rank], red ? RED : COLORS[c], a));
}

/** Text in the face, centred on x = 30 with its baseline at y. */
function glyph(text, y, size, fill, weight = "700") {
  return svg("text", { x: W / 2, y, "font-size": size, "font-family": KANJI_FONT, "font-weight": weight,
    "text-anchor": "middle", ...paint(fill) }, text);
}

function manFace(rank, red) {
  return [glyph(MAN_NUMERALS[rank - 1], 34, 30, red ? RED : INK), glyph("萬", 72, 32, RED)];
}

function honourFace(rank) {
  if (rank === 5) {
    // White dragon: a blank face with a blue frame.
    return [svg("rect", { x: 11, y: 13, width: 38, height: 54, rx: 4, fill: "none", stroke: BLUE, class: "stroke-blue", "stroke-width": 4 })];
  }
  const fill = rank === 6 ? GREEN : rank === 7 ? RED : INK;
  return [glyph(HONOURS[rank - 1], 57, 44, fill, "900")];
}

/** The SVG children of one face. */
function face(tile) {
  const rank = rankOf(tile);
  const red = isRed(tile);
  switch (suitOf(tile)) {
    case "p": return pinFace(rank, red);
    case "s": return souFace(rank, red);
    case "m": return manFace(rank, red);
    default: return honourFace(rank);
  }
}

/**
 * Add the sprite with every face (34 tiles and 3 red fives) to the document, once; `again`
 * makes it anew (its tiles' titles in the page's new language).
 */
export function installSprite(doc = document, again = false) {
  const old = doc.getElementById("tile-sprite");
  if (old && !again) return;
  old?.remove();
  const symbols = [...ALL_TILES, ...RED_FIVES].map((tile) =>
    svg("symbol", { id: `tile-${tile}`, viewBox: `0 0 ${W} ${H}` }, svg("title", {}, tileName(tile)), face(tile)));
  doc.body.prepend(svg("svg", { id: "tile-sprite", class: "sprite", "aria-hidden": "true", focusable: "false" }, symbols));
}

/** A tile face as an <svg> (decorative: the element holding it carries the name). */
export function tileFace(tile) {
  return svg("svg", { class: "face", viewBox: `0 0 ${W} ${H}`, "aria-hidden": "true", focusable: "false" },
    svg("use", { href: `#tile-${tile}` }));
}

/**
 * A tile as a button (class "tile", accessible name from tileName). `attrs` adds attributes
 * such as dataset or handlers; `label` overrides the accessible name.
 */
export function tileButton(tile, attrs = {}, label = tileName(tile)) {
  return el("button", { type: "button", ...attrs, class: `tile ${attrs.class ?? ""}`.trim(), "aria-label": label },
    tileFace(tile));
}

/**
 * A tile drawn without interaction (results, melds); `back` draws it face down. It is an image
 * named after its tile, or, with `decorative`, hidden from screen readers (the element around
 * it names the tiles, e.g. a whole set). `data-face` holds the tile code ("0p", "7z").
 */
export function tileImage(tile, { back = false, small = false, decorative = false } = {}) {
  const cls = `tile${back ? " back" : ""}${small ? " small" : ""}`;
  const named = decorative ? { "aria-hidden": "true" }
    : { role: "img", "aria-label": back ? t("tile.faceDown") : tileName(tile) };
  return el("span", { class: cls, ...named, dataset: { face: back ? "back" : tile } }, back ? null : tileFace(tile));
}
