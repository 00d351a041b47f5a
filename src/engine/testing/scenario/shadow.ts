/**
 * Scenario support for the shadow-games format: the mages of the board (scores, Magic
 * Points, Library, Divine Magic) and the checks on them after a step (MP, rolls used, the
 * end of combat). Kept apart from schema.ts so the card-game scenarios read as before.
 */
import { z } from 'zod';
import { combatOutcome } from '../../shadow/outcome.js';
import { teamDiffs, teamExpectationSchema } from './shadowTeams.js';
import type { ShadowMageState, ShadowState } from '../../shadow/types.js';
import type { DuelState, StateDraft } from '../../types.js';
import type { ScenarioCards } from './schema.js';

const count = z.number().int().min(0);

/** One mage of a scenario; everything has a default (a Mind 4, Body 3, Power 2 mage of Star Level 12). */
export const scenarioMageSchema = z.strictObject({
  name: z.string().min(1).optional(),
  mind: count.default(4),
  body: count.default(3),
  power: count.default(2),
  starLevel: count.default(12),
  lpCap: count.optional(),
  normalLp: count.optional(),
  /** Magic Points at the start of the scenario. */
  mp: count.default(5),
  /** Turns this mage already started (0: their next turn is their first, with its 5 MP). */
  turnsTaken: count.optional(),
  heartUses: count.default(0),
  library: z.array(z.string()).default([]),
  divine: z.array(z.string()).default([]),
  unlocked: z.array(z.string()).default([]),
});

export type ScenarioMage = z.infer<typeof scenarioMageSchema>;

export const shadowExpectationSchema = z.strictObject({
  mp: z.tuple([count, count]).optional(),
  heartUses: z.tuple([count, count]).optional(),
  /** Names of the Divine Magic unlocked per side. */
  unlocked: z.tuple([z.array(z.string()), z.array(z.string())]).optional(),
  /** combatOutcome: each side's LP after the end-of-combat rules, and who is conscious. */
  outcomeLp: z.tuple([count, count]).optional(),
  conscious: z.tuple([z.boolean(), z.boolean()]).optional(),
  /** Passcode names going back to the Deck of Magic (active cards), per side. */
  returnedToDeck: z.tuple([z.array(z.string()), z.array(z.string())]).optional(),
  ...teamExpectationSchema,
});

export type ShadowExpectation = z.infer<typeof shadowExpectationSchema>;

function passcodes(cards: ScenarioCards, names: readonly string[]): number[] {
  return names.map((n) => {
    const facts = cards.find(n);
    if (!facts) throw new Error(`scenario board: no card named "${n}" for a mage`);
    return facts.passcode;
  });
}

/** One mage's combat state from its scenario entry (its Library and Divine Magic put in the catalog). */
export function toMageState(s: StateDraft, m: ScenarioMage, side: 0 | 1, cards: ScenarioCards, lp: number, fallbackName: string): ShadowMageState {
  const library = passcodes(cards, m.library);
  const divine = passcodes(cards, m.divine);
  for (const name of [...m.library, ...m.divine]) s.catalog[cards.find(name)!.passcode] = cards.find(name)!;
  const base = { name: m.name ?? fallbackName, mind: m.mind, body: m.body, power: m.power, starLevel: m.starLevel, lp };
  const mage = { ...base, lpCap: m.lpCap ?? 1000 * (m.body + m.mind) + 2000, library, divine, ...(m.normalLp !== undefined ? { normalLp: m.normalLp } : {}) };
  const mine = s.turn <= 1 ? 0 : Math.floor((s.turn - (s.firstPlayer === side ? 1 : 2)) / 2) + 1;
  return { side, mage, mp: m.mp, turnsTaken: m.turnsTaken ?? Math.max(0, mine), heartUses: m.heartUses, unlocked: passcodes(cards, m.unlocked) };
}

/** The board's shadow state: the given mages (or two default ones), and their Library cards in the catalog. */
export function placeMages(s: StateDraft, given: readonly ScenarioMage[] | undefined, cards: ScenarioCards): void {
  const defaults = [scenarioMageSchema.parse({}), scenarioMageSchema.parse({})];
  const list = given ?? defaults;
  const mages = list.slice(0, 2).map((m, i) => toMageState(s, m, i as 0 | 1, cards, s.players[i as 0 | 1].lp, `Mage ${i + 1}`));
  const shadow: ShadowState = { mages, active: [0, 1], mustUse: null };
  s.shadow = shadow;
}

/** Differences between the expected shadow facts and the state. */
export function shadowDiffs(state: DuelState, expect: ShadowExpectation, compare: (what: string, expected: unknown, actual: unknown) => void): void {
  const shadow = state.shadow;
  if (!shadow) {
    compare('shadow', 'a shadow-games duel', 'no mages in this duel');
    return;
  }
  const side = (p: 0 | 1): ShadowMageState => shadow.mages[shadow.active[p]]!;
  if (expect.mp) compare('shadow.mp', expect.mp, [side(0).mp, side(1).mp]);
  if (expect.heartUses) compare('shadow.heartUses', expect.heartUses, [side(0).heartUses, side(1).heartUses]);
  const name = (p: number): string => state.catalog[p]?.name ?? String(p);
  if (expect.unlocked) compare('shadow.unlocked', expect.unlocked, [side(0).unlocked.map(name), side(1).unlocked.map(name)]);
  const outcome = combatOutcome(state);
  const first = (p: 0 | 1) => outcome.mages.find((m) => m.side === p)!;
  if (expect.outcomeLp) compare('shadow.outcomeLp', expect.outcomeLp, [first(0).lp, first(1).lp]);
  if (expect.conscious) compare('shadow.conscious', expect.conscious, [first(0).conscious, first(1).conscious]);
  if (expect.returnedToDeck) compare('shadow.returnedToDeck', expect.returnedToDeck, [first(0).returnedToDeck.map(name).sort(), first(1).returnedToDeck.map(name).sort()]);
  teamDiffs(state, expect, compare);
}
