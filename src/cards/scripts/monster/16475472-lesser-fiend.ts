/** Lesser Fiend (16475472): a monster it destroys by battle is removed from play instead of going to the Graveyard. */
import type { CardScript } from '../facade.js';

export const lesserFiend: CardScript = {
  passcode: 16475472,
  continuous: [{ code: 'banish-battle-victims' }],
};
