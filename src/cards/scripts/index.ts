/**
 * Every card script, by passcode. A card without a script has no effects for the engine;
 * the `scripted` mark in data/cards says which cards are complete and tested.
 */
import type { CardScript, ScriptLookup } from '../../engine/effects/api.js';
import { STARTER_SCRIPTS } from './starterScripts.js';

const ALL: readonly CardScript[] = [...STARTER_SCRIPTS];

const BY_PASSCODE = new Map<number, CardScript>();
for (const script of ALL) {
  if (BY_PASSCODE.has(script.passcode)) throw new Error(`two scripts for passcode ${script.passcode}`);
  BY_PASSCODE.set(script.passcode, script);
}

export const scriptLookup: ScriptLookup = (passcode) => BY_PASSCODE.get(passcode);

export function scriptedPasscodes(): number[] {
  return [...BY_PASSCODE.keys()];
}
