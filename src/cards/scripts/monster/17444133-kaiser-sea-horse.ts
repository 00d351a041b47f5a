/** Kaiser Sea Horse (17444133): face-up, it can be treated as 2 Tributes for the Tribute Summon of a LIGHT monster. */
import { type CardScript } from '../facade.js';

export const kaiserSeaHorse: CardScript = {
  passcode: 17444133,
  doubleTributeFor: (summoned) => summoned.attribute === 'LIGHT',
};
