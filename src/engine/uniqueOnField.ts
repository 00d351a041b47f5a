/**
 * "You can only control 1 face-up <this card>" (Amazoness Tiger, Gravekeeper's Chief): while a
 * player controls a face-up monster of that name, they cannot Normal Summon, Flip Summon or
 * Special Summon another face-up (Setting one stays allowed). Read by summon.ts and
 * Resolution.specialSummon through `uniqueFaceUpTaken`; scripts say it with `onlyOneFaceUp`, or with
 * `onlyOne` for "you can only control 1" (face-down ones count, and Sets are refused too).
 */
import { isMonsterZone, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { DuelState, PlayerId } from './types.js';

/**
 * Would `id` face-up be a second monster of its name under `player`'s control, where its card
 * allows only 1 face-up (`onlyOneFaceUp`) or only 1 at all (`onlyOne`: face-down ones count)?
 */
export function uniqueFaceUpTaken(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  const card = state.cards[id];
  const script = card ? ctx?.scripts?.(card.passcode, state.format.id) : undefined;
  if (!card || (!script?.onlyOneFaceUp && !script?.onlyOne)) return false;
  return controlsAnother(state, player, id, script.onlyOne === true);
}

/**
 * "You can only control 1 <this card>" (Jigabyte): would `id`, face-up or face-down, be a second
 * monster of its name under `player`'s control? Read for Sets and face-down Special Summons too.
 */
export function onlyOneTaken(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  const card = state.cards[id];
  if (!card || !ctx?.scripts?.(card.passcode, state.format.id)?.onlyOne) return false;
  return controlsAnother(state, player, id, true);
}

/** Does `player` control a monster other than `id` with its name (face-up only, unless `faceDownToo`)? */
function controlsAnother(state: DuelState, player: PlayerId, id: number, faceDownToo: boolean): boolean {
  const name = staticOf(state, state.cards[id]!).name;
  const zones = [...state.players[player].monsters, ...state.extraMonsterZones];
  for (const other of zones) {
    if (other === null || other === id) continue;
    const o = state.cards[other]!;
    if (o.controller === player && (faceDownToo || o.faceUp) && isMonsterZone(o.location) && staticOf(state, o).name === name) return true;
  }
  return false;
}
