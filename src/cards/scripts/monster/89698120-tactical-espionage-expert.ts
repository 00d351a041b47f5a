/** Tactical Espionage Expert (89698120): when it is Normal Summoned, Trap Cards cannot be activated in response to that Summon (not a Chain Link). */
import type { CardScript } from '../facade.js';

export const tacticalEspionageExpert: CardScript = { passcode: 89698120, continuous: [{ code: 'no-traps-on-normal-summon' }] };
