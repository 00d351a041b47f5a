/** Toon World (15259703): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const toonWorld: CardScript = {
  // Toon World: activated by paying 1000 LP; the Toons need it.
  passcode: 15259703,
  effects: [{ id: 'activate', kind: 'spell', cost: { lp: 1000 }, resolve: () => {} }],
};
