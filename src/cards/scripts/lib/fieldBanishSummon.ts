/**
 * "Cannot be Normal Summoned or Set; Special Summoned by removing from play face-up <monsters>
 * you control" (Vampire Genesis: 1 face-up "Vampire Lord"). The field twin of banishSummon.ts:
 * the cost is paid from the monster zones, face-up only, and the Special Summon is proper.
 */
import type { CardScript, CardStatic, DuelState, PlayerId, SummonProcedure } from './engine.js';
import { oneCardPerCost } from './banishSummon.js';

/** One face-up monster the procedure removes from play: words for it and which monsters qualify. */
export interface FieldBanishCost {
  what: string;
  fits(f: CardStatic): boolean;
}

const COSTS = new Map<number, readonly FieldBanishCost[]>();

/** The script part of such a monster: it can only be Special Summoned, by removing `costs` from your field. */
export function fieldBanishSummonMonster(passcode: number, costs: readonly FieldBanishCost[]): Pick<CardScript, 'passcode' | 'specialSummonOnly'> {
  COSTS.set(passcode, costs);
  return { passcode, specialSummonOnly: true };
}

function fieldBanishChoices(state: DuelState, player: PlayerId, costs: readonly FieldBanishCost[]): number[][] {
  const faceUp = state.players[player].monsters.filter((id): id is number => id !== null && state.cards[id]!.faceUp);
  return oneCardPerCost(state, faceUp, costs);
}

export const FIELD_BANISH_SUMMON_PROCEDURE: SummonProcedure = {
  id: 'banish-field',
  describe: 'by removing from play face-up monsters you control',
  from: ['hand'],
  appliesTo: (card) => COSTS.has(card.passcode),
  choices: (state, player, card) => {
    const costs = COSTS.get(state.cards[card]!.passcode);
    return costs ? fieldBanishChoices(state, player, costs) : [];
  },
  pay: (costs, _player, _card, choice) => costs.banish(choice),
};

/** The cost "1 face-up <name>". */
export const fieldBanishNamed = (name: string): FieldBanishCost => ({ what: `1 face-up "${name}"`, fits: (f) => f.kind === 'monster' && f.name === name });
