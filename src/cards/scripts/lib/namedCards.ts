/**
 * Spells that need a named monster face-up on their activator's field ("activate only while
 * you control a face-up Dark Magician": Dark Magic Attack, Thousand Knives, Sage's Stone,
 * Burst Stream of Destruction, Ojama Delta Hurricane!!).
 */
import type { DuelState, EffectDef, EffectQuery, EngineContext, PlayerId, Resolution } from './engine.js';
import { canBeSpecialSummonedByEffect, maySpecialSummon } from './engine.js';
import { faceUpMonsters, freeMainZones, nameOf } from './queries.js';

/** The face-up monsters `player` controls with this name. */
export const faceUpMonstersNamed = (state: DuelState, player: PlayerId, name: string): number[] => faceUpMonsters(state, player).filter((id) => nameOf(state, id) === name);

/** Does `player` control a face-up monster of each of these names? */
export const controlsFaceUp = (state: DuelState, player: PlayerId, ...names: string[]): boolean => names.every((n) => faceUpMonstersNamed(state, player, n).length > 0);

/** An effect part with its own condition, activated only while its activator also controls the named monsters face-up. */
export function whileControlling<T extends Partial<EffectDef>>(names: readonly string[], part: T): T & Pick<EffectDef, 'condition'> {
  const own = part.condition;
  return { ...part, condition: (q: EffectQuery) => controlsFaceUp(q.state, q.player, ...names) && (own ? own(q) : true) };
}

/**
 * Monsters with one of `names` in `player`'s hand or Deck that may be Special Summoned now. With
 * `ownWay` the card is the monster's own way onto the field (Elegant Egotist for Harpie Lady
 * Sisters), so a Special Summon Monster counts as properly Summoned and is not refused.
 */
export function namedInHandOrDeck(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, names: readonly string[], ownWay = false): number[] {
  const pile = state.players[player];
  if (!maySpecialSummon(state, player)) return [];
  return [...pile.hand, ...pile.deck].filter((id) => names.includes(nameOf(state, id)) && (ownWay || canBeSpecialSummonedByEffect(state, ctx, id))).sort((a, b) => a - b);
}

/** Special Summons 1 monster with one of `names` from the hand or Deck (face-up, position chosen); the Deck is shuffled if it came from there. */
export function summonNamedFromHandOrDeck(r: Resolution, names: readonly string[], ownWay?: string): number | undefined {
  if (freeMainZones(r.state, r.player) === 0) return undefined;
  const candidates = namedInHandOrDeck(r.state, r.ctx, r.player, names, ownWay !== undefined);
  const [pick] = r.choose({ player: r.player, prompt: `Special Summon ${names.map((n) => `"${n}"`).join(' or ')} from your hand or Deck`, candidates, min: 1, max: 1 });
  if (pick === undefined) return undefined;
  const fromDeck = r.state.cards[pick]!.location === 'deck';
  // The prompt does not name the card: until it is Summoned the other player has not seen it.
  r.specialSummon(pick, r.player, r.choosePosition('the monster picked from your hand or Deck'), ownWay ?? 'effect');
  if (fromDeck) r.shuffleDeck(r.player);
  return pick;
}
