/** The Little Swordsman of Aile (25109950): Tribute 1 other monster its controller controls to gain 700 ATK until the end of the turn. */
import { type CardScript, stillFaceUpHere, tributeOneCost } from '../facade.js';

export const theLittleSwordsmanOfAile: CardScript = {
  passcode: 25109950,
  effects: [
    {
      id: 'boost',
      kind: 'ignition',
      label: 'Tribute 1 monster to gain 700 ATK until the end of the turn',
      categories: ['stat-change'],
      cost: tributeOneCost('monster', () => true),
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 700, 0);
      },
    },
  ],
};
