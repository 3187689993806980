/**
 * The calculator's score of the hand: a complete (or over-full) hand is sent to the engine
 * (docs/api.md, "Score request"), unless that exact request was sent already, and the newest
 * request wins; what the result panel and the summary bar show follows from the answer and the
 * engine's phase. Also whether the hand's tiles make a complete hand, as the engine said.
 * No DOM: the engine client is given (js/engine.js).
 */
import { HAND_SIZE, completeIn, tileCount, toRequest } from "./state.js";
import { t } from "./texts.js";
import { formatTiles, plain } from "./tiles.js";

/** Concealed tiles and melds as one text, the same for the same tiles in any order ("123m 11z pon:777z"). */
const tilesKey = (hand, melds) => [formatTiles(hand), ...melds.map((m) => `${m.kind}:${formatTiles(m.tiles)}`)].join(" ");

export class Scoring {
  /**
   * @param {object} engine the engine client (js/engine.js): score(request), failure
   * @param {() => string} phase the engine's phase now ("loading", "ready", "failed")
   * @param {() => void} onAnswer called when the engine answers the newest request
   */
  constructor(engine, phase, onAnswer) {
    this.engine = engine;
    this.phase = phase;
    this.onAnswer = onAnswer;
    this.key = null; // the request last sent to the engine, as JSON
    this.response = null; // the engine's answer to it
    this.tilesRead = null; // {tiles, complete}: the engine's last word on whether these tiles make a complete hand
    this.waitsRead = null; // {tiles, waits}: the 13 tiles whose waits the engine gave last, and those waits (plain)
  }

  /** Send `state`'s hand to the engine if it is complete (or over-full) and not sent already. */
  request(state) {
    if (tileCount(state) < HAND_SIZE) {
      this.key = null;
      this.response = null;
      return;
    }
    const request = toRequest(state);
    const key = JSON.stringify(request);
    if (key === this.key) return;
    this.key = key;
    this.response = null;
    this.engine.score(request).then((response) => {
      if (key !== this.key) return;
      this.response = response;
      this.onAnswer();
    }, (err) => {
      if (err.name === "AbortError" || key !== this.key) return;
      if (this.phase() !== "failed") {
        this.response = { ok: false, error: { code: "engine_error", message: t("result.engineError", { message: err.message }) } };
      }
      this.onAnswer();
    });
  }

  /** Ask again, even for the same hand (the request names the page's language, which changed). */
  forget() {
    this.key = null;
  }

  /** The waits panel showed the waits (`answer`, the engine's) of `state`'s 13 tiles. */
  sawWaits(state, answer) {
    this.waitsRead = { tiles: tilesKey(state.hand, state.melds), waits: answer.waits.map((w) => plain(w.tile)) };
  }

  /**
   * What the result panel and the summary bar show for `state`: {kind: "failed" | "empty" |
   * "incomplete" | "waiting" | "score" | "error", ...} (js/ui/result.js).
   */
  view(state) {
    const r = this.response;
    const count = tileCount(state);
    if (this.phase() === "failed") return { kind: "failed", message: this.failureMessage() };
    if (count < HAND_SIZE) return count ? { kind: "incomplete", needed: HAND_SIZE - count } : { kind: "empty" };
    if (!r) return { kind: "waiting", busy: true, message: this.phase() === "ready" ? t("result.scoring") : "" };
    return r.ok ? { kind: "score", response: r, state } : { kind: "error", error: r.error, state };
  }

  /** Why the engine cannot be used, in the page's language. */
  failureMessage() {
    const { key, fields } = this.engine.failure ?? { key: "engine.notLoaded", fields: {} };
    return t("engine.failed", { reason: t(key, fields) });
  }

  /**
   * Whether `state`'s tiles make a complete hand (its winning tile shown apart), as the engine
   * said: in its score of the hand (state.js, completeIn), or, until that comes, in its last
   * score of the same tiles (in another situation), or in the waits it gave for the hand without
   * its winning tile (so a winning tap shows the tile apart at once). Tiles it has said nothing
   * of are not complete.
   */
  complete(state) {
    const { hand, melds, win_tile } = state;
    if (tileCount(state) !== HAND_SIZE) return false;
    const tiles = tilesKey(hand, melds);
    const complete = completeIn(this.response);
    if (complete !== null) this.tilesRead = { tiles, complete };
    if (this.tilesRead?.tiles === tiles) return this.tilesRead.complete;
    const at = hand.lastIndexOf(win_tile);
    const rest = hand.filter((_, i) => i !== at);
    return at >= 0 && this.waitsRead?.tiles === tilesKey(rest, melds) && this.waitsRead.waits.includes(plain(win_tile));
  }
}
