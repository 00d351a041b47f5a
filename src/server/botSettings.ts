/**
 * The `strong` level's settings in a chat session, from the environment:
 * BOT_STRONG_BUDGET_MS, the search's time per decision (default 200 ms; 0 is refused here,
 * since a chat session must never search without a limit). The search gives the event
 * loop a turn before each decision (src/chat/levelBot.ts), so the server is held for at
 * most about one budget at a time, never for a whole bot turn.
 */
import { z } from 'zod';
import { DEFAULT_SEARCH, type SearchSettings } from '../bot/search.js';

const budgetSchema = z
  .string()
  .regex(/^\d+$/, 'a whole number of milliseconds')
  .transform(Number)
  .pipe(z.number().int().min(10, 'at least 10').max(5_000, 'at most 5000'));

export function strongSearchFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<SearchSettings> {
  const raw = env.BOT_STRONG_BUDGET_MS?.trim();
  if (!raw) return { budgetMs: DEFAULT_SEARCH.budgetMs };
  const r = budgetSchema.safeParse(raw);
  if (!r.success) throw new Error(`BOT_STRONG_BUDGET_MS: ${r.error.issues[0]?.message ?? 'not a budget'} (got "${raw.slice(0, 40)}")`);
  return { budgetMs: r.data };
}
