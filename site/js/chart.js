/**
 * The score chart, ?view=chart: the payment table of the rules in the link, as the engine gives
 * it (tenbou.chart, docs/api.md "Chart"): 1-4 han by 20-110 fu and 25 fu, for a non-dealer and
 * the dealer, by ron and by tsumo, then the limits, with the link's honba (and riichi sticks)
 * added. The rules and honba can be changed here (the address follows, so it stays a link);
 * "Back to the calculator" keeps the rest of the link (the hand). Printable (style.css, @media
 * print); on a phone no table is wider than the screen (js/chart-tables.js). The tables of a profile
 * without honba or sticks are drawn at once from the page data, the others when the engine answers.
 * Hooks: data-testid="chart" (the view), "chart-cell" (data-han, data-fu, data-dealer 0/1,
 * data-win ron/tsumo, holding the payment as shown: "7,700", "1,300-2,600", "2,600 all"),
 * "chart-limit" (data-limit, data-yakuman, data-dealer, data-win), "chart-back", "chart-honba".
 */
import { KINDS, LIMIT_TABLES, builtChart, captionKey, hanGroups, kindKey, noteKey } from "./chart-tables.js";
import { el } from "./dom.js";
import { language, t } from "./i18n.js";
import { loadRules } from "./prefs.js";
import { PROFILES, baseRules, profile, profileName, ruleOptions, seatMissing } from "./profiles.js";
import { engine } from "./start-engine.js";
import { MAX_COUNTER } from "./state.js";
import { stateFromURL } from "./url.js";
import { EngineStatus, Notices } from "./ui/status.js";
import { limitName } from "./ui/result.js";
import { mountView } from "./ui/view-shell.js";

/** The han a limit row stands for ("5 han", "6-7 han", "13+ han"), or "" for a limit only yakuman reach. */
function limitHan(row) {
  if (row.han_from === null) return ""; // only yakuman reach it: the limit's name says it
  if (row.han_to === row.han_from) return t("chart.han_col", { han: row.han_from });
  if (row.han_to === null) return t("chart.han_more", { from: row.han_from });
  return t("chart.han_range", { from: row.han_from, to: row.han_to });
}

export class ChartPage {
  constructor() {
    const saved = loadRules();
    const { state, notices } = stateFromURL(location.search, profile(baseRules(saved)) ? saved : null);
    this.rules = state.rules;
    this.honba = state.honba;
    this.sticks = state.riichi_sticks;
    this.response = null;
    this.phase = "loading";

    this.status = new EngineStatus();
    this.notices = new Notices(() => this.back.focus());
    this.back = el("a", { class: "chart-back", "data-testid": "chart-back" }, `← ${t("chart.back")}`);
    this.rulesSelect = el("select", { id: "chart-rules", on: { change: () => this.setRules(this.rulesSelect.value) } });
    this.honbaValue = el("output", { class: "counter-value", "data-testid": "chart-honba", "aria-live": "off" });
    this.body = el("div", { class: "chart-body" });
    this.title = el("h2", { id: "chart-title" }, t("chart.title"));
    this.container = el("section", { class: "card chart-view", "data-testid": "chart", "aria-labelledby": "chart-title" },
      this.back,
      el("div", { class: "chart-head" }, this.title,
        el("button", { type: "button", class: "chip chart-print", on: { click: () => window.print() } }, t("chart.print"))),
      el("div", { class: "chart-controls" },
        el("label", { class: "chart-field", for: "chart-rules" }, t("chart.rules")), this.rulesSelect,
        el("span", { class: "counter" }, el("span", { class: "field-label", id: "chart-honba-label" }, t("chart.honba")),
          this.stepButton(-1), this.honbaValue, this.stepButton(+1))),
      this.body);

    mountView(this.container, { status: this.status.container, notices: this.notices.container });
    this.notices.update(notices);

    engine.watch((phase, message) => {
      this.phase = phase;
      this.status.update(phase, engine.start);
      if (phase === "failed") this.body.replaceChildren(el("p", { class: "placeholder failed" }, message ?? ""));
      if (phase === "ready" && !this.response) this.request();
    });
    this.render();
  }

  stepButton(delta) {
    return el("button", { type: "button", class: "step", "aria-describedby": "chart-honba-label",
      "aria-label": t(delta < 0 ? "chart.honba_less" : "chart.honba_more"),
      on: { click: () => this.setHonba(this.honba + delta) } }, delta < 0 ? "−" : "+");
  }

  setRules(id) {
    if (!profile(id)) return;
    this.rules = id;
    this.render();
  }

  setHonba(honba) {
    if (honba < 0 || honba > MAX_COUNTER) return;
    this.honba = honba;
    this.render();
  }

  /** The address (rules and honba kept in the link), the controls, and a new chart. */
  render() {
    const params = new URLSearchParams(location.search);
    params.set("rules", typeof this.rules === "object" ? JSON.stringify(this.rules) : this.rules);
    if (this.honba) params.set("honba", String(this.honba));
    else params.delete("honba");
    const query = `?${params}`;
    if (query !== location.search) history.replaceState(history.state, "", query + location.hash);
    params.delete("view");
    this.back.setAttribute("href", `?${params}`);

    const custom = typeof this.rules === "object";
    const options = PROFILES.map((p) => el("option", { value: p.id, selected: !custom && p.id === this.rules }, profileName(p.id)));
    if (custom) options.unshift(el("option", { value: "", selected: true }, t("chart.custom_rules", { name: profileName(this.rules.base ?? "ema2025") })));
    this.rulesSelect.replaceChildren(...options);
    this.honbaValue.textContent = String(this.honba);
    const built = builtChart(this.rules, this.honba, this.sticks, language());
    if (built) this.show(built);
    else if (this.phase === "ready") this.request();
    else if (this.phase === "loading") this.body.replaceChildren(el("p", { class: "placeholder" }, t("chart.loading")));
  }

