/**
 * The entry form of the game sheet: what ended the hand, in a few taps. A win (one winner, or
 * several on one discard), who paid (the discarder, or tsumo), the value (han and fu, a
 * yakuman, or a hand sent from the calculator) and a liable seat; an exhaustive draw with who
 * was tenpai; a chombo; an abortive draw. The form only builds the events of docs/api.md
 * ("Game ledger"); the sheet asks the engine what they pay before they are recorded.
 *
 * Hooks: data-testid="game-entry"; data-entry-kind="win|draw|chombo|abort" on the kind
 * buttons; data-winner, data-from ("tsumo" or a seat), data-tenpai, data-chombo-seat (seats);
 * inside each winner's block (data-testid="game-winner", data-seat-of="<seat>"):
 * data-value-kind="hanfu|yakuman|hand", data-han-pick, data-fu-pick, data-yakuman-pick,
 * data-liable ("none" or a seat).
 */
import { el } from "../dom.js";
import { LIMIT_HAN, SHEET_FU, SHEET_HAN, SHEET_YAKUMAN, USUAL_FU } from "../engine-data.js";
import { t } from "../i18n.js";
import { yakumanName } from "../ui/result.js";

const KINDS = ["win", "draw", "chombo", "abort"];
// The values offered, from the engine (js/engine-data.js): han 1 to 13, fu 20 to 110, yakuman 1 to 4
// (named as the engine names a count: Yakuman, Double yakuman ... / 役満, ダブル役満 ...).
const HANS = SHEET_HAN;
const FUS = SHEET_FU;
const YAKUMAN = SHEET_YAKUMAN;
/** Han from which fu no longer change the value (mangan and up): the fu choice is hidden. */
const NO_FU_FROM = LIMIT_HAN.mangan;
/** The fu picked before the user picks one: the usual 30 fu. */
const FIRST_FU = USUAL_FU[0];

/** A new, empty entry. */
export const emptyEntry = () => ({ kind: "win", winners: [], from: null, tenpai: [], chombo: null });

/** A winner's value before one is picked: han and fu, no han picked yet (the usual fu). */
const newWinner = (seat) => ({ seat, value: { kind: "hanfu", han: null, fu: FIRST_FU }, liable: null });

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

/** What names a button across redraws: its data-* attributes and the winner block it is in. */
const focusKey = (node) => [node.closest("[data-seat-of]")?.dataset.seatOf ?? "",
  ...Object.entries(node.dataset).map(([k, v]) => `${k}=${v}`)].join("|");

/**
 * Redraw `root` with `draw()`, keeping the keyboard focus: on the button that stands where the
 * focused one stood, or on `fallback` when that button is gone.
 */
export function keepingFocus(root, draw, fallback) {
  const active = document.activeElement;
  const key = active && root.contains(active) && active !== root ? focusKey(active) : null;
  draw();
  if (key === null) return;
  const same = [...root.querySelectorAll("button, input")].find((node) => focusKey(node) === key);
  (same ?? fallback).focus();
}

/** A row of toggle buttons with a visible label; `pressed(value)` and `pick(value)` per button. */
function choiceRow(label, values, { attr, name, pressed, pick, disabled = () => false }) {
  const buttons = values.map((value) => el("button", {
    type: "button", class: "chip", "aria-pressed": String(pressed(value)), disabled: disabled(value),
    dataset: { [attr]: String(value) }, on: { click: () => pick(value) },
  }, name(value)));
  const id = `game-label-${attr}-${Math.random().toString(36).slice(2, 8)}`;
  return el("div", { class: "game-field" }, el("span", { class: "game-field-label", id }, label),
    el("div", { class: "game-choices", role: "group", "aria-labelledby": id }, buttons));
}

export class EntryForm {
  /**
   * @param {{onChange: (entry) => void}} handlers onChange: the entry was edited (ask the engine
   *   what it pays)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.entry = emptyEntry();
    this.players = [];
    this.seats = [];
    this.gameRules = {};
    this.heading = el("h2", { id: "game-entry-title", tabindex: "-1" });
    this.kinds = el("div", { class: "segmented game-kinds", role: "group" });
    this.body = el("div", { class: "game-entry-body" });
    this.container = el("section", { class: "card game-entry", "data-testid": "game-entry",
      "aria-labelledby": "game-entry-title" }, this.heading, this.kinds, this.body);
  }

  /** Start again from an empty entry. */
  reset() {
    this.entry = emptyEntry();
    this.changed();
  }

