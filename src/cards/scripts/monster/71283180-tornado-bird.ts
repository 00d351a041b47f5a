/** Tornado Bird (71283180): FLIP: return 2 Spell or Trap Cards on the field to their owners' hands. */
import { type CardScript, flipMonster, flipReturnToHand } from '../facade.js';

export const tornadoBird: CardScript = flipMonster(
  71283180,
  flipReturnToHand({ what: 'Spell or Trap Cards on the field', min: 2, max: 2, from: ['spellTraps'], side: 'both' }, 'return 2 Spell or Trap Cards to the hand'),
);
