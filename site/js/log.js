/**
 * A recorded game checked, ?view=log (docs/logs.md): a Tenhou mjlog (plain or gzipped) or a
 * tenhou.net/6 JSON, dropped, picked or pasted; the engine (tenbou.check_log) re-scores every win
 * from the play and replays every hand; the table shows, per win, the round, the winner, the hand
 * drawn as tiles, the recorded value against ours and a mark (agrees, or the difference in words),
 * with a link that opens the hand in the calculator. Nothing leaves the device: the file is read
 * here and given to the engine's worker. A gzipped file is inflated here (DecompressionStream),
 * stopping past the engine's bound.
 * The rules: the profile the log's header names and what the header said, in words; the user may
 * pick another profile of as many seats, and the log is checked again under it (the header's
 * facts, SAID_FACTS, kept on top: they are what was played).
 * *Keep as a game* stores the game the engine replayed (the response's `game`: rules, names and
 * events, whole games only) as a new game of the game sheet (js/game/store.js) and opens the sheet,
 * which replays it to the hands' point changes and the standings.
 * Hooks: data-testid="log" (the view), "log-file", "log-text", "log-check", "log-win"
 * (data-agrees "1" or "0"), "log-summary", "log-error", "log-keep", "log-rules" (the rules in
 * words), "log-rules-pick" (the select of profiles).
 */
import { el } from "./dom.js";
import { signed } from "./game/standings.js";
import { GameStore } from "./game/store.js";
import { formatNumber, t } from "./i18n.js";
import { engine } from "./start-engine.js";
import { PROFILES, profileName, table } from "./profiles.js";
import { installSprite, tileImage } from "./tile-svg.js";
import { sortTiles, tileName } from "./tiles.js";
import { requestQuery } from "./url.js";
import { limitName } from "./ui/result.js";
import { EngineStatus } from "./ui/status.js";
import { mountView } from "./ui/view-shell.js";

/** The most bytes a gzipped log may inflate to (the engine's bound, docs/logs.md). */
const MOST_INFLATED = 4_000_000;

/** The game facts a log's header says that hold under any profile picked, as a rules object takes them. */
const SAID_FACTS = ["aka_dora", "open_tanyao", "game_length"];

/** Each yes/no fact of the header, in words: [the text key when it holds, when it does not]. */
const SAID_FLAGS = { aka_dora: ["log.said.aka_dora", "log.said.no_aka_dora"],
  open_tanyao: ["log.said.open_tanyao", "log.said.no_open_tanyao"] };

/**
 * What a log's header said (the response's `said`), in words: the players, red fives, open
 * tanyao, the game's length (and whether only the rounds played told it), the rule's name as written.
 */
export function saidWords(said) {
  const parts = [t("log.said.players", { n: said.players })];
  for (const [fact, [yes, no]] of Object.entries(SAID_FLAGS)) {
    if (fact in said) parts.push(t(said[fact] ? yes : no));
  }
  if (said.game_length) {
    const length = t(`log.said.${said.game_length}`);
    parts.push(said.game_length_from === "rounds" ? t("log.said.from_rounds", { length }) : length);
  }
  if (said.disp) parts.push(t("log.said.name", { name: said.disp }));
  return parts.join(t("list.separator"));
}

/** The rules to check a log under with profile `id`: the profile, the header's facts on top. */
export function pickedRules(id, said) {
  return Object.fromEntries([["base", id], ...SAID_FACTS.filter((fact) => fact in said).map((fact) => [fact, said[fact]])]);
}

/** The text of a log file: gzipped files inflated, within MOST_INFLATED (else null). */
async function fileText(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MOST_INFLATED) {
      reader.cancel();
      return null;
    }
    parts.push(value);
  }
  return new TextDecoder().decode(await new Blob(parts).arrayBuffer());
}

/** The tiles of a score request's hand and melds, as text MPSZ codes one by one. */
function tilesOf(text) {
  const out = [];
  let digits = "";
  for (const char of text) {
    if (/[0-9]/.test(char)) digits += char;
    else if ("mpsz".includes(char)) {
      for (const digit of digits) out.push(digit + char);
      digits = "";
    }
  }
  return out;
}

/**
 * A win's hand drawn as the calculator draws it (js/ui/hand.js): the concealed tiles sorted, the
 * winning tile apart at the end (class "win"), then each call sorted, an added-up closed kan with
 * its ends face down. Returns the row's element, named by its tiles for screen readers.
 */
