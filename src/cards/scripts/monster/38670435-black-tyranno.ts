/** Black Tyranno (38670435): it may attack directly when the only cards the opponent controls are Defense Position monsters. */
import { type CardScript, directAttackWhile, opponentOnlyDefense } from '../facade.js';

export const blackTyranno: CardScript = { passcode: 38670435, continuous: [directAttackWhile((state, self) => opponentOnlyDefense(state, self, true))] };
