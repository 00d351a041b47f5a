/** Unshaven Angler (92084010): face-up, it can be treated as 2 Tributes for the Tribute Summon of a WATER monster. */
import { type CardScript } from '../facade.js';

export const unshavenAngler: CardScript = {
  passcode: 92084010,
  doubleTributeFor: (summoned) => summoned.attribute === 'WATER',
};