export function handRow(request) {
  const rest = tilesOf(request.hand);
  const winAt = rest.lastIndexOf(request.win_tile);
  if (winAt >= 0) rest.splice(winAt, 1);
  const melds = (request.melds ?? []).map((meld) => ({ kind: meld.kind, tiles: sortTiles(tilesOf(meld.tiles)) }));
  const concealed = sortTiles(rest);
  const names = [...concealed, ...(winAt >= 0 ? [request.win_tile] : []), ...melds.flatMap((meld) => meld.tiles)];
  const face = (tile) => tileImage(tile, { small: true, decorative: true });
  const win = winAt >= 0 ? [el("span", { class: "win-gap", "aria-hidden": "true" }),
    el("span", { class: "log-win-tile" }, face(request.win_tile))] : [];
  return el("span", { class: "log-hand", role: "img", "aria-label": names.map(tileName).join(", ") },
    ...concealed.map(face), ...win,
    ...melds.map((meld) => el("span", { class: `log-meld ${meld.kind}` }, ...meld.tiles.map((tile, i) =>
      tileImage(tile, { small: true, decorative: true, back: meld.kind === "ankan" && (i === 0 || i === 3) })))));
}

/** A win's value as the table says it: "3 han 30 fu, 3,900", or the limit and the points. */
function valueText(value) {
  if (!value) return "-";
  const points = formatNumber(value.points);
  if (value.han === null || value.limit) return t("log.value_limit", { limit: limitName({ limit: value.limit ?? "yakuman" }), points });
  return t("log.value", { han: value.han, fu: value.fu, points });
}

export class LogPage {
  constructor() {
    installSprite();
    this.status = new EngineStatus();
    this.file = el("input", { type: "file", id: "log-file", "data-testid": "log-file",
      accept: ".mjlog,.xml,.json,.gz,.txt", on: { change: () => this.readFile() } });
    this.text = el("textarea", { id: "log-text", "data-testid": "log-text", rows: "4", spellcheck: "false" });
    this.button = el("button", { type: "button", class: "chip", "data-testid": "log-check",
      on: { click: () => this.check(this.text.value) } }, t("log.check"));
    this.summary = el("p", { class: "log-summary", "data-testid": "log-summary", "aria-live": "polite" });
    this.keep = el("button", { type: "button", class: "chip", "data-testid": "log-keep", hidden: true,
      on: { click: () => this.keepGame() } }, t("log.keep"));
    this.table = el("div", { class: "log-table" });
    this.rulesWords = el("p", { "data-testid": "log-rules" });
    this.rulesPick = el("select", { id: "log-rules-pick", "data-testid": "log-rules-pick",
      on: { change: () => this.run() } });
    this.rulesBox = el("div", { class: "log-rules", hidden: true }, this.rulesWords,
      el("label", { class: "field-label", for: "log-rules-pick" }, t("log.rules_pick")), this.rulesPick,
      el("p", { class: "hint" }, t("log.rules_kept")));
    const back = el("a", { class: "chart-back", href: "./" }, `← ${t("log.back")}`);
    this.container = el("section", { class: "card log-view", "data-testid": "log", "aria-labelledby": "log-title" },
      back,
      el("h2", { id: "log-title" }, t("log.title")),
      el("p", {}, t("log.intro")),
      el("label", { class: "field-label", for: "log-file" }, t("log.file")), this.file,
      el("label", { class: "field-label", for: "log-text" }, t("log.text")), this.text,
      el("div", {}, this.button),
      this.summary, this.rulesBox, el("div", {}, this.keep), this.table);
    this.container.addEventListener("dragover", (event) => event.preventDefault());
    this.container.addEventListener("drop", (event) => {
      event.preventDefault();
      const [file] = event.dataTransfer?.files ?? [];
      if (file) this.readFile(file);
    });
    mountView(this.container, { status: this.status.container, view: "log" });
    engine.watch((phase) => this.status.update(phase, engine.start));
  }

  async readFile(file = this.file.files?.[0]) {
    if (!file) return;
    const text = await fileText(file);
    if (text === null) {
      this.summary.textContent = t("log.too_big");
      return;
    }
    this.check(text);
  }

  /** Check a new log's text under the rules its header says. */
  check(text) {
    this.logText = text;
    this.said = null;
    this.rulesBox.hidden = true;
    return this.run();
  }

  /** Check the log under the rules picked (none: the header's), and show the answer. */
  async run() {
    this.summary.textContent = t("log.checking");
    this.table.replaceChildren();
    this.game = null;
    this.keep.hidden = true;
    const request = { log: this.logText, lang: document.documentElement.lang || "en" };
    if (this.said && this.rulesPick.value) request.rules = pickedRules(this.rulesPick.value, this.said);
    const response = await engine.call("check_log", request);
    if (response.ok && !this.said) this.showRules(response);
    this.show(response);
  }

