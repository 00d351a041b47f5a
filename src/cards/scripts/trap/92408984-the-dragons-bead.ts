/** The Dragon's Bead (92408984): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, faceUpMonster, topLink, trapActivation } from '../facade.js';

export const theDragonsBead: CardScript = {
  // The Dragon's Bead: while it is face-up, when a Trap Card whose activation targets exactly
  // 1 face-up Dragon-Type monster is activated, you may discard 1 card to negate that
  // activation and destroy the Trap.
  passcode: 92408984,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'negate',
      kind: 'quick',
      label: "Discard 1 card with The Dragon's Bead to negate a Trap that targets a Dragon",
      categories: ['negate'],
      cost: { discard: 1 },
      condition: (q) => {
        const top = topLink(q.state);
        if (top === undefined || !top.cardActivation || top.negated !== null || facts(q.state, top.card).kind !== 'trap') return false;
        const targets = top.targets.flat();
        if (targets.length !== 1) return false;
        const id = targets[0]!.id;
        return faceUpMonster(q.state, id) && facts(q.state, id).race === 'Dragon';
      },
      resolve: (r) => r.negateActivation(r.previousLink()),
    },
  ],
};
