/**
 * The game sheet's table card: the title, the rules, the hand being played (round, honba,
 * riichi sticks), "game over", and a card per seat with its wind, the dealer's tag, its place,
 * its name (a box to rename it), its points and its riichi button. The values come from
 * js/game/sheet.js; the card puts them in place, keeps the names typed and not yet stored (they
 * go in the draft), and says what was tapped, typed or confirmed.
 *
 * Hooks: "seat-score" with data-seat, "seat-name" (data-seat-input), "seat-wind", "game-round",
 * "game-honba", "game-sticks", "game-dealer", "game-finished", "riichi" (data-riichi-seat).
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { keepingFocus } from "./entry.js";
import { defaultName, rulesLine, seatCards, seatName, statusOf } from "./sheet.js";

/** The text `key` with its {n} as a span of its own (hook `testid`): "2 honba", "供託1". */
function withNumber(key, testid, n) {
  const [before, after] = t(key, { n: "\u0000" }).split("\u0000");
  return el("span", { class: "game-counter" }, before, el("span", { "data-testid": testid }, String(n)), after);
}

export class TableCard {
  /**
   * @param {{onType: () => void, onRename: (seat, name) => Promise<boolean>, onRiichi: (seat) => void}} handlers
   *   onType: a name typed or stored (`typed` changed); onRename: a name confirmed, resolving to
   *   whether the game stored it; onRiichi: a seat's riichi button tapped
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.typed = {}; // seat -> a name typed in its box and not yet stored (kept in the draft)
    this.title = el("h2", { id: "game-title", tabindex: "-1" });
    this.rulesLine = el("p", { class: "game-rules-line" });
    this.status = el("p", { class: "game-status" });
    this.finished = el("p", { class: "game-finished", "data-testid": "game-finished", hidden: true });
    this.seats = el("ol", { class: "game-seats", "data-testid": "game-seats" });
    this.container = el("section", { class: "card game-table", "aria-labelledby": "game-title" },
      this.title, this.rulesLine, this.status, this.finished, this.seats);
  }

  /**
   * @param {{request, response, shared: boolean}} sheet the game shown, the engine's answer (or
   *   null), and whether the game is a shared one (read-only: the names typed are not shown)
   */
  render({ request, response, shared }) {
    this.title.textContent = t("game.title");
    this.rulesLine.textContent = rulesLine(request, response);
    this.renderStatus(response);
    const writable = !shared && !response?.finished;
    keepingFocus(this.seats, () => this.seats.replaceChildren(...seatCards(request, response).map((card) =>
      this.seatCard(card, { request, writable, shared, typed: shared ? undefined : this.typed[card.seat] }))), this.title);
  }

  renderStatus(response) {
    const status = statusOf(response);
    if (status.waiting) {
      this.status.replaceChildren(status.waiting);
      this.finished.hidden = true;
      return;
    }
    this.status.replaceChildren(el("span", { "data-testid": "game-round" }, status.round),
      withNumber("game.honba", "game-honba", status.honba), withNumber("game.sticks", "game-sticks", status.sticks));
    this.finished.hidden = !status.finished;
    this.finished.textContent = t("game.finished");
  }

  /**
   * A name confirmed (Enter, or the box left: closing the tab leaves it too): stored as typed, or
   * the seat's default name for none. The typed name stays in the draft until the renamed game is
   * stored, so a tab closed meanwhile loses nothing.
   */
  confirm(seat, typed) {
    const name = typed.trim() || defaultName(seat);
    this.handlers.onRename(seat, name).then((stored) => {
      if (this.typed[seat] !== typed || !stored) return;
      delete this.typed[seat];
      this.handlers.onType();
    });
  }

  /** One seat's card (a value of sheet.js seatCards). */
  seatCard({ seat, wind, dealer, place, score }, { request, writable, shared, typed }) {
    const nameInput = el("input", {
      class: "seat-name", "data-testid": "seat-name", dataset: { seatInput: String(seat) }, value: typed ?? request.players[seat],
      "aria-label": t("game.seat_name", { n: seat + 1 }), maxlength: "24", autocomplete: "off", readonly: shared,
      on: {
        input: (event) => { this.typed[seat] = event.currentTarget.value; this.handlers.onType(); },
        change: (event) => this.confirm(seat, event.currentTarget.value),
      },
    });
    return el("li", { class: `game-seat${dealer ? " dealer" : ""}`, dataset: { seatCard: String(seat) } },
      el("div", { class: "seat-head" },
        el("span", { class: "seat-wind", "data-testid": "seat-wind", dataset: { seatWindOf: String(seat) } }, wind),
        dealer ? el("span", { class: "tag", "data-testid": "game-dealer" }, t("game.dealer")) : null,
        place ? el("span", { class: "seat-place" }, t(`game.place.${place}`)) : null),
      nameInput,
      el("div", { class: "seat-score-line" },
        el("span", { class: "seat-score", "data-testid": "seat-score", dataset: { seat: String(seat) } }, score),
        writable ? el("button", { type: "button", class: "chip riichi", "data-testid": "riichi",
          dataset: { riichiSeat: String(seat) }, "aria-label": t("game.riichi_by", { name: seatName(request, seat) }),
          on: { click: () => this.handlers.onRiichi(seat) } }, t("game.riichi")) : null));
  }
}
