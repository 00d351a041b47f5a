/**
 * The end of combat (shadow.end-of-combat): what a finished (or current) shadow duel leaves
 * for each mage. LP above normal come back down to normal; a mage at 0 is unconscious; cards
 * still active on the field go back to the Deck of Magic; the Graveyard and the Beyond stay
 * spent until a Full Rest. In a tag duel the team's LP are shared, so every member of the
 * team ends with the team's LP, each brought down to their own normal LP (ours: shadow.teams).
 */
import type { DuelState, PlayerId } from '../types.js';
import { normalLpOf } from './state.js';
import type { ShadowMageOutcome, ShadowOutcome } from './types.js';

function passcodesOf(state: DuelState, ids: readonly (number | null)[], owner: PlayerId, ownerIds: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (id === null) continue;
    const card = state.cards[id]!;
    // Tokens are not Magic of anyone's Deck: they vanish.
    if (card.owner === owner && ownerIds.has(id) && state.catalog[card.passcode]?.frame !== 'token') out.push(card.passcode);
  }
  return out;
}

export function combatOutcome(state: DuelState): ShadowOutcome {
  const shadow = state.shadow;
  const over = state.result !== null;
  const winner = over ? state.result!.winner : null;
  if (!shadow) return { over, winner, winners: [], mages: [] };
  const mages: ShadowMageOutcome[] = [];
  for (const side of [0, 1] as const) {
    const team = shadow.mages.filter((m) => m.side === side);
    const pl = state.players[side];
    // Every card of a side is one of the team's Magic; in a tag duel each card belongs to
    // the mage whose Deck it came from (DuelConfig order), so the first member takes them all
    // unless cards are marked otherwise (ours: the team's spent Magic is listed once, under its first mage).
    const ids = new Set(state.cards.filter((c) => c.owner === side).map((c) => c.id));
    const onField = [...pl.monsters, ...pl.spellTraps, pl.fieldZone, ...state.players[side === 0 ? 1 : 0].monsters, ...state.players[side === 0 ? 1 : 0].spellTraps, ...state.extraMonsterZones];
    team.forEach((m, i) => {
      const normal = normalLpOf(m.mage);
      const lp = Math.min(pl.lp, normal);
      mages.push({
        name: m.mage.name,
        side,
        lp,
        conscious: lp > 0,
        graveyard: i === 0 ? passcodesOf(state, pl.graveyard, side, ids) : [],
        beyond: i === 0 ? passcodesOf(state, pl.banished, side, ids) : [],
        returnedToDeck: i === 0 ? passcodesOf(state, onField, side, ids) : [],
      });
    });
  }
  const winners = winner === null ? [] : shadow.mages.filter((m) => m.side === winner).map((m) => m.mage.name);
  return { over, winner, winners, mages };
}
