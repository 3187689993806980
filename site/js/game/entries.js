/**
 * The entry being made on the game sheet, as plain data, and the events it stands for
 * (docs/game.md, "Events"): what the entry form (js/game/entry.js) edits and draws. No DOM here.
 *
 * An entry: {kind: "win"|"draw"|"chombo"|"abort", winners: [{seat, value, liable}], from: null
 * (not picked yet), "tsumo" or the discarder's seat, tenpai: [seat, ...], chombo: a seat or null}.
 * A winner's value: {kind: "hanfu", han (null until picked), fu}, {kind: "yakuman", yakuman: a
 * count} or {kind: "hand", hand: a score request from the calculator, yaku: its yaku ids}.
 * Node's tests import this module.
 */
import { LIMIT_HAN, SHEET_FU, SHEET_HAN, SHEET_YAKUMAN, USUAL_FU } from "../engine-data.js";

export const KINDS = ["win", "draw", "chombo", "abort"];
// The values offered, from the engine (js/engine-data.js): han 1 to 13, fu 20 to 110, yakuman 1 to 4.
export const HANS = SHEET_HAN;
export const FUS = SHEET_FU;
export const YAKUMAN = SHEET_YAKUMAN;
/** Han from which fu no longer change the value (mangan and up): the fu choice is hidden. */
const NO_FU_FROM = LIMIT_HAN.mangan;
/** The fu picked before the user picks one: the usual 30 fu. */
const FIRST_FU = USUAL_FU[0];

/** A new, empty entry. */
export const emptyEntry = () => ({ kind: "win", winners: [], from: null, tenpai: [], chombo: null });

/** A winner's value before one is picked: han and fu, no han picked yet (the usual fu). */
const newWinner = (seat) => ({ seat, value: { kind: "hanfu", han: null, fu: FIRST_FU }, liable: null });

/** The kinds of entry the game's rules offer: an abortive draw only where they have them (`abortive_draws`). */
export const kindsOffered = (gameRules) => KINDS.filter((kind) => kind !== "abort" || gameRules.abortive_draws);

/** Whether the fu choice is offered for a han-and-fu value: below mangan, or before han are picked. */
export const asksFu = (value) => !value.han || value.han < NO_FU_FROM;

/**
 * An entry for a hand from the calculator: a win by `winner` with that hand as its value, tsumo
 * when it says so (else the discarder is still to pick); `yaku`: the ids of its yaku.
 */
export const handEntry = (hand, { tsumo, winner, yaku = [] }) => ({ ...emptyEntry(), kind: "win",
  from: tsumo ? "tsumo" : null, winners: [{ seat: winner ?? 0, value: { kind: "hand", hand, yaku }, liable: null }] });

// ---- Edits: each changes the entry (or the winner) in place, as one tap does ----

/** Another kind of entry, started empty. */
export const pickKind = (entry, kind) => Object.assign(entry, { ...emptyEntry(), kind });

/** Whether `seat` is one of the entry's winners. */
export const isWinner = (entry, seat) => entry.winners.some((w) => w.seat === seat);

/**
 * A tap on `seat` as winner: a winner tapped again is taken off; with no discarder picked (or
 * tsumo) the seat becomes the one winner (keeping a hand from the calculator); with a discarder,
 * the seat is another winner on that discard. A winner is never the discarder.
 */
export function pickWinner(entry, seat) {
  if (isWinner(entry, seat)) entry.winners = entry.winners.filter((w) => w.seat !== seat);
  else if (entry.from === null || entry.from === "tsumo") {
    entry.winners = [entry.winners.find((w) => w.value.kind === "hand") ?? newWinner(seat)].map((w) => ({ ...w, seat }));
  } else entry.winners = [...entry.winners, newWinner(seat)].sort((a, b) => a.seat - b.seat);
  if (entry.from === seat) entry.from = null;
}

/** A tap on the discarder (a seat, or "tsumo"): tapped again, none; tsumo keeps one winner. */
export function pickFrom(entry, from) {
  entry.from = entry.from === from ? null : from;
  if (from === "tsumo") entry.winners = entry.winners.slice(0, 1);
}

/**
 * Whether a win of this value may have a liable seat (pao): a yakuman that the game's rules
 * make someone liable for (`liability`, from the engine's profile data): a hand from the
 * calculator holding one of them, or a yakuman given by its count (which names none), where
 * the rules have liability at all.
 */
export function mayBeLiable(value, gameRules) {
  const liability = gameRules.liability ?? [];
  if (value.kind === "yakuman") return liability.length > 0;
  if (value.kind === "hand") return (value.yaku ?? []).some((id) => liability.includes(id));
  return false;
}

