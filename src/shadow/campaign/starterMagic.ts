/**
 * The starting Magic sets a new mage picks from (data/shadow/starter-magic.json): a name and
 * a list of cards by name and copies, resolved to passcodes through the card database.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CardDb } from '../../cards/cardDb.js';
import { passcodesOf } from './npcs.js';

export const starterSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(80),
  summary: z.string().min(1).max(200),
  cards: z.array(z.tuple([z.string().min(1), z.number().int().min(1).max(3)])).min(1),
});
export type StarterSet = z.infer<typeof starterSetSchema>;

let sets: StarterSet[] | undefined;

export function starterSets(): StarterSet[] {
  sets ??= z
    .object({ about: z.string(), sets: z.array(starterSetSchema).min(1) })
    .parse(JSON.parse(readFileSync(new URL('../../../data/shadow/starter-magic.json', import.meta.url), 'utf8'))).sets;
  return sets;
}

/** The set's passcodes, copy by copy. */
export function starterPasscodes(set: StarterSet, db: CardDb): number[] {
  return passcodesOf(set.cards, db, `starting set ${set.id}`);
}
