/**
 * The game sheet's standings: a row per seat in place order with its points and its result with
 * uma and oka (the final standings once the game is over; their values: js/game/standings.js),
 * and under it what each seat needs to pass each seat ahead of it (js/game/needs.js), once the
 * engine has said.
 *
 * Hooks: "game-standings" (one row per seat, data-seat, data-place), "game-result",
 * "game-penalty", "game-sticks-note" (the sticks on the table that the standings give first place), "game-needs", "game-need" (data-seat, data-other; each way data-way).
 */
import { el, points } from "../dom.js";
import { t, tParts } from "../i18n.js";
import { needRows, seatName } from "./sheet.js";
import { answered, signed, signedResult, standingRows } from "./standings.js";

export class StandingsCard {
  constructor() {
    this.title = el("h2", { id: "game-standings-title" });
    this.table = el("table", { class: "game-standings", "data-testid": "game-standings" });
    this.needs = el("div", { class: "game-needs", "data-testid": "game-needs" });
    this.container = el("section", { class: "card", "aria-labelledby": "game-standings-title" },
      this.title, this.table, this.needs);
  }

  /** @param {{request, response}} sheet the game shown and the engine's answer (or null) */
  render({ request, response }) {
    this.title.textContent = answered(response)?.finished ? t("game.standings.final") : t("game.standings.title");
    const rows = standingRows(response).map((row) => el("tr", { dataset: { seat: String(row.seat), place: String(row.place) } },
      el("td", { class: "num" }, String(row.place)), el("th", { scope: "row" }, row.name ?? seatName(request, row.seat),
        row.penalty ? el("small", { class: "game-penalty", "data-testid": "game-penalty" },
          t("game.standings.penalty", { points: signed(row.penalty, points) })) : null,
        row.sticks ? el("small", { class: "game-sticks-note", "data-testid": "game-sticks-note" },
          t("game.standings.sticks", { points: points(row.sticks) })) : null),
      el("td", { class: "num" }, points(row.points)),
      el("td", { class: "num", "data-testid": "game-result" }, signedResult(row.result))));
    this.table.replaceChildren(
      el("caption", { class: "visually-hidden" }, t("game.standings.title")),
      el("thead", {}, el("tr", {}, ["place", "name", "points", "result"].map((c) =>
        el("th", { scope: "col", class: c === "name" ? "" : "num" }, t(`game.standings.${c}`))))),
      el("tbody", {}, rows));
  }

  /**
   * @param {{request, response, needs: ?Array}} sheet the game, the engine's answer, and what
   *   each seat needs (js/game/needs.js findNeeds; null until found): shown while the game goes on
   */
  renderNeeds({ request, response, needs }) {
    if (!response?.ok || response.finished || !needs) {
      this.needs.replaceChildren();
      return;
    }
    this.needs.replaceChildren(el("h3", {}, t("game.needs.title")), needs.length
      ? el("ul", {}, needRows(request, needs).map((row) => el("li", { "data-testid": "game-need",
        dataset: { seat: String(row.seat), other: String(row.other) } },
      tParts("game.needs.row", { name: row.name, other: row.otherName, ways: el("span", {},
        row.ways.map((way, i) => el("span", { class: "game-need-way", dataset: { way: way.way } }, i ? t("game.needs.separator") : "",
          tParts(way.key, { way: way.name, value: el("strong", {}, way.value) })))) }))))
      : el("p", { class: "hint" }, t("game.needs.none")));
  }
}
