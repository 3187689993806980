/**
 * The entry being made, under the seats: the entry form (js/game/entry.js; the entry itself:
 * js/game/entries.js), what it pays as the engine answers before it is recorded
 * (js/game/preview.js), and a hand sent from the calculator, put in once the game's dealer is known.
 *
 * Hooks: those of js/game/entry.js and js/game/preview.js.
 */
import { table } from "../profiles.js";
import { entryEvents, handWinner, previewOf } from "./entries.js";
import { EntryForm, keepFocus } from "./entry.js";
import { PreviewPanel } from "./preview.js";
import { failure } from "./questions.js";

export class EntryPanel {
  /**
   * @param {{stored: () => ?object, ask: (request, lane: string) => Promise<object>, onChange: () => void,
   *          onRecord: (events: object[]) => Promise<boolean>}} handlers
   *   stored: the game request the entry is for (the stored game's; null with none, or while a
   *   shared game is shown); ask: the engine's answer for a game request (js/game/questions.js);
   *   onChange: the entry was edited; onRecord: record `events`, resolving to whether the entry
   *   is done with (it is then cleared)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.preview = null; // {key, events, response} for the entry being made
    this.pendingHand = null; // a hand from the calculator, waiting for the game's dealer
    this.form = new EntryForm({ onChange: () => { handlers.onChange(); this.askPreview(); } });
    this.previewPanel = new PreviewPanel({ onRecord: () => this.record(), onClear: () => this.form.reset() });
    this.form.container.append(...this.previewPanel.parts);
    this.container = this.form.container;
  }

  /**
   * Ask the engine what the entry pays: the game with the entry's events appended (with a riichi
   * the hand claims recorded first where it must be: js/game/entries.js previewOf).
   */
  async askPreview() {
    const request = this.handlers.stored();
    const events = request ? entryEvents(this.form.entry) : null;
    const key = events ? JSON.stringify([request, events]) : null;
    this.previewKey = key;
    this.preview = events ? { key, events, response: null } : null;
    this.renderPreview();
    if (!events) return;
    try {
      const answer = await previewOf(events,
        (more) => this.handlers.ask({ ...request, events: [...request.events, ...more] }, "game-preview"));
      if (key !== this.previewKey) return;
      this.preview = { key, ...answer };
    } catch (err) {
      if (err.name === "AbortError" || key !== this.previewKey) return;
      this.preview = { key, events, response: failure(err, "engine_failed") };
    }
    this.renderPreview();
  }

  /** Record the entry whose payments the preview shows. */
  async record() {
    const { preview } = this;
    if (!preview?.response?.ok || preview.key !== this.previewKey) return;
    if (await this.handlers.onRecord(preview.events)) this.form.reset();
    keepFocus(this.previewPanel.recordButton, this.form.heading); // Record is disabled until the next entry
  }

  /** Keep a hand from the calculator ({hand, tsumo, wind: its seat wind, yaku: its yaku ids}) until useHand. */
  holdHand(hand) {
    this.pendingHand = hand;
  }

  /**
   * The hand kept, if any, put in as a win once the engine has answered for the game `request`
   * (`response`): its winner the seat whose wind is the hand's in the hand the dealer now deals.
   */
  useHand(request, response) {
    if (!this.pendingHand || !response?.ok) return;
    const { hand, tsumo, wind, yaku } = this.pendingHand;
    this.pendingHand = null;
    const winner = handWinner(table(request.rules).seat_winds, response.dealer, wind);
    this.form.useHand(hand, { tsumo, winner, yaku });
  }

  /**
   * @param {{hidden: boolean, players: string[], seats: number[], gameRules: object}} game
   *   whether the entry is hidden (a shared or finished game), and what js/game/entry.js update takes
   */
  render({ hidden, ...game }) {
    this.container.hidden = hidden;
    this.form.update(game);
    this.renderPreview();
  }

  renderPreview() {
    const request = this.handlers.stored();
    this.previewPanel.render(this.preview, { request, recorded: request?.events.length ?? 0 });
  }
}
