/**
 * The Damage Step of 2005 (format field era.damageStep '2005', rule format.goat-damage-step),
 * as EDOPro's GOAT mode plays it (DUEL_6_STEP_BATLLE_STEP, DUEL_SINGLE_CHAIN_IN_DAMAGE_SUBSTEP):
 * five substeps, each a window of its own with at most one Chain in it.
 *   1. Start of the Damage Step (`damage-start`): the target is still face-down; only effects
 *      that trigger now ("at the start of the Damage Step") start a Chain.
 *   2. Before damage calculation (`damage-step`): a face-down target is turned face-up; cards
 *      that change ATK/DEF and Counter Traps.
 *   3. During damage calculation (`damage-calc`): Counter Traps and effects marked for it.
 *   4. After damage calculation (`after-damage`): what the battle set off (battle damage, Flip
 *      effects of an attacked monster). Monsters the battle destroyed are still on the field.
 *   5. End of the Damage Step (`damage-end`): those monsters go to the Graveyard, and what that
 *      sets off ("destroyed by battle and sent to the Graveyard") gets its Chain.
 * Formats without the field keep the 2008 Damage Step of battle.ts.
 */
import { sendBattleVictim } from './banishInstead.js';
import { negateBattleVictims } from './battleVictims.js';
import { setUpAfterBattleDestruction } from './effects/destructionSetUp.js';
import { beginDamageCalculation } from './damageCalculationOnly.js';
import { openWindow } from './flow.js';
import { isMonsterZone } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { DuelState, ResponseWindow } from './types.js';

export function playsDamageStep2005(state: DuelState): boolean {
  return state.format.era?.damageStep === '2005';
}

/** The Damage Step windows that come before damage calculation. */
export function beforeDamageCalculated(kind: ResponseWindow | undefined): boolean {
  return kind === 'damage-start' || kind === 'damage-step' || kind === 'damage-calc';
}

/** The windows of the 2005 Damage Step, where one Chain ends the substep. */
export function isDamageSubstep(kind: ResponseWindow): boolean {
  return beforeDamageCalculated(kind) || kind === 'after-damage' || kind === 'damage-end';
}

/**
 * Whether the queued triggers must wait: the Flip effect of a monster flipped by the attack
 * waits until after damage calculation; in the 2008 Damage Step every trigger waits while the
 * window before damage calculation is open, as before this module existed.
 */
export function triggersHeld(state: DuelState): boolean {
  const kind = state.window?.kind;
  // Shadow Games: an attacked hidden monster's Flip effect comes before damage (shadow.hidden).
  if (!playsDamageStep2005(state)) return kind === 'damage-step' && !state.format.shadow?.flipEffectsBeforeDamage;
  if (!beforeDamageCalculated(kind)) return false;
  return state.triggers.every((t) => t.event.type === 'flip' && t.event.reason === 'attacked');
}

/** Substep 1: the Damage Step begins; "at the start of the Damage Step" effects read the event. */
export function startOfDamageStep2005(tx: Tx): void {
  const battle = tx.s.battle!;
  tx.emit({ type: 'damage-step-start', attacker: battle.attacker, target: battle.target });
  openWindow(tx, 'damage-start', { to: 'before-damage' });
}

/** Substep 3: the window during damage calculation, before the ATK and DEF are compared. */
export function duringDamageCalculation2005(tx: Tx): void {
  tx.s.window = null;
  beginDamageCalculation(tx);
  openWindow(tx, 'damage-calc', { to: 'damage-calculation' });
}

/** Whether damage calculation destroyed `id` and it waits on the field for the end of the 2005 Damage Step. */
export function destroyedByBattle(state: DuelState, id: number): boolean {
  const card = state.cards[id];
  return card !== undefined && (state.battle?.destroyed?.some((d) => d.id === id && d.moves === card.moves) ?? false);
}

/** Damage calculation destroyed `id`: it stays on the field until the end of the Damage Step. */
export function markDestroyedByBattle(tx: Tx, id: number): void {
  const battle = tx.s.battle;
  if (!battle) return;
  tx.s.battle = { ...battle, destroyed: [...(battle.destroyed ?? []), { id, moves: tx.s.cards[id]!.moves }] };
}

/** Substep 5: the monsters the battle destroyed are sent to the Graveyard (those still where they were), then a window. */
export function endOfDamageStep2005(tx: Tx, ctx: EngineContext): void {
  tx.s.window = null;
  const battle = tx.s.battle;
  for (const { id, moves } of battle?.destroyed ?? []) {
    const card = tx.s.cards[id]!;
    if (card.moves !== moves || !isMonsterZone(card.location)) continue;
    const owner = card.owner;
    const from = card.location;
    const wasFaceUp = card.faceUp;
    sendBattleVictim(tx, ctx, id);
    tx.emit({ type: 'destroyed', card: id, by: 'battle', owner, wasFaceUp });
    if (tx.s.cards[id]!.location === 'banished') tx.emit({ type: 'banished', card: id });
    if (tx.s.cards[id]!.location === 'graveyard') {
      tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
      setUpAfterBattleDestruction(tx, ctx, id);
    }
  }
  // Only now are the monsters this battle destroyed in the Graveyard: Dark Balter negates them here.
  if (battle) negateBattleVictims(tx, ctx, battle.attacker, battle.target);
  if (battle?.destroyed) tx.s.battle = { ...battle, destroyed: [] };
  openWindow(tx, 'damage-end', { to: 'leave-damage-step' });
}
