/** Ready for Intercepting (31785398): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, isFaceUp, trapActivation } from '../facade.js';

export const readyForIntercepting: CardScript = {
  // Ready for Intercepting: target 1 face-up Warrior-Type or Spellcaster-Type monster; change it to face-down Defense Position.
  passcode: 31785398,
  effects: [
    trapActivation({
      categories: ['position'],
      targets: [
        {
          what: 'face-up Warrior-Type or Spellcaster-Type monster',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'both',
          filter: (q, id) => isFaceUp(q.state, id) && ['Warrior', 'Spellcaster'].includes(facts(q.state, id).race ?? ''),
        },
      ],
      resolve: (r) => {
        for (const id of r.targets(0)) r.changeToFaceDownDefense(id);
      },
    }),
  ],
};
