/** The Fiend Megacyber (66362965): Special Summoned from the hand (no Chain) while the opponent controls at least 2 more monsters than its owner. */
import { type CardScript, monsterCount, summonsItselfFromHandIf } from '../facade.js';

export const theFiendMegacyber: CardScript = summonsItselfFromHandIf(66362965, (state, player) => monsterCount(state, player === 0 ? 1 : 0) - monsterCount(state, player) >= 2);
