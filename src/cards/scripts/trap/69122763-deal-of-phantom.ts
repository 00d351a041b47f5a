/** Deal of Phantom (69122763): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, isFaceUp, trapActivation } from '../facade.js';

export const dealOfPhantom: CardScript = {
  // Deal of Phantom: target 1 face-up monster; it gains 100 ATK for each monster in your Graveyard until the end of the turn.
  passcode: 69122763,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) }],
      resolve: (r) => {
        const n = 100 * r.state.players[r.player].graveyard.filter((id) => facts(r.state, id).kind === 'monster').length;
        for (const id of r.targets(0)) r.changeStats(id, n, 0);
      },
    }),
  ],
};