/**
 * The liable seats offered for `winner` (a tap each): "none" and every other seat of `seats`,
 * where its value may have a liable seat (mayBeLiable); else none at all.
 */
export const liableChoices = (winner, seats, gameRules) =>
  (mayBeLiable(winner.value, gameRules) ? ["none", ...seats.filter((s) => s !== winner.seat)] : []);

/** A winner's value given another way ("hanfu" or "yakuman"), started afresh; a liable seat goes where it may not be. */
export function pickValueKind(winner, kind, gameRules) {
  if (winner.value.kind === kind) return;
  winner.value = kind === "hanfu" ? { kind, han: null, fu: FIRST_FU } : { kind, yakuman: YAKUMAN[0] };
  if (!mayBeLiable(winner.value, gameRules)) winner.liable = null;
}

/** A tap on `seat` as tenpai at a draw: on, or off again. */
export function pickTenpai(entry, seat) {
  entry.tenpai = entry.tenpai.includes(seat) ? entry.tenpai.filter((x) => x !== seat) : [...entry.tenpai, seat];
}

/** A tap on `seat` as the chombo's: on, or off again. */
export function pickChombo(entry, seat) {
  entry.chombo = entry.chombo === seat ? null : seat;
}

/** The hint under a win's seats, a catalog key (or null): what to tap next. */
export function winHint(entry) {
  if (!entry.winners.length) return "game.entry.pick_winner";
  if (entry.from === null) return "game.entry.pick_from";
  if (entry.from !== "tsumo" && entry.winners.length === 1) return "game.entry.more_winners";
  return null;
}

// ---- The events ----

/** The value part of a win event: {han, fu}, {yakuman} or {hand}; null while incomplete. */
function valueFields(value) {
  if (value.kind === "hanfu") return value.han ? { han: value.han, fu: value.fu } : null;
  if (value.kind === "yakuman") return { yakuman: value.yakuman };
  return { hand: value.hand };
}

/** One winner's part of a win event, or null while incomplete. */
function winFields(winner, from) {
  const value = valueFields(winner.value);
  if (!value) return null;
  return { winner: winner.seat, from, ...value, ...(winner.liable === null ? {} : { liable: winner.liable }) };
}

/**
 * The events an entry stands for (docs/api.md, "Game ledger"), or null while it is incomplete.
 * A win from one discard by two or three winners is one `wins` event.
 */
export function entryEvents(entry) {
  switch (entry.kind) {
    case "win": {
      if (!entry.winners.length || entry.from === null) return null;
      const from = entry.from === "tsumo" ? null : entry.from;
      const wins = entry.winners.map((w) => winFields(w, from));
      if (wins.includes(null)) return null;
      return [wins.length === 1 ? { win: wins[0] } : { wins }];
    }
    case "draw": return [{ draw: { tenpai: [...entry.tenpai].sort() } }];
    case "chombo": return entry.chombo === null ? null : [{ chombo: entry.chombo }];
    case "abort": return [{ abort: true }];
    default: return null;
  }
}

/** The winner whose hand from the calculator claims riichi (or double riichi) in the last of `events`, or null. */
export function riichiClaimedBy(events) {
  const win = events.at(-1)?.win;
  return win?.hand && (win.hand.riichi || win.hand.double_riichi) ? win.winner : null;
}

/**
 * What recording `events` would pay: `ask(events)` resolves to the engine's answer for the game
 * with them appended. A hand from the calculator that claims riichi, by a winner whose riichi
 * is not on record in this hand (the engine refuses it: invalid_event), is tried once more with
 * that declaration recorded first. Resolves to {events: the events tried, response}.
 */
export async function previewOf(events, ask) {
  const response = await ask(events);
  const riichiSeat = riichiClaimedBy(events);
  if (!response.ok && response.error?.code === "invalid_event" && riichiSeat !== null) {
    const withRiichi = [{ riichi: riichiSeat }, ...events];
    const second = await ask(withRiichi);
    if (second.ok) return { events: withRiichi, response: second };
  }
  return { events, response };
}

/**
 * The winner of a hand sent from the calculator: the seat whose wind is the hand's `wind` in the
 * hand that `dealer` deals (`seatWinds`: the profile's seat_winds, js/engine-data.js), else the dealer.
 */
export function handWinner(seatWinds, dealer, wind) {
  const seat = seatWinds[dealer].indexOf(wind);
  return seat >= 0 ? seat : dealer;
}

/**
 * What the preview says of the engine's error for the entry's events: the event's own words (the
 * error's `reason`, begun with a capital as a sentence), not the message's "events[i]: " prefix,
 * which is for programs (docs/game.md); else the message.
 */
export function eventWords(error) {
  if (error?.reason) return error.reason.replace(/^./, (first) => first.toUpperCase());
  return error?.message ?? "";
}
