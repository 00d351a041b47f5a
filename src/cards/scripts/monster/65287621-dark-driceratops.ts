/** Dark Driceratops (65287621): attacking a Defense Position monster, it inflicts piercing battle damage. */
import { type CardScript } from '../facade.js';

export const darkDriceratops: CardScript = { passcode: 65287621, continuous: [{ code: 'piercing' }] };
