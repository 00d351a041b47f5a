/** Whirlwind Prodigy (15090429): face-up, it can be treated as 2 Tributes for the Tribute Summon of a WIND monster. */
import { type CardScript } from '../facade.js';

export const whirlwindProdigy: CardScript = { passcode: 15090429, doubleTributeFor: (summoned) => summoned.attribute === 'WIND' };
