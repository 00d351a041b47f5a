/** Karate Man (23289281): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, currentAtk, stillFaceUpHere } from '../facade.js';

export const karateMan: CardScript = {
  passcode: 23289281,
  effects: [
    {
      id: 'double',
      kind: 'ignition',
      label: "Double Karate Man's original ATK (it is destroyed in the End Phase)",
      categories: ['stat-change'],
      oncePerTurn: 'card',
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        const moves = r.state.cards[r.self]!.moves;
        const before = currentAtk(r.state, r.ctx, r.self);
        const self = { card: r.self, moves };
        r.addEffect('become-multiple-of-original', self, { stat: 'atk', times: 2 });
        r.addEffect('destroy-at-end-phase', self, null);
        r.reportStatChange(r.self, currentAtk(r.state, r.ctx, r.self) - before, 0);
      },
    },
  ],
};
