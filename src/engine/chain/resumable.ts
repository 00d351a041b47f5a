/** Runs an activation or a resolution again from its start with the answers so far, asking when it needs more. */
import { Answers, NeedChoice } from '../effects/answers.js';
import { Tx } from '../tx.js';
import type { EffectProcess } from '../types.js';

/** Runs `body` on a nested transaction; asks the player when it needs a choice. */
export function runResumable(tx: Tx, process: EffectProcess, body: (sub: Tx, answers: Answers) => void): boolean {
  const sub = new Tx(tx.s);
  try {
    body(sub, new Answers(process.answers));
  } catch (e) {
    if (e instanceof NeedChoice) {
      tx.s.process = process;
      tx.s.pending = e.decision;
      return false;
    }
    throw e;
  }
  tx.adopt(sub);
  tx.s.process = null;
  return true;
}
