/**
 * The effect work a duel can be halfway through, waiting on a player's answer: stored in
 * the state (DuelState.process), so it is plain JSON data like the rest of it.
 */
import type { DuelState, PendingTrigger, PlayerId } from './types.js';

/**
 * An activation or a resolution that needs a player's choice. The engine runs it again
 * from the start with the answers given so far (`answers`); while the player chooses the
 * state shows the partial run, with what it replaced kept in `restore` (partialRun.ts).
 */
export type Process = EffectProcess | OptionalTriggerProcess | TriggerOrderProcess | MaintenanceProcess;

/** Activating (costs, targets) or resolving one effect of one card. */
export interface EffectProcess {
  kind: 'activate' | 'resolve';
  player: PlayerId;
  card: number;
  effect: string;
  answers: readonly (readonly number[])[];
  /** When a trigger effect is being activated: that trigger. */
  trigger?: PendingTrigger;
  /**
   * While a player chooses, the state shows what the run did so far; these are the values
   * it replaced, put back before the run starts again (see partialRun.ts).
   */
  restore?: Partial<Omit<DuelState, 'process' | 'pending' | 'log' | 'actionCount' | 'eventCount'>>;
  /** Looks and reveals already told while the run was paused, left out of its next runs (chain/toldEvents.ts). */
  told?: number;
}

/** Asking whether to use an optional trigger effect (answer 1 = yes). */
export interface OptionalTriggerProcess {
  kind: 'optional-trigger';
  player: PlayerId;
  trigger: PendingTrigger;
  answers: readonly (readonly number[])[];
}

/** Asking which of several of one player's simultaneous triggers goes on the chain next (answer: its index in the group). */
export interface TriggerOrderProcess {
  kind: 'trigger-order';
  player: PlayerId;
  answers: readonly (readonly number[])[];
}

/**
 * Asking the turn player whether to pay the Standby Phase maintenance cost of `card` (answer
 * 1 = pay; then, when several cards hold the counters it may take, which one: a card id).
 */
export interface MaintenanceProcess {
  kind: 'maintenance';
  player: PlayerId;
  card: number;
  answers: readonly (readonly number[])[];
}
