/** A starting mage for the campaign tests (the sheet's shape; scores as a new mage might have them). */
import { defaultCards } from '../../src/cards/catalog.js';
import type { ShadowOutcome } from '../../src/engine/shadow/types.js';
import type { Mage } from '../../src/shadow/sheet.js';
import { mage } from './mageFixture.js';

export const { db } = defaultCards();
export const pc = (name: string): number => db.byName(name)!.passcode;

export function startingMage(): Mage {
  const deck = ['Celtic Guardian', 'Celtic Guardian', 'Beaver Warrior', 'Feral Imp', 'Mystical Elf', 'Umi', 'Dian Keto the Cure Master', 'Trap Hole'].map(pc);
  return mage({ name: 'Nefer', library: [...deck], deckOfMagic: [...deck] });
}

/** A finished combat's outcome, as combatOutcome reports it. */
export function outcome(winner: 0 | 1 | null, mine: { lp: number; graveyard?: number[]; beyond?: number[] }): ShadowOutcome {
  return {
    over: true,
    winner,
    winners: winner === 0 ? ['Nefer'] : winner === 1 ? ['NPC'] : [],
    mages: [
      { name: 'Nefer', side: 0, lp: mine.lp, conscious: mine.lp > 0, graveyard: mine.graveyard ?? [], beyond: mine.beyond ?? [], returnedToDeck: [] },
      { name: 'NPC', side: 1, lp: winner === 1 ? 1000 : 0, conscious: winner === 1, graveyard: [], beyond: [], returnedToDeck: [] },
    ],
  };
}
