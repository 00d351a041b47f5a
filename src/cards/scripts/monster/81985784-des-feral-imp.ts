/** Des Feral Imp (81985784): FLIP: shuffle 1 card from its controller's Graveyard into the Deck. */
import { type CardScript, flipMonster } from '../facade.js';

export const desFeralImp: CardScript = flipMonster(81985784, {
  label: 'shuffle 1 card from your Graveyard into your Deck',
  targets: [{ what: 'card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own' }],
  resolve: (r) => r.returnToDeck(r.targets(0), 'shuffle'),
});
