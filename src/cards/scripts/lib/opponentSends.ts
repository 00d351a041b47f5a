/**
 * Shapes of the monsters that answer being sent from the hand by the opponent (Electric
 * Snake, Minar, Elephant Statue of Disaster, Fear from the Dark) and of the strong monsters
 * destroyed by their own Normal Summon (Nuvia the Wicked, Boar Soldier).
 */
import type { DuelEvent, EffectDef, EffectQuery, Location } from './engine.js';
import { stillFaceUpHere } from './queries.js';
import { normalSummoned } from './summonTriggers.js';

/**
 * "When this card is sent from your hand (or Deck) to your Graveyard by an effect of a card
 * your opponent controls" (`discardOnly`: only a discard). The event names whose effect sent
 * it (`byPlayer`); a discard for a cost or for the hand size names nobody.
 */
export function sentByOpponentsEffect(from: readonly Location[], discardOnly = false) {
  return (q: EffectQuery, e: DuelEvent): boolean =>
    e.type === 'sent-to-graveyard' &&
    e.card === q.self &&
    e.from !== undefined &&
    from.includes(e.from) &&
    (!discardOnly || e.reason === 'discard') &&
    e.byPlayer !== undefined &&
    e.byPlayer !== q.player;
}

/** "When this card is Normal Summoned, destroy it" (a mandatory trigger). */
export const DESTROYED_WHEN_NORMAL_SUMMONED: EffectDef = {
  id: 'destroy',
  kind: 'trigger',
  label: 'destroy this card (it was Normal Summoned)',
  categories: ['destroy-monster'],
  triggersOn: normalSummoned,
  resolve: (r) => {
    if (stillFaceUpHere(r)) r.destroy([r.self]);
  },
};
