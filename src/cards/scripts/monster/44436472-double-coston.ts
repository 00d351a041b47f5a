/** Double Coston (44436472): face-up, it can be treated as 2 Tributes for the Tribute Summon of a DARK monster. */
import { type CardScript } from '../facade.js';

export const doubleCoston: CardScript = {
  passcode: 44436472,
  doubleTributeFor: (summoned) => summoned.attribute === 'DARK',
};
