/**
 * Heart of the Cards (shadow.heart-of-the-cards): once per combat, in their own Start of Turn
 * or Post Battle, a mage names a card of their Library of Knowledge they could use right now
 * and rolls a d20 (the duel's seeded dice). At or under their Mind the card comes to their
 * hand and their next command must use it; a card that turns out unusable after all goes to
 * the Graveyard (ours). On a failure the one use is spent all the same.
 */
import { nextInt } from '../prng.js';
import { reject } from '../rejections.js';
import { newCardInstance } from '../setup.js';
import { monstersControlledBy, sendToGraveyard } from '../zones.js';
import { optionsUsingCard } from '../actions.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../types.js';
import { activeMage, monsterLimit, setShadow, shadowTributes, updateMage } from './state.js';
import type { ShadowMageState } from './types.js';

type HeartAction = Extract<Action, { type: 'heart-of-the-cards' }>;

/** Could the mage use this Library card at once if it were in their hand (the usual costs and limits)? */
function usableNow(state: DuelState, mage: ShadowMageState, player: PlayerId, passcode: number): boolean {
  const rules = state.format.shadow!;
  const facts = state.catalog[passcode];
  if (!facts) return false;
  if ((mage.mage.divine ?? []).includes(passcode) && !mage.unlocked.includes(passcode)) return false;
  if (facts.kind === 'monster') {
    if (!facts.normalSummonable || facts.extraDeck || facts.level > mage.mage.starLevel) return false;
    if (state.turnRecord.normalSummonUsed || mage.mp < rules.mpCost.summon) return false;
    const mine = monstersControlledBy(state, player).length;
    const tributes = shadowTributes(rules.tributeTable, facts.level);
    return tributes <= mine && mine - tributes < monsterLimit(mage.mage);
  }
  // A Trap must be Set and wait a turn, so it is never usable at once; nor is a Ritual Spell without its monster.
  if (facts.kind !== 'spell' || facts.subtypes.includes('Ritual')) return false;
  const quickOnFirstTurn = facts.subtypes.includes('Quick-Play') && state.turn === 1 && rules.noTrapsOrQuickPlaysOnFirstTurn;
  return mage.mp >= rules.mpCost.spell && !quickOnFirstTurn;
}

function heartProblem(state: DuelState, action: HeartAction): string | null {
  const rules = state.format.shadow;
  const mage = activeMage(state, action.player);
  if (!rules || !mage) return 'Heart of the Cards is a rule of the Shadow Games only.';
  if (mage.heartUses >= rules.heartOfTheCards.usesPerCombat) return `${mage.mage.name} already called on Heart of the Cards in this combat.`;
  if (state.shadow!.mustUse !== null) return 'The card Heart of the Cards brought must be used first.';
  if (state.turnPlayer !== action.player || (state.phase !== 'main1' && state.phase !== 'main2')) return 'Heart of the Cards is called in your own Start of Turn or Post Battle.';
  if (!mage.mage.library.includes(action.passcode)) return `That card is not in ${mage.mage.name}'s Library of Knowledge.`;
  // The card is not named: Library cards count as hidden in the views.
  if (!usableNow(state, mage, action.player, action.passcode)) return `Library card ${action.passcode} could not be used right now (Magic Points, Star Level, the one summon, or room), so Heart of the Cards cannot call it.`;
  return null;
}

export function checkHeartOfTheCards(state: DuelState, _ctx: EngineContext, action: HeartAction): Rejection | null {
  if (!state.format.shadow) return reject('WRONG_DECISION', 'Heart of the Cards is a rule of the Shadow Games only.');
  const problem = heartProblem(state, action);
  return problem ? reject('HEART_NOT_POSSIBLE', problem) : null;
}

/** The Heart of the Cards options of a Start of Turn / Post Battle decision. */
export function heartOptions(state: DuelState, player: PlayerId, out: Option[]): void {
  const mage = activeMage(state, player);
  if (!mage || state.pending?.kind !== 'main') return;
  const seen = new Set<number>();
  for (const passcode of mage.mage.library) {
    if (seen.has(passcode)) continue;
    seen.add(passcode);
    const action: HeartAction = { type: 'heart-of-the-cards', player, passcode };
    if (heartProblem(state, action) !== null) continue;
    // The label names the card by passcode: the views treat names of cards not in play as hidden.
    out.push({ id: `heart:${passcode}`, label: `Heart of the Cards: roll a d20 (${mage.mage.mind} or less) to use Library card ${passcode}`, action });
  }
}

export function rollHeartOfTheCards(tx: Tx, ctx: EngineContext, action: HeartAction): void {
  const rules = tx.s.format.shadow!;
  const mage = activeMage(tx.s, action.player)!;
  const index = tx.s.shadow!.active[action.player];
  const value = nextInt(tx.prng(), rules.heartOfTheCards.die) + 1;
  const success = value <= mage.mage.mind;
  updateMage(tx, index, { heartUses: mage.heartUses + 1 });
  tx.emit({ type: 'shadow-roll', player: action.player, mage: mage.mage.name, roll: 'heart', value, target: mage.mage.mind, success, ...(success ? { unlocked: action.passcode } : {}) });
  if (!success) return;
  const id = tx.s.cards.length;
  tx.addCard(newCardInstance(id, action.passcode, action.player, 'hand'));
  // In a tag duel the card is this mage's Magic: it follows them out of the seat and into their outcome.
  if (mage.magic) updateMage(tx, index, { magic: [...mage.magic, id] });
  tx.pile(action.player, 'hand').push(id);
  tx.emit({ type: 'added-to-hand', player: action.player, card: id, from: 'deck' });
  if (optionsUsingCard(tx.s as DuelState, ctx, id).length > 0) {
    setShadow(tx, { mustUse: id });
    return;
  }
  sendToGraveyard(tx, id);
  tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'rule', from: 'hand' });
}
