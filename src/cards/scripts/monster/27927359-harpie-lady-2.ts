/** Harpie Lady 2 (27927359): its name is treated as "Harpie Lady"; the effects of Flip Effect Monsters it destroys by battle are negated. */
import { type CardScript } from '../facade.js';

export const harpieLady2: CardScript = { passcode: 27927359, treatedAsName: 'Harpie Lady', continuous: [{ code: 'negate-flip-battle-victims' }] };
