/**
 * "Cannot be Normal Summoned or Set; Special Summoned from your hand by Tributing <monsters>
 * you control" (Red-Eyes Darkness Dragon: 1 "Red-Eyes B. Dragon"): one procedure for every
 * such card. A card declares its Tributes with `tributeSummonMonster`; the Special Summon is
 * proper, so effects may later revive the monster.
 */
import type { CardScript, CardStatic, DuelState, PlayerId, SummonProcedure } from './engine.js';
import { oneCardPerCost } from './banishSummon.js';

/** One monster the procedure Tributes: words for it and which monsters qualify. */
export interface TributeCost {
  what: string;
  fits(f: CardStatic): boolean;
}

const COSTS = new Map<number, readonly TributeCost[]>();

/** The script part of such a monster: it can only be Special Summoned, by Tributing `costs`. */
export function tributeSummonMonster(passcode: number, costs: readonly TributeCost[]): Pick<CardScript, 'passcode' | 'specialSummonOnly'> {
  COSTS.set(passcode, costs);
  return { passcode, specialSummonOnly: true };
}

/** Every set of distinct monsters `player` controls that pays `costs` (a face-down monster may be Tributed too; it must still fit). */
function tributeChoices(state: DuelState, player: PlayerId, costs: readonly TributeCost[]): number[][] {
  return oneCardPerCost(state, state.players[player].monsters.filter((id): id is number => id !== null), costs);
}

export const TRIBUTE_SUMMON_PROCEDURE: SummonProcedure = {
  id: 'tribute-named',
  describe: 'by Tributing monsters you control',
  from: ['hand'],
  appliesTo: (card) => COSTS.has(card.passcode),
  choices: (state, player, card) => {
    const costs = COSTS.get(state.cards[card]!.passcode);
    return costs ? tributeChoices(state, player, costs) : [];
  },
  pay: (costs, _player, _card, choice) => costs.tribute(choice),
};

/** The cost "1 <name>" (a monster with exactly that name). */
export const tributeNamed = (name: string): TributeCost => ({ what: `1 "${name}"`, fits: (f) => f.kind === 'monster' && f.name === name });
