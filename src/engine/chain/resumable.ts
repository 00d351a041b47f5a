/** Runs an activation or a resolution again from its start with the answers so far, asking when it needs more. */
import { Answers, NeedChoice } from '../effects/answers.js';
import { DuelEnded } from '../lossChecks.js';
import { keepPartialRun, undoPartialRun } from '../partialRun.js';
import { Tx } from '../tx.js';
import { dropToldLooks, tellPausedLooks } from './toldEvents.js';
import type { EffectProcess } from '../types.js';

/** Runs `body` on a nested transaction; asks the player when it needs a choice. */
export function runResumable(tx: Tx, process: EffectProcess, body: (sub: Tx, answers: Answers) => void): boolean {
  if (process.restore) {
    // The state shows a partial run while the player chooses: start again from where that run started.
    undoPartialRun(tx, process.restore);
    const { restore: _restore, ...rest } = process;
    process = rest;
  }
  const sub = new Tx(tx.s);
  sub.ctx = tx.ctx;
  try {
    body(sub, new Answers(process.answers));
  } catch (e) {
    if (e instanceof DuelEnded) {
      // A player lost in the middle of it: what happened up to then stands, nothing after.
      dropToldLooks(sub, process);
      tx.adopt(sub);
      tx.s.process = null;
      return true;
    }
    if (e instanceof NeedChoice) {
      const paused = [...sub.events];
      const restore = keepPartialRun(tx, sub);
      const told = tellPausedLooks(tx, paused, process.told ?? 0);
      const next = told > 0 ? { ...process, told } : process;
      tx.s.process = restore ? { ...next, restore } : next;
      tx.s.pending = e.decision;
      return false;
    }
    throw e;
  }
  dropToldLooks(sub, process);
  tx.adopt(sub);
  tx.s.process = null;
  return true;
}
