/**
 * "Cannot be Normal Summoned or Set; Special Summoned from your hand by <paying with monsters
 * you control>": Tributing them (Red-Eyes Darkness Dragon: 1 "Red-Eyes B. Dragon") or removing
 * face-up ones from play (Vampire Genesis: 1 face-up "Vampire Lord"). One shape for both: a card
 * declares its costs, the procedure lists every way to pay them from the field. The Special
 * Summon is proper, so effects may later revive the monster.
 */
import type { CardScript, CardStatic, DuelState, PlayerId, ProcedureCosts, SummonProcedure } from './engine.js';
import { oneCardPerCost } from './banishSummon.js';

/** One monster a procedure takes: words for it and which monsters qualify. */
export interface FieldCost {
  what: string;
  fits(f: CardStatic): boolean;
}

/** A "pay with monsters you control" procedure and the declaration its cards use. */
function fieldCostProcedure(spec: { id: string; describe: string; faceUpOnly: boolean; pay(costs: ProcedureCosts, ids: readonly number[]): void }) {
  const byPasscode = new Map<number, readonly FieldCost[]>();
  const pool = (state: DuelState, player: PlayerId): number[] =>
    state.players[player].monsters.filter((id): id is number => id !== null && (!spec.faceUpOnly || state.cards[id]!.faceUp));
  const procedure: SummonProcedure = {
    id: spec.id,
    describe: spec.describe,
    from: ['hand'],
    appliesTo: (card) => byPasscode.has(card.passcode),
    choices: (state, player, card) => {
      const costs = byPasscode.get(state.cards[card]!.passcode);
      return costs ? oneCardPerCost(state, pool(state, player), costs) : [];
    },
    pay: (costs, _player, _card, choice) => spec.pay(costs, choice),
  };
  /** The script part of such a monster: it can only be Special Summoned, by paying `costs`. */
  const monster = (passcode: number, costs: readonly FieldCost[]): Pick<CardScript, 'passcode' | 'specialSummonOnly'> => {
    byPasscode.set(passcode, costs);
    return { passcode, specialSummonOnly: true };
  };
  return { procedure, monster };
}

/** Tributes (a face-down monster too: it must still fit). */
const tributing = fieldCostProcedure({ id: 'tribute-named', describe: 'by Tributing monsters you control', faceUpOnly: false, pay: (c, ids) => c.tribute(ids) });
/** Face-up monsters removed from play. */
const banishing = fieldCostProcedure({ id: 'banish-field', describe: 'by removing from play face-up monsters you control', faceUpOnly: true, pay: (c, ids) => c.banish(ids) });

export const TRIBUTE_SUMMON_PROCEDURE = tributing.procedure;
export const FIELD_BANISH_SUMMON_PROCEDURE = banishing.procedure;
export const tributeSummonMonster = tributing.monster;
export const fieldBanishSummonMonster = banishing.monster;

/** The cost "1 <name>" (a monster with exactly that name). */
export const tributeNamed = (name: string): FieldCost => ({ what: `1 "${name}"`, fits: (f) => f.kind === 'monster' && f.name === name });
/** The cost "1 face-up <name>". */
export const fieldBanishNamed = (name: string): FieldCost => ({ what: `1 face-up "${name}"`, fits: (f) => f.kind === 'monster' && f.name === name });
