// The calculator's link (js/url.js): reading a state from a query string, writing one back,
// what a bad value becomes (docs/api.md, "Link parameters"). The messages are the page's English.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./page.mjs";

const { LANGUAGES, useLanguage } = await pageModule("js/texts.js");
await useLanguage("en");
const { formatTiles } = await pageModule("js/tiles.js");
const { defaultState, toRequest } = await pageModule("js/state.js");
const { requestQuery, stateFromURL, stateToQuery } = await pageModule("js/url.js");

/** Read a link and write it back, as the page does on opening it. */
const again = (query, draft = null) => {
  const r = stateFromURL(query);
  return stateToQuery(r.state, r.extra, draft, r.lang);
};

test("a link read and written back is the same link", () => {
  const query = ("?hand=123m456p55s&win_tile=5s&win=tsumo&seat_wind=east&round_wind=south&riichi=1&ippatsu=1"
    + "&dora_indicators=23z&ura_dora_indicators=9m&melds=pon:777z,ankan:1111z&honba=2&riichi_sticks=1"
    + "&rules=tenhou&lang=en");
  const r = stateFromURL(query);
  assert.equal(stateToQuery(r.state, r.extra, null, r.lang), query);
  assert.deepEqual(r.notices, []);
  assert.equal(r.handError, null);
});

test("an empty link is the default state, written with the request's defaults", () => {
  const r = stateFromURL("");
  assert.deepEqual(r.state, defaultState());
  assert.deepEqual([r.notices, r.extra, r.lang, r.handError], [[], [], null, null]);
  assert.equal(stateToQuery(r.state), "?win=ron&seat_wind=south&round_wind=east&rules=ema2025");
});

test("parameters the page does not know are kept, in their order, after the page's own", () => {
  const r = stateFromURL("?xyz=1&hand=123m&view=game&embed=1&riichi=1");
  assert.deepEqual(r.extra, [["xyz", "1"], ["view", "game"], ["embed", "1"]]);
  assert.deepEqual(r.notices, []);
  assert.equal(stateToQuery(r.state, r.extra),
    "?hand=123m&win_tile=3m&win=ron&seat_wind=south&round_wind=east&riichi=1&rules=ema2025&xyz=1&view=game&embed=1");
});

test("the link's language is kept when the page speaks it, and named when it does not", () => {
  assert.equal(stateFromURL("?lang=ja").lang, "ja");
  const r = stateFromURL("?lang=pt");
  assert.equal(r.lang, null);
  const spoken = `${LANGUAGES.slice(0, -1).join(", ")} or ${LANGUAGES.at(-1)}`; // "en or ja", "en, ja ... or de"
  assert.deepEqual(r.notices, [`Ignored lang="pt": use ${spoken}.`]);
});

test("a link keeps what is valid and names the rest", () => {
  const query = "?hand=55s123m&win_tile=9x&win=draw&seat_wind=up&riichi=yes&melds=pon:777z,pong:111z,chi:12m&honba=-1&rules=%3Cb%3E";
  const { state, notices, handError } = stateFromURL(query);
  assert.deepEqual(state.hand, ["5s", "5s", "1m", "2m", "3m"]);
  assert.equal(state.win_tile, "3m"); // the last tile written, since win_tile was not a tile
  assert.ok(state.win === "ron" && state.seat_wind === "south" && state.riichi === false);
  assert.deepEqual(state.melds, [{ kind: "pon", tiles: ["7z", "7z", "7z"] }]);
  assert.ok(state.honba === 0 && state.rules === "ema2025");
  assert.equal(handError, null);
  const joined = notices.join(" | ");
  for (const name of ["win_tile", "win=", "seat_wind", "riichi", "pong:111z", "chi:12m", "honba", "rules"]) {
    assert.ok(joined.includes(name), name);
  }
});

test("counters go to 999, as in the engine", () => {
  const read = (q) => { const r = stateFromURL(q); return [r.state.honba, r.state.riichi_sticks, r.notices]; };
  assert.deepEqual(read("?honba=150&riichi_sticks=999"), [150, 999, []]);
  const [honba, , notices] = read("?honba=1000");
  assert.ok(honba === 0 && notices.some((n) => n.includes("honba") && n.includes("999")), String(notices));
});

test("a draft hand is written as typed, with the winning tile only if the draft holds it", () => {
  assert.ok(again("?hand=123m456p&win_tile=3m", "123m4x").startsWith("?hand=123m4x&win_tile=3m&"));
  assert.ok(again("?hand=123m456p&win_tile=6p", "123m4x").startsWith("?hand=123m4x&win=ron&"));
});

