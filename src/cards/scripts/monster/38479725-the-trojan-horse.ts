/** The Trojan Horse (38479725): face-up, it can be treated as 2 Tributes for the Tribute Summon of an EARTH monster. */
import { type CardScript } from '../facade.js';

export const theTrojanHorse: CardScript = { passcode: 38479725, doubleTributeFor: (summoned) => summoned.attribute === 'EARTH' };