  /**
   * A hand sent from the calculator: a win with that hand as its value, tsumo when it says so;
   * `yaku`: the ids of its yaku (the engine's score), which say whether liability may apply.
   */
  useHand(hand, { tsumo, winner, yaku = [] }) {
    const seat = winner ?? 0;
    this.entry = { ...emptyEntry(), kind: "win", from: tsumo ? "tsumo" : null,
      winners: [{ seat, value: { kind: "hand", hand, yaku }, liable: null }] };
    this.changed();
  }

  edit(change) {
    change(this.entry);
    this.changed();
  }

  changed() {
    this.render();
    this.handlers.onChange(this.entry);
  }

  /**
   * @param {{players: string[], seats: number[], gameRules: object}} view the seats' names, the
   *   game's seats (js/game/record.js seatsOf: three with three players), and the game rules of
   *   the game's profile (js/engine-data.js: `abortive_draws` says whether the form offers them)
   */
  update({ players, seats, gameRules }) {
    this.players = players;
    this.seats = seats;
    this.gameRules = gameRules ?? {};
    if (this.entry.kind === "abort" && !this.gameRules.abortive_draws) this.entry = emptyEntry();
    this.render();
  }

  name(seat) {
    return this.players[seat] || t("game.seat", { n: seat + 1 });
  }

  render() {
    keepingFocus(this.container, () => this.draw(), this.heading);
  }

  draw() {
    const { entry } = this;
    this.heading.textContent = t("game.entry.title");
    this.kinds.setAttribute("aria-label", t("game.entry.title"));
    const kinds = KINDS.filter((kind) => kind !== "abort" || this.gameRules.abortive_draws);
    this.kinds.replaceChildren(...kinds.map((kind) => el("button", {
      type: "button", class: "seg", "aria-pressed": String(entry.kind === kind), dataset: { entryKind: kind },
      on: { click: () => this.edit((e) => { Object.assign(e, { ...emptyEntry(), kind }); }) },
    }, t(`game.kind.${kind}`))));
    const parts = { win: () => this.winParts(), draw: () => this.drawParts(), chombo: () => this.chomboParts(),
      abort: () => [el("p", { class: "hint" }, t("game.abort.hint"))] };
    this.body.replaceChildren(...parts[entry.kind]());
  }

  winParts() {
    const { entry } = this;
    const isWinner = (seat) => entry.winners.some((w) => w.seat === seat);
    const pickWinner = (seat) => this.edit((e) => {
      if (isWinner(seat)) e.winners = e.winners.filter((w) => w.seat !== seat);
      else if (e.from === null || e.from === "tsumo") e.winners = [e.winners.find((w) => w.value.kind === "hand") ?? newWinner(seat)].map((w) => ({ ...w, seat }));
      else e.winners = [...e.winners, newWinner(seat)].sort((a, b) => a.seat - b.seat);
      if (e.from === seat) e.from = null;
    });
    const pickFrom = (from) => this.edit((e) => {
      e.from = e.from === from ? null : from;
      if (from === "tsumo") e.winners = e.winners.slice(0, 1);
    });
    const rows = [
      choiceRow(t("game.entry.winner"), this.seats, { attr: "winner", name: (s) => this.name(s), pressed: isWinner, pick: pickWinner }),
      choiceRow(t("game.entry.from"), ["tsumo", ...this.seats], {
        attr: "from", name: (f) => (f === "tsumo" ? t("game.entry.tsumo") : this.name(f)),
        pressed: (f) => entry.from === f, pick: pickFrom, disabled: (f) => f !== "tsumo" && isWinner(f),
      }),
    ];
    if (!entry.winners.length) rows.push(el("p", { class: "hint" }, t("game.entry.pick_winner")));
    else if (entry.from === null) rows.push(el("p", { class: "hint" }, t("game.entry.pick_from")));
    else if (entry.from !== "tsumo" && entry.winners.length === 1) rows.push(el("p", { class: "hint" }, t("game.entry.more_winners")));
    return [...rows, ...entry.winners.map((w, i) => this.winnerBlock(w, i))];
  }

