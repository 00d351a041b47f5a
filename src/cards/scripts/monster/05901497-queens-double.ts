/** Queen's Double (5901497): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const queensDouble: CardScript = { passcode: 5901497, continuous: [{ code: 'can-attack-directly' }] };
