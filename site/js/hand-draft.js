/**
 * The hand box's text that is not (yet) a hand, and what keeps it from being one. Text typed in
 * the box becomes the hand as the user types (melds in brackets: [234m], (1111z); tiles.js
 * splitMelds); text that is not all tiles (or ends in digits without a suit letter, or has a
 * bracket not closed) is kept as a draft: in the box, and as the link's `hand`, until it is
 * corrected, undone (Escape) or the hand is edited another way. More tiles than a hand holds are
 * refused whole. A link's hand that is not all tiles is a draft too.
 * Pure: no DOM; the controller (js/controller.js) draws what it holds.
 */
import { HAND_SIZE, replaceHand, tooManyTiles } from "./state.js";
import { t } from "./texts.js";
import { badTilesMessage, parseTiles, splitMelds } from "./tiles.js";

/**
 * What keeps the typed text `text` from being a hand, as {code, message, source: "text"}: a
 * bracket not closed (invalid_meld), more tiles than a hand holds (melds counting 3 each;
 * wrong_tile_count, the text is then refused whole), or pieces that are not tiles
 * (invalid_tile), and, once the typing is done (not `typing`), digits without a suit letter.
 */
export function draftError(text, { typing = false } = {}) {
  const split = splitMelds(text);
  if (split.error?.code === "invalid_meld") return { code: "invalid_meld", message: t("hand.meldBrackets"), source: "text" };
  if (split.error) return { code: "invalid_tile", message: badTilesMessage(split.error.bad, typing ? "" : split.error.pending), source: "text" };
  const { tiles, bad, pending } = parseTiles(split.text);
  const count = tiles.length + 3 * split.melds.length;
  if (count > HAND_SIZE) return { ...tooManyTiles(count, "hand.tooManyTiles"), source: "text" };
  return { code: "invalid_tile", message: badTilesMessage(bad, typing ? "" : pending), source: "text" };
}

export class HandDraft {
  /**
   * The draft of the link the page opened: its `hand` when that is not all tiles (`handError`,
   * {code, message} from js/url.js stateFromURL, or null), with that problem.
   * @param {{code: string, message: string} | null} handError
   * @param {string} search the link's query string
   */
  constructor(handError = null, search = "") {
    /** The text kept in the box and the link, or null when the box shows the hand. */
    this.text = handError?.code === "invalid_tile" ? new URLSearchParams(search).get("hand") : null;
    /** The problem shown beside the hand ({code, message, source: "link" | "text"}), or null. */
    this.error = handError && { ...handError, source: "link" };
    this.before = null; // the hand, draft and problem when the box took the focus (start())
  }

  /** The hand was edited another way: the draft goes, with its message (and a link's problem). */
  clear() {
    this.text = null;
    this.error = null;
  }

  /**
   * Text typed in the box: `state`'s hand becomes the tiles and melds it holds, and the text is
   * kept as a draft unless it is a hand (its problem named now, unless the user may be typing
   * the rest: a bracket not yet closed, digits not yet given a suit).
   */
  typed(state, text) {
    const split = splitMelds(text);
    const { tiles, bad, pending } = parseTiles(split.text);
    const tooMany = !split.error && tiles.length + 3 * split.melds.length > HAND_SIZE;
    const stillTyping = split.error?.code === "invalid_meld" || (!split.error && !bad.length && pending); // (named when done)
    this.text = split.error || bad.length || pending || tooMany ? text : null;
    this.error = this.text !== null && !stillTyping ? draftError(text, { typing: true }) : null;
    if (!split.error) {
      replaceHand(state, tooMany ? [] : tiles); // more tiles than a hand holds: refused whole
      state.melds = tooMany ? [] : split.melds;
    }
  }

  /** The box took the focus: remember `state`'s hand, so that Escape can undo the typing. */
  start(state) {
    const { hand, win_tile, win_picked, melds } = state;
    this.before = { hand: [...hand], win_tile, win_picked, melds: [...melds], text: this.text, error: this.error };
  }

  /** Escape in the box: `state`'s hand, the draft and its problem as they were when the box took the focus. */
  undo(state) {
    const before = this.before;
    if (!before) return;
    Object.assign(state, { hand: before.hand, win_tile: before.win_tile, win_picked: before.win_picked, melds: before.melds });
    this.text = before.text;
    this.error = before.error;
  }

  /**
   * The box lost the focus: a draft typed since it took the focus stays in it, with what keeps
   * it from being a hand (a draft that was there before keeps its own message).
   */
  done() {
    const before = this.before;
    this.before = null;
    if (this.text !== null && this.text !== before?.text) {
      this.error = draftError(this.text);
    } else if (this.text === null && this.error?.source === "text") {
      this.error = null;
    }
  }

  /** The problem again, in the page's language: a link's as `linkHandError` now words it. */
  retell(linkHandError) {
    if (this.error?.source === "link") this.error = { ...linkHandError, source: "link" };
    if (this.error?.source === "text" && this.text !== null) this.error = draftError(this.text);
  }
}
