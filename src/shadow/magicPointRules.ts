/**
 * The Magic Point rules of a shadow duel as a player reads them on the sheet, from the
 * `shadow-games` format's own data, with this mage's limits (Mind, Star Level).
 */
import { SHADOW_GAMES } from '../engine/format.js';
import { maxContinuous, maxMonsters, type Mage } from './sheet.js';

/** The Magic Point rules of a shadow duel, with this mage's own limits. */
export function magicPointRules(m: Mage): string[] {
  const r = SHADOW_GAMES.shadow!;
  return [
    `${r.firstTurnMp} MP at the first turn, +${r.mpPerTurn} each later turn; at most ${r.mpKeptAtEndOfTurn} kept at the end of a turn`,
    `a Summon or Set costs ${r.mpCost.summon} MP, a Special Summon ${r.mpCost.specialSummon}; a Spell ${r.mpCost.spell}, a Trap ${r.mpCost.trap}`,
    `at most ${maxMonsters(m)} monsters and ${maxContinuous(m)} Continuous Spells and Traps controlled (Mind ${m.mind})`,
    `monsters of up to ${m.starLevel} stars (Star Level)`,
    `Heart of the Cards: once a combat, a d${r.heartOfTheCards.die} at or under ${m.mind} (Mind) brings a Library card`,
  ];
}

