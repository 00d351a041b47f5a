/**
 * The Shadow Games' own refusals (shadow.* in data/rules/10-shadow-games.md). One check
 * guards both the option list (actions.ts filters the options through it) and `apply`, so
 * the two cannot disagree; it runs before the rulebook's checks so a shadow refusal cites
 * its own rule.
 */
import { reject } from '../rejections.js';
import { currentLevel } from '../continuous.js';
import { isMonsterZone, monstersControlledBy, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Action, DuelState, PlayerId, Rejection } from '../types.js';
import { activatesTheCard, mpCost } from './magicPoints.js';
import { activeMage, continuousLimit, monsterLimit, shadowTributes, teamFirstRound } from './state.js';
import type { ShadowMageState } from './types.js';

/** The card an action puts into play from the hand, Deck or Extra Magic, if any. */
function cardPlayed(action: Action): number | null {
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
    case 'special-summon':
    case 'set-spell-trap':
    case 'activate':
      return action.card;
    default:
      return null;
  }
}

export function shadowRejection(state: DuelState, ctx: EngineContext, action: Action): Rejection | null {
  const rules = state.format.shadow;
  if (!rules || action.type === 'surrender') return null;
  const mage = activeMage(state, action.player);
  if (!mage) return null;
  const mustUse = state.shadow?.mustUse ?? null;
  const played = cardPlayed(action);
  // Someone else's card: the rulebook's check refuses it without naming a hidden card.
  if (played !== null && state.cards[played] && state.cards[played]!.owner !== action.player && state.cards[played]!.controller !== action.player) return null;
  // A card not where it could be played from (the Deck, or a Summon not from the hand): the rulebook's check refuses it.
  if (played !== null && state.cards[played]?.location === 'deck') return null;
  if ((action.type === 'normal-summon' || action.type === 'set-monster') && state.cards[action.card]?.location !== 'hand') return null;
  if (mustUse !== null && state.cards[mustUse]?.owner === action.player && state.pending?.kind === 'main' && played !== mustUse) {
    return reject('HEART_CARD_FIRST', `Heart of the Cards brought ${state.catalog[state.cards[mustUse]!.passcode]?.name ?? 'a card'}: use it at once before anything else.`);
  }
  if (action.type === 'activate' && (state.phase === 'draw' || state.phase === 'standby')) {
    return reject('GAIN_PHASE_LOCKED', 'Nothing can be activated during the Gain Phase unless it says so.');
  }
  if (played !== null) {
    const locked = divineLocked(state, mage, played);
    if (locked) return locked;
  }
  const cost = mpCost(state, action);
  if (cost > mage.mp) {
    return reject('NOT_ENOUGH_MP', `That costs ${cost} Magic Point${cost === 1 ? '' : 's'} and ${mage.mage.name} has ${mage.mp}.`);
  }
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
    case 'special-summon':
      return summonRejection(state, ctx, mage, action);
    case 'activate':
      return castRejection(state, mage, action.card);
    case 'attack':
      return attackRejection(state, action.attacker);
    default:
      return null;
  }
}

function divineLocked(state: DuelState, mage: ShadowMageState, card: number): Rejection | null {
  const c = state.cards[card];
  if (!c || !(mage.mage.divine ?? []).includes(c.passcode) || mage.unlocked.includes(c.passcode)) return null;
  if (isMonsterZone(c.location) || c.location === 'spellTrap' || c.location === 'field') return null;
  return reject('DIVINE_LOCKED', `${staticOf(state, c).name} is Divine Magic: it stays locked until a roll of 20 at the start of your turn unlocks it.`);
}

type SummonAction = Extract<Action, { type: 'normal-summon' | 'set-monster' | 'special-summon' }>;

