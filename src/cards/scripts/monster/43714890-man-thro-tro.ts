/** Man-Thro' Tro' (43714890): Tribute 1 Normal Monster (not a Token) to inflict 800 damage. */
import { type CardScript, facts, tributeForDamage } from '../facade.js';

export const manThroTro: CardScript = {
  passcode: 43714890,
  effects: [tributeForDamage('Normal Monster (not a Token)', (q, id) => facts(q.state, id).frame === 'normal', 800)],
};
