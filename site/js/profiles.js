/**
 * The rule profiles the page offers (shared/rules.md), in the selector's order, each with a
 * one-line summary of the options where the profiles differ. Pure data; no DOM.
 */

export const DEFAULT_RULES = "ema2025";

/** {id, name, redFives, summary}: `redFives` is true when red fives count (and are offered). */
export const PROFILES = [
  {
    id: "ema2025", name: "EMA 2025", redFives: false,
    summary: "Double-wind pair 2 fu; kiriage mangan; red fives are plain fives; 13+ han is sanbaiman; "
      + "one yakuman at most, none double; renhou 5 han alone.",
  },
  {
    id: "wrc2025", name: "WRC 2025", redFives: false,
    summary: "Double-wind pair 2 fu; kiriage mangan; red fives are plain fives; 13+ han is sanbaiman; "
      + "different yakuman add up, none double; renhou 5 han alone.",
  },
  {
    id: "ema2016", name: "EMA 2016", redFives: false,
    summary: "Double-wind pair 4 fu; no kiriage; red fives are plain fives; 13+ han is sanbaiman; "
      + "one yakuman at most, none double; renhou a mangan.",
  },
  {
    id: "tenhou", name: "Tenhou", redFives: true,
    summary: "Double-wind pair 4 fu; no kiriage; red fives 1 han each; 13+ han is a counted yakuman; "
      + "different yakuman add up, none double; no renhou.",
  },
  {
    id: "mahjongsoul", name: "Mahjong Soul", redFives: true,
    summary: "Double-wind pair 4 fu; kiriage mangan; red fives 1 han each; 13+ han is a counted yakuman; "
      + "yakuman add up, and four count double (kokushi 13-sided, suuankou tanki, junsei chuuren, "
      + "daisuushii); no renhou.",
  },
];

/** The profile with this id, or undefined. */
export const profile = (id) => PROFILES.find((p) => p.id === id);

/** The profile id of the state's rules: the id itself, or an override object's base. */
export const baseRules = (rules) => (rules && typeof rules === "object" ? rules.base ?? DEFAULT_RULES : rules);

/** The player's name for a profile id ("EMA 2025"); an unknown id is shown as it is. */
export const profileName = (id) => profile(id)?.name ?? id;
