// The game sheet's draft (js/game/draft.js): the new game form's choice, the players a game
// starts with, and the draft kept on the device, read back for the game it was made for. The
// values are those the browser tests of a closed tab assert (tests/browser/test_game.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { choicePlayers, draftFor, draftOf, newChoice } = await pageModule("js/game/draft.js");
const { default: english } = await pageModule("js/lang/en.js");

/** The page's English default name of a seat: "Player 2" (the catalog's "game.seat"). */
const defaultName = (seat) => english["game.seat"].replace("{n}", String(seat + 1));

test("the new game form starts with EMA 2025 and no names", () => {
  assert.deepEqual(newChoice(), { rules: "ema2025", names: [] });
});

test("a kept choice comes back where it holds a known profile and names", () => {
  assert.deepEqual(newChoice({ rules: "tenhou", names: ["Ann", "", "Cy", ""], open: true }),
    { rules: "tenhou", names: ["Ann", "", "Cy", ""] });
  assert.deepEqual(newChoice({ rules: "no-such-rules", names: ["Ann", 7, null] }), { rules: "ema2025", names: ["Ann", "", ""] });
  assert.deepEqual(newChoice({ rules: "tenhou", names: "Ann" }), { rules: "tenhou", names: [] });
});

test("a game starts with the names typed, trimmed, and unnamed seats' defaults", () => {
  const players = choicePlayers({ rules: "tenhou", names: ["Ann", "", " Cy "] }, defaultName);
  assert.deepEqual(players, ["Ann", "Player 2", "Cy", "Player 4"]);
  assert.deepEqual(choicePlayers({ rules: "tenhou_sanma", names: ["", "Bo", "Cy", "Di"] }, defaultName),
    ["Player 1", "Bo", "Cy"]); // three players: three seats
});

test("the draft of a game comes back for that game: its entry, typed names and open form", () => {
  const entry = { kind: "win", winners: [{ seat: 1, value: { kind: "hanfu", han: 3, fu: 40 }, liable: null }], from: 0,
    tenpai: [], chombo: null };
  const draft = draftOf({ gameId: "g1", entry, names: { 2: "Eve" }, choice: { rules: "ema2025", names: ["", "Eve"] },
    open: true });
  assert.deepEqual(draft, { game: "g1", entry, names: { 2: "Eve" },
    newGame: { rules: "ema2025", names: ["", "Eve"], open: true } });
  const kept = draftFor(JSON.parse(JSON.stringify(draft)), "g1"); // (stored: a copy)
  assert.deepEqual(kept, { choice: { rules: "ema2025", names: ["", "Eve"] }, open: true, names: { 2: "Eve" }, entry });
});

test("another game's draft gives back only the new game form's choice, closed", () => {
  const draft = draftOf({ gameId: "g1", entry: {}, names: { 2: "Eve" }, choice: { rules: "tenhou", names: ["Ann"] },
    open: true });
  assert.deepEqual(draftFor(draft, "g2"), { choice: { rules: "tenhou", names: ["Ann"] }, open: false, names: null, entry: null });
  assert.deepEqual(draftFor(draft, null), { choice: { rules: "tenhou", names: ["Ann"] }, open: false, names: null, entry: null });
});

test("with no game yet the form is not open over one; a draft without the form gives no choice", () => {
  const draft = draftOf({ gameId: null, entry: {}, names: {}, choice: { rules: "tenhou", names: ["Ann", "", "Cy", ""] },
    open: true });
  assert.equal(draft.newGame.open, false);
  assert.deepEqual(draftFor(draft, null).choice, { rules: "tenhou", names: ["Ann", "", "Cy", ""] });
  assert.equal(draftFor({ game: "g1", entry: {}, names: {}, newGame: null }, "g1").choice, null);
});
