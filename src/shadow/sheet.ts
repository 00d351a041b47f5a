/**
 * The mage's character sheet (seed 001, "Life Points", "Library of Knowledge", "Combat",
 * "Extra Magic") and the figures every other rule reads from it. Pure: no I/O, no clock.
 *
 * The built Deck of Magic and Extra Magic are kept whole; what combat spends is listed in
 * `graveyard` and `beyond` (a multiset of passcodes drawn from those two piles), so what a
 * mage can bring to the next duel is "built minus spent" and a Full Rest only has to empty
 * the spent lists.
 */
import type { ShadowCombatant } from './combatant.js';

export type { ShadowCombatant } from './combatant.js';

/** The three scores 001 names. */
export type ScoreName = 'body' | 'mind' | 'power';

export interface Mage {
  name: string;
  body: number;
  mind: number;
  power: number;
  level: number;
  xp: number;
  starLevel: number;
  /** Training paths taken (ids of `src/shadow/paths.ts`), in the order they were chosen. */
  paths: string[];
  /** Score points won by levelling and not yet spent. */
  unspentScorePoints: number;
  /** Current Life Points; 0 means unconscious until healed or rested. */
  lp: number;
  /** Passcodes memorised (the Library of Knowledge), one entry per copy. */
  library: number[];
  /** The built Deck of Magic (main pile), at most 40. */
  deckOfMagic: number[];
  /** The built Extra Magic (Fusion and Ritual Monsters), at most Body + Mind. */
  extraMagic: number[];
  /** Spent Magic in the Graveyard, oldest first. */
  graveyard: number[];
  /** Spent Magic in the Beyond, oldest first. */
  beyond: number[];
  /** Passcodes in the Library that carry the Divine tag. */
  divine: number[];
  /** Half Rests taken since the last Full Rest (001 allows three a day; a Full Rest starts a new day). */
  halfRestsToday: number;
}

/** Normal Life Points: 1,000 x Body + 1,000. */
export function normalLp(m: Pick<Mage, 'body'>): number {
  return 1000 * m.body + 1000;
}

/** Life Point cap during combat: 1,000 x (Body + Mind) + 2,000. */
export function lpCap(m: Pick<Mage, 'body' | 'mind'>): number {
  return 1000 * (m.body + m.mind) + 2000;
}

/** Life Point Regen, what a Half Rest restores: 100 x (Body + Mind) + 100. */
export function lpRegen(m: Pick<Mage, 'body' | 'mind'>): number {
  return 100 * (m.body + m.mind) + 100;
}

/** How many Magic the Library of Knowledge may hold: 10 x Mind + 40. */
export function libraryLimit(m: Pick<Mage, 'mind'>): number {
  return 10 * m.mind + 40;
}

/** Monsters a mage may control in combat: 1 + floor(Mind / 2). */
export function maxMonsters(m: Pick<Mage, 'mind'>): number {
  return 1 + Math.floor(m.mind / 2);
}

/** Continuous Spells and Traps a mage may have in play: ceil(Mind / 2). */
export function maxContinuous(m: Pick<Mage, 'mind'>): number {
  return Math.ceil(m.mind / 2);
}

/** Size of Extra Magic: Body + Mind. */
export function extraMagicLimit(m: Pick<Mage, 'body' | 'mind'>): number {
  return m.body + m.mind;
}

/** Cards a Half Rest may bring back from the Graveyard: Power + Mind. */
export function halfRestReturns(m: Pick<Mage, 'power' | 'mind'>): number {
  return m.power + m.mind;
}

export const DECK_OF_MAGIC_MAX = 40;

export function isUnconscious(m: Pick<Mage, 'lp'>): boolean {
  return m.lp <= 0;
}

/** `pile` minus one copy of each entry of `spent` that it holds; the rest of `spent` is returned too. */
function withoutSpent(pile: readonly number[], spent: number[]): number[] {
  const left: number[] = [];
  for (const code of pile) {
    const at = spent.indexOf(code);
    if (at >= 0) spent.splice(at, 1);
    else left.push(code);
  }
  return left;
}

/** What the mage can bring to a duel now: the built piles minus the Graveyard and the Beyond. */
export function availableMagic(m: Mage): { main: number[]; extra: number[] } {
  const spent = [...m.graveyard, ...m.beyond];
  const main = withoutSpent(m.deckOfMagic, spent);
  const extra = withoutSpent(m.extraMagic, spent);
  return { main, extra };
}

/** The mage as the engine's shadow duel config wants it (current LP, not refilled). */
export function toCombatant(m: Mage): ShadowCombatant {
  const { main, extra } = availableMagic(m);
  const inPlay = new Set([...main, ...extra]);
  const divine = [...new Set(m.divine)].filter((code) => inPlay.has(code));
  const combatant: ShadowCombatant = {
    name: m.name,
    mind: m.mind,
    body: m.body,
    power: m.power,
    starLevel: m.starLevel,
    lp: Math.min(m.lp, lpCap(m)),
    lpCap: lpCap(m),
    library: [...m.library],
    normalLp: normalLp(m),
  };
  if (divine.length > 0) combatant.divine = divine;
  return combatant;
}