  /** The rules the header says, in words, and the select of the profiles of as many seats. */
  showRules(r) {
    this.said = r.said;
    const name = profileName(r.said_rules.base);
    this.rulesWords.textContent = t("log.rules", { profile: name, said: saidWords(r.said) });
    const seats = r.players.length;
    this.rulesPick.replaceChildren(el("option", { value: "" }, t("log.rules_header", { profile: name })),
      ...PROFILES.filter((p) => table(p.id).seats.length === seats).map((p) => el("option", { value: p.id }, profileName(p.id))));
    this.rulesBox.hidden = false;
  }

  show(r) {
    if (!r.ok) {
      this.summary.replaceChildren(el("span", { "data-testid": "log-error", "data-code": r.error.code }, r.error.message));
      return;
    }
    const rows = [];
    for (const hand of r.hands) {
      const where = t("log.round", { round: hand.round, honba: hand.honba ?? 0 });
      if (hand.error) {
        rows.push(el("p", { class: "log-row failed", "data-testid": "log-error" }, `${where}: ${hand.error.message}`));
        continue;
      }
      rows.push(this.handBlock(r, where, hand));
    }
    this.table.replaceChildren(...rows);
    const counts = { wins: r.wins.agree, wins_total: r.wins.total, hands: r.deltas.agree, hands_total: r.deltas.total };
    this.summary.textContent = t(r.whole ? "log.summary" : "log.summary_wins", counts);
    this.game = r.game ?? null;
    this.keep.hidden = !this.game;
  }

  /** Store the checked game as a new game of the game sheet, and open the sheet on it. */
  async keepGame() {
    if (!this.game) return;
    this.keep.disabled = true;
    const store = await GameStore.open();
    await store.create(this.game);
    const lang = new URLSearchParams(location.search).get("lang");
    location.assign(`./?view=game${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`);
  }

  /**
   * One hand: a row per win (or the draw's kind), then its point changes, recorded against ours
   * (whole games only: the ledger replays nothing else). data-deltas-agree "1" or "0" then.
   */
  handBlock(r, where, hand) {
    const agrees = "deltas_agree" in hand && r.whole ? { "data-deltas-agree": hand.deltas_agree ? "1" : "0" } : {};
    const wins = hand.wins.length ? hand.wins.map((win) => this.winRow(r, where, win))
      : [el("p", { class: "log-where" }, `${where} · ${t(`log.result.${hand.result}`)}`)];
    return el("div", { class: "log-block", "data-testid": "log-hand", ...agrees },
      ...wins, r.whole ? this.deltasTable(r, hand) : null);
  }

  /** A hand's point changes by seat: the record's row and ours, a differing figure marked. */
  deltasTable(r, hand) {
    const ours = hand.deltas ?? [];
    const cell = (value, differs) => el("td", { class: `num${differs ? " log-differs" : ""}` },
      value === undefined || value === null ? "-" : signed(value, formatNumber));
    const row = (label, values, key) => el("tr", { "data-deltas": key }, el("th", { scope: "row" }, label),
      ...r.players.map((_, seat) => cell(values[seat], hand.recorded_deltas[seat] !== ours[seat])));
    const why = hand.deltas_agree ? null : el("p", { class: "log-differs" },
      hand.deltas_why ? t("log.deltas_differ_why", { why: hand.deltas_why }) : t("log.deltas_differ"));
    return el("div", { class: "log-deltas" },
      el("table", {},
        el("caption", {}, t("log.deltas")),
        el("thead", {}, el("tr", {}, el("td", {}), ...r.players.map((name) => el("th", { scope: "col" }, name)))),
        el("tbody", {}, row(t("log.deltas_recorded"), hand.recorded_deltas, "recorded"), row(t("log.deltas_ours"), ours, "ours"))),
      why);
  }

  winRow(r, where, win) {
    const name = r.players[win.who];
    const who = win.from === null ? t("log.tsumo", { name }) : t("log.ron", { name, from: r.players[win.from] });
    const request = win.request;
    const hand = handRow(request);
    const mark = win.agrees ? t("log.agrees") : t("log.differs", { why: win.why ?? "" });
    const link = { ...request, rules: typeof request.rules === "string" ? request.rules : request.rules.base };
    return el("div", { class: "log-row", "data-testid": "log-win", "data-agrees": win.agrees ? "1" : "0" },
      el("p", { class: "log-where" }, `${where} · ${who}`), hand,
      el("p", {}, t("log.recorded", { value: valueText(win.recorded) })),
      el("p", {}, t("log.ours", { value: valueText(win.ours) })),
      el("p", { class: win.agrees ? "log-agrees" : "log-differs" }, mark),
      el("a", { href: `./${requestQuery(link)}` }, t("log.open")));
  }
}
