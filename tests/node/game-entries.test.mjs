// The game sheet's entry (js/game/entries.js): the taps of the entry form, the events an entry
// stands for (docs/game.md, "Events"), what the form offers under each profile's game rules,
// and the preview's second try with a riichi a hand from the calculator claims. The events and
// seats asserted are those the browser tests tapped and exported (tests/browser/test_game.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineCalls } from "./engine.mjs";
import { pageModule } from "./page.mjs";

const entries = await pageModule("js/game/entries.js");
const { PROFILES } = await pageModule("js/engine-data.js");
const {
  FUS, HANS, YAKUMAN, asksFu, emptyEntry, entryEvents, handEntry, handWinner, isWinner, kindsOffered, liableChoices,
  mayBeLiable, pickChombo, pickFrom, pickKind, pickTenpai, pickValueKind, pickWinner, previewOf, riichiClaimedBy, winHint,
} = entries;

const rulesOf = (id) => PROFILES.find((p) => p.id === id);
const EMA = rulesOf("ema2025").game;
const SEATS = [0, 1, 2, 3];

/** An entry made by tapping, as the form does: each step one of the edits of entries.js. */
function tapped(...steps) {
  const entry = emptyEntry();
  for (const step of steps) step(entry);
  return entry;
}
const winner = (seat) => (e) => pickWinner(e, seat);
const from = (seat) => (e) => pickFrom(e, seat);
const han = (n, seat) => (e) => { e.winners.find((w) => w.seat === seat).value.han = n; };
const fu = (n, seat) => (e) => { e.winners.find((w) => w.seat === seat).value.fu = n; };

test("a win by han and fu from a discarder is one win event", () => {
  // Bo (seat 1) wins 3 han 30 fu from Ann (seat 0): the event exported after the opening.
  const entry = tapped(winner(1), from(0), han(3, 1), fu(30, 1));
  assert.deepEqual(entryEvents(entry), [{ win: { winner: 1, from: 0, han: 3, fu: 30 } }]);
});

test("a tsumo has no discarder: `from` is null in its event", () => {
  // Cy (seat 2) wins 2 han 30 fu by tsumo (East 3 of the short game).
  const entry = tapped(winner(2), from("tsumo"), han(2, 2), fu(30, 2));
  assert.deepEqual(entryEvents(entry), [{ win: { winner: 2, from: null, han: 2, fu: 30 } }]);
});

test("an entry stands for no event until it is complete", () => {
  assert.equal(entryEvents(emptyEntry()), null); // no winner
  assert.equal(entryEvents(tapped(winner(1))), null); // no discarder nor tsumo
  assert.equal(entryEvents(tapped(winner(1), from(0))), null); // no han picked
  assert.equal(entryEvents(tapped((e) => pickKind(e, "chombo"))), null); // no seat
});

test("the fu picked first is 30, and the fu are asked only below mangan (5 han)", () => {
  const entry = tapped(winner(1), from(0), han(3, 1));
  assert.deepEqual(entryEvents(entry), [{ win: { winner: 1, from: 0, han: 3, fu: 30 } }]);
  assert.equal(asksFu({ kind: "hanfu", han: null, fu: 30 }), true);
  assert.equal(asksFu({ kind: "hanfu", han: 4, fu: 30 }), true);
  assert.equal(asksFu({ kind: "hanfu", han: 5, fu: 30 }), false);
  assert.deepEqual([HANS[0], HANS.at(-1)], [1, 13]);
  assert.deepEqual([FUS[0], FUS.at(-1)], [20, 110]);
  assert.deepEqual(YAKUMAN, [1, 2, 3, 4]);
});

test("an exhaustive draw lists the tenpai seats in seat order, however tapped", () => {
  const entry = tapped((e) => pickKind(e, "draw"), (e) => pickTenpai(e, 3), (e) => pickTenpai(e, 2));
  assert.deepEqual(entryEvents(entry), [{ draw: { tenpai: [2, 3] } }]);
  pickTenpai(entry, 3); // tapped again: off
  assert.deepEqual(entryEvents(entry), [{ draw: { tenpai: [2] } }]);
  assert.deepEqual(entryEvents(tapped((e) => pickKind(e, "draw"))), [{ draw: { tenpai: [] } }]);
});

