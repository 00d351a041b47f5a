/** Armor Exe (7180418): cannot attack the turn it is Normal, Flip or Special Summoned; in each of its controller's Standby Phases they remove 1 Spell Counter from their field or it is destroyed. */
import { type CardScript, type DuelState, hasEffect, SPELL_COUNTER } from '../facade.js';

/** Normal (Tribute) or Special Summoned this turn, or Flip Summoned (turned face-up this turn by its controller's Flip Summon). */
function summonedThisTurn(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  if (card.arrivedTurn === state.turn && (card.arrival === 'normal' || card.arrival === 'tribute' || card.arrival === 'special')) return true;
  return card.arrival === 'flip' && state.turnRecord.positionChanged.includes(id) && hasEffect(state, undefined, { card: id }, 'flipped-this-turn');
}

export const armorExe: CardScript = {
  passcode: 7180418,
  remembersFlips: true,
  continuous: [
    { code: 'cannot-attack', affects: (state, source, t) => 'card' in t && t.card === source && summonedThisTurn(state, source) },
    // The 'standby-maintenance' code: asked as its controller's Standby Phase opens, not a Chain Link.
    { code: 'standby-maintenance', value: () => ({ counter: SPELL_COUNTER }) },
  ],
};
