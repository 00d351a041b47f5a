/** Monk Fighter (3810071): its controller takes no battle damage from battles involving it. */
import { type CardScript, noBattleDamageFromItsBattles } from '../facade.js';

export const monkFighter: CardScript = { passcode: 3810071, continuous: [noBattleDamageFromItsBattles] };
