/**
 * Roving tabindex (WAI-ARIA Authoring Practices, "Keyboard navigation inside components"):
 * a set of buttons is one Tab stop. The arrow keys move between them, Home and End go to the
 * ends of the row, Control+Home and Control+End to the first and last button. The button that
 * holds the Tab stop is remembered by a key (a tile code, an index ...), so that it survives a
 * redraw; a button that is gone hands the stop to the one now at its place.
 *
 * Rows are what `rows()` returns (arrays of buttons, in reading order). With `visualRows`, Up
 * and Down go to the nearest button in the line above or below as drawn (a hand that wraps);
 * otherwise to the same column of the row above or below. A <select> among them (the app bar's
 * language picker) keeps Up and Down, which pick its options.
 */

const MOVES = {
  ArrowLeft: (r, c) => [r, c - 1], ArrowRight: (r, c) => [r, c + 1],
  ArrowUp: (r, c) => [r - 1, c], ArrowDown: (r, c) => [r + 1, c],
  Home: (r) => [r, 0], End: (r, c, rows) => [r, rows[r].length - 1],
};
const GRID_MOVES = { Home: () => [0, 0], End: (r, c, rows) => [rows.length - 1, rows.at(-1).length - 1] };

export class Roving {
  /**
   * @param {HTMLElement} container the element that holds the buttons (keydown and focusin
   *   are listened to on it)
   * @param {{rows: () => HTMLElement[][], keyOf: (button: HTMLElement, index: number) => string,
   *          visualRows?: boolean}} options  `keyOf` names a button for remembering the stop
   */
  constructor(container, { rows, keyOf, visualRows = false }) {
    this.container = container;
    this.rows = () => rows().filter((row) => row.length);
    this.keyOf = keyOf;
    this.visualRows = visualRows;
    this.current = null; // {key, index} of the button holding the stop
    container.addEventListener("keydown", (event) => this.onKey(event));
    container.addEventListener("focusin", (event) => {
      const index = this.items().indexOf(event.target);
      if (index >= 0) this.setCurrent(index);
    });
  }

  items() {
    return this.rows().flat();
  }

  setCurrent(index) {
    const items = this.items();
    this.current = { key: this.keyOf(items[index], index), index };
    items.forEach((b, i) => b.setAttribute("tabindex", i === index ? "0" : "-1"));
  }

  /** The index of the button that holds the stop now: the remembered one, or the one at its place. */
  currentIndex() {
    const items = this.items();
    if (!items.length) return -1;
    if (this.current) {
      const same = items.findIndex((b, i) => this.keyOf(b, i) === this.current.key);
      if (same >= 0) return same;
      return Math.min(this.current.index, items.length - 1);
    }
    return 0;
  }

  /** After a redraw: give the Tab stop to the right button again. */
  sync() {
    const index = this.currentIndex();
    if (index >= 0) this.setCurrent(index);
  }

  /**
   * Redraw with `draw()`, keeping the keyboard focus on the set if it was inside it. Returns
   * false when the focus was inside and no button is left to take it (the caller moves it).
   */
  redraw(draw) {
    const hadFocus = this.container.contains(document.activeElement);
    draw();
    this.sync();
    if (!hadFocus) return true;
    return this.focus();
  }

  /** Focus the button that holds the stop; false if there is none. */
  focus(options = {}) {
    const index = this.currentIndex();
    if (index < 0) return false;
    this.setCurrent(index);
    this.items()[index].focus(options);
    return true;
  }

  /** Focus the button at `index` of items() (clamped). */
  focusIndex(index) {
    const items = this.items();
    if (!items.length) return;
    this.setCurrent(Math.max(0, Math.min(index, items.length - 1)));
    this.focus();
  }

  onKey(event) {
    if (event.altKey || event.metaKey) return;
    const rows = this.rows();
    const items = rows.flat();
    const index = items.indexOf(event.target);
    if (index < 0) return;
    let r = 0;
    let c = index;
    while (c >= rows[r].length) c -= rows[r++].length;
    const move = event.ctrlKey ? GRID_MOVES[event.key] : MOVES[event.key];
    if (!move || (event.target.tagName === "SELECT" && (event.key === "ArrowUp" || event.key === "ArrowDown"))) return;
    event.preventDefault();
    let target;
    if (this.visualRows && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      target = this.nearestInLine(items, index, event.key === "ArrowUp" ? -1 : 1);
    } else {
      let [nr, nc] = move(r, c, rows);
      nr = Math.max(0, Math.min(nr, rows.length - 1));
      nc = Math.max(0, Math.min(nc, rows[nr].length - 1));
      target = rows[nr][nc];
    }
    if (target) this.focusIndex(items.indexOf(target));
  }

  /** The button in the drawn line above (-1) or below (+1) whose centre is nearest, or null. */
  nearestInLine(items, index, direction) {
    const boxes = items.map((b) => b.getBoundingClientRect());
    const here = boxes[index];
    const lines = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
    const line = lines[lines.indexOf(Math.round(here.top)) + direction];
    if (line === undefined) return null;
    const centre = (b) => b.left + b.width / 2;
    let best = null;
    boxes.forEach((b, i) => {
      if (Math.round(b.top) !== line) return;
      if (best === null || Math.abs(centre(b) - centre(here)) < Math.abs(centre(boxes[best]) - centre(here))) best = i;
    });
    return best === null ? null : items[best];
  }
}
