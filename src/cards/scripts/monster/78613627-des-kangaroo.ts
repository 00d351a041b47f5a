/** Des Kangaroo (78613627): a monster that attacks it with less ATK than its DEF is destroyed after damage calculation. */
import { type CardScript, destroyWeakerAttacker } from '../facade.js';

export const desKangaroo: CardScript = { passcode: 78613627, effects: [destroyWeakerAttacker(false)] };
