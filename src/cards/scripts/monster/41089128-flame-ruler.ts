/** Flame Ruler (41089128): face-up, it can be treated as 2 Tributes for the Tribute Summon of a FIRE monster. */
import { type CardScript } from '../facade.js';

export const flameRuler: CardScript = { passcode: 41089128, doubleTributeFor: (summoned) => summoned.attribute === 'FIRE' };
