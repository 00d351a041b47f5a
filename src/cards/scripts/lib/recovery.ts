/**
 * Cards brought back from the Graveyard or from play-banished cards to the hand, the Deck
 * or the Graveyard by targeting them (The Warrior Returning Alive, Dark Factory of Mass
 * Production, Monster Reincarnation, Miracle Dig, Soul Reversal).
 */
import type { CardStatic, EffectDef, TargetSlot } from './engine.js';
import { facts } from './queries.js';

/** "`count` `what` in your Graveyard" as a target slot, by printed facts. */
export function ownGraveyardSlot(what: string, fits: (f: CardStatic) => boolean, count = 1): TargetSlot {
  return { what, min: count, max: count, from: ['graveyard'], side: 'own', filter: (q, id) => fits(facts(q.state, id)) };
}

/** "Target `count` `what` in your Graveyard; add them to your hand". */
export function graveyardTargetsToHand(what: string, fits: (f: CardStatic) => boolean, count = 1): Pick<EffectDef, 'categories' | 'targets' | 'resolve'> {
  return {
    categories: ['to-hand'],
    targets: [ownGraveyardSlot(what, fits, count)],
    resolve: (r) => {
      for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
    },
  };
}
