/**
 * The waits panel, under the hand (docs/waits.md). With 13 tiles (counting 3 per meld) it asks
 * the engine for the hand's waits and shows each waiting tile with what it pays by ron and by
 * tsumo (the `total` the winner receives), dead waits greyed with why, and, for a hand that is
 * not tenpai, its shanten and the tiles that improve it. With 14 tiles that do not win (the
 * score says not_winning) it asks for the discards instead and lists them best first, each with
 * its waits. Tapping a wait adds it to the hand as the winning tile; tapping a discard takes
 * that tile out of the hand.
 *
 * Requests go to the engine's "panel" lane (engine.js): the newest request wins, older answers
 * are dropped, and the same request is never sent twice in a row.
 *
 * Hooks (stable): the panel is data-testid="waits" (data-state: "hidden", "busy", "waits",
 * "discards" or "error"); one child per waiting tile with data-wait="<tile>" (and data-dead for
 * a dead one), each holding data-testid="wait-ron" and data-testid="wait-tsumo": just the total,
 * or, where that way cannot win, data-code="<error code>"; a hand that is not tenpai shows
 * data-testid="shanten" holding just the number. Discards are data-discard="<tile>". Panel tiles
 * carry no data-tile (only palette buttons do).
 */
import { el, points } from "../dom.js";
import { formatNumber, list, plural, pluralKey, t, tParts } from "../i18n.js";
import { tileFace, tileImage } from "../tile-svg.js";
import { tileName } from "../tiles.js";
import { HAND_SIZE, completeIn, copiesAvailable, tileCount, toRequest } from "../state.js";

/** Every text the panel shows, in the page's language (catalog keys "waits.*"). */
export const TEXT = {
  waitsTitle: () => t("waits.title"),
  discardsTitle: () => t("waits.discardsTitle"),
  busy: () => t("waits.busy"),
  failed: () => t("waits.failed"),
  tenpai: (n, left) => t("waits.tenpai", { waits: plural("waits.count", n), tiles: plural("waits.tiles", left) }),
  karaten: () => t("waits.karaten"),
  improving: () => t("waits.improving"),
  ron: () => t("win.ron"),
  tsumo: () => t("win.tsumo"),
  left: (n) => t("waits.left", { n: formatNumber(n) }),
  dead: () => t("waits.dead"),
  noWin: { no_yaku: () => t("waits.noYaku") },
  cannotWin: () => t("waits.cannotWin"),
  waitLabel: (tile, ron, tsumo, left) => t("waits.waitLabel", { tile, ron, tsumo, left: formatNumber(left) }),
  deadLabel: (tile) => t("waits.deadLabel", { tile }),
  discardsIntro: (n) => (n === 0 ? t("waits.discardsTenpai") : plural("waits.discardsIntro", n)),
  discard: () => t("waits.discard"),
  discardLabel: (tile, what) => t("waits.discardLabel", { tile, what }),
  discardTenpai: (waits, left) => t("waits.discardTenpai", { waits, left: formatNumber(left) }),
  discardShanten: (n, kinds, left) => plural("waits.discardShanten", kinds,
    { shanten: formatNumber(n), kinds: formatNumber(kinds), left: formatNumber(left) }),
  improvingLabel: (tile, left) => t("waits.improvingLabel", { tile, left: formatNumber(left) }),
};

/** What one way of winning pays, as shown: the total, or the error's words. */
function outcome(entry) {
  if (entry?.ok) return { text: points(entry.total), code: null };
  const code = entry?.error?.code ?? "error";
  return { text: (TEXT.noWin[code] ?? TEXT.cannotWin)(), code };
}

const liveLeft = (waits) => waits.filter((w) => !w.dead).reduce((sum, w) => sum + w.left, 0);

