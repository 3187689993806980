/**
 * The page's own words for the engine's ids (js/engine-data.js): a button label and hint for
 * each condition flag, in the order the buttons show them, and a name for each meld kind.
 */

/** Each flag of the request: [button label, hint ("" for none)], in the buttons' order. */
export const FLAG_LABELS = {
  riichi: ["Riichi", ""], double_riichi: ["Double riichi", "riichi on the first turn"],
  ippatsu: ["Ippatsu", "won within a turn of riichi"], haitei: ["Haitei", "tsumo on the last tile"],
  houtei: ["Houtei", "ron on the last discard"], rinshan: ["Rinshan", "tsumo on a kan replacement"],
  chankan: ["Chankan", "ron on a tile added to a kan"], tenhou: ["Tenhou", "dealer wins on the first draw"],
  chiihou: ["Chiihou", "non-dealer wins on the first draw"], renhou: ["Renhou", "ron before the first draw"],
};

/** Each meld kind, as the hand and the reading name it. */
export const MELD_LABELS = { chi: "Chi", pon: "Pon", kan: "Kan", ankan: "Concealed kan" };
