/**
 * Pendulum Effects (rule zones.pendulum): the effects a Pendulum Monster Card uses while it is
 * a face-up Scale in a Pendulum Zone, not while it is a monster. A card file declares them with
 * these shapes; its monster effects are ordinary effects that work only in a Monster Zone.
 */
import type { CardStatic, CostSpec, EffectDef, EffectQuery } from './engine.js';
import { facts } from './queries.js';

/** A Pendulum Monster (in any place: hand, Deck, field, Extra Deck). */
export const isPendulumMonster = (f: CardStatic): boolean => f.kind === 'monster' && f.subtypes.includes('Pendulum');

/** A Pendulum Effect activated in its controller's Main Phase (an Ignition effect of the Scale). */
export function pendulumIgnition(def: Omit<EffectDef, 'kind' | 'pendulumEffect'>): EffectDef {
  return { kind: 'ignition', pendulumEffect: true, ...def };
}

/** A Pendulum Effect that triggers (while the card is a Scale). */
export function pendulumTrigger(def: Omit<EffectDef, 'kind' | 'pendulumEffect'>): EffectDef {
  return { kind: 'trigger', pendulumEffect: true, ...def };
}

/** "Discard 1 Pendulum Monster" as a cost (Dragonpit and Dragonpulse Magician). */
export const DISCARD_A_PENDULUM_MONSTER: CostSpec = {
  discard: 1,
  discardOnly: { what: 'Pendulum Monster', filter: (q: EffectQuery, id: number) => isPendulumMonster(facts(q.state, id)) },
};
