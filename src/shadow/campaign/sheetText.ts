/**
 * The character sheet as lines of text (the terminal's `sheet` command; the page draws its
 * own from the same figures). Every number comes from the sheet's own formulas.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { availableMagic, extraMagicLimit, libraryLimit, lpCap, lpRegen, normalLp, type Mage } from '../sheet.js';
import { MAX_LEVEL, totalXpForLevel } from '../xp.js';

/** "Celtic Guardian x2, Trap Hole" for a list of passcodes. */
export function namesOf(codes: readonly number[], db: CardDb): string {
  const counts = new Map<string, number>();
  for (const code of codes) {
    const name = db.byPasscode(code)?.name ?? `#${code}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', ') || 'none';
}

export function sheetLines(m: Mage, db: CardDb): string[] {
  const next = m.level < MAX_LEVEL ? `, level ${m.level + 1} at ${totalXpForLevel(m.level + 1)} XP` : '';
  const { main, extra } = availableMagic(m);
  const state = m.lp <= 0 ? ' (unconscious)' : '';
  return [
    `${m.name}: level ${m.level}, ${m.xp} XP${next}; Star Level ${m.starLevel}`,
    `Body ${m.body}, Mind ${m.mind}, Power ${m.power}; paths: ${m.paths.join(', ') || 'none'}`,
    `LP ${m.lp}${state} (normal ${normalLp(m)}, cap in combat ${lpCap(m)}, regen ${lpRegen(m)}); Half Rests today ${m.halfRestsToday} of 3`,
    `Library of Knowledge: ${m.library.length} of ${libraryLimit(m)}`,
    `Deck of Magic: ${main.length} ready of ${m.deckOfMagic.length}; Extra Magic: ${extra.length} ready of ${m.extraMagic.length} (room for ${extraMagicLimit(m)})`,
    `Graveyard: ${namesOf(m.graveyard, db)}`,
    `The Beyond: ${namesOf(m.beyond, db)}`,
  ];
}
