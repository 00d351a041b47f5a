/**
 * A mage's character sheet as the page draws it: scores, level and XP, Star Level, LP
 * figures, the Magic Point rules of combat that apply to this mage, the Library with its
 * limit, the Deck of Magic and Extra Magic (built and still ready), the Graveyard and the
 * Beyond, Half Rests left today. Every figure comes from the sheet's own formulas or the
 * `shadow-games` format's data; card lists are names, one per copy.
 */
import type { CardDb } from '../cards/cardDb.js';
import { magicPointRules } from '../shadow/magicPointRules.js';
import { PATHS } from '../shadow/paths.js';
import { HALF_RESTS_PER_DAY } from '../shadow/rests.js';
import {
  availableMagic, DECK_OF_MAGIC_MAX, extraMagicLimit, halfRestReturns, isUnconscious, libraryLimit, lpCap, lpRegen, normalLp,
  type Mage,
} from '../shadow/sheet.js';
import { MAX_LEVEL, totalXpForLevel } from '../shadow/xp.js';

const namesOf = (db: CardDb, codes: readonly number[]): string[] => codes.map((c) => db.byPasscode(c)?.name ?? `#${c}`);

export function mageSheetView(m: Mage, db: CardDb) {
  const ready = availableMagic(m);
  return {
    name: m.name,
    level: m.level,
    xp: m.xp,
    nextLevelXp: m.level >= MAX_LEVEL ? null : totalXpForLevel(m.level + 1),
    starLevel: m.starLevel,
    body: m.body,
    mind: m.mind,
    power: m.power,
    paths: m.paths.map((p) => PATHS[p as keyof typeof PATHS]?.name ?? p),
    unspentScorePoints: m.unspentScorePoints,
    unspentPathRanks: m.unspentPathRanks,
    lp: m.lp,
    normalLp: normalLp(m),
    lpCap: lpCap(m),
    lpRegen: lpRegen(m),
    unconscious: isUnconscious(m),
    magicPoints: magicPointRules(m),
    halfRestsToday: m.halfRestsToday,
    halfRestsLeft: HALF_RESTS_PER_DAY - m.halfRestsToday,
    halfRestReturns: halfRestReturns(m),
    library: { limit: libraryLimit(m), cards: namesOf(db, m.library) },
    deckOfMagic: { max: DECK_OF_MAGIC_MAX, built: m.deckOfMagic.length, ready: namesOf(db, ready.main) },
    extraMagic: { limit: extraMagicLimit(m), built: m.extraMagic.length, ready: namesOf(db, ready.extra) },
    graveyard: namesOf(db, m.graveyard),
    beyond: namesOf(db, m.beyond),
  };
}
export type MageSheetView = ReturnType<typeof mageSheetView>;
