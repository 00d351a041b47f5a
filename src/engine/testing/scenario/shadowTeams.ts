/**
 * Scenario checks for Shadow Games tag duels (shadow.teams): every mage of a team (seat, LP,
 * hand, Graveyard) and each mage's row of the end of combat. The partners themselves are
 * placed by shadowPartners.ts.
 */
import { z } from 'zod';
import { combatOutcome } from '../../shadow/outcome.js';
import type { DuelState } from '../../types.js';

const count = z.number().int().min(0);

const mateExpectation = z.strictObject({
  name: z.string(),
  seated: z.boolean().optional(),
  lp: count.optional(),
  mp: count.optional(),
  /** Card names in the mage's own hand (sorted when compared). */
  hand: z.array(z.string()).optional(),
  deckCount: count.optional(),
  graveyard: z.array(z.string()).optional(),
});
const outcomeExpectation = z.strictObject({
  name: z.string(),
  lp: count.optional(),
  conscious: z.boolean().optional(),
  graveyard: z.array(z.string()).optional(),
  returnedToDeck: z.array(z.string()).optional(),
});
export const teamExpectationSchema = {
  /** Each named mage's seat, LP, MP, hand and Graveyard (a partner's from their set-aside piles). */
  mages: z.array(mateExpectation).optional(),
  /** Each named mage's row of combatOutcome. */
  outcomes: z.array(outcomeExpectation).optional(),
};
export type TeamExpectation = { mages?: z.infer<typeof mateExpectation>[]; outcomes?: z.infer<typeof outcomeExpectation>[] };

/** Differences between the expected team facts and the state. */
export function teamDiffs(state: DuelState, expect: TeamExpectation, compare: (what: string, expected: unknown, actual: unknown) => void): void {
  const mages = state.shadow?.mages ?? [];
  const name = (id: number): string => state.catalog[state.cards[id]!.passcode]?.name ?? String(id);
  const byName = (p: number): string => state.catalog[p]?.name ?? String(p);
  for (const want of expect.mages ?? []) {
    const m = mages.find((x) => x.mage.name === want.name);
    if (!m) {
      compare(`shadow mage ${want.name}`, 'a mage of the duel', 'no such mage');
      continue;
    }
    const piles = m.aside ?? { ...state.players[m.side] };
    if (want.seated !== undefined) compare(`${want.name} seated`, want.seated, !m.aside);
    if (want.lp !== undefined) compare(`${want.name} LP`, want.lp, piles.lp);
    if (want.mp !== undefined) compare(`${want.name} MP`, want.mp, m.mp);
    if (want.hand) compare(`${want.name} hand`, [...want.hand].sort(), piles.hand.map(name).sort());
    if (want.deckCount !== undefined) compare(`${want.name} deck count`, want.deckCount, piles.deck.length);
    if (want.graveyard) compare(`${want.name} Graveyard`, [...want.graveyard].sort(), piles.graveyard.map(name).sort());
  }
  const outcome = combatOutcome(state);
  for (const want of expect.outcomes ?? []) {
    const row = outcome.mages.find((x) => x.name === want.name);
    if (!row) {
      compare(`outcome of ${want.name}`, 'a row', 'no such mage');
      continue;
    }
    if (want.lp !== undefined) compare(`outcome ${want.name} LP`, want.lp, row.lp);
    if (want.conscious !== undefined) compare(`outcome ${want.name} conscious`, want.conscious, row.conscious);
    if (want.graveyard) compare(`outcome ${want.name} Graveyard`, [...want.graveyard].sort(), row.graveyard.map(byName).sort());
    if (want.returnedToDeck) compare(`outcome ${want.name} returned to Deck`, [...want.returnedToDeck].sort(), row.returnedToDeck.map(byName).sort());
  }
}