  /** One winner's value and liability. */
  winnerBlock(winner, index) {
    const set = (change) => this.edit((e) => change(e.winners[index]));
    const { value } = winner;
    const kinds = ["hanfu", "yakuman", ...(value.kind === "hand" ? ["hand"] : [])];
    const title = t("game.entry.value_of", { name: this.name(winner.seat) });
    const parts = [
      el("h3", { class: "game-winner-title" }, title),
      el("div", { class: "segmented", role: "group", "aria-label": title }, kinds.map((kind) => el("button", {
        type: "button", class: "seg", "aria-pressed": String(value.kind === kind), dataset: { valueKind: kind },
        on: { click: () => set((w) => {
          if (w.value.kind === kind) return;
          w.value = kind === "hanfu" ? { kind, han: null, fu: FIRST_FU } : { kind, yakuman: YAKUMAN[0] };
          if (!this.mayBeLiable(w.value)) w.liable = null; // the liability row goes with it
        }) },
      }, t(`game.value.${kind}`)))),
    ];
    if (value.kind === "hanfu") {
      parts.push(choiceRow(t("game.entry.han"), HANS, { attr: "hanPick", name: String,
        pressed: (h) => value.han === h, pick: (h) => set((w) => { w.value.han = h; }) }));
      if (!value.han || value.han < NO_FU_FROM) {
        parts.push(choiceRow(t("game.entry.fu"), FUS, { attr: "fuPick", name: String,
          pressed: (f) => value.fu === f, pick: (f) => set((w) => { w.value.fu = f; }) }));
      }
    } else if (value.kind === "yakuman") {
      parts.push(choiceRow(t("game.entry.yakuman"), YAKUMAN, { attr: "yakumanPick", name: yakumanName,
        pressed: (n) => value.yakuman === n, pick: (n) => set((w) => { w.value.yakuman = n; }) }));
    } else {
      parts.push(el("p", { class: "game-hand", "data-testid": "game-hand" }, t("game.value.from_calculator"), " ",
        el("code", {}, value.hand.hand)));
    }
    if (this.mayBeLiable(value)) {
      const others = this.seats.filter((s) => s !== winner.seat);
      parts.push(choiceRow(t("game.entry.liable"), ["none", ...others], {
        attr: "liable", name: (s) => (s === "none" ? t("game.entry.no_one") : this.name(s)),
        pressed: (s) => (s === "none" ? winner.liable === null : winner.liable === s),
        pick: (s) => set((w) => { w.liable = s === "none" ? null : s; }),
      }));
    }
    return el("div", { class: "game-winner", "data-testid": "game-winner", dataset: { seatOf: String(winner.seat) } }, parts);
  }

  /**
   * Whether a win of this value may have a liable seat (pao): a yakuman that the game's rules
   * make someone liable for (`liability`, from the engine's profile data): a hand from the
   * calculator holding one of them, or a yakuman given by its count (which names none), where
   * the rules have liability at all.
   */
  mayBeLiable(value) {
    const liability = this.gameRules.liability ?? [];
    if (value.kind === "yakuman") return liability.length > 0;
    if (value.kind === "hand") return (value.yaku ?? []).some((id) => liability.includes(id));
    return false;
  }

  drawParts() {
    const { entry } = this;
    return [choiceRow(t("game.entry.tenpai"), this.seats, { attr: "tenpai", name: (s) => this.name(s),
      pressed: (s) => entry.tenpai.includes(s),
      pick: (s) => this.edit((e) => { e.tenpai = e.tenpai.includes(s) ? e.tenpai.filter((x) => x !== s) : [...e.tenpai, s]; }) }),
    el("p", { class: "hint" }, t("game.draw.hint"))];
  }

  chomboParts() {
    return [choiceRow(t("game.entry.chombo_by"), this.seats, { attr: "chomboSeat", name: (s) => this.name(s),
      pressed: (s) => this.entry.chombo === s, pick: (s) => this.edit((e) => { e.chombo = e.chombo === s ? null : s; }) })];
  }
}
