/** Amazoness Swords Woman (94004268): battle damage its controller would take from its battles goes to the opponent instead. */
import { type CardScript } from '../facade.js';

export const amazonessSwordsWoman: CardScript = {
  passcode: 94004268,
  continuous: [{ code: 'battle-damage-to-opponent' }],
};
