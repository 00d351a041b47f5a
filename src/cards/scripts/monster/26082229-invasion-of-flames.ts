/** Invasion of Flames (26082229): when it is Normal Summoned, Trap Cards cannot be activated in response to that Summon (not a Chain Link). */
import type { CardScript } from '../facade.js';

export const invasionOfFlames: CardScript = { passcode: 26082229, continuous: [{ code: 'no-traps-on-normal-summon' }] };
