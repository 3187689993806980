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
import { t } from "../i18n.js";
import { yakumanName } from "../ui/result.js";
import {
  FUS, HANS, YAKUMAN, asksFu, emptyEntry, handEntry, isWinner, kindsOffered, liableChoices, pickChombo, pickFrom, pickKind,
  pickTenpai, pickValueKind, pickWinner, winHint,
} from "./entries.js";
import { defaultName } from "./sheet.js";

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

/** `button` was pressed and may now be disabled: then the keyboard focus goes to `next` instead. */
export function keepFocus(button, next) {
  if (document.activeElement === button && !button.disabled) return;
  if (document.activeElement === button || document.activeElement === document.body) next.focus();
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
    this.entry = handEntry(hand, { tsumo, winner, yaku });
    this.changed();
  }

  /** Apply `change` (an edit of js/game/entries.js) to the entry, then draw it and say so. */
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
    return this.players[seat] || defaultName(seat);
  }

  render() {
    keepingFocus(this.container, () => this.draw(), this.heading);
  }

  draw() {
    const { entry } = this;
    this.heading.textContent = t("game.entry.title");
    this.kinds.setAttribute("aria-label", t("game.entry.title"));
    this.kinds.replaceChildren(...kindsOffered(this.gameRules).map((kind) => el("button", {
      type: "button", class: "seg", "aria-pressed": String(entry.kind === kind), dataset: { entryKind: kind },
      on: { click: () => this.edit((e) => pickKind(e, kind)) },
    }, t(`game.kind.${kind}`))));
    const parts = { win: () => this.winParts(), draw: () => this.drawParts(), chombo: () => this.chomboParts(),
      abort: () => [el("p", { class: "hint" }, t("game.abort.hint"))] };
    this.body.replaceChildren(...parts[entry.kind]());
  }

  winParts() {
    const { entry } = this;
    const hint = winHint(entry);
    return [
      choiceRow(t("game.entry.winner"), this.seats, { attr: "winner", name: (s) => this.name(s),
        pressed: (s) => isWinner(entry, s), pick: (s) => this.edit((e) => pickWinner(e, s)) }),
      choiceRow(t("game.entry.from"), ["tsumo", ...this.seats], {
        attr: "from", name: (f) => (f === "tsumo" ? t("game.entry.tsumo") : this.name(f)),
        pressed: (f) => entry.from === f, pick: (f) => this.edit((e) => pickFrom(e, f)),
        disabled: (f) => f !== "tsumo" && isWinner(entry, f),
      }),
      ...(hint ? [el("p", { class: "hint" }, t(hint))] : []),
      ...entry.winners.map((w, i) => this.winnerBlock(w, i)),
    ];
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
        on: { click: () => set((w) => pickValueKind(w, kind, this.gameRules)) },
      }, t(`game.value.${kind}`)))),
    ];
    if (value.kind === "hanfu") {
      parts.push(choiceRow(t("game.entry.han"), HANS, { attr: "hanPick", name: String,
        pressed: (h) => value.han === h, pick: (h) => set((w) => { w.value.han = h; }) }));
      if (asksFu(value)) {
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
    const liable = liableChoices(winner, this.seats, this.gameRules);
    if (liable.length) {
      parts.push(choiceRow(t("game.entry.liable"), liable, {
        attr: "liable", name: (s) => (s === "none" ? t("game.entry.no_one") : this.name(s)),
        pressed: (s) => (s === "none" ? winner.liable === null : winner.liable === s),
        pick: (s) => set((w) => { w.liable = s === "none" ? null : s; }),
      }));
    }
    return el("div", { class: "game-winner", "data-testid": "game-winner", dataset: { seatOf: String(winner.seat) } }, parts);
  }

  drawParts() {
    return [choiceRow(t("game.entry.tenpai"), this.seats, { attr: "tenpai", name: (s) => this.name(s),
      pressed: (s) => this.entry.tenpai.includes(s), pick: (s) => this.edit((e) => pickTenpai(e, s)) }),
    el("p", { class: "hint" }, t("game.draw.hint"))];
  }

  chomboParts() {
    return [choiceRow(t("game.entry.chombo_by"), this.seats, { attr: "chomboSeat", name: (s) => this.name(s),
      pressed: (s) => this.entry.chombo === s, pick: (s) => this.edit((e) => pickChombo(e, s)) })];
  }
}