export class WaitsPanel {
  /**
   * @param {{engine: object, onWait: (tile: string) => void, onDiscard: (tile: string) => void,
   *          onShow?: (kind: string, answer: ?object) => void}} options
   *   engine: the EngineClient; onWait(tile) adds `tile` as the winning tile; onDiscard(tile)
   *   takes one `tile` out of the hand; onShow(kind, answer) after the panel is drawn in a state
   *   (see show()), for the summary's glance
   */
  constructor({ engine, onWait, onDiscard, onShow = () => {} }) {
    this.engine = engine;
    this.onWait = onWait;
    this.onDiscard = onDiscard;
    this.onShow = onShow;
    this.key = null; // the request last sent, as JSON (with its type)
    this.state = null;
    this.shown = null; // what the panel's content shows: "waits", "discards" or null
    this.title = el("h2", { id: "waits-title", tabindex: "-1" }, TEXT.waitsTitle());
    this.body = el("div", { class: "waits-body" });
    this.container = el("section", { class: "card waits-panel", "data-testid": "waits", "data-state": "hidden",
      id: "waits", "aria-labelledby": "waits-title", hidden: true }, this.title, this.body);
  }

  /**
   * Follow the page: called after every change of the hand, the situation or the score.
   * @param {{state: object, response: ?object, phase: string}} view  response: the score of a
   *   14-tile hand (null while it is being worked out)
   */
  update({ state, response, phase }) {
    this.state = state;
    const type = this.wanted(state, response, phase);
    if (type === "pending") { // the discards stay in view, greyed, until the new score says whether it wins
      this.key = null;
      this.show("busy");
      return;
    }
    if (!type) {
      this.key = null;
      if (this.container.dataset.state !== "hidden") this.show("hidden");
      return;
    }
    const request = toRequest(state);
    delete request.win_tile;
    delete request.win;
    const key = `${type} ${JSON.stringify(request)}`;
    if (key === this.key) return;
    this.key = key;
    this.show("busy");
    this.engine[type](request).then((answer) => {
      if (key !== this.key) return;
      if (!answer.ok) this.show("error", answer);
      else this.show(type, answer);
    }, (err) => {
      if (err.name === "AbortError" || key !== this.key) return;
      this.show("error", null);
    });
  }

  /** "waits", "discards", "pending" (discards shown, the new score not known yet) or null: what this hand asks for. */
  wanted(state, response, phase) {
    if (phase === "failed") return null;
    const count = tileCount(state);
    if (count === HAND_SIZE - 1) return "waits";
    if (count !== HAND_SIZE) return null;
    if (!response) return this.shown === "discards" ? "pending" : null;
    return completeIn(response) === false ? "discards" : null;
  }

  /** Draw the panel in one of its states, and tell the page (onShow). */
  show(kind, answer) {
    this.draw(kind, answer);
    this.onShow(kind, answer ?? null);
  }

  /** Scroll the panel into view and put the focus on its heading (the summary's tap). */
  reveal() {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.container.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    this.title.focus({ preventScroll: true });
  }

  draw(kind, answer) {
    const c = this.container;
    c.dataset.state = kind;
    c.hidden = kind === "hidden";
    c.setAttribute("aria-busy", String(kind === "busy"));
    if (kind !== "busy") this.shown = kind === "waits" || kind === "discards" ? kind : null;
    if (kind === "hidden") {
      this.body.replaceChildren();
      return;
    }
    if (kind === "busy") {
      // Keep what is shown (a situation change redraws the same waits) unless it was something else.
      if (!this.body.childElementCount) this.body.replaceChildren(el("p", { class: "hint" }, TEXT.busy()));
      return;
    }
    if (kind === "error") {
      this.title.textContent = TEXT.waitsTitle();
      this.body.replaceChildren(el("p", { class: "hint" }, answer?.error?.message ?? TEXT.failed()));
      return;
    }
    this.title.textContent = kind === "waits" ? TEXT.waitsTitle() : TEXT.discardsTitle();
    this.body.replaceChildren(...(kind === "waits" ? this.waitsBlock(answer) : this.discardsBlock(answer)));
  }

  /** A waits answer: the waits, or the shanten and improving tiles. */
  waitsBlock(answer) {
    if (answer.tenpai) {
      return [el("p", { class: "waits-summary" }, TEXT.tenpai(answer.waits.length, liveLeft(answer.waits))),
        this.waitList(answer.waits)];
    }
    const parts = [];
    if (answer.waits.length) parts.push(el("p", { class: "waits-summary" }, TEXT.karaten()), this.waitList(answer.waits));
    // (the number is its own element, for the test hook; the language places it and spaces it)
    parts.push(el("p", { class: "waits-shanten" }, tParts(pluralKey("waits.shanten", answer.shanten),
      { n: el("strong", { "data-testid": "shanten" }, String(answer.shanten)) })));
    if (answer.improving?.length) parts.push(this.improvingList(answer.improving));
    return parts;
  }