test("a link's fifth copy is named, and the hand kept as written", () => {
  const read = (q) => { const r = stateFromURL(q); return [formatTiles(r.state.hand), r.state.win_tile, r.state.riichi, r.notices]; };
  assert.deepEqual(read("?hand=99999m&riichi=1"), ["99999m", "9m", true, [
    'hand="99999m" holds 9m beyond what a set has (four of each tile): take it out.']]);
  // Indicators are tiles too: the later ones are the extra ones.
  const [hand, , , notices] = read("?hand=9999m&dora_indicators=9m1z&ura_dora_indicators=99m");
  assert.equal(hand, "9999m");
  assert.deepEqual(notices, ['dora_indicators="9m1z" holds 9m beyond what a set has (four of each tile): take it out.',
    'ura_dora_indicators="99m" holds 99m beyond what a set has (four of each tile): take them out.']);
  // Where red fives count, a suit has one; a meld that does not fit is named whole.
  assert.deepEqual(stateFromURL("?hand=00m55p&melds=pon:055p,pon:777z&rules=tenhou").notices, [
    'hand="00m55p" holds 0m beyond what a set has (four of each tile, one of the fives red): take it out.',
    'melds="pon:055p" goes beyond what a set has (four of each tile, one of the fives red): take it out.']);
  assert.deepEqual(stateFromURL("?hand=00m&rules=ema2025").notices, []); // two plain fives
});

test("the indicators a link holds beyond five are named", () => {
  const r = stateFromURL("?dora_indicators=1m2m3m4m5m6m7m");
  assert.deepEqual([r.state.dora_indicators, r.notices], [["1m", "2m", "3m", "4m", "5m"], [
    'Ignored 67m in dora_indicators="1m2m3m4m5m6m7m": at most 5 indicators (one, plus one for each kan).']]);
  assert.deepEqual(stateFromURL("?dora_indicators=2m9x").notices, ['Ignored part of dora_indicators="2m9x": "9x" is not a tile.']);
});

test("a view the page does not have is named; game, chart, practice and log are not", () => {
  assert.deepEqual(stateFromURL("?view=nope").notices, ['Ignored view="nope": use game, chart, practice or log.']);
  assert.deepEqual(stateFromURL("?view=game").notices, []);
  assert.deepEqual(stateFromURL("?view=chart&rules=tenhou").notices, []);
  assert.deepEqual(stateFromURL("?view=practice&topic=wait&seed=3").notices, []);
});

test("the saved rules apply when the link names none", () => {
  assert.equal(stateFromURL("?hand=1m", "tenhou").state.rules, "tenhou");
  assert.equal(stateFromURL("?hand=1m&rules=wrc2025", "tenhou").state.rules, "wrc2025");
  assert.equal(stateFromURL("?hand=1m", null).state.rules, "ema2025");
});

test("rules as an override object are read from the link and written back as JSON", () => {
  const r = stateFromURL(`?rules=${encodeURIComponent('{"base":"ema2025","kiriage":false}')}`);
  assert.deepEqual(r.state.rules, { base: "ema2025", kiriage: false });
  assert.deepEqual(r.notices, []);
  assert.deepEqual(JSON.parse(new URLSearchParams(stateToQuery(r.state)).get("rules")), { base: "ema2025", kiriage: false });
});

test("a four-player link under three-player rules keeps what they have", () => {
  // Three players play without 2m-8m, chi and a north seat (docs/rules.md, "Three players"):
  // each is named in the notices and taken out; the rest of the link is kept, kita included.
  const query = "?hand=234m456p11z&win_tile=1z&seat_wind=north&melds=chi:789p,pon:999m&dora_indicators=3m9p&kita=2&rules=tenhou_sanma";
  const { state, notices } = stateFromURL(query);
  assert.deepEqual(state.hand, ["4p", "5p", "6p", "1z", "1z"]);
  assert.equal(state.win_tile, "1z");
  assert.deepEqual(state.melds, [{ kind: "pon", tiles: ["9m", "9m", "9m"] }]);
  assert.deepEqual(state.dora_indicators, ["9p"]);
  assert.ok(state.seat_wind === "south" && state.kita === 2);
  assert.deepEqual(notices, [
    "234m are not in play under Tenhou 3P: they were taken out of the hand.",
    "3m is not in play under Tenhou 3P: it was taken out of the dora indicators.",
    "Tenhou 3P has no Chi: Chi 789p was taken out.",
    "Tenhou 3P has no North seat: the seat is South now.",
  ]);
  const written = again(query);
  assert.ok(written.includes("&kita=2&rules=tenhou_sanma") && !written.includes("234m"), written);
});

test("a North round under three-player rules is named and goes back to East", () => {
  // Neither platform plays a North round with three players (docs/rules.md, "Three seats"):
  // the engine refuses round_wind north there, so the link's round is taken out and named.
  const { state, notices } = stateFromURL("?hand=123p678p345s55s&round_wind=north&rules=tenhou_sanma");
  assert.equal(state.round_wind, "east");
  assert.deepEqual(notices, ["Tenhou 3P plays no North round: the round is East now."]);
  assert.ok(!toRequest(state).round_wind || toRequest(state).round_wind === "east");
  // Four players keep it.
  assert.equal(stateFromURL("?round_wind=north&rules=tenhou").state.round_wind, "north");
});

