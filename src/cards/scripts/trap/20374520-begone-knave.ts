/** Begone, Knave! (20374520): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonster, trapActivation } from '../facade.js';

export const begoneKnave: CardScript = {
  // Begone, Knave!: while it is face-up, each time a monster inflicts battle damage to a player, that monster returns to its owner's hand.
  passcode: 20374520,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'battle-damage',
      kind: 'trigger',
      label: "return the monster that inflicted battle damage to its owner's hand",
      categories: ['to-hand'],
      triggersOn: (q, e) => e.type === 'battle-damage' && e.by !== undefined,
      resolve: (r) => {
        const e = r.link.event;
        if (!r.sourceStillThere() || e?.type !== 'battle-damage' || e.by === undefined || !faceUpMonster(r.state, e.by)) return;
        r.returnToHand([e.by]);
      },
    },
  ],
};