  /** The waits as a list; `tappable`: each a button that adds it as the winning tile. */
  waitList(waits, tappable = true) {
    return el("ul", { class: "wait-list" }, waits.map((w) => el("li", {}, this.waitItem(w, tappable))));
  }

  /** One wait: its picture, what ron and tsumo pay, how many are left (a button when tappable). */
  waitItem(wait, tappable) {
    const name = tileName(wait.tile);
    const shape = tappable ? { type: "button" } : { role: "img" };
    const tag = tappable ? "button" : "span";
    if (wait.dead) {
      return el(tag, { ...shape, class: "wait-choice dead", disabled: tappable, "aria-label": TEXT.deadLabel(name),
        dataset: { wait: wait.tile, dead: "" } },
      el("span", { class: "tile small" }, tileFace(wait.tile)),
      el("span", { class: "wait-why" }, TEXT.dead()),
      el("span", { class: "wait-way", hidden: true }, el("span", { "data-testid": "wait-ron", "data-code": "dead" }),
        el("span", { "data-testid": "wait-tsumo", "data-code": "dead" })));
    }
    const ron = outcome(wait.ron);
    const tsumo = outcome(wait.tsumo);
    const tile = tappable ? this.tileToAdd(wait.tile) : null;
    return el(tag, { ...shape, class: "wait-choice", disabled: tappable && !tile,
      "aria-label": TEXT.waitLabel(name, ron.text, tsumo.text, wait.left), dataset: { wait: wait.tile },
      on: tile ? { click: () => this.onWait(tile) } : null },
    el("span", { class: "tile small" }, tileFace(wait.tile)),
    el("span", { class: "wait-ways" },
      this.way(TEXT.ron(), "wait-ron", ron), this.way(TEXT.tsumo(), "wait-tsumo", tsumo)),
    el("span", { class: "wait-left" }, TEXT.left(wait.left)));
  }

  way(label, testid, { text, code }) {
    return el("span", { class: `wait-way${code ? " no-win" : ""}` }, el("span", { class: "way-name" }, label), " ",
      el("span", { "data-testid": testid, "data-code": code }, text));
  }

  /** The copy to add for a wait: the plain tile, else (all plain fives in sight) the red five. */
  tileToAdd(tile) {
    if (copiesAvailable(this.state, [tile])) return tile;
    const red = tile[0] === "5" ? `0${tile[1]}` : null;
    return red && copiesAvailable(this.state, [red]) ? red : null;
  }

  improvingList(improving) {
    return el("div", { class: "improving" }, el("p", { class: "hint" }, TEXT.improving()),
      el("ul", { class: "improving-list" }, improving.map((it) => el("li", { dataset: { improving: it.tile },
        class: it.left ? null : "dead", "aria-label": TEXT.improvingLabel(tileName(it.tile), it.left), role: "img" },
      el("span", { class: "tile small" }, tileFace(it.tile)), el("span", { class: "wait-left" }, formatNumber(it.left))))));
  }

  /** A discards answer: each discard, best first, with its waits (or its shanten). */
  discardsBlock(answer) {
    const rows = answer.discards.map((d) => {
      const name = tileName(d.tile);
      const what = d.tenpai ? TEXT.discardTenpai(list(d.waits.filter((w) => !w.dead).map((w) => tileName(w.tile))),
        liveLeft(d.waits))
        : TEXT.discardShanten(d.shanten, d.improving?.length ?? 0, (d.improving ?? []).reduce((s, t) => s + t.left, 0));
      const button = el("button", { type: "button", class: "discard-tile", "aria-label": TEXT.discardLabel(name, what),
        on: { click: () => this.onDiscard(d.tile) } }, el("span", { class: "way-name" }, TEXT.discard()), " ",
      tileImage(d.tile, { small: true }));
      return el("li", { class: `discard${d.tenpai ? " tenpai" : ""}`, dataset: { discard: d.tile } }, button,
        d.tenpai ? this.waitList(d.waits, false) : el("p", { class: "hint" }, what));
    });
    return [el("p", { class: "waits-summary" }, TEXT.discardsIntro(answer.shanten)),
      el("ol", { class: "discard-list" }, rows)];
  }
}
