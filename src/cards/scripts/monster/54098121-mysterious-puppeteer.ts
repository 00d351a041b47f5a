/** Mysterious Puppeteer (54098121): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const mysteriousPuppeteer: CardScript = {
  passcode: 54098121,
  effects: [
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 500 LP',
      triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'flip-summon') && e.card !== q.self,
      resolve: (r) => {
        r.gainLp(r.player, 500);
      },
    },
  ],
};