test("a chombo names its seat; an abortive draw is one event", () => {
  const chombo = tapped((e) => pickKind(e, "chombo"), (e) => pickChombo(e, 2));
  assert.deepEqual(entryEvents(chombo), [{ chombo: 2 }]);
  pickChombo(chombo, 2);
  assert.equal(entryEvents(chombo), null);
  assert.deepEqual(entryEvents(tapped((e) => pickKind(e, "abort"))), [{ abort: true }]);
});

test("two winners on one discard are one `wins` event, in seat order", () => {
  const entry = tapped(winner(3), from(0), winner(1), han(2, 1), han(3, 3));
  assert.deepEqual(entry.winners.map((w) => w.seat), [1, 3]);
  assert.deepEqual(entryEvents(entry), [{ wins: [
    { winner: 1, from: 0, han: 2, fu: 30 }, { winner: 3, from: 0, han: 3, fu: 30 },
  ] }]);
  pickFrom(entry, "tsumo"); // tsumo has one winner
  assert.deepEqual(entry.winners.map((w) => w.seat), [1]);
});

test("a winner tapped again is taken off; a winner is never the discarder", () => {
  const entry = tapped(winner(1), from(0));
  assert.ok(isWinner(entry, 1));
  pickWinner(entry, 0); // the discarder tapped as a winner: no discarder now
  assert.equal(entry.from, null);
  assert.ok(isWinner(entry, 0));
  pickWinner(entry, 0);
  assert.deepEqual(entry.winners.map((w) => w.seat), [1]);
  pickWinner(entry, 1);
  assert.deepEqual(entry.winners, []);
});

test("the hint says what to tap next", () => {
  const entry = emptyEntry();
  assert.equal(winHint(entry), "game.entry.pick_winner");
  pickWinner(entry, 1);
  assert.equal(winHint(entry), "game.entry.pick_from");
  pickFrom(entry, 0);
  assert.equal(winHint(entry), "game.entry.more_winners");
  pickFrom(entry, "tsumo");
  assert.equal(winHint(entry), null);
});

test("an abortive draw is offered only under rules that have them", () => {
  assert.deepEqual(kindsOffered(EMA), ["win", "draw", "chombo"]);
  assert.deepEqual(kindsOffered(rulesOf("tenhou").game), ["win", "draw", "chombo", "abort"]);
});

test("liability (pao) is offered only for a yakuman the rules name", () => {
  // EMA 2025 names big three dragons and big four winds (docs/game.md, liability): the chooser
  // is "no one" and the three other seats for a hand holding one of them, none for four
  // concealed triplets, nor for a 2-han hand.
  const hand = (yaku) => ({ seat: 1, value: { kind: "hand", hand: {}, yaku }, liable: null });
  assert.deepEqual(EMA.liability, ["daisangen", "daisuushii"]);
  assert.deepEqual(liableChoices(hand(["daisangen"]), SEATS, EMA), ["none", 0, 2, 3]);
  assert.deepEqual(liableChoices(hand(["suuankou_tanki"]), SEATS, EMA), []);
  assert.deepEqual(liableChoices(hand(["riichi", "dora"]), SEATS, EMA), []);
  assert.equal(mayBeLiable({ kind: "hand", hand: {}, yaku: ["suukantsu"] }, rulesOf("wrc2025").game), true);
});

test("a yakuman given by its count offers liability; han and fu do not, and drop the liable seat", () => {
  // (Moved from the browser test of liability: after the four concealed triplets hand, the
  // yakuman value shows 4 liability buttons, han and fu none.)
  const w = { seat: 0, value: { kind: "hand", hand: {}, yaku: ["suuankou_tanki"] }, liable: null };
  pickValueKind(w, "yakuman", EMA);
  assert.deepEqual(w.value, { kind: "yakuman", yakuman: 1 });
  assert.equal(liableChoices(w, SEATS, EMA).length, 4);
  w.liable = 2;
  pickValueKind(w, "hanfu", EMA);
  assert.deepEqual(w.value, { kind: "hanfu", han: null, fu: 30 });
  assert.equal(liableChoices(w, SEATS, EMA).length, 0);
  assert.equal(w.liable, null);
});

