/**
 * The cards a player can talk about, as this layer needs them: visible names (for
 * aliases and typo forgiveness), zone references the command grammar reads (m1, os2,
 * h3), and stats of visible monsters ("my 1700 guy", "his weakest monster"). Built from
 * what the player may see only: a face-down card of the opponent is a zone, never a name.
 */
import { canSee, zoneRef } from '../../engine/text/describe.js';
import { currentAtk, currentDef } from '../../engine/continuous.js';
import { cardName, isOnField } from '../../engine/zones.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, PlayerId } from '../../engine/types.js';
import { aliasTable, type AliasTable } from './aliases.js';
import { nameWords } from './aliasRules.js';

export interface SeenCard {
  id: number;
  ref: string;
  /** null when the player may not know it. */
  name: string | null;
  side: 'own' | 'opp';
  where: 'hand' | 'monster' | 'spellTrap' | 'field' | 'graveyard' | 'other';
  faceUp: boolean;
  atk: number | null;
  def: number | null;
}

export interface BoardWords {
  state: DuelState;
  player: PlayerId;
  cards: SeenCard[];
  /** Normalized visible name → ids. */
  names: Map<string, number[]>;
  /** Alias → the visible card names it may stand for. */
  aliases: Map<string, string[]>;
  /** Words worth forgiving typos towards (name words, alias words). */
  vocabulary: Set<string>;
}

export const normalizeName = (name: string): string => nameWords(name).join(' ');

function whereOf(location: string): SeenCard['where'] {
  if (location === 'extraMonster') return 'monster';
  if (location === 'hand' || location === 'monster' || location === 'spellTrap' || location === 'field' || location === 'graveyard') return location;
  return 'other';
}

const cache = new WeakMap<DuelState, Map<string, BoardWords>>();

/** States are immutable values, so a state's words are worked out once per player and table. */
export function boardWords(state: DuelState, player: PlayerId, engine: Engine, table: AliasTable = aliasTable()): BoardWords {
  const perState = cache.get(state) ?? new Map<string, BoardWords>();
  cache.set(state, perState);
  const key = `${player}`;
  const hit = perState.get(key);
  if (hit && table === aliasTable()) return hit;
  const built = buildBoardWords(state, player, engine, table);
  if (table === aliasTable()) perState.set(key, built);
  return built;
}

function buildBoardWords(state: DuelState, player: PlayerId, engine: Engine, table: AliasTable): BoardWords {
  const cards: SeenCard[] = [];
  const names = new Map<string, number[]>();
  for (const card of state.cards) {
    const onField = isOnField(card.location);
    const seen = canSee(state, card.id, player);
    if (!onField && !seen) continue;
    if (card.location === 'deck' || card.location === 'gone') continue;
    const side = (onField ? card.controller : card.owner) === player ? 'own' : 'opp';
    const where = whereOf(card.location);
    const name = seen ? cardName(state, card.id) : null;
    const isMonster = where === 'monster';
    const ref = where === 'graveyard' || where === 'other' ? '' : zoneRef(state, card.id, player);
    cards.push({
      id: card.id,
      ref,
      name,
      side,
      where,
      faceUp: card.faceUp,
      atk: isMonster && seen ? currentAtk(state, engine.ctx, card.id) : null,
      def: isMonster && seen ? currentDef(state, engine.ctx, card.id) : null,
    });
    if (name) {
      const key = normalizeName(name);
      names.set(key, [...(names.get(key) ?? []), card.id]);
    }
  }
  const visible = new Set([...names.keys()]);
  const aliases = new Map<string, string[]>();
  for (const [alias, targets] of table) {
    const seen = targets.filter((t) => visible.has(normalizeName(t)));
    if (seen.length) aliases.set(alias, seen);
  }
  // A numbered name said without its number ("darkfire soldier" for Darkfire Soldier #1): every visible
  // name with that base, so two of them (#1 and #2) are asked back, one is read.
  for (const key of visible) {
    const base = /^(.+) \d+$/.exec(key)?.[1];
    if (base && base.includes(' ') && !visible.has(base) && !table.has(base)) aliases.set(base, [...(aliases.get(base) ?? []), key]);
  }
  const vocabulary = new Set<string>();
  for (const key of [...names.keys(), ...aliases.keys()]) for (const w of key.split(' ')) if (w.length >= 3) vocabulary.add(w);
  return { state, player, cards, names, aliases, vocabulary };
}

export const monsters = (b: BoardWords, side: 'own' | 'opp'): SeenCard[] => b.cards.filter((c) => c.side === side && c.where === 'monster');
export const spellTraps = (b: BoardWords, side: 'own' | 'opp'): SeenCard[] =>
  b.cards.filter((c) => c.side === side && (c.where === 'spellTrap' || c.where === 'field'));

/** The zone reference of a card the player can point at, or null (graveyard, deck). */
export function refOf(b: BoardWords, id: number): string | null {
  const c = b.cards.find((x) => x.id === id);
  return c && c.ref ? c.ref : null;
}
