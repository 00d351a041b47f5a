/**
 * Every card script, by passcode: one file per card under monster/, spell/ and trap/,
 * named by passcode and name. A card without a script has no effects for the engine; the
 * `scripted` mark in data/cards says which cards are complete and tested. The list itself is
 * generated (registry.ts, `npm run cards:index`), so a new card touches only its own file.
 */
import type { CardScript, ScriptLookup, SummonProcedure } from './facade.js';
import { BANISH_SUMMON_PROCEDURE, FIELD_BANISH_SUMMON_PROCEDURE, HAND_CONDITION_PROCEDURE, TOON_PROCEDURE, TRIBUTE_SUMMON_PROCEDURE } from './facade.js';
import { ALL_SCRIPTS } from './registry.js';

const ALL: readonly CardScript[] = ALL_SCRIPTS;

const BY_PASSCODE = new Map<number, CardScript>();
for (const script of ALL) {
  if (BY_PASSCODE.has(script.passcode)) throw new Error(`two scripts for passcode ${script.passcode}`);
  BY_PASSCODE.set(script.passcode, script);
}

/** Scripts with a format's wording applied, made once per format and card. */
const VARIANTS = new Map<string, Map<number, CardScript>>();

/**
 * A card's script as played in `format`: its `formats[format]` parts replace today's
 * (pre-errata wording in goat); without a variant, or without a format, today's script.
 */
export const scriptLookup: ScriptLookup = (passcode, format) => {
  const base = BY_PASSCODE.get(passcode);
  const variant = format === undefined ? undefined : base?.formats?.[format];
  if (!base || !variant) return base;
  let ofFormat = VARIANTS.get(format!);
  if (!ofFormat) VARIANTS.set(format!, (ofFormat = new Map()));
  let merged = ofFormat.get(passcode);
  if (!merged) {
    merged = { ...base, ...variant };
    ofFormat.set(passcode, merged);
  }
  return merged;
};

/** Passcodes whose script words the card differently in `format` (goat: pre-errata cards). */
export function formatVariantPasscodes(format: string): number[] {
  return [...BY_PASSCODE.values()].filter((s) => s.formats !== undefined && Object.hasOwn(s.formats, format)).map((s) => s.passcode);
}

/** Monsters' own Special Summon procedures (the Toons with "Toon World"; banishing from the Graveyard; Tributing named monsters). */
export const SUMMON_PROCEDURES: readonly SummonProcedure[] = [TOON_PROCEDURE, BANISH_SUMMON_PROCEDURE, TRIBUTE_SUMMON_PROCEDURE, FIELD_BANISH_SUMMON_PROCEDURE, HAND_CONDITION_PROCEDURE];

export function scriptedPasscodes(): number[] {
  return [...BY_PASSCODE.keys()];
}