test("a hand from the calculator: its winner is the seat with its seat wind", () => {
  // The calculator's seat wind (south) names the winner: the seat after the dealer.
  const winds = rulesOf("ema2025").seat_winds;
  assert.equal(handWinner(winds, 0, "south"), 1);
  assert.equal(handWinner(winds, 1, "south"), 2);
  assert.equal(handWinner(winds, 3, "east"), 3);
  // Three players: no north seat, so the dealer.
  assert.equal(handWinner(rulesOf("tenhou_sanma").seat_winds, 1, "north"), 1);
  const request = { hand: "123m456m999p555s77z", win_tile: "5m", riichi: true };
  const entry = handEntry(request, { tsumo: false, winner: 1, yaku: ["riichi"] });
  assert.equal(entry.from, null); // the discarder still to pick
  assert.equal(entryEvents(entry), null);
  pickFrom(entry, 0);
  assert.deepEqual(entryEvents(entry), [{ win: { winner: 1, from: 0, hand: request } }]);
  assert.equal(handEntry(request, { tsumo: true, winner: 2 }).from, "tsumo");
});

test("a winner picked over a hand from the calculator keeps the hand", () => {
  const entry = handEntry({ hand: "x" }, { tsumo: true, winner: 1 });
  pickWinner(entry, 2);
  assert.deepEqual(entry.winners, [{ seat: 2, value: { kind: "hand", hand: { hand: "x" }, yaku: [] }, liable: null }]);
});

test("a hand that claims riichi is previewed again with the declaration first, where the engine asks for it", async () => {
  // The worked example 1 of docs/fu.md claims riichi; with no riichi on record the engine
  // refuses the win (invalid_event), and the declaration is recorded with it.
  const win = { win: { winner: 1, from: 0, hand: { hand: "123m456m999p555s77z", riichi: true } } };
  assert.equal(riichiClaimedBy([win]), 1);
  const asked = [];
  const refused = { ok: false, error: { code: "invalid_event", message: "no riichi" } };
  const ask = async (events) => {
    asked.push(events);
    return events[0].riichi === undefined ? refused : { ok: true, hands: [] };
  };
  const answer = await previewOf([win], ask);
  assert.deepEqual(asked, [[win], [{ riichi: 1 }, win]]);
  assert.deepEqual(answer, { events: [{ riichi: 1 }, win], response: { ok: true, hands: [] } });
  // Refused both ways: the first answer stands. Accepted at once: asked once.
  assert.deepEqual(await previewOf([win], async () => refused), { events: [win], response: refused });
  let times = 0;
  await previewOf([win], async () => { times += 1; return { ok: true }; });
  assert.equal(times, 1);
  // A hand with no riichi claimed is not tried again.
  const plain = { win: { winner: 1, from: 0, hand: { hand: "x" } } };
  assert.equal(riichiClaimedBy([plain]), null);
  assert.deepEqual(await previewOf([plain], async () => refused), { events: [plain], response: refused });
});

test("the preview says an event's error in words, without the events[i] of its message", () => {
  // No hand is 20 fu by ron: an open hand is lifted to 30, a concealed ron gets 10 more
  // (docs/rules.md, on the cells no hand can reach).
  const players = ["Ann", "Bo", "Cy", "Di"];
  const [en, ja] = engineCalls(["en", "ja"].map((lang) => ["game",
    { players, lang, events: [{ win: { winner: 1, from: 0, han: 1, fu: 20 } }] }]));
  assert.equal(en.error.message, "events[0]: no hand scores 1 han 20 fu when won by ron.");
  assert.equal(entries.eventWords(en.error), "No hand scores 1 han 20 fu when won by ron.");
  assert.equal(entries.eventWords(ja.error), "ロンで1翻20符の手はありません。");
  assert.equal(entries.eventWords({ code: "bad_request", message: "A game request must be a JSON object." }),
    "A game request must be a JSON object.");
});
