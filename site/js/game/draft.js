/**
 * What is being entered on the game sheet and not yet recorded, as plain data: the new game
 * form's choice, and the draft kept on the device at every change (js/game/store.js holds
 * it; its shape is told there). No DOM, no storage and no page words here (Node's tests import it).
 */
import { DEFAULT_PROFILE, PROFILES } from "../engine-data.js";

/**
 * The new game form's choice, {rules: a profile id, names: [a name per seat, as typed]}: the
 * defaults, or `kept` (a draft's) where it holds a known profile and names.
 */
export function newChoice(kept = {}) {
  const rules = PROFILES.some((p) => p.id === kept.rules) ? kept.rules : DEFAULT_PROFILE;
  const names = Array.isArray(kept.names) ? kept.names.map((name) => (typeof name === "string" ? name : "")) : [];
  return { rules, names };
}

/**
 * The players of a game started with `choice`: a name per seat of its profile (four, or three
 * with three players), each as typed and trimmed, or `defaultName(seat)` ("Player 2") where none is.
 */
export function choicePlayers(choice, defaultName) {
  const { seats } = PROFILES.find((p) => p.id === choice.rules);
  return seats.map((seat) => choice.names[seat]?.trim() || defaultName(seat));
}

/**
 * The draft to keep: `gameId` the current game's id (or null), `entry` the entry form's entry,
 * `names` {seat: a name typed on the sheet and not yet confirmed}, `choice` the new game form's,
 * `open` whether that form is open over the current game.
 */
export const draftOf = ({ gameId, entry, names, choice, open }) =>
  ({ game: gameId, entry, names, newGame: { ...choice, open: Boolean(gameId !== null && open) } });

/**
 * A kept draft, read for the game `gameId` (or null): {choice: the new game form's (null when
 * the draft has none), open: whether the form was open over this game, names and entry: this
 * game's typed names and entry (null when the draft is another game's)}.
 */
export function draftFor(draft, gameId) {
  const thisGame = gameId !== null && draft.game === gameId;
  return {
    choice: draft.newGame ? newChoice(draft.newGame) : null,
    open: Boolean(draft.newGame?.open && thisGame),
    names: thisGame ? { ...draft.names } : null,
    entry: thisGame ? draft.entry : null,
  };
}
