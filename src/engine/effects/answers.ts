/**
 * Answers to the questions an activation or a resolution asks (`choose`, `yesNo`), handed
 * out in order; when they run out, `NeedChoice` stops the run so the player can be asked.
 */
import type { Decision, PlayerId } from '../types.js';

/**
 * Thrown to stop a run that needs an answer, and caught by `runResumable` only. Not an
 * Error: it is control flow, thrown at every question, and an Error would capture a stack
 * trace each time (a few percent of a duel's time in the profile).
 */
export class NeedChoice {
  constructor(readonly decision: Extract<Decision, { kind: 'choose' } | { kind: 'yes-no' }>) {}
}

export interface ChooseRequest {
  player: PlayerId;
  prompt: string;
  candidates: readonly number[];
  min: number;
  max: number;
  labels?: readonly string[];
  hint?: 'harm' | 'help';
}

/** Hands out recorded answers in order; asks for the next one when they run out. */
export class Answers {
  private next = 0;
  constructor(private readonly answers: readonly (readonly number[])[]) {}

  choose(req: ChooseRequest): number[] {
    if (req.max <= 0 || req.candidates.length === 0) return [];
    // With no real choice (all candidates must be taken) nobody is asked.
    if (req.min >= req.candidates.length && req.max >= req.candidates.length) return [...req.candidates];
    const answer = this.answers[this.next];
    if (answer === undefined) {
      throw new NeedChoice({
        kind: 'choose',
        player: req.player,
        prompt: req.prompt,
        candidates: [...req.candidates],
        ...(req.labels ? { labels: [...req.labels] } : {}),
        ...(req.hint ? { hint: req.hint } : {}),
        min: Math.min(req.min, req.candidates.length),
        max: Math.min(req.max, req.candidates.length),
        picked: [],
      });
    }
    this.next += 1;
    return [...answer];
  }

  yesNo(player: PlayerId, prompt: string): boolean {
    const answer = this.answers[this.next];
    if (answer === undefined) throw new NeedChoice({ kind: 'yes-no', player, prompt });
    this.next += 1;
    return answer[0] === 1;
  }
}
