/**
 * The engine's answers for the game the sheet shows (tenbou.game, docs/api.md "Game ledger"),
 * asked in the worker's "game" lanes in the page's language: the state after the game's events,
 * then what each seat needs to pass each seat ahead of it (js/game/needs.js). An answer to a
 * question that a newer one has replaced is dropped. No drawing here: `onState` and `onNeeds`
 * hear of the answers kept.
 */
import { language } from "../i18n.js";
import { findNeeds } from "./needs.js";
import { engineRequest } from "./record.js";

/** The engine's failure (a thrown error) as an answer, {ok: false, error: {code (where given), message}}. */
export const failure = (err, code) => ({ ok: false, error: { ...(code ? { code } : {}), message: err.message } });

export class GameQuestions {
  /**
   * @param {import("../engine.js").EngineClient} engine
   * @param {{onState: () => void, onNeeds: (needs: object[]) => void}} handlers onState: `response`
   *   is the answer for the game now (or the engine's failure, {ok: false, error}); onNeeds: what
   *   each seat needs (the rows of js/game/needs.js findNeeds)
   */
  constructor(engine, handlers) {
    this.engine = engine;
    this.handlers = handlers;
    this.response = null; // the engine's answer for the game's events
    this.needs = null; // what each seat needs, once found for that answer
  }

  /** The engine's answer to tenbou.game for `request`, asked in the worker's lane `lane`; rejects where the engine failed. */
  ask(request, lane) {
    return this.engine.game(engineRequest(request, language()), lane);
  }

  /** Whether the engine accepts `request` (asked in lane `lane`): resolves to null, or to why not (its message, or ""). */
  async refusal(request, lane) {
    const response = await this.ask(request, lane).catch((err) => failure(err));
    return response.ok ? null : response.error?.message ?? "";
  }

  /** Ask for the state after the events of `request` (none for null), then what each seat needs. */
  askState(request) {
    if (!request) {
      this.response = null;
      return;
    }
    const key = JSON.stringify(request);
    this.stateKey = key;
    this.ask(request, "game").then((response) => {
      if (key !== this.stateKey) return;
      this.response = response;
      this.needs = null;
      this.handlers.onState();
      this.askNeeds(request, response);
    }, (err) => {
      if (err.name === "AbortError" || key !== this.stateKey) return;
      this.response = failure(err, "engine_failed");
      this.handlers.onState();
    });
  }

  /** Ask what each seat needs to pass each seat ahead of it, while the game goes on. */
  askNeeds(request, response) {
    if (!response.ok || response.finished) return;
    const key = this.stateKey;
    const ask = (requests) => this.engine.games(requests.map((r) => engineRequest(r, language())), "game-needs");
    findNeeds(request, response, ask).then((rows) => {
      if (key !== this.stateKey) return;
      this.needs = rows;
      this.handlers.onNeeds(rows);
    }, () => {}); // replaced by a newer question, or the engine failed (the sheet says so)
  }
}
