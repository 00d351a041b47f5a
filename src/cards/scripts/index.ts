/**
 * Every card script, by passcode. A card without a script has no effects for the engine;
 * the `scripted` mark in data/cards says which cards are complete and tested.
 */
import type { CardScript, ScriptLookup } from '../../engine/effects/api.js';
import type { SummonProcedure } from '../../engine/context.js';
import { STARTER_SCRIPTS } from './starterScripts.js';
import { TRAP_SCRIPTS } from './traps.js';
import { EQUIP_FIELD_SCRIPTS, TOON_PROCEDURE } from './equipsFields.js';
import { MONSTER_SCRIPTS } from './monsters.js';
import { FLIP_MONSTER_SCRIPTS } from './flipMonsters.js';
import { SPELL_SCRIPTS } from './spells.js';

const ALL: readonly CardScript[] = [...STARTER_SCRIPTS, ...TRAP_SCRIPTS, ...EQUIP_FIELD_SCRIPTS, ...MONSTER_SCRIPTS, ...FLIP_MONSTER_SCRIPTS, ...SPELL_SCRIPTS];

const BY_PASSCODE = new Map<number, CardScript>();
for (const script of ALL) {
  if (BY_PASSCODE.has(script.passcode)) throw new Error(`two scripts for passcode ${script.passcode}`);
  BY_PASSCODE.set(script.passcode, script);
}

export const scriptLookup: ScriptLookup = (passcode) => BY_PASSCODE.get(passcode);

/** Monsters' own Special Summon procedures (the Toons with "Toon World"). */
export const SUMMON_PROCEDURES: readonly SummonProcedure[] = [TOON_PROCEDURE];

export function scriptedPasscodes(): number[] {
  return [...BY_PASSCODE.keys()];
}
