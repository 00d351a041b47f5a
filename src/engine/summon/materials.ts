/**
 * What Synchro, Xyz and Link Summons share: the monsters a player may use as materials,
 * their Levels, the materials line a card's script may give, and sending or attaching
 * the chosen materials.
 */
import { currentLevel } from '../continuous.js';
import { monstersControlledBy, moveCard, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { CardStatic, DuelState, PlayerId } from '../types.js';

/**
 * A monster's materials line, when it asks for more than the method's default (a card
 * script's `extraMaterials`). Synchro default: any 1 Tuner + 1 or more non-Tuners. Xyz
 * default: 2 monsters of the Xyz Monster's Rank as their Level. Link default: 2 or more
 * monsters (1 for a Link 1), up to the Link Rating.
 */
export interface ExtraMaterials {
  /** Synchro: what the Tuner must be ("Junk Synchron"). */
  tuner?: (facts: CardStatic) => boolean;
  /** Synchro: what each non-Tuner must be; Xyz and Link: what each material must be. */
  material?: (facts: CardStatic) => boolean;
  /** How many materials (Synchro: non-Tuners; Xyz, Link: all). */
  min?: number;
  max?: number;
  /** The materials line in our words, for refusals ("1 Tuner + 1 or more non-Tuner monsters"). */
  text?: string;
}

export const factsOf = (state: DuelState, id: number): CardStatic => staticOf(state, state.cards[id]!);

/** Xyz and Link Monsters have a Rank or a Link Rating, not a Level (rule term.level-rank-rating). */
export const hasLevel = (facts: CardStatic): boolean => facts.frame !== 'xyz' && facts.frame !== 'link' && facts.kind === 'monster';

export const isTuner = (facts: CardStatic): boolean => facts.subtypes.includes('Tuner');

/** The face-up monsters `player` controls, in zone order (Main then Extra Monster Zones): every method's materials. */
export function faceUpMaterials(state: DuelState, player: PlayerId): number[] {
  return monstersControlledBy(state, player).filter((id) => state.cards[id]!.faceUp);
}

export function materialsLine(state: DuelState, ctx: EngineContext, monster: number): ExtraMaterials {
  return ctx.scripts?.(state.cards[monster]!.passcode, state.format.id)?.extraMaterials ?? {};
}

export const levelOf = (state: DuelState, ctx: EngineContext, id: number): number => currentLevel(state, ctx, id);

/** Every subset of `items` (in their order), smallest first; `items` is a field's worth of monsters (at most 7). */
export function subsets(items: readonly number[], minSize: number, maxSize: number): number[][] {
  const out: number[][] = [];
  const n = items.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const set: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) set.push(items[i]!);
    if (set.length >= minSize && set.length <= maxSize) out.push(set);
  }
  return out.sort((a, b) => a.length - b.length);
}

/** Synchro and Link materials go to the Graveyard (a Token vanishes; a Pendulum goes face-up to the Extra Deck). */
export function sendMaterials(tx: Tx, ids: readonly number[]): void {
  for (const id of ids) {
    const from = tx.s.cards[id]!.location;
    moveCard(tx, id, { to: 'graveyard', faceUp: true });
    if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'material', from });
  }
}

/** Xyz Materials are stacked under the Xyz Monster: they leave the field but are not in the Graveyard. */
export function attachMaterials(tx: Tx, holder: number, ids: readonly number[]): void {
  for (const id of ids) {
    // An Xyz Monster used as material brings its own materials along under the new one.
    const carried = tx.s.cards[id]!.materials;
    if (carried.length > 0) {
      tx.card(id).materials = [];
      const card = tx.card(holder);
      card.materials = [...card.materials, ...carried];
    }
    moveCard(tx, id, { to: 'material', holder });
  }
}

/** "A and B" for labels. */
export function andList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
