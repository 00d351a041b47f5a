/**
 * What later layers plug into the engine without changing it: Special Summon procedures
 * now, card effects later. The engine receives these when it is created; it never imports
 * the cards layer (the cards layer imports the engine).
 */
import type { Tx } from './tx.js';
import type { ScriptLookup } from './effects/api.js';
import type { ScriptIndex } from './scriptIndex.js';
import type { CardStatic, DuelState, Location, Option, PlayerId, Position } from './types.js';

/**
 * A monster's own way of being Special Summoned (the text on "Special Summon Monsters",
 * and later Fusion, Ritual and the like). Using it counts as a proper Special Summon.
 */
export interface SummonProcedure {
  id: string;
  /** Short words for option labels, e.g. "by sending 1 card from your hand to the Graveyard". */
  describe: string;
  /** Where the monster must be for the procedure to apply. */
  from: readonly Location[];
  appliesTo(card: CardStatic): boolean;
  /**
   * Every way the procedure can be paid now, as lists of instance ids (materials or
   * costs). An empty list means it cannot be used now. The same function guards `apply`.
   */
  choices(state: DuelState, player: PlayerId, card: number): number[][];
  /** Pays the chosen cost or sends the chosen materials through `costs`; the engine then places the monster. */
  pay(costs: ProcedureCosts, player: PlayerId, card: number, choice: readonly number[]): void;
  positions?: readonly Position[];
  /** Its choices remove Graveyard cards from play (Chaos Sorcerer): a Graveyard lock (graveyardLocks.ts) takes those cards out. */
  banishesFromGraveyard?: boolean;
}

/** What a Summon procedure may do to pay for itself (it never writes the state directly). */
export interface ProcedureCosts {
  /** Tributes monsters: each goes to the Graveyard with its events. */
  tribute(ids: readonly number[]): void;
  /** Sends cards (from the hand or the field) to the Graveyard as a cost. */
  sendToGraveyard(ids: readonly number[]): void;
  /** Banishes cards (from the Graveyard or the hand) as a cost (Black Luster Soldier - Envoy of the Beginning). */
  banish(ids: readonly number[]): void;
}

export interface AfterDamageCalculation {
  attacker: number;
  target: number | null;
  /** The target was face-down and was turned face-up by this attack (Flip effects start here). */
  targetFlipped: boolean;
}

export interface EngineContext {
  procedures: readonly SummonProcedure[];
  /** Card scripts by passcode; cards without one have no effects (Normal Monsters). */
  scripts?: ScriptLookup;
  /** Runs after damage calculation and destruction, before the Damage Step ends. */
  afterDamageCalculation?: (tx: Tx, battle: AfterDamageCalculation) => void;
  engineVersion: string;
  /** Tools only (scenarios): stop at decisions with a single option instead of taking them. */
  askSingleOptions?: boolean;
  /** Work remembered between calls, per duel: one engine (one context) serves many duels at once. */
  caches: EngineCaches;
}

/**
 * Memos keyed by a duel's catalog object, which every state of one duel shares and no other
 * duel does; a server interleaving many duels keeps one entry per duel instead of rebuilding.
 */
export interface EngineCaches {
  /** Which cards of the duel have which kinds of effects. */
  scriptIndex: WeakMap<DuelState['catalog'], ScriptIndex>;
  /** The options `settle` listed for the state `apply` last returned in that duel (almost always the next one asked for). */
  listed: WeakMap<DuelState['catalog'], { state: DuelState; options: Option[] }>;
}

/**
 * 0.4.0: floating effects are stored as { code, source, affects, value, until } (the effect
 * vocabulary) instead of per-mechanic flags, so a state holding one hashes differently from
 * 0.3.0; states without floating effects hash as before.
 */
export const ENGINE_VERSION = '0.4.0';

export function makeContext(partial: Partial<Omit<EngineContext, 'caches'>> = {}): EngineContext {
  return {
    ...partial,
    procedures: partial.procedures ?? [],
    engineVersion: partial.engineVersion ?? ENGINE_VERSION,
    caches: { scriptIndex: new WeakMap(), listed: new WeakMap() },
  };
}
