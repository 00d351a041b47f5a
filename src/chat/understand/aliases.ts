/**
 * Card nicknames, read from data/cards/aliases.json (made by `npm run chat:aliases` from
 * the rules in aliasRules.ts and the hand-written aliases.manual.json). An alias may
 * stand for several cards ("elf", "sword"); the reader keeps only the cards the player
 * can see at that moment, so a nickname never reveals or guesses a hidden card.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const aliasFileSchema = z.strictObject({
  $comment: z.string().optional(),
  aliases: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
});

export type AliasTable = ReadonlyMap<string, readonly string[]>;

const ALIAS_PATH = new URL('../../../data/cards/aliases.json', import.meta.url);

export function parseAliasFile(raw: unknown, source: string): Map<string, string[]> {
  const parsed = aliasFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${source}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  return new Map(Object.entries(parsed.data.aliases).map(([k, v]) => [k.toLowerCase(), v]));
}

let loaded: Map<string, string[]> | undefined;

/** The alias table, loaded once per process. */
export function aliasTable(): AliasTable {
  if (!loaded) loaded = parseAliasFile(JSON.parse(readFileSync(ALIAS_PATH, 'utf8')), 'data/cards/aliases.json');
  return loaded;
}
