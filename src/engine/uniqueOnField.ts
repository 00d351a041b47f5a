/**
 * "You can only control 1 face-up <this card>" (Amazoness Tiger, Gravekeeper's Chief): while a
 * player controls a face-up monster of that name, they cannot Normal Summon, Flip Summon or
 * Special Summon another face-up (Setting one stays allowed). Read by summon.ts and
 * Resolution.specialSummon through `uniqueFaceUpTaken`; scripts say it with `onlyOneFaceUp`.
 */
import { isMonsterZone, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { DuelState, PlayerId } from './types.js';

/** Would `id` face-up be a second face-up monster of its name under `player`'s control, where its card allows only 1? */
export function uniqueFaceUpTaken(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  const card = state.cards[id];
  if (!card || !ctx?.scripts?.(card.passcode, state.format.id)?.onlyOneFaceUp) return false;
  const name = staticOf(state, card).name;
  for (const other of state.players[player].monsters) {
    if (other === null || other === id) continue;
    const o = state.cards[other]!;
    if (o.faceUp && isMonsterZone(o.location) && staticOf(state, o).name === name) return true;
  }
  return false;
}