function summonRejection(state: DuelState, ctx: EngineContext, mage: ShadowMageState, action: SummonAction): Rejection | null {
  const rules = state.format.shadow!;
  const card = state.cards[action.card];
  if (!card) return null;
  const facts = staticOf(state, card);
  if (facts.kind !== 'monster') return null;
  const level = currentLevel(state, ctx, action.card);
  if (level > mage.mage.starLevel) {
    return reject('STAR_LEVEL_TOO_LOW', `${facts.name} has ${level} stars and ${mage.mage.name}'s Star Level is ${mage.mage.starLevel}: a mage summons only monsters of their Star Level or lower.`);
  }
  // Only the mage's own monsters make room: an opponent's monster tributed through Soul Exchange leaves the count as it was.
  const own = (id: number): boolean => state.cards[id]?.controller === action.player && isMonsterZone(state.cards[id]!.location);
  const freed = (action.type === 'special-summon' ? action.choice : action.tributes).filter(own).length;
  const limit = monsterLimit(mage.mage);
  if (monstersControlledBy(state, action.player).length - freed >= limit) {
    return reject('MONSTER_LIMIT', `${mage.mage.name} may control ${limit} monster${limit === 1 ? '' : 's'} at most (1 + half their Mind of ${mage.mage.mind}, rounded down).`);
  }
  if (action.type !== 'special-summon') {
    if (state.turnRecord.normalSummonUsed) {
      return reject('ONE_SUMMON_A_TURN', `${mage.mage.name} already summoned a monster this turn: one summon a turn (Special Summons aside).`);
    }
    const needed = shadowTributes(rules.tributeTable, level);
    const n = action.tributes.length;
    if (n !== needed && !(needed === 2 && n === 1)) {
      return reject('SHADOW_TRIBUTE_COUNT', `${facts.name} has ${level} stars, so it needs ${needed} Tribute${needed === 1 ? '' : 's'}, not ${n}.`);
    }
  }
  return null;
}

const CONTINUOUS_KINDS = ['Continuous', 'Equip'];

function castRejection(state: DuelState, mage: ShadowMageState, card: number): Rejection | null {
  if (!activatesTheCard(state, card)) return null;
  const rules = state.format.shadow!;
  const facts = staticOf(state, state.cards[card]!);
  const quick = facts.kind === 'trap' || (facts.kind === 'spell' && facts.subtypes.includes('Quick-Play'));
  if (quick && rules.noTrapsOrQuickPlaysOnFirstTurn && state.turn === 1) {
    return reject('FIRST_TURN_TRAPS', `${facts.name} cannot be activated on the first turn of combat: Traps and Quick-Play Spells wait until the second.`);
  }
  if (facts.subtypes.some((s) => CONTINUOUS_KINDS.includes(s))) {
    const limit = continuousLimit(mage.mage);
    if (activeContinuous(state, state.cards[card]!.owner) >= limit) {
      return reject('CONTINUOUS_LIMIT', `${mage.mage.name} may keep ${limit} Continuous or Equip Spell${limit === 1 ? '' : 's'} and Trap${limit === 1 ? '' : 's'} active at most (half their Mind of ${mage.mage.mind}, rounded up).`);
    }
  }
  return null;
}

/** Face-up Continuous and Equip Spells and Traps `p` controls. */
function activeContinuous(state: DuelState, p: PlayerId): number {
  let n = 0;
  for (const id of state.players[p].spellTraps) {
    if (id === null) continue;
    const c = state.cards[id]!;
    if (c.faceUp && staticOf(state, c).subtypes.some((s) => CONTINUOUS_KINDS.includes(s))) n++;
  }
  return n;
}

function attackRejection(state: DuelState, attacker: number): Rejection | null {
  const rules = state.format.shadow!;
  const card = state.cards[attacker];
  if (!card) return null;
  const facts = staticOf(state, card);
  if (rules.cannotAttackTurnSummoned.includes(facts.frame) && card.arrivedTurn === state.turn) {
    return reject('SUMMONED_THIS_TURN', `${facts.name} is a ${facts.frame === 'ritual' ? 'Ritual' : 'Fusion'} Monster summoned this turn: it cannot attack until the next.`);
  }
  if (teamFirstRound(state)) {
    return reject('TEAM_FIRST_ROUND', 'In a tag duel no monster may attack until every mage has had a turn.');
  }
  return null;
}
