/** Night Beam (89882100): destroys a Set Spell/Trap of the opponent's, which cannot be activated in response. */
import { type CardScript, spellActivation } from '../facade.js';

export const nightBeam: CardScript = {
  passcode: 89882100,
  effects: [
    spellActivation({
      // Target 1 Set Spell/Trap your opponent controls; destroy it. Your opponent cannot activate the targeted card in response to this card's activation.
      categories: ['destroy-spell-trap'],
      targetsCannotRespond: true,
      targets: [{ what: 'Set Spell/Trap your opponent controls', min: 1, max: 1, from: ['spellTraps'], side: 'opponent', filter: (q, id) => !q.state.cards[id]!.faceUp }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.destroy([target]);
      },
    }),
  ],
};
