/**
 * The zod schema of a stored mage sheet (the `sheet` JSON of a shadow_mages row, and any
 * sheet read from outside): a row that does not parse is reported, never half-used.
 */
import { z } from 'zod';
import { PATH_IDS } from './paths.js';
import type { Mage } from './sheet.js';

const count = z.number().int().min(0);
const passcodes = z.array(z.number().int().positive()).max(1000);

export const mageSchema = z.strictObject({
  name: z.string().min(1).max(40),
  body: count.max(10),
  mind: count.max(10),
  power: count.max(10),
  level: z.number().int().min(1).max(20),
  xp: count,
  starLevel: z.number().int().min(1).max(12),
  paths: z.array(z.enum(PATH_IDS)).max(20),
  unspentScorePoints: count.max(20),
  unspentPathRanks: count.max(20),
  lp: count,
  library: passcodes,
  deckOfMagic: passcodes,
  extraMagic: passcodes,
  graveyard: passcodes,
  beyond: passcodes,
  divine: passcodes,
  halfRestsToday: count.max(3),
}) satisfies z.ZodType<Mage>;
