/**
 * The Shadow Games part of a stored duel config (DuelConfig.mages and .partners), checked
 * when a saved session is read back: without it a shadow duel would lose its mages on the
 * way through the database and could not be rebuilt after a restart. Objects are loose so
 * that a field the engine adds to a combatant later is kept as it was saved.
 */
import { z } from 'zod';
import type { ShadowCombatant, ShadowMages, ShadowPartners } from '../engine/shadow/types.js';

const count = z.number().int().min(0);
const passcodes = z.array(z.number().int()).readonly();

export const shadowCombatantSchema = z.looseObject({
  name: z.string(),
  mind: count,
  body: count,
  power: count,
  starLevel: count,
  lp: z.number().int(),
  lpCap: z.number().int(),
  library: passcodes,
  divine: passcodes.optional(),
  normalLp: z.number().int().optional(),
}) satisfies z.ZodType<ShadowCombatant>;

const deck = z.object({ main: passcodes, extra: passcodes });
const partner = z.looseObject({ mage: shadowCombatantSchema, deck });

// Typed as the engine's shapes: a loose object's type carries an index signature they lack.
export const shadowConfigFields = {
  mages: z.tuple([shadowCombatantSchema, shadowCombatantSchema]).optional() as unknown as z.ZodOptional<z.ZodType<ShadowMages>>,
  partners: z.tuple([z.array(partner), z.array(partner)]).optional() as unknown as z.ZodOptional<z.ZodType<ShadowPartners>>,
};
