/** Interdimensional Matter Transporter (36261276): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonster, trapActivation } from '../facade.js';

// Interdimensional Matter Transporter: target 1 face-up monster you control and remove it from play; it returns to the
// field as the End Phase of this turn begins (by the rules, not a Summon). Activated during the End Phase, the monster
// stays removed: the End Phase it was waiting for has already begun.
export const interdimensionalMatterTransporter: CardScript = {
  passcode: 36261276,
  effects: [
    trapActivation({
      categories: ['banish'],
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonster(r.state, target)) r.banishUntilEndPhase(target);
      },
    }),
  ],
};
