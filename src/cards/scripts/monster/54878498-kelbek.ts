/** Kelbek (54878498): a monster that attacks it is returned to its owner's hand after damage calculation. */
import { afterBeingAttacked, type CardScript } from '../facade.js';

export const kelbek: CardScript = {
  passcode: 54878498,
  effects: [afterBeingAttacked('return the attacking monster to the hand', ['to-hand'], (r, attacker) => r.returnToHand([attacker]))],
};
