/** Shadowslayer (20939559): it may attack directly when every monster the opponent controls is in Defense Position. */
import { type CardScript, directAttackWhile, opponentOnlyDefense } from '../facade.js';

export const shadowslayer: CardScript = { passcode: 20939559, continuous: [directAttackWhile((state, self) => opponentOnlyDefense(state, self))] };
