/**
 * Monster Zones that cannot be used (Ojama King: "select up to 3 of your opponent's unused
 * Monster Card Zones; they cannot be used while this card is face-up on the field"). The
 * selection is no effect activation: its controller makes it as the monster turns face-up,
 * and it holds until the monster leaves or is turned face-down (a new card for the rules,
 * which selects again when it is face-up once more). It is kept as an
 * 'unusable-monster-zones' floating effect on the monster, read by zones.ts.
 *
 * When the monster lands face-up during an effect (a Fusion Summon by Polymerization, a
 * Special Summon by Monster Reborn or Call of the Haunted, Book of Taiyou) its controller
 * chooses the zones (`chooseUnusableZones`). A Flip Summon or a flip by an attack happens
 * outside any effect, where the engine has no way to ask: there the rules take every unused
 * zone up to the limit, lowest first (`settleUnusableZones`), the choice a player wants
 * unless they mean to give the opponent monsters later; the README says so.
 */
import { activeSources } from '../activeEffects.js';
import { cardName, isMonsterZone, opponentOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { ChooseRequest } from './answers.js';

type Chooser = (req: ChooseRequest) => number[];

/** How many zones `id` selects as it turns face-up (0: it selects none). */
function selectsHowMany(tx: Tx, ctx: EngineContext, id: number): number {
  for (const s of activeSources(tx.s, ctx, ['selects-unusable-zones'])) {
    if (s.id === id && s.effect.code === 'selects-unusable-zones') return s.effect.value ? s.effect.value(tx.s, id, { card: id }) : 0;
  }
  return 0;
}

/** Has `id`, as it is now, already selected its zones? */
function hasSelected(tx: Tx, id: number): boolean {
  const moves = tx.s.cards[id]!.moves;
  return tx.s.lingering.some((e) => e.code === 'unusable-monster-zones' && 'card' in e.affects && e.affects.card === id && e.affects.moves === moves);
}

/** Records the selection: `zones` of the opponent of `id`'s controller. */
function record(tx: Tx, id: number, zones: readonly number[]): void {
  const card = tx.s.cards[id]!;
  const value = { player: opponentOf(card.controller), zones: [...zones] };
  tx.lingering().push({ code: 'unusable-monster-zones', source: card.passcode, affects: { card: id, moves: card.moves }, value, until: 'permanent' });
}

function unusedZones(tx: Tx, id: number): number[] {
  const opp = opponentOf(tx.s.cards[id]!.controller);
  return tx.s.players[opp].monsters.flatMap((z, i) => (z === null ? [i] : []));
}

/** `id` just turned face-up during an effect: its controller selects the zones, if it selects any. */
export function chooseUnusableZones(tx: Tx, ctx: EngineContext, id: number, choose: Chooser): void {
  const card = tx.s.cards[id]!;
  if (!card.faceUp || !isMonsterZone(card.location) || hasSelected(tx, id)) return;
  const max = selectsHowMany(tx, ctx, id);
  if (max === 0) return;
  const free = unusedZones(tx, id);
  const labels = free.map((z) => `Your opponent's Monster Zone ${z + 1} (om${z + 1})`);
  const prompt = `${cardName(tx.s, id)}: select up to ${max} of your opponent's unused Monster Zones that cannot be used`;
  // Candidates are positions in `free` (a label belongs to each), not zone numbers.
  const picked = choose({ player: card.controller, prompt, candidates: free.map((_, i) => i), labels, min: 0, max: Math.min(max, free.length), hint: 'harm' });
  record(tx, id, picked.map((i) => free[i]!));
}

/** Face-up monsters that select zones but have not (turned face-up outside an effect) take every unused one up to their limit. */
export function settleUnusableZones(tx: Tx, ctx: EngineContext): void {
  for (const s of activeSources(tx.s, ctx, ['selects-unusable-zones'])) {
    if (s.effect.code !== 'selects-unusable-zones' || !isMonsterZone(tx.s.cards[s.id]!.location) || hasSelected(tx, s.id)) continue;
    const max = s.effect.value ? s.effect.value(tx.s, s.id, { card: s.id }) : 0;
    record(tx, s.id, unusedZones(tx, s.id).slice(0, max));
  }
}
