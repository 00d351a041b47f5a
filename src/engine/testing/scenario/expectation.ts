/**
 * Compares the state after a scenario step with the step's `expect`: one diff per field
 * that differs, with the expected and the actual value. Diffs come in a fixed order
 * (turn facts, each player's zones and piles, shared zones, zone details, the pending
 * decision, options, then events, Deck tops and views) so a failure report reads the
 * same on every run.
 */
import { shadowDiffs } from './shadow.js';
import type { Engine } from '../../index.js';
import type { DuelEvent, DuelState, Option } from '../../types.js';
import { currentAtk, currentDef } from '../../continuous.js';
import type { Expectation } from './schema.js';
import { checkAbsentEvents, checkDeckTop, checkEventOrder, checkView } from './expectMore.js';

export interface Diff {
  field?: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

type ExpectEngine = Pick<Engine, 'ctx' | 'legalActions'>;
type Compare = (field: string, expected: unknown, actual: unknown) => void;
type ZoneCheck = NonNullable<Expectation['zones']>[number];

const PLAYERS = [0, 1] as const;

function nameOf(state: DuelState, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const card = state.cards[id];
  if (!card) return `#${id}?`;
  return state.catalog[card.passcode]?.name ?? `passcode ${card.passcode}`;
}

function names(state: DuelState, ids: readonly (number | null)[]): (string | null)[] {
  return ids.map((id) => nameOf(state, id));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function padTo<T>(list: readonly (T | null)[], length: number): (T | null)[] {
  const out = list.slice();
  while (out.length < length) out.push(null);
  return out;
}

function optionMatches(option: Option, text: string): boolean {
  if (option.id === text) return true;
  const label = option.label.toLowerCase();
  const want = text.toLowerCase();
  return label.includes(want);
}

/** Compares a state with an expectation; one diff per field that differs. */
export function checkExpectation(state: DuelState, expect: Expectation, events: readonly DuelEvent[], engine: ExpectEngine): Diff[] {
  const diffs: Diff[] = [];
  const compare: Compare = (field, expected, actual) => {
    if (!same(expected, actual)) diffs.push({ field, message: "differs", expected, actual });
  };
  compareTurnFacts(state, expect, compare);
  for (const p of PLAYERS) comparePlayerCards(state, expect, p, compare);
  compareSharedZones(state, expect, compare);
  for (const [i, check] of (expect.zones ?? []).entries()) compareZone(state, engine, check, i, compare);
  comparePending(state, expect, compare);
  if (expect.options) diffs.push(...optionDiffs(state, engine, expect.options));
  if (expect.events) diffs.push(...checkEventOrder(state, events, expect.events));
  if (expect.absent) diffs.push(...checkAbsentEvents(state, events, expect.absent.events));
  for (const p of PLAYERS) {
    const top = expect.deckTop?.[p];
    if (top) diffs.push(...checkDeckTop(state, p, top));
    const v = expect.views?.[p];
    if (v) diffs.push(...checkView(state, engine.ctx, p, v, events));
  }
  return diffs;
}

function compareTurnFacts(state: DuelState, expect: Expectation, compare: Compare): void {
  if (expect.lp) compare('lp', expect.lp, [state.players[0].lp, state.players[1].lp]);
  if (expect.shadow) shadowDiffs(state, expect.shadow, compare);
  if (expect.phase !== undefined) compare('phase', expect.phase, state.phase);
  if (expect.step !== undefined) compare('step', expect.step, state.step);
  if (expect.window !== undefined) compare('window', expect.window, state.window?.kind ?? null);
  if (expect.turn !== undefined) compare('turn', expect.turn, state.turn);
  if (expect.turnPlayer !== undefined) compare('turnPlayer', expect.turnPlayer, state.turnPlayer);
  if (expect.winner !== undefined) {
    const actual = state.result ? (state.result.winner ?? 'draw') : null;
    compare('winner', expect.winner, actual);
  }
  if (expect.reason !== undefined) compare('reason', expect.reason, state.result?.reason ?? null);
  if (expect.normalSummonUsed !== undefined) compare('normalSummonUsed', expect.normalSummonUsed, state.turnRecord.normalSummonUsed);
}

/** One player's zones by name, piles by name, and the counts. */
function comparePlayerCards(state: DuelState, expect: Expectation, p: 0 | 1, compare: Compare): void {
  const pl = state.players[p];
  const m = expect.monsters?.[p];
  if (m) compare(`monsters.${p}`, padTo(m, pl.monsters.length), names(state, pl.monsters));
  const st = expect.spellTraps?.[p];
  if (st) compare(`spellTraps.${p}`, padTo(st, pl.spellTraps.length), names(state, pl.spellTraps));
  const hand = expect.hand?.[p];
  if (hand) compare(`hand.${p}`, hand, names(state, pl.hand));
  const gy = expect.graveyard?.[p];
  if (gy) compare(`graveyard.${p}`, gy, names(state, pl.graveyard));
  const ban = expect.banished?.[p];
  if (ban) compare(`banished.${p}`, ban, names(state, pl.banished));
  const efu = expect.extraFaceUp?.[p];
  if (efu) compare(`extraFaceUp.${p}`, efu, names(state, pl.extra.filter((id) => state.cards[id]!.faceUp)));
  const hc = expect.handCount?.[p];
  if (hc !== undefined) compare(`handCount.${p}`, hc, pl.hand.length);
  const mc = expect.monsterCount?.[p];
  if (mc !== undefined) {
    const controlled = [...pl.monsters, ...state.extraMonsterZones].filter((id) => id !== null && state.cards[id]!.controller === p).length;
    compare(`monsterCount.${p}`, mc, controlled);
  }
  const dc = expect.deckCount?.[p];
  if (dc !== undefined) compare(`deckCount.${p}`, dc, pl.deck.length);
  const gc = expect.graveyardCount?.[p];
  if (gc !== undefined) compare(`graveyardCount.${p}`, gc, pl.graveyard.length);
}

/** The Field Zones, the chain and the Extra Monster Zones. */
function compareSharedZones(state: DuelState, expect: Expectation, compare: Compare): void {
  for (const p of PLAYERS) {
    const fz = expect.fieldZone?.[p];
    if (fz !== undefined) compare(`fieldZone.${p}`, fz, nameOf(state, state.players[p].fieldZone));
  }
  if (expect.chain) compare('chain', expect.chain, state.chain.map((l) => nameOf(state, l.card)));
  if (expect.extraMonsterZones) {
    compare('extraMonsterZones', padTo(expect.extraMonsterZones, state.extraMonsterZones.length), names(state, state.extraMonsterZones));
  }
}

function zoneOccupant(state: DuelState, check: ZoneCheck): number | null | undefined {
  const index = Number(check.zone.replace(/^\D+/, '')) - 1;
  return check.zone === 'fz'
    ? state.players[check.player ?? 0].fieldZone
    : check.zone.startsWith('em')
    ? state.extraMonsterZones[index]
    : check.zone.startsWith('m')
      ? state.players[check.player ?? 0].monsters[index]
      : state.players[check.player ?? 0].spellTraps[index];
}

/** One `zones` entry: only the facts it gives are compared, as one diff. */
function compareZone(state: DuelState, engine: ExpectEngine, check: ZoneCheck, i: number, compare: Compare): void {
  const field = `zones[${i}] (${check.zone}${check.player !== undefined && !check.zone.startsWith('em') ? ` of player ${check.player}` : ''})`;
  const id = zoneOccupant(state, check);
  const card = id === null || id === undefined ? undefined : state.cards[id];
  const expected: Record<string, unknown> = {};
  const actual: Record<string, unknown> = {};
  if (check.card !== undefined) {
    expected.card = check.card;
    actual.card = nameOf(state, id);
  }
  if (check.materials !== undefined) {
    expected.materials = check.materials;
    actual.materials = card ? names(state, card.materials) : null;
  }
  if (check.position !== undefined) {
    expected.position = check.position;
    actual.position = card?.position ?? null;
  }
  if (check.faceUp !== undefined) {
    expected.faceUp = check.faceUp;
    actual.faceUp = card?.faceUp ?? null;
  }
  if (check.atk !== undefined) {
    expected.atk = check.atk;
    actual.atk = id === null || id === undefined ? null : currentAtk(state, engine.ctx, id);
  }
  if (check.def !== undefined) {
    expected.def = check.def;
    actual.def = id === null || id === undefined ? null : currentDef(state, engine.ctx, id);
  }
  if (check.zone.startsWith('em') && check.player !== undefined) {
    expected.controller = check.player;
    actual.controller = card?.controller ?? null;
  }
  compare(field, expected, actual);
}

function comparePending(state: DuelState, expect: Expectation, compare: Compare): void {
  if (expect.pending === undefined) return;
  if (expect.pending === null) {
    compare('pending', null, state.pending);
    return;
  }
  const pending = state.pending;
  const expected: Record<string, unknown> = { kind: expect.pending.kind };
  const actual: Record<string, unknown> = { kind: pending?.kind ?? null };
  if (expect.pending.player !== undefined) {
    expected.player = expect.pending.player;
    actual.player = pending?.player ?? null;
  }
  if (expect.pending.count !== undefined) {
    expected.count = expect.pending.count;
    actual.count = pending?.kind === 'discard' ? pending.count : null;
  }
  compare('pending', expected, actual);
}

function optionDiffs(state: DuelState, engine: ExpectEngine, wanted: NonNullable<Expectation['options']>): Diff[] {
  const diffs: Diff[] = [];
  const options = engine.legalActions(state);
  const listing = options.map((o) => `${o.id}: ${o.label}`);
  for (const want of wanted.includes) {
    if (!options.some((o) => optionMatches(o, want))) {
      diffs.push({ field: 'options.includes', message: `no option matches "${want}"`, expected: want, actual: listing });
    }
  }
  for (const unwanted of wanted.excludes) {
    const hits = options.filter((o) => optionMatches(o, unwanted));
    if (hits.length > 0) {
      diffs.push({
        field: 'options.excludes',
        message: `option "${unwanted}" should not be offered`,
        expected: `no option matching "${unwanted}"`,
        actual: hits.map((o) => `${o.id}: ${o.label}`),
      });
    }
  }
  return diffs;
}
