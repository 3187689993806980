/**
 * The page's own words for the engine's ids (js/engine-data.js): the catalog keys (js/lang/*.js)
 * of a button label and hint for each condition flag, in the order the buttons show them, and of
 * a name for each meld kind.
 */
import { t } from "../texts.js";

/** Each flag of the request: [key of its button label, key of its hint (null for none)], in the buttons' order. */
export const FLAG_KEYS = {
  riichi: ["flag.riichi", null], double_riichi: ["flag.double_riichi", "flag.double_riichi.hint"],
  ippatsu: ["flag.ippatsu", "flag.ippatsu.hint"], haitei: ["flag.haitei", "flag.haitei.hint"],
  houtei: ["flag.houtei", "flag.houtei.hint"], rinshan: ["flag.rinshan", "flag.rinshan.hint"],
  chankan: ["flag.chankan", "flag.chankan.hint"], tenhou: ["flag.tenhou", "flag.tenhou.hint"],
  chiihou: ["flag.chiihou", "flag.chiihou.hint"], renhou: ["flag.renhou", "flag.renhou.hint"],
};

/** The flags with a button, in the buttons' order. */
export const FLAG_ORDER = Object.keys(FLAG_KEYS);

/** A flag's button label ("Riichi" / "立直"). */
export const flagLabel = (flag) => t(FLAG_KEYS[flag][0]);

/** A flag's hint ("riichi on the first turn"), or null. */
export const flagHint = (flag) => (FLAG_KEYS[flag][1] ? t(FLAG_KEYS[flag][1]) : null);

export const MELD_KEYS = { chi: "meld.chi", pon: "meld.pon", kan: "meld.kan", ankan: "meld.ankan" };

/** Each meld kind, as the hand and the reading name it ("Concealed kan" / "暗槓"), or undefined. */
export const meldLabel = (kind) => (MELD_KEYS[kind] ? t(MELD_KEYS[kind]) : undefined);
