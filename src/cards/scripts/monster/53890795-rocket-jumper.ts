/** Rocket Jumper (53890795): it may attack directly when the only cards the opponent controls are Defense Position monsters. */
import { type CardScript, directAttackWhile, opponentOnlyDefense } from '../facade.js';

export const rocketJumper: CardScript = { passcode: 53890795, continuous: [directAttackWhile((state, self) => opponentOnlyDefense(state, self, true))] };
