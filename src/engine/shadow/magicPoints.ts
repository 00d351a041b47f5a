/**
 * Magic Points (shadow.magic-points, shadow.costs): what each act costs, paying for it, the
 * Gain Phase gain and the cap at the end of a turn.
 */
import { staticOf } from '../zones.js';
import type { Tx } from '../tx.js';
import type { Action, DuelState, PlayerId } from '../types.js';
import { activeMage, updateMage } from './state.js';

/** Is this activation the card's own (from the hand or Set), as opposed to an effect of a face-up card? */
export function activatesTheCard(state: DuelState, card: number): boolean {
  const c = state.cards[card];
  if (!c) return false;
  return c.location === 'hand' || ((c.location === 'spellTrap' || c.location === 'field') && !c.faceUp);
}

/** The MP an action costs its player in a shadow duel (0 for everything but Summons, Sets and casting). */
export function mpCost(state: DuelState, action: Action): number {
  const rules = state.format.shadow;
  if (!rules) return 0;
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
      return rules.mpCost.summon;
    case 'special-summon':
      return rules.mpCost.specialSummon;
    case 'activate': {
      if (!activatesTheCard(state, action.card)) return 0;
      const kind = staticOf(state, state.cards[action.card]!).kind;
      return kind === 'spell' ? rules.mpCost.spell : kind === 'trap' ? rules.mpCost.trap : 0;
    }
    default:
      return 0;
  }
}

/** Pays an action's MP before it is performed (the check already made sure there is enough). */
export function payForAction(tx: Tx, action: Action): void {
  const mustUse = tx.s.shadow?.mustUse ?? null;
  if (mustUse !== null && 'card' in action && action.card === mustUse) tx.s.shadow = { ...tx.s.shadow!, mustUse: null };
  const cost = mpCost(tx.s, action);
  if (cost > 0) changeMp(tx, action.player, -cost, 'spent');
}

export function changeMp(tx: Tx, side: PlayerId, change: number, reason: 'gain' | 'spent' | 'lost'): void {
  const shadow = tx.s.shadow;
  const mage = activeMage(tx.s, side);
  if (!shadow || !mage || change === 0) return;
  const mp = Math.max(0, mage.mp + change);
  updateMage(tx, shadow.active[side], { mp });
  tx.emit({ type: 'magic-points', player: side, mage: mage.mage.name, mp, change: mp - mage.mp, reason });
}

/** Gain Phase: 5 MP on the mage's first turn of combat, 1 on each later one. */
export function gainMagicPoints(tx: Tx, side: PlayerId): void {
  const rules = tx.s.format.shadow;
  const mage = activeMage(tx.s, side);
  if (!rules || !mage || !tx.s.shadow) return;
  const gain = mage.turnsTaken === 0 ? rules.firstTurnMp : rules.mpPerTurn;
  updateMage(tx, tx.s.shadow.active[side], { turnsTaken: mage.turnsTaken + 1 });
  changeMp(tx, side, gain, 'gain');
}

/** End of Turn: MP above the cap are lost. */
export function capMagicPoints(tx: Tx, side: PlayerId): void {
  const rules = tx.s.format.shadow;
  const mage = activeMage(tx.s, side);
  if (!rules || !mage || mage.mp <= rules.mpKeptAtEndOfTurn) return;
  changeMp(tx, side, rules.mpKeptAtEndOfTurn - mage.mp, 'lost');
}
