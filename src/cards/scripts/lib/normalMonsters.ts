/** Normal Monsters as the cost or subject of a Spell or Trap (Order to Charge, Order to Smash). */
import type { DuelState, EngineContext } from './engine.js';
import { currentLevel, isMonsterZone } from './engine.js';
import { facts } from './queries.js';

/** A face-up Normal Monster (not a Token) in a Monster Zone, of Level `maxLevel` or lower (its Level now) when given. */
export function faceUpNormalMonster(state: DuelState, ctx: EngineContext | undefined, id: number, maxLevel = 12): boolean {
  const card = state.cards[id]!;
  return card.faceUp && isMonsterZone(card.location) && facts(state, id).frame === 'normal' && currentLevel(state, ctx, id) <= maxLevel;
}
