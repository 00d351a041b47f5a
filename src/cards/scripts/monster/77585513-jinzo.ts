/** Jinzo (77585513): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript } from '../facade.js';

// While face-up: no Trap Card can be activated, and the effects of Trap Cards on the field are negated.
export const jinzo: CardScript = { passcode: 77585513, continuous: [{ code: 'negate-traps' }] };