  show(r) {
    this.response = r;
    this.body.replaceChildren(...(r.ok ? this.tables(r) : [el("p", { class: "error", "data-testid": "error",
      dataset: { code: r.error.code } }, r.error.message)]));
  }

  request() {
    engine.chart({ rules: this.rules, honba: this.honba, riichi_sticks: this.sticks, lang: language() })
      .then((r) => this.show(r), () => {}); // a newer request replaced it, or the engine failed (its status says so)
  }

  tables(r) {
    const byKind = Object.fromEntries(KINDS.map(([d, w]) => [kindKey(d, w), []]));
    for (const cell of r.cells) byKind[kindKey(cell.dealer, cell.win)].push(cell);
    const note = r.honba ? el("p", { class: "chart-note" }, t("chart.with_honba", { honba: r.honba })) : null;
    // Three players: how a self-draw is paid without the north seat (the option sanma_tsumo).
    const absent = seatMissing(this.rules)
      ? el("p", { class: "chart-note", "data-testid": "chart-sanma" }, t(`chart.sanma.${ruleOptions(this.rules).sanma_tsumo}`)) : null;
    return [
      el("p", { class: "chart-rules-name" }, t("chart.scored_under", { name: r.rules_name })), absent, note,
      el("div", { class: "chart-grid" }, KINDS.flatMap(([dealer, win]) => hanGroups(r.han, win).map((han, part) =>
        this.table(r, dealer, win, han, part, byKind[kindKey(dealer, win)])))),
      el("div", { class: "chart-grid" }, LIMIT_TABLES.map((dealer) => this.limits(r, dealer))),
      el("p", { class: "chart-note" }, t(noteKey(this.rules))),
    ].filter(Boolean);
  }

  /** One kind of win: a row per fu, a column per han of `han` (part `part` of its han). */
  table(r, dealer, win, han, part, cells) {
    const id = `chart-${kindKey(dealer, win)}-${part}`;
    const at = new Map(cells.map((c) => [`${c.han}/${c.fu}`, c]));
    const head = el("tr", {}, el("th", { scope: "col" }, t("chart.fu")),
      han.map((h) => el("th", { scope: "col" }, t("chart.han_col", { han: h }))));
    const rows = r.fu.map((fu) => el("tr", {}, el("th", { scope: "row" }, t("chart.fu_row", { fu })),
      han.map((h) => this.cell(at.get(`${h}/${fu}`)))));
    return el("div", { class: "chart-scroll", role: "region", tabindex: "0", "aria-labelledby": id },
      el("table", { class: "chart-table" }, el("caption", { id }, this.caption(r, dealer, win, han)),
        el("thead", {}, head), el("tbody", {}, rows)));
  }

  /** A table's caption: its kind of win, and its han where the kind's han are split into tables. */
  caption(r, dealer, win, han) {
    const table = t(captionKey(this.rules, dealer, win));
    if (han.length === r.han.length) return table;
    return t("chart.table_han", { table, han: t("chart.han_range", { from: han[0], to: han.at(-1) }) });
  }

  cell(c) {
    if (!c.reachable) {
      return el("td", { class: "blank" }, el("span", { "aria-hidden": "true" }, "—"),
        el("span", { class: "visually-hidden" }, t("chart.blank")));
    }
    return el("td", { class: c.limit ? "capped" : null, "data-testid": "chart-cell",
      dataset: { han: String(c.han), fu: String(c.fu), dealer: c.dealer ? "1" : "0", win: c.win } }, c.shown);
  }

  /** The limits of the dealer's or a non-dealer's win: a row per limit, a column per way of winning. */
  limits(r, dealer) {
    const kinds = KINDS.filter(([d]) => d === dealer);
    const id = `chart-limits-${dealer ? "dealer" : "non_dealer"}`;
    const rows = [];
    for (let i = 0; i < r.limits.length; i += KINDS.length) {
      const group = r.limits.slice(i, i + KINDS.length).filter((c) => c.dealer === dealer);
      const first = group[0];
      rows.push(el("tr", {}, el("th", { scope: "row" }, el("span", { class: "limit-name" }, limitName(first)),
        el("span", { class: "limit-han" }, limitHan(first))),
      group.map((c) => el("td", { "data-testid": "chart-limit",
        dataset: { limit: c.limit, yakuman: String(c.yakuman), dealer: c.dealer ? "1" : "0", win: c.win } }, c.shown))));
    }
    return el("div", { class: "chart-scroll", role: "region", tabindex: "0", "aria-labelledby": id },
      el("table", { class: "chart-table limits-table" }, el("caption", { id }, t(`chart.limits.${dealer ? "dealer" : "non_dealer"}`)),
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("chart.limit")),
          kinds.map(([, w]) => el("th", { scope: "col" }, t(`win.${w}`))))),
        el("tbody", {}, rows)));
  }
}
