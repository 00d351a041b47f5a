/**
 * "Excavate": cards turned over from the top of a Deck one by one, shown to both players,
 * until one fits (Monster Gate, Reasoning). Every card turned over is revealed; what happens
 * to the cards then is the card's own business.
 */
import type { DuelState, EngineContext, PlayerId, Resolution } from './engine.js';
import { facts } from './queries.js';

/** A monster that could be Normal Summoned or Set: no Fusion, Ritual or Special Summon Monster. */
export function normalSummonableMonster(state: DuelState, ctx: EngineContext | undefined, id: number): boolean {
  const f = facts(state, id);
  if (f.kind !== 'monster' || !f.normalSummonable || f.extraDeck || f.frame === 'ritual' || f.frame === 'token') return false;
  return ctx?.scripts?.(f.passcode, state.format.id)?.specialSummonOnly !== true;
}

export interface Excavation {
  /** The card the turning stopped at, if one fit. */
  found: number | undefined;
  /** The cards turned over before it. */
  others: number[];
}

/**
 * Turns over `player`'s Deck from the top until a card fits, revealing each; when none does,
 * the whole Deck was revealed and is shuffled (the cards stay in it) and `found` is undefined.
 */
export function excavateUntil(r: Resolution, player: PlayerId, fits: (id: number) => boolean): Excavation {
  const deck = r.state.players[player].deck;
  const at = deck.findIndex(fits);
  if (at < 0) {
    r.reveal(player, [...deck]);
    r.shuffleDeck(player);
    return { found: undefined, others: [] };
  }
  const turned = deck.slice(0, at + 1);
  r.reveal(player, turned);
  return { found: turned[at], others: turned.slice(0, at) };
}

/** Excavates to the first monster that could be Normal Summoned (the shared start of Monster Gate and Reasoning). */
export const excavateToSummonable = (r: Resolution): Excavation => excavateUntil(r, r.player, (id) => normalSummonableMonster(r.state, r.ctx, id));
