/**
 * Test-only board builder: puts named cards straight into a blank state so each rule can
 * be tested from the exact position it is about. (Scenario files do the same from JSON.)
 */
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { blankState, newCardInstance } from '../../src/engine/setup.js';
import type { DuelState, Phase, PlayerId, Position, StateDraft } from '../../src/engine/types.js';
import type { FormatId } from '../../src/engine/format.js';

export const { db, engine } = defaultCards();

export interface MonsterSpec {
  card: string;
  position?: Position;
  faceDown?: boolean;
  /** Turn the card arrived; defaults to an earlier turn than the current one. */
  arrivedTurn?: number;
}

export interface SideSpec {
  lp?: number;
  hand?: string[];
  deck?: string[];
  graveyard?: string[];
  monsters?: (MonsterSpec | null)[];
  extraMonsters?: (MonsterSpec | null)[];
  extra?: string[];
  spellTraps?: ({ card: string; faceDown?: boolean; arrivedTurn?: number } | null)[];
}

export interface BoardSpec {
  format?: FormatId;
  turn?: number;
  turnPlayer?: PlayerId;
  firstPlayer?: PlayerId;
  phase?: Phase;
  normalSummonUsed?: boolean;
  sides: [SideSpec, SideSpec];
}

export function board(spec: BoardSpec): StateDraft {
  const s = blankState({ format: spec.format ?? 'classic', seed: 'board' }, engine.ctx);
  s.turn = spec.turn ?? 3;
  s.turnPlayer = spec.turnPlayer ?? 0;
  s.firstPlayer = spec.firstPlayer ?? 0;
  s.phase = spec.phase ?? 'main1';
  s.step = s.phase === 'battle' ? 'battle' : null;
  s.turnRecord.normalSummonUsed = spec.normalSummonUsed ?? false;
  const add = (name: string, owner: PlayerId, location: DuelState['cards'][number]['location']): number => {
    const facts = db.byName(name);
    if (!facts) throw new Error(`test board: no card named ${name}`);
    s.catalog[facts.passcode] = toCardStatic(facts);
    const id = s.cards.length;
    s.cards.push(newCardInstance(id, facts.passcode, owner, location));
    return id;
  };
  spec.sides.forEach((side, i) => {
    const p = i as PlayerId;
    const pl = s.players[p];
    pl.lp = side.lp ?? 8000;
    for (const n of side.hand ?? []) pl.hand.push(add(n, p, 'hand'));
    for (const n of side.deck ?? []) pl.deck.push(add(n, p, 'deck'));
    for (const n of side.graveyard ?? []) {
      const id = add(n, p, 'graveyard');
      s.cards[id]!.faceUp = true;
      pl.graveyard.push(id);
    }
    for (const n of side.extra ?? []) pl.extra.push(add(n, p, 'extra'));
    const place = (m: MonsterSpec, zone: number, location: 'monster' | 'extraMonster'): number => {
      const id = add(m.card, p, location);
      const c = s.cards[id]!;
      c.zone = zone;
      c.position = m.faceDown ? 'defense' : m.position ?? 'attack';
      c.faceUp = !m.faceDown;
      c.arrivedTurn = m.arrivedTurn ?? s.turn - 1;
      c.arrival = m.faceDown ? 'set' : 'normal';
      return id;
    };
    (side.monsters ?? []).forEach((m, zone) => {
      if (m) pl.monsters[zone] = place(m, zone, 'monster');
    });
    (side.extraMonsters ?? []).forEach((m, zone) => {
      if (m) s.extraMonsterZones[zone] = place(m, zone, 'extraMonster');
    });
    (side.spellTraps ?? []).forEach((st, zone) => {
      if (!st) return;
      const id = add(st.card, p, 'spellTrap');
      const c = s.cards[id]!;
      c.zone = zone;
      c.faceUp = !st.faceDown;
      c.arrivedTurn = st.arrivedTurn ?? s.turn - 1;
      pl.spellTraps[zone] = id;
    });
  });
  s.pending =
    s.phase === 'battle' ? { kind: 'battle', player: s.turnPlayer } : { kind: 'main', player: s.turnPlayer };
  return s;
}

/** Applies an option by id (or an action) and fails loudly if refused. */
export function play(state: DuelState, id: string): ReturnType<typeof engine.apply> & { ok: true } {
  const option = engine.legalActions(state).find((o) => o.id === id);
  if (!option) {
    throw new Error(`option ${id} not offered; offered: ${engine.legalActions(state).map((o) => o.id).join(', ')}`);
  }
  const result = engine.apply(state, option.action);
  if (!result.ok) throw new Error(`option ${id} refused: ${result.rejection.message}`);
  return result;
}

/** Instance id of the first card with that name in a pile or zone list. */
export function idOf(state: DuelState, name: string, owner?: PlayerId): number {
  const card = state.cards.find((c) => state.catalog[c.passcode]!.name === name && (owner === undefined || c.owner === owner));
  if (!card) throw new Error(`no ${name} in this state`);
  return card.id;
}

export function names(state: DuelState, ids: readonly (number | null)[]): (string | null)[] {
  return ids.map((id) => (id === null ? null : state.catalog[state.cards[id]!.passcode]!.name));
}

export const deckOf = (name: string, n: number): string[] => Array.from({ length: n }, () => name);
