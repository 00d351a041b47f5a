/** Xing Zhen Hu (76515293): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, isFaceUp, trapActivation } from '../facade.js';

export const xingZhenHu: CardScript = {
  // Xing Zhen Hu: target 2 Set cards in the Spell & Trap Zones; while this card stays face-up, they cannot be activated.
  passcode: 76515293,
  effects: [
    trapActivation({
      targets: [{ what: 'Set cards in the Spell & Trap Zones', min: 2, max: 2, from: ['spellTraps'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) }],
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const hold = { card: r.self, moves: r.state.cards[r.self]!.moves };
        for (const id of r.targets(0)) {
          if (r.state.cards[id]!.location === 'spellTrap' && !isFaceUp(r.state, id)) r.addEffect('cannot-be-activated', r.cardAffected(id), hold, 'permanent');
        }
      },
    }),
  ],
};
