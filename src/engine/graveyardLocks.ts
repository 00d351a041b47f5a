/**
 * Graveyard locks. Necrovalley (April 2005 wording): effects that would move a card out of a
 * Graveyard are negated, and no card in a Graveyard can be removed from play, not even as a
 * cost (Chaos Sorcerer cannot be Special Summoned). Kycoo the Ghost Destroyer: the opponent
 * cannot remove cards in its controller's Graveyard from play. The rules read them where a
 * card would leave a Graveyard: the moves of a resolving effect (cardMoves.ts, Special
 * Summons in resolution.ts) and the Graveyard costs of Summon procedures (summon.ts). A
 * negated move simply does not happen, which is what negating that part of the effect does.
 *
 * The End of Anubis (April 2005 wording): while it is face-up on the field, an effect that
 * targets a card in a Graveyard, or that was activated in a Graveyard, is negated as its Chain
 * Link resolves (Monster Reborn, Call of the Haunted, Sinister Serpent's return): the card's
 * activation stands, its effect does nothing. Read by chain/resolve.ts.
 */
import { eachEffect, hasEffect } from './activeEffects.js';
import { scriptIndex } from './scriptIndex.js';
import type { EngineContext } from './context.js';
import type { ChainLink, DuelState, PlayerId } from './types.js';

function anyLock(state: DuelState, ctx: EngineContext | undefined): boolean {
  if (!ctx?.scripts) return false;
  const codes = scriptIndex(state, ctx).continuousCodes;
  return codes.has('graveyard-banish-locked') || codes.has('negate-graveyard-moves');
}

/** Does the card `source` say its effects are not affected by Necrovalley (Rite of Spirit)? */
function ignoresLocks(state: DuelState, ctx: EngineContext | undefined, source: number): boolean {
  return ctx?.scripts?.(state.cards[source]!.passcode, state.format.id)?.ignoresGraveyardLocks === true;
}

/** Is `owner`'s Graveyard not affected by Necrovalley (Gravekeeper's Chief face-up: code 'graveyard-immune-to-necrovalley')? */
function necrovalleyImmune(state: DuelState, ctx: EngineContext | undefined, owner: PlayerId): boolean {
  return scriptIndex(state, ctx!).continuousCodes.has('graveyard-immune-to-necrovalley') && hasEffect(state, ctx, { player: owner }, 'graveyard-immune-to-necrovalley');
}

/**
 * Would the effect of the card `source` moving `id` out of its Graveyard be negated
 * (Necrovalley)? False for a card not in a Graveyard.
 */
export function graveyardMoveNegated(state: DuelState, ctx: EngineContext | undefined, id: number, source: number): boolean {
  const card = state.cards[id];
  if (!card || card.location !== 'graveyard' || !anyLock(state, ctx) || ignoresLocks(state, ctx, source)) return false;
  return hasEffect(state, ctx, { player: card.owner }, 'negate-graveyard-moves') && !necrovalleyImmune(state, ctx, card.owner);
}

/**
 * May `by` not remove `id` from play, by an effect of the card `source` or as a cost
 * (`source` null), while it is in a Graveyard (Necrovalley, Kycoo)?
 */
export function graveyardBanishLocked(state: DuelState, ctx: EngineContext | undefined, id: number, by: PlayerId, source: number | null): boolean {
  const card = state.cards[id];
  if (!card || card.location !== 'graveyard' || !anyLock(state, ctx) || (source !== null && ignoresLocks(state, ctx, source))) return false;
  // Necrovalley's lock (on both players) does not reach a Graveyard immune to it (Gravekeeper's Chief); Kycoo's still does.
  const immune = necrovalleyImmune(state, ctx, card.owner);
  let locked = false;
  eachEffect(state, ctx, { player: card.owner }, ['graveyard-banish-locked', 'negate-graveyard-moves'], (e) => (locked = immune ? e.code === 'graveyard-banish-locked' && e.value === by : e.code === 'negate-graveyard-moves' || e.value === 'both' || e.value === by));
  return locked;
}

/**
 * Is the effect of `link` negated as it resolves because it targets a card now in a Graveyard,
 * or was activated in one, while a face-up monster with 'negate-graveyard-effects' is on the
 * field (The End of Anubis)?
 */
export function graveyardEffectNegated(state: DuelState, ctx: EngineContext, link: ChainLink): boolean {
  if (!ctx.scripts || !scriptIndex(state, ctx).continuousCodes.has('negate-graveyard-effects')) return false;
  const aimsAtGraveyard = link.targets.some((slot) => slot.some((t) => state.cards[t.id]?.location === 'graveyard'));
  if (!aimsAtGraveyard && link.activatedIn !== 'graveyard') return false;
  for (const pile of [state.players[0].monsters, state.players[1].monsters, state.extraMonsterZones]) {
    for (const id of pile) {
      if (id !== null && state.cards[id]!.faceUp && hasEffect(state, ctx, { card: id }, 'negate-graveyard-effects')) return true;
    }
  }
  return false;
}
