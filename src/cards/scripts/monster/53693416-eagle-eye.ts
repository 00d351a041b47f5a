/** Eagle Eye (53693416): when it is Normal Summoned, Trap Cards cannot be activated in response to that Summon (not a Chain Link). */
import type { CardScript } from '../facade.js';

export const eagleEye: CardScript = { passcode: 53693416, continuous: [{ code: 'no-traps-on-normal-summon' }] };