test("a notice under unknown rules names the rules in use, not the unknown name", () => {
  // An unknown profile id stands on the default profile's table (js/profiles.js, table):
  // EMA 2025 sets no norths aside, and the notice says so by that name.
  const { notices } = stateFromURL("?hand=123m&kita=2&rules=nope");
  assert.deepEqual(notices, ['Under EMA 2025 no norths are set aside: kita="2" was dropped.']);
});

test("a link without rules whose hand only four players hold opens under the four-player rules of the remembered ones", () => {
  // The device remembers Tenhou 3P; the link's hand holds 2m-8m (not in play with three players,
  // docs/rules.md "players"): it opens under Tenhou, whole, and says so.
  const query = "?hand=12346m999p555s77z5m&riichi=1&dora_indicators=2m";
  for (const [saved, opened, name] of [["tenhou_sanma", "tenhou", "Tenhou 3P"],
    [{ base: "mahjongsoul_sanma", sanma_tsumo: "bisection" }, "mahjongsoul", "Mahjong Soul 3P"]]) {
    const { state, notices } = stateFromURL(query, saved);
    assert.equal(state.rules, opened);
    assert.deepEqual(state.hand, ["1m", "2m", "3m", "4m", "6m", "9p", "9p", "9p", "5s", "5s", "5s", "7z", "7z", "5m"]);
    assert.deepEqual(state.dora_indicators, ["2m"]);
    assert.equal(notices.length, 1);
    assert.ok(notices[0].includes(name) && notices[0].includes(opened === "tenhou" ? "Tenhou" : "Mahjong Soul"), notices[0]);
    const written = stateToQuery(state);
    assert.ok(written.startsWith("?hand=123456m999p555s77z&win_tile=5m&") && written.endsWith(`&dora_indicators=2m&rules=${opened}`),
      written);
  }
  // A three-player hand keeps the remembered rules; so does any hand under four-player ones.
  assert.equal(stateFromURL("?hand=111m999p555s77z&kita=1", "tenhou_sanma").state.rules, "tenhou_sanma");
  assert.equal(stateFromURL("?hand=111m999p555s77z&kita=1", "tenhou_sanma").state.kita, 1);
  assert.equal(stateFromURL(query, "ema2025").state.rules, "ema2025");
  // A link that names its rules is read under them, as before.
  assert.equal(stateFromURL(`${query}&rules=tenhou_sanma`, "tenhou").state.rules, "tenhou_sanma");
});

test("kita under four-player rules is named and dropped", () => {
  const { state, notices } = stateFromURL("?hand=123m&kita=2&rules=tenhou");
  assert.ok(state.kita === 0);
  assert.deepEqual(state.hand, ["1m", "2m", "3m"]);
  assert.deepEqual(notices, ['Under Tenhou no norths are set aside: kita="2" was dropped.']);
  // More than four norths set aside is no count the rules take.
  const more = stateFromURL("?kita=5&rules=tenhou_sanma").notices;
  assert.ok(more.length === 1 && more[0].includes("kita") && more[0].includes("4"), String(more));
});

test("a score request's link is the link the calculator writes for its hand", () => {
  const request = {
    hand: "123m456p55s", win_tile: "5s", melds: [{ kind: "pon", tiles: "777z" }, { kind: "ankan", tiles: "1111z" }],
    win: "tsumo", seat_wind: "east", round_wind: "south", riichi: true, dora_indicators: "23z", honba: 2, rules: "tenhou", lang: "ja",
  };
  const query = "?hand=123m456p55s&win_tile=5s&win=tsumo&seat_wind=east&round_wind=south&riichi=1"
    + "&dora_indicators=23z&melds=pon:777z,ankan:1111z&honba=2&rules=tenhou";
  assert.equal(requestQuery(request), query);
  // ... and opens the very same request again, the fields it left out at their defaults (in the page's language).
  assert.deepEqual(toRequest(stateFromURL(query).state), {
    hand: "123m456p55s", win_tile: "5s", melds: [{ kind: "pon", tiles: "777z" }, { kind: "ankan", tiles: "1111z" }],
    win: "tsumo", seat_wind: "east", round_wind: "south",
    riichi: true, double_riichi: false, ippatsu: false, rinshan: false, chankan: false, haitei: false, houtei: false,
    tenhou: false, chiihou: false, renhou: false,
    dora_indicators: "23z", ura_dora_indicators: "", honba: 2, riichi_sticks: 0, rules: "tenhou", lang: "en",
  });
});

test("a three-player request with norths set aside keeps them in its link (its hand in canonical MPSZ)", () => {
  assert.equal(requestQuery({ hand: "111m999p234s55z777z", win_tile: "7z", win: "tsumo", kita: 2, rules: "tenhou_sanma" }),
    "?hand=111m999p234s55777z&win_tile=7z&win=tsumo&seat_wind=south&round_wind=east&kita=2&rules=tenhou_sanma");
});
