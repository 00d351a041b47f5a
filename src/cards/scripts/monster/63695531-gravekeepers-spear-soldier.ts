/** Gravekeeper's Spear Soldier (63695531): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript } from '../facade.js';

// Attacking a Defense Position monster with less DEF than its ATK, it inflicts the difference.
export const gravekeepersSpearSoldier: CardScript = { passcode: 63695531, continuous: [{ code: 'piercing' }] };
