/** Master Monk (49814180): Special Summoned from the hand only by Tributing 1 "Monk Fighter"; it may attack twice in each Battle Phase. */
import { type CardScript, tributeNamed, tributeSummonMonster } from '../facade.js';

export const masterMonk: CardScript = {
  ...tributeSummonMonster(49814180, [tributeNamed('Monk Fighter')]),
  continuous: [{ code: 'extra-attacks', value: () => 1 }],
};
